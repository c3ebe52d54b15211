import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { seedReferenceData } from '../seed/seed.ts';

/** Once per run: an empty, freshly migrated schema on the real PostgreSQL server. */
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
}
