import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { type SeedResult, seedIfEmpty } from '../seed/seed.ts';

/** Once per start, in one process only: the migrations, then the reference data and (when empty) the demo schools. */
export async function prepareDatabase(database: Database, config: Config): Promise<SeedResult> {
  await database.migrate();
  return seedIfEmpty(database, config);
}
