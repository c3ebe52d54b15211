import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { hashPassword } from '../apps/server/src/auth/passwords.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { groupStudents, groups, groupTeachers, students, users } from '../apps/server/src/db/schema.ts';
import { AssignmentsRepository } from '../apps/server/src/modules/assignments/assignments.repository.ts';
import { AssignmentsService } from '../apps/server/src/modules/assignments/assignments.service.ts';
import { gridStudentsSql, gridWorkSql } from '../apps/server/src/modules/insights/grid-sql.ts';
import { SchoolAccessRepository } from '../apps/server/src/school-access/school-access.repository.ts';
import { SchoolAccessService } from '../apps/server/src/school-access/school-access.service.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-accounts.ts';
import { seedReferenceData } from '../apps/server/src/seed/seed.ts';
import { insertBenchSchool } from './lib/bench-school.ts';
import { HttpCaller } from './lib/http-call.ts';
import { percentile, runLoad } from './lib/load.ts';
import {
  freshDataDir,
  freshPostgresDatabase,
  type RunningServer,
  startServer,
} from './lib/server-process.ts';
import { signIn } from './lib/sign-in.ts';
import { printTable } from './lib/table.ts';

const CLASSES = 10;
const CLASS_SIZE = 30;
const QUESTIONS = 20;
const RUNS = Number(process.env.BENCH_RUNS ?? 400);
const WARM_UP = 40;
const LOAD_CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const DAY_MS = 86_400_000;

interface Prepared {
  schoolId: number;
  teacherUserName: string;
  classAssignmentId: number;
  yearAssignmentId: number;
}

/**
 * A school with a year group of 10 classes of 30 students, written straight into the database
 * before the server starts (PGlite belongs to one process): a 20-question assignment for one class
 * (30 × 20) and one for the whole year group (300 × 20), both set through AssignmentsService, then
 * answered in bulk: about 90% of the cells with a first attempt (70% right), some second attempts,
 * counters and hand-ins as the quiz-session service keeps them.
 */
async function prepare(database: Database): Promise<Prepared> {
  await database.migrate();
  await seedReferenceData(database.db);
  const passwordHash = await hashPassword(DEMO_PASSWORD, loadConfig().argon2);
  const tag = randomUUID().slice(0, 8);
  const prepared = await database.db.transaction(async (tx) => {
    const teacherUserName = `insights.teacher.${tag}`;
    const { school, teacher, teacherUser } = await insertBenchSchool(tx, {
      name: `Insights bench ${tag}`,
      city: 'York',
      teacherUserName,
      passwordHash,
    });
    const groupIds: number[] = [];
    for (let c = 0; c < CLASSES; c++) {
      const [group] = await tx
        .insert(groups)
        .values({ schoolId: school.id, code: `10${String.fromCharCode(65 + c)}/Ma` })
        .returning();
      if (!group) throw new Error('bench class not created');
      groupIds.push(group.id);
      await tx
        .insert(groupTeachers)
        .values({ groupId: group.id, teacherId: teacher.id, schoolId: school.id });
      const studentUsers = await tx
        .insert(users)
        .values(
          Array.from({ length: CLASS_SIZE }, (_, i) => ({
            roles: ['Student'],
            firstName: `Student${i + 1}`,
            lastName: `Class${c + 1}`,
            userName: `insights.student.${tag}.${c}.${i}`,
          })),
        )
        .returning({ id: users.id });
      const rows = await tx
        .insert(students)
        .values(studentUsers.map((u) => ({ userId: u.id, schoolId: school.id })))
        .returning({ id: students.id });
      await tx
        .insert(groupStudents)
        .values(rows.map((s) => ({ groupId: group.id, studentId: s.id, schoolId: school.id })));
    }
    const questionIds = (
      await tx.execute<{ id: number }>(sql`select id from questions order by id limit ${QUESTIONS * 2}`)
    ).rows.map((r) => r.id);
    const schoolAccess = new SchoolAccessService(new SchoolAccessRepository(tx as never));
    const service = new AssignmentsService(new AssignmentsRepository(tx as never), schoolAccess);
    const access = await schoolAccess.schoolAccess(
      { userId: teacherUser.id, roles: ['Teacher'] },
      school.id,
      true,
    );
    const set = (name: string, classes: number[], ids: number[]) =>
      service.create(access, {
        kind: 'DiagnosticQuiz',
        name,
        quizId: null,
        schemeQuizId: null,
        templateSlug: null,
        startDate: new Date(Date.now() - 3 * DAY_MS).toISOString(),
        endDate: new Date(Date.now() + DAY_MS).toISOString(),
        groupIds: classes,
        feedbackMode: 'AfterEachQuestion',
        askConfidence: false,
        questions: ids.map((questionId) => ({ questionId, reason: null })),
      });
    const classWork = await set('One class, 30 × 20', [groupIds[0] ?? 0], questionIds.slice(0, QUESTIONS));
    const yearWork = await set('Year group, 300 × 20', groupIds, questionIds.slice(QUESTIONS));
    return {
      teacherUserName,
      classAssignmentId: classWork.assignmentId,
      yearAssignmentId: yearWork.assignmentId,
      schoolId: school.id,
    };
  });
  for (const id of [prepared.classAssignmentId, prepared.yearAssignmentId]) {
    await database.db.execute(answerInBulk(prepared.schoolId, id));
  }
  return prepared;
}

