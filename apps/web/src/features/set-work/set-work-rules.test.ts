import { ASSIGNMENT_MESSAGES, DEFAULT_ASSIGNMENT_SETTINGS } from '@mathsight/contract/assignments.ts';
import { describe, expect, it } from 'vitest';
import {
  defaultConfig,
  draftErrors,
  firstStepWithErrors,
  type SetWorkDraft,
  setWorkCalls,
  stepErrors,
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
  it('starts now (to the next five minutes) and ends after the default days at the due time', () => {
    const config = defaultConfig(
      {
        ...DEFAULT_ASSIGNMENT_SETTINGS,
        defaultDurationDays: 7,
        defaultDueTime: '08:30',
        askConfidence: true,
      },
      new Date('2025-01-06T14:02:10Z'),
    );
    expect(config).toEqual({
      startDate: '2025-01-06T14:05:00.000Z',
      endDate: '2025-01-13T08:30:00.000Z',
      feedbackMode: 'AfterEachQuestion',
      askConfidence: true,
    });
  });
});
