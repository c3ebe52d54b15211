import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { type BuiltSchool, buildManySchools } from '../apps/server/src/seed/many-schools.ts';
import { inPool, startSession } from './lib/answering-school.ts';
import { HttpCaller } from './lib/http-call.ts';
import { readBenchMeta, recreateDatabase } from './lib/kept-database.ts';
import { percentile, runLoad } from './lib/load.ts';
import { BENCH_POSTGRES_URL, type RunningServer, startServer } from './lib/server-process.ts';
import { signIn } from './lib/sign-in.ts';
import { printTable } from './lib/table.ts';

/**
 * Issue 33 point 2: one 2,000-student school's calls with its school alone and among BENCH_SCHOOLS
 * schools (100 by default; the generator's other schools hold about 10 times its answers), in one run.
 * Two databases built by `buildManySchools` from the same seed (so the school's own rows are the same
 * in both) and kept: `<BENCH_HUNDRED_DB>_1` and `<BENCH_HUNDRED_DB>_<N>`, rebuilt when the generator's
 * version changes or with BENCH_REBUILD=1. A server on each (one worker, report figures computed each
 * time); each call is measured one request at a time in BENCH_ROUNDS rounds (3) that alternate which
 * server goes first, and the medians of the rounds' p95s are printed side by side with their ratio
 * (target ≤ 1.2). `BENCH_SCHOOLS=10` checks the bench in minutes.
 */
const GENERATOR_VERSION = 1;
const SCHOOLS = Number(process.env.BENCH_SCHOOLS ?? 100);
const PREFIX = process.env.BENCH_HUNDRED_DB ?? 'mathsight_hundred';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SEED = 33;
const ANSWERING_STUDENTS = 20;
const PORT = Number(process.env.BENCH_PORT ?? 3321);

interface Kept {
  school: BuiltSchool;
  answers: number;
  seconds: number;
  phases: Record<string, number>;
  /** Set work of the school's first class, for the results grid. */
  assignmentId: number;
}

const CALLS: Array<{ name: string; path: (k: Kept) => string }> = [
  {
    name: 'school report (1 month)',
    path: (k) => `/api/v3/schools/${k.school.schoolId}/reports/school?months=1`,
  },
  {
    name: 'class report (1 month)',
    path: (k) => `/api/v3/schools/${k.school.schoolId}/reports/groups/${k.school.groupIds[0]}?months=1`,
  },
  {
    name: 'student page: profile and topics',
    path: (k) => `/api/v3/schools/${k.school.schoolId}/students/${k.school.studentId}/profile`,
  },
  {
    name: 'student page: work',
    path: (k) => `/api/v3/schools/${k.school.schoolId}/students/${k.school.studentId}/profile/work`,
  },
  {
    name: 'results grid (one class, one piece of work)',
    path: (k) => `/api/v3/assignments/${k.assignmentId}/insights/teacher`,
  },
];

