import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { inPool, prepareAnsweringSchool, signInByPassword, startSession } from './lib/answering-school.ts';
import { runBaselineBench, tableNumber, tableRows } from './lib/baseline-run.ts';
import { HttpCaller } from './lib/http-call.ts';
import { percentile } from './lib/load.ts';
import { PgWaitSampler } from './lib/pg-wait-sampler.ts';
import { freshDataDir, freshPostgresDatabase, startServer } from './lib/server-process.ts';
import { printTable } from './lib/table.ts';

const STUDENTS = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Enough that no student runs out within a phase at 5,000 answers/s (the unpaced phase ends early otherwise). */
const QUESTIONS = 300;
/** The paced phase's offered load (BENCH_PACED_RATE): 2,000/s is 200 students answering once every 100 ms each. */
const PACED_PER_SECOND = Number(process.env.BENCH_PACED_RATE ?? 2000);

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

/** One phase's figures on one engine with one worker count. */
interface PhaseRow {
  engine: 'pglite' | 'postgres';
  workers: string;
  phase: string;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  acknowledged: number;
  stored: number;
  other: number;
}

/**
 * The server's processes (BENCH_WORKERS, passed to the server as WEB_CONCURRENCY): 1 by default;
 * `default` leaves WEB_CONCURRENCY unset, so the server picks (one per core on PostgreSQL).
 */
const WORKERS = process.env.BENCH_WORKERS ?? '1';

/** WEB_CONCURRENCY for the server: `default` is 0, which the server reads as one per core. */
const workerCount = (workers: string) => (workers === 'default' ? 0 : Number(workers));

/** Both phases on each engine (BENCH_ENGINE=postgres or pglite picks one), the server with `workers` processes. */
async function measure(workers: string, only = process.env.BENCH_ENGINE): Promise<PhaseRow[]> {
  const postgresUrl = await freshPostgresDatabase();
  const engines: Array<{ engine: 'pglite' | 'postgres'; databaseUrl?: string }> = [{ engine: 'pglite' }];
  if (postgresUrl) engines.push({ engine: 'postgres', databaseUrl: postgresUrl });
  else console.log('PostgreSQL not reachable: PostgreSQL rows skipped.\n');
  if (only) engines.splice(0, engines.length, ...engines.filter((e) => e.engine === only));
  const rows: PhaseRow[] = [];
  for (const { engine, databaseUrl } of engines) {
    caller = new HttpCaller(STUDENTS);
    const target = databaseUrl ? { databaseUrl } : { dataDir: freshDataDir() };
    const { assignmentIds, userNames } = await prepare(target);
    const server = await startServer({
      engine,
      port: Number(process.env.BENCH_PORT ?? 3302),
      ...(databaseUrl ? { databaseUrl } : { dataDir: target.dataDir }),
      workers: workerCount(workers),
    });
    const phases: Array<{ phase: string; assignmentId: number; result: Awaited<ReturnType<typeof load>> }> =
      [];
    try {
      const signInStarted = performance.now();
      const headers = await inPool(userNames, 4, (u) => signInByPassword(caller, server.url, u));
      console.log(
        `${engine}, workers ${workers}: ${headers.length} students signed in (${((performance.now() - signInStarted) / 1000).toFixed(1)} s, untimed)`,
      );
      // BENCH_PG_WAITS=1: what PostgreSQL's backends wait on during each phase (profiling).
      const sampled = async <T>(phase: string, run: () => Promise<T>) => {
        if (!databaseUrl || !process.env.BENCH_PG_WAITS) return run();
        const sampler = new PgWaitSampler(databaseUrl);
        await sampler.start();
        try {
          return await run();
        } finally {
          await sampler.stopAndPrint(`${engine}, ${phase}`);
        }
      };
      const paced = `paced, ${PACED_PER_SECOND.toLocaleString('en-GB')}/s offered`;
      phases.push({
        phase: 'as fast as acknowledged',
        assignmentId: assignmentIds.saturation,
        result: await sampled('as fast as acknowledged', () =>
          load(server.url, assignmentIds.saturation, headers),
        ),
      });
      phases.push({
        phase: paced,
        assignmentId: assignmentIds.paced,
        result: await sampled(paced, () =>
          load(server.url, assignmentIds.paced, headers, (STUDENTS / PACED_PER_SECOND) * 1000),
        ),
      });
    } finally {
      caller.destroy();
      await server.stop().catch(() => undefined);
    }
    for (const { phase, assignmentId, result } of phases) {
      rows.push({ engine, workers, phase, ...result, stored: await storedAnswers(target, assignmentId) });
    }
    if (target.dataDir) rmSync(target.dataDir, { recursive: true, force: true });
  }
  return rows;
}

const HEADERS = [
  'commit',
  'engine',
  'workers',
  'phase',
  'answers/s',
  'p50',
  'p95',
  'p99',
  'acknowledged (201)',
  'stored rows',
  'other',
  'equal',
];

function cells(commit: string, r: PhaseRow): Array<string | number> {
  return [
    commit,
    r.engine,
    r.workers,
    r.phase,
    r.perSecond,
    r.p50,
    r.p95,
    r.p99,
    r.acknowledged,
    r.stored,
    r.other,
    r.stored === r.acknowledged ? 'yes' : 'NO',
  ];
}

