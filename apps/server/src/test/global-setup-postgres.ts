import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { seedReferenceData } from '../seed/seed.ts';
import { workerDatabaseName } from './test-database.ts';
import { TEST_WORKERS } from './test-workers.ts';

/**
 * Once per run: an empty, freshly migrated schema on the real PostgreSQL server, then one copy of it for
 * each test worker (`<name>_w1` …), so that API files running side by side never share a database.
 */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;',
  );
  await client.end();
  const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
  await database.migrate();
  await seedReferenceData(database.db);
  await database.close();
  // A copy per worker, from the migrated database as a template (no session may be connected to it).
  const template = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (let worker = 1; worker <= TEST_WORKERS; worker++) {
      const copy = workerDatabaseName(url, worker);
      await admin.query(`drop database if exists "${copy}" with (force)`);
      await admin.query(`create database "${copy}" template "${template}"`);
    }
  } finally {
    await admin.end();
  }
}
