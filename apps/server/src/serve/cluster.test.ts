import { randomUUID } from 'node:crypto';
import type { MeResponse } from '@mathsight/contract/users.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import {
  connectionsToWorkers,
  connectionTo,
  freshDatabaseBeside,
  PinnedConnection,
  ServerProcess,
} from '../test/cluster-server.ts';
import { defined } from '../test/defined.ts';
import {
  makeAssignment,
  makeClass,
  makeSchool,
  makeStudent,
  makeTeacher,
  TEST_PASSWORD,
  uniqueName,
} from '../test/factories.ts';

/**
 * The real server with two workers (decision 0023) on a PostgreSQL database of its own: what one worker
 * changes reaches the other through PostgreSQL (NOTIFY), a killed worker is replaced, and SIGTERM lets
 * a request in flight finish. One server for the whole file (its start is most of the time); the stop
 * is the last test.
 */
const enabled = Boolean(process.env.TEST_DATABASE_URL);
if (!enabled)
  console.warn(
    'serve/cluster.test.ts skipped: it needs PostgreSQL (set TEST_DATABASE_URL, as CI does); PGlite runs one process.',
  );

/** What every case works with: the server, a connection to each worker, and a school with signed-in people. */
interface World {
  server: ServerProcess;
  database: Database;
  /** Two connections that reach different workers. */
  a: PinnedConnection;
  b: PinnedConnection;
  school: { id: number; name: string };
  classId: number;
  admin: { userName: string; headers: Record<string, string> };
  student: { userName: string; headers: Record<string, string> };
  work: { id: number; questionIds: number[] };
}

let world: World;
let dropDatabase: (() => Promise<void>) | undefined;

/** Signs in through `connection`'s worker (any worker's token is good on every other). */
async function signIn(connection: PinnedConnection, userName: string) {
  const login = await connection.request('POST', '/api/v3/tokens/login-redirect', {
    body: { username: userName, password: TEST_PASSWORD },
  });
  expect(login.status).toBe(200);
  const { refreshToken } = login.json<{ refreshToken: string }>();
  const access = await connection.request(
    'GET',
    `/api/v3/tokens/access?refreshToken=${encodeURIComponent(refreshToken)}`,
  );
  return { authorization: `Bearer ${access.json<{ accessToken: string }>().accessToken}` };
}

