/**
 * A local fake of an OpenAI-compatible chat server (issue 29 point 6), on node:http, for tests of the
 * assistant's model provider: it records every request (method, path, headers with the credential
 * replaced, raw body) and answers from a script, one scripted reply per request in order: plain JSON,
 * SSE streams (text, tool calls whose arguments are split across chunks), 429, 500, and a reply that
 * never comes (the timeout). With nothing scripted, a chat completion streams "OK".
 * Start it on port 0 from a test; `close()` ends any hanging reply.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  /** Headers as received, but `authorization` (and `api-key`) reduced to `[present]`. */
  headers: Record<string, string>;
  /** The raw body, byte for byte as UTF-8 text. */
  body: string;
}

export type ScriptedReply =
  | { kind: 'json'; status?: number; body: unknown; headers?: Record<string, string> }
  /** Each chunk is sent as one `data:` event (objects as JSON, strings as they are), then `data: [DONE]`. */
  | { kind: 'sse'; chunks: Array<unknown>; delayMs?: number; done?: boolean }
  /** An error status with an OpenAI-shaped error body (429 with retry-after: 0). */
  | { kind: 'error'; status: number; message?: string }
  /** Sends the headers of a stream, then nothing until the client gives up or the fake closes. */
  | { kind: 'hang'; afterChunks?: Array<unknown> }
  /** A reply made from the request itself (a model that echoes the placeholders or facts it was sent). */
  | { kind: 'respond'; reply: (request: RecordedRequest) => ScriptedReply };

export interface FakeOpenAi {
  /** Base URL for an OpenAI client: `http://127.0.0.1:<port>/v1`. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Queues replies for the next requests, in order. */
  script(...replies: ScriptedReply[]): void;
  /** The reply when nothing is scripted (a stream of "OK" unless set). */
  otherwise(reply: ScriptedReply): void;
  close(): Promise<void>;
}

const MODEL = 'fake-model';

export async function startFakeOpenAi(options: { port?: number } = {}): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = [];
  const queue: ScriptedReply[] = [];
  const hanging = new Set<http.ServerResponse>();
  let fallback: ScriptedReply = { kind: 'sse', chunks: textChunks('OK') };

  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (value === undefined) continue;
        headers[name] =
          name === 'authorization' || name === 'api-key'
            ? '[present]'
            : Array.isArray(value)
              ? value.join(', ')
              : value;
      }
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers,
        body: Buffer.concat(parts).toString('utf8'),
      };
      requests.push(recorded);
      if (req.method === 'GET' && req.url?.endsWith('/models')) {
        sendJson(res, 200, { object: 'list', data: [{ id: MODEL, object: 'model', owned_by: 'fake' }] });
        return;
      }
      let reply = queue.shift() ?? fallback;
      while (reply.kind === 'respond') reply = reply.reply(recorded);
      void answer(res, reply, hanging);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...replies) => queue.push(...replies),
    otherwise: (reply) => {
      fallback = reply;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function answer(res: http.ServerResponse, reply: ScriptedReply, hanging: Set<http.ServerResponse>) {
  switch (reply.kind) {
    case 'json':
      sendJson(res, reply.status ?? 200, reply.body, reply.headers);
      return;
    case 'error':
      sendJson(
        res,
        reply.status,
        { error: { message: reply.message ?? `fake error ${reply.status}`, type: 'fake_error', code: null } },
        reply.status === 429 ? { 'retry-after': '0' } : {},
      );
      return;
    case 'sse': {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      for (const chunk of reply.chunks) {
        if (res.destroyed) return;
        res.write(`data: ${typeof chunk === 'string' ? chunk : JSON.stringify(chunk)}\n\n`);
        if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      }
      if (reply.done !== false) res.write('data: [DONE]\n\n');
      res.end();
      return;
    }
    case 'respond':
      return;
    case 'hang':
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const chunk of reply.afterChunks ?? []) res.write(`data: ${JSON.stringify(chunk)}\n\n`);
      return;
  }
}

function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

let nextId = 1;

function chunk(delta: Record<string, unknown>, finishReason: string | null = null) {
  return {
    id: `chatcmpl-fake-${nextId}`,
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: MODEL,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
}

/** An SSE answer's chunks: the text in `pieces` deltas (default: a word at a time), then stop. */
export function textChunks(text: string, pieces?: string[]): unknown[] {
  nextId += 1;
  const deltas = pieces ?? text.split(/(?<= )/);
  return [
    chunk({ role: 'assistant', content: '' }),
    ...deltas.map((content) => chunk({ content })),
    chunk({}, 'stop'),
  ];
}

/**
 * An SSE answer that calls tools: each call's arguments JSON cut into `splitInto` pieces sent in
 * separate chunks (the id and name only in the first, as OpenAI does), then finish_reason tool_calls.
 */
export function toolCallChunks(
  calls: Array<{ id?: string; name: string; arguments: string }>,
  splitInto = 3,
): unknown[] {
  nextId += 1;
  const out: unknown[] = [chunk({ role: 'assistant', content: null })];
  calls.forEach((call, index) => {
    const size = Math.max(1, Math.ceil(call.arguments.length / splitInto));
    const pieces: string[] = [];
    for (let at = 0; at < call.arguments.length; at += size) pieces.push(call.arguments.slice(at, at + size));
    out.push(
      chunk({
        tool_calls: [
          {
            index,
            id: call.id ?? `call_${index + 1}`,
            type: 'function',
            function: { name: call.name, arguments: '' },
          },
        ],
      }),
    );
    for (const piece of pieces) out.push(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
  });
  out.push(chunk({}, 'tool_calls'));
  return out;
}

/** The chat-completions JSON of a request the fake recorded (the body parsed). */
export function recordedChat(request: RecordedRequest): {
  model: string;
  stream?: boolean;
  messages: Array<Record<string, unknown>>;
  tools?: unknown[];
} {
  return JSON.parse(request.body);
}
