import { fileNamePart } from '@mathsight/contract/file-name-part.ts';
import { ROUTINE_CSV_COLUMNS, type RoutineReport } from '@mathsight/contract/routine.ts';
import { toSafeCsv } from '../../http/csv-safe.ts';

/**
 * The routine as a CSV file, the JSON twin's rows one for one: a class and week a row, numbers as
 * numbers (percentages 0–100, blank where there is nothing to divide), UTF-8 with a byte-order mark,
 * every cell made safe (toSafeCsv).
 */
export function routineCsv(report: RoutineReport): string {
  return toSafeCsv([
    [...ROUTINE_CSV_COLUMNS],
    ...report.rows.map((r) => [
      r.code,
      r.yearGroups,
      r.teachers,
      r.weekStart,
      r.workSet,
      r.questionsSet,
      r.studentsSet,
      r.studentsCompleted,
      r.completionPercent,
      r.meanScorePercent,
      r.studentsWithNoAnswer,
    ]),
  ]);
}

/** `routine-2026-01-05-to-2026-03-27.csv`, or for one class `routine-8a-ma1-2026-01-05-to-2026-03-27.csv`. */
export function routineCsvName(report: RoutineReport): string {
  const code = report.groupId === null ? null : (report.rows[0]?.code ?? null);
  const part = code === null ? '' : `${fileNamePart(code, 'class')}-`;
  return `routine-${part}${report.from}-to-${report.to}.csv`;
}
