import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { AnswerStoreRepository } from '../modules/quiz-sessions/answer-store.repository.ts';
import { bankLetters } from '../test/bank-letters.ts';
import { defined } from '../test/defined.ts';
import { makeAssignment, makeSchoolWithClasses, makeStudent } from '../test/factories.ts';
import { getTestApp, type TestApp } from '../test/test-app.ts';
import { testDatabaseKind } from '../test/test-database.ts';
import { MeasureBook } from './measure-book.ts';
import { foldQuestionSteps } from './question-calibration.ts';
import { updateAfterAnswer } from './rasch.ts';
import { measuredAnswers, replayMeasures } from './replay.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

/**
 * The answer statements update the measures in SQL (the migration's rasch_* functions and
 * MEASURE_UPDATE_CTES); the model, the replay and the proofs are TypeScript. These hold the two to
 * the same numbers.
 */
describe('the measurement model in SQL', () => {
  it('computes the same step as rasch.ts', async () => {
    const cases = [
      [0, 1.5, 0, 0.5, true],
      [0.3, 0.2, -1.2, 0.05, false],
      [-2, 0.8, 1.5, 1.2, true],
      [1.1, 0.04, 1.0, 0.01, false],
    ] as const;
    for (const [mean, variance, difficulty, difficultyVariance, correct] of cases) {
      const ts = updateAfterAnswer(
        { mean, variance, count: 0 },
        { mean: difficulty, variance: difficultyVariance, count: 0 },
        correct,
      );
      const [row] = await t.database.query<{ av: number; as: number; dv: number; ds: number }>(
        `select rasch_variance(v, gap, dv) as av, rasch_shift(v, gap, dv, y) as as,
           rasch_variance(dv, gap, v) as dv, rasch_shift(dv, gap, v, y) as ds
         from (select $1::float8 as v, $2::float8 - $3::float8 as gap, $4::float8 as dv, $5::boolean as y) x`,
        [variance, mean, difficulty, difficultyVariance, correct],
      );
      const sql = defined(row, 'the SQL step');
      expect(sql.av).toBeCloseTo(ts.ability.variance, 12);
      expect(mean + sql.as).toBeCloseTo(ts.ability.mean, 12);
      expect(sql.dv).toBeCloseTo(ts.difficulty.variance, 12);
      expect(difficulty - sql.ds).toBeCloseTo(ts.difficulty.mean, 12);
    }
  });

  it('moves the measures as each answer is stored exactly as MeasureBook and the replay do', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const work = await makeAssignment(t.database.db, {
      schoolId: s.school.id,
      groupIds: [s.classA.id],
      createdByTeacherId: s.teacher.teacherId,
    });
    const studentId = defined(s.studentsA[0], 'a student').studentId;
    const questionIds = (
      await t.database.query<{ question_id: number }>(
        'select question_id from assignment_questions where assignment_id = $1 order by sequence',
        [work.id],
      )
    ).map((r) => r.question_id);
    expect(questionIds.length).toBeGreaterThanOrEqual(3);
    // Other tests may have calibrated these questions already (and left steps to fold): the book starts
    // where the table is once folded.
    await foldQuestionSteps(t.database.db, { wait: true });
    const book = new MeasureBook();
    for (const q of await questionMeasures(questionIds)) book.questions.set(q.questionId, q.measure);

    const session = await t.app.inject({
      method: 'POST',
      url: `/api/v3/assignments/${work.id}/quiz-sessions`,
      headers: s.student.headers,
    });
    const sessionId = session.json().quizSessionId as number;
    for (const [i, questionId] of questionIds.entries()) {
      const { right, wrong } = await bankLetters(t.database, questionId);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v3/quiz-sessions/${sessionId}/answers`,
        headers: s.student.headers,
        payload: {
          questionId,
          letter: i % 3 === 1 ? wrong : right,
          timeTakenMs: 12_000,
          clientAnswerId: randomUUID(),
        },
      });
      expect(res.statusCode).toBe(201);
    }

    for (const a of await answersOf(studentId)) book.record(a);
    const stored = await studentMeasures(studentId);
    expect(stored.length).toBeGreaterThanOrEqual(2);
    for (const m of stored) {
      const expected = defined(
        m.kind === 'topic' ? book.topic(studentId, Number(m.key)) : book.strand(studentId, m.key),
        `the book's ${m.kind} measure`,
      );
      expect(m.answerCount).toBe(expected.count);
      expect(m.ability).toBeCloseTo(expected.mean, 9);
      expect(m.variance).toBeCloseTo(expected.variance, 9);
    }
    // The questions learn from the answers when their steps are folded (decision 0022), as the book did.
    await foldQuestionSteps(t.database.db, { wait: true });
    for (const q of await questionMeasures(questionIds)) {
      const expected = defined(book.questions.get(q.questionId), 'the book question');
      expect(q.measure.mean).toBeCloseTo(expected.mean, 9);
      expect(q.measure.variance).toBeCloseTo(expected.variance, 9);
    }

    // The replay (here of this school only: the questions' beliefs, shared with other tests' schools,
    // stay) rebuilds the student's measures from every stored answer in time order, through the same book.
    const replayed = await replayMeasures(t.database.db, { schoolId: s.school.id });
    const all = await measuredAnswers(t.database.db);
    expect(replayed).toBeGreaterThanOrEqual(questionIds.length);
    const full = new MeasureBook();
    for (const a of all) full.record(a);
    const rebuilt = await studentMeasures(studentId);
    expect(rebuilt.map((m) => `${m.kind}:${m.key}`).sort()).toEqual(
      stored.map((m) => `${m.kind}:${m.key}`).sort(),
    );
    for (const m of rebuilt) {
      const expected = defined(
        m.kind === 'topic' ? full.topic(studentId, Number(m.key)) : full.strand(studentId, m.key),
        `the replayed ${m.kind} measure`,
      );
      expect(m.answerCount).toBe(expected.count);
      expect(m.ability).toBeCloseTo(expected.mean, 9);
      expect(m.variance).toBeCloseTo(expected.variance, 9);
    }
  });
});

