import pg from 'pg';

/** The advisory lock's key: any fixed number no other code of ours locks ("Mathsight start", in ASCII). */
const START_LOCK_KEY = 0x4d617468_73746172n;

/**
 * Runs `prepare` (migrations and seeding) while holding a PostgreSQL advisory lock, so servers starting
 * at once on one database (several machines, a rolling deploy) prepare it one after another: the first
 * migrates, the others wait, then find nothing to do. The lock is held by a connection of its own and
 * ends with it, so a primary that dies mid-way frees it.
 */
export async function withStartLock<T>(databaseUrl: string, prepare: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [START_LOCK_KEY.toString()]);
    return await prepare();
  } finally {
    await client.end();
  }
}
