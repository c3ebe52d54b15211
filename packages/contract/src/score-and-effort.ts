/**
 * The two numbers a teacher reads about work, defined once for server and web (no zod here, so the
 * web imports it cheaply). See docs/decisions/0013-score-and-effort.md.
 *
 * Score: right first attempts over the questions set, so 1 right of 8 questions is 13 % whether
 * or not the other 7 were answered. It is always shown with the share answered beside it.
 * For a class, the questions set are the work's questions times the students who started it.
 *
 * Effort (0–100): how much of the work a student did, and whether they took the time to think.
 * effortPercent = answered share × min(1, average time per answered question / EXPECTED_MS_PER_QUESTION).
 * A student who answered everything but spent 6 s a question (against 30 s) scores 20; one who
 * answered half at a thoughtful pace scores 50. Null before the first answer.
 */

export interface ScoreCounts {
  /** Right first attempts. */
  correct: number;
  /** First attempts given. */
  answered: number;
  /** Questions set: the work's questions (for a class, times the students who started). */
  questions: number;
}

const share = (part: number, whole: number) => Math.round((100 * Math.min(part, whole)) / whole);

/** Right answers as a share of the questions set, 0–100 rounded; null before the first answer. */
export function scorePercentOf({ correct, answered, questions }: ScoreCounts): number | null {
  if (answered <= 0 || questions <= 0) return null;
  return share(correct, questions);
}

/** Answers given as a share of the questions set, 0–100 rounded; null when nothing was set. */
export function answeredPercentOf({
  answered,
  questions,
}: Pick<ScoreCounts, 'answered' | 'questions'>): number | null {
  if (questions <= 0) return null;
  return share(Math.max(0, answered), questions);
}

export const EXPECTED_MS_PER_QUESTION = 30_000;
/** Effort is High from 70, Medium from 40, Low below. */
export const EFFORT_THRESHOLDS = { high: 70, medium: 40 } as const;
export const EFFORT_LEVELS = ['Low', 'Medium', 'High'] as const;
export type EffortLevelName = (typeof EFFORT_LEVELS)[number];

/** Effort as defined above; null before the first answer. */
export function effortPercentOf(answered: number, questionCount: number, timeTakenMs: number): number | null {
  if (answered <= 0 || questionCount <= 0) return null;
  const answeredShare = Math.min(1, answered / questionCount);
  const pace = Math.min(1, timeTakenMs / answered / EXPECTED_MS_PER_QUESTION);
  return Math.round(100 * answeredShare * pace);
}

export function effortLevelOf(effortPercent: number | null): EffortLevelName | null {
  if (effortPercent === null) return null;
  if (effortPercent >= EFFORT_THRESHOLDS.high) return 'High';
  return effortPercent >= EFFORT_THRESHOLDS.medium ? 'Medium' : 'Low';
}

/** Effort as every screen and export writes it: "High · 82%", or "–" before the first answer. */
export function formatEffort(effortPercent: number | null): string {
  const level = effortLevelOf(effortPercent);
  return level === null ? '–' : `${level} · ${effortPercent}%`;
}

/** A score as every screen and export writes it: "13% right · 1 of 8 answered", or "–" before the first answer. */
export function formatScore(counts: ScoreCounts): string {
  const score = scorePercentOf(counts);
  if (score === null) return counts.questions > 0 ? `– · 0 of ${counts.questions} answered` : '–';
  return `${score}% right · ${counts.answered} of ${counts.questions} answered`;
}

/**
 * A class's score as the work lists write it: "13% right · 45% answered" (both of the questions set to
 * the students who started), or "–" before the first answer.
 */
export function formatAverageScore(
  averageScorePercent: number | null,
  answeredPercent: number | null,
): string {
  if (averageScorePercent === null) return '–';
  return answeredPercent === null
    ? `${averageScorePercent}%`
    : `${averageScorePercent}% right · ${answeredPercent}% answered`;
}
