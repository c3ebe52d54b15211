import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';

const root = path.resolve(import.meta.dirname, '../../../..');

/**
 * A database of its own on TEST_DATABASE_URL's server (`<its name>_<suffix>`), dropped and made anew:
 * the real server's primary migrates and seeds it as on a first start. Null without TEST_DATABASE_URL.
 */
export async function freshDatabaseBeside(suffix: string) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return null;
  const url = new URL(base);
  const name = `${decodeURIComponent(url.pathname.slice(1)) || 'mathsight'}_${suffix}`;
  const adminUrl = Object.assign(new URL(url), { pathname: '/postgres' }).toString();
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${name}"`);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** One line of the server's output: a JSON log line's fields, or `{ text }` for the start-up message. */
export type OutputLine = Record<string, unknown>;

/**
 * The real server (`npm run serve`'s entry point) in its own process group-less child, on a port
 * the system picks, with its output kept line by line so a test can await what it says.
 */
export class ServerProcess {
  readonly lines: OutputLine[] = [];
  readonly #waiters = new Set<() => void>();
  readonly #child: ChildProcess;
  readonly exited: Promise<{ code: number | null; signal: string | null }>;
  port = 0;

  constructor(env: Record<string, string>) {
    this.#child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        DEMO_DATA: 'off',
        FLOW_DELAYS: 'off',
        WEEKLY_INSIGHTS_EMAILS: 'off',
        LOGIN_REQUESTS_PER_MINUTE: '100000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.exited = new Promise((resolve) =>
      this.#child.once('exit', (code, signal) => {
        resolve({ code, signal });
        this.#wake();
      }),
    );
    for (const stream of [this.#child.stdout, this.#child.stderr]) {
      let rest = '';
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk: string) => {
        const parts = (rest + chunk).split('\n');
        rest = parts.pop() ?? '';
        for (const part of parts) if (part.trim()) this.lines.push(parseLine(part));
        this.#wake();
      });
    }
  }

  get pid() {
    return this.#child.pid ?? 0;
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Resolves with the first line (already printed or yet to come) that matches; fails after `timeoutMs`. */
  async waitFor(match: (line: OutputLine) => boolean, what: string, timeoutMs = 30_000): Promise<OutputLine> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.lines.find(match);
      if (found) return found;
      if (this.#child.exitCode !== null || this.#child.signalCode !== null)
        throw new Error(`the server exited before ${what}:\n${this.output()}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} within ${timeoutMs} ms:\n${this.output()}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, left);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.#waiters.add(done);
      });
    }
  }

  /** Waits for the start-up message (printed once every worker listens) and takes the port from it. */
  async started(timeoutMs: number) {
    const line = await this.waitFor(
      (l) => typeof l.text === 'string' && l.text.startsWith('Mathsight is running at'),
      'start-up message',
      timeoutMs,
    );
    this.port = Number(/:(\d+)$/.exec(String(line.text))?.[1]);
  }

  /** The worker's process id, from the primary's "worker N starting" line. */
  async workerPid(worker: number) {
    const line = await this.waitFor(
      (l) => l.role === 'primary' && l.msg === `worker ${worker} starting`,
      `worker ${worker} starting`,
    );
    return Number(line.workerPid);
  }

  signal(name: NodeJS.Signals) {
    this.#child.kill(name);
  }

  /** Kills the primary (its workers leave when it does) if a failed test left it running. */
  async kill() {
    if (this.#child.exitCode !== null || this.#child.signalCode !== null) return;
    this.#child.kill('SIGKILL');
    await this.exited;
  }

  output() {
    return this.lines
      .slice(-40)
      .map((l) => (typeof l.text === 'string' ? l.text : JSON.stringify(l)))
      .join('\n');
  }

  #wake() {
    for (const wake of this.#waiters) wake();
    this.#waiters.clear();
  }
}

function parseLine(line: string): OutputLine {
  if (line.startsWith('{')) {
    try {
      return JSON.parse(line) as OutputLine;
    } catch {
      // not JSON after all: kept as text
    }
  }
  return { text: line.trim() };
}

export interface Reply {
  status: number;
  body: string;
  json<T = Record<string, unknown>>(): T;
}

/**
 * One TCP connection to the server, kept open: node:cluster hands a connection to one worker, so every
 * request made on it reaches that worker. `worker` is the one /healthz named on it.
 */
export class PinnedConnection {
  readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  worker = 0;
  localPort = 0;

  constructor(private readonly server: ServerProcess) {}

  static async open(server: ServerProcess) {
    const connection = new PinnedConnection(server);
    const health = await connection.request('GET', '/healthz');
    if (health.status !== 200) throw new Error(`/healthz answered ${health.status}`);
    connection.worker = Number(health.json().worker);
    return connection;
  }

  request(
    method: string,
    url: string,
    options: { headers?: Record<string, string>; body?: unknown } = {},
  ): Promise<Reply> {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = this.begin(method, url, {
      ...options.headers,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    });
    req.end(body);
    return this.answer(req);
  }

  /** A request whose body the caller writes (and ends) itself: a request held in flight. */
  begin(method: string, url: string, headers: Record<string, string>) {
    return http.request(`${this.server.url}${url}`, { method, headers, agent: this.agent });
  }

  answer(req: http.ClientRequest): Promise<Reply> {
    return new Promise((resolve, reject) => {
      req.on('error', reject);
      req.on('response', (res) => {
        // Every answer on the one connection, or the worker is no longer known.
        const port = res.socket.localPort ?? 0;
        this.localPort ||= port;
        if (port !== this.localPort) reject(new Error('the pinned connection was replaced by another'));
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text, json: () => JSON.parse(text) }),
        );
        res.on('error', reject);
      });
    });
  }

  /**
   * Upgrades this very connection to a WebSocket (the agent hands its open socket to the upgrade),
   * so the socket is served by this connection's worker; checked by the local port. The connection is
   * the socket's from then on.
   */
  async webSocket(url: string) {
    const messages: Array<Record<string, unknown>> = [];
    const ws = new WebSocket(`ws://127.0.0.1:${this.server.port}${url}`, { agent: this.agent });
    ws.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
    let upgradedOn = 0;
    ws.once('upgrade', (res) => {
      upgradedOn = res.socket.localPort ?? 0;
    });
    // 'open' follows 'upgrade' in the same tick: both listened for before either comes.
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    if (upgradedOn !== this.localPort) {
      ws.terminate();
      throw new Error(`the socket opened a new connection (${upgradedOn}), not ${this.localPort}`);
    }
    return { ws, messages };
  }

  close() {
    this.agent.destroy();
  }
}

/**
 * Pinned connections, one to each of `count` different workers: new connections go to the workers in
 * turn, so a few tries find them all.
 */
export async function connectionsToWorkers(server: ServerProcess, count: number) {
  const found = new Map<number, PinnedConnection>();
  for (let tries = 0; found.size < count && tries < count * 10; tries++) {
    const connection = await PinnedConnection.open(server);
    if (found.has(connection.worker)) connection.close();
    else found.set(connection.worker, connection);
  }
  if (found.size < count) throw new Error(`only ${found.size} of ${count} workers answered`);
  return [...found.values()];
}

/** A pinned connection to one worker in particular. */
export async function connectionTo(server: ServerProcess, worker: number, tries = 20) {
  for (let i = 0; i < tries; i++) {
    const connection = await PinnedConnection.open(server);
    if (connection.worker === worker) return connection;
    connection.close();
  }
  throw new Error(`no connection reached worker ${worker} in ${tries} tries`);
}
