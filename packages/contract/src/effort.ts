import { z } from 'zod';

/**
 * Effort: one definition for every screen, export and league (issue 14 point 3; decision
 * docs/decisions/0016-effort.md). For a period (a week, Monday-start in Europe/London, or a term made
 * of the weeks whose Monday falls in it) a student's
 *
 * - work completed: set work handed in, and practice sessions finished after at least
 *   EFFORT_PRACTICE_MIN_ANSWERS questions; each piece of work once, in the week it was handed in;
 * - questions answered: first attempts (set work and practice);
 * - retries: second attempts after a wrong first one (set work with feedback after each question);
 * - time on task: the time spent on those answers, each answer's capped at EFFORT_ANSWER_TIME_CAP_MS;
 *
 * and effort points = questions answered + retries + 5 × work completed. Points reward doing the
 * work, never being right, so every student can climb a league. Time is shown beside the points but
 * earns none (it is the easiest number to inflate by leaving a question open).
 *
 * The server keeps the weekly counts in `student_effort_weeks` as answers arrive and reads every
 * period from there (apps/server/src/reporting/effort). Decision 0013's effort % is a different
 * number: how much of one piece of work a student did, at what pace.
 */

/** One answer counts for at most 5 minutes of time on task (a tab left open is not effort). */
export const EFFORT_ANSWER_TIME_CAP_MS = 5 * 60_000;
/** Effort points for each first answer, each retry, and each piece of work completed. */
export const EFFORT_POINTS = { question: 1, retry: 1, workCompleted: 5 } as const;
/** A practice session counts as work completed when finished after at least this many answers. */
export const EFFORT_PRACTICE_MIN_ANSWERS = 10;

export interface EffortCounts {
  workCompleted: number;
  questionsAnswered: number;
  retries: number;
}

/** Effort points of a period's counts: questions answered + retries + 5 × work completed. */
export function effortPointsOf({ workCompleted, questionsAnswered, retries }: EffortCounts): number {
  return (
    EFFORT_POINTS.question * questionsAnswered +
    EFFORT_POINTS.retry * retries +
    EFFORT_POINTS.workCompleted * workCompleted
  );
}

/** One answer's time on task: its time taken, 0 to EFFORT_ANSWER_TIME_CAP_MS. */
export function cappedAnswerTimeMs(timeTakenMs: number): number {
  if (!Number.isFinite(timeTakenMs)) return 0;
  return Math.min(EFFORT_ANSWER_TIME_CAP_MS, Math.max(0, Math.round(timeTakenMs)));
}

/** Time on task as screens show it: whole minutes, rounded. */
export function timeOnTaskMinutesOf(timeOnTaskMs: number): number {
  return Math.round(Math.max(0, timeOnTaskMs) / 60_000);
}

/** A student's (or a group's) effort over a period, as every call answers it. */
export const EffortSummarySchema = z.object({
  /** Set work handed in and practice sessions finished (EFFORT_PRACTICE_MIN_ANSWERS or more answers). */
  workCompleted: z.number().int().min(0),
  /** First attempts. */
  questionsAnswered: z.number().int().min(0),
  /** Second attempts after a wrong first one. */
  retries: z.number().int().min(0),
  /** Time on the answers, each capped at 5 minutes, in whole minutes. */
  timeOnTaskMinutes: z.number().int().min(0),
  /** questionsAnswered + retries + 5 × workCompleted. */
  effortPoints: z.number().int().min(0),
});
export type EffortSummary = z.infer<typeof EffortSummarySchema>;

/** The summary of raw counts (time in milliseconds), with its points. */
export function effortSummaryOf(counts: EffortCounts & { timeOnTaskMs: number }): EffortSummary {
  return {
    workCompleted: counts.workCompleted,
    questionsAnswered: counts.questionsAnswered,
    retries: counts.retries,
    timeOnTaskMinutes: timeOnTaskMinutesOf(counts.timeOnTaskMs),
    effortPoints: effortPointsOf(counts),
  };
}

/** No effort: a student with no weekly row in the period. */
export const NO_EFFORT: EffortSummary = {
  workCompleted: 0,
  questionsAnswered: 0,
  retries: 0,
  timeOnTaskMinutes: 0,
  effortPoints: 0,
};

/** The periods a league or an effort report covers: one week or one term. */
export const EFFORT_PERIODS = ['week', 'term'] as const;
export const EffortPeriodSchema = z.enum(EFFORT_PERIODS);
export type EffortPeriod = z.infer<typeof EffortPeriodSchema>;
