import { spawn } from 'node:child_process';
import { mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { monthOfPartition, partitionName } from './answer-partitions.ts';
import type { Db } from './client.ts';
import { connection } from './dump.ts';
import { postgresProgram } from './postgres-programs.ts';

/**
 * Detaching and archiving old months of set work's answers (decision 0060, docs/operations.md):
 * `npm run db:partitions -- detach --before 2025-09 --archive <dir>`. For each month partition before the
 * month given, oldest first: detach it from student_answers (reports stop seeing it at once), write it with
 * pg_dump (custom format, `<dir>/student_answers_y2025m08.dump`), verify the file by restoring its rows inside
 * a transaction that is rolled back and comparing their count and checksum with the table's, and only then
 * drop the table. A run stopped half-way is finished by the next: a month detached but not yet dropped is
 * picked up again. The months' rows in student_answer_keys stay (decision 0060: they keep answer_feedback's
 * and live_lesson_votes' foreign keys, and a resend of an archived answer is still recognised).
 */

export interface ArchivedMonth {
  month: string;
  table: string;
  file: string;
  rows: number;
  checksum: string;
  bytes: number;
}

function waitFor(child: ReturnType<typeof spawn>, program: string): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${program} ended with ${signal ?? `exit code ${code}`}`)),
    );
  });
}

/** The month tables to archive: attached months before `before`, and months detached by a run that stopped. */
async function monthsBefore(db: Db, before: string): Promise<Array<{ month: string; attached: boolean }>> {
  const r = await db.execute<{ name: string; attached: boolean }>(sql`select c.relname as name,
  exists (select 1 from pg_inherits i where i.inhrelid = c.oid) as attached
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = 'public' and c.relkind = 'r' and c.relname like 'student_answers\\_y%'`);
  return r.rows
    .map((row) => ({ month: monthOfPartition(row.name), attached: row.attached }))
    .filter((m): m is { month: string; attached: boolean } => m.month !== null && m.month < before)
    .sort((a, b) => a.month.localeCompare(b.month));
}

/** Rows and an order-free checksum of a table's rows (the sum of each row's text hashed). */
export async function fingerprint(db: Db, table: string): Promise<{ rows: number; checksum: string }> {
  const r = await db.execute<{ n: string; h: string }>(
    sql.raw(`select count(*)::text as n, coalesce(sum(hashtextextended(t::text, 0)::numeric), 0)::text as h
from public.${table} t`),
  );
  return { rows: Number(r.rows[0]?.n ?? 0), checksum: r.rows[0]?.h ?? '0' };
}

/**
 * Restores the dump's rows into a fresh table of the same name inside a transaction (the real one renamed
 * aside meanwhile), compares them with `expected`, and rolls everything back: the database is unchanged
 * whatever happens, and psql ends non-zero unless the file holds exactly the table's rows.
 */
export async function verifyDump(
  url: string,
  file: string,
  table: string,
  expected: { rows: number; checksum: string },
) {
  const { dbname, env } = connection(url);
  const restore = spawn(postgresProgram('pg_restore'), ['--data-only', '--file=-', file], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const psql = spawn(
    postgresProgram('psql'),
    ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${dbname}`],
    { env, stdio: ['pipe', 'ignore', 'inherit'] },
  );
  const ended = Promise.all([waitFor(restore, 'pg_restore'), waitFor(psql, 'psql (verifying the archive)')]);
  psql.stdin.write(`begin;
alter table public.${table} rename to ${table}_verifying;
create table public.${table} (like public.${table}_verifying);
`);
  restore.stdout.pipe(psql.stdin, { end: false });
  restore.stdout.once('end', () => {
    psql.stdin.end(`
do $verify$ begin
  if (select (count(*)::text, coalesce(sum(hashtextextended(t::text, 0)::numeric), 0)::text) from public.${table} t)
     is distinct from ('${expected.rows}'::text, '${expected.checksum}'::text) then
    raise exception 'the archive of ${table} does not hold its rows';
  end if;
end $verify$;
rollback;
`);
  });
  await ended;
}

/** Detaches, archives, verifies and drops every month before `before` (YYYY-MM); see the file's comment. */
export async function detachAnswerMonths(
  db: Db,
  url: string,
  options: { before: string; archiveDir: string; log?: (line: string) => void },
): Promise<ArchivedMonth[]> {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(options.before)) throw new Error('--before must be a month: YYYY-MM');
  const log = options.log ?? (() => undefined);
  mkdirSync(options.archiveDir, { recursive: true });
  const done: ArchivedMonth[] = [];
  for (const { month, attached } of await monthsBefore(db, options.before)) {
    const table = partitionName(month);
    if (attached) {
      await db.execute(sql.raw(`alter table student_answers detach partition public.${table}`));
      log(`${month}: detached`);
    }
    const expected = await fingerprint(db, table);
    const file = path.join(options.archiveDir, `${table}.dump`);
    const partial = `${file}.partial`;
    const { dbname, env } = connection(url);
    try {
      await waitFor(
        spawn(
          postgresProgram('pg_dump'),
          [
            '--format=custom',
            '--no-owner',
            '--no-privileges',
            `--table=public.${table}`,
            `--file=${partial}`,
            `--dbname=${dbname}`,
          ],
          { env, stdio: ['ignore', 'inherit', 'inherit'] },
        ),
        'pg_dump',
      );
      renameSync(partial, file);
    } finally {
      rmSync(partial, { force: true });
    }
    await verifyDump(url, file, table, expected);
    const archived = { month, table, file, ...expected, bytes: statSync(file).size };
    writeFileSync(
      `${file}.json`,
      `${JSON.stringify({ ...archived, archivedAt: new Date().toISOString() }, null, 2)}\n`,
    );
    log(`${month}: ${expected.rows} answers archived to ${file} and verified`);
    await db.execute(sql.raw(`drop table public.${table}`));
    log(`${month}: dropped`);
    done.push(archived);
  }
  return done;
}
