import type { AnswerEvent } from '@mathsight/contract/quiz-sessions.ts';
import { describe, expect, it } from 'vitest';
import { applyLiveAnswer } from './apply-live-answer.ts';
import { makeCell, makeGrid, makeGridQuestion, makeStudent } from './testing/insight-fixtures.ts';

function event(extra: Partial<AnswerEvent> = {}): AnswerEvent {
  return {
    assignmentId: 5,
    groupId: 11,
    studentId: 4,
    studentName: 'Dev Patel',
    questionId: 2,
    letter: 'C',
    isCorrect: false,
    misconceptionId: 902,
    attempt: 1,
    answeredAt: '2030-03-04T09:30:00.000Z',
    ...extra,
  };
}

describe('a live answer in the results grid', () => {
  const grid = makeGrid([
    makeStudent(1, 'Amara', 'Okafor', [makeCell(1, 'A', true)]),
    makeStudent(4, 'Dev', 'Patel'),
  ]);

  it('fills the cell and updates the student, the question and the totals', () => {
    const next = applyLiveAnswer(grid, event());
    const dev = next.students.find((s) => s.studentId === 4);
    expect(dev?.answers).toMatchObject([
      { questionId: 2, letter: 'C', isCorrect: false, misconceptionId: 902 },
    ]);
    expect(dev).toMatchObject({
      answeredCount: 1,
      correctCount: 0,
      scorePercent: 0,
      completionPercent: 50,
      status: 'InProgress',
    });
    expect(next.questions[1]?.optionCounts.find((o) => o.letter === 'C')?.count).toBe(1);
    expect(next.questions[1]).toMatchObject({ answeredCount: 1, correctCount: 0, correctPercent: 0 });
    expect(next.totals).toMatchObject({
      notStartedCount: 0,
      inProgressCount: 2,
      answeredCount: 2,
      correctCount: 1,
    });
    // The cached grid itself is never changed.
    expect(grid.students[1]?.answers).toEqual([]);
  });

  it('scores a right answer over the work’s questions, not over those answered', () => {
    const next = applyLiveAnswer(grid, event({ letter: 'A', isCorrect: true, misconceptionId: null }));
    // 1 right of 2 questions for Dev; the class: 2 right of the 4 questions set to the 2 who started.
    expect(next.students.find((s) => s.studentId === 4)).toMatchObject({
      scorePercent: 50,
      completionPercent: 50,
    });
    expect(next.totals).toMatchObject({ averageScorePercent: 50, answeredPercent: 50 });
  });

  it('fills the answer’s id, and the student’s time, when the event carries them', () => {
    const next = applyLiveAnswer(grid, event({ studentAnswerId: 77, timeTakenMs: 12_000, confidence: 4 }));
    const dev = next.students.find((s) => s.studentId === 4);
    expect(dev?.answers[0]).toMatchObject({ studentAnswerId: 77 });
    expect(dev?.timeTakenMs).toBe(12_000);
    // Half the questions at 12 s against 30 s expected: 50% × 0.4 = 20.
    expect(dev).toMatchObject({ effortPercent: 20, effort: 'Low' });
  });

  it('keeps the cells in question order', () => {
    const next = applyLiveAnswer(
      applyLiveAnswer(grid, event()),
      event({ questionId: 1, letter: 'A', isCorrect: true }),
    );
    expect(next.students[1]?.answers.map((a) => a.questionId)).toEqual([1, 2]);
    expect(next.students[1]).toMatchObject({ correctCount: 1, scorePercent: 50, completionPercent: 100 });
  });

  it('judges right and wrong by the work’s corrected mark, not the event', () => {
    const corrected = makeGrid(grid.students, [makeGridQuestion(1, 1), makeGridQuestion(2, 2, 'C')]);
    const next = applyLiveAnswer(corrected, event({ isCorrect: false }));
    expect(next.students[1]?.answers[0]).toMatchObject({ isCorrect: true, misconceptionId: null });
  });

  it('adds a second try to the first', () => {
    const retried = applyLiveAnswer(grid, event({ studentId: 1, questionId: 1, attempt: 2, letter: 'B' }));
    expect(retried.students[0]?.answers[0]).toMatchObject({
      letter: 'A',
      retryLetter: 'B',
      retryIsCorrect: false,
    });
    expect(retried.students[0]?.answeredCount).toBe(1);
  });

  it('ignores repeats, other work, other students and other questions', () => {
    const once = applyLiveAnswer(grid, event());
    expect(applyLiveAnswer(once, event())).toBe(once);
    expect(applyLiveAnswer(grid, event({ assignmentId: 6 }))).toBe(grid);
    expect(applyLiveAnswer(grid, event({ studentId: 99 }))).toBe(grid);
    expect(applyLiveAnswer(grid, event({ questionId: 99 }))).toBe(grid);
  });
});
