import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
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
import type { BuiltSchool, SchoolPlan } from './many-schools.ts';
import { type Copier, copyText } from './many-schools-copy.ts';

/** A school's year for the many-schools generator (many-schools.ts): the content it draws from, then its work, sittings and practice, written by COPY. */

export const DAY_MS = 86_400_000;
export const CLASS_SIZE = 30;

interface Content {
  quizzes: SimQuiz[];
  strands: string[];
  misconceptionPool: number[];
  quizQuestions: Map<number, SimQuestion[]>;
  unitsByYear: Map<number, Array<{ id: number; questions: SimQuestion[] }>>;
  /** question id → letter → question_answers.id */
  answerIds: Map<number, Map<string, number>>;
}

export async function loadContent(db: Db): Promise<Content> {
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
interface Work {
  assignmentId: number;
  quizId: number;
  questions: SimQuestion[];
  start: number;
  year: number;
}

/** One school's year: its work (assignments, their classes, questions and targets) and every answer, by COPY. */
export async function writeSchoolYear(
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
/** A deterministic UUID-shaped client id from a counter. */
const uuidOf = (n: number) => {
  const hex = n.toString(16).padStart(32, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
};

export function startOfWeek(ms: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - ((d.getUTCDay() + 6) % 7) * DAY_MS;
}
