import { ASSIGNMENT_MESSAGES, DEFAULT_ASSIGNMENT_SETTINGS } from '@mathsight/contract/assignments.ts';
import type { SchemeQuiz } from '@mathsight/contract/content.ts';
import { describe, expect, it } from 'vitest';
import { dueStatusOf } from '../../shared/assignments/due-status.ts';
import {
  defaultConfig,
  draftErrors,
  firstStepWithErrors,
  HALF_TERM_NAMES,
  NO_STUDENT_PICKED,
  type SetWorkDraft,
  schemeUnitsByTerm,
  setWorkCalls,
  stepErrors,
  studentIdsOf,
} from './set-work-rules.ts';

const draft = (overrides: Partial<SetWorkDraft> = {}): SetWorkDraft => ({
  kind: 'TopicQuiz',
  selections: [{ source: 'quiz', quizId: 5, name: 'Adding fractions' }],
  globalConfig: {
    groupIds: [11, 12],
    startDate: '2025-03-03T09:00:00.000Z',
    endDate: '2025-03-10T08:30:00.000Z',
    feedbackMode: 'AtEnd',
    askConfidence: true,
  },
  customName: '',
  pickedStudents: {},
  ...overrides,
});

describe('set-work validation', () => {
  it('lets a complete draft through', () => {
    expect(draftErrors(draft())).toEqual({});
  });

  it('asks for a topic, a class and both dates, each on its own step', () => {
    const empty = draft({
      selections: [],
      globalConfig: { ...draft().globalConfig, groupIds: [], startDate: null, endDate: null },
    });
    expect(stepErrors('work', empty)).toEqual({ selections: 'Choose at least one topic' });
    expect(stepErrors('classes', empty)).toEqual({ groupIds: ASSIGNMENT_MESSAGES.emptySelection });
    expect(stepErrors('when', empty)).toEqual({
      startDate: ASSIGNMENT_MESSAGES.dateTime,
      endDate: ASSIGNMENT_MESSAGES.dateTime,
    });
    expect(firstStepWithErrors(draftErrors(empty))).toBe('work');
    expect(stepErrors('work', draft({ kind: 'DiagnosticQuiz', selections: [] }))).toEqual({
      selections: 'Choose at least one diagnostic quiz',
    });
  });

  it('refuses an end before (or at) the start, beside the end date', () => {
    const backwards = draft({
      globalConfig: {
        ...draft().globalConfig,
        startDate: '2025-03-10T08:30:00.000Z',
        endDate: '2025-03-03T09:00:00.000Z',
      },
    });
    expect(draftErrors(backwards)).toEqual({ endDate: 'The end date must be after the start date' });
    expect(firstStepWithErrors(draftErrors(backwards))).toBe('when');
  });

  it('checks a custom name only for a single piece of work', () => {
    expect(stepErrors('when', draft({ customName: 'x'.repeat(201) }))).toEqual({
      name: ASSIGNMENT_MESSAGES.name,
    });
    expect(firstStepWithErrors({ groupIds: 'x', name: 'y' })).toBe('classes');
    expect(firstStepWithErrors({})).toBeNull();
  });
});

describe('set-work calls', () => {
  it('sets each quiz for every chosen class in one call, with the dates and settings', () => {
    const calls = setWorkCalls(
      draft({
        selections: [
          { source: 'quiz', quizId: 5, name: 'Adding fractions' },
          { source: 'quiz', quizId: 6, name: 'Angles' },
        ],
        customName: 'Ignored for two quizzes',
      }),
      1,
    );
    expect(calls.map((c) => c.kind === 'quiz' && c.quizId)).toEqual([5, 6]);
    expect(calls[0]?.body).toEqual({
      schoolId: 1,
      startDate: '2025-03-03T09:00:00.000Z',
      endDate: '2025-03-10T08:30:00.000Z',
      groupIds: [11, 12],
      feedbackMode: 'AtEnd',
      askConfidence: true,
    });
  });

  it('sends a custom name for a single piece of work, trimmed', () => {
    expect(setWorkCalls(draft({ customName: '  Homework 4 ' }), 1)[0]?.body).toMatchObject({
      name: 'Homework 4',
    });
  });

  it('sets retrieval practice once per class', () => {
    const calls = setWorkCalls(
      draft({
        kind: 'RetrievalPractice',
        selections: [
          { source: 'retrievalPractice', groupId: 11, name: '' },
          { source: 'retrievalPractice', groupId: 12, name: '' },
        ],
      }),
      1,
    );
    expect(calls.map((c) => c.kind === 'retrievalPractice' && c.groupId)).toEqual([11, 12]);
    expect(calls[0]?.body).toEqual({
      startDate: '2025-03-03T09:00:00.000Z',
      endDate: '2025-03-10T08:30:00.000Z',
      feedbackMode: 'AtEnd',
      askConfidence: true,
    });
  });
});

