import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeOpenAi,
  recordedChat,
  startFakeOpenAi,
  textChunks,
  toolCallChunks,
} from '../dev/fake-openai-server.ts';
import {
  askGuardedModel,
  type DataQueries,
  type GuardedAnswer,
  type GuardedAnswerRequest,
} from './guarded-model.ts';
import { createOpenAiProvider } from './openai-provider.ts';
import { CANARIES } from './pii-canaries.ts';
import { PiiGuard } from './pii-guard.ts';
import type { ModelProvider } from './provider.ts';

let fake: FakeOpenAi;
let provider: ModelProvider;
const logged: string[] = [];
const logger = {
  warn: (details: Record<string, unknown>, message: string) =>
    logged.push(JSON.stringify({ details, message })),
};

beforeAll(async () => {
  fake = await startFakeOpenAi();
  provider = createOpenAiProvider({
    baseUrl: fake.baseUrl,
    apiKey: 'sk-guarded-test',
    model: 'fake-model',
    timeoutMs: 600,
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  logged.length = 0;
});

/** Every way a canary could appear in a request: raw, JSON-escaped (also as ASCII), URL-encoded; any case. */
function canaryForms(name: string): string[] {
  const forms = new Set<string>();
  for (const value of [name, name.normalize('NFD')]) {
    const json = JSON.stringify(value).slice(1, -1);
    forms.add(value);
    forms.add(json);
    forms.add(json.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
    forms.add(encodeURIComponent(value));
    forms.add(new URLSearchParams({ q: value }).toString().slice(2));
  }
  return [...forms].map((form) => form.toLowerCase());
}

function assertNoCanaryLeft() {
  const sent = fake.requests.map((request) =>
    `${request.path}\n${JSON.stringify(request.headers)}\n${request.body}`.toLowerCase(),
  );
  for (const person of CANARIES) {
    for (const value of [person.display, ...(person.values ?? [])]) {
      for (const form of canaryForms(value)) {
        for (const body of sent) expect(body.includes(form), `${person.display} sent as ${form}`).toBe(false);
      }
    }
  }
}

async function text(answer: GuardedAnswer): Promise<string> {
  if (answer.fallback) throw new Error(`fell back: ${answer.reason}`);
  let out = '';
  for await (const event of answer.stream) {
    if (event.type === 'fallback') throw new Error(`fell back mid-stream: ${event.reason}`);
    out += event.text;
  }
  return out;
}

const facts = {
  class: '8B',
  topic: 'Fractions',
  average: 0.72,
  behind: CANARIES.map((person, i) => ({
    name: person.display,
    email: person.values?.[0] ?? null,
    score: 40 + i,
  })),
};

function request(overrides: Partial<GuardedAnswerRequest> = {}): GuardedAnswerRequest {
  return {
    provider,
    guard: new PiiGuard(CANARIES, undefined, logger),
    question: 'Who in 8B is behind on fractions? Is Zoë Ðặng? And Siobhan O’Brien (sobrien)?',
    facts,
    logger,
    ...overrides,
  };
}

describe('the model behind the PII guard, against the fake OpenAI server', () => {
  it('sends no canary in any form, runs data queries with names restored, and restores every canary in the answer', async () => {
    const calls: Array<[string, Record<string, unknown>]> = [];
    const queries: DataQueries = {
      tools: [
        {
          name: 'student_progress',
          description: 'One student of the class: their scores and misconceptions.',
          parameters: { type: 'object', properties: { student: { type: 'string' } }, required: ['student'] },
        },
      ],
      run: async (name, args) => {
        calls.push([name, args]);
        return {
          student: args.student,
          misconceptions: ['adds denominators'],
          tutor: 'Mr Ezekiel Thistlewood',
        };
      },
    };
    const everyone = CANARIES.map((person, i) =>
      person.kind === 'teacher' ? '[TEACHER_1]' : `[STUDENT_${i + 1}]`,
    ).join(', ');
    fake.script(
      {
        kind: 'sse',
        chunks: toolCallChunks([{ name: 'student_progress', arguments: '{"student":"[STUDENT_2]"}' }], 4),
      },
      { kind: 'sse', chunks: textChunks(`Behind on fractions: ${everyone}. Also [STUDENT_99].`, undefined) },
    );
    const answer = await text(await askGuardedModel(request({ queries })));

    expect(calls).toEqual([['student_progress', { student: "Siobhán O'Brien" }]]);
    for (const person of CANARIES) expect(answer).toContain(person.display);
    expect(answer).not.toContain('[STUDENT_99]');
    expect(answer).not.toMatch(/\[(STUDENT|TEACHER)_\d+\]/);

    expect(fake.requests).toHaveLength(2);
    assertNoCanaryLeft();
    const second = recordedChat(fake.requests[1] as never);
    expect(second.messages.at(-1)).toMatchObject({
      role: 'tool',
      content: expect.stringContaining('[STUDENT_2]'),
    });
    expect(second.messages[1]).toMatchObject({
      role: 'user',
      content: expect.stringContaining('[STUDENT_1]'),
    });
  });

  it('restores placeholders split across SSE chunks', async () => {
    fake.script({
      kind: 'sse',
      chunks: textChunks('', ['Well done [STU', 'DENT_', '3] and [TEACH', 'ER_1].']),
    });
    expect(await text(await askGuardedModel(request()))).toBe(
      'Well done Dorothy-Anne Smythe-Ferrars and Mr Ezekiel Thistlewood.',
    );
  });

  it('falls back with a note on 429, 500 and a timeout, logging no names', async () => {
    for (const [reply, reason] of [
      [{ kind: 'error', status: 429 }, 'rate-limited'],
      [{ kind: 'error', status: 500 }, 'unavailable'],
      [{ kind: 'hang' }, 'timeout'],
    ] as const) {
      fake.script(reply);
      const answer = await askGuardedModel(request());
      expect(answer).toMatchObject({
        fallback: true,
        reason,
        note: expect.stringContaining('built-in answer'),
      });
    }
    expect(fake.requests).toHaveLength(3);
    assertNoCanaryLeft();
    expect(logged).toHaveLength(3);
    for (const line of logged)
      for (const person of CANARIES) expect(line).not.toContain(person.display.split(' ')[0]);
  });

  it('ends a stream that fails half-way with a fallback event', async () => {
    fake.script({ kind: 'hang', afterChunks: textChunks('8B did ').slice(0, 3) });
    const answer = await askGuardedModel(request());
    expect(answer.fallback).toBe(false);
    const events = [];
    if (!answer.fallback) for await (const event of answer.stream) events.push(event);
    expect(events.at(-1)).toMatchObject({ type: 'fallback', reason: 'timeout' });
  });

  it('fails closed: a name injected past the guard (a query schema built from the roster) stops the call before it leaves', async () => {
    const queries: DataQueries = {
      tools: [
        {
          name: 'student_progress',
          description: 'One student.',
          parameters: {
            type: 'object',
            properties: { student: { enum: ['Zo\u00eb \u00d0\u1eb7ng', "Siobhán O'Brien"] } },
          },
        },
      ],
      run: async () => ({}),
    };
    const answer = await askGuardedModel(request({ queries }));
    expect(answer).toMatchObject({
      fallback: true,
      reason: 'pii',
      note: expect.stringContaining('not sent'),
    });
    expect(fake.requests).toHaveLength(0);
    expect(logged.join('\n')).toContain('[STUDENT_1]');
    for (const line of logged) {
      for (const form of [...canaryForms('Zoë'), ...canaryForms('Ðặng'), 'zoe', 'dang'])
        expect(line.toLowerCase()).not.toContain(form);
    }
  });

  it('still asks the model when a roster name is also an English word (its words are replaced, not refused)', async () => {
    const guard = new PiiGuard(
      [...CANARIES, { display: 'Will Short', values: ['wshort'] }],
      undefined,
      logger,
    );
    fake.script({ kind: 'sse', chunks: textChunks('[STUDENT_11] needs help.') });
    const answer = await askGuardedModel(
      request({ guard, question: 'Who will need help? Is Will Short on track?' }),
    );
    expect(await text(answer)).toBe('Will Short needs help.');
    expect(fake.requests).toHaveLength(1);
    const sent = recordedChat(fake.requests[0] as never);
    expect(sent.messages[1]).toMatchObject({
      content: 'Who [STUDENT_11] need help? Is [STUDENT_11] on track?',
    });
    expect(fake.requests[0]?.body.toLowerCase()).not.toMatch(/\bwill\b|\bshort\b/);
  });

  it('falls back when the model only keeps calling tools, or says nothing', async () => {
    const loop = {
      kind: 'sse' as const,
      chunks: toolCallChunks([{ name: 'builtin_answer_facts', arguments: '{}' }]),
    };
    fake.script(loop, loop, loop);
    expect(await askGuardedModel(request({ maxToolRounds: 2 }))).toMatchObject({
      fallback: true,
      reason: 'no-answer',
    });
    expect(fake.requests).toHaveLength(3);

    fake.script({ kind: 'sse', chunks: textChunks('', []) });
    expect(await askGuardedModel(request())).toMatchObject({ fallback: true, reason: 'no-answer' });
  });
});
