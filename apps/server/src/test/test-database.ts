import pg from 'pg';
import { type Database, openDatabase } from '../db/client.ts';

/** Which engine the API suite runs on: PGlite in memory, or the server in TEST_DATABASE_URL. */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export function openTestDatabase(): Promise<Database> {
  if (testDatabaseKind() === 'postgres')
    return openDatabase({ databaseUrl: workerDatabaseUrl(), poolSize: 5 });
  return openDatabase({ dataDir: 'memory://' });
}

/** The name of test worker `worker`'s copy of the database at `url` (global-setup-postgres.ts makes them). */
export function workerDatabaseName(url: string, worker: number): string {
  return `${decodeURIComponent(new URL(url).pathname.slice(1))}_w${worker}`;
}

/**
 * This test worker's PostgreSQL database: TEST_DATABASE_URL's copy for the worker (VITEST_POOL_ID, 1 to
 * the number of workers), so files running at the same time in other workers never see its rows.
 */
export function workerDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return Object.assign(new URL(url), { pathname: `/${workerDatabaseName(url, worker)}` }).toString();
}

/**
 * A database of its own, empty (not migrated): PGlite in memory, or on PostgreSQL a scratch database
 * named after the test database and `name`, made afresh (an earlier run's is dropped first), and its
 * address (`url`, for tools that connect themselves, such as pg_dump). `drop`
 * closes it and removes the scratch database.
 */
export async function openFreshTestDatabase(
  name: string,
): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  if (testDatabaseKind() !== 'postgres') {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: () => database.close() };
  }
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  const scratch = `${url.pathname.slice(1)}_${name}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists "${scratch}" with (force)`);
  await admin(`create database "${scratch}"`);
  const scratchUrl = Object.assign(new URL(url), { pathname: `/${scratch}` }).toString();
  const database = await openDatabase({ databaseUrl: scratchUrl, poolSize: 3 });
  return {
    database,
    url: scratchUrl,
    async drop() {
      await database.close();
      await admin(`drop database if exists "${scratch}" with (force)`);
    },
  };
}