export async function benchHundred() {
  const alone = await keptDatabase(1);
  const many = await keptDatabase(SCHOOLS);
  const rows: Array<Array<string | number>> = [];
  const servers = await Promise.all([
    startServer({
      engine: 'postgres',
      port: PORT,
      databaseUrl: alone.url,
      env: { REPORT_CACHE_SECONDS: '0' },
    }),
    startServer({
      engine: 'postgres',
      port: PORT + 1,
      databaseUrl: many.url,
      env: { REPORT_CACHE_SECONDS: '0' },
    }),
  ]);
  try {
    const headers = await Promise.all(
      [alone, many].map(async (d, i) => {
        const { accessToken } = await signIn(servers[i] as RunningServer, d.kept.school.teacherUserName);
        return { authorization: `Bearer ${accessToken}` };
      }),
    );
    for (const call of CALLS) {
      // ROUNDS rounds, alternating which side goes first (alone, among; among, alone; …), so a busy
      // machine's drift weighs on both; each side's p95 is the median of its rounds'.
      const p95s: number[][] = [[], []];
      for (let round = 0; round < ROUNDS; round++) {
        for (const i of round % 2 === 0 ? [0, 1] : [1, 0]) {
          const d = i === 0 ? alone : many;
          const url = `${(servers[i] as RunningServer).url}${call.path(d.kept)}`;
          if (round < 2) await runLoad({ url, headers: headers[i], connections: 1, amount: 20 });
          const r = await runLoad({ url, headers: headers[i], connections: 1, durationSeconds: SECONDS });
          if (r.errors + r.non2xx > 0) throw new Error(`${call.name}: ${r.errors + r.non2xx} failed calls`);
          p95s[i]?.push(r.p95);
        }
      }
      rows.push(row(call.name, p95s.map(median)));
    }
    const answerP95: number[] = [];
    for (const [i, d] of [alone, many].entries())
      answerP95.push(await answerCall(servers[i] as RunningServer, d.url, d.kept));
    rows.push(row('answer call (one student at a time, 5 students)', answerP95));
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
  console.log(
    `\nOne school of ${alone.kept.school.students} students (${alone.kept.answers.toLocaleString('en-GB')} answers) alone, and among ${SCHOOLS} schools (${many.kept.answers.toLocaleString('en-GB')} answers, ${(many.kept.answers / alone.kept.answers).toFixed(1)}× the data); p95 in ms (median of ${ROUNDS} alternating rounds of ${SECONDS} s), one worker, figures computed each time\n`,
  );
  printTable(['call', 'alone p95', `among ${SCHOOLS} p95`, 'ratio', 'target'], rows);
  console.log('Built (s, under load unless the machine was idle):\n');
  // In the generator's order (the kept JSON does not keep it).
  const order = [
    'structure',
    'generate',
    'copy',
    'indexes',
    'measures',
    'rollups',
    'measures and rollups',
    'analyze',
  ];
  const found = new Set([alone, many].flatMap((d) => Object.keys(d.kept.phases)));
  const phases = [...order.filter((p) => found.has(p)), ...[...found].filter((p) => !order.includes(p))];
  printTable(
    ['database', 'answers', 'total', ...phases],
    [alone, many].map((d, i) => [
      i === 0 ? '1 school' : `${SCHOOLS} schools`,
      d.kept.answers,
      Math.round(d.kept.seconds),
      ...phases.map((p) => {
        const seconds = d.kept.phases[p];
        return seconds === undefined ? '—' : Math.round(seconds);
      }),
    ]),
  );
}

const row = (name: string, [a = Number.NaN, b = Number.NaN]: number[]) => [
  name,
  round(a),
  round(b),
  round(b / a),
  '≤ 1.2',
];
const round = (x: number) => Math.round(x * 100) / 100;
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * The answer call: ANSWERING_STUDENTS students of the school's first class (given the demo password)
 * each start a new open piece of work and answer its questions, five students at once; every POST's time.
 */
async function answerCall(server: RunningServer, url: string, kept: Kept): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let assignmentId: number;
  let userNames: string[];
  try {
    const teacher = await client.query<{ id: number; password_hash: string }>(
      `select t.id, u.password_hash from teachers t join users u on u.id = t.user_id where u.user_name = $1`,
      [kept.school.teacherUserName],
    );
    const t = teacher.rows[0];
    const members = await client.query<{ id: number; user_name: string }>(
      `update users u set password_hash = $1 from group_students gs join students s on s.id = gs.student_id
where gs.group_id = $2 and u.id = s.user_id and s.id in
  (select student_id from group_students where group_id = $2 order by student_id limit $3)
returning u.id, u.user_name`,
      [t?.password_hash, kept.school.groupIds[0], ANSWERING_STUDENTS],
    );
    userNames = members.rows.map((r) => r.user_name);
    // New work each run (the students answer each question once): the quiz of the grid's work, open now.
    const made = await client.query<{ id: number }>(
      `insert into assignments (school_id, kind, name, quiz_id, start_date, end_date, feedback_mode, created_by_teacher_id)
select school_id, kind, 'Hundred bench ' || $2, quiz_id, now() - interval '1 hour', now() + interval '1 day', 'AtEnd', $3
from assignments where id = $1 returning id`,
      [kept.assignmentId, randomUUID().slice(0, 8), t?.id],
    );
    assignmentId = made.rows[0]?.id ?? 0;
    await client.query(
      'insert into assignment_groups (assignment_id, group_id, school_id) values ($1, $2, $3)',
      [assignmentId, kept.school.groupIds[0], kept.school.schoolId],
    );
    await client.query(
      `insert into assignment_questions (assignment_id, question_id, sequence, school_id)
select $1, question_id, sequence, school_id from assignment_questions where assignment_id = $2`,
      [assignmentId, kept.assignmentId],
    );
    await client.query(
      `insert into assignment_students (assignment_id, student_id, group_id, school_id)
select $1, student_id, group_id, school_id from group_students where group_id = $2`,
      [assignmentId, kept.school.groupIds[0]],
    );
  } finally {
    await client.end();
  }
  const caller = new HttpCaller(8);
  const times: number[] = [];
  try {
    const base = server.url;
    await inPool(userNames, 5, async (userName) => {
      const { accessToken } = await signIn(server, userName);
      const h = { authorization: `Bearer ${accessToken}` };
      const session = await startSession(caller, base, assignmentId, h);
      for (const [i, q] of session.questions.entries()) {
        const t0 = performance.now();
        const res = await caller.call(
          `${base}/api/v3/quiz-sessions/${session.quizSessionId}/answers`,
          'POST',
          h,
          {
            questionId: q.questionId,
            letter: 'ABCD'[i % 4],
            timeTakenMs: 12_000,
            clientAnswerId: randomUUID(),
          },
        );
        times.push(performance.now() - t0);
        if (res.status !== 201) throw new Error(`answer: ${res.status} ${res.body}`);
      }
    });
  } finally {
    caller.destroy();
  }
  times.sort((a, b) => a - b);
  return percentile(times, 95);
}

