import { createHash } from 'node:crypto';
import type { SubmitAnswerRequest } from '@mathsight/contract/quiz-sessions.ts';
import type { Caller } from '../auth/authenticate.ts';
import type { Db } from '../db/client.ts';
import { AssignmentsRepository } from '../modules/assignments/assignments.repository.ts';
import { AssignmentsService } from '../modules/assignments/assignments.service.ts';
import { QuizSessionsRepository } from '../modules/quiz-sessions/quiz-sessions.repository.ts';
import { QuizSessionsService } from '../modules/quiz-sessions/quiz-sessions.service.ts';
import { SchoolAccessRepository } from '../school-access/school-access.repository.ts';
import { SchoolAccessService } from '../school-access/school-access.service.ts';
import { intBetween, seededRandom } from '../seed/random.ts';
import {
  chooseAnswer,
  drawStudent,
  questionDifficulty,
  type SimulatedStudent,
  timeTakenMs,
} from './choose-answer.ts';
import {
  type SimClass,
  type SimQuestion,
  type SimQuiz,
  SimulatorRepository,
} from './simulator.repository.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export type Phase = 'past' | 'open' | 'upcoming';

/** One piece of work the simulator will set: a quiz for one class, with its dates. */
export interface PlannedWork {
  groupId: number;
  teacherUserId: number;
  quizId: number;
  phase: Phase;
  startDate: Date;
  endDate: Date;
}

export interface TermOptions {
  classes: readonly SimClass[];
  quizzes: readonly SimQuiz[];
  /** How far back the term goes (default 12 weeks). */
  weeks?: number;
  now: Date;
  seed?: number;
}

/** Topic pathway quizzes of units taught in this year (in pathway order), and diagnostics for it (or any year). */
export function suitableQuizzes(quizzes: readonly SimQuiz[], year: number) {
  const topics = quizzes.filter(
    (q) => q.kind === 'TopicPathway' && (q.yearFrom ?? 0) <= year && year <= (q.yearTo ?? 99),
  );
  const diagnostics = quizzes.filter(
    (q) => q.kind === 'Diagnostic' && (q.yearGroup === null || q.yearGroup === year),
  );
  return {
    topics: topics.length ? topics : quizzes.filter((q) => q.kind === 'TopicPathway'),
    diagnostics: [
      ...diagnostics.filter((q) => q.yearGroup === year),
      ...diagnostics.filter((q) => q.yearGroup === null),
    ],
  };
}

/**
 * A term of work per class, deterministic from the seed: 8–10 past quizzes (scaled to the weeks)
 * spread evenly over the last `weeks` weeks, each open a week and all ended; 1–2 open now; 2 upcoming.
 * Topic quizzes follow the pathway from a point chosen per class; every fourth is a diagnostic.
 */
export function planTerm(options: TermOptions): PlannedWork[] {
  const weeks = Math.max(1, options.weeks ?? 12);
  const seed = options.seed ?? 1;
  const today = new Date(options.now);
  // 08:00 UTC of today: work opens in the morning and closes at 16:00 UTC a week later.
  const base = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 8);
  const plan: PlannedWork[] = [];
  for (const c of options.classes) {
    const random = seededRandom(seed * 31 + c.groupId);
    const pastCount = Math.max(1, Math.round((intBetween(random, 8, 10) * Math.min(weeks, 12)) / 12));
    const openCount = intBetween(random, 1, 2);
    const { topics, diagnostics } = suitableQuizzes(options.quizzes, c.year);
    if (topics.length === 0) continue;
    let topic = intBetween(random, 0, Math.max(0, Math.min(3, topics.length - 1)));
    let diagnostic = 0;
    const nextQuiz = (slot: number) => {
      const useDiagnostic = slot % 4 === 3 && diagnostics.length > 0;
      const quiz = useDiagnostic
        ? diagnostics[diagnostic++ % diagnostics.length]
        : topics[topic++ % topics.length];
      return quiz?.quizId ?? 0;
    };
    const add = (phase: Phase, slot: number, start: number, end: number) =>
      plan.push({
        groupId: c.groupId,
        teacherUserId: c.teacherUserId,
        quizId: nextQuiz(slot),
        phase,
        startDate: new Date(start),
        endDate: new Date(end),
      });
    const span = weeks * 7 - 9;
    for (let i = 0; i < pastCount; i++) {
      const offset = -weeks * 7 + Math.round((i * span) / Math.max(1, pastCount - 1));
      const start = base + offset * DAY_MS;
      add('past', i, start, start + 7 * DAY_MS + 8 * HOUR_MS);
    }
    for (let j = 0; j < openCount; j++) {
      const start = base - (j === 0 ? 3 : 1) * DAY_MS;
      add('open', pastCount + j, start, start + 7 * DAY_MS + 8 * HOUR_MS);
    }
    for (let k = 0; k < 2; k++) {
      const start = base + (7 + 7 * k) * DAY_MS;
      add('upcoming', pastCount + openCount + k, start, start + 7 * DAY_MS + 8 * HOUR_MS);
    }
  }
  return plan;
}