describe('answers arriving together', () => {
  it('lose no step of a question answered by a class at the same moment', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const studentIds = [...s.studentsA.map((x) => x.studentId)];
    for (let i = 0; i < 17; i++)
      studentIds.push((await makeStudent(t.database.db, s.school.id, s.classA.id)).studentId);
    const [question] = await t.database.query<{ id: number }>(
      'select id from questions order by id desc limit 1',
    );
    const questionId = defined(question, 'a question').id;
    const work = await makeAssignment(t.database.db, {
      schoolId: s.school.id,
      groupIds: [s.classA.id],
      createdByTeacherId: s.teacher.teacherId,
      questionIds: [questionId],
    });
    const store = new AnswerStoreRepository(t.database.db);
    const answer = (studentId: number) =>
      store.insertAnswer({
        schoolId: s.school.id,
        assignmentId: work.id,
        studentId,
        questionId,
        letter: 'A',
        confidence: null,
        timeTakenMs: 9000,
        attempt: 1,
        answeredAt: new Date(),
        clientAnswerId: randomUUID(),
      });
    await foldQuestionSteps(t.database.db, { wait: true });
    const before = (await questionMeasures([questionId]))[0]?.measure.count ?? 0;
    // All 20 arrive at once (a pool of connections on PostgreSQL); each appends its step, and the fold
    // learns from every one of them.
    const stored = await Promise.all(studentIds.map(answer));
    expect(stored.every((x) => x !== null)).toBe(true);
    await foldQuestionSteps(t.database.db, { wait: true });
    const after = defined((await questionMeasures([questionId]))[0], 'the question measure');
    expect(after.measure.count).toBe(before + studentIds.length);
  });

  // Exact only while no other worker folds between the answers: where this worker's database is its own.
  it.runIf(testDatabaseKind() === 'pglite')(
    'read the question as the last fold left it, and the fold moves it as the model with deferred steps does',
    async () => {
      const s = await makeSchoolWithClasses(t.app, t.database.db);
      const studentIds = [...s.studentsA.map((x) => x.studentId)];
      for (let i = 0; i < 5; i++)
        studentIds.push((await makeStudent(t.database.db, s.school.id, s.classA.id)).studentId);
      const [question] = await t.database.query<{ id: number }>(
        'select id from questions where not retired order by id desc offset 1 limit 1',
      );
      const questionId = defined(question, 'a question').id;
      const work = await makeAssignment(t.database.db, {
        schoolId: s.school.id,
        groupIds: [s.classA.id],
        createdByTeacherId: s.teacher.teacherId,
        questionIds: [questionId],
      });
      await foldQuestionSteps(t.database.db, { wait: true });
      // The book with the question's steps deferred, started where the table is: every student's step
      // reads the same belief, then the fold applies the steps in the answers' order.
      const book = new MeasureBook(undefined, true);
      for (const q of await questionMeasures([questionId])) book.questions.set(q.questionId, q.measure);
      const store = new AnswerStoreRepository(t.database.db);
      const start = Date.now();
      for (const [i, studentId] of studentIds.entries()) {
        const { right, wrong } = await bankLetters(t.database, questionId);
        const stored = await store.insertAnswer({
          schoolId: s.school.id,
          assignmentId: work.id,
          studentId,
          questionId,
          letter: (i % 3 === 0 ? wrong : right) as 'A',
          confidence: null,
          timeTakenMs: 9000,
          attempt: 1,
          answeredAt: new Date(start + i * 1000),
          clientAnswerId: randomUUID(),
        });
        expect(stored).not.toBeNull();
      }
      const mine = (await measuredAnswers(t.database.db)).filter((a) => studentIds.includes(a.studentId));
      expect(mine).toHaveLength(studentIds.length);
      for (const a of mine) book.record(a);
      for (const studentId of studentIds) {
        const [live] = await studentMeasures(studentId).then((ms) => ms.filter((m) => m.kind === 'strand'));
        const expected = defined(book.strand(studentId, defined(mine[0], 'an answer').strand), 'the book');
        expect(defined(live, 'the live strand measure').ability).toBeCloseTo(expected.mean, 9);
      }
      await foldQuestionSteps(t.database.db, { wait: true });
      book.foldQuestions();
      const folded = defined((await questionMeasures([questionId]))[0], 'the folded question');
      const expected = defined(book.questions.get(questionId), 'the book question');
      expect(folded.measure.count).toBe(expected.count);
      expect(folded.measure.mean).toBeCloseTo(expected.mean, 9);
      expect(folded.measure.variance).toBeCloseTo(expected.variance, 9);
    },
  );
});

