import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../apps/server/src/db/client.ts';
import { groupTeachers } from '../../apps/server/src/db/schema.ts';
import { replayMeasures } from '../../apps/server/src/measurement/replay.ts';
import { AssignmentsRepository } from '../../apps/server/src/modules/assignments/assignments.repository.ts';
import { AssignmentsService } from '../../apps/server/src/modules/assignments/assignments.service.ts';
import { rebuildRollups } from '../../apps/server/src/reporting/rebuild-rollups.ts';
import { SchoolAccessRepository } from '../../apps/server/src/school-access/school-access.repository.ts';
import { SchoolAccessService } from '../../apps/server/src/school-access/school-access.service.ts';
import { intBetween, pick, seededRandom } from '../../apps/server/src/shared/random.ts';
import {
  chooseAnswer,
  drawStudent,
  questionDifficulty,
  type SimulatedStudent,
  timeTakenMs,
} from '../../apps/server/src/simulator/choose-answer.ts';
import {
  type SimQuestion,
  SimulatorRepository,
} from '../../apps/server/src/simulator/simulator.repository.ts';
import { suitableQuizzes } from '../../apps/server/src/simulator/term-plan.ts';
import { prepareBenchStudentSchool } from './bench-student-school.ts';

/**
 * A database of several schools at the scale of issue 14 point 11: one school of 2,000 students with over
 * 5 million answers (a school year of heavy use) beside smaller ones, built with the simulator's students
 * (`drawStudent`: abilities and misconceptions) and choice rule (`chooseAnswer`, `timeTakenMs`), its
 * work set through `AssignmentsService` as each class's teacher would set it.
 *
 * A year of use per student, 38 weeks: set work three times a week (the bank's quizzes, 6–10 questions;
 * most students do most of it, and retry about a third of their wrong answers) and practice, 5 sessions
 * of up to 15 questions a week on the units of their year (a unit offers fewer at times). About 2,800
 * answers a student, over 5 million for the big school (3 practice sessions a week gave 4.07 million). The answers go straight into the tables, 40,000 rows a statement (the per-answer
 * statements would take hours at this size), and then the measures are replayed through their cursor
 * and the rollups rebuilt, as the demo seed does; the work's counters (`assignment_students`) are
 * summed from the answers. Quiz sessions of set work are not written (no report reads them).
 */
export interface ScaleSchool {
  schoolId: number;
  teacherUserName: string;
  groupIds: number[];
  /** A student of the big school with a full year of answers. */
  studentId: number;
  answers: number;
}

export interface ScaleOptions {
  students: number;
  weeks: number;
  setWorkPerWeek: number;
  practiceSessionsPerWeek: number;
  practiceQuestions: number;
  now: Date;
  seed: number;
}

const DAY_MS = 86_400_000;
const ROWS_PER_STATEMENT = 40_000;
const FIRST = ['Amelia', 'Oliver', 'Isla', 'George', 'Ava', 'Noah', 'Mia', 'Leo', 'Zoë', 'Arjun', 'Freya'];
const LAST = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Patel',
  'Khan',
];

