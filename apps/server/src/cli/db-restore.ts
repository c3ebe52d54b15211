import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreDatabase } from '../db/dump.ts';
import { errorReason } from '../shared/redact-error.ts';

/**
 * `npm run db:restore -- <file> --to <url>`: a backup made by `npm run db:backup` restored into an empty
 * database (made when missing), then analysed (decision 0052). Start a server on it with
 * DATABASE_URL=<url>: a newer version migrates it forward.
 */
const usage = 'Usage: npm run db:restore -- <file> --to postgres://user@host:5432/new_database [--jobs <n>]';
const { values, positionals } = parseArgs({
  options: { to: { type: 'string' }, jobs: { type: 'string' } },
  allowPositionals: true,
});
const jobs = values.jobs === undefined ? Math.min(4, availableParallelism()) : Number(values.jobs);
if (positionals.length !== 1 || !values.to || !/^postgres(ql)?:\/\//.test(values.to) || !(jobs >= 1)) {
  console.error(usage);
  process.exit(2);
}
const file = path.resolve(positionals[0] ?? '');
const started = Date.now();
try {
  const { tables } = await restoreDatabase(file, values.to, { jobs: Math.floor(jobs) });
  const target = new URL(values.to);
  console.log(
    `Restored ${file} into ${target.host}${target.pathname}: ${tables} tables in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error(`Restore failed: ${errorReason(error)}`);
  process.exitCode = 1;
}
