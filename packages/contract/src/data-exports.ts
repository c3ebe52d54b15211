import { z } from 'zod';
import { IdFromTextSchema, INPUT_MESSAGES, isInSupportedYears } from './common.ts';

/**
 * Data exports (issue 26 point 2; spec §7 Reports "transaction and routine CSVs"): every answer given in
 * a date range, for the whole school (its administrators) or one class (its teachers and the school's
 * administrators), as a CSV written while it is read, so millions of rows never sit in memory.
 */

export const DATA_EXPORT_MESSAGES = {
  from: 'Enter the first day as YYYY-MM-DD',
  to: 'Enter the last day as YYYY-MM-DD',
  order: 'The last day cannot be before the first day',
  span: 'Choose at most a year: the last day can be at most a year after the first',
} as const;

/** The same day a year later (29 February becomes 28 February): the furthest `to` may be from `from`. */
export function aYearAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const next = year + 1;
  const leap = (next % 4 === 0 && next % 100 !== 0) || next % 400 === 0;
  const kept = month === 2 && date === 29 && !leap ? 28 : date;
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(next, 4)}-${pad(month)}-${pad(kept)}`;
}

const schoolDay = (message: string) => z.iso.date(message).refine(isInSupportedYears, INPUT_MESSAGES.year);
const isSchoolDay = (value: string) => schoolDay('').safeParse(value).success;

/**
 * `?from=&to=&groupId=`: school days (Europe/London), both included, `to` at most a year after `from`;
 * `groupId` one class, or none for the whole school.
 */
export const TransactionsCsvQuerySchema = z
  .object({
    from: schoolDay(DATA_EXPORT_MESSAGES.from),
    to: schoolDay(DATA_EXPORT_MESSAGES.to),
    groupId: IdFromTextSchema.optional(),
  })
  .superRefine((query, ctx) => {
    // Zod checks the object even when a day is wrong: that day's own message is enough then.
    if (!isSchoolDay(query.from) || !isSchoolDay(query.to)) return;
    // ISO days compare as text.
    const problem =
      query.to < query.from
        ? DATA_EXPORT_MESSAGES.order
        : query.to > aYearAfter(query.from)
          ? DATA_EXPORT_MESSAGES.span
          : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
  });
export type TransactionsCsvQuery = z.infer<typeof TransactionsCsvQuerySchema>;

export const DataExportParamsSchema = z.object({ schoolId: IdFromTextSchema });

/**
 * The transaction CSV's columns, one row per answer, as a data manager reads them into a spreadsheet or
 * their school's data tool (the server writes them; the screen lists them). Answer ids are unique in the
 * file: W for set work, P for practice, which are stored apart.
 */
export const TRANSACTIONS_CSV_COLUMNS = [
  'Answer id',
  'Answered at (UK time)',
  'Student id',
  'Last name',
  'First name',
  'UPN',
  'Class',
  'Year group',
  'Work id',
  'Work name',
  'Work kind',
  'Question id',
  'Topic',
  'Strand',
  'Letter chosen',
  'Right letter',
  'Right or wrong',
  'Misconception',
  'Attempt',
  'Time taken (s)',
  'Confidence (1-5)',
] as const;
