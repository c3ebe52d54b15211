import type { MeResponse } from '@mathsight/contract/users.ts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inPool,
  prepareAnsweringSchool,
  signInByPassword,
  startSession,
} from '../bench/lib/answering-school.ts';
import { HttpCaller } from '../bench/lib/http-call.ts';
import { type RunningServer, startServer } from '../bench/lib/server-process.ts';
import { AnsweringStudents } from './lib/answering-students.ts';
import { freePort, postgresBinDir, startTempPostgres, type TempPostgres } from './lib/temp-postgres.ts';
import { eventually } from './lib/until.ts';

/**
 * Issue 33 point 4: the reports read from a streaming replica. A primary and a hot standby made with
 * PostgreSQL's own tools (initdb, pg_basebackup -R), the real server on both (DATABASE_REPLICA_URL).
 * With the standby's replay paused, students answer on the primary; the teacher's browser that has just
 * written reads the school report from the primary (the answers show), while a second browser of the
 * same teacher, with no write of its own, reads the paused standby's report (no answers yet). Replay
 * resumed, both agree; the standby stopped, reports come from the primary and /readyz says why.
 */
const binDir = postgresBinDir();
const STUDENTS = 6;
const COOKIE = 'mathsight_read_after';

if (!binDir && !process.env.CI)
  console.warn('replica.test.ts skipped: no PostgreSQL binaries (initdb, pg_basebackup, postgres) here.');

async function sql<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

describe.runIf(binDir !== null || process.env.CI)(
  'reports from a streaming replica',
  { timeout: 180_000 },
  () => {
    let primary: TempPostgres;
    let replica: TempPostgres | undefined;
    let server: RunningServer | undefined;
    let school: Awaited<ReturnType<typeof prepareAnsweringSchool<'replica'>>>;
    const caller = new HttpCaller(STUDENTS + 4);
    const startedAt = Date.now();

    beforeAll(async () => {
      if (!binDir)
        throw new Error('CI needs PostgreSQL binaries (pg_config --bindir or /usr/lib/postgresql/*/bin)');
      primary = await startTempPostgres(binDir);
      school = await prepareAnsweringSchool(
        { databaseUrl: primary.url },
        { students: STUDENTS, questions: 8, work: { replica: 'Answers read on a replica' } },
      );
      replica = await startTempPostgres(binDir, { replicaOf: primary });
      server = await startServer({
        engine: 'postgres',
        port: await freePort(),
        databaseUrl: primary.url,
        // No report cache: every report read below is a statement on the replica or the primary.
        env: {
          WEB_CONCURRENCY: '1',
          DEMO_DATA: 'off',
          DATABASE_REPLICA_URL: replica.url,
          REPORT_CACHE_SECONDS: '0',
        },
      });
    }, 120_000);

    afterAll(async () => {
      caller.destroy();
      await server?.stop();
      await replica?.destroy();
      await primary?.destroy();
    });

    it("serves a teacher's report from the replica, and from the primary to the browser that has just written", async () => {
      const url = server?.url ?? '';
      const standby = replica?.url ?? '';
      const teacher = await signInByPassword(caller, url, school.teacherUserName);
      const me = JSON.parse((await caller.call(`${url}/api/v4/users/me`, 'GET', teacher)).body) as MeResponse;
      const report = async (cookie?: string) => {
        const res = await caller.call(`${url}/api/v3/schools/${me.schoolId}/reports/school`, 'GET', {
          ...teacher,
          ...(cookie && { cookie }),
        });
        expect(res.status).toBe(200);
        return res.body;
      };
      const readyz = async () =>
        (await (await fetch(`${url}/readyz`)).json()) as { status: string; replica?: { state: string } };

      // The standby has replayed everything the primary had (the school, the sign-in), and is in use.
      const [written] = await sql<{ lsn: string }>(primary.url, 'select pg_current_wal_lsn()::text as lsn');
      await eventually(
        () =>
          sql<{ ok: boolean }>(standby, `select pg_last_wal_replay_lsn() >= '${written?.lsn}'::pg_lsn as ok`),
        (rows) => rows[0]?.ok === true,
        'the standby caught up',
      );
      expect((await readyz()).replica?.state).toBe('streaming');
      const before = await report();

      // Replay paused: the standby keeps what it has; the primary takes the answers.
      await sql(standby, 'select pg_wal_replay_pause()');
      const students = await inPool(school.userNames, 4, async (u) => {
        const headers = await signInByPassword(caller, url, u);
        return { headers, session: await startSession(caller, url, school.assignmentIds.replica, headers) };
      });
      const load = new AnsweringStudents(caller, url, students, 60_000);
      await load.run();
      expect(load.unexpected).toEqual([]);
      expect(load.acknowledged.size).toBe(STUDENTS * 8);

      // The teacher's first browser writes (any write): its answer carries the primary's WAL position.
      const wrote = await caller.call(`${url}/api/v3/users/${me.user.userId}/heartbeat`, 'POST', teacher);
      expect(wrote.status, wrote.body).toBe(200);
      const setCookie = (wrote.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${COOKIE}=`)) ?? '';
      expect(setCookie).toMatch(
        /^mathsight_read_after=[0-9A-F]+\/[0-9A-F]+; Max-Age=35; Path=\/; HttpOnly; SameSite=Lax$/,
      );
      const cookie = setCookie.split(';')[0] ?? '';

      // That browser reads the primary: the answers show once folded into the report (every 2 s).
      const fresh = await eventually(
        () => report(cookie),
        (body) => body !== before,
        'the answers in the report',
      );
      // The other browser reads the paused standby: the report as it was, though the primary has moved on.
      expect(await report()).toBe(before);
      expect(await report()).toBe(before);
      expect(await report(cookie)).toBe(fresh);
      // A POST that only reads (the quiz inferences) reads where a GET would, and sets no cookie.
      const inferences = async (cookie?: string) => {
        const res = await caller.call(
          `${url}/api/v3/quiz-inferences/generate`,
          'POST',
          { ...teacher, ...(cookie && { cookie }) },
          { assignmentId: school.assignmentIds.replica },
        );
        expect(res.status, res.body).toBe(200);
        expect(res.headers['set-cookie']).toBeUndefined();
        return (JSON.parse(res.body) as { studentsAnswered: number }).studentsAnswered;
      };
      expect(await inferences()).toBe(0);
      expect(await inferences(cookie)).toBe(STUDENTS);

      // Replay resumed: the standby catches up and both browsers read the same report.
      const resumedAt = Date.now();
      await sql(standby, 'select pg_wal_replay_resume()');
      await eventually(
        () => report(),
        (body) => body === fresh,
        'the standby caught up after resuming',
      );
      const caughtUp = Date.now() - resumedAt;
      expect(await report(cookie)).toBe(fresh);

      // The standby stopped: reports come from the primary, the node stays ready and says why.
      await replica?.stopFast();
      expect(await report()).toBe(fresh);
      const ready = await eventually(
        readyz,
        (r) => r.replica?.state === 'down',
        '/readyz telling the standby down',
      );
      expect(ready.status).toBe('ready');
      expect(server?.output()).toContain('read replica down');
      console.log(
        `replica: ${load.acknowledged.size} answers on the primary with the standby's replay paused; ` +
          `the writing browser read them from the primary, the other the standby's older report; ` +
          `caught up ${caughtUp} ms after resuming; whole test ${Date.now() - startedAt} ms.`,
      );
    });
  },
);
