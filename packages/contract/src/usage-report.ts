import { z } from 'zod';
import { IsoDateSchema } from './common.ts';
import { ROUTINE_MAX_WEEKS, ROUTINE_MESSAGES, routineWeekCount } from './routine.ts';

/**
 * A school's usage report (issue 32 point 2, decision 0048), for its administrators: school weeks
 * (Monday, Europe/London) of a window, by default the last 12. Built from the answers and the work set
 * (every student and teacher) and from the tracking events (only users who accepted analytics, as stored).
 * `usageTables` is the one builder of the screen's tables and the CSV files, so the two cannot disagree.
 */

/** GET schools/{id}/reports/usage?from=&to=: days as yyyy-mm-dd, as the routine report takes them. */
export const UsageQuerySchema = z
  .object({ from: IsoDateSchema.optional(), to: IsoDateSchema.optional() })
  .superRefine((q, ctx) => {
    const isDay = (day: string | undefined): day is string => IsoDateSchema.safeParse(day).success;
    if (!isDay(q.from) || !isDay(q.to)) return;
    if (q.to < q.from || routineWeekCount(q.from, q.to) > ROUTINE_MAX_WEEKS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: ROUTINE_MESSAGES.range });
    }
  });
export type UsageQuery = z.infer<typeof UsageQuerySchema>;

export const USAGE_TABLES = ['weeks', 'classes', 'features', 'experiments'] as const;
export type UsageTable = (typeof USAGE_TABLES)[number];
export const UsageCsvQuerySchema = z.object({
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
  table: z.enum(USAGE_TABLES).default('weeks'),
});

const Count = z.number().int().min(0);

export const UsageWeekSchema = z.object({
  /** The week's Monday, yyyy-mm-dd. */
  weekStart: z.iso.date(),
  /** Distinct teachers who set work that week (the work's creation in the week). */
  teachersSettingWork: Count,
  /** Distinct students who answered set work that week. */
  studentsAnswering: Count,
  /** Pieces of work set that week, and pieces with a student finishing them that week. */
  workSet: Count,
  workDone: Count,
  /** Answers to set work given that week. */
  answers: Count,
});
export type UsageWeek = z.infer<typeof UsageWeekSchema>;

export const UsageClassSchema = z.object({
  groupId: z.number().int(),
  code: z.string(),
  /** Work set to the class in the window, and of it (any set) pieces a student of the class finished in it. */
  workSet: Count,
  workDone: Count,
  /** Distinct students who answered the class's work in the window, and their answers. */
  studentsAnswering: Count,
  answers: Count,
});
export type UsageClass = z.infer<typeof UsageClassSchema>;

export const UsageFeatureSchema = z.object({
  /** The area of the app (the page's first part, e.g. "reports") or the named action (e.g. "set-work"). */
  feature: z.string(),
  events: Count,
  /** Distinct users behind those events. */
  users: Count,
});
export type UsageFeature = z.infer<typeof UsageFeatureSchema>;

export const UsageVariantSchema = z.object({
  experiment: z.string(),
  variant: z.string(),
  /** The school's students put in this variant (at any time). */
  studentsAssigned: Count,
  /** Of them, students with a wrong answer in the window after being put in it: they saw the variant. */
  studentsExposed: Count,
  /** Wrong answers in the window followed by another answer of the same student, and how many of those were right. */
  wrongFollowedByAnswer: Count,
  nextAnswerRight: Count,
  /** nextAnswerRight of wrongFollowedByAnswer, 0–100 rounded; null when there is none. */
  nextAnswerRightPercent: z.number().int().min(0).max(100).nullable(),
});
export type UsageVariant = z.infer<typeof UsageVariantSchema>;

export const UsageReportSchema = z.object({
  schoolId: z.number().int(),
  from: z.iso.date(),
  to: z.iso.date(),
  /** A row per week of the window, empty weeks included. */
  weeks: z.array(UsageWeekSchema),
  /** The school's classes (not archived, no demonstration class), by code. */
  classes: z.array(UsageClassSchema),
  /** The features used in the window, the most used first. */
  features: z.array(UsageFeatureSchema),
  /** A row per variant of each configured experiment for students. */
  experiments: z.array(UsageVariantSchema),
});
export type UsageReport = z.infer<typeof UsageReportSchema>;

export type UsageCell = string | number | null;
export interface UsageTableData {
  columns: string[];
  rows: UsageCell[][];
}

/**
 * The one builder of each table's headings and rows, for the screen and the CSV alike: numbers as
 * numbers, null where there is nothing to divide (a dash on screen, blank in the file).
 */
export function usageTable(report: UsageReport, table: UsageTable): UsageTableData {
  switch (table) {
    case 'weeks':
      return {
        columns: [
          'Week starting',
          'Teachers who set work',
          'Students who did work',
          'Work set',
          'Work done',
          'Answers',
        ],
        rows: report.weeks.map((w) => [
          w.weekStart,
          w.teachersSettingWork,
          w.studentsAnswering,
          w.workSet,
          w.workDone,
          w.answers,
        ]),
      };
    case 'classes':
      return {
        columns: ['Class', 'Work set', 'Work done', 'Students who did work', 'Answers'],
        rows: report.classes.map((c) => [c.code, c.workSet, c.workDone, c.studentsAnswering, c.answers]),
      };
    case 'features':
      return {
        columns: ['Feature', 'Events', 'Users'],
        rows: report.features.map((f) => [f.feature, f.events, f.users]),
      };
    case 'experiments':
      return {
        columns: [
          'Experiment',
          'Variant',
          'Students in variant',
          'Students shown it',
          'Wrong answers followed by another',
          'Next answer right',
          'Next answer right %',
        ],
        rows: report.experiments.map((v) => [
          v.experiment,
          v.variant,
          v.studentsAssigned,
          v.studentsExposed,
          v.wrongFollowedByAnswer,
          v.nextAnswerRight,
          v.nextAnswerRightPercent,
        ]),
      };
  }
}
