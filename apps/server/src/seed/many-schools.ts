import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { hashPassword } from '../auth/passwords.ts';
import { loadConfig } from '../config.ts';
import { ensureAnswerPartitions, isPartitioned, writeAnswerKeys } from '../db/answer-partitions.ts';
import type { Database, Db } from '../db/client.ts';
import * as tables from '../db/schema.ts';
import { intBetween, pick, seededRandom, shuffled } from '../shared/random.ts';
import {
  chooseAnswer,
  drawStudent,
  questionDifficulty,
  type SimulatedStudent,
  timeTakenMs,
} from '../simulator/choose-answer.ts';
import { type SimQuestion, type SimQuiz, SimulatorRepository } from '../simulator/simulator.repository.ts';
import { suitableQuizzes } from '../simulator/term-plan.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { FIRST_NAMES, LAST_NAMES } from './names.ts';
import { rebuildInParallel } from './parallel-rebuild.ts';
import { seedReferenceData } from './seed.ts';

/**
 * Issue 33 point 1: many schools of a school year each, on PostgreSQL, fast enough for a hundred.
 * The students and their choices are the simulator's (`drawStudent`, `chooseAnswer`, `timeTakenMs`);
 * the rows go in with COPY (pg-copy-streams), not statement by statement: the work, its targets and
 * every answer of a school are generated in this process while PostgreSQL ingests the previous
 * chunk on the other core. The answers tables' secondary indexes are set aside during the load and
 * rebuilt from their own definitions after it (two at a time), and the measures and rollups are built
 * by the product's own rebuild (`replayMeasures` and each of `ROLLUP_REBUILDS`, side by side in worker
 * threads: parallel-rebuild.ts). Deterministic from the seed on a
 * fresh database (the ids are the database's, taken in order).
 *
 * School 1 is the benchmark's school: 2,000 students who use Mathsight heavily (two pieces of set work
 * a week and two practice sessions). The others are of 300–2,000 students (drawn from the seed) and
 * use it less and unevenly: one piece of set work a week done by 25–75 % of the students, and a
 * practice session in 5–25 % of the weeks (about 200 answers a student a year). A hundred schools hold about 10 times the first one's
 * answers.
 */
export interface ManySchoolsOptions {
  schools: number;
  seed: number;
  /** The school year ends the week before this. */
  now: Date;
  weeks?: number;
  /** Caps every school's size (tests: a few classes instead of thousands of students). */
  maxStudents?: number;
  log?: (line: string) => void;
}

export interface BuiltSchool {
  schoolId: number;
  name: string;
  students: number;
  /** The administrator who teaches every class; signs in with the demo password. */
  teacherUserName: string;
  groupIds: number[];
  /** A student of the school's first class with a year of answers. */
  studentId: number;
  answers: number;
}

export interface ManySchoolsResult {
  schools: BuiltSchool[];
  answers: number;
  /** Seconds per phase: structure (schools, classes, students), generate (JS time), copy (waiting on COPY), indexes, measures and rollups (side by side), analyze. */
  phases: Record<string, number>;
}

interface SchoolPlan {
  students: number;
  setWorkPerWeek: number;
  /** The share of students who do a piece of set work at all. */
  participation: number;
  /** Practice sessions a week: the whole part always, the fraction as a chance. */
  practicePerWeek: number;
  practiceQuestions: number;
}

const DAY_MS = 86_400_000;
const CLASS_SIZE = 30;
const CHUNK_BYTES = 1 << 20;
const ANSWER_TABLES = ['student_answers', 'practice_answers'] as const;

/** The schools' sizes and habits, from the seed alone. */
export function planSchools(count: number, seed: number): SchoolPlan[] {
  const random = seededRandom(seed * 7_919 + 1);
  return Array.from({ length: count }, (_, i) =>
    i === 0
      ? {
          students: 2000,
          setWorkPerWeek: 2,
          participation: 0.94,
          practicePerWeek: 2,
          practiceQuestions: 10,
        }
      : {
          students: intBetween(random, 300, 2000),
          setWorkPerWeek: 1,
          participation: 0.25 + random() * 0.5,
          practicePerWeek: 0.05 + random() * 0.2,
          practiceQuestions: 10,
        },
  );
}

