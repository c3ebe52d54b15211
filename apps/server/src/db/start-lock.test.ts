import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { withStartLock } from './start-lock.ts';

const url = process.env.TEST_DATABASE_URL;

/** Resolves once a session waits for an advisory lock (PostgreSQL's own view of its locks), within 10 s. */
async function waitingForTheLock(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const r = await client.query(
        "select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())",
      );
      if (r.rows[0]?.n > 0) return;
      if (Date.now() > deadline) throw new Error('nobody waited for the start lock');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await client.end();
  }
}

describe.skipIf(!url)('withStartLock (PostgreSQL)', () => {
  it('lets one start prepare the database at a time, and frees the lock when one fails', async () => {
    const databaseUrl = url ?? '';
    const events: string[] = [];
    let releaseFirst = () => {};
    const firstHolds = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let firstIn = () => {};
    const firstEntered = new Promise<void>((resolve) => {
      firstIn = resolve;
    });
    const first = withStartLock(databaseUrl, async () => {
      events.push('first in');
      firstIn();
      await firstHolds;
      events.push('first out');
      throw new Error('the first start failed');
    });
    await firstEntered;
    const second = withStartLock(databaseUrl, async () => {
      events.push('second in');
      return 'prepared';
    });
    // Let the first go only once the second is seen waiting for the lock.
    await waitingForTheLock(databaseUrl);
    expect(events).toEqual(['first in']);
    releaseFirst();
    await expect(first).rejects.toThrow('the first start failed');
    expect(await second).toBe('prepared');
    expect(events).toEqual(['first in', 'first out', 'second in']);
  });
});
