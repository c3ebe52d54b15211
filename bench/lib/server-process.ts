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
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${options.port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) throw new Error('server did not start within 120 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    engine: options.engine,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