/** Builds the schools into `database` (PostgreSQL at `url`), then the measures and rollups. */
export async function buildManySchools(
  database: Database,
  url: string,
  options: ManySchoolsOptions,
): Promise<ManySchoolsResult> {
  const log = options.log ?? (() => {});
  const weeks = options.weeks ?? 38;
  const phases: Record<string, number> = {
    structure: 0,
    generate: 0,
    copy: 0,
    indexes: 0,
    'measures and rollups': 0,
    analyze: 0,
  };
  const timed = async <T>(phase: string, work: () => Promise<T>): Promise<T> => {
    const began = performance.now();
    try {
      return await work();
    } finally {
      phases[phase] = (phases[phase] ?? 0) + (performance.now() - began) / 1000;
    }
  };
  const plans = planSchools(options.schools, options.seed).map((p) => ({
    ...p,
    students: Math.min(p.students, options.maxStudents ?? p.students),
  }));
  const db = database.db;
  await database.migrate();
  await seedReferenceData(db);
  const content = await loadContent(db);
  const firstWeek = startOfWeek(options.now.getTime()) - weeks * 7 * DAY_MS;

  const passwordHash = await hashPassword(DEMO_PASSWORD, loadConfig().argon2);
  const built: Array<{ school: BuiltSchool; plan: SchoolPlan; classes: number[]; studentIds: number[] }> = [];
  await timed('structure', async () => {
    for (const [i, plan] of plans.entries()) {
      const made = await insertSchool(db, `Hundred ${i + 1}`, plan.students, passwordHash, options.seed);
      built.push({ ...made, plan });
    }
  });
  log(`${plans.length} schools, ${built.reduce((n, b) => n + b.plan.students, 0)} students set up`);

  // PostgreSQL's answers by month (decision 0060): the year's months exist before its answers arrive,
  // so none lands in the default partition.
  const partitioned = await isPartitioned(db);
  if (partitioned) await ensureAnswerPartitions(db, options.now, { since: new Date(firstWeek) });
  const copier = await Copier.open(url);
  const setAside = await timed('indexes', () => setIndexesAside(copier.client));
  try {
    for (const b of built) {
      b.school.answers = await writeSchoolYear(
        copier,
        content,
        b,
        { firstWeek, weeks, seed: options.seed },
        phases,
      );
      log(
        `${b.school.name}: ${b.plan.students} students, ${b.school.answers.toLocaleString('en-GB')} answers (generate ${phases.generate?.toFixed(0)} s, COPY wait ${phases.copy?.toFixed(0)} s so far)`,
      );
    }
  } finally {
    await copier.close();
    await timed('indexes', () => restoreIndexes(url, setAside));
  }
  // COPY ran with triggers off (session_replication_role = replica): each answer's key row, which the
  // insert trigger writes for every other writer, is written here in one statement.
  if (partitioned) await timed('indexes', () => writeAnswerKeys(db));
  log(`indexes rebuilt (${phases.indexes?.toFixed(0)} s)`);
  await timed('analyze', () => database.query('analyze', []));
  // The measures and every rollup, each in a worker of its own, side by side (parallel-rebuild.ts).
  const tasks = await timed('measures and rollups', () => rebuildInParallel(url));
  log(
    `measures and rollups rebuilt side by side (${phases['measures and rollups']?.toFixed(0)} s: ${Object.entries(
      tasks,
    )
      .map(([task, s]) => `${task} ${s.toFixed(0)} s`)
      .join(', ')})`,
  );
  await timed('analyze', () => database.query('vacuum analyze', []));
  return {
    schools: built.map((b) => b.school),
    answers: built.reduce((n, b) => n + b.school.answers, 0),
    phases,
  };
}