/** How much of one piece of work a student does: how many questions, and whether they hand it in. */
export interface Participation {
  answers: number;
  finish: boolean;
}

/**
 * Deterministic per student and assignment. Past work: most complete it (65–95 % by the student's
 * diligence), some answer part of it, a few none. Open work: about a third have completed, some are
 * part way, the rest have not started. Upcoming work: nothing.
 */
export function participationOf(
  seed: number,
  studentId: number,
  assignmentId: number,
  phase: Phase,
  questionCount: number,
): Participation {
  if (phase === 'upcoming' || questionCount === 0) return { answers: 0, finish: false };
  const diligence = seededRandom(seed * 7907 + studentId)();
  const r = seededRandom(seed * 104_729 + studentId * 7919 + assignmentId)();
  const complete = phase === 'past' ? 0.65 + 0.3 * diligence : 0.2 + 0.3 * diligence;
  const partial = complete + (phase === 'past' ? 0.6 : 0.5) * (1 - complete);
  if (r < complete) return { answers: questionCount, finish: true };
  if (r < partial && questionCount > 1) {
    const answers = 1 + Math.floor(((r - complete) / (partial - complete)) * (questionCount - 1));
    return { answers: Math.min(questionCount - 1, answers), finish: false };
  }
  return { answers: 0, finish: false };
}

/**
 * When a session happens: started at a moment inside the work's window (before `now`), answers
 * one after another (time taken plus a few seconds to read), handed in 15 s after the last.
 * Answers that would fall after the window closes (or after now) are dropped.
 */
export function sessionTimes(
  random: () => number,
  window: { startDate: Date; endDate: Date; now: Date },
  timesTaken: readonly number[],
) {
  const close = Math.min(window.endDate.getTime(), window.now.getTime()) - MINUTE_MS;
  const open = window.startDate.getTime();
  const gaps = timesTaken.map((t) => t + 2_000 + Math.floor(random() * 4_000));
  const total = gaps.reduce((a, b) => a + b, 0) + 15_000;
  const room = Math.max(0, close - open - total);
  const startedAt = open + Math.floor(random() * room);
  const answeredAt: Date[] = [];
  let t = startedAt;
  for (const gap of gaps) {
    t += gap;
    if (t >= close) break;
    answeredAt.push(new Date(t));
  }
  const finishedAt = t + 15_000 < close ? new Date(t + 15_000) : null;
  return { startedAt: new Date(startedAt), answeredAt, finishedAt };
}

