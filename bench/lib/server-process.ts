import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  engine: 'pglite' | 'postgres';
  stop(): Promise<void>;
  /** The server process has neither exited nor been killed. */
  alive(): boolean;
  /** Ends the process by `signal` (SIGKILL: as a crash would) and resolves once it has gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** The last 64 KB the server wrote (its log, banner and warnings), to read after a failure. */
  output(): string;
}

/** Where the benchmarks' PostgreSQL lives; the database is dropped and made anew on each run. */
export const BENCH_POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/mathsight_bench';

/** A fresh, empty PostgreSQL database for one benchmark run, or null when no server answers. */
export async function freshPostgresDatabase(): Promise<string | null> {
  const url = new URL(BENCH_POSTGRES_URL);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return url.toString();
}

/** An empty temporary folder for a PGlite database. */
export function freshDataDir() {
  return mkdtempSync(path.join(tmpdir(), 'mathsight-bench-'));
}

/**
 * Starts the real server (same entry point as `npm start`) in its own process, so the load
 * generator and the server do not share an event loop. It migrates and seeds the demo school.
 */
export async function startServer(options: {
  engine: 'pglite' | 'postgres';
  port: number;
  databaseUrl?: string;
  /** Extra environment for the server (e.g. PLAN_CACHE_SECONDS); an undefined value unsets the variable. */
  env?: Record<string, string | undefined>;
  /** A PGlite data folder prepared beforehand (kept on stop: the caller removes it); a fresh one when absent. */
  dataDir?: string;
  /**
   * Worker processes on PostgreSQL (WEB_CONCURRENCY); 1 when absent, so the benchmarks measure one
   * process as they always have unless they ask for more (PGlite is one process whatever this says).
   */
  workers?: number;
}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? freshDataDir();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_CPU_PROFILE_DIR
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`]
        : []),
      '--import',
      'tsx',
      'apps/server/src/main.ts',
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: options.engine === 'postgres' ? options.databaseUrl : '',
        LOG_LEVEL: 'warn',
        LOGIN_REQUESTS_PER_MINUTE: '1000000',
        LOGIN_FAILURES_PER_ADDRESS: '1000000',
        WEB_CONCURRENCY: String(options.workers ?? 1),
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // Read as it comes: a pipe nobody reads fills, and a server writing to a full pipe stops (Node's
  // stdout to a pipe is synchronous on Linux). The tail is kept for the caller.
  let output = '';
  // Whether the start-up message has been printed (it may scroll out of the kept tail later).
  let announced = false;
  const keep = (chunk: string) => {
    output = (output + chunk).slice(-65_536);
    announced ||= output.includes('Mathsight is running at');
  };
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', keep);
  // Its errors and warnings are also shown as they come, as before.
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    keep(chunk);
    process.stderr.write(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const url = `http://127.0.0.1:${options.port}`;
  // Ready when the start-up message is printed: every worker is listening by then (answering /healthz
  // means one is, and load started earlier would keep its connections on that one).
  const started = Date.now();
  while (!announced) {
    if (!alive()) throw new Error(`server exited with ${child.exitCode ?? child.signalCode}\n${output}`);
    if (Date.now() - started > 120_000) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within 120 s\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const health = await fetch(`${url}/healthz`);
  if (!health.ok) throw new Error(`/healthz answered ${health.status}`);
  return {
    url,
    engine: options.engine,
    async stop() {
      if (alive()) {
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    alive,
    async kill(signal) {
      if (alive()) child.kill(signal);
      await exited;
    },
    output: () => output,
  };
}
