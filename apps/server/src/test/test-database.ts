import { type Database, openDatabase } from '../db/client.ts';

/** Which engine the API suite runs on: PGlite in memory, or the server in TEST_DATABASE_URL. */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export function openTestDatabase(): Promise<Database> {
  if (testDatabaseKind() === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    return openDatabase({ databaseUrl: url, poolSize: 5 });
  }
  return openDatabase({ dataDir: 'memory://' });
}