/**
 * Answers for every targeted student, deterministic per (student, question): 90% answered, 70% of
 * those right, a wrong option otherwise; a quarter of wrong answers retried; counters and hand-ins.
 */
function answerInBulk(schoolId: number, assignmentId: number): SQL {
  return sql`with cells as (
  select st.student_id, aq.question_id, aq.sequence,
    abs(hashtext(st.student_id::text || ':' || aq.question_id::text)) % 100 as roll
  from assignment_students st join assignment_questions aq on aq.assignment_id = st.assignment_id
  where st.assignment_id = ${assignmentId}
), firsts as (
  insert into student_answers (school_id, assignment_id, student_id, question_id, answer_id, letter, is_correct,
    misconception_id, time_taken_ms, attempt, answered_at)
  select ${schoolId}, ${assignmentId}, c.student_id, c.question_id, qa.id, qa.letter, qa.is_correct, qa.misconception_id,
    8000 + c.roll * 400, 1, now() - interval '1 day' + c.sequence * interval '1 minute'
  from cells c
  join lateral (
    select * from question_answers qa where qa.question_id = c.question_id
      and (case when c.roll < 63 then qa.is_correct else not qa.is_correct end)
    order by (qa.letter::text || c.roll::text) limit 1
  ) qa on true
  where c.roll < 90
  returning student_id, question_id, is_correct
), retries as (
  insert into student_answers (school_id, assignment_id, student_id, question_id, answer_id, letter, is_correct,
    misconception_id, time_taken_ms, attempt, answered_at)
  select ${schoolId}, ${assignmentId}, f.student_id, f.question_id, qa.id, qa.letter, qa.is_correct, qa.misconception_id,
    9000, 2, now() - interval '12 hours'
  from firsts f join question_answers qa on qa.question_id = f.question_id and qa.is_correct
  where not f.is_correct and (f.student_id + f.question_id) % 4 = 0
  returning 1
), counts as (
  select student_id, count(*)::int as n, (count(*) filter (where is_correct))::int as correct from firsts group by student_id
)
update assignment_students st
set started_at = now() - interval '1 day', answered_count = c.n, correct_count = c.correct,
  completed_at = case when c.n = ${QUESTIONS} then now() - interval '20 hours' end
from counts c
where st.assignment_id = ${assignmentId} and st.student_id = c.student_id and (select count(*) from retries) >= 0`;
}

interface Timing {
  p50: number;
  p95: number;
}

type Once = () => Promise<unknown>;

/**
 * Times the calls in turn, one at a time, RUNS times each after WARM_UP rounds: alternating them
 * means they meet the same load on this shared machine, so their ratio is fair.
 */
async function timeInTurn(calls: Once[]): Promise<Timing[]> {
  for (let i = 0; i < WARM_UP; i++) for (const call of calls) await call();
  const times = calls.map(() => [] as number[]);
  for (let i = 0; i < RUNS; i++) {
    for (const [c, call] of calls.entries()) {
      const started = performance.now();
      await call();
      times[c]?.push(performance.now() - started);
    }
  }
  return times.map((t) => {
    t.sort((a, b) => a - b);
    return { p50: percentile(t, 50), p95: percentile(t, 95) };
  });
}

/** The grid's two statements, one after the other, as the service runs them. */
function sqlOnce(run: (query: SQL) => Promise<unknown>, assignmentId: number): Once {
  return async () => {
    await run(gridWorkSql(assignmentId));
    return run(gridStudentsSql(assignmentId));
  };
}

/** One grid call over HTTP, its whole body read. */
function httpOnce(
  server: RunningServer,
  caller: HttpCaller,
  headers: Record<string, string>,
  assignmentId: number,
) {
  const url = `${server.url}/api/v3/assignments/${assignmentId}/insights/teacher`;
  const state = { bytes: 0 };
  const once = async () => {
    const res = await caller.call(url, 'GET', headers);
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    state.bytes = Buffer.byteLength(res.body);
  };
  return { once, state };
}

