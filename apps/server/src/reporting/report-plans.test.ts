import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../app-context.ts';
import type { Caller } from '../auth/authenticate.ts';
import { loadConfig } from '../config.ts';
import { partitionAnswers } from '../db/answer-partitions.ts';
import { type Database, type Db, openDatabase } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { buildJobServices } from '../jobs/job-services.ts';
import { gridStudentsSql, gridWorkSql } from '../modules/insights/grid-sql.ts';
import { AnswerStoreRepository } from '../modules/quiz-sessions/answer-store.repository.ts';
import { schoolReportsModule } from '../modules/school-reports/school-reports.module.ts';
import { StudentProfileRepository } from '../modules/student-profile/student-profile.repository.ts';
import { type BuiltSchool, buildManySchools } from '../seed/many-schools.ts';

/**
 * Issue 33 point 2: the plans that keep one school's screens flat as other schools are added. On
 * PostgreSQL, with a database of three generated schools, each statement of the school report, the
 * class report, a student's page, the results grid and the answer call is captured as the code sends
 * it and EXPLAINed with its own parameters. Every scan of a table of school data (one with a
 * `school_id`) must start from an index whose leading column is the school or a key that belongs to one
 * school (a class, a piece of work, a student, a session, the row's own id): never a sequential scan,
 * which would read every school's rows. The planner is asked to avoid sequential scans
 * (`enable_seqscan = off`), so the small test database shows which index exists for each read, as the
 * large one chooses it (the bench prints the same plans at 100 schools).
 */
const url = process.env.TEST_DATABASE_URL;
const BOUND_KEYS = new Set([
  'school_id',
  'id',
  'assignment_id',
  'group_id',
  'student_id',
  'quiz_session_id',
  // An answer's own feedback, reached from the answer.
  'student_answer_id',
  // The caller's own user (the answer call finds the student by the signed-in user).
  'user_id',
  // The caller's membership of one school (decision 0004: a teachers row is a membership), read by the
  // access check before a report.
  'teacher_id',
]);

interface Captured {
  text: string;
  values: unknown[];
}

class CapturingPool extends pg.Pool {
  captured: Captured[] = [];
  // biome-ignore lint/suspicious/noExplicitAny: pg's query overloads
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config === 'object' && config?.text)
      this.captured.push({ text: config.text, values: config.values ?? values ?? [] });
    else if (typeof config === 'string') this.captured.push({ text: config, values: values ?? [] });
    return super.query(config, values, callback);
  }
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** Every scan of a table with the indexes it starts from (a bitmap heap scan's are its bitmap index scans'). */
function scans(node: PlanNode, out: Array<{ node: PlanNode; indexes: string[] }> = []) {
  // An insert or update names its table too; it reads nothing of other schools.
  if (node['Relation Name'] && node['Node Type'] !== 'ModifyTable') {
    const indexes = node['Index Name'] ? [node['Index Name']] : bitmapIndexes(node);
    out.push({ node, indexes });
  }
  for (const child of node.Plans ?? []) scans(child, out);
  return out;
}

function bitmapIndexes(node: PlanNode): string[] {
  return (node.Plans ?? []).flatMap((child) =>
    child['Node Type'] === 'Bitmap Index Scan' && child['Index Name']
      ? [child['Index Name']]
      : child['Node Type'].startsWith('Bitmap')
        ? bitmapIndexes(child)
        : [],
  );
}