interface Content {
  quizzes: SimQuiz[];
  strands: string[];
  misconceptionPool: number[];
  quizQuestions: Map<number, SimQuestion[]>;
  unitsByYear: Map<number, Array<{ id: number; questions: SimQuestion[] }>>;
  /** question id → letter → question_answers.id */
  answerIds: Map<number, Map<string, number>>;
}

async function loadContent(db: Db): Promise<Content> {
  const reads = new SimulatorRepository(db);
  const quizzes = await reads.quizzes();
  const strands = await reads.strands();
  const live = await db.execute<{ id: number; topic_unit_id: number }>(
    sql`select id, topic_unit_id from questions where not retired order by id`,
  );
  const questions = new Map(
    (await reads.questions(live.rows.map((r) => r.id))).map((q) => [q.questionId, q]),
  );
  const misconceptionPool = [
    ...new Set(
      [...questions.values()]
        .flatMap((q) => q.options.map((o) => o.misconceptionId))
        .filter((m): m is number => m !== null),
    ),
  ];
  const quizQuestions = new Map<number, SimQuestion[]>();
  const qq = await db.execute<{ quiz_id: number; question_id: number }>(
    sql`select quiz_id, question_id from quiz_questions order by quiz_id, sequence`,
  );
  for (const r of qq.rows) {
    const q = questions.get(r.question_id);
    if (!q) continue;
    const list = quizQuestions.get(r.quiz_id) ?? [];
    list.push(q);
    quizQuestions.set(r.quiz_id, list);
  }
  const units = await db.execute<{ id: number; year_from: number; year_to: number }>(
    sql`select id, year_from, year_to from topic_units order by id`,
  );
  const byUnit = Map.groupBy(live.rows, (r) => r.topic_unit_id);
  const unitsByYear = new Map<number, Array<{ id: number; questions: SimQuestion[] }>>();
  for (let year = 7; year <= 13; year++) {
    unitsByYear.set(
      year,
      units.rows
        .filter((u) => u.year_from <= year && year <= u.year_to)
        .map((u) => ({
          id: u.id,
          questions: (byUnit.get(u.id) ?? []).flatMap((r) => questions.get(r.id) ?? []),
        }))
        .filter((u) => u.questions.length > 0),
    );
  }
  const answers = await db.execute<{ id: number; question_id: number; letter: string }>(
    sql`select id, question_id, letter from question_answers`,
  );
  const answerIds = new Map<number, Map<string, number>>();
  for (const r of answers.rows) {
    const m = answerIds.get(r.question_id) ?? new Map<string, number>();
    m.set(r.letter, r.id);
    answerIds.set(r.question_id, m);
  }
  return { quizzes, strands, misconceptionPool, quizQuestions, unitsByYear, answerIds };
}

