import { z } from 'zod';
import { IdFromTextSchema, IsoDateSchema } from './common.ts';
import { weekStartOf } from './school-terms.ts';

/**
 * The retrieval-practice routine (issue 26; spec §7 Reports "routine CSV"): for each class and each
 * school week (Monday, Europe/London) of a window, the retrieval-practice work set that week (its start
 * date in the week) and how the class did in it. A student counts once a week however many pieces they
 * were set: completed when they handed in every piece, with no answer when they answered none; their
 * score is right first attempts over the questions of the pieces they were set (decision 0013), and the
 * class's mean score is the mean of the scores of the students who answered.
 */

/** The window's longest span: a school year and a bit. */
export const ROUTINE_MAX_WEEKS = 53;
/** The window when `from` is left out: the last 12 school weeks, this one included. */
export const ROUTINE_DEFAULT_WEEKS = 12;

export const ROUTINE_MESSAGES = {
  range: `Choose a "to" date on or after "from", at most ${ROUTINE_MAX_WEEKS} weeks later`,
} as const;

/** The school weeks from the one holding `from` to the one holding `to` (both yyyy-mm-dd), both counted. */
export function routineWeekCount(from: string, to: string): number {
  return Math.floor((Date.parse(to) - Date.parse(weekStartOf(from))) / (7 * 86_400_000)) + 1;
}

/**
 * GET /api/v3/schools/{id}/reports/routine(.csv)?from=&to=&groupId=: days as yyyy-mm-dd (`from` moves
 * back to its Monday; `to` defaults to today, `from` to 12 weeks before it); one class the caller may see,
 * else every class they may see (an administrator: the school's), demonstration classes left out.
 */
export const RoutineQuerySchema = z
  .object({
    from: IsoDateSchema.optional(),
    to: IsoDateSchema.optional(),
    groupId: IdFromTextSchema.optional(),
  })
  .superRefine((q, ctx) => {
    // Runs even when a date failed its own check (zod's checks go on): compare only two real days.
    const isDay = (day: string | undefined): day is string => IsoDateSchema.safeParse(day).success;
    if (!isDay(q.from) || !isDay(q.to)) return;
    if (q.to < q.from || routineWeekCount(q.from, q.to) > ROUTINE_MAX_WEEKS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: ROUTINE_MESSAGES.range });
    }
  });
export type RoutineQuery = z.infer<typeof RoutineQuerySchema>;

export const RoutineRowSchema = z.object({
  groupId: z.number().int(),
  /** The class's code, e.g. "8A/Ma1". */
  code: z.string(),
  /** The class's year groups, in the country's order ("Year 8"); empty when none. */
  yearGroups: z.string(),
  /** The class's teachers, "First Last", by last name; empty when none. */
  teachers: z.string(),
  /** The week's Monday, yyyy-mm-dd. */
  weekStart: z.iso.date(),
  /** Pieces of retrieval-practice work set to the class that week, and their questions. */
  workSet: z.number().int().min(0),
  questionsSet: z.number().int().min(0),
  /** Students set any of it through this class; those who handed in all of it; those who answered none. */
  studentsSet: z.number().int().min(0),
  studentsCompleted: z.number().int().min(0),
  studentsWithNoAnswer: z.number().int().min(0),
  /** studentsCompleted of studentsSet, 0–100 rounded; null when no student was set work. */
  completionPercent: z.number().int().min(0).max(100).nullable(),
  /** The mean score of the students who answered, 0–100 rounded; null when none answered. */
  meanScorePercent: z.number().int().min(0).max(100).nullable(),
});
export type RoutineRow = z.infer<typeof RoutineRowSchema>;

export const RoutineReportSchema = z.object({
  schoolId: z.number().int(),
  /** The first week's Monday and the window's last day, yyyy-mm-dd. */
  from: z.iso.date(),
  to: z.iso.date(),
  /** The class asked for; null: every class the caller may see. */
  groupId: z.number().int().nullable(),
  /** A row per class and week of the window (weeks with nothing set included), by class then week. */
  rows: z.array(RoutineRowSchema),
});
export type RoutineReport = z.infer<typeof RoutineReportSchema>;

/** The routine CSV's header: a column per field of a row but its ids, percentages 0–100. */
export const ROUTINE_CSV_COLUMNS = [
  'Class',
  'Year group',
  'Teachers',
  'Week starting',
  'Retrieval practice set',
  'Questions set',
  'Students set',
  'Students completed',
  'Completion %',
  'Mean score % (students who answered)',
  'Students with no answer',
] as const;