/** The kept database of `schools` schools (built first when missing, stale or BENCH_REBUILD=1). */
async function keptDatabase(schools: number): Promise<{ url: string; kept: Kept }> {
  const url = Object.assign(new URL(BENCH_POSTGRES_URL), { pathname: `/${PREFIX}_${schools}` }).toString();
  const fingerprint = `${GENERATOR_VERSION}:${SEED}:${schools}`;
  if (process.env.BENCH_REBUILD !== '1') {
    const kept = await readBenchMeta<Kept>(url, fingerprint, 'kept');
    if (kept) {
      console.log(
        `Using ${PREFIX}_${schools} built before (${kept.answers.toLocaleString('en-GB')} answers).`,
      );
      return { url, kept };
    }
  }
  await recreateDatabase(url);
  console.log(`Building ${PREFIX}_${schools}: ${schools} schools`);
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: url });
  try {
    const built = await buildManySchools(database, url, {
      schools,
      seed: SEED,
      now: new Date(),
      log: (line) => console.log(`  [${((performance.now() - started) / 1000).toFixed(0)} s] ${line}`),
    });
    const school = built.schools[0] as BuiltSchool;
    const work = await database.query<{ id: number }>(
      `select a.id from assignments a join assignment_groups ag on ag.assignment_id = a.id
where ag.group_id = $1 and a.kind = 'TopicQuiz' order by a.start_date desc limit 1`,
      [school.groupIds[0]],
    );
    const kept: Kept = {
      school,
      answers: built.answers,
      seconds: (performance.now() - started) / 1000,
      phases: built.phases,
      assignmentId: work[0]?.id ?? 0,
    };
    await database.query('create table bench_meta (fingerprint text not null, kept jsonb not null)', []);
    await database.query('insert into bench_meta values ($1, $2)', [fingerprint, JSON.stringify(kept)]);
    console.log(
      `  ${schools} schools, ${built.answers.toLocaleString('en-GB')} answers in ${kept.seconds.toFixed(0)} s (${Object.entries(
        built.phases,
      )
        .map(([p, s]) => `${p} ${s.toFixed(0)} s`)
        .join(', ')})`,
    );
    return { url, kept };
  } finally {
    await database.close();
  }
}
