import { hashPassword } from '../auth/passwords.ts';
import { loadConfig } from '../config.ts';
import { ensureAnswerPartitions, isPartitioned, writeAnswerKeys } from '../db/answer-partitions.ts';
import type { Database, Db } from '../db/client.ts';
import * as tables from '../db/schema.ts';
import { intBetween, seededRandom } from '../shared/random.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { Copier, restoreIndexes, setIndexesAside } from './many-schools-copy.ts';
import { CLASS_SIZE, DAY_MS, loadContent, startOfWeek, writeSchoolYear } from './many-schools-year.ts';
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

export interface SchoolPlan {
  students: number;
  setWorkPerWeek: number;
  /** The share of students who do a piece of set work at all. */
  participation: number;
  /** Practice sessions a week: the whole part always, the fraction as a chance. */
  practicePerWeek: number;
  practiceQuestions: number;
}

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
