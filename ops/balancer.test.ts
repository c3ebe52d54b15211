import { randomUUID } from 'node:crypto';
import { liveLessonPaths } from '@mathsight/contract/live-lessons.paths.ts';
import {
  type HubServerMessage,
  type LiveLessonTeacherView,
  liveLessonHubAddress,
  type NegotiateResponse,
} from '@mathsight/contract/live-lessons.ts';
import { quizSessionPaths } from '@mathsight/contract/quiz-sessions.paths.ts';
import type { RealtimeServerMessage, RealtimeToken } from '@mathsight/contract/quiz-sessions.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  inPool,
  prepareAnsweringSchool,
  signInByPassword,
  startSession,
} from '../bench/lib/answering-school.ts';
import { HttpCaller } from '../bench/lib/http-call.ts';
import { type RunningServer, startServer } from '../bench/lib/server-process.ts';
import { AnsweringStudents } from './lib/answering-students.ts';
import { type BalancedNode, haproxyBinary, type RunningBalancer, startBalancer } from './lib/haproxy.ts';
import { storedAnswers } from './lib/stored-answers.ts';
import { freePort, postgresBinDir, startTempPostgres, type TempPostgres } from './lib/temp-postgres.ts';
import { eventually, until } from './lib/until.ts';

/**
 * Issue 33 point 5: three application nodes behind Debian's HAProxy on one PostgreSQL. Students answer
 * through the balancer with no sticky sessions; a node is killed (SIGKILL) under that load; the
 * balancer's health check takes it out, and back in once it is started again. No acknowledged answer
 * is lost and none is stored twice. A sign-out and a class's new student, made through one node,
 * reach the others (the NOTIFY fan-out that serve/cluster.test.ts shows between workers). A teacher's
 * live answer feed and a live lesson's board, each one socket through the balancer (so on one node),
 * see what students send through it to every node.
 */
const STUDENTS = 20;
const NODES = 3;
const binDir = postgresBinDir();
const haproxy = haproxyBinary();
const run = (binDir !== null && haproxy !== null) || Boolean(process.env.CI);
if (!run)
  console.warn(
    'balancer.test.ts skipped: it needs PostgreSQL binaries and HAProxy (sudo apt-get install -y haproxy).',
  );

