import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { hashPassword } from '../apps/server/src/auth/passwords.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type DatabaseOptions, openDatabase } from '../apps/server/src/db/client.ts';
import { groupStudents, groups, groupTeachers, students, users } from '../apps/server/src/db/schema.ts';
import { seedReferenceData } from '../apps/server/src/seed/seed.ts';
import type {
  HubServerMessage,
  LiveLessonTeacherView,
  NegotiateResponse,
} from '../packages/contract/src/live-lessons.ts';
import { liveLessonHubAddress } from '../packages/contract/src/live-lessons.ts';
import { ANSWERING_PASSWORD, inPool, signInByPassword } from './lib/answering-school.ts';
import { insertBenchSchool } from './lib/bench-school.ts';
import { HttpCaller } from './lib/http-call.ts';
import { percentile } from './lib/load.ts';
import { freshDataDir, freshPostgresDatabase, startServer } from './lib/server-process.ts';
import { printTable } from './lib/table.ts';

const LESSONS = 10;
const PER_LESSON = 30;
/** Three for the one-lesson rounds, the last for the round of all ten lessons at once. */
const QUESTIONS = 4;
/** Server processes on PostgreSQL (BENCH_WORKERS): 2 by default, so a vote and the board's socket may meet on different processes (NOTIFY). */
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);

/** A school with LESSONS classes of PER_LESSON students and one teacher of them all, written before the server starts. */
async function prepare(target: DatabaseOptions) {
  const database = await openDatabase(target);
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    const passwordHash = await hashPassword(ANSWERING_PASSWORD, loadConfig().argon2);
    const tag = randomUUID().slice(0, 8);
    return await database.db.transaction(async (tx) => {
      const { school, teacherUser, teacher } = await insertBenchSchool(tx, {
        name: `Live bench ${tag}`,
        city: 'York',
        teacherUserName: `live.teacher.${tag}`,
        passwordHash,
      });
      const classes: Array<{ groupId: number; userNames: string[] }> = [];
      for (let c = 0; c < LESSONS; c++) {
        const [group] = await tx
          .insert(groups)
          .values({ schoolId: school.id, code: `L${c}` })
          .returning();
        if (!group) throw new Error('class not made');
        await tx
          .insert(groupTeachers)
          .values({ groupId: group.id, teacherId: teacher.id, schoolId: school.id });
        const made = await tx
          .insert(users)
          .values(
            Array.from({ length: PER_LESSON }, (_, i) => ({
              roles: ['Student'],
              firstName: 'Student',
              lastName: `${c}.${i}`,
              userName: `live.${tag}.${c}.${i}`,
              passwordHash,
            })),
          )
          .returning({ id: users.id, userName: users.userName });
        const rows = await tx
          .insert(students)
          .values(made.map((u) => ({ userId: u.id, schoolId: school.id })))
          .returning({ id: students.id });
        await tx
          .insert(groupStudents)
          .values(rows.map((s) => ({ groupId: group.id, studentId: s.id, schoolId: school.id })));
        classes.push({ groupId: group.id, userNames: made.map((u) => u.userName) });
      }
      const questions = await tx.execute<{ id: number }>(
        sql`select id from questions where not retired order by id limit ${QUESTIONS}`,
      );
      return { classes, teacherUserName: teacherUser.userName, questionIds: questions.rows.map((r) => r.id) };
    });
  } finally {
    await database.close();
  }
}

interface Board {
  ws: WebSocket;
  /** When each voted count was first seen on the board. */
  seenAt: Map<number, number>;
}

