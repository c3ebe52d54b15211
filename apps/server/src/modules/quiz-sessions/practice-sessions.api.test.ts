import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { foldQuestionSteps } from '../../measurement/question-calibration.ts';
import { bankLetters } from '../../test/bank-letters.ts';
import { defined } from '../../test/defined.ts';
import { makeSchoolWithClasses } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

type Headers = Record<string, string>;
const inject = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });

const lettersOf = (questionId: number) => bankLetters(t.database, questionId);

/** A student of a fresh school, signed in. */
const aStudent = async () => (await makeSchoolWithClasses(t.app, t.database.db)).student.headers;

const answer = (sessionId: number, headers: Headers, body: object) =>
  inject('POST', `/api/v3/quiz-sessions/${sessionId}/answers`, headers, {
    timeTakenMs: 12_000,
    clientAnswerId: randomUUID(),
    ...body,
  });

describe('independent practice sessions', () => {
  it('independent practice chooses each next question from the answers so far', async () => {
    const student = await aStudent();
    const [firstUnit] = await t.database.query<{ id: number }>(
      'select topic_unit_id as id from questions group by topic_unit_id having count(*) >= 3 order by 1 limit 1',
    );
    const unit = defined(firstUnit, 'a topic unit with three questions');
    const res = await inject('POST', '/api/v3/dynamic-quiz-sessions', student, { topicUnitId: unit.id });
    expect(res.statusCode).toBe(201);
    const session = res.json();
    expect(session).toMatchObject({ assignmentId: null, topicUnitId: unit.id, kind: 'Generic' });
    expect(session.nextQuestionId).not.toBeNull();
    expect(res.body).not.toMatch(/isCorrect|misconception/);
    const q = session.nextQuestionId as number;
    const { right } = await lettersOf(q);
    const clientAnswerId = randomUUID();
    const first = await answer(session.quizSessionId, student, {
      questionId: q,
      letter: right,
      clientAnswerId,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().answer.feedback.isCorrect).toBe(true);
    expect(first.json().nextQuestionId).not.toBe(q);
    const resend = await answer(session.quizSessionId, student, {
      questionId: q,
      letter: right,
      clientAnswerId,
    });
    expect(resend.json().created).toBe(false);
    // The answer moved the measurement model's measures once (decision 0014), the resend nothing.
    const measures = await t.database.query<{ kind: string; ability: number; answer_count: number }>(
      `select 'topic' as kind, m.ability, m.answer_count from student_topic_measures m
         join quiz_sessions qs on qs.student_id = m.student_id and qs.topic_unit_id = m.topic_unit_id where qs.id = $1
       union all
       select 'strand', m.ability, m.answer_count from student_strand_measures m
         join quiz_sessions qs on qs.student_id = m.student_id where qs.id = $1`,
      [session.quizSessionId],
    );
    expect(measures.map((m) => [m.kind, m.answer_count])).toEqual([
      ['topic', 1],
      ['strand', 1],
    ]);
    expect(measures.every((m) => m.ability > 0)).toBe(true);
    // The question learns from it at the next fold (decision 0022).
    await foldQuestionSteps(t.database.db, { wait: true });
    const [question] = await t.database.query<{ answer_count: number }>(
      'select answer_count from question_measures where question_id = $1',
      [q],
    );
    expect(defined(question, 'the question measure').answer_count).toBeGreaterThanOrEqual(1);
    expect(
      (await inject('POST', '/api/v3/dynamic-quiz-sessions', student, { topicUnitId: 999_999 })).statusCode,
    ).toBe(404);
  });

  it('a practice session handed in takes no more answers (409, like set work)', async () => {
    const student = await aStudent();
    const [firstUnit] = await t.database.query<{ id: number }>(
      'select topic_unit_id as id from questions group by topic_unit_id having count(*) >= 3 order by 1 limit 1',
    );
    const unit = defined(firstUnit, 'a topic unit with three questions');
    const session = (
      await inject('POST', '/api/v3/dynamic-quiz-sessions', student, { topicUnitId: unit.id })
    ).json();
    const q = session.nextQuestionId as number;
    const { right } = await lettersOf(q);
    const first = await answer(session.quizSessionId, student, { questionId: q, letter: right });
    expect(first.statusCode).toBe(201);
    const next = first.json().nextQuestionId as number;
    const finish = await inject('POST', `/api/v3/quiz-sessions/${session.quizSessionId}/finish`, student);
    expect(finish.statusCode).toBe(200);
    const late = await answer(session.quizSessionId, student, { questionId: next, letter: 'A' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This work has already been handed in');
    const [count] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from practice_answers where quiz_session_id = $1',
      [session.quizSessionId],
    );
    expect(defined(count, 'a count of practice answers').n).toBe(1);
  });
});