/** The school, its administrator (who teaches every class), its classes of 30 across Years 7–13 and its students. */
async function insertSchool(db: Db, name: string, count: number, passwordHash: string, seed: number) {
  return db.transaction(async (tx) => {
    const [school] = await tx
      .insert(tables.schools)
      .values({ name, city: 'Leeds', country: 'GB' })
      .returning();
    const teacherUserName = `${name.toLowerCase().replace(/\s+/g, '.')}.s${seed}.teacher`;
    const [teacherUser] = await tx
      .insert(tables.users)
      .values({
        roles: ['Teacher'],
        firstName: 'Head',
        lastName: 'Teacher',
        userName: teacherUserName,
        email: `${teacherUserName}@example.com`,
        passwordHash,
      })
      .returning();
    if (!school || !teacherUser) throw new Error('school not created');
    const [teacher] = await tx
      .insert(tables.teachers)
      .values({
        userId: teacherUser.id,
        schoolId: school.id,
        membershipStatus: 'Confirmed',
        verifiedInSchool: true,
        isSchoolAdministrator: true,
      })
      .returning();
    if (!teacher) throw new Error('teacher not created');
    const classes: number[] = [];
    const studentIds: number[] = [];
    for (let c = 0; c * CLASS_SIZE < count; c++) {
      const [group] = await tx
        .insert(tables.groups)
        .values({
          schoolId: school.id,
          code: `${7 + (c % 7)}${String.fromCharCode(65 + Math.floor(c / 7))}/Ma`,
        })
        .returning({ id: tables.groups.id });
      if (!group) throw new Error('class not created');
      classes.push(group.id);
      await tx
        .insert(tables.groupYearGroups)
        .values({ groupId: group.id, countryYearGroupId: 8 + (c % 7), schoolId: school.id });
      await tx
        .insert(tables.groupTeachers)
        .values({ groupId: group.id, teacherId: teacher.id, schoolId: school.id });
      const first = c * CLASS_SIZE;
      const size = Math.min(CLASS_SIZE, count - first);
      const made = await tx
        .insert(tables.users)
        .values(
          Array.from({ length: size }, (_, i) => ({
            roles: ['Student'],
            firstName: FIRST_NAMES[(first + i) % FIRST_NAMES.length] ?? 'Sam',
            lastName: LAST_NAMES[((first + i) * 7) % LAST_NAMES.length] ?? 'Smith',
            userName: `${name.toLowerCase().replace(/\s+/g, '.')}.s${seed}.${first + i}`,
          })),
        )
        .returning({ id: tables.users.id });
      const rows = await tx
        .insert(tables.students)
        .values(made.map((u) => ({ userId: u.id, schoolId: school.id })))
        .returning({ id: tables.students.id });
      await tx
        .insert(tables.groupStudents)
        .values(rows.map((s) => ({ groupId: group.id, studentId: s.id, schoolId: school.id })));
      studentIds.push(...rows.map((r) => r.id));
    }
    return {
      school: {
        schoolId: school.id,
        name,
        students: count,
        teacherUserName,
        groupIds: classes,
        studentId: studentIds[0] ?? 0,
        answers: 0,
      } satisfies BuiltSchool,
      classes,
      studentIds,
      teacherId: teacher.id,
    };
  });
}

/** COPY streams on connections of their own, with foreign-key triggers off (every id written was just read or reserved). */
class Copier {
  private constructor(
    readonly client: pg.Client,
    private readonly url: string,
  ) {}

  static async open(url: string) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return new Copier(client, url);
  }

  /** Reserves `n` consecutive ids of a table's identity (nobody else writes while the generator runs). */
  async reserve(table: string, n: number): Promise<number> {
    if (n === 0) return 0;
    const r = await this.client.query<{ last: string }>(
      `select setval(pg_get_serial_sequence($1, 'id'), nextval(pg_get_serial_sequence($1, 'id')) + $2 - 1) as last`,
      [table, n],
    );
    return Number(r.rows[0]?.last) - n + 1;
  }

  /** A COPY into `table (columns)` on a connection of its own: write lines, then end. */
  async stream(table: string, columns: string): Promise<CopyStream> {
    const client = new pg.Client({ connectionString: this.url });
    await client.connect();
    await client.query(`set session_replication_role = replica`);
    const stream = client.query(copyFrom(`copy ${table} (${columns}) from stdin`));
    return new CopyStream(client, stream);
  }

  async close() {
    await this.client.end();
  }
}

class CopyStream {
  #buffer: string[] = [];
  #bytes = 0;
  rows = 0;
  constructor(
    private readonly client: pg.Client,
    private readonly stream: Writable,
  ) {}

  /** Buffers a line; returns a promise only when a chunk went out and the stream asks to wait. */
  line(text: string): Promise<void> | undefined {
    this.#buffer.push(text);
    this.#bytes += text.length + 1;
    this.rows += 1;
    if (this.#bytes < CHUNK_BYTES) return undefined;
    return this.#send();
  }

  async #send() {
    const chunk = `${this.#buffer.join('\n')}\n`;
    this.#buffer = [];
    this.#bytes = 0;
    if (!this.stream.write(chunk)) await once(this.stream, 'drain');
  }

