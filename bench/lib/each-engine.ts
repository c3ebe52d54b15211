import { rmSync } from 'node:fs';
import { type Database, openDatabase } from '../../apps/server/src/db/client.ts';
import { freshDataDir, freshPostgresDatabase, type RunningServer, startServer } from './server-process.ts';

export type BenchEngine = 'pglite' | 'postgres';

/**
 * Runs a benchmark on PGlite and, when a server answers, PostgreSQL (`BENCH_ENGINE=pglite` or `postgres`
 * picks one, e.g. while profiling the server). For each: a fresh database that `prepare` fills in this
 * process and closes (PGlite belongs to one process), then the real server on it on `port` for
 * `measure`; the server stops and PGlite's folder is removed after each, whatever happens.
 */
export async function onEachEngine<Prepared>(
  port: number,
  prepare: (database: Database, engine: BenchEngine) => Promise<Prepared>,
  measure: (server: RunningServer, prepared: Prepared, engine: BenchEngine) => Promise<void>,
): Promise<void> {
  const postgresUrl = await freshPostgresDatabase();
  const engines: BenchEngine[] = ['pglite'];
  if (postgresUrl) engines.push('postgres');
  else console.log('PostgreSQL not reachable: PostgreSQL rows skipped.\n');
  const only = process.env.BENCH_ENGINE;
  for (const engine of only ? engines.filter((e) => e === only) : engines) {
    const dataDir = engine === 'pglite' ? freshDataDir() : undefined;
    const databaseUrl = engine === 'postgres' ? (postgresUrl ?? '') : undefined;
    try {
      const database = await openDatabase(dataDir ? { dataDir } : { databaseUrl });
      let prepared: Prepared;
      try {
        prepared = await prepare(database, engine);
      } finally {
        await database.close();
      }
      const server = await startServer({
        engine,
        port,
        ...(dataDir && { dataDir }),
        ...(databaseUrl && { databaseUrl }),
      });
      try {
        await measure(server, prepared, engine);
      } finally {
        await server.stop();
      }
    } finally {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
