import type { MeResponse } from '@mathsight/contract/users.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseLog, openDatabase } from '../apps/server/src/db/client.ts';
import { isConnectionError } from '../apps/server/src/db/connection-errors.ts';
import {
  inPool,
  prepareAnsweringSchool,
  signInByPassword,
  startSession,
} from '../bench/lib/answering-school.ts';
import { HttpCaller } from '../bench/lib/http-call.ts';
import { type RunningServer, startServer } from '../bench/lib/server-process.ts';
import { AnsweringStudents } from './lib/answering-students.ts';
import { storedAnswers } from './lib/stored-answers.ts';
import { freePort, postgresBinDir, startTempPostgres, type TempPostgres } from './lib/temp-postgres.ts';
import { until } from './lib/until.ts';

/**
 * Issue 24: PostgreSQL restarts while students answer. A server of the test's own (never the shared
 * one on 5432) is stopped fast and started again under the real server process; the process must
 * live through it, say so on /readyz, serve again within 5 s of the database's return, and have
 * stored every answer it acknowledged.
 */
const binDir = postgresBinDir();
const STUDENTS = 30;

if (!binDir && !process.env.CI)
  console.warn(
    'postgres-restart.test.ts skipped: no PostgreSQL binaries (initdb, postgres) on this machine.',
  );