  async end() {
    if (this.#buffer.length) await this.#send();
    this.stream.end();
    await finished(this.stream);
    await this.client.end();
  }
}

/** The answers tables' indexes that no constraint owns, dropped for the load; their definitions kept to rebuild them. */
async function setIndexesAside(client: pg.Client): Promise<string[]> {
  const r = await client.query<{ name: string; def: string }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as def
from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
where t.relname = any($1) and t.relnamespace = 'public'::regnamespace
  and not exists (select 1 from pg_constraint c where c.conindid = i.oid)
order by i.relname`,
    [ANSWER_TABLES],
  );
  for (const { name } of r.rows) await client.query(`drop index "${name}"`);
  // A partitioned table's index reads "ON ONLY"; rebuilt on the parent, it reaches every partition.
  return r.rows.map((row) => row.def.replace(' ON ONLY ', ' ON '));
}

/** Rebuilds the indexes set aside, two at a time (the machine's cores). */
async function restoreIndexes(url: string, definitions: string[]) {
  const queue = [...definitions];
  await Promise.all(
    [0, 1].map(async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`set maintenance_work_mem = '512MB'`);
        for (let def = queue.shift(); def; def = queue.shift()) await client.query(def);
      } finally {
        await client.end();
      }
    }),
  );
}

interface Work {
  assignmentId: number;
  quizId: number;
  questions: SimQuestion[];
  start: number;
  year: number;
}

/** One school's year: its work (assignments, their classes, questions and targets) and every answer, by COPY. */
async function writeSchoolYear(
  copier: Copier,
  content: Content,
  b: { school: BuiltSchool; plan: SchoolPlan; classes: number[]; studentIds: number[] },
  year: { firstWeek: number; weeks: number; seed: number },
  phases: Record<string, number>,
): Promise<number> {
  const { school, plan, classes } = b;
  const seed = year.seed * 1_000 + school.schoolId;
  const teacher = await copier.client.query<{ id: number }>(
    `select id from teachers where school_id = $1 order by id limit 1`,
    [school.schoolId],
  );
  const teacherId = teacher.rows[0]?.id ?? 0;
  // The work: each year group's classes get the same piece together, as in the scale benchmark.
  const classYear = (c: number) => 7 + (c % 7);
  const work: Work[] = [];
  for (let y = 7; y <= 13; y++) {
    const { topics, diagnostics } = suitableQuizzes(content.quizzes, y);
    for (let week = 0; week < year.weeks; week++)
      for (let k = 0; k < plan.setWorkPerWeek; k++) {
        const slot = week * plan.setWorkPerWeek + k;
        const quiz =
          slot % 6 === 5 && diagnostics.length > 0
            ? diagnostics[slot % diagnostics.length]
            : topics[(slot + school.schoolId) % Math.max(1, topics.length)];
        const questions = quiz ? content.quizQuestions.get(quiz.quizId) : undefined;
        if (!quiz || !questions?.length) continue;
        const start = year.firstWeek + (week * 7 + k * 2) * DAY_MS + 8 * 3_600_000;
        work.push({ assignmentId: 0, quizId: quiz.quizId, questions, start, year: y });
      }
  }
  const firstAssignment = await copier.reserve('assignments', work.length);
  work.forEach((w, i) => {
    w.assignmentId = firstAssignment + i;
  });
  const sid = school.schoolId;
  const streams = {
    assignments: await copier.stream(
      'assignments',
      'id, school_id, kind, name, quiz_id, start_date, end_date, feedback_mode, created_by_teacher_id',
    ),
    groups: await copier.stream('assignment_groups', 'assignment_id, group_id, school_id'),
    questions: await copier.stream('assignment_questions', 'assignment_id, question_id, sequence, school_id'),
    targets: await copier.stream(
      'assignment_students',
      'assignment_id, student_id, group_id, school_id, started_at, completed_at, answered_count, correct_count',
    ),
    answers: await copier.stream(
      'student_answers',
      'school_id, assignment_id, student_id, question_id, answer_id, letter, is_correct, misconception_id, time_taken_ms, attempt, answered_at',
    ),
    sessions: await copier.stream(
      'quiz_sessions',
      'id, school_id, student_id, topic_unit_id, kind, started_at, finished_at',
    ),
    practice: await copier.stream(
      'practice_answers',
      'school_id, quiz_session_id, student_id, question_id, answer_id, letter, is_correct, misconception_id, time_taken_ms, answered_at, client_answer_id',
    ),
  };
  let waiting = 0;
  const wait = async (p: Promise<void> | undefined) => {
    if (!p) return;
    const began = performance.now();
    await p;
    waiting += performance.now() - began;
  };
  const generateBegan = performance.now();
  for (const w of work) {
    const quiz = content.quizzes.find((q) => q.quizId === w.quizId);
    const kind = quiz?.kind === 'Diagnostic' ? 'DiagnosticQuiz' : 'TopicQuiz';
    await wait(
      streams.assignments.line(
        `${w.assignmentId}\t${sid}\t${kind}\t${copyText(quiz?.name ?? 'Quiz')}\t${w.quizId}\t${iso(w.start)}\t${iso(w.start + 7 * DAY_MS)}\tAtEnd\t${teacherId}`,
      ),
    );
    for (const [c, g] of classes.entries())
      if (classYear(c) === w.year) await wait(streams.groups.line(`${w.assignmentId}\t${g}\t${sid}`));
    for (const [i, q] of w.questions.entries())
      await wait(streams.questions.line(`${w.assignmentId}\t${q.questionId}\t${i + 1}\t${sid}`));
  }
  // Practice sessions: ids reserved for the most a student could have; unused ones are gaps, as after rollbacks.
  const maxSessions = Math.ceil(plan.practicePerWeek) * year.weeks * b.studentIds.length;
  let nextSession = await copier.reserve('quiz_sessions', maxSessions);
  let answers = 0;
  let uuid = seed * 1_000_000_000;
  for (const [c, group] of classes.entries()) {
    const y = classYear(c);
    const ofYear = work.filter((w) => w.year === y);
    const units = content.unitsByYear.get(y) ?? [];
    const first = c * CLASS_SIZE;
    for (const studentId of b.studentIds.slice(first, first + CLASS_SIZE)) {
      const student = drawStudent(seed, studentId, content.strands, content.misconceptionPool);
      for (const w of ofYear) {
        const random = seededRandom(seed * 15_485_863 + studentId * 31 + w.assignmentId);
        const sat = sitWork(student, w, plan, random, content);
        let correct = 0;
        for (const a of sat) {
          if (a.attempt === 1 && a.isCorrect) correct += 1;
          answers += 1;
          await wait(
            streams.answers.line(
              `${sid}\t${w.assignmentId}\t${studentId}\t${a.questionId}\t${a.answerId}\t${a.letter}\t${a.isCorrect ? 't' : 'f'}\t${a.misconceptionId ?? '\\N'}\t${a.ms}\t${a.attempt}\t${iso(a.at)}`,
            ),
          );
        }
        const firsts = sat.filter((a) => a.attempt === 1);
        const started = firsts.length ? iso(firsts[0]?.at ?? 0) : '\\N';
        const done = firsts.length === w.questions.length ? iso((firsts.at(-1)?.at ?? 0) + 60_000) : '\\N';
        await wait(
          streams.targets.line(
            `${w.assignmentId}\t${studentId}\t${group}\t${sid}\t${started}\t${done}\t${firsts.length}\t${correct}`,
          ),
        );
      }
      if (units.length === 0) continue;
      for (let week = 0; week < year.weeks; week++) {
        const weekStart = year.firstWeek + week * 7 * DAY_MS;
        const random = seededRandom(seed * 104_729 + studentId * 131 + week);
        const whole = Math.floor(plan.practicePerWeek);
        const sessions = whole + (random() < plan.practicePerWeek - whole ? 1 : 0);
        for (let s = 0; s < sessions; s++) {
          const unit = pick(random, units);
          let at = weekStart + (s * 2 + random()) * DAY_MS + 16 * 3_600_000;
          const sessionId = nextSession++;
          await wait(
            streams.sessions.line(
              `${sessionId}\t${sid}\t${studentId}\t${unit.id}\tGeneric\t${iso(at)}\t${iso(at + 15 * 60_000)}`,
            ),
          );
          const asked = shuffled(unit.questions, random).slice(0, plan.practiceQuestions);
          for (const q of asked) {
            const difficulty = questionDifficulty(q, q.yearGroup);
            const option = chooseAnswer(
              student,
              { strand: q.strand, difficulty, options: q.options },
              random,
            );
            const ms = timeTakenMs(student.abilities[q.strand] ?? 0, difficulty, random);
            at += ms + 15_000;
            answers += 1;
            await wait(
              streams.practice.line(
                `${sid}\t${sessionId}\t${studentId}\t${q.questionId}\t${content.answerIds.get(q.questionId)?.get(option.letter) ?? 0}\t${option.letter}\t${option.isCorrect ? 't' : 'f'}\t${option.misconceptionId ?? '\\N'}\t${ms}\t${iso(at)}\t${uuidOf(uuid++)}`,
              ),
            );
          }
        }
      }
    }
  }
  const generated = performance.now() - generateBegan - waiting;
  const endBegan = performance.now();
  for (const s of Object.values(streams)) await s.end();
  phases.generate = (phases.generate ?? 0) + generated / 1000;
  phases.copy = (phases.copy ?? 0) + (waiting + performance.now() - endBegan) / 1000;
  return answers;
}

interface Sat {
  questionId: number;
  answerId: number;
  letter: string;
  isCorrect: boolean;
  misconceptionId: number | null;
  ms: number;
  attempt: number;
  at: number;
}

/** A student's sitting of one piece of work: the scale benchmark's rule (all, part or none; a third of wrong answers retried). */
function sitWork(
  student: SimulatedStudent,
  w: Work,
  plan: SchoolPlan,
  random: () => number,
  content: Content,
): Sat[] {
  const roll = random();
  const none = 1 - plan.participation;
  const count =
    roll < none ? 0 : roll < none + 0.1 ? intBetween(random, 1, w.questions.length) : w.questions.length;
  let at = w.start + random() * 5 * DAY_MS;
  const out: Sat[] = [];
  const id = (q: SimQuestion, letter: string) => content.answerIds.get(q.questionId)?.get(letter) ?? 0;
  for (const q of w.questions.slice(0, count)) {
    const difficulty = questionDifficulty(q, w.year);
    const option = chooseAnswer(student, { strand: q.strand, difficulty, options: q.options }, random);
    const ms = timeTakenMs(student.abilities[q.strand] ?? 0, difficulty, random);
    at += ms;
    out.push({
      questionId: q.questionId,
      answerId: id(q, option.letter),
      letter: option.letter,
      isCorrect: option.isCorrect,
      misconceptionId: option.misconceptionId,
      ms,
      attempt: 1,
      at,
    });
    if (!option.isCorrect && random() < 0.35) {
      const others = q.options.filter((o) => o.letter !== option.letter);
      const retry = others.find((o) => o.isCorrect && random() < 0.6) ?? pick(random, others);
      at += 9_000;
      out.push({
        questionId: q.questionId,
        answerId: id(q, retry.letter),
        letter: retry.letter,
        isCorrect: retry.isCorrect,
        misconceptionId: retry.misconceptionId,
        ms: 9_000,
        attempt: 2,
        at,
      });
    }
  }
  return out;
}

const iso = (ms: number) => new Date(ms).toISOString();
const copyText = (s: string) => s.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n');
/** A deterministic UUID-shaped client id from a counter. */
const uuidOf = (n: number) => {
  const hex = n.toString(16).padStart(32, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
};

function startOfWeek(ms: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - ((d.getUTCDay() + 6) % 7) * DAY_MS;
}