/** A stable UUID for a simulated answer, so running the simulator twice stores nothing twice. */
export function simulatedAnswerId(
  seed: number,
  studentId: number,
  assignmentId: number,
  questionId: number,
  attempt = 1,
) {
  const key = `sim:${seed}:${studentId}:${assignmentId}:${questionId}${attempt === 1 ? '' : `:${attempt}`}`;
  const h = createHash('sha1').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export interface SimulateOptions {
  schoolId: number;
  /** Only these classes (default: every class of the school with a Confirmed teacher, demo classes left out). */
  groupIds?: number[];
  weeks?: number;
  now?: Date;
  seed?: number;
  /** Students who leave open work unstarted (e.g. the demo student, so the journey can be shown). */
  holdBack?: ReadonlySet<number>;
  /** 'bulk' (default) stores each session's answers in one statement; 'each' answers one at a time. */
  mode?: 'bulk' | 'each';
}

export interface SimulateReport {
  classes: Array<{ groupId: number; code: string; year: number }>;
  assignments: Record<Phase, number>;
  sessions: number;
  answers: number;
  finished: number;
}

/**
 * Sets a term of work for a school's classes (through AssignmentsService, as each class's teacher)
 * and has the simulated students answer it (through QuizSessionsService, as each student: start,
 * answer, finish), at the moments it would have happened.
 */
export async function simulateSchool(db: Db, options: SimulateOptions): Promise<SimulateReport> {
  const now = options.now ?? new Date();
  const seed = options.seed ?? 1;
  const reads = new SimulatorRepository(db);
  const all = await reads.classes(options.schoolId);
  const classes = options.groupIds
    ? all.filter((c) => options.groupIds?.includes(c.groupId))
    : all.filter((c) => !c.isDemo);
  const plan = planTerm({
    classes,
    quizzes: await reads.quizzes(),
    weeks: options.weeks ?? 12,
    now,
    seed,
  });
  const access = new SchoolAccessService(new SchoolAccessRepository(db));
  const assignments = new AssignmentsService(new AssignmentsRepository(db), access, { now: () => now });
  const sessions = new QuizSessionsService(new QuizSessionsRepository(db), { now: () => now });
  const report: SimulateReport = {
    classes: classes.map((c) => ({ groupId: c.groupId, code: c.code, year: c.year })),
    assignments: { past: 0, open: 0, upcoming: 0 },
    sessions: 0,
    answers: 0,
    finished: 0,
  };

  // Set the work, as each class's teacher would.
  const set: Array<PlannedWork & { assignmentId: number; allowRetry: boolean }> = [];
  for (const work of plan) {
    const teacher: Caller = { userId: work.teacherUserId, roles: ['Teacher'] };
    const detail = await assignments.setQuiz(teacher, work.quizId, {
      schoolId: options.schoolId,
      groupIds: [work.groupId],
      startDate: work.startDate.toISOString(),
      endDate: work.endDate.toISOString(),
    });
    set.push({
      ...work,
      assignmentId: detail.assignmentId,
      allowRetry: detail.feedbackMode === 'AfterEachQuestion',
    });
    report.assignments[work.phase] += 1;
  }

  // What the students know: every question of the term with its options' rules.
  const questionIdsOf = new Map<number, number[]>();
  for (const work of set) {
    if (work.phase !== 'upcoming')
      questionIdsOf.set(work.assignmentId, await reads.assignmentQuestionIds(work.assignmentId));
  }
  const questions = new Map(
    (await reads.questions([...new Set([...questionIdsOf.values()].flat())])).map((q) => [q.questionId, q]),
  );
  const strands = await reads.strands();
  const poolOf = new Map<number, number[]>();
  for (const work of set) {
    const pool = poolOf.get(work.groupId) ?? [];
    for (const id of questionIdsOf.get(work.assignmentId) ?? [])
      for (const o of questions.get(id)?.options ?? [])
        if (o.misconceptionId !== null) pool.push(o.misconceptionId);
    poolOf.set(work.groupId, pool);
  }
  const yearOf = new Map(classes.map((c) => [c.groupId, c.year]));
  const students = new Map<number, SimulatedStudent>();

  for (const work of set) {
    if (work.phase === 'upcoming') continue;
    const ids = questionIdsOf.get(work.assignmentId) ?? [];
    const quiz = ids.flatMap((id) => questions.get(id) ?? []);
    const year = yearOf.get(work.groupId) ?? 7;
    const sittings: Sitting[] = [];
    for (const target of await reads.targets(work.assignmentId)) {
      if (work.phase === 'open' && options.holdBack?.has(target.studentId)) continue;
      const part = participationOf(seed, target.studentId, work.assignmentId, work.phase, quiz.length);
      if (part.answers === 0) continue;
      let student = students.get(target.studentId);
      if (!student) {
        student = drawStudent(seed, target.studentId, strands, [...new Set(poolOf.get(work.groupId))]);
        students.set(target.studentId, student);
      }
      const sitting = planSitting({
        student,
        userId: target.userId,
        work,
        questions: quiz.slice(0, part.answers),
        finish: part.finish,
        year,
        now,
        seed,
        askConfidence: false,
        allowRetry: work.allowRetry,
      });
      sittings.push(sitting);
      report.sessions += 1;
      report.answers += sitting.answers.length;
      report.finished += sitting.finishedAt ? 1 : 0;
    }
    await sit(sessions, work.assignmentId, sittings, options.mode ?? 'bulk');
  }
  return report;
}

/** One student's sitting of one piece of work: when they start, what they answer and when, when they hand in. */
export interface Sitting {
  caller: Caller;
  startedAt: Date;
  answers: Array<SubmitAnswerRequest & { answeredAt: Date }>;
  finishedAt: Date | null;
}

/**
 * How often a student takes the one retry after a wrong answer, when the work offers it: between a
 * quarter and three quarters of the time, fixed per student (some always try again, some move on).
 */
export function retryChance(seed: number, studentId: number): number {
  return 0.25 + 0.5 * seededRandom(seed * 6_700_417 + studentId)();
}

/**
 * Chooses a student's answers (their abilities and misconceptions) and the moments of the sitting.
 * On work with feedback after each question (`allowRetry`), a wrong first attempt is followed, at the
 * student's `retryChance`, by the one retry: another option chosen by the same rule, quicker. The
 * retries draw from their own random stream, so the first attempts are the same with or without. Pure.
 */
export function planSitting(s: {
  student: SimulatedStudent;
  userId: number;
  work: { assignmentId: number; startDate: Date; endDate: Date };
  questions: SimQuestion[];
  finish: boolean;
  year: number;
  now: Date;
  seed: number;
  askConfidence: boolean;
  allowRetry?: boolean;
}): Sitting {
  const random = seededRandom(s.seed * 15_485_863 + s.student.studentId * 31 + s.work.assignmentId);
  const choices = s.questions.map((q) => {
    const difficulty = questionDifficulty(q, s.year);
    const option = chooseAnswer(s.student, { strand: q.strand, difficulty, options: q.options }, random);
    const ability = s.student.abilities[q.strand] ?? 0;
    return { q, difficulty, option, attempt: 1, timeTakenMs: timeTakenMs(ability, difficulty, random) };
  });
  const retryRandom = seededRandom(s.seed * 32_452_843 + s.student.studentId * 37 + s.work.assignmentId);
  const chance = retryChance(s.seed, s.student.studentId);
  const attempts = choices.flatMap((c) => {
    if (!s.allowRetry || c.option.isCorrect || retryRandom() >= chance) return [c];
    const others = c.q.options.filter((o) => o.letter !== c.option.letter);
    const option = chooseAnswer(
      s.student,
      { strand: c.q.strand, difficulty: c.difficulty, options: others },
      retryRandom,
    );
    return [c, { ...c, option, attempt: 2, timeTakenMs: Math.round(c.timeTakenMs * 0.6) }];
  });
  const times = sessionTimes(
    random,
    { startDate: s.work.startDate, endDate: s.work.endDate, now: s.now },
    attempts.map((c) => c.timeTakenMs),
  );
  const answers = times.answeredAt.map((answeredAt, i) => {
    const c = attempts[i] as (typeof attempts)[number];
    return {
      questionId: c.q.questionId,
      letter: c.option.letter,
      timeTakenMs: c.timeTakenMs,
      attempt: c.attempt,
      clientAnswerId: simulatedAnswerId(
        s.seed,
        s.student.studentId,
        s.work.assignmentId,
        c.q.questionId,
        c.attempt,
      ),
      answeredAt,
      ...(s.askConfidence && {
        confidence: c.option.isCorrect ? intBetween(random, 3, 5) : intBetween(random, 1, 4),
      }),
    };
  });
  const firstAttempts = answers.filter((a) => a.attempt === 1).length;
  const finished = s.finish && firstAttempts === s.questions.length ? times.finishedAt : null;
  return {
    caller: { userId: s.userId, roles: ['Student'] },
    startedAt: times.startedAt,
    answers,
    finishedAt: finished,
  };
}

/**
 * Stores sittings through QuizSessionsService: 'each' makes the calls a real student's browser
 * makes (start, one answer at a time, finish); 'bulk' stores the assignment's sittings together
 * (sitMany: the same rules, one transaction).
 */
export async function sit(
  sessions: QuizSessionsService,
  assignmentId: number,
  sittings: Sitting[],
  mode: 'bulk' | 'each',
) {
  if (mode === 'bulk') {
    await sessions.sitMany(assignmentId, sittings);
    return;
  }
  for (const s of sittings) {
    const session = await sessions.start(s.caller, assignmentId, { now: s.startedAt });
    for (const { answeredAt, ...request } of s.answers)
      await sessions.answer(s.caller, session.quizSessionId, request, { now: answeredAt });
    if (s.finishedAt) await sessions.finish(s.caller, session.quizSessionId, { now: s.finishedAt });
  }
}
