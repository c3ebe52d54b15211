import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { detachAnswerMonths } from '../db/answer-archive.ts';
import { answerPartitions, partitionAnswers } from '../db/answer-partitions.ts';
import { openDatabase } from '../db/client.ts';
import { errorReason } from '../shared/redact-error.ts';

/**
 * `npm run db:partitions -- <command>`: the answers' month partitions on PostgreSQL (decision 0060,
 * docs/operations.md).
 *   list                                    the months that exist
 *   ensure                                  what every server does on start and daily: the coming months
 *   detach --before YYYY-MM --archive <dir> detach, archive (pg_dump), verify and drop the months before
 */
const usage =
  'Usage: DATABASE_URL=postgres://… npm run db:partitions -- list | ensure | detach --before YYYY-MM --archive <dir>';
const { values, positionals } = parseArgs({
  options: { before: { type: 'string' }, archive: { type: 'string' } },
  allowPositionals: true,
});
const config = loadConfig();
const command = positionals[0];
if (!config.databaseUrl) {
  console.error(`${usage}\nDATABASE_URL is not set: PGlite keeps one answers table, with no partitions.`);
  process.exit(2);
}
if (
  !command ||
  !['list', 'ensure', 'detach'].includes(command) ||
  (command === 'detach' && (!values.before || !values.archive))
) {
  console.error(usage);
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 2 });
try {
  if (command === 'list') {
    console.log((await answerPartitions(database.db)).join('\n'));
  } else if (command === 'ensure') {
    // Converts a table still unpartitioned (as a start would), then creates the coming months.
    await partitionAnswers(database.db);
    const months = await answerPartitions(database.db);
    console.log(`Months: ${months[0]} to ${months.at(-1)} (${months.length}).`);
  } else {
    const archived = await detachAnswerMonths(database.db, config.databaseUrl, {
      before: values.before ?? '',
      archiveDir: path.resolve(values.archive ?? ''),
      log: (line) => console.log(line),
    });
    console.log(
      archived.length
        ? `Archived and dropped ${archived.length} month(s), ${archived.reduce((n, a) => n + a.rows, 0)} answers.`
        : `No month before ${values.before} to archive.`,
    );
  }
} catch (error) {
  console.error(`db:partitions ${command} failed: ${errorReason(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