describe('defaults from the school settings', () => {
  it('starts now (this minute, so it is open at once) and ends after the default days at the due time', () => {
    const now = new Date('2025-01-06T14:02:10Z');
    const config = defaultConfig(
      {
        ...DEFAULT_ASSIGNMENT_SETTINGS,
        defaultDurationDays: 7,
        defaultDueTime: '08:30',
        askConfidence: true,
      },
      now,
    );
    expect(dueStatusOf(config.startDate ?? '', config.endDate ?? '', now)).toBe('Open');
    expect(config).toEqual({
      startDate: '2025-01-06T14:02:00.000Z',
      endDate: '2025-01-13T08:30:00.000Z',
      feedbackMode: 'AfterEachQuestion',
      askConfidence: true,
    });
  });
});

describe('some students of a class', () => {
  const rosters = new Map([
    [11, [1, 2, 3]],
    [12, [4, 5]],
  ]);

  it('sends no studentIds while every class is set for everyone', () => {
    expect(studentIdsOf([11, 12], {}, new Map())).toBeUndefined();
  });

  it('sends the picked students of one class and everyone in the others', () => {
    expect(studentIdsOf([11, 12], { 11: [3, 1] }, rosters)).toEqual([1, 3, 4, 5]);
  });

  it('waits (null) for the list of a class set for everyone once another class is picked from', () => {
    expect(studentIdsOf([11, 12], { 11: [1] }, new Map([[11, [1, 2, 3]]]))).toBeNull();
  });

  it('ignores picks of a class that is no longer chosen', () => {
    expect(studentIdsOf([12], { 11: [1] }, rosters)).toBeUndefined();
  });

  it('refuses a chosen class with no student picked, on the classes step', () => {
    const none = draft({ pickedStudents: { 12: [] } });
    expect(stepErrors('classes', none)).toEqual({ groupIds: NO_STUDENT_PICKED });
    expect(firstStepWithErrors(draftErrors(none))).toBe('classes');
    // Retrieval practice is set for whole classes, so picks do not apply to it.
    expect(stepErrors('classes', draft({ kind: 'RetrievalPractice', pickedStudents: { 12: [] } }))).toEqual(
      {},
    );
  });

  it('puts the chosen students into every call', () => {
    const picked = draft({ globalConfig: { ...draft().globalConfig, studentIds: [1, 3, 4, 5] } });
    const [call] = setWorkCalls(picked, 7);
    expect(call?.kind === 'quiz' && call.body.studentIds).toEqual([1, 3, 4, 5]);
  });
});

describe('scheme units', () => {
  const unit = (over: Partial<SchemeQuiz>): SchemeQuiz => ({
    topicUnitQuizId: 1,
    topicUnitId: 1,
    name: 'Place value',
    quizId: 10,
    yearGroup: 7,
    term: 1,
    week: 1,
    weeks: 3,
    sequence: 1,
    labelName: 'Number',
    labelColour: '#1d4ed8',
    ...over,
  });

  it('groups one year’s units by half-term in teaching order, leaving out units without a quiz', () => {
    const units = [
      unit({ topicUnitQuizId: 3, term: 2, sequence: 3, name: 'Ratio' }),
      unit({ topicUnitQuizId: 1, term: 1, sequence: 1, name: 'Place value' }),
      unit({ topicUnitQuizId: 2, term: 1, sequence: 2, name: 'Fractions' }),
      unit({ topicUnitQuizId: 4, term: 1, sequence: 4, quizId: null, name: 'No quiz' }),
      unit({ topicUnitQuizId: 5, term: 1, sequence: 5, yearGroup: 8, name: 'Year 8 unit' }),
    ];
    expect(
      schemeUnitsByTerm(units, 7).map((t) => ({ term: t.term, names: t.units.map((u) => u.name) })),
    ).toEqual([
      { term: 1, names: ['Place value', 'Fractions'] },
      { term: 2, names: ['Ratio'] },
    ]);
    expect(HALF_TERM_NAMES[0]).toBe('Autumn 1');
  });

  it('sets a scheme unit through scheme-assignments with the same classes, students, dates and settings', () => {
    const calls = setWorkCalls(
      draft({
        selections: [
          { source: 'scheme', topicUnitQuizId: 42, name: 'Place value' },
          { source: 'quiz', quizId: 5, name: 'Adding fractions' },
        ],
      }),
      7,
    );
    expect(calls.map((c) => c.kind)).toEqual(['scheme', 'quiz']);
    const [scheme, quiz] = calls;
    expect(scheme?.body).toEqual({ ...quiz?.body, topicUnitQuizId: 42 });
  });
});