describe('the full replay', () => {
  // It rewrites every measure of the database: only where this worker's database is its own (PGlite).
  it.runIf(testDatabaseKind() === 'pglite')(
    'rebuilds every measure from every first attempt in time order',
    async () => {
      const replayed = await replayMeasures(t.database.db);
      const all = await measuredAnswers(t.database.db);
      expect(replayed).toBe(all.length);
      const book = new MeasureBook();
      for (const a of all) book.record(a);
      const [counts] = await t.database.query<{
        questions: number;
        answers: number;
        topics: number;
        strands: number;
      }>(
        `select (select count(*)::int from question_measures) as questions,
         (select coalesce(sum(answer_count), 0)::int from question_measures) as answers,
         (select count(*)::int from student_topic_measures) as topics,
         (select count(*)::int from student_strand_measures) as strands`,
      );
      expect(counts).toEqual({
        questions: book.questions.size,
        answers: all.length,
        topics: book.topics.size,
        strands: book.strands.size,
      });
      for (const q of await questionMeasures([...book.questions.keys()].slice(0, 20))) {
        const expected = defined(book.questions.get(q.questionId), 'the book question');
        expect(q.measure.mean).toBeCloseTo(expected.mean, 9);
        expect(q.measure.count).toBe(expected.count);
      }
    },
  );
});

async function questionMeasures(questionIds: number[]) {
  const rows = await t.database.query<{
    question_id: number;
    difficulty: number;
    variance: number;
    answer_count: number;
  }>(
    'select question_id, difficulty, variance, answer_count from question_measures where question_id = any($1)',
    [questionIds],
  );
  return rows.map((r) => ({
    questionId: r.question_id,
    measure: { mean: r.difficulty, variance: r.variance, count: r.answer_count },
  }));
}

/** This student's first attempts as the model reads them (the replay's reader, with their year). */
async function answersOf(studentId: number) {
  return (await measuredAnswers(t.database.db)).filter((a) => a.studentId === studentId);
}

async function studentMeasures(studentId: number) {
  const rows = await t.database.query<{
    kind: 'topic' | 'strand';
    key: string;
    ability: number;
    variance: number;
    answer_count: number;
  }>(
    `select 'topic' as kind, topic_unit_id::text as key, ability, variance, answer_count from student_topic_measures where student_id = $1
     union all
     select 'strand', strand, ability, variance, answer_count from student_strand_measures where student_id = $1`,
    [studentId],
  );
  return rows.map((r) => ({
    kind: r.kind,
    key: r.key,
    ability: r.ability,
    variance: r.variance,
    answerCount: r.answer_count,
  }));
}
