import { intBetween, seededRandom } from '../shared/random.ts';
import type { SimClass, SimQuiz } from './simulator.repository.ts';

/**
 * The simulator's term: which work each class is set and when, and how much of it each student does.
 * Pure and deterministic from the seed, so the demo school is the same on every machine.
 */

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
