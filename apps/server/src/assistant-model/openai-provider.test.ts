import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeOpenAi,
  recordedChat,
  startFakeOpenAi,
  textChunks,
  toolCallChunks,
} from '../dev/fake-openai-server.ts';
import { createOpenAiProvider } from './openai-provider.ts';
import {
  type ModelProvider,
  ModelProviderError,
  type ModelStreamEvent,
  type ModelStreamRequest,
} from './provider.ts';

let fake: FakeOpenAi;
let provider: ModelProvider;
const KEY = 'sk-test-assistant-key-0123456789';

beforeAll(async () => {
  fake = await startFakeOpenAi();
  provider = createOpenAiProvider({
    baseUrl: fake.baseUrl,
    apiKey: KEY,
    model: 'fake-model',
    timeoutMs: 800,
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

async function collect(request: ModelStreamRequest, using = provider): Promise<ModelStreamEvent[]> {
  const events: ModelStreamEvent[] = [];
  for await (const event of using.stream(request)) events.push(event);
  return events;
}

async function failure(request: ModelStreamRequest, using = provider): Promise<ModelProviderError> {
  const error = await collect(request, using).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ModelProviderError);
  return error as ModelProviderError;
}

const ask: ModelStreamRequest = { messages: [{ role: 'user', content: 'How did 8B do on fractions?' }] };

describe('the OpenAI-compatible provider against the fake server', () => {
  it('streams text deltas, posting a streamed chat completion with the key as a bearer token', async () => {
    fake.script({ kind: 'sse', chunks: textChunks('8B averaged 72% on fractions.') });
    const events = await collect(ask);
    const text = events.flatMap((event) => (event.type === 'text' ? [event.delta] : [])).join('');
    expect(text).toBe('8B averaged 72% on fractions.');
    expect(events.filter((event) => event.type === 'text').length).toBeGreaterThan(1);
    expect(events.at(-1)).toEqual({ type: 'done', finishReason: 'stop' });

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('[present]');
    const body = recordedChat(request as never);
    expect(body).toMatchObject({
      model: 'fake-model',
      stream: true,
      messages: [{ role: 'user', content: 'How did 8B do on fractions?' }],
    });
    expect(body.tools).toBeUndefined();
  });

  it('joins tool-call arguments split across chunks and hands each call over whole', async () => {
    const args = JSON.stringify({ classId: 'c-8b', topic: 'fractions', since: '2026-09-01' });
    fake.script({
      kind: 'sse',
      chunks: toolCallChunks(
        [
          { id: 'call_a', name: 'class_results', arguments: args },
          { id: 'call_b', name: 'misconceptions', arguments: '{"classId":"c-8b"}' },
        ],
        7,
      ),
    });
    const tools = [
      {
        name: 'class_results',
        description: 'A class results',
        parameters: { type: 'object', properties: {} },
      },
      {
        name: 'misconceptions',
        description: 'Misconceptions',
        parameters: { type: 'object', properties: {} },
      },
    ];
    const events = await collect({ ...ask, tools });
    expect(events.filter((event) => event.type === 'tool-call')).toEqual([
      { type: 'tool-call', call: { id: 'call_a', name: 'class_results', arguments: args } },
      { type: 'tool-call', call: { id: 'call_b', name: 'misconceptions', arguments: '{"classId":"c-8b"}' } },
    ]);
    expect(events.at(-1)).toEqual({ type: 'done', finishReason: 'tool_calls' });
    const body = recordedChat(fake.requests[0] as never);
    expect(body.tools).toEqual(tools.map((tool) => ({ type: 'function', function: tool })));
  });

  it('takes a whole tool call in one chunk with no index (llama.cpp, Ollama) and sends tool results back', async () => {
    fake.script({
      kind: 'sse',
      chunks: [
        {
          id: 'x',
          object: 'chat.completion.chunk',
          created: 1,
          model: 'fake-model',
          choices: [
            {
              index: 0,
              delta: {
                tool_calls: [
                  { id: 'c1', type: 'function', function: { name: 'who_is_behind', arguments: '{}' } },
                ],
              },
              finish_reason: 'stop',
            },
          ],
        },
      ],
    });
    const events = await collect({
      messages: [
        { role: 'user', content: 'q' },
        { role: 'assistant', content: '', toolCalls: [{ id: 'f1', name: 'facts', arguments: '{}' }] },
        { role: 'tool', toolCallId: 'f1', content: '{"average":72}' },
      ],
    });
    expect(events[0]).toEqual({
      type: 'tool-call',
      call: { id: 'c1', name: 'who_is_behind', arguments: '{}' },
    });
    expect(recordedChat(fake.requests[0] as never).messages.slice(1)).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'f1', type: 'function', function: { name: 'facts', arguments: '{}' } }],
      },
      { role: 'tool', tool_call_id: 'f1', content: '{"average":72}' },
    ]);
  });

  it('maps 429 to rate-limited and 500 to unavailable, with no retry and nothing of the key or body in the error', async () => {
    fake.script({ kind: 'error', status: 429, message: `slow down ${KEY}` });
    const limited = await failure(ask);
    expect(limited.kind).toBe('rate-limited');
    expect(limited.status).toBe(429);

    fake.script({ kind: 'error', status: 500 });
    const down = await failure(ask);
    expect(down.kind).toBe('unavailable');
    expect(fake.requests).toHaveLength(2);

    fake.script({ kind: 'error', status: 401 });
    expect((await failure(ask)).kind).toBe('refused');
    for (const error of [limited, down]) {
      const logged = JSON.stringify({ ...error, message: error.message, stack: error.stack });
      expect(logged).not.toContain(KEY);
      expect(logged).not.toContain('fractions');
    }
  });

  it('times out a server that never answers, and one that stops mid-stream', async () => {
    fake.script({ kind: 'hang' });
    const started = Date.now();
    expect((await failure(ask)).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3000);

    fake.script({ kind: 'hang', afterChunks: textChunks('Half an ans').slice(0, 2) });
    expect((await failure(ask)).kind).toBe('timeout');
  });

  it('calls tool arguments that are not JSON malformed, and an unreachable server unavailable', async () => {
    fake.script({
      kind: 'sse',
      chunks: toolCallChunks([{ name: 'class_results', arguments: '{"classId": "c-8' }]),
    });
    expect((await failure(ask)).kind).toBe('malformed');

    fake.script({ kind: 'sse', chunks: ['{not json'] });
    expect((await failure(ask)).kind).toBe('malformed');

    fake.script({
      kind: 'sse',
      chunks: [...textChunks('Half').slice(0, 2), { error: { message: 'out of memory' } }],
    });
    expect((await failure(ask)).kind).toBe('unavailable');

    const gone = await startFakeOpenAi();
    const url = gone.baseUrl;
    await gone.close();
    const offline = createOpenAiProvider({ baseUrl: url, apiKey: undefined, model: 'm', timeoutMs: 800 });
    expect((await failure(ask, offline)).kind).toBe('unavailable');
  });

  it('sends nothing when the outbound check throws, passing its error on', async () => {
    const refusal = new Error('not let out');
    const seen: string[] = [];
    const error = await collect({
      ...ask,
      inspectOutbound: ({ body }) => {
        seen.push(body);
        throw refusal;
      },
    }).catch((thrown: unknown) => thrown);
    expect(error).toBe(refusal);
    expect(seen).toHaveLength(1);
    expect(JSON.parse(seen[0] as string).messages[0].content).toBe('How did 8B do on fractions?');
    expect(fake.requests).toHaveLength(0);
  });

  it("passes the caller's abort on as an abort, not a provider error", async () => {
    fake.script({ kind: 'hang' });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await collect({ ...ask, signal: controller.signal }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ModelProviderError);
  });
});
