import type { AssistantAnswer } from '@mathsight/contract/assistant.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, textChunks } from '../../dev/fake-openai-server.ts';
import type { TestApp } from '../../test/test-app.ts';
import { makeAssistantWorld } from './assistant-world.ts';
import { askWith, cut, sseEvents, startModelApp } from './model-test-kit.ts';

/**
 * Issue 29 point 2: the model's answer streamed as it comes; a timeout, a 429 or a 5xx gives the
 * built-in answer with a note (kept with the message), before or after the text began.
 */

let fake: FakeOpenAi;
let t: TestApp;
let w: Awaited<ReturnType<typeof makeAssistantWorld>>;
const QUESTION = "Who hasn't done this week's work in 8A?";

beforeAll(async () => {
  ({ fake, t } = await startModelApp(800));
  w = await makeAssistantWorld();
});

afterAll(async () => {
  await t?.app.close();
  await fake?.close();
});

const askJson = (instruction = QUESTION) => askWith(t, w.s.school.id, w.s.teacher.headers, { instruction });
const askStream = (instruction = QUESTION) =>
  askWith(t, w.s.school.id, { ...w.s.teacher.headers, accept: 'text/event-stream' }, { instruction });

describe('the model answer, streamed, and its fallbacks', () => {
  it('streams the text deltas as they come, then the kept answer with the server figures', async () => {
    const text = 'Two students in 8A have not finished the work.';
    fake.script({ kind: 'sse', chunks: textChunks(text, cut(text, 6)), delayMs: 5 });
    const res = await askStream();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = sseEvents(res.body);
    const deltas = events.filter((e) => e.event === 'delta').map((e) => e.data as string);
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join('')).toBe(text);
    const answer = events.find((e) => e.event === 'answer')?.data as AssistantAnswer;
    expect(answer.source).toBe('model');
    expect(answer.text).toBe(text);
    expect(answer.intent).toBe('work.notDone');
    expect(answer.figures.length).toBeGreaterThan(0);
    expect(events.at(-1)?.event).toBe('done');
  });

  it('replaces streamed text with the built-in answer when the model stops answering mid-way', async () => {
    fake.script({ kind: 'hang', afterChunks: textChunks('Two students', ['Two ', 'students']).slice(0, -1) });
    const res = await askStream();
    expect(res.statusCode, res.body).toBe(200);
    const events = sseEvents(res.body);
    expect(events.map((e) => e.event)).toEqual(['delta', 'delta', 'fallback', 'answer', 'done']);
    const answer = events[3]?.data as AssistantAnswer;
    expect(answer.source).toBe('built-in');
    expect(answer.note).toMatch(/did not answer in time/);
    expect(answer.text).toContain('Ben Carter');
  });

  it('falls back to the built-in answer with a note on a 429, a 500 and a timeout', async () => {
    const cases = [
      { reply: { kind: 'error', status: 429 } as const, note: /busy/ },
      { reply: { kind: 'error', status: 500 } as const, note: /cannot be reached/ },
      { reply: { kind: 'hang' } as const, note: /did not answer in time/ },
    ];
    for (const { reply, note } of cases) {
      fake.script(reply);
      const res = await askJson();
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json() as AssistantAnswer;
      expect(answer.source).toBe('built-in');
      expect(answer.note).toMatch(note);
      expect(answer.text).toContain('Ben Carter');
      expect(answer.figures.length).toBeGreaterThan(0);
      // The note is kept with the message.
      const kept = await t.app.inject({
        method: 'GET',
        url: `/flow/v1/schools/${w.s.school.id}/teacher-assistant/conversations/${answer.conversationId}`,
        headers: w.s.teacher.headers,
      });
      expect(kept.json().messages[1].answer.note).toMatch(note);
    }
    // Streamed, a failure before any text is the built-in answer with its note too.
    fake.script({ kind: 'error', status: 503 });
    const streamed = sseEvents((await askStream()).body);
    const answer = streamed.find((e) => e.event === 'answer')?.data as AssistantAnswer;
    expect(answer.source).toBe('built-in');
    expect(answer.note).toMatch(/cannot be reached/);
  });

  it('answers out-of-scope questions with 404 before any call, streamed or not', async () => {
    const before = fake.requests.length;
    const res = await askWith(
      t,
      w.s.school.id,
      { ...w.s.teacher.headers, accept: 'text/event-stream' },
      { instruction: 'How is the class doing?', context: { kind: 'class', id: w.s.otherClass.id } },
    );
    expect(res.statusCode).toBe(404);
    expect(fake.requests.length).toBe(before);
  });
});