/** One school of `students` with its year of work and answers. The caller replays measures and rollups once for all. */
export async function generateScaleSchool(
  database: Database,
  name: string,
  options: ScaleOptions,
  log: (line: string) => void,
): Promise<ScaleSchool> {
  const school = await prepareBenchStudentSchool(database, {
    prefix: name,
    city: 'Leeds',
    students: options.students,
    classSize: 30,
    administrator: true,
    student: (n) => ({
      firstName: FIRST[n % FIRST.length] ?? 'Sam',
      lastName: LAST[(n * 7) % LAST.length] ?? 'Smith',
    }),
  });
  const db = database.db;
  const teacher = await db.execute<{ id: number; user_id: number }>(
    sql`select t.id, t.user_id from teachers t join users u on u.id = t.user_id where u.user_name = ${school.teacherUserName}`,
  );
  const teacherRow = teacher.rows[0];
  if (!teacherRow) throw new Error('scale teacher missing');
  // The administrator teaches every class, so the bench can read any class's report as its teacher.
  await db
    .insert(groupTeachers)
    .values(
      school.groupIds.map((groupId) => ({ groupId, teacherId: teacherRow.id, schoolId: school.schoolId })),
    );

  const reads = new SimulatorRepository(db);
  const access = new SchoolAccessService(new SchoolAccessRepository(db));
  const quizzes = await reads.quizzes();
  const strands = await reads.strands();
  const classes = await reads.classes(school.schoolId);
  const quizQuestions = new Map<number, SimQuestion[]>();
  const questionsOfQuiz = async (quizId: number) => {
    let found = quizQuestions.get(quizId);
    if (!found) {
      const ids = await db.execute<{ question_id: number }>(
        sql`select question_id from quiz_questions where quiz_id = ${quizId} order by sequence`,
      );
      found = await reads.questions(ids.rows.map((r) => r.question_id));
      quizQuestions.set(quizId, found);
    }
    return found;
  };
  const misconceptionPool = [
    ...new Set(
      (await reads.questions(await allPublishedQuestionIds(db)))
        .flatMap((q) => q.options.map((o) => o.misconceptionId))
        .filter((m): m is number => m !== null),
    ),
  ];
  const firstWeek = startOfWeek(options.now.getTime()) - options.weeks * 7 * DAY_MS;
  const answers = new AnswerWriter(db);
  let setCount = 0;

  // Each year group's classes get the same work together (one assignment per year group, as a head of
  // year sets it): the service's checks and notifications run once per piece of work, not per class.
  let settingMs = 0;
  for (const [year, yearClasses] of Map.groupBy(classes, (c) => c.year)) {
    const assignmentsService = new AssignmentsService(new AssignmentsRepository(db), access, {
      now: () => new Date(firstWeek),
    });
    const { topics, diagnostics } = suitableQuizzes(quizzes, year);
    const members = await db.execute<{ student_id: number }>(
      sql`select distinct student_id from group_students
where group_id = any(${`{${yearClasses.map((c) => c.groupId).join(',')}}`}::int[]) order by student_id`,
    );
    const studentsOfYear = members.rows.map((m) =>
      drawStudent(options.seed, m.student_id, strands, misconceptionPool),
    );
    const teacherUserId = yearClasses[0]?.teacherUserId ?? 0;
    for (let week = 0; week < options.weeks; week++) {
      for (let k = 0; k < options.setWorkPerWeek; k++) {
        const slot = week * options.setWorkPerWeek + k;
        const quiz =
          slot % 6 === 5 && diagnostics.length > 0
            ? diagnostics[slot % diagnostics.length]
            : topics[slot % Math.max(1, topics.length)];
        if (!quiz) continue;
        const start = firstWeek + (week * 7 + k * 2) * DAY_MS + 8 * 3_600_000;
        const setAt = performance.now();
        const detail = await assignmentsService.setQuiz(
          { userId: teacherUserId, roles: ['Teacher'] },
          quiz.quizId,
          {
            schoolId: school.schoolId,
            groupIds: yearClasses.map((c) => c.groupId),
            startDate: new Date(start).toISOString(),
            endDate: new Date(start + 7 * DAY_MS).toISOString(),
          },
        );
        settingMs += performance.now() - setAt;
        setCount += 1;
        const questions = await questionsOfQuiz(quiz.quizId);
        for (const student of studentsOfYear)
          await answers.sitWork(
            student,
            detail.assignmentId,
            school.schoolId,
            questions,
            year,
            start,
            options.seed,
          );
      }
      const weekStart = firstWeek + week * 7 * DAY_MS;
      for (const student of studentsOfYear)
        await answers.practise(student, school.schoolId, year, weekStart, options, reads);
    }
    log(
      `${name}: Year ${year} (${yearClasses.length} classes) done, ${answers.written.toLocaleString('en-GB')} answers so far; setting work ${(settingMs / 1000).toFixed(0)} s, writing answers ${(answers.writingMs / 1000).toFixed(0)} s`,
    );
  }
  await answers.flush();
  await db.execute(sql`update assignment_students st set
  answered_count = a.answered, correct_count = a.correct, started_at = a.first_at,
  completed_at = case when a.answered = (select count(*) from assignment_questions q where q.assignment_id = st.assignment_id)
    then a.last_at + interval '1 minute' end
from (select assignment_id, student_id, count(*)::int as answered, count(*) filter (where is_correct)::int as correct,
    min(answered_at) as first_at, max(answered_at) as last_at
  from student_answers where school_id = ${school.schoolId} and attempt = 1 group by assignment_id, student_id) a
where st.assignment_id = a.assignment_id and st.student_id = a.student_id`);
  const someone = await db.execute<{ student_id: number }>(
    sql`select student_id from group_students where group_id = ${school.groupIds[0] ?? 0} order by student_id limit 1`,
  );
  log(`${name}: ${setCount} pieces of work set, ${answers.written.toLocaleString('en-GB')} answers`);
  return {
    schoolId: school.schoolId,
    teacherUserName: school.teacherUserName,
    groupIds: school.groupIds,
    studentId: someone.rows[0]?.student_id ?? 0,
    answers: answers.written,
  };
}