/** Asks until `check` holds, within `withinMs`: what one worker publishes reaches the other a moment after the write's answer. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, withinMs = 2_000) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!enabled)('the server with two workers (PostgreSQL)', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    const fresh = defined(await freshDatabaseBeside('cluster'), 'a database beside TEST_DATABASE_URL');
    dropDatabase = fresh.drop;
    // A stop that hung would end within 10 s (the primary kills at 13 s), inside the test's 30 s.
    const server = new ServerProcess({
      DATABASE_URL: fresh.url,
      WEB_CONCURRENCY: '2',
      SHUTDOWN_TIMEOUT_SECONDS: '10',
    });
    await server.started(120_000);
    const database = await openDatabase({ databaseUrl: fresh.url, poolSize: 2 });
    const [a, b] = await connectionsToWorkers(server, 2);
    const school = await makeSchool(database.db);
    const admin = await makeTeacher(database.db, school.id, { admin: true });
    const klass = await makeClass(database.db, school.id, { teacherIds: [admin.teacherId] });
    const student = await makeStudent(database.db, school.id, klass.id);
    const adminUser = await userName(database, admin.userId);
    const work = await makeAssignment(database.db, { schoolId: school.id, groupIds: [klass.id] });
    world = {
      server,
      database,
      a: defined(a, 'a connection to one worker'),
      b: defined(b, 'a connection to the other'),
      school,
      classId: klass.id,
      admin: { userName: adminUser, headers: {} },
      student: { userName: student.userName, headers: {} },
      work,
    };
    world.admin.headers = await signIn(world.a, adminUser);
    world.student.headers = await signIn(world.a, student.userName);
  }, 180_000);

  afterAll(async () => {
    world?.a.close();
    world?.b.close();
    await world?.server.kill();
    await world?.database.close();
    await dropDatabase?.();
  });

  it('tells its workers apart: /healthz on each connection names a different worker', () => {
    expect(world.a.worker).not.toBe(world.b.worker);
    expect([world.a.worker, world.b.worker].sort()).toEqual([1, 2]);
    // The start-up message was printed once, for both workers.
    const messages = world.server.lines.filter((l) =>
      String(l.text ?? '').startsWith('Mathsight is running'),
    );
    expect(messages).toHaveLength(1);
    expect(world.server.lines).toContainEqual({
      text: 'Processes: 2 workers (WEB_CONCURRENCY; one per core by default)',
    });
  });

  describe('between workers, through PostgreSQL', () => {
    // Each case: a change made through one worker (world.a), seen through the other (world.b).

    it('a live answer stored through one worker reaches a teacher’s socket on the other', async () => {
      const token = await world.b.request('GET', '/api/v3/realtime/token', { headers: world.admin.headers });
      expect(token.status).toBe(200);
      const socketOn = await connectionTo(world.server, world.b.worker);
      const { ws, messages } = await socketOn.webSocket(
        `/api/v3/realtime?token=${token.json<{ token: string }>().token}`,
      );
      try {
        ws.send(JSON.stringify({ type: 'subscribe', assignmentId: world.work.id }));
        await eventually(
          async () => messages,
          (m) => m.some((x) => x.type === 'subscribed'),
        );
        expect(messages).toContainEqual({ type: 'subscribed', assignmentId: world.work.id });

        const session = await world.a.request('POST', `/api/v3/assignments/${world.work.id}/quiz-sessions`, {
          headers: world.student.headers,
        });
        const { quizSessionId } = session.json<{ quizSessionId: number }>();
        const stored = await world.a.request('POST', `/api/v3/quiz-sessions/${quizSessionId}/answers`, {
          headers: world.student.headers,
          body: {
            questionId: defined(world.work.questionIds[0], 'a question of the work'),
            letter: 'B',
            timeTakenMs: 9000,
            clientAnswerId: randomUUID(),
          },
        });
        expect(stored.status).toBe(201);
        const { studentAnswerId } = stored.json<{ answer: { studentAnswerId: number } }>().answer;
        const received = await eventually(
          async () => messages,
          (m) => m.some((x) => x.type === 'answer'),
          10_000,
        );
        expect(received.find((x) => x.type === 'answer')?.event).toMatchObject({
          assignmentId: world.work.id,
          studentAnswerId,
          letter: 'B',
        });
      } finally {
        ws.terminate();
      }
    });

    it('a school renamed through one worker is named anew by users/me on the other, whose copy was cached', async () => {
      const me = async () =>
        (
          await world.b.request('GET', '/api/v4/users/me', { headers: world.admin.headers })
        ).json<MeResponse>();
      const schoolName = (m: MeResponse) => m.userSchools.find((s) => s.schoolId === world.school.id)?.name;
      expect(schoolName(await me())).toBe(world.school.name);

      // Written behind the server's back (no NOTIFY): the other worker keeps answering its cached copy,
      // so what follows shows eviction, not a cache that was never there.
      await world.database.query('update schools set name = $2 where id = $1', [world.school.id, 'Unseen']);
      expect(schoolName(await me())).toBe(world.school.name);

      const renamed = uniqueName('Renamed Academy');
      const put = await world.a.request('PUT', `/api/v3/schools/${world.school.id}`, {
        headers: world.admin.headers,
        body: {
          name: renamed,
          addressLine1: '3 Castle Street',
          city: 'Durham',
          country: 'GB',
          zipOrPostCode: 'DH1 3HE',
        },
      });
      expect(put.status).toBe(200);
      // Far inside the cache's 60 s: only the NOTIFY from the first worker can have evicted it.
      expect(schoolName(await eventually(me, (m) => schoolName(m) === renamed))).toBe(renamed);
    });

    it('a student added to a class through one worker is counted by users/me on the other, whose copy was cached', async () => {
      const count = async () =>
        (
          await world.b.request('GET', `/api/v4/users/me?includes=groups&schoolId=${world.school.id}`, {
            headers: world.admin.headers,
          })
        )
          .json<MeResponse>()
          .groups?.find((g) => g.groupId === world.classId)?.studentCount;
      const before = defined(await count(), "the class's count");
      const added = await world.a.request('POST', `/api/v3/groups/${world.classId}/students`, {
        headers: world.admin.headers,
        body: { students: [{ firstName: 'Ada', lastName: 'Okafor' }] },
      });
      expect(added.status).toBe(201);
      // Through the one membership owner's event (decision 0027), far inside the cache's 60 s.
      expect(await eventually(count, (n) => n === before + 1)).toBe(before + 1);
    });
  });

  describe('a worker that dies', () => {
    it('is replaced, and the server answers meanwhile and after', async () => {
      const victim = world.b.worker;
      const pid = await world.server.workerPid(victim);
      process.kill(pid, 'SIGKILL');
      const died = await world.server.waitFor(
        (l) => l.role === 'primary' && String(l.msg).startsWith(`worker ${victim} was killed (SIGKILL)`),
        `worker ${victim}'s death`,
      );
      // It had been serving: replaced at once, with a line that says so.
      expect(died.msg).toBe(`worker ${victim} was killed (SIGKILL); its replacement starts now`);
      expect(died.level).toBe(50);
      for (let i = 0; i < 3; i++) {
        const meanwhile = await PinnedConnection.open(world.server);
        expect(meanwhile.worker).toBe(world.a.worker);
        meanwhile.close();
      }
      const listening = await world.server.waitFor(
        (l) =>
          l.role === 'primary' &&
          l.slot === died.slot &&
          l.worker !== victim &&
          /^worker \d+ listening$/.test(String(l.msg)),
        'the replacement listening',
      );
      const replacement = await connectionTo(world.server, Number(listening.worker));
      const me = await replacement.request('GET', '/api/v4/users/me', { headers: world.admin.headers });
      expect(me.status).toBe(200);
      world.b.close();
      world.b = replacement;
    });
  });

  describe('SIGTERM', () => {
    it('lets a request in flight finish, then every worker and the primary exit 0', async () => {
      const body = JSON.stringify({ username: world.admin.userName, password: TEST_PASSWORD });
      const half = Math.floor(body.length / 2);
      const inFlight = world.a.begin('POST', '/api/v3/tokens/login-redirect', {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
      });
      const answered = world.a.answer(inFlight);
      inFlight.write(body.slice(0, half));
      // The worker has the request (its headers) once it logs it; the body is still to come.
      const arrived = world.server.lines.length;
      await world.server.waitFor(
        (l) =>
          world.server.lines.indexOf(l) >= arrived &&
          l.msg === 'incoming request' &&
          (l.req as { url?: string } | undefined)?.url === '/api/v3/tokens/login-redirect',
        'the request in flight',
      );

      world.server.signal('SIGTERM');
      await world.server.waitFor(
        (l) =>
          l.worker === world.a.worker &&
          l.msg === 'stopping (asked by the primary): requests in flight may take up to 10 s',
        'the worker stopping',
      );
      inFlight.end(body.slice(half));
      const reply = await answered;
      expect(reply.status).toBe(200);
      expect(reply.json()).toHaveProperty('refreshToken');

      expect(await world.server.exited).toEqual({ code: 0, signal: null });
      const stopped = world.server.lines.filter((l) => l.msg === 'stopped');
      expect(stopped).toHaveLength(2);
    });
  });
});

async function userName(database: Database, userId: number) {
  const [row] = await database.query<{ user_name: string }>('select user_name from users where id = $1', [
    userId,
  ]);
  return defined(row, 'the user').user_name;
}
