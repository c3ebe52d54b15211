import {
  LESSON_PROGRESS_STATUS_LABELS,
  type LessonProgressRow,
} from '@mathsight/contract/lesson-progress.ts';

/** The words of the lesson progress screen, kept apart so the table and its test read them alike. */

/** Time in a lesson, to the minute: "under a minute", "12 min", "1 h 05 min"; an en dash for none. */
export function timeSpentText(ms: number): string {
  if (ms <= 0) return '–';
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** "3 of 10 steps". */
export const stepsText = (row: Pick<LessonProgressRow, 'stepsDone' | 'stepCount'>) =>
  `${row.stepsDone} of ${row.stepCount} ${row.stepCount === 1 ? 'step' : 'steps'}`;

/** "4 right first time, 1 on a second try" (the second part only when there is one). */
export function rightText(row: Pick<LessonProgressRow, 'rightFirstTime' | 'rightOnRetry'>): string {
  const retries = row.rightOnRetry > 0 ? `, ${row.rightOnRetry} on a second try` : '';
  return `${row.rightFirstTime} right first time${retries}`;
}

/** Where the student is: the place a lesson in progress waits at, "Finished", or a dash before they start. */
export function whereText(row: Pick<LessonProgressRow, 'status' | 'stoppedAt'>): string {
  if (row.stoppedAt !== null) return row.stoppedAt;
  return row.status === 'finished' ? LESSON_PROGRESS_STATUS_LABELS.finished : '–';
}

/** "3 finished, 5 in progress, 20 not started" (the parts with nobody left out). */
export function summaryText(rows: ReadonlyArray<Pick<LessonProgressRow, 'status'>>): string {
  const count = (status: LessonProgressRow['status']) => rows.filter((r) => r.status === status).length;
  const parts = [
    [count('finished'), 'finished'],
    [count('inProgress'), 'in progress'],
    [count('notStarted'), 'not started'],
  ] as const;
  return parts
    .filter(([n]) => n > 0)
    .map(([n, words]) => `${n} ${words}`)
    .join(', ');
}
