import { spawn } from 'node:child_process';
import { renameSync, rmSync, statSync } from 'node:fs';
import pg from 'pg';
import { postgresProgram } from './postgres-programs.ts';

/**
 * Backups and restores of a PostgreSQL database with its own tools (issue 33 point 7, decision 0052):
 * `pg_dump --format=custom` (compressed, a consistent snapshot taken while the servers run, restorable
 * table by table and in parallel) and `pg_restore` into an empty database. The CLIs `cli/db-backup.ts`
 * and `cli/db-restore.ts` call these; docs/operations.md says how to run and check them.
 */

/**
 * The URL without its password, and the password for PGPASSWORD: a password on a program's command line
 * is readable by anyone on the machine (`ps`).
 */
export function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

/** Runs a program to its end, its messages on our stderr; fails with its exit code. */
function run(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${program} ended with ${signal ?? `exit code ${code}`}`)),
    );
  });
}

/**
 * A custom-format dump of the database at `url` into `file`. Written beside it first and renamed once
 * pg_dump has finished, so a file of that name is always a whole backup. No owners: a restore as
 * another role needs none.
 */
export async function backupDatabase(url: string, file: string): Promise<{ bytes: number }> {
  const partial = `${file}.partial`;
  const { dbname, env } = connection(url);
  try {
    await run(
      postgresProgram('pg_dump'),
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${dbname}`],
      env,
    );
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return { bytes: statSync(file).size };
}

const COUNT_TABLES = `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`;

/** Connected to the database at `url`; when it does not exist, made first (from the server's `postgres` database). */
async function connectMaking(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return client;
  } catch (error) {
    // 3D000 invalid_catalog_name: no such database.
    if (!(error instanceof Error && 'code' in error && error.code === '3D000')) throw error;
  }
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  try {
    await admin.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }
  const made = new pg.Client({ connectionString: url });
  await made.connect();
  return made;
}

/** The database at `url` exists (made when missing) and holds no table. */
async function emptyDatabase(url: string) {
  const client = await connectMaking(url);
  try {
    const tables = await client.query<{ n: number }>(COUNT_TABLES);
    if ((tables.rows[0]?.n ?? 0) > 0)
      throw new Error(
        'the database already holds tables: restore into an empty one (docs/operations.md says how to restore over one)',
      );
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup into the empty database at `url` (made when missing), `jobs` tables at a time, and
 * gathers the planner's statistics, which a dump does not hold: until then every report would be planned
 * blind. Stops at the first error rather than leave a half-restored database that looks whole.
 */
export async function restoreDatabase(file: string, url: string, options: { jobs: number }) {
  statSync(file);
  await emptyDatabase(url);
  const { dbname, env } = connection(url);
  await run(
    postgresProgram('pg_restore'),
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--jobs=${options.jobs}`,
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('analyze');
    const tables = await client.query<{ n: number }>(COUNT_TABLES);
    return { tables: tables.rows[0]?.n ?? 0 };
  } finally {
    await client.end();
  }
}
