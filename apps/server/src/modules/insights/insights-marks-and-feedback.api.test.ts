import { randomUUID } from 'node:crypto';
import type { StudentInsights } from '@mathsight/contract/insights.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { defined } from '../../test/defined.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { grid, inject, makeInsightsWorld, optionsOf } from '../../test/worlds/insights-world.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

describe('mark corrections', () => {
  it('re-marks the answers, recomputes every score, and marks new answers the same way', async () => {
    const { s, work, q, a, b, wrong2 } = await makeInsightsWorld();
    const res = await inject(
      'PUT',
      `/api/v3/assignments/${work.id}/questions/${q[1]}/mark`,
      s.teacher.headers,
      {
        correctLetter: wrong2.letter,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ markCorrected: true, changedAnswerCount: 2 });
    const g = await grid(work.id, s.teacher.headers);
    expect(g.questions[1]).toMatchObject({
      correctLetter: wrong2.letter,
      markCorrected: true,
      correctCount: 2,
    });
    expect(g.students.find((x) => x.studentId === a[0])).toMatchObject({
      correctCount: 3,
      scorePercent: 100,
    });
    const a0 = defined(
      g.students.find((x) => x.studentId === a[0]),
      'student A0 in the grid',
    );
    expect(defined(a0.answers[1], 'the second answer of A0').misconceptionId).toBeNull();
    const [progress] = await t.database.query<{ correct_count: number }>(
      'select correct_count from assignment_students where assignment_id = $1 and student_id = $2',
      [work.id, b[0]],
    );
    expect(defined(progress, 'the progress of B0').correct_count).toBe(1);

    // A student answering now, through the one-statement write path, is marked with the correction.
    const student = s.student.headers; // studentsA[0]
    const session = await inject('POST', `/api/v3/assignments/${work.id}/quiz-sessions`, student);
    expect(session.statusCode, session.body).toBe(200);
    await t.database.query('delete from student_answers where assignment_id = $1 and student_id = $2', [
      work.id,
      a[0],
    ]);
    const answered = await inject(
      'POST',
      `/api/v3/quiz-sessions/${(session.json() as { quizSessionId: number }).quizSessionId}/answers`,
      student,
      { questionId: q[1], letter: wrong2.letter, timeTakenMs: 9000, clientAnswerId: randomUUID() },
    );
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json().answer.feedback).toMatchObject({ isCorrect: true, correctLetter: wrong2.letter });
    const [stored] = await t.database.query<{ is_correct: boolean; misconception_id: number | null }>(
      'select is_correct, misconception_id from student_answers where assignment_id = $1 and student_id = $2',
      [work.id, a[0]],
    );
    expect(stored).toEqual({ is_correct: true, misconception_id: null });

    // Giving the bank's letter back removes the correction.
    const bank = defined(
      (await optionsOf(q[1])).find((o) => o.is_correct),
      'the right option of q2',
    ).letter;
    const undo = await inject(
      'PUT',
      `/api/v3/assignments/${work.id}/questions/${q[1]}/mark`,
      s.teacher.headers,
      {
        correctLetter: bank,
      },
    );
    expect(undo.json()).toMatchObject({ markCorrected: false, correctedAt: null });
    const after = await grid(work.id, s.teacher.headers);
    expect(after.questions[1]).toMatchObject({ markCorrected: false, correctCount: 0 });
  });

  it('refuses a question that is not in the work and a letter that is not an option', async () => {
    const { s, work } = await makeInsightsWorld();
    const missing = await inject(
      'PUT',
      `/api/v3/assignments/${work.id}/questions/999999/mark`,
      s.teacher.headers,
      {
        correctLetter: 'A',
      },
    );
    expect(missing.statusCode).toBe(404);
    const invalid = await inject(
      'PUT',
      `/api/v3/assignments/${work.id}/questions/${work.questionIds[0]}/mark`,
      s.teacher.headers,
      { correctLetter: 'E' },
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().modelState).toHaveProperty('correctLetter');
  });
});

describe('feedback on answers', () => {
  it('stores a comment, shows it in the grid and to the student in their session, and deletes it', async () => {
    const { s, work, a } = await makeInsightsWorld();
    const [firstAnswer] = await t.database.query<{ id: number; question_id: number }>(
      'select id, question_id from student_answers where assignment_id = $1 and student_id = $2 order by id limit 1',
      [work.id, a[0]],
    );
    const row = defined(firstAnswer, 'an answer of student A0');
    const url = `/api/v3/answers/${row.id}/feedback`;
    const blank = await inject('PUT', url, s.teacher.headers, { comment: '   ' });
    expect(blank.statusCode).toBe(400);
    const saved = await inject('PUT', url, s.teacher.headers, { comment: 'Check the denominator' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ studentAnswerId: row.id, comment: 'Check the denominator' });

    const g = await grid(work.id, s.teacher.headers);
    const cell = defined(
      g.students.find((x) => x.studentId === a[0]),
      'student A0 in the grid',
    ).answers.find((c) => c.studentAnswerId === row.id);
    expect(cell?.teacherFeedback).toBe('Check the denominator');

    const session = await inject('POST', `/api/v3/assignments/${work.id}/quiz-sessions`, s.student.headers);
    const question = (
      session.json() as {
        questions: Array<{ questionId: number; answers: Array<{ teacherFeedback?: string | null }> }>;
      }
    ).questions.find((x) => x.questionId === row.question_id);
    expect(question?.answers[0]?.teacherFeedback).toBe('Check the denominator');

    const student = await inject(
      'GET',
      `/api/v3/assignments/${work.id}/insights/students/${a[0]}`,
      s.teacher.headers,
    );
    const attempts = (student.json() as StudentInsights).questions.flatMap((x) => x.attempts);
    expect(attempts.find((x) => x.studentAnswerId === row.id)?.feedback?.comment).toBe(
      'Check the denominator',
    );

    expect((await inject('DELETE', url, s.teacher.headers)).statusCode).toBe(204);
    const again = await grid(work.id, s.teacher.headers);
    expect(
      defined(
        again.students.find((x) => x.studentId === a[0]),
        'student A0 in the grid',
      ).answers.find((c) => c.studentAnswerId === row.id)?.teacherFeedback,
    ).toBeNull();
  });
});
