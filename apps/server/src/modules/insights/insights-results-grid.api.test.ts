import { describe, expect, it } from 'vitest';
import { defined } from '../../test/defined.ts';
import { grid, inject, makeInsightsWorld } from '../../test/worlds/insights-world.ts';

describe('results grid', () => {
  it('counts first attempts per student and question, with class totals', async () => {
    const { s, work, q, a, b, wrong2 } = await makeInsightsWorld();
    const g = await grid(work.id, s.teacher.headers);
    expect(g.work).toMatchObject({ assignmentId: work.id, questionCount: 3, canEdit: true });
    expect(g.questions.map((x) => x.questionId)).toEqual([...q]);
    expect(g.students).toHaveLength(5);
    const a0 = defined(
      g.students.find((x) => x.studentId === a[0]),
      'student A0 in the grid',
    );
    expect(a0).toMatchObject({
      status: 'Completed',
      answeredCount: 3,
      correctCount: 2,
      scorePercent: 67,
      completionPercent: 100,
      timeTakenMs: 60_000,
      groupId: s.classA.id,
    });
    // 20 s a question against 30 s expected, everything answered: effort 67, Medium.
    expect(a0.effortPercent).toBe(67);
    expect(a0.effort).toBe('Medium');
    expect(a0.answers.map((c) => [c.questionId, c.isCorrect])).toEqual([
      [q[0], true],
      [q[1], false],
      [q[2], true],
    ]);
    expect(a0.answers[1]).toMatchObject({ letter: wrong2.letter, misconceptionId: wrong2.misconception_id });
    expect(g.students.find((x) => x.studentId === a[2])).toMatchObject({
      status: 'NotStarted',
      answeredCount: 0,
      scorePercent: null,
      effortPercent: null,
      answers: [],
    });
    expect(g.students.find((x) => x.studentId === b[0])).toMatchObject({
      status: 'InProgress',
      scorePercent: 0,
      completionPercent: 33,
    });
    const q2 = defined(g.questions[1], 'the second question in the grid');
    expect(q2).toMatchObject({ answeredCount: 2, correctCount: 0, correctPercent: 0, markCorrected: false });
    expect(q2.optionCounts.find((o) => o.letter === wrong2.letter)?.count).toBe(2);
    expect(g.totals).toMatchObject({
      studentCount: 5,
      notStartedCount: 2,
      inProgressCount: 2,
      completedCount: 1,
      completionPercent: 20,
      answeredCount: 5,
      correctCount: 2,
      // 2 right of the 9 questions set to the 3 who started (not 2 of the 5 answered).
      averageScorePercent: 22,
      answeredPercent: 56,
    });
  });

  it('narrows to one class, and refuses a class the work was not set for', async () => {
    const { s, work, b } = await makeInsightsWorld();
    const g = await grid(work.id, s.teacher.headers, `?groupId=${s.classB.id}`);
    expect(g.groupId).toBe(s.classB.id);
    expect(g.students.map((x) => x.studentId).sort()).toEqual([...b].sort());
    expect(g.totals.answeredCount).toBe(1);
    const other = await inject(
      'GET',
      `/api/v3/assignments/${work.id}/insights/teacher?groupId=${s.otherClass.id}`,
      s.teacher.headers,
    );
    expect(other.statusCode).toBe(404);
  });
});