/** After every school: the measures replayed through their cursor, the rollups rebuilt, statistics gathered. */
export async function finishScaleDatabase(database: Database, log: (line: string) => void) {
  let started = performance.now();
  const replayed = await replayMeasures(database.db);
  log(
    `measures replayed over ${replayed.toLocaleString('en-GB')} answers in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  started = performance.now();
  await rebuildRollups(database.db);
  log(`rollups rebuilt in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  await database.query('vacuum analyze', []);
}

async function allPublishedQuestionIds(db: Db): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`select id from questions where not retired`);
  return result.rows.map((r) => r.id);
}

function startOfWeek(ms: number): number {
  const d = new Date(ms);
  const monday =
    Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - ((d.getUTCDay() + 6) % 7) * DAY_MS;
  return monday;
}

interface SetWorkRow {
  assignmentId: number;
  studentId: number;
  questionId: number;
  letter: string;
  isCorrect: boolean;
  misconceptionId: number | null;
  timeTakenMs: number;
  attempt: number;
  answeredAt: number;
}

/** Buffers answers and writes them with one `insert … select from unnest(…)` per 40,000 rows. */
class AnswerWriter {
  written = 0;
  writingMs = 0;
  #work: SetWorkRow[] = [];
  #practice: Array<Omit<SetWorkRow, 'assignmentId' | 'attempt'> & { session: number }> = [];
  #sessions: Array<{ key: number; studentId: number; topicUnitId: number; at: number }> = [];
  #schoolId = 0;
  #unitsByYear = new Map<number, Array<{ id: number; questions: SimQuestion[] }>>();

  constructor(private readonly db: Db) {}

