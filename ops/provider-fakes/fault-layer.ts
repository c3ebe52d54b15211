/**
 * The fault layer every provider fake shares (issue 28): an HTTP server on a port (0: any free one) with admin
 * calls to seed its roster and inject faults, then the provider's own routes.
 *
 *   POST /__roster   body: a FakeRoster                       replaces the roster
 *   POST /__faults   body: FaultRule | FaultRule[]            adds rules (an empty array clears them)
 *   DELETE /__faults                                          clears the rules
 *   GET  /__requests                                          the paths served so far (tests read it)
 *
 * A rule matches the Nth request counted from when it was added (`onRequest`, 1-based) and/or a path (a
 * substring of path and query); it answers `status` (401, 403, 404, 500, 503 …), waits `delayMs` first, or sends
 * truncated JSON; it applies `times` times (default 1, 0 = forever).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeRoster } from './roster-data.ts';

export interface FaultRule {
  onRequest?: number;
  path?: string;
  status?: number;
  delayMs?: number;
  truncate?: boolean;
  times?: number;
}

interface ActiveRule extends FaultRule {
  addedAt: number;
  used: number;
}

export interface FakeRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeAnswer {
  status: number;
  json?: unknown;
  html?: string;
  redirect?: string;
}

export type FakeRoutes = (request: FakeRequest, roster: FakeRoster, base: string) => FakeAnswer;

export interface RunningFake {
  url: string;
  close(): Promise<void>;
  setRoster(roster: FakeRoster): void;
  inject(rules: FaultRule | FaultRule[]): void;
  clearFaults(): void;
  requests(): string[];
}

export const notFound: FakeAnswer = { status: 404, json: { error: 'Resource not found' } };

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, answer: FakeAnswer, truncate: boolean) {
  if (answer.redirect) {
    response.writeHead(302, { location: answer.redirect });
    response.end();
    return;
  }
  if (answer.html !== undefined) {
    response.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8' });
    response.end(answer.html);
    return;
  }
  const text = JSON.stringify(answer.json ?? {});
  response.writeHead(answer.status, { 'content-type': 'application/json' });
  response.end(truncate ? text.slice(0, Math.max(1, Math.floor(text.length / 2))) : text);
}

export async function startFake(
  routes: FakeRoutes,
  initial: FakeRoster,
  port = 0,
  host = '127.0.0.1',
): Promise<RunningFake> {
  let roster = initial;
  let rules: ActiveRule[] = [];
  let served = 0;
  const log: string[] = [];
  const inject = (added: FaultRule | FaultRule[]) => {
    const list = Array.isArray(added) ? added : [added];
    if (list.length === 0) rules = [];
    for (const rule of list) rules.push({ ...rule, addedAt: served, used: 0 });
  };
  const pendingTimers = new Set<NodeJS.Timeout>();

  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://fake');
      const body = await readBody(request);
      if (url.pathname === '/__roster' && request.method === 'POST') {
        roster = JSON.parse(body) as FakeRoster;
        return send(response, { status: 204, json: {} }, false);
      }
      if (url.pathname === '/__faults') {
        if (request.method === 'DELETE') rules = [];
        else inject(JSON.parse(body) as FaultRule | FaultRule[]);
        return send(response, { status: 200, json: { rules: rules.length } }, false);
      }
      if (url.pathname === '/__requests')
        return send(response, { status: 200, json: { requests: log } }, false);
      served += 1;
      log.push(`${request.method} ${url.pathname}${url.search}`);
      const target = `${url.pathname}${url.search}`;
      const rule = rules.find(
        (r) =>
          (r.times === 0 || r.used < (r.times ?? 1)) &&
          (r.onRequest === undefined || served - r.addedAt >= r.onRequest) &&
          (r.path === undefined || target.includes(r.path)),
      );
      if (rule) rule.used += 1;
      if (rule?.delayMs) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            pendingTimers.delete(timer);
            resolve();
          }, rule.delayMs);
          pendingTimers.add(timer);
        });
        // Not request.destroyed: a request whose body was read to the end is destroyed already (autoDestroy).
        if (response.destroyed || request.socket.destroyed) return;
      }
      if (rule?.status)
        return send(response, { status: rule.status, json: { error: `injected ${rule.status}` } }, false);
      const base = `http://${request.headers.host ?? 'localhost'}`;
      send(
        response,
        routes({ method: request.method ?? 'GET', url, headers: request.headers, body }, roster, base),
        rule?.truncate === true,
      );
    } catch (error) {
      send(response, { status: 500, json: { error: String(error) } }, false);
    }
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of pendingTimers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    setRoster: (next) => {
      roster = next;
    },
    inject,
    clearFaults: () => {
      rules = [];
    },
    requests: () => [...log],
  };
}

/** A bearer token from the Authorization header, or undefined. */
export function bearer(request: FakeRequest): string | undefined {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
}

/** Form or JSON body fields. */
export function bodyFields(request: FakeRequest): Record<string, string> {
  const type = request.headers['content-type'] ?? '';
  if (type.includes('application/json')) return JSON.parse(request.body || '{}') as Record<string, string>;
  return Object.fromEntries(new URLSearchParams(request.body));
}

/** A page of `items` from `offset`, `size` long (bounded 1..max). */
export function pageSize(raw: string | null, fallback: number, max: number): number {
  const n = Number(raw ?? fallback);
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : fallback;
}
