import type { ChatWithTutorResult } from '@mathsight/contract/flow-tutor.ts';
import type { FlowGeneratorSession } from '@mathsight/contract/flows.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, textChunks } from '../../dev/fake-openai-server.ts';
import { defined } from '../../test/defined.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  answerWaiting,
  create,
  makeFlowWorld,
  questionIdOf,
  waitingOf,
} from '../../test/worlds/flows-world.ts';
import { echoFacts, leaksIn, startModelApp } from '../assistant/model-test-kit.ts';

/**
 * Chat with tutor with the assistant's model configured (decision 0050), through the fake provider:
 * the model words the built-in hint; the student's and their school's names never leave; a worded
 * hint holding the key, or any fault, gives the built-in hint with a note.
 */

let fake: FakeOpenAi;
let t: TestApp;
beforeAll(async () => {
  ({ fake, t } = await startModelApp(800));
  // A second app is built here: slow on a busy machine.
}, 180_000);
afterAll(async () => {
  await t?.app.close();
  await fake?.close();
});

const ask = (id: number, headers: Record<string, string>, flowItemId: number, message?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/flow/v1/flow-generator-sessions/${id}/chat-with-tutor`,
    headers,
    payload: { flowItemId, ...(message && { message }) },
  });

/** A student (renamed Zoë Ðặng, a classmate Siobhán O'Brien) waiting on question 1 of set work. */
async function atFirstQuestion() {
  const world = await makeFlowWorld();
  const classmate = defined(world.s.studentsA[1], 'student 1');
  const me = defined(world.s.studentsA[0], 'student 0');
  await t.database.query(
    "update users set first_name = 'Zoë', last_name = 'Ðặng', user_name = $2 where id = $1",
    [me.userId, `zoe.dang${me.userId}`],
  );
  await t.database.query("update users set first_name = 'Siobhán', last_name = 'O''Brien' where id = $1", [
    classmate.userId,
  ]);
  const started: FlowGeneratorSession = (
    await create(world.student, { kind: 'TopicPathwayQuiz', assignmentId: world.work.id })
  ).json();
  const id = started.flowGeneratorSessionId;
  const question = waitingOf(await answerWaiting(id, world.student, waitingOf(started)));
  const [key] = await t.database.query<{ text: string }>(
    'select text from question_answers where question_id = $1 and is_correct',
    [questionIdOf(question)],
  );
  const [stem] = await t.database.query<{ stem: string }>('select stem from questions where id = $1', [
    questionIdOf(question),
  ]);
  return {
    ...world,
    id,
    question,
    userName: `zoe.dang${me.userId}`,
    key: defined(key, 'key').text,
    stem: defined(stem, 'stem').stem,
  };
}

describe('chat with tutor, worded by the assistant’s model', () => {
  it('words the built-in hint; no name, no question and no options leave the server', async () => {
    const { id, student, question, stem, key, userName } = await atFirstQuestion();
    const before = fake.requests.length;
    fake.script(echoFacts);
    const res = await ask(
      id,
      student,
      question.flowItemId,
      `Zoë Ðặng (${userName}) here, Siobhán O'Brien and I are stuck`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const hint: ChatWithTutorResult = res.json();
    expect(hint).toMatchObject({ source: 'model', situation: 'noAnswer', hintNumber: 1, note: null });
    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(
      leaksIn(sent, ['Zoë Ðặng', 'Zoë', 'Ðặng', userName, "Siobhán O'Brien", 'Siobhán', "O'Brien"]),
    ).toEqual([]);
    // The model gets the hint's words, never the question or its key.
    expect(leaksIn(sent, [stem, key])).toEqual([]);
    const [row] = await t.database.query<{ source: string }>(
      'select source from flow_tutor_hints where flow_generator_session_id = $1',
      [id],
    );
    expect(row?.source).toBe('model');
  });

  it('uses the built-in hint when the model’s wording holds the key', async () => {
    const { id, student, question, key } = await atFirstQuestion();
    const plain = key.replace(/\$/g, '');
    const text = `Just pick ${plain} and you are done.`;
    fake.script({ kind: 'sse', chunks: textChunks(text) });
    const res = await ask(id, student, question.flowItemId);
    expect(res.statusCode, res.body).toBe(200);
    const hint: ChatWithTutorResult = res.json();
    expect(hint.source).toBe('built-in');
    expect(hint.note).toMatch(/said too much/);
    expect(hint.items.map((i) => i.text).join(' ')).not.toContain('Just pick');
  });

  it('uses the built-in hint when the model fails (500, 429, timeout)', async () => {
    const { id, student, question } = await atFirstQuestion();
    fake.script({ kind: 'error', status: 500 }, { kind: 'error', status: 429 }, { kind: 'hang' });
    for (let n = 1; n <= 3; n += 1) {
      const res = await ask(id, student, question.flowItemId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ source: 'built-in', hintNumber: n });
      expect(res.json().note).toMatch(/could not word this hint/);
    }
  });
});
