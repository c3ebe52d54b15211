import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseOptions } from '../apps/server/src/db/client.ts';
import {
  inPool,
  prepareAnsweringSchool,
  signInByPassword,
  startSession,
} from '../bench/lib/answering-school.ts';
import { HttpCaller } from '../bench/lib/http-call.ts';
import { type RunningServer, startServer } from '../bench/lib/server-process.ts';
import { AnsweringStudents, type SentAnswer } from './lib/answering-students.ts';
import { storedAnswers } from './lib/stored-answers.ts';
import { freePort, postgresBinDir, startTempPostgres, type TempPostgres } from './lib/temp-postgres.ts';
import { until } from './lib/until.ts';

/**
 * Issue 24: our own server process is killed (SIGKILL, as a crash or an OOM kill would) while students
 * answer. Started again on the same database, it must hold every answer it acknowledged, and the
 * students' resends (the same clientAnswerIds, as the web app sends them) must store nothing twice.
 */
const STUDENTS = 20;
const binDir = postgresBinDir();
const runPostgres = binDir !== null || Boolean(process.env.CI);
if (!runPostgres)
  console.warn('server-kill.test.ts: PostgreSQL case skipped: no PostgreSQL binaries on this machine.');

async function killMidAnswer(target: DatabaseOptions, engine: 'pglite' | 'postgres') {
  const { assignmentIds, userNames } = await prepareAnsweringSchool(target, {
    students: STUDENTS,
    questions: 150,
    work: { kill: 'Answers through a crash' },
  });
  const port = await freePort();
  const serve = () =>
    startServer({
      engine,
      port,
      ...(target.databaseUrl ? { databaseUrl: target.databaseUrl } : { dataDir: target.dataDir as string }),
      env: { WEB_CONCURRENCY: '1', DEMO_DATA: 'off' },
    });
  let server: RunningServer = await serve();
  const caller = new HttpCaller(STUDENTS + 4);
  try {
    const headers = await inPool(userNames, 4, (u) => signInByPassword(caller, server.url, u));
    const students = await inPool(headers, 8, async (h) => ({
      headers: h,
      session: await startSession(caller, server.url, assignmentIds.kill, h),
    }));
    const load = new AnsweringStudents(caller, server.url, students, 60_000);
    const running = load.run();
    await until(() => load.acknowledged.size >= 200, 30_000, '200 answers before the kill');
    // Killed with answers under way: some stored and unacknowledged, some not stored at all.
    await server.kill('SIGKILL');
    load.abandon();
    await running;
    const acknowledged = [...load.acknowledged.keys()];
    const unacknowledged = [...load.pending.values()];

    server = await serve();
    // The students send everything again: what was acknowledged is found stored (200, created
    // false); what was under way is stored now (201) or found stored (200) if it had committed.
    const resend = await inPool(
      [
        ...acknowledged.map((id) => ({ id, sent: load.sent.get(id) as SentAnswer })),
        ...unacknowledged.map((sent) => ({ id: sent.body.clientAnswerId, sent })),
      ],
      8,
      async ({ id, sent }) => {
        const res = await load.send(sent);
        return { id, status: res.status, created: (JSON.parse(res.body) as { created?: boolean }).created };
      },
    );
    const acknowledgedIds = new Set(acknowledged);
    const again = resend.filter((r) => acknowledgedIds.has(r.id));
    expect(again.every((r) => r.status === 200 && r.created === false)).toBe(true);
    const underWay = resend.filter((r) => !acknowledgedIds.has(r.id));
    expect(underWay.every((r) => r.status === 201 || r.status === 200)).toBe(true);
    await server.stop();

    const ids = resend.map((r) => r.id);
    const stored = await storedAnswers(target, assignmentIds.kill, ids);
    expect(stored).toEqual({ listed: ids.length, all: ids.length, distinct: ids.length });
    expect(load.unexpected).toEqual([]);
    console.log(
      `${engine}: killed (SIGKILL) after ${acknowledged.length} answers acknowledged, ${unacknowledged.length} under way; ` +
        `after the restart every acknowledged answer was found stored, ${underWay.filter((r) => r.status === 200).length} ` +
        `of those under way had been stored before the kill, ${stored.all} rows for ${ids.length} answers.`,
    );
  } finally {
    caller.destroy();
    await server.stop();
  }
}

describe('our server killed mid-answer', { timeout: 120_000 }, () => {
  it('on PGlite: restarted on its folder, it holds every acknowledged answer, and resends store nothing twice', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mathsight-kill-'));
    try {
      await killMidAnswer({ dataDir }, 'pglite');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  describe.runIf(runPostgres)('on PostgreSQL', () => {
    let pg: TempPostgres;
    beforeAll(async () => {
      if (!binDir)
        throw new Error('CI needs PostgreSQL binaries (pg_config --bindir or /usr/lib/postgresql/*/bin)');
      pg = await startTempPostgres(binDir);
    }, 60_000);
    afterAll(async () => {
      await pg?.destroy();
    });

    it('restarted, it holds every acknowledged answer, and resends store nothing twice', async () => {
      await killMidAnswer({ databaseUrl: pg.url }, 'postgres');
    });
  });
});
