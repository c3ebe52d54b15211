import { z } from 'zod';
import { IdFromTextSchema, IdSchema, TextSchema } from './common.ts';

/**
 * The head of department's reports (issue 14, point 5; spec §7 Reports; decision 0018): the school
 * report (completion and attainment by year group and class, the commonest misconceptions, topics
 * taught and not yet taught, the classes falling behind), the classes side by side, and one class
 * ("group") in depth. Each has a CSV of each of its tables with the same rows and columns.
 */

/** Spec §9: report windows default to one month. */
export const REPORT_MONTHS_DEFAULT = 1;
export const REPORT_MONTHS_MAX = 12;

export const ReportWindowQuerySchema = z.object({
  months: z.coerce.number().int().min(1).max(REPORT_MONTHS_MAX).default(REPORT_MONTHS_DEFAULT),
});
export type ReportWindowQuery = z.infer<typeof ReportWindowQuerySchema>;

export const SCHOOL_REPORT_TABLES = ['yearGroups', 'classes', 'misconceptions', 'topics'] as const;
export const GROUP_REPORT_TABLES = ['topics', 'misconceptions', 'work'] as const;
export type SchoolReportTable = (typeof SCHOOL_REPORT_TABLES)[number];
export type GroupReportTable = (typeof GROUP_REPORT_TABLES)[number];

export const SchoolReportCsvQuerySchema = ReportWindowQuerySchema.extend({
  table: z.enum(SCHOOL_REPORT_TABLES).default('classes'),
});
export const ClassesReportCsvQuerySchema = ReportWindowQuerySchema;
export const GroupReportCsvQuerySchema = ReportWindowQuerySchema.extend({
  table: z.enum(GROUP_REPORT_TABLES).default('topics'),
});

export const SchoolReportParamsSchema = z.object({ schoolId: IdFromTextSchema });
export const GroupReportParamsSchema = z.object({ schoolId: IdFromTextSchema, groupId: IdFromTextSchema });

const count = z.number().int().min(0);
const percent = z.number().int().min(0).max(100).nullable();

/** How many measures carry each label (decision 0014's words); one per student and strand. */
export const LabelCountsSchema = z.object({
  secure: count,
  developing: count,
  notYet: count,
  notEnough: count,
});
export type LabelCounts = z.infer<typeof LabelCountsSchema>;

/** Completion, score and proficiency of a set of students: a class or a year group. */
const AttainmentSchema = z.object({
  studentCount: count,
  /** Pieces of work due in the window (each student's piece counted once) and those handed in. */
  workDue: count,
  handedIn: count,
  completionPercent: percent,
  /** Decision 0013: right first attempts over the questions set to the students who started. */
  scorePercent: percent,
  proficiency: LabelCountsSchema,
  /**
   * The students' average measure against the level expected of their year (logits; 0 is on the
   * expected level, −0.5 a year behind), with its standard error; null with no measured student.
   */
  levelGap: z.number().nullable(),
  levelGapSe: z.number().nullable(),
  measuredStudents: count,
});

export const BEHIND_REASONS = ['completion', 'attainment', 'expectedLevel'] as const;
export type BehindReason = (typeof BEHIND_REASONS)[number];

export const ClassReportRowSchema = AttainmentSchema.extend({
  groupId: IdSchema,
  code: TextSchema,
  yearGroupId: IdSchema.nullable(),
  yearGroupName: TextSchema.nullable(),
  /** Why the class is falling behind (decision 0018); empty when it is not. */
  behind: z.array(z.enum(BEHIND_REASONS)),
});
export type ClassReportRow = z.infer<typeof ClassReportRowSchema>;

export const YearGroupReportRowSchema = AttainmentSchema.extend({
  yearGroupId: IdSchema,
  name: TextSchema,
  classCount: count,
});
export type YearGroupReportRow = z.infer<typeof YearGroupReportRowSchema>;

export const MisconceptionReportRowSchema = z.object({
  misconceptionId: IdSchema,
  name: TextSchema,
  /** First attempts in the window that chose this misconception's option. */
  answers: count,
  classCount: count,
  /** Where a teacher can act: the class that chose it most (one the caller may open), and its count. */
  topGroupId: IdSchema.nullable(),
  topGroupCode: TextSchema.nullable(),
});
export type MisconceptionReportRow = z.infer<typeof MisconceptionReportRowSchema>;

export const TopicCoverageRowSchema = z.object({
  yearGroupId: IdSchema,
  yearGroupName: TextSchema,
  topicUnitId: IdSchema,
  name: TextSchema,
  strand: TextSchema,
  /** Taught: set to or answered by the year's classes since the school year began (1 September). */
  taught: z.boolean(),
  answers: count,
  scorePercent: percent,
});
export type TopicCoverageRow = z.infer<typeof TopicCoverageRowSchema>;

const WindowSchema = z.object({
  months: z.number().int(),
  /** The window's first day and the school year's, as ISO dates (London). */
  from: TextSchema,
  schoolYearFrom: TextSchema,
});

export const SchoolReportSchema = WindowSchema.extend({
  schoolId: IdSchema,
  /** True when the caller sees every class (an administrator); otherwise their own classes only. */
  allClasses: z.boolean(),
  yearGroups: z.array(YearGroupReportRowSchema),
  classes: z.array(ClassReportRowSchema),
  misconceptions: z.array(MisconceptionReportRowSchema),
  topics: z.array(TopicCoverageRowSchema),
});
export type SchoolReport = z.infer<typeof SchoolReportSchema>;

