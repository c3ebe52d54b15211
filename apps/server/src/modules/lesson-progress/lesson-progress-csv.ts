import { fileNamePart } from '@mathsight/contract/file-name-part.ts';
import {
  LESSON_PROGRESS_STATUS_LABELS,
  type LessonProgressReport,
} from '@mathsight/contract/lesson-progress.ts';
import { toSafeCsv } from '../../http/csv-safe.ts';

/** Minutes to one decimal place: what a spreadsheet sums, from the milliseconds the screen words. */
const minutesOf = (ms: number) => Math.round(ms / 6_000) / 10;

/**
 * The lesson progress report as a CSV file: the screen's rows in its order, one a student, with the
 * class and the work on each row so the file reads on its own. UTF-8 with a byte-order mark, every cell
 * made safe (toSafeCsv); "Last worked on" is an ISO 8601 instant, as the other reports' CSVs write them.
 */
export function lessonProgressCsv(report: LessonProgressReport): string {
  const work = report.work.find((w) => w.assignmentId === report.assignmentId);
  return toSafeCsv([
    [
      'Class',
      'Work',
      'Last name',
      'First name',
      'Status',
      'Steps done',
      'Steps',
      'Progress %',
      'Questions answered',
      'Questions',
      'Right first time',
      'Right on second try',
      'Time spent (minutes)',
      'Last worked on',
      'Where they stopped',
    ],
    ...report.students.map((s) => [
      report.groupCode,
      work?.name ?? '',
      s.lastName,
      s.firstName,
      LESSON_PROGRESS_STATUS_LABELS[s.status],
      s.stepsDone,
      s.stepCount,
      s.progressPercent,
      s.questionsAnswered,
      s.questionCount,
      s.rightFirstTime,
      s.rightOnRetry,
      minutesOf(s.timeSpentMs),
      s.lastWorkedAt,
      s.stoppedAt,
    ]),
  ]);
}

/** `lesson-progress-8a-ma1-adding-fractions.csv`: the class and the work shown. */
export function lessonProgressCsvName(report: LessonProgressReport): string {
  const work = report.work.find((w) => w.assignmentId === report.assignmentId);
  return `lesson-progress-${fileNamePart(report.groupCode, 'class')}-${fileNamePart(work?.name ?? '', 'no-lessons')}.csv`;
}
