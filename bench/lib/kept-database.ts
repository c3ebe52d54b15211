import pg from 'pg';

/**
 * The benchmarks' kept databases (built once, then reused): what a build left in its `bench_meta` table
 * under `fingerprint`, or null when the database, the table or that fingerprint is missing.
 */
export async function readBenchMeta<T>(url: string, fingerprint: string, column: string): Promise<T | null> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch {
    return null;
  }
  try {
    const r = await client.query(`select "${column}" as meta from bench_meta where fingerprint = $1`, [
      fingerprint,
    ]);
    return (r.rows[0]?.meta as T | undefined) ?? null;
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

/** Drops and creates the database at `url` (through the server's `postgres` database); `after` runs there next. */
export async function recreateDatabase(
  url: string,
  after?: (admin: pg.Client, name: string) => Promise<void>,
) {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
    await after?.(admin, name);
  } finally {
    await admin.end();
  }
}
