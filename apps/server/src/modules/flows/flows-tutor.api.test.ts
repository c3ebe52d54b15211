import type { ChatWithTutorResult } from '@mathsight/contract/flow-tutor.ts';
import type { FlowGeneratorSession, FlowItem } from '@mathsight/contract/flows.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { defined } from '../../test/defined.ts';
import { signInUser } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import {
  answerWaiting,
  create,
  inject,
  lettersOf,
  makeFlowWorld,
  questionIdOf,
  respond,
  waitingOf,
} from '../../test/worlds/flows-world.ts';
import { keyForms, mentionsKey } from './tutor-key-guard.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

type Headers = Record<string, string>;
const ask = (id: number, headers: Headers, flowItemId: number, message?: string) =>
  inject('POST', `/flow/v1/flow-generator-sessions/${id}/chat-with-tutor`, headers, {
    flowItemId,
    ...(message && { message }),
  });

/** A student's set-work flow, past the confidence question, waiting on question 1. */
async function atFirstQuestion() {
  const world = await makeFlowWorld();
  const started: FlowGeneratorSession = (
    await create(world.student, { kind: 'TopicPathwayQuiz', assignmentId: world.work.id })
  ).json();
  const id = started.flowGeneratorSessionId;
  const step = await answerWaiting(id, world.student, waitingOf(started));
  const question = waitingOf(step);
  expect(question.flowItemType).toBe('DiagnosticQuestionAnswerInput');
  return { ...world, id, question, confidence: waitingOf(started) };
}

/** The right option's text, as the database holds it. */
async function keyTextOf(questionId: number) {
  const [row] = await t.database.query<{ text: string }>(
    'select text from question_answers where question_id = $1 and is_correct',
    [questionId],
  );
  return defined(row, 'the right option').text;
}

const allText = (r: ChatWithTutorResult) => r.items.map((i) => i.text).join(' ');

describe('chat with tutor', () => {
  it('is for the student who owns the flow only', async () => {
    const { s, id, question } = await atFirstQuestion();
    const classmate = await signInUser(t.app, t.database.db, defined(s.studentsA[1], 'student 1').userId);
    expect((await ask(id, classmate, question.flowItemId)).statusCode).toBe(404);
    expect((await ask(id, s.teacher.headers, question.flowItemId)).statusCode).toBe(403);
    expect((await ask(id + 100_000, s.student.headers, question.flowItemId)).statusCode).toBe(404);
    // An item of another flow is not this flow's question.
    const other = await atFirstQuestion();
    expect((await ask(id, s.student.headers, other.question.flowItemId)).statusCode).toBe(404);
  });

  it('refuses an item that is not a question', async () => {
    const { id, student, confidence } = await atFirstQuestion();
    const res = await ask(id, student, confidence.flowItemId);
    expect(res.statusCode, res.body).toBe(400);
  });

  it('before an answer: the method, hint by hint, without the answer, up to the cap', async () => {
    const { id, student, question } = await atFirstQuestion();
    const forms = keyForms(await keyTextOf(questionIdOf(question)));
    const seen: string[] = [];
    for (const n of [1, 2, 3]) {
      const res = await ask(id, student, question.flowItemId, 'I do not get it');
      expect(res.statusCode, res.body).toBe(200);
      const hint: ChatWithTutorResult = res.json();
      expect(hint).toMatchObject({
        situation: 'noAnswer',
        hintNumber: n,
        hintsLeft: 3 - n,
        source: 'built-in',
      });
      expect(mentionsKey(allText(hint), forms)).toBe(false);
      seen.push(allText(hint));
    }
    expect(new Set(seen).size).toBe(3);
    const capped = await ask(id, student, question.flowItemId);
    expect(capped.statusCode).toBe(409);
    expect(capped.json().message).toMatch(/every hint/);
  });

  it('after a wrong answer: the misconception behind it, from the stored answer, then its re-teaching', async () => {
    const { id, student, question } = await atFirstQuestion();
    const questionId = questionIdOf(question);
    const { wrong, wrongMisconceptionId } = await lettersOf(questionId);
    // Hints before the answer do not use up the hints after it.
    for (let i = 0; i < 3; i += 1) await ask(id, student, question.flowItemId);
    const step = await respond(id, student, question.flowItemId, wrong);
    expect(step.statusCode, step.body).toBe(200);
    const retry: FlowItem = waitingOf(step.json());
    expect(retry.flowItemType).toBe('DiagnosticQuestionRetryInput');
    const [m] = await t.database.query<{ name: string; how_to_fix: string }>(
      'select name, how_to_fix from misconceptions where id = $1',
      [wrongMisconceptionId],
    );
    const forms = keyForms(await keyTextOf(questionId));
    const first: ChatWithTutorResult = (await ask(id, student, retry.flowItemId)).json();
    expect(first).toMatchObject({ situation: 'wrongAnswer', hintNumber: 1, source: 'built-in' });
    expect(first.items[0]).toEqual({
      flowItemType: 'HighlightedText',
      text: `Answer ${wrong} often comes from this misconception: ${defined(m, 'misconception').name}.`,
    });
    // Asked on the first question item too, the answer is the same stored one.
    const second: ChatWithTutorResult = (await ask(id, student, question.flowItemId)).json();
    expect(second).toMatchObject({ situation: 'wrongAnswer', hintNumber: 2 });
    expect(defined(m, 'misconception').how_to_fix).toContain(defined(second.items[0], 'a step').text);
    for (const hint of [first, second]) expect(mentionsKey(allText(hint), forms)).toBe(false);
  });

  it('after a right answer: says so and suggests the next step, using no hint', async () => {
    const { id, student, question } = await atFirstQuestion();
    const { right } = await lettersOf(questionIdOf(question));
    expect((await respond(id, student, question.flowItemId, right)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      const res = await ask(id, student, question.flowItemId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ situation: 'rightAnswer', hintNumber: 0 });
      expect(allText(res.json())).toMatch(/next question/);
    }
  });

  it('keeps the mark hidden for work with feedback at the end', async () => {
    const { id, student, question, work } = await atFirstQuestion();
    await t.database.query("update assignments set feedback_mode = 'AtEnd' where id = $1", [work.id]);
    const { wrong } = await lettersOf(questionIdOf(question));
    expect((await respond(id, student, question.flowItemId, wrong)).statusCode).toBe(200);
    const hint: ChatWithTutorResult = (await ask(id, student, question.flowItemId)).json();
    expect(hint.situation).toBe('markHidden');
    expect(allText(hint)).not.toMatch(/misconception|not right/);
  });

  it('stores no message and no hint text, only the count', async () => {
    const { id, student, question } = await atFirstQuestion();
    await ask(id, student, question.flowItemId, 'my secret worry');
    const rows = await t.database.query<Record<string, unknown>>(
      'select * from flow_tutor_hints where flow_generator_session_id = $1',
      [id],
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain('secret');
  });
});