describe.runIf(binDir !== null || process.env.CI)('a PostgreSQL restart', { timeout: 120_000 }, () => {
  let pg: TempPostgres;

  beforeAll(async () => {
    if (!binDir)
      throw new Error('CI needs PostgreSQL binaries (pg_config --bindir or /usr/lib/postgresql/*/bin)');
    pg = await startTempPostgres(binDir);
  }, 60_000);

  afterAll(async () => {
    await pg?.destroy();
  });

  it('fails queries while away, then the pool serves again and LISTEN comes back and says so', async () => {
    const lines: string[] = [];
    const log: DatabaseLog = { warn: (m) => lines.push(m), info: (m) => lines.push(m) };
    const database = await openDatabase({ databaseUrl: pg.url, poolSize: 4, log });
    try {
      const heard: string[] = [];
      let resubscribed = 0;
      await database.listen(
        'ops_restart_check',
        (payload) => heard.push(payload),
        () => resubscribed++,
      );
      // Idle pooled connections, which the restart will break while nobody uses them.
      await Promise.all([1, 2, 3].map(() => database.query('select pg_sleep(0.01)')));
      await database.notify('ops_restart_check', 'before');
      await until(() => heard.includes('before'), 5000, 'the notification before the restart');

      await pg.stopFast();
      const failure = await database.query('select 1').catch((error: unknown) => error);
      expect(isConnectionError(failure)).toBe(true);
      // A channel subscribed while the database is away is kept, and listened to once it is back.
      const later: string[] = [];
      await until(() => lines.some((l) => l.startsWith('LISTEN connection lost')), 5000, 'the loss noticed');
      await database.listen('ops_restart_later', (payload) => later.push(payload));

      await pg.start();
      const back = Date.now();
      expect(await database.query<{ n: number }>('select 1 as n')).toEqual([{ n: 1 }]);
      await until(() => resubscribed === 1, 10_000, 'onResubscribed after the restart');
      const relisten = Date.now() - back;
      await database.notify('ops_restart_check', 'after');
      await until(() => heard.includes('after'), 5000, 'the notification after the restart');
      await database.notify('ops_restart_later', 'later');
      await until(
        () => later.includes('later'),
        5000,
        'the notification of the channel subscribed while away',
      );
      expect(heard).toEqual(['before', 'after']);
      expect(lines.some((l) => l.startsWith('LISTEN connection lost'))).toBe(true);
      expect(lines.some((l) => l.startsWith('LISTEN connection back'))).toBe(true);
      console.log(
        `LISTEN listened to again ${relisten} ms after PostgreSQL was back. Log:\n  ${lines.join('\n  ')}`,
      );
    } finally {
      await database.close();
    }
  });

  it('keeps the server process alive and serving students through it, storing every answer acknowledged', async () => {
    const { assignmentIds, userNames, teacherUserName } = await prepareAnsweringSchool(
      { databaseUrl: pg.url },
      { students: STUDENTS, questions: 150, work: { restart: 'Answers through a restart' } },
    );
    const server: RunningServer = await startServer({
      engine: 'postgres',
      port: await freePort(),
      databaseUrl: pg.url,
      env: { WEB_CONCURRENCY: '1', DEMO_DATA: 'off' },
    });
    const caller = new HttpCaller(STUDENTS + 4);
    try {
      const headers = await inPool(userNames, 4, (u) => signInByPassword(caller, server.url, u));
      const students = await inPool(headers, 8, async (h) => ({
        headers: h,
        session: await startSession(caller, server.url, assignmentIds.restart, h),
      }));
      // users/me is cached per node and evicted by NOTIFY. A change whose notification this node never
      // hears (here: written straight into the database) stays hidden until the cache is cleared,
      // which a resubscription after the restart must do.
      const teacher = await signInByPassword(caller, server.url, teacherUserName);
      const firstName = async () =>
        (JSON.parse((await caller.call(`${server.url}/api/v4/users/me`, 'GET', teacher)).body) as MeResponse)
          .user.firstName;
      expect(await firstName()).toBe('Bench');
      await renameQuietly(pg.url, teacherUserName, 'Renamed');
      expect(await firstName()).toBe('Bench');

      const load = new AnsweringStudents(caller, server.url, students, 60_000);
      const running = load.run();

      await until(() => load.acknowledged.size >= 150, 20_000, '150 answers before the restart');
      const beforeStop = load.acknowledged.size;
      await pg.stopFast();
      const stoppedAt = Date.now();
      const down = await readyz(server, 503, 5000);
      expect(down.headers.get('retry-after')).toBe('5');
      expect(Object.keys((await down.json()) as object)).toEqual(['message']);
      // Students meet the database's absence, and keep their answers to send again.
      await until(() => load.unavailable >= STUDENTS, 10_000, 'students answered 503 while it was away');
      expect(server.alive()).toBe(true);
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);

      await pg.start();
      const backAt = Date.now();
      await readyz(server, 200, 10_000);
      const readyAfter = Date.now() - backAt;
      await until(() => load.acknowledgedSince(backAt).length >= 150, 20_000, '150 answers after');
      const servedAfter = (load.acknowledgedSince(backAt)[0] ?? Number.NaN) - backAt;
      load.finish();
      await running;

      expect(server.alive()).toBe(true);
      expect(load.unexpected).toEqual([]);
      expect(readyAfter).toBeLessThan(5000);
      expect(servedAfter).toBeLessThan(5000);
      // Every acknowledged answer is stored, once; nothing else is.
      const stored = await storedAnswers({ databaseUrl: pg.url }, assignmentIds.restart, [
        ...load.acknowledged.keys(),
      ]);
      const n = load.acknowledged.size;
      expect(stored).toEqual({ listed: n, all: n, distinct: n });
      // The LISTEN connection came back too (its own backoff, at most 2 s between attempts), and the
      // caches it evicts were cleared: users/me reads the change it never heard of.
      await until(() => server.output().includes('LISTEN connection back'), 5000, 'LISTEN back in the log');
      expect(await firstName()).toBe('Renamed');
      console.log(
        [
          `PostgreSQL stopped (fast) after ${beforeStop} answers; away ${backAt - stoppedAt} ms, during which`,
          `${load.unavailable} answer calls got 503 + Retry-After (${load.networkFailures} network failures);`,
          `/readyz 200 again ${readyAfter} ms and the first answer stored ${servedAfter} ms after PostgreSQL was back;`,
          `${load.acknowledged.size} answers acknowledged, ${stored.all} rows stored; the server process lived.`,
          ...server
            .output()
            .split('\n')
            .filter((l) => l.includes('[database]'))
            .map((l) => `  server: ${l}`),
        ].join('\n'),
      );
    } finally {
      caller.destroy();
      await server.stop();
    }
  });
});

/** Changes a user's first name in the database alone: no NOTIFY, as if another node's were lost. */
async function renameQuietly(url: string, userName: string, firstName: string) {
  const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    await database.query('update users set first_name = $1 where user_name = $2', [firstName, userName]);
  } finally {
    await database.close();
  }
}

/** Polls /readyz until it answers `status`; the answer, or a failure after `withinMs`. */
async function readyz(server: RunningServer, status: number, withinMs: number) {
  const end = Date.now() + withinMs;
  for (;;) {
    if (!server.alive()) throw new Error(`the server process ended:\n${server.output().slice(-4000)}`);
    const res = await fetch(`${server.url}/readyz`);
    if (res.status === status) return res;
    await res.body?.cancel();
    if (Date.now() > end) throw new Error(`/readyz did not answer ${status} within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
