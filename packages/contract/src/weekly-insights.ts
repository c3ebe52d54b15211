import { z } from 'zod';
import { AssignmentKindSchema, IsoDateTimeSchema } from './assignments.ts';
import { IsoDateSchema } from './common.ts';

/**
 * Weekly insights and completion summaries (issue 14 point 8, spec §7 Reports; decision 0019).
 * A week is Monday to Sunday in school time (Europe/London), named by its Monday (yyyy-mm-dd).
 */

/** At most this many names of students who did not start a piece of work (the rest are counted). */
export const NOT_STARTED_NAMES_SHOWN = 5;
/** The misconceptions shown per class. */
export const WEEKLY_MISCONCEPTIONS_SHOWN = 3;
/** Completion summaries look back this many months by default (spec §9 "months default 1"), at most 12. */
export const COMPLETION_MONTHS_DEFAULT = 1;
export const COMPLETION_MONTHS_MAX = 12;

const WeekSchema = IsoDateSchema.refine(
  (day) => day >= '2000-01-01' && day < '2100-01-01',
  'Choose a week between 2000 and 2099',
);

/** GET users/me/weekly-insights?week=: any day of the week (its Monday is used); last week when left out. */
export const WeeklyInsightsQuerySchema = z.object({ week: WeekSchema.optional() });

/** "Amy B.": a first name and the surname's initial, enough for the class's teacher (decision 0019). */
export const ShortStudentNameSchema = z.object({ studentId: z.number().int(), name: z.string() });

export const WeeklyWorkSchema = z.object({
  assignmentId: z.number().int(),
  name: z.string(),
  kind: AssignmentKindSchema,
  endDate: IsoDateTimeSchema,
  /** Students of this class the work was set for. */
  setCount: z.number().int(),
  startedCount: z.number().int(),
  handedInCount: z.number().int(),
  /** Handed in as a share of set, 0–100 (0 when set to nobody). */
  completionPercent: z.number().int(),
  notStartedCount: z.number().int(),
  /** The first NOT_STARTED_NAMES_SHOWN of those who did not start, by name. */
  notStarted: z.array(ShortStudentNameSchema),
});
export type WeeklyWork = z.infer<typeof WeeklyWorkSchema>;

export const WeeklyMisconceptionSchema = z.object({
  misconceptionId: z.number().int(),
  name: z.string(),
  /** Students of the class who showed it in a first answer during the week. */
  studentCount: z.number().int(),
  /** The work in which most of them showed it: its fix screen is the link. */
  assignmentId: z.number().int(),
});
export type WeeklyMisconception = z.infer<typeof WeeklyMisconceptionSchema>;

export const WeeklyClassSchema = z.object({
  schoolId: z.number().int(),
  schoolName: z.string(),
  groupId: z.number().int(),
  code: z.string(),
  /** Work due in the week, earliest due first. */
  work: z.array(WeeklyWorkSchema),
  /** Totals over that work. */
  setCount: z.number().int(),
  handedInCount: z.number().int(),
  completionPercent: z.number().int().nullable(),
  misconceptions: z.array(WeeklyMisconceptionSchema),
});
export type WeeklyClass = z.infer<typeof WeeklyClassSchema>;

export const WeeklyInsightsSchema = z.object({
  /** Monday, yyyy-mm-dd. */
  weekStart: z.string(),
  /** Sunday, yyyy-mm-dd (the last day of the week). */
  weekEnd: z.string(),
  /** The caller's classes in the schools where they are a Confirmed teacher; those with nothing that week too. */
  classes: z.array(WeeklyClassSchema),
});
export type WeeklyInsights = z.infer<typeof WeeklyInsightsSchema>;

/** GET groups/{groupId}/completion-summaries?months=. */
export const CompletionSummariesQuerySchema = z.object({
  months: z.coerce
    .number()
    .int('Choose a whole number of months')
    .min(1, `Choose between 1 and ${COMPLETION_MONTHS_MAX} months`)
    .max(COMPLETION_MONTHS_MAX, `Choose between 1 and ${COMPLETION_MONTHS_MAX} months`)
    .default(COMPLETION_MONTHS_DEFAULT),
});

export const CompletionSummarySchema = z.object({
  assignmentId: z.number().int(),
  name: z.string(),
  kind: AssignmentKindSchema,
  startDate: IsoDateTimeSchema,
  endDate: IsoDateTimeSchema,
  setCount: z.number().int(),
  startedCount: z.number().int(),
  handedInCount: z.number().int(),
  completionPercent: z.number().int(),
});
export type CompletionSummary = z.infer<typeof CompletionSummarySchema>;

export const CompletionSummariesSchema = z.object({
  groupId: z.number().int(),
  months: z.number().int(),
  /** The window: work that opened from `from` up to now, newest first. */
  from: IsoDateTimeSchema,
  items: z.array(CompletionSummarySchema),
});
export type CompletionSummaries = z.infer<typeof CompletionSummariesSchema>;