/** This checkout's commit, marked when it has uncommitted changes. */
function currentCommit(): string {
  const git = (args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  return `${git(['rev-parse', '--short', 'HEAD'])}${git(['status', '--porcelain']) ? ' (+ changes)' : ''}`;
}

/**
 * The baseline commit's own answers bench on PostgreSQL (same phases, seconds, paced rate and
 * database), from its printed table: the old server is one process, whatever BENCH_WORKERS says.
 */
async function baselineRows(commit: string): Promise<PhaseRow[]> {
  const printed = await runBaselineBench(commit, 'answers', {
    ...process.env,
    BENCH_ENGINE: 'postgres',
    BENCH_SECONDS: String(SECONDS),
    BENCH_PACED_RATE: String(PACED_PER_SECOND),
    BENCH_PG_WAITS: '',
    BENCH_BASELINE: '',
    WEB_CONCURRENCY: '1',
  });
  // By the header's names: older commits print no commit column, newer ones do.
  const [header = [], ...rows] = tableRows(printed);
  const cell = (row: string[], name: string) => row[header.indexOf(name)];
  return rows
    .filter((c) => cell(c, 'engine') === 'postgres')
    .map((c) => ({
      engine: 'postgres',
      workers: '1',
      phase: cell(c, 'phase') ?? '',
      perSecond: tableNumber(cell(c, 'answers/s')),
      p50: tableNumber(cell(c, 'p50')),
      p95: tableNumber(cell(c, 'p95')),
      p99: tableNumber(cell(c, 'p99')),
      acknowledged: tableNumber(cell(c, 'acknowledged (201)')),
      stored: tableNumber(cell(c, 'stored rows')),
      other: tableNumber(cell(c, 'other')),
    }));
}

/** Issue 24's targets on PostgreSQL: unpaced, and the paced phase (≥ 2,000/s achieved at p99 ≤ 50 ms). */
function verdicts(rows: PhaseRow[]) {
  for (const r of rows.filter((x) => x.engine === 'postgres')) {
    const equal = r.stored === r.acknowledged;
    const ok = r.phase.startsWith('paced')
      ? r.perSecond >= 0.98 * PACED_PER_SECOND && r.p99 <= 50 && equal
      : r.perSecond >= 3000 && equal;
    const target = r.phase.startsWith('paced')
      ? `held ${PACED_PER_SECOND.toLocaleString('en-GB')}/s at p99 ≤ 50 ms`
      : '≥ 3,000 answers/s';
    console.log(
      `postgres, workers ${r.workers}, ${r.phase}: ${target}, stored = acknowledged: ${ok ? 'met' : 'NOT met'}`,
    );
  }
}

/**
 * `npm run bench -- answers`: 200 signed-in students answering at once over HTTP for ~10 s, on PGlite
 * and PostgreSQL; answers/s, the answer call's latency, and stored rows against acknowledged answers.
 *
 * BENCH_BASELINE=<commit> (issue 24: a328dd4, the commit before the measures) first runs that commit's
 * own answers bench on PostgreSQL in a temporary worktree (runBaselineBench), then this one on
 * PostgreSQL with one worker, and prints both and their ratio; with BENCH_WORKERS other than 1, this
 * commit then runs again with that many, shown beside (the ratio stays one process against one).
 */
export async function benchAnswers() {
  const baseline = process.env.BENCH_BASELINE;
  const here = currentCommit();
  if (!baseline) {
    const rows = await measure(WORKERS);
    console.log(
      `\n${STUDENTS} students answering at once over HTTP, ${SECONDS} s per phase (latency of the answer call, ms)\n`,
    );
    printTable(
      HEADERS,
      rows.map((r) => cells(here, r)),
    );
    verdicts(rows);
    console.log(
      '\nUnpaced, every student waits only for their last answer, so latency is queueing: 200 ÷ answers/s on average.\n',
    );
    return;
  }
  const before = await baselineRows(baseline);
  if (before.length !== 2)
    throw new Error(`the baseline's bench printed ${before.length} PostgreSQL rows, not 2`);
  const now = await measure('1', 'postgres');
  const more = WORKERS === '1' ? [] : await measure(WORKERS, 'postgres');
  console.log(
    `\n${STUDENTS} students answering at once over HTTP, ${SECONDS} s per phase, PostgreSQL, in one run: ` +
      `${baseline} (its own bench) then ${here} (latency of the answer call, ms)\n`,
  );
  printTable(HEADERS, [
    ...before.map((r) => cells(baseline, r)),
    ...now.map((r) => cells(here, r)),
    ...more.map((r) => cells(here, r)),
  ]);
  for (const [i, r] of now.entries()) {
    const old = before[i] as PhaseRow;
    const ratio = r.perSecond / old.perSecond;
    console.log(
      `${r.phase}: ${here} ${r.perSecond.toFixed(0)}/s ÷ ${baseline} ${old.perSecond.toFixed(0)}/s = ${ratio.toFixed(3)} ` +
        `(one worker each; target ≥ 0.95: ${ratio >= 0.95 ? 'met' : 'NOT met'})`,
    );
  }
  verdicts([...now, ...more]);
  console.log('');
}