describe.runIf(run)('three nodes behind HAProxy, one killed under load', { timeout: 240_000 }, () => {
  let pg: TempPostgres;
  let balancer: RunningBalancer | undefined;
  const servers: RunningServer[] = [];
  const nodes: BalancedNode[] = [];
  let school: Awaited<ReturnType<typeof prepareAnsweringSchool<'balanced' | 'watched'>>>;
  const caller = new HttpCaller(STUDENTS + 8);

  const serve = (node: BalancedNode) =>
    startServer({
      engine: 'postgres',
      port: node.port,
      databaseUrl: pg.url,
      env: { WEB_CONCURRENCY: '1', DEMO_DATA: 'off' },
    });
  const nodeState = async (name: string) => (await balancer?.nodes())?.get(name);

  beforeAll(async () => {
    if (!binDir || !haproxy)
      throw new Error(
        'CI needs PostgreSQL binaries and HAProxy: run `node scripts/ensure-haproxy.mjs` as root',
      );
    pg = await startTempPostgres(binDir);
    school = await prepareAnsweringSchool(
      { databaseUrl: pg.url },
      {
        students: STUDENTS,
        questions: 500,
        work: { balanced: 'Answers through the balancer', watched: 'Answers watched live' },
      },
    );
    for (let i = 1; i <= NODES; i++) nodes.push({ name: `node${i}`, port: await freePort() });
    // Each kept as it starts, so afterAll stops the ones that did when another fails.
    await Promise.all(
      nodes.map(async (node, i) => {
        servers[i] = await serve(node);
      }),
    );
    balancer = await startBalancer(haproxy, nodes);
    await eventually(
      async () => [...((await balancer?.nodes())?.values() ?? [])].map((n) => n.status),
      (s) => s.length === NODES && s.every((x) => x === 'UP'),
      'every node UP',
    );
  }, 240_000);

  afterAll(async () => {
    caller.destroy();
    await balancer?.stop();
    await Promise.all(servers.filter(Boolean).map((s) => s.stop()));
    await pg?.destroy();
  });

  it('loses no acknowledged answer when a node dies, and its health check takes it out and back in', async () => {
    const url = balancer?.url ?? '';
    const headers = await inPool(school.userNames, 4, (u) => signInByPassword(caller, url, u));
    const students = await inPool(headers, 8, async (h) => ({
      headers: h,
      session: await startSession(caller, url, school.assignmentIds.balanced, h),
    }));
    // Each student answers every 200 ms at most: 100 answers a second, for as long as the test needs.
    const load = new AnsweringStudents(caller, url, students, 150_000, 200);
    const running = load.run();
    await until(() => load.acknowledged.size >= 150, 30_000, '150 answers through the balancer');
    const before = await nodeState('node2');
    expect(before?.sessions).toBeGreaterThan(0);

    await servers[1]?.kill('SIGKILL');
    const killedAt = Date.now();
    await eventually(
      () => nodeState('node2'),
      (n) => n?.status === 'DOWN',
      'node2 marked DOWN',
    );
    // The other two go on serving.
    await until(() => load.acknowledgedSince(killedAt).length >= 150, 30_000, '150 answers after the kill');

    const restarted = await serve(nodes[1] as BalancedNode);
    servers[1] = restarted;
    const back = await eventually(
      () => nodeState('node2'),
      (n) => n?.status === 'UP',
      'node2 back UP',
    );
    await eventually(
      () => nodeState('node2'),
      (n) => (n?.sessions ?? 0) > (back?.sessions ?? 0),
      'node2 serving answers again',
    );
    load.finish();
    await running;

    expect(load.unexpected).toEqual([]);
    expect(load.pending.size).toBe(0);
    const ids = [...load.acknowledged.keys()];
    expect(await storedAnswers({ databaseUrl: pg.url }, school.assignmentIds.balanced, ids)).toEqual({
      listed: ids.length,
      all: ids.length,
      distinct: ids.length,
    });
    console.log(
      `balancer: ${ids.length} answers acknowledged across ${NODES} nodes, node2 killed and back; ` +
        `${load.gatewayFailures} answers met a 502/504 and were sent again, none stored twice.`,
    );
  });

  it('ends a sign-in on every node, and counts a new student on every node, when either is done through one', async () => {
    const direct = (i: number) => `http://127.0.0.1:${nodes[i]?.port}`;
    const login = await caller.call(
      `${balancer?.url}/api/v3/tokens/login-redirect`,
      'POST',
      {},
      {
        username: school.teacherUserName,
        password: 'answers-bench-password',
      },
    );
    const { refreshToken } = JSON.parse(login.body) as { refreshToken: string };
    const access = await caller.call(
      `${direct(0)}/api/v3/tokens/access?refreshToken=${encodeURIComponent(refreshToken)}`,
      'GET',
      {},
    );
    const teacher = {
      authorization: `Bearer ${(JSON.parse(access.body) as { accessToken: string }).accessToken}`,
    };
    type Me = {
      groups?: Array<{ groupId: number; studentCount: number }>;
      userSchools: Array<{ schoolId: number }>;
    };
    const me = async (i: number, query = '') =>
      caller.call(`${direct(i)}/api/v4/users/me${query}`, 'GET', teacher);

    // Every node answers users/me, and so caches it.
    const first = JSON.parse((await me(2)).body) as Me;
    const schoolId = first.userSchools[0]?.schoolId;
    const groupsOn = async (i: number) =>
      (JSON.parse((await me(i, `?includes=groups&schoolId=${schoolId}`)).body) as Me).groups ?? [];
    const [group] = await groupsOn(2);
    expect(group).toBeDefined();
    const added = await caller.call(
      `${direct(0)}/api/v3/groups/${group?.groupId}/students`,
      'POST',
      teacher,
      {
        students: [{ firstName: 'Ada', lastName: 'Okafor' }],
      },
    );
    expect(added.status).toBe(201);
    await eventually(
      () => groupsOn(2),
      (g) => g[0]?.studentCount === (group?.studentCount ?? 0) + 1,
      'the new student counted on node3',
    );

    const revoked = await caller.call(`${balancer?.url}/api/v3/tokens/revoke`, 'POST', {}, { refreshToken });
    expect(revoked.status).toBe(204);
    for (let i = 0; i < NODES; i++)
      await eventually(
        () => me(i),
        (r) => r.status === 401,
        `the ended sign-in refused on node${i + 1}`,
      );
  });
  it("carries live answers and a live lesson's votes from every node to a socket on one", async () => {
    const url = balancer?.url ?? '';
    const served = async () =>
      new Map([...((await balancer?.nodes()) ?? [])].map(([n, s]) => [n, s.sessions]));
    const servedBefore = await served();
    const teacher = await signInByPassword(caller, url, school.teacherUserName);
    const students = await inPool(school.userNames, 4, (u) => signInByPassword(caller, url, u));

    // The live answer feed: one socket, through the balancer, so held by whichever node it reached.
    const token = JSON.parse(
      (await caller.call(`${url}${quizSessionPaths.realtimeToken}`, 'GET', teacher)).body,
    );
    const feed = await openSocket<RealtimeServerMessage>(
      `${url}${quizSessionPaths.realtime}?token=${encodeURIComponent((token as RealtimeToken).token)}`,
    );
    feed.ws.send(JSON.stringify({ type: 'subscribe', assignmentId: school.assignmentIds.watched }));
    await until(() => feed.messages.some((m) => m.type === 'subscribed'), 10_000, 'the feed subscribed');
    const answering = await inPool(students, 8, async (headers) => ({
      headers,
      session: await startSession(caller, url, school.assignmentIds.watched, headers),
    }));
    const load = new AnsweringStudents(caller, url, answering, 60_000, 0);
    const running = load.run();
    await until(() => load.acknowledged.size >= 60, 30_000, '60 answers through the balancer');
    load.finish();
    await running;
    const answered = load.acknowledged.size;
    await until(
      () => feed.messages.filter((m) => m.type === 'answer').length >= answered,
      10_000,
      `all ${answered} answers on the feed`,
    );
    feed.ws.close();

    // A live lesson: the board's socket through the balancer; every student joins and votes through it.
    const [questionId] = school.questionIds;
    const started = await caller.call(`${url}${liveLessonPaths.lessons}`, 'POST', teacher, {
      groupId: school.groupId,
      questionIds: [questionId],
    });
    expect(started.status).toBe(201);
    const lesson = JSON.parse(started.body) as LiveLessonTeacherView;
    const negotiated = await caller.call(
      `${url}${liveLessonPaths.negotiate}?liveLessonId=${lesson.liveLessonId}&view=board`,
      'POST',
      teacher,
    );
    expect(negotiated.status).toBe(200);
    const board = await openSocket<HubServerMessage>(
      `${url}${liveLessonHubAddress(JSON.parse(negotiated.body) as NegotiateResponse)}`,
    );
    const boardShows = (check: (b: Extract<HubServerMessage, { type: 'board' }>['board']) => boolean) =>
      board.messages.some((m) => m.type === 'board' && check(m.board));
    for (const headers of students) {
      const joined = await caller.call(`${url}${liveLessonPaths.join}`, 'POST', headers, {
        code: lesson.joinCode,
      });
      expect(joined.status).toBe(200);
    }
    await until(
      () => boardShows((b) => b.joinedCount === STUDENTS),
      10_000,
      'every student joined, on the board',
    );
    const stage = await caller.call(`${url}${liveLessonPaths.stage(lesson.liveLessonId)}`, 'PUT', teacher, {
      questionId,
      phase: 'Voting',
    });
    expect(stage.status).toBeLessThan(300);
    const votes = await inPool(students, 8, (headers) =>
      caller.call(`${url}${liveLessonPaths.votes(lesson.liveLessonId)}`, 'POST', headers, {
        questionId,
        letter: 'ABCD'[students.indexOf(headers) % 4],
        clientAnswerId: randomUUID(),
      }),
    );
    expect(votes.map((v) => v.status)).toEqual(students.map(() => 201));
    await until(
      () => boardShows((b) => b.rounds[0]?.votedCount === STUDENTS),
      10_000,
      `all ${STUDENTS} votes counted on the board`,
    );
    board.ws.close();
    // Each node served some of these requests (round robin), while each socket was held by one node:
    // what the others received reached the sockets through PostgreSQL's NOTIFY.
    const servedAfter = await served();
    for (const node of nodes)
      expect(servedAfter.get(node.name) ?? 0).toBeGreaterThan(servedBefore.get(node.name) ?? 0);
  });
});

/** A socket (an http address, opened as ws) and every JSON message it has received. */
async function openSocket<T>(address: string): Promise<{ ws: WebSocket; messages: T[] }> {
  const ws = new WebSocket(address.replace(/^http/, 'ws'));
  const messages: T[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as T));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return { ws, messages };
}
