import { randomUUID } from 'node:crypto';
import { PredictedScoresSchema } from '@mathsight/contract/predictions.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { predictedScore } from '../../measurement/predict.ts';
import { difficultyPrior } from '../../measurement/priors.ts';
import { bankLetters } from '../../test/bank-letters.ts';
import { defined } from '../../test/defined.ts';
import { makeAssignment, makeSchoolWithClasses } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

const get = (id: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/v3/assignments/${id}/predicted-scores`, headers });

/**
 * A school whose class A is set a quiz, and earlier work of 12 other questions of the quiz's first
 * topic (for the first student to answer, which moves their topic and strand measures to 12 answers).
 */
async function world() {
  const s = await makeSchoolWithClasses(t.app, t.database.db);
  const work = await makeAssignment(t.database.db, {
    schoolId: s.school.id,
    groupIds: [s.classA.id],
    createdByTeacherId: s.teacher.teacherId,
  });
  const others = await t.database.query<{ id: number }>(
    `select q.id from questions q where q.topic_unit_id = (
       select q1.topic_unit_id from assignment_questions aq join questions q1 on q1.id = aq.question_id
       where aq.assignment_id = $1 order by aq.sequence limit 1)
     and q.id not in (select question_id from assignment_questions where assignment_id = $1)
     order by q.id limit 12`,
    [work.id],
  );
  expect(others).toHaveLength(12);
  const earlier = await makeAssignment(t.database.db, {
    schoolId: s.school.id,
    groupIds: [s.classA.id],
    createdByTeacherId: s.teacher.teacherId,
    questionIds: others.map((q) => q.id),
  });
  return { s, earlier, work };
}

/** The first student answers the earlier work's questions through the API (which moves their measures). */
async function answerEarlier(w: Awaited<ReturnType<typeof world>>) {
  const session = await t.app.inject({
    method: 'POST',
    url: `/api/v3/assignments/${w.earlier.id}/quiz-sessions`,
    headers: w.s.student.headers,
  });
  const questionIds = (
    await t.database.query<{ question_id: number }>(
      'select question_id from assignment_questions where assignment_id = $1 order by sequence',
      [w.earlier.id],
    )
  ).map((r) => r.question_id);
  for (const [i, questionId] of questionIds.entries()) {
    const { right, wrong } = await bankLetters(t.database, questionId);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v3/quiz-sessions/${session.json().quizSessionId}/answers`,
      headers: w.s.student.headers,
      payload: {
        questionId,
        letter: i % 4 === 3 ? wrong : right,
        timeTakenMs: 15_000,
        clientAnswerId: randomUUID(),
      },
    });
    expect(res.statusCode).toBe(201);
  }
  return questionIds.length;
}

describe('predicted scores (spec §7, §9)', () => {
  it('predicts only from measures with at least 10 answers, with a range, for every student set the work', async () => {
    const w = await world();
    const answered = await answerEarlier(w);
    const studentId = defined(w.s.studentsA[0], 'the first student').studentId;

    const res = await get(w.work.id, w.s.teacher.headers);
    expect(res.statusCode).toBe(200);
    const body = PredictedScoresSchema.parse(res.json());
    expect(body.minimumAnswers).toBe(10);
    expect(body.students.map((x) => x.studentId).sort()).toEqual(
      w.s.studentsA.map((x) => x.studentId).sort(),
    );
    const others = body.students.filter((x) => x.studentId !== studentId);
    for (const o of others) {
      expect(o).toMatchObject({
        status: 'not enough answers yet',
        predictedScorePercent: null,
        answerCount: 0,
      });
    }
    const mine = defined(
      body.students.find((x) => x.studentId === studentId),
      'the student who answered',
    );
    expect(answered).toBe(12);
    expect(mine.answerCount).toBe(answered);
    expect(mine.status).toBe('predicted');
    // The same numbers as the model computes from the stored measures.
    const questions = await t.database.query<{
      topic_unit_id: number;
      strand: string;
      difficulty: number;
      year_group: number;
      calibrated: number | null;
      variance: number | null;
      answer_count: number | null;
    }>(
      `select q.topic_unit_id, tu.strand, q.difficulty, q.year_group, qm.difficulty as calibrated, qm.variance, qm.answer_count
       from assignment_questions aq join questions q on q.id = aq.question_id join topic_units tu on tu.id = q.topic_unit_id
       left join question_measures qm on qm.question_id = q.id where aq.assignment_id = $1 order by aq.sequence`,
      [w.work.id],
    );
    const [strand] = await t.database.query<{ ability: number; variance: number; answer_count: number }>(
      'select ability, variance, answer_count from student_strand_measures where student_id = $1 and strand = $2',
      [studentId, defined(questions[0], 'a question').strand],
    );
    const [topic] = await t.database.query<{ ability: number; variance: number; answer_count: number }>(
      'select ability, variance, answer_count from student_topic_measures where student_id = $1 and topic_unit_id = $2',
      [studentId, defined(questions[0], 'a question').topic_unit_id],
    );
    const chosen = defined(topic && topic.answer_count >= 10 ? topic : strand, 'a measure with 10 answers');
    const ability = { mean: chosen.ability, variance: chosen.variance, count: chosen.answer_count };
    const expected = predictedScore(
      questions.map((q) => ({
        ability,
        difficulty:
          q.calibrated === null || q.variance === null
            ? difficultyPrior({ difficulty: q.difficulty, yearGroup: q.year_group })
            : { mean: q.calibrated, variance: q.variance, count: q.answer_count ?? 0 },
      })),
    );
    expect(mine).toMatchObject({
      predictedScorePercent: expected.percent,
      lowPercent: expected.low,
      highPercent: expected.high,
    });
    expect(defined(mine.lowPercent, 'low')).toBeLessThan(defined(mine.highPercent, 'high'));
  });

  it('refuses students (403), teachers of another school and unknown work (404)', async () => {
    const w = await world();
    expect((await get(w.work.id, w.s.student.headers)).statusCode).toBe(403);
    expect((await get(w.work.id, w.s.otherTeacher.headers)).statusCode).toBe(404);
    expect((await get(w.work.id, w.s.pending.headers)).statusCode).toBe(404);
    expect((await get(999_999_999, w.s.teacher.headers)).statusCode).toBe(404);
    expect((await get(w.work.id, w.s.colleague.headers)).statusCode).toBe(200);
  });
});