  /** One student's sitting of one piece of work: most do all of it, some part, a few none; a third of wrong answers retried. */
  async sitWork(
    student: SimulatedStudent,
    assignmentId: number,
    schoolId: number,
    questions: SimQuestion[],
    year: number,
    start: number,
    seed: number,
  ) {
    this.#schoolId = schoolId;
    const random = seededRandom(seed * 15_485_863 + student.studentId * 31 + assignmentId);
    const roll = random();
    const count = roll < 0.06 ? 0 : roll < 0.16 ? intBetween(random, 1, questions.length) : questions.length;
    let at = start + random() * 5 * DAY_MS;
    for (const q of questions.slice(0, count)) {
      const difficulty = questionDifficulty(q, year);
      const option = chooseAnswer(student, { strand: q.strand, difficulty, options: q.options }, random);
      const ms = timeTakenMs(student.abilities[q.strand] ?? 0, difficulty, random);
      at += ms;
      this.#work.push({
        assignmentId,
        studentId: student.studentId,
        questionId: q.questionId,
        letter: option.letter,
        isCorrect: option.isCorrect,
        misconceptionId: option.misconceptionId,
        timeTakenMs: ms,
        attempt: 1,
        answeredAt: at,
      });
      if (!option.isCorrect && random() < 0.35) {
        const others = q.options.filter((o) => o.letter !== option.letter);
        const retry = others.find((o) => o.isCorrect && random() < 0.6) ?? pick(random, others);
        at += 9_000;
        this.#work.push({
          assignmentId,
          studentId: student.studentId,
          questionId: q.questionId,
          letter: retry.letter,
          isCorrect: retry.isCorrect,
          misconceptionId: retry.misconceptionId,
          timeTakenMs: 9_000,
          attempt: 2,
          answeredAt: at,
        });
      }
    }
    if (this.#work.length >= ROWS_PER_STATEMENT) await this.#flushWork();
  }

  /** A week's practice: sessions of questions of a unit of the student's year, chosen at random within it. */
  async practise(
    student: SimulatedStudent,
    schoolId: number,
    year: number,
    weekStart: number,
    options: ScaleOptions,
    reads: SimulatorRepository,
  ) {
    this.#schoolId = schoolId;
    const units = await this.#units(year, reads);
    if (units.length === 0) return;
    const random = seededRandom(options.seed * 104_729 + student.studentId * 131 + weekStart / DAY_MS);
    for (let s = 0; s < options.practiceSessionsPerWeek; s++) {
      const unit = pick(random, units);
      let at = weekStart + (s * 2 + random()) * DAY_MS + 16 * 3_600_000;
      const key = this.#sessions.length;
      this.#sessions.push({ key, studentId: student.studentId, topicUnitId: unit.id, at });
      const asked = [...unit.questions].sort(() => random() - 0.5).slice(0, options.practiceQuestions);
      for (const q of asked) {
        const difficulty = questionDifficulty(q, q.yearGroup);
        const option = chooseAnswer(student, { strand: q.strand, difficulty, options: q.options }, random);
        const ms = timeTakenMs(student.abilities[q.strand] ?? 0, difficulty, random);
        at += ms + 15_000;
        this.#practice.push({
          session: key,
          studentId: student.studentId,
          questionId: q.questionId,
          letter: option.letter,
          isCorrect: option.isCorrect,
          misconceptionId: option.misconceptionId,
          timeTakenMs: ms,
          answeredAt: at,
        });
      }
    }
    if (this.#practice.length >= ROWS_PER_STATEMENT) await this.#flushPractice();
  }

  async flush() {
    await this.#flushWork();
    await this.#flushPractice();
  }

  async #units(year: number, reads: SimulatorRepository) {
    let units = this.#unitsByYear.get(year);
    if (!units) {
      const rows = await this.db.execute<{
        topic_unit_id: number;
        id: number;
      }>(sql`select q.topic_unit_id, q.id
from questions q join topic_units tu on tu.id = q.topic_unit_id
where not q.retired and tu.year_from <= ${year} and ${year} <= tu.year_to`);
      const questions = new Map(
        (await reads.questions(rows.rows.map((r) => r.id))).map((q) => [q.questionId, q]),
      );
      const byUnit = Map.groupBy(rows.rows, (r) => r.topic_unit_id);
      units = [...byUnit].map(([id, qs]) => ({
        id,
        questions: qs.flatMap((r) => questions.get(r.id) ?? []),
      }));
      this.#unitsByYear.set(year, units);
    }
    return units;
  }

  async #flushWork() {
    const began = performance.now();
    await this.#insertWork();
    this.writingMs += performance.now() - began;
  }

  async #flushPractice() {
    const began = performance.now();
    await this.#insertPractice();
    this.writingMs += performance.now() - began;
  }

  async #insertWork() {
    const rows = this.#work;
    this.#work = [];
    if (rows.length === 0) return;
    await this.db.execute(sql`insert into student_answers (school_id, assignment_id, student_id, question_id, answer_id,
  letter, is_correct, misconception_id, time_taken_ms, attempt, answered_at)
select ${this.#schoolId}, r.assignment_id, r.student_id, r.question_id, qa.id, r.letter, r.is_correct,
  r.misconception_id, r.time_taken_ms, r.attempt, r.answered_at
from unnest(${ints(rows.map((r) => r.assignmentId))}::int[], ${ints(rows.map((r) => r.studentId))}::int[],
  ${ints(rows.map((r) => r.questionId))}::int[], ${texts(rows.map((r) => r.letter))}::text[],
  ${bools(rows.map((r) => r.isCorrect))}::boolean[], ${nullableInts(rows.map((r) => r.misconceptionId))}::int[],
  ${ints(rows.map((r) => r.timeTakenMs))}::int[], ${ints(rows.map((r) => r.attempt))}::int[],
  ${texts(rows.map((r) => new Date(r.answeredAt).toISOString()))}::timestamptz[])
  as r(assignment_id, student_id, question_id, letter, is_correct, misconception_id, time_taken_ms, attempt, answered_at)
join question_answers qa on qa.question_id = r.question_id and qa.letter = r.letter`);
    this.written += rows.length;
  }

  async #insertPractice() {
    const rows = this.#practice;
    const sessions = this.#sessions;
    this.#practice = [];
    this.#sessions = [];
    if (sessions.length === 0) return;
    const made = await this.db.execute<{
      id: number;
      student_id: number;
      started_at: Date | string;
    }>(sql`insert into
  quiz_sessions (school_id, student_id, topic_unit_id, kind, started_at, finished_at)
select ${this.#schoolId}, r.student_id, r.topic_unit_id, 'Generic', r.at, r.at + interval '15 minutes'
from unnest(${ints(sessions.map((s) => s.studentId))}::int[], ${ints(sessions.map((s) => s.topicUnitId))}::int[],
  ${texts(sessions.map((s) => new Date(s.at).toISOString()))}::timestamptz[]) as r(student_id, topic_unit_id, at)
returning id, student_id, started_at`);
    // A student's sessions start at distinct moments, so (student, start) finds each one's id.
    const idOf = new Map(made.rows.map((r) => [`${r.student_id}:${new Date(r.started_at).getTime()}`, r.id]));
    const ids = sessions.map(
      (s) => idOf.get(`${s.studentId}:${new Date(new Date(s.at).toISOString()).getTime()}`) ?? 0,
    );
    if (rows.length === 0) return;
    await this.db.execute(sql`insert into practice_answers (school_id, quiz_session_id, student_id, question_id, answer_id,
  letter, is_correct, misconception_id, time_taken_ms, answered_at, client_answer_id)
select ${this.#schoolId}, r.session_id, r.student_id, r.question_id, qa.id, r.letter, r.is_correct, r.misconception_id,
  r.time_taken_ms, r.answered_at, gen_random_uuid()
from unnest(${ints(rows.map((r) => ids[r.session] ?? 0))}::int[], ${ints(rows.map((r) => r.studentId))}::int[],
  ${ints(rows.map((r) => r.questionId))}::int[], ${texts(rows.map((r) => r.letter))}::text[],
  ${bools(rows.map((r) => r.isCorrect))}::boolean[], ${nullableInts(rows.map((r) => r.misconceptionId))}::int[],
  ${ints(rows.map((r) => r.timeTakenMs))}::int[],
  ${texts(rows.map((r) => new Date(r.answeredAt).toISOString()))}::timestamptz[])
  as r(session_id, student_id, question_id, letter, is_correct, misconception_id, time_taken_ms, answered_at)
join question_answers qa on qa.question_id = r.question_id and qa.letter = r.letter`);
    this.written += rows.length;
  }
}

// Arrays as PostgreSQL array literals: one parameter per column, whatever the row count.
const ints = (xs: number[]) => `{${xs.map((x) => Math.trunc(x)).join(',')}}`;
const nullableInts = (xs: Array<number | null>) =>
  `{${xs.map((x) => (x === null ? 'NULL' : Math.trunc(x))).join(',')}}`;
const bools = (xs: boolean[]) => `{${xs.map((x) => (x ? 't' : 'f')).join(',')}}`;
const texts = (xs: string[]) => `{${xs.map((x) => `"${x}"`).join(',')}}`;
