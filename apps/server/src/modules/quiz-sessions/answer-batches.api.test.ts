import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MeasureBook } from '../../measurement/measure-book.ts';
import { foldQuestionSteps } from '../../measurement/question-calibration.ts';
import { measuredAnswers } from '../../measurement/replay.ts';
import { bankLetters } from '../../test/bank-letters.ts';
import { defined } from '../../test/defined.ts';
import { makeAssignment, makeSchoolWithClasses, makeStudent, signInUser } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { testDatabaseKind } from '../../test/test-database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

type Headers = Record<string, string>;

/**
 * A class answering the same question at the same moment (decision 0022): the answers that arrive
 * while statements are running go to the database together, as one statement, and each is stored,
 * counted and measured exactly as if it had come alone.
 */
describe('answers that arrive together', () => {
  it('are each stored, counted and measured as if alone, and on PostgreSQL go as fewer statements', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const pupils = [...s.studentsA];
    for (let i = 0; i < 17; i++) pupils.push(await makeStudent(t.database.db, s.school.id, s.classA.id));
    const headers = await Promise.all(pupils.map((p) => signInUser(t.app, t.database.db, p.userId)));
    const [q1, q2] =
      // Two questions from the middle of the bank, which no other test answers (so no other test's
      // fold moves them while this one runs).
      (
        await t.database.query<{ id: number }>(
          'select id from questions where not retired order by id offset 1500 limit 2',
        )
      ).map((r) => r.id);
    const questionIds = [defined(q1, 'a question'), defined(q2, 'a second question')];
    const work = await makeAssignment(t.database.db, {
      schoolId: s.school.id,
      groupIds: [s.classA.id],
      createdByTeacherId: s.teacher.teacherId,
      questionIds,
    });
    const sessions = await Promise.all(
      headers.map(async (h) => {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/v3/assignments/${work.id}/quiz-sessions`,
          headers: h,
        });
        expect(res.statusCode).toBe(200);
        return res.json().quizSessionId as number;
      }),
    );
    await foldQuestionSteps(t.database.db, { wait: true });
    // Both questions as the last fold left them (an earlier test in this worker may have answered them).
    const measures = await t.database.query<{
      question_id: number;
      difficulty: number;
      variance: number;
      answer_count: number;
    }>(
      'select question_id, difficulty, variance, answer_count from question_measures where question_id = any($1)',
      [questionIds],
    );
    const { right, wrong } = await bankLetters(t.database, questionIds[0] as number);
    const send = (k: number, questionId: number, letter: string, clientAnswerId = randomUUID()) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v3/quiz-sessions/${sessions[k]}/answers`,
        headers: headers[k] as Headers,
        payload: { questionId, letter, timeTakenMs: 12_000, clientAnswerId },
      });

    // All twenty answer the first question at once; pupil 0's device sends its answer twice, and
    // pupil 1 answers the second question in the same moment.
    const resent = randomUUID();
    const replies = await Promise.all([
      ...pupils.map((_, k) =>
        send(k, questionIds[0] as number, k % 3 === 0 ? wrong : right, k === 0 ? resent : undefined),
      ),
      send(0, questionIds[0] as number, wrong, resent),
      send(1, questionIds[1] as number, 'A'),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, ...Array(21).fill(201)]);
    const twice = replies.filter((r) => r.json().answer.clientAnswerId === resent);
    expect(twice.map((r) => r.json().created).sort()).toEqual([false, true]);
    expect(new Set(twice.map((r) => r.json().answer.studentAnswerId)).size).toBe(1);

    // 21 answers stored; on PostgreSQL in fewer statements (rows one statement inserts share its
    // transaction id). PGlite runs one statement at a time, so no answer ever waits for another there.
    const [stored] = await t.database.query<{ answers: number; statements: number }>(
      'select count(*)::int as answers, count(distinct xmin::text)::int as statements from student_answers where assignment_id = $1',
      [work.id],
    );
    expect(stored?.answers).toBe(21);
    if (testDatabaseKind() === 'postgres') expect(stored?.statements).toBeLessThan(21);
    const counts = await t.database.query<{ student_id: number; answered_count: number }>(
      'select student_id, answered_count from assignment_students where assignment_id = $1 order by student_id',
      [work.id],
    );
    const expectedCount = (studentId: number) => (studentId === pupils[1]?.studentId ? 2 : 1);
    expect(counts.map((c) => c.answered_count)).toEqual(counts.map((c) => expectedCount(c.student_id)));

    // Each pupil's strand measure moved as the model moves it for their answers alone, every one of
    // them reading the question as the last fold left it.
    const book = new MeasureBook(undefined, true);
    for (const m of measures) {
      book.questions.set(m.question_id, { mean: m.difficulty, variance: m.variance, count: m.answer_count });
    }
    const ids = new Set(pupils.map((p) => p.studentId));
    const mine = (await measuredAnswers(t.database.db)).filter((a) => ids.has(a.studentId));
    expect(mine).toHaveLength(21);
    for (const a of mine) book.record(a);
    for (const a of mine) {
      const [live] = await t.database.query<{ ability: number; variance: number; answer_count: number }>(
        'select ability, variance, answer_count from student_strand_measures where student_id = $1 and strand = $2',
        [a.studentId, a.strand],
      );
      const expected = defined(book.strand(a.studentId, a.strand), 'the book strand measure');
      expect(live?.answer_count).toBe(expected.count);
      expect(live?.ability).toBeCloseTo(expected.mean, 9);
      expect(live?.variance).toBeCloseTo(expected.variance, 9);
    }
  });
});