export const ClassesReportSchema = WindowSchema.extend({
  schoolId: IdSchema,
  allClasses: z.boolean(),
  yearGroups: z.array(YearGroupReportRowSchema),
  classes: z.array(ClassReportRowSchema),
});
export type ClassesReport = z.infer<typeof ClassesReportSchema>;

export const GroupTopicRowSchema = z.object({
  topicUnitId: IdSchema,
  name: TextSchema,
  strand: TextSchema,
  /** First attempts of the class in the window, and the share right. */
  answers: count,
  scorePercent: percent,
  /** The class's students' measures in this topic (one each), by label. */
  proficiency: LabelCountsSchema,
});
export type GroupTopicRow = z.infer<typeof GroupTopicRowSchema>;

export const GroupMisconceptionRowSchema = z.object({
  misconceptionId: IdSchema,
  name: TextSchema,
  howToFix: TextSchema,
  answers: count,
  /** The class's latest work in the window where it was chosen: its fix screen. */
  fixAssignmentId: IdSchema.nullable(),
});
export type GroupMisconceptionRow = z.infer<typeof GroupMisconceptionRowSchema>;

export const GroupWorkRowSchema = z.object({
  assignmentId: IdSchema,
  name: TextSchema,
  kind: TextSchema,
  startDate: TextSchema,
  endDate: TextSchema,
  studentCount: count,
  handedIn: count,
  completionPercent: percent,
  scorePercent: percent,
});
export type GroupWorkRow = z.infer<typeof GroupWorkRowSchema>;

export const GroupReportSchema = WindowSchema.extend({
  schoolId: IdSchema,
  /** The classes the caller may open (the picker). */
  choices: z.array(z.object({ groupId: IdSchema, code: TextSchema, yearGroupName: TextSchema.nullable() })),
  group: ClassReportRowSchema,
  topics: z.array(GroupTopicRowSchema),
  misconceptions: z.array(GroupMisconceptionRowSchema),
  work: z.array(GroupWorkRowSchema),
});
export type GroupReport = z.infer<typeof GroupReportSchema>;

/** The choices alone, for the picker before a class is chosen. */
export const GroupChoicesSchema = z.object({
  choices: GroupReportSchema.shape.choices,
});
export type GroupChoices = z.infer<typeof GroupChoicesSchema>;

/** The measurement scale's logits per year of schooling (decision 0014; priors.ts reads it): gaps read as years. */
export const REPORT_LOGITS_PER_YEAR = 0.5;
/** The school year whose average student sits at 0 on the scale (decision 0014; priors.ts reads it). */
export const REPORT_REFERENCE_YEAR = 7;

/**
 * A measure as the school year whose average student it matches: 0 is Year 7, 0.5 is Year 8 (a
 * teacher's "working at Year 8"). The charts' axes read measures this way.
 */
export function workingAtYear(measure: number): number {
  return REPORT_REFERENCE_YEAR + measure / REPORT_LOGITS_PER_YEAR;
}

/** A level gap in words: "0.6 years behind (± 0.2)", "on the expected level", "no measures yet". */
export function levelGapText(levelGap: number | null, levelGapSe: number | null): string {
  if (levelGap === null) return 'no measures yet';
  const years = levelGap / REPORT_LOGITS_PER_YEAR;
  const se = levelGapSe === null ? '' : ` (± ${(levelGapSe / REPORT_LOGITS_PER_YEAR).toFixed(1)})`;
  if (Math.abs(years) < 0.05) return `on the expected level${se}`;
  return `${Math.abs(years).toFixed(1)} ${Math.abs(years) === 1 ? 'year' : 'years'} ${years < 0 ? 'behind' : 'ahead'}${se}`;
}

/**
 * Decision 0018 (revised): when a class is falling behind, in the units the report shows (points of
 * completion, years of schooling, the "±" printed beside a level: one standard error). The server's
 * verdict and the sentence on the screen both read these numbers, so the two cannot disagree.
 */
export const FALLING_BEHIND = {
  /** Completion this many points or more below its year group's… */
  completionPoints: 15,
  /** …with at least this much work due to the class (and two classes in the year group). */
  minWorkDue: 10,
  /** A level this many years or more below its year group's… */
  yearGroupGapYears: 0.8,
  /** …or more than this many years below the level expected for its year… */
  expectedGapYears: 0.5,
  /** …each only when the gap is more than this many times the "±" shown (not noise). */
  uncertainties: 2,
} as const;

/** The rule above as one sentence for the screen. */
export function fallingBehindRule(): string {
  const r = FALLING_BEHIND;
  return (
    `A class is falling behind when its completion is ${r.completionPoints} points or more below its year group's ` +
    `(with ${r.minWorkDue} or more pieces of work due), when its level is ${r.yearGroupGapYears} years or more below ` +
    `its year group's, or when it is more than ${r.expectedGapYears} years behind the level expected for its year; ` +
    `a gap in level counts only when it is more than ${r.uncertainties === 2 ? 'twice' : `${r.uncertainties} times`} ` +
    'the ± shown beside the level, so a small class is not called behind on too few answers.'
  );
}

export const BEHIND_REASON_TEXT: Record<BehindReason, string> = {
  completion: 'Completion well below its year group',
  attainment: 'Level well below its year group',
  expectedLevel: 'Below the level expected for its year',
};
