import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { backupDatabase } from '../db/dump.ts';
import { errorReason } from '../shared/redact-error.ts';

/**
 * `npm run db:backup -- --out <file>`: a custom-format pg_dump of DATABASE_URL (decision 0052). A
 * consistent snapshot, taken while the servers run; restore it with `npm run db:restore`.
 */
const usage = 'Usage: DATABASE_URL=postgres://… npm run db:backup -- --out <file>';
const { values } = parseArgs({ options: { out: { type: 'string' } }, allowPositionals: false });
const config = loadConfig();
if (!values.out) {
  console.error(usage);
  process.exit(2);
}
if (!config.databaseUrl) {
  console.error(
    `${usage}\nDATABASE_URL is not set: PGlite's data is the folder DATA_DIR (${config.dataDir}); stop the server and copy it.`,
  );
  process.exit(2);
}
const file = path.resolve(values.out);
const started = Date.now();
try {
  const { bytes } = await backupDatabase(config.databaseUrl, file);
  console.log(
    `Backed up to ${file}: ${(bytes / 1024 / 1024).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error(`Backup failed: ${errorReason(error)}`);
  process.exitCode = 1;
}
