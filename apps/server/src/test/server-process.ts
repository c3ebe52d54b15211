import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export interface ServerProcess {
  url: string;
  stop(): Promise<void>;
}

/**
 * The real server (`node --import tsx apps/server/src/main.ts`, as `npm run serve` starts it) in a
 * process of its own, on a port the system picks; resolves once it says where it listens.
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      // Fastify's "Server listening at …" line is logged at info: it is how the port is learnt.
      LOG_LEVEL: 'info',
      DEMO_DATA: 'off',
      WEEKLY_INSIGHTS_EMAILS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    const onExit = (code: number | null) => reject(new Error(`the server exited (${code}) before listening`));
    child.once('exit', onExit);
    lines.on('line', (line) => {
      const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
      if (!url) return;
      child.off('exit', onExit);
      // Keep reading its output, so a full pipe never blocks the server.
      lines.removeAllListeners('line');
      lines.on('line', () => {});
      resolve({ url, stop });
    });
  });
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl` (its own database is left alone),
 * and how to drop it again.
 */
export async function freshPostgresDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = () =>
    new pg.Client({
      connectionString: Object.assign(new URL(serverUrl), { pathname: '/postgres' }).toString(),
    });
  const create = admin();
  await create.connect();
  try {
    await create.query(`CREATE DATABASE "${name}"`);
  } finally {
    await create.end();
  }
  return {
    url: Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString(),
    async drop() {
      const client = admin();
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
