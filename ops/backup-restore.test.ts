import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { SchoolReport } from '@mathsight/contract/school-reports.ts';
import type { MeResponse } from '@mathsight/contract/users.ts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../bench/lib/server-process.ts';
import { signIn } from '../bench/lib/sign-in.ts';
import { freePort, postgresBinDir, startTempPostgres, type TempPostgres } from './lib/temp-postgres.ts';

/**
 * Issue 33 point 7: a restore drill. The demo school is seeded on a PostgreSQL of the test's own by the
 * real server; `npm run db:backup` (its CLI, as a process) dumps it while the server runs;
 * `npm run db:restore` restores it into a new database; a server started on the restored database
 * answers the same school and classes reports, and every table holds the same rows.
 */
const binDir = postgresBinDir();
const root = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

if (!binDir && !process.env.CI)
  console.warn('backup-restore.test.ts skipped: no PostgreSQL binaries (initdb, postgres, pg_dump) here.');

/** Runs one of the server's CLIs as `npm run` does (node --import tsx), with `env` added. */
async function cli(script: string, args: string[], env: Record<string, string> = {}) {
  const started = Date.now();
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', `apps/server/src/cli/${script}`, ...args],
    {
      cwd: root,
      env: { ...process.env, ...env },
    },
  );
  return { stdout, ms: Date.now() - started };
}

/** Every table's row count, by name: what the operations guide's check compares. */
async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows)
      counts[name] = Number((await client.query(`select count(*) as n from ${name}`)).rows[0]?.n);
    return counts;
  } finally {
    await client.end();
  }
}

/** The demo teacher's school report and classes report, as the server answers them. */
async function reports(server: RunningServer) {
  const { accessToken } = await signIn(server);
  const headers = { authorization: `Bearer ${accessToken}` };
  const get = async (p: string) => {
    const res = await fetch(`${server.url}${p}`, { headers });
    expect(res.status, p).toBe(200);
    return (await res.json()) as unknown;
  };
  const me = (await get('/api/v4/users/me')) as MeResponse;
  return {
    school: await get(`/api/v3/schools/${me.schoolId}/reports/school`),
    classes: await get(`/api/v3/schools/${me.schoolId}/reports/classes`),
  };
}

describe.runIf(binDir !== null || process.env.CI)('a backup that is restored', { timeout: 300_000 }, () => {
  let pgServer: TempPostgres;
  const folder = mkdtempSync(path.join(tmpdir(), 'mathsight-backup-'));
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    if (!binDir)
      throw new Error('CI needs PostgreSQL binaries (pg_config --bindir or /usr/lib/postgresql/*/bin)');
    pgServer = await startTempPostgres(binDir);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await pgServer?.destroy();
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers the same reports on the restored database as on the original', async () => {
    const started = Date.now();
    const original = pgServer.url;
    const restored = Object.assign(new URL(original), { pathname: '/mathsight_restored' }).toString();
    const env = { WEB_CONCURRENCY: '1', ANSWER_FOLDS: 'off', WEEKLY_INSIGHTS_EMAILS: 'off' };
    // The demo school, seeded by the server on its empty database.
    const first = await startServer({
      engine: 'postgres',
      port: await freePort(),
      databaseUrl: original,
      env,
    });
    servers.push(first);
    const seededMs = Date.now() - started;
    const before = await reports(first);
    // A report with something in it: the demo school's classes and their answers.
    expect((before.school as SchoolReport).classes.length).toBeGreaterThan(0);
    expect((before.school as SchoolReport).misconceptions.length).toBeGreaterThan(0);
    const counts = await rowCounts(original);

    // The backup, taken while that server runs.
    const file = path.join(folder, 'mathsight.dump');
    const backup = await cli('db-backup.ts', ['--out', file], { DATABASE_URL: original });
    expect(backup.stdout).toContain(`Backed up to ${file}`);
    expect(statSync(file).size).toBeGreaterThan(0);
    await first.stop();

    // Restored into a database that does not exist yet, and refused over one that holds tables.
    const restore = await cli('db-restore.ts', [file, '--to', restored, '--jobs', '2']);
    expect(restore.stdout).toContain('Restored');
    const again = await cli('db-restore.ts', [file, '--to', restored]).catch(
      (error: { stderr: string }) => error,
    );
    expect('stderr' in again && again.stderr).toContain('already holds tables');
    expect(await rowCounts(restored)).toEqual(counts);

    const second = await startServer({
      engine: 'postgres',
      port: await freePort(),
      databaseUrl: restored,
      env,
    });
    servers.push(second);
    expect(await reports(second)).toEqual(before);
    console.log(
      `restore drill: demo school seeded in ${seededMs} ms; db:backup ${backup.ms} ms ` +
        `(${(statSync(file).size / 1024 / 1024).toFixed(1)} MB, ${Object.keys(counts).length} tables, ` +
        `${Object.values(counts).reduce((a, b) => a + b, 0)} rows); db:restore ${restore.ms} ms; ` +
        `whole drill ${Date.now() - started} ms.`,
    );
  });
});