async function openBoard(
  base: string,
  caller: HttpCaller,
  headers: Record<string, string>,
  id: number,
): Promise<Board> {
  const res = await caller.call(
    `${base}/flow/v1/hubs/live-lesson/negotiate?liveLessonId=${id}&view=board`,
    'POST',
    headers,
  );
  if (res.status !== 200) throw new Error(`negotiate: ${res.status} ${res.body}`);
  const address = `${base.replace('http', 'ws')}${liveLessonHubAddress(JSON.parse(res.body) as NegotiateResponse)}`;
  const seenAt = new Map<number, number>();
  const ws = new WebSocket(address);
  ws.on('message', (data) => {
    const message = JSON.parse(String(data)) as HubServerMessage;
    if (message.type !== 'board') return;
    const round = message.board.rounds[0];
    if (round && !seenAt.has(round.votedCount)) seenAt.set(round.votedCount, performance.now());
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return { ws, seenAt };
}

/**
 * Every student of the lessons votes on the open question at once. A vote's latency is from its
 * POST to the board first showing a count that includes it: the k-th vote acknowledged is taken to
 * be the k-th counted (acknowledgement order is commit order but for ties, so this is close).
 */
async function voteRound(
  base: string,
  caller: HttpCaller,
  lessons: Array<{ id: number; board: Board; students: Array<Record<string, string>> }>,
  questionId: number,
  letter: (k: number) => string,
) {
  for (const l of lessons) l.board.seenAt.clear();
  const started = performance.now();
  const perLesson = await Promise.all(
    lessons.map(async (l) => {
      const sent = await Promise.all(
        l.students.map(async (h, k) => {
          const t0 = performance.now();
          const res = await caller.call(`${base}/api/v3/live-lessons/${l.id}/votes`, 'POST', h, {
            questionId,
            letter: letter(k),
            clientAnswerId: randomUUID(),
          });
          if (res.status !== 201) throw new Error(`vote: ${res.status} ${res.body}`);
          return { t0, acked: performance.now() };
        }),
      );
      sent.sort((a, b) => a.acked - b.acked);
      const deadline = performance.now() + 10_000;
      while (!l.board.seenAt.has(sent.length) && performance.now() < deadline) {
        await new Promise((r) => setTimeout(r, 5));
      }
      return sent.map((s, i) => {
        const seen = [...l.board.seenAt].filter(([n]) => n >= i + 1).map(([, at]) => at);
        return { board: seen.length ? Math.min(...seen) - s.t0 : Number.NaN, answered: s.acked - s.t0 };
      });
    }),
  );
  const flat = perLesson.flat();
  return {
    latencies: flat.map((v) => v.board),
    answered: flat.map((v) => v.answered),
    ms: performance.now() - started,
  };
}

async function runOn(engine: 'pglite' | 'postgres', target: DatabaseOptions) {
  const world = await prepare(target);
  const server = await startServer({
    engine,
    port: 3471,
    ...(target.databaseUrl && { databaseUrl: target.databaseUrl }),
    ...(target.dataDir && { dataDir: target.dataDir }),
    workers: engine === 'postgres' ? WORKERS : 1,
  });
  const caller = new HttpCaller(400);
  const base = server.url;
  const rows: Array<Array<string | number>> = [];
  try {
    const teacher = await signInByPassword(caller, base, world.teacherUserName);
    const lessons = await inPool(world.classes, 2, async (c) => {
      const res = await caller.call(`${base}/api/v3/live-lessons`, 'POST', teacher, {
        groupId: c.groupId,
        questionIds: world.questionIds,
      });
      if (res.status !== 201) throw new Error(`start: ${res.status} ${res.body}`);
      const lesson = JSON.parse(res.body) as LiveLessonTeacherView;
      const studentHeaders = await inPool(c.userNames, 4, (u) => signInByPassword(caller, base, u));
      await inPool(studentHeaders, 8, async (h) => {
        const joined = await caller.call(`${base}/api/v3/live-lessons/join`, 'POST', h, {
          code: lesson.joinCode,
        });
        if (joined.status !== 200) throw new Error(`join: ${joined.status} ${joined.body}`);
      });
      return {
        id: lesson.liveLessonId,
        students: studentHeaders,
        board: await openBoard(base, caller, teacher, lesson.liveLessonId),
      };
    });
    const stage = (id: number, questionId: number) =>
      caller.call(`${base}/api/v3/live-lessons/${id}/stage`, 'PUT', teacher, { questionId, phase: 'Voting' });

    // 30 students of one lesson at once, once per question.
    const one: number[] = [];
    const oneAnswered: number[] = [];
    const single = world.questionIds.slice(0, -1);
    for (const questionId of single) {
      const first = lessons[0];
      if (!first) break;
      await stage(first.id, questionId);
      const round = await voteRound(base, caller, [first], questionId, (k) => 'ABCD'[k % 4] ?? 'A');
      one.push(...round.latencies);
      oneAnswered.push(...round.answered);
    }
    // Every student of the ten lessons at once, on the last question.
    const questionId = world.questionIds.at(-1) ?? 0;
    for (const l of lessons) await stage(l.id, questionId);
    const all = await voteRound(base, caller, lessons, questionId, (k) => 'DCBA'[k % 4] ?? 'A');
    for (const [name, latencies, answered, wall] of [
      [`${PER_LESSON} students, one lesson (×${single.length} questions)`, one, oneAnswered, Number.NaN],
      [
        `${lessons.length * PER_LESSON} students, ${lessons.length} lessons at once`,
        all.latencies,
        all.answered,
        all.ms,
      ],
    ] as const) {
      const sorted = [...latencies].filter(Number.isFinite).sort((a, b) => a - b);
      const acked = [...answered].sort((a, b) => a - b);
      rows.push([
        engine,
        engine === 'postgres' ? String(WORKERS) : '1',
        name,
        sorted.length,
        latencies.length - sorted.length,
        percentile(sorted, 50),
        percentile(sorted, 95),
        percentile(sorted, 99),
        percentile(acked, 95),
        wall,
      ]);
    }
    for (const l of lessons) l.board.ws.close();
  } finally {
    caller.destroy();
    await server.stop();
  }
  return rows;
}

/** `npm run bench -- live`: vote POST → the board's socket showing the new count, p50/p95/p99 in ms. */
export async function benchLive() {
  const rows: Array<Array<string | number>> = [];
  const only = process.env.BENCH_ENGINE;
  if (only !== 'pglite') {
    const url = await freshPostgresDatabase();
    if (url) rows.push(...(await runOn('postgres', { databaseUrl: url })));
    else console.log('PostgreSQL: no server answered, skipped');
  }
  if (only !== 'postgres') {
    const dataDir = freshDataDir();
    try {
      rows.push(...(await runOn('pglite', { dataDir })));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  printTable(
    [
      'engine',
      'processes',
      'load',
      'votes',
      'missed',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'vote answered p95 ms',
      'all boards ms',
    ],
    rows,
  );
}
