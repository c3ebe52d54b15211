import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { inPool, prepareAnsweringSchool, signInByPassword, startSession } from './lib/answering-school.ts';
import { HttpCaller } from './lib/http-call.ts';
import { percentile } from './lib/load.ts';
import { freshDataDir, freshPostgresDatabase, startServer } from './lib/server-process.ts';
import { printTable } from './lib/table.ts';

const STUDENTS = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const QUESTIONS = 150;
/** The paced phase's offered load: 200 students answering once every 200 ms each. */
const PACED_PER_SECOND = Number(process.env.BENCH_PACED_RATE ?? 1000);

/** Two open assignments of QUESTIONS questions (one per load phase, so each starts with fresh sessions). */
const prepare = (target: { databaseUrl?: string; dataDir?: string }) =>
  prepareAnsweringSchool(target, {
    students: STUDENTS,
    questions: QUESTIONS,
    work: { saturation: 'Answers benchmark', paced: 'Paced answers' },
  });

let caller = new HttpCaller(STUDENTS);
const call: HttpCaller['call'] = (...args) => caller.call(...args);

/**
 * 200 students start their session and answer question after question for SECONDS, all at once.
 * Unpaced (`everyMs` absent), each sends the next answer as soon as the last is acknowledged: the
 * most the server takes, where latency is only queueing (200 ÷ throughput on average). Paced, each
 * answers once every `everyMs`, the students' phases spread evenly; one who falls behind sends at once.
 */
async function load(
  base: string,
  assignmentId: number,
  headers: Array<Record<string, string>>,
  everyMs?: number,
) {
  const times: number[] = [];
  let acknowledged = 0;
  let other = 0;
  const sessions = await inPool(headers, 20, (h) => startSession(caller, base, assignmentId, h));
  const loadStarted = performance.now();
  const loadDeadline = loadStarted + SECONDS * 1000;
  await Promise.all(
    headers.map(async (h, k) => {
      const session = sessions[k] as (typeof sessions)[number];
      for (const [i, q] of session.questions.entries()) {
        if (everyMs !== undefined) {
          const due = loadStarted + (k / headers.length + i) * everyMs;
          if (due >= loadDeadline) break;
          const wait = due - performance.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        } else if (performance.now() >= loadDeadline) break;
        const t0 = performance.now();
        const res = await call(`${base}/api/v3/quiz-sessions/${session.quizSessionId}/answers`, 'POST', h, {
          questionId: q.questionId,
          letter: 'ABCD'[i % 4],
          timeTakenMs: 12_000,
          clientAnswerId: randomUUID(),
        });
        times.push(performance.now() - t0);
        if (res.status === 201) acknowledged++;
        else other++;
      }
    }),
  );
  const seconds = (performance.now() - loadStarted) / 1000;
  times.sort((a, b) => a - b);
  return {
    answers: times.length,
    acknowledged,
    other,
    perSecond: acknowledged / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  };
}

async function storedAnswers(target: { databaseUrl?: string; dataDir?: string }, assignmentId: number) {
  const database = await openDatabase(target);
  try {
    const rows = await database.query<{ n: number }>(
      'select count(*)::int as n from student_answers where assignment_id = $1',
      [assignmentId],
    );
    return rows[0]?.n ?? 0;
  } finally {
    await database.close();
  }
}

/**
 * `npm run bench -- answers`: 200 signed-in students answering at once over HTTP for ~10 s, on PGlite
 * and PostgreSQL; answers/s, the answer call's latency, and stored rows against acknowledged answers.
 */
export async function benchAnswers() {
  const postgresUrl = await freshPostgresDatabase();
  const engines: Array<{ engine: 'pglite' | 'postgres'; databaseUrl?: string }> = [{ engine: 'pglite' }];
  if (postgresUrl) engines.push({ engine: 'postgres', databaseUrl: postgresUrl });
  else console.log('PostgreSQL not reachable: PostgreSQL rows skipped.\n');
  // BENCH_ENGINE=postgres (or pglite) measures one engine, e.g. while profiling the server.
  const only = process.env.BENCH_ENGINE;
  if (only) engines.splice(0, engines.length, ...engines.filter((e) => e.engine === only));
  const rows: Array<Array<string | number>> = [];
  for (const { engine, databaseUrl } of engines) {
    caller = new HttpCaller(STUDENTS);
    const target = databaseUrl ? { databaseUrl } : { dataDir: freshDataDir() };
    const { assignmentIds, userNames } = await prepare(target);
    const server = await startServer({
      engine,
      port: 3302,
      ...(databaseUrl ? { databaseUrl } : { dataDir: target.dataDir }),
    });
    const phases: Array<{ phase: string; assignmentId: number; result: Awaited<ReturnType<typeof load>> }> =
      [];
    try {
      const signInStarted = performance.now();
      const headers = await inPool(userNames, 4, (u) => signInByPassword(caller, server.url, u));
      console.log(
        `${engine}: ${headers.length} students signed in (${((performance.now() - signInStarted) / 1000).toFixed(1)} s, untimed)`,
      );
      phases.push({
        phase: 'as fast as acknowledged',
        assignmentId: assignmentIds.saturation,
        result: await load(server.url, assignmentIds.saturation, headers),
      });
      phases.push({
        phase: `paced, ${PACED_PER_SECOND.toLocaleString('en-GB')}/s offered`,
        assignmentId: assignmentIds.paced,
        result: await load(server.url, assignmentIds.paced, headers, (STUDENTS / PACED_PER_SECOND) * 1000),
      });
    } finally {
      caller.destroy();
      await server.stop().catch(() => undefined);
    }
    for (const { phase, assignmentId, result } of phases) {
      const stored = await storedAnswers(target, assignmentId);
      rows.push([
        engine,
        phase,
        result.perSecond,
        result.p50,
        result.p95,
        result.p99,
        result.acknowledged,
        stored,
        result.other,
        stored === result.acknowledged ? 'yes' : 'NO',
      ]);
    }
    if (target.dataDir) rmSync(target.dataDir, { recursive: true, force: true });
  }
  console.log(
    `\n${STUDENTS} students answering at once over HTTP, ${SECONDS} s per phase (latency of the answer call, ms)\n`,
  );
  printTable(
    [
      'engine',
      'phase',
      'answers/s',
      'p50',
      'p95',
      'p99',
      'acknowledged (201)',
      'stored rows',
      'other',
      'equal',
    ],
    rows,
  );
  console.log(
    'Unpaced, every student waits only for their last answer, so latency is queueing: 200 ÷ answers/s on average.',
  );
  console.log('Target: ≥ 1,000 answers/s with p99 ≤ 100 ms on PostgreSQL (the paced phase).\n');
}
