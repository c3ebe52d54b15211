import { describe, expect, it } from 'vitest';
import { defaultEndDate } from './dates.ts';
import { buildGrid, heldMisconceptions } from './grid.ts';
import type { CellRow, QuestionRow, StudentRow } from './insights-rows.ts';
import { pickFixQuestions } from './question-insights.ts';

const questions: QuestionRow[] = [
  { questionId: 11, sequence: 1, stem: 'One', bankCorrectLetter: 'A', correctedLetter: null },
  { questionId: 12, sequence: 2, stem: 'Two', bankCorrectLetter: 'B', correctedLetter: 'C' },
];

function cell(
  questionId: number,
  attempt: number,
  letter: CellRow['letter'],
  isCorrect: boolean,
  m: number | null = null,
): CellRow {
  return {
    questionId,
    attempt,
    letter,
    isCorrect,
    misconceptionId: m,
    confidence: null,
    timeTakenMs: 30_000,
    answeredAt: '2026-03-02T09:00:00.000Z',
    studentAnswerId: questionId * 100 + attempt,
    comment: null,
  };
}

function student(id: number, answers: CellRow[], completed = false): StudentRow {
  return {
    studentId: id,
    firstName: `F${id}`,
    lastName: `L${id}`,
    groupId: 7,
    startedAt: answers.length ? new Date('2026-03-02T09:00:00Z') : null,
    completedAt: completed ? new Date('2026-03-02T09:10:00Z') : null,
    lessonFlowId: null,
    answers,
  };
}

describe('buildGrid', () => {
  it('scores first attempts, keeps retries apart and totals the class', () => {
    const grid = buildGrid(questions, [
      student(1, [cell(11, 1, 'A', true), cell(12, 1, 'B', false, 5), cell(12, 2, 'C', true)], true),
      student(2, [cell(11, 1, 'D', false, 5)]),
      student(3, []),
    ]);
    const [one, two, three] = grid.students;
    expect(one).toMatchObject({ status: 'Completed', answeredCount: 2, correctCount: 1, scorePercent: 50 });
    expect(one?.answers[1]).toMatchObject({ letter: 'B', retryLetter: 'C', retryIsCorrect: true });
    expect(two).toMatchObject({
      status: 'InProgress',
      completionPercent: 50,
      effortPercent: 50,
      effort: 'Medium',
    });
    expect(three).toMatchObject({ status: 'NotStarted', scorePercent: null, effort: null });
    expect(grid.questions[1]).toMatchObject({ correctLetter: 'C', markCorrected: true, answeredCount: 1 });
    expect(grid.questions[0]?.optionCounts).toEqual([
      { letter: 'A', count: 1 },
      { letter: 'B', count: 0 },
      { letter: 'C', count: 0 },
      { letter: 'D', count: 1 },
    ]);
    expect(grid.totals).toMatchObject({
      studentCount: 3,
      notStartedCount: 1,
      inProgressCount: 1,
      completedCount: 1,
      // 1 right of the 4 questions set to the two who started; 3 of those 4 answered.
      averageScorePercent: 25,
      answeredPercent: 75,
      averageTimeTakenMs: 45_000,
    });
    const held = heldMisconceptions(grid.students, [
      { misconceptionId: 5, name: 'Adds denominators', description: '', howToFix: '' },
    ]);
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ misconceptionId: 5, studentCount: 2, questionIds: [11, 12] });
  });
});

describe('the score in the grid', () => {
  it("is over the work's questions, not those answered: 1 of 8 answered and right is 13%", () => {
    const eight: QuestionRow[] = Array.from({ length: 8 }, (_, i) => ({
      questionId: 21 + i,
      sequence: i + 1,
      stem: `Q${i + 1}`,
      bankCorrectLetter: 'A',
      correctedLetter: null,
    }));
    const grid = buildGrid(eight, [student(1, [cell(21, 1, 'A', true)])]);
    expect(grid.students[0]).toMatchObject({ scorePercent: 13, completionPercent: 13, answeredCount: 1 });
    expect(grid.totals).toMatchObject({ averageScorePercent: 13, answeredPercent: 13 });
  });
});

describe('pickFixQuestions', () => {
  it('takes three per misconception in the order asked, never twice, twelve at most', () => {
    const candidates = [1, 2, 3, 4, 5].flatMap((m) =>
      [1, 2, 3, 4].map((i) => ({ misconceptionId: m, questionId: m * 10 + i })),
    );
    candidates.push({ misconceptionId: 2, questionId: 11 });
    expect(pickFixQuestions([2, 1], candidates)).toEqual([21, 22, 23, 11, 12, 13]);
    expect(pickFixQuestions([1, 2, 3, 4, 5], candidates)).toHaveLength(12);
    expect(pickFixQuestions([9], candidates)).toEqual([]);
  });
});

describe('defaultEndDate', () => {
  it('is the due time in school time, in summer and in winter', () => {
    expect(defaultEndDate(new Date('2026-06-01T10:00:00Z'), 7, '08:30').toISOString()).toBe(
      '2026-06-08T07:30:00.000Z',
    );
    expect(defaultEndDate(new Date('2026-01-05T10:00:00Z'), 7, '08:30').toISOString()).toBe(
      '2026-01-12T08:30:00.000Z',
    );
  });
});