function pgRunner(client: pg.Client) {
  const dialect = new PgDialect();
  return (query: SQL) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return client.query(text, params);
  };
}

/**
 * The results grid (GET /assignments/{id}/insights/teacher) for a 30 × 20 and a 300 × 20
 * assignment: p50/p95 over HTTP, one request at a time, beside the same two statements run
 * directly (pg on PostgreSQL; PGlite in this process before the server takes its folder), and the
 * grid under 10 connections for throughput.
 */
export async function benchInsights() {
  const postgresUrl = await freshPostgresDatabase();
  const rows: Array<Array<string | number>> = [];
  const loadRows: Array<Array<string | number>> = [];
  const engines: Array<'pglite' | 'postgres'> = ['pglite'];
  if (postgresUrl) engines.push('postgres');
  else console.log('PostgreSQL not reachable: PostgreSQL rows skipped.\n');
  // BENCH_ENGINE=postgres (or pglite) measures one engine, e.g. while profiling the server.
  const only = process.env.BENCH_ENGINE;
  if (only) engines.splice(0, engines.length, ...engines.filter((e) => e === only));

  for (const engine of engines) {
    const dataDir = engine === 'pglite' ? freshDataDir() : undefined;
    const target = engine === 'pglite' ? { dataDir } : { databaseUrl: postgresUrl ?? '' };
    const database = await openDatabase(target);
    let prepared: Prepared;
    const sqlTimes = new Map<number, Timing>();
    try {
      const started = performance.now();
      prepared = await prepare(database);
      console.log(
        `${engine}: school, 300 students and answers prepared in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      if (engine === 'pglite') {
        // PGlite serves one process: time the statements here, before the server opens the folder.
        const run = (query: SQL) => database.db.execute(query);
        for (const id of [prepared.classAssignmentId, prepared.yearAssignmentId]) {
          const [timing] = await timeInTurn([sqlOnce(run, id)]);
          if (timing) sqlTimes.set(id, timing);
        }
      }
    } finally {
      await database.close();
    }
    const server = await startServer({
      engine,
      port: 3303,
      ...(dataDir && { dataDir }),
      ...(engine === 'postgres' && postgresUrl && { databaseUrl: postgresUrl }),
    });
    try {
      const { accessToken } = await signIn(server, prepared.teacherUserName);
      const headers = { authorization: `Bearer ${accessToken}` };
      const client = engine === 'postgres' ? new pg.Client({ connectionString: postgresUrl ?? '' }) : null;
      await client?.connect();
      const caller = new HttpCaller(1);
      try {
        for (const [label, id] of [
          ['30 × 20 (one class)', prepared.classAssignmentId],
          ['300 × 20 (year group)', prepared.yearAssignmentId],
        ] as const) {
          const http = httpOnce(server, caller, headers, id);
          // PostgreSQL: the statements and the call in turn; PGlite: the statements were timed above.
          const [httpTime, sqlTime] = client
            ? await timeInTurn([http.once, sqlOnce(pgRunner(client), id)])
            : await timeInTurn([http.once]);
          const raw = sqlTime ?? sqlTimes.get(id);
          rows.push([
            engine,
            label,
            httpTime?.p50 ?? NaN,
            httpTime?.p95 ?? NaN,
            raw?.p50 ?? NaN,
            raw?.p95 ?? NaN,
            raw && httpTime ? (httpTime.p95 / raw.p95).toFixed(2) : '',
            Math.round(http.state.bytes / 1024),
          ]);
          const load = await runLoad({
            url: `${server.url}/api/v3/assignments/${id}/insights/teacher`,
            headers,
            connections: LOAD_CONNECTIONS,
            durationSeconds: SECONDS,
          });
          loadRows.push([
            engine,
            label,
            load.perSecond,
            load.p50,
            load.p95,
            load.p99,
            load.errors + load.non2xx,
          ]);
        }
      } finally {
        caller.destroy();
        await client?.end();
      }
    } finally {
      await server.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(`\nThe results grid, one request at a time, ${RUNS} runs after ${WARM_UP} to warm up (ms)\n`);
  printTable(['engine', 'grid', 'HTTP p50', 'HTTP p95', 'SQL p50', 'SQL p95', 'HTTP/SQL p95', 'KB'], rows);
  console.log(`The same call under ${LOAD_CONNECTIONS} connections, ${SECONDS} s each (ms)\n`);
  printTable(['engine', 'grid', 'req/s', 'p50', 'p95', 'p99', 'errors'], loadRows);
  console.log('Targets on PostgreSQL: 30 × 20 p95 ≤ 20 ms; HTTP p95 no more than 1.5 × the SQL p95.\n');
}
