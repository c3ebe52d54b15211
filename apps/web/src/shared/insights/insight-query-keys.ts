import { workQueryKeys } from '../assignments/work-query-keys.ts';

/**
 * Cached insights live under the work root (`['work', 'insights', …]`), so invalidateWork (any set,
 * edit, delete, fix or mark correction) refreshes them with the plan, dashboard and badges.
 */
export const insightQueryKeys = {
  all: [...workQueryKeys.all, 'insights'] as const,
  consolidated: (schoolId: number, groupId: number | null) =>
    [...workQueryKeys.all, 'insights', 'consolidated', schoolId, groupId] as const,
  grid: (assignmentId: number, groupId: number | null) =>
    [...workQueryKeys.all, 'insights', 'grid', assignmentId, groupId] as const,
  quizGrid: (schoolId: number, quizId: number, groupId: number | null) =>
    [...workQueryKeys.all, 'insights', 'quiz-grid', schoolId, quizId, groupId] as const,
  question: (assignmentId: number, questionId: number, groupId: number | null) =>
    [...workQueryKeys.all, 'insights', 'question', assignmentId, questionId, groupId] as const,
  quizQuestion: (schoolId: number, quizId: number, questionId: number) =>
    [...workQueryKeys.all, 'insights', 'quiz-question', schoolId, quizId, questionId] as const,
  misconceptions: (assignmentId: number) =>
    [...workQueryKeys.all, 'insights', 'misconceptions', assignmentId] as const,
};

/** Insights change as students answer: a screen shown again fetches them again after this long. */
export const INSIGHTS_STALE_MS = 15_000;