describe.skipIf(!url)('report plans are bounded by the school (PostgreSQL)', () => {
  const name = `plans_${randomUUID().slice(0, 8)}`;
  const planUrl = Object.assign(new URL(url ?? 'postgres://x/y'), { pathname: `/${name}` }).toString();
  let database: Database;
  let pool: CapturingPool;
  let db: Db;
  let school: BuiltSchool;
  let schoolData: Set<string>;
  let leading: Map<string, string>;
  const admin = () => new pg.Client({ connectionString: url });

  beforeAll(async () => {
    const a = admin();
    await a.connect();
    await a.query(`create database "${name}"`);
    await a.end();
    database = await openDatabase({ databaseUrl: planUrl, poolSize: 3 });
    // The layout a host of a hundred schools runs (decision 0060): answers by month, converted by the operator.
    await database.migrate();
    await partitionAnswers(database.db);
    const built = await buildManySchools(database, planUrl, {
      schools: 3,
      seed: 5,
      now: new Date(),
      weeks: 6,
      maxStudents: 60,
    });
    school = built.schools[0] as BuiltSchool;
    pool = new CapturingPool({ connectionString: planUrl, max: 1 });
    db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
    const tables: { rows: Array<{ table_name: string }> } = await pool.query(
      `select table_name from information_schema.columns where table_schema = 'public' and column_name = 'school_id'`,
    );
    schoolData = new Set(tables.rows.map((r) => r.table_name));
    const indexes: { rows: Array<{ index: string; first: string }> } =
      await pool.query(`select i.relname as index, a.attname as first
from pg_index x join pg_class i on i.oid = x.indexrelid
join pg_attribute a on a.attrelid = x.indrelid and a.attnum = x.indkey[0]`);
    leading = new Map(indexes.rows.map((r) => [r.index, r.first]));
    const teacher: { rows: Array<{ id: number }> } = await pool.query(
      'select id from users where user_name = $1',
      [school.teacherUserName],
    );
    caller = { userId: teacher.rows[0]?.id ?? 0, roles: ['Teacher'] } as unknown as Caller;
    ({ schoolReports } = await buildJobServices(
      { database: { ...database, db, readDb: db }, config: loadConfig() },
      [schoolReportsModule],
    ));
  }, 300_000);

  afterAll(async () => {
    await pool?.end();
    await database?.close();
    const a = admin();
    await a.connect();
    await a.query(`drop database if exists "${name}" with (force)`);
    await a.end();
  });

  /** The statements `work` sends, each EXPLAINed: every scan of school data and the index it starts from. */
  async function plansOf(work: () => Promise<unknown>) {
    pool.captured = [];
    await work();
    const statements = pool.captured.filter((c) => /^\s*(with|select|insert)/i.test(c.text));
    expect(statements.length).toBeGreaterThan(0);
    const client = await pool.connect();
    const found: Array<{ table: string; node: string; index: string; first: string | undefined }> = [];
    try {
      await client.query('set enable_seqscan = off');
      for (const s of statements) {
        const r = await client.query({ text: `explain (format json) ${s.text}`, values: s.values });
        const plan = (r.rows[0] as { 'QUERY PLAN': Array<{ Plan: PlanNode }> })['QUERY PLAN'][0]?.Plan;
        for (const { node, indexes } of plan ? scans(plan) : []) {
          const table = node['Relation Name'] ?? '';
          if (!schoolData.has(table)) continue;
          if (indexes.length === 0)
            found.push({ table, node: node['Node Type'], index: '', first: undefined });
          for (const index of indexes)
            found.push({ table, node: node['Node Type'], index, first: leading.get(index) });
        }
      }
    } finally {
      client.release();
    }
    return found;
  }

  function expectBounded(found: Awaited<ReturnType<typeof plansOf>>) {
    expect(found.length).toBeGreaterThan(0);
    for (const scan of found) {
      expect(scan.node, `${scan.table} read without an index`).not.toBe('Seq Scan');
      expect(BOUND_KEYS.has(scan.first ?? ''), `${scan.table} by ${scan.index} (${scan.first})`).toBe(true);
    }
  }

  /**
   * The school reports' service as its module builds it (decision 0027), over the capturing pool, so its
   * statements (and the access check's) are the ones planned; the caller is the generated school's
   * administrator, who teaches every class.
   */
  let caller: Caller;
  let schoolReports: Services['schoolReports'];
  const reports = () => schoolReports;

  it('lands every generated answer in its month, each with its key (decision 0060)', async () => {
    const counts: { rows: Array<{ answers: string; keyed: string; stray: string }> } = await pool.query(
      `select (select count(*) from student_answers) as answers,
  (select count(*) from student_answers a join student_answer_keys k using (id)) as keyed,
  (select count(*) from student_answers_default) as stray`,
    );
    const [row] = counts.rows;
    expect(Number(row?.answers)).toBeGreaterThan(1000);
    expect(row?.keyed).toBe(row?.answers);
    expect(row?.stray).toBe('0');
  });

  it('the school report reads its school from its rollups by school_id', async () => {
    const found = await plansOf(() => reports().schoolReport(caller, school.schoolId, 1));
    expectBounded(found);
    expect(found.some((s) => s.first === 'school_id')).toBe(true);
  });

  it('the class report reads its class', async () => {
    expectBounded(
      await plansOf(() => reports().groupReport(caller, school.schoolId, school.groupIds[0] ?? 0, 1)),
    );
  });

  it("a student's page reads that student's rows", async () => {
    const repository = new StudentProfileRepository(db);
    expectBounded(
      await plansOf(async () => {
        await repository.header(school.schoolId, school.studentId);
        await repository.measures(school.studentId);
        await repository.misconceptions(school.studentId);
        await repository.work(school.studentId);
      }),
    );
  });

  it('the results grid reads one piece of work', async () => {
    const work: { rows: Array<{ id: number }> } = await pool.query(
      'select id from assignments where school_id = $1 order by id limit 1',
      [school.schoolId],
    );
    const assignmentId = work.rows[0]?.id ?? 0;
    expectBounded(
      await plansOf(async () => {
        await db.execute(gridWorkSql(assignmentId));
        await db.execute(gridStudentsSql(assignmentId));
      }),
    );
  });

  it('the answer call reaches its session, work and student by their keys', async () => {
    const work: { rows: Array<{ id: number; question_id: number }> } = await pool.query(
      `select a.id, aq.question_id from assignments a join assignment_questions aq on aq.assignment_id = a.id
where a.school_id = $1 order by a.id, aq.sequence limit 1`,
      [school.schoolId],
    );
    const row = work.rows[0];
    await pool.query(`update assignments set end_date = now() + interval '1 day' where id = $1`, [row?.id]);
    const session = await database.db.execute<{ id: number; user_id: number }>(sql`insert into quiz_sessions
  (school_id, student_id, assignment_id, kind) values (${school.schoolId}, ${school.studentId}, ${row?.id}, 'TopicPathwayQuiz')
on conflict (assignment_id, student_id) do update set finished_at = null
returning id, (select user_id from students where id = ${school.studentId}) as user_id`);
    const s = session.rows[0];
    await pool.query('delete from student_answers where assignment_id = $1 and student_id = $2', [
      row?.id,
      school.studentId,
    ]);
    expectBounded(
      await plansOf(() =>
        new AnswerStoreRepository(db).insertAnswerInSession({
          quizSessionId: s?.id ?? 0,
          userId: s?.user_id ?? 0,
          questionId: row?.question_id ?? 0,
          letter: 'A',
          confidence: null,
          timeTakenMs: 9_000,
          attempt: 1,
          answeredAt: new Date(),
          clientAnswerId: randomUUID(),
        }),
      ),
    );
  });
});
