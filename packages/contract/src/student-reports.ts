import { z } from 'zod';
import { FilterIdSchema, FilterTextSchema, IdFromTextSchema, IsoDateSchema } from './common.ts';
import { EffortPeriodSchema, EffortSummarySchema } from './effort.ts';

/**
 * The students' reports (issue 14 points 1 and 10; spec §2 `/{schoolId}/students` with its children
 * effort and proficiency, §7 Reports "effort and proficiency"): the students list with each student's
 * overall proficiency and effort this term, one class's effort for a week or a term, and one class's
 * proficiency by topic. Proficiency comes from the measurement model (decision 0014): every measure
 * travels with its standard error and its label in words.
 */

/** The teacher's words for a measure (decision 0014, `measurement/labels.ts`). */
export const PROFICIENCY_LABELS = ['secure', 'developing', 'not yet', 'not enough answers yet'] as const;
export const ProficiencyLabelSchema = z.enum(PROFICIENCY_LABELS);
export type ProficiencyLabel = z.infer<typeof ProficiencyLabelSchema>;

/** One measure as a teacher reads it: the label, the estimate (logits) and its standard error. */
export const ProficiencySchema = z.object({
  label: ProficiencyLabelSchema,
  /** The estimate on the logit scale (0: the average Year 7 student; half a logit a year). */
  measure: z.number(),
  standardError: z.number().min(0),
  /** First-attempt answers the measure has learnt from. */
  answerCount: z.number().int().min(0),
});
export type Proficiency = z.infer<typeof ProficiencySchema>;

const StudentNameSchema = z.object({
  studentId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
});

// ---------------------------------------------------------------- the students list

/** Rows a page of the list holds; a year group of 300 is six pages, loaded as the reader scrolls. */
export const STUDENT_OVERVIEW_PAGE_SIZE = 50;
/** The export's limit: every student of a school (spec §9's large limit). */
export const STUDENT_OVERVIEW_MAX_TAKE = 10_000;

/** `request.sort[0].FieldName` of the list: by name (last, first), overall proficiency or effort this term. */
export const STUDENT_OVERVIEW_SORTS = ['name', 'proficiency', 'effort'] as const;
export const StudentOverviewSortSchema = z.enum(STUDENT_OVERVIEW_SORTS, {
  message: 'Sort by name, proficiency or effort',
});
export type StudentOverviewSort = z.infer<typeof StudentOverviewSortSchema>;

/**
 * GET /api/v3/schools/{id}/students/overview: the students the caller may see (an administrator: the
 * school's; another teacher: the students of their classes), `request.filter.groupId` (one of those
 * classes) and `request.filter.searchText` (words of the name or username). Students with no measure
 * (or no effort) sort after the rest whichever the direction.
 */
export const StudentOverviewFilterSchema = z.object({
  groupId: FilterIdSchema.optional(),
  searchText: FilterTextSchema.optional(),
});
export type StudentOverviewFilter = z.output<typeof StudentOverviewFilterSchema>;

export const StudentOverviewRowSchema = StudentNameSchema.extend({
  userName: z.string(),
  /** The student's classes (not archived), by code. */
  groups: z.array(z.object({ groupId: z.number().int(), code: z.string() })),
  /** The year groups of those classes, in the country's order. */
  yearGroups: z.array(z.object({ countryYearGroupId: z.number().int(), name: z.string() })),
  /**
   * Overall proficiency: the precision-weighted mean of the student's strand measures (each weighted
   * by 1/variance; standard error 1/√Σ(1/variance)), labelled against their year. Null: no answers yet.
   */
  proficiency: ProficiencySchema.nullable(),
  /** Effort points this term (decision 0016). */
  effortPoints: z.number().int().min(0),
  /** The later of their last answer and their last visit; null if never. */
  lastActiveAt: z.iso.datetime({ offset: true }).nullable(),
});
export type StudentOverviewRow = z.infer<typeof StudentOverviewRowSchema>;

export const StudentOverviewListSchema = z.object({
  items: z.array(StudentOverviewRowSchema),
  total: z.number().int().min(0),
  /** The term "effort this term" counts (its first and last day, Europe/London). */
  term: z.object({ name: z.string(), from: z.iso.date(), to: z.iso.date() }),
});
export type StudentOverviewList = z.infer<typeof StudentOverviewListSchema>;

// ---------------------------------------------------------------- one class's reports

/** `?groupId=`: one class the caller may see (theirs, or any of the school's for an administrator). */
export const ClassReportQuerySchema = z.object({ groupId: IdFromTextSchema });
export type ClassReportQuery = z.infer<typeof ClassReportQuerySchema>;

/** GET /api/v3/schools/{id}/students/proficiency?groupId=: one class's students by topic. */
export const ProficiencyTopicSchema = z.object({
  topicUnitId: z.number().int(),
  name: z.string(),
  strand: z.string(),
});

export const StudentProficiencyRowSchema = StudentNameSchema.extend({
  /** The student's measure on each topic of `topics` they have answered, in no order; absent: none. */
  topics: z.array(ProficiencySchema.extend({ topicUnitId: z.number().int() })),
});

export const ProficiencyReportSchema = z.object({
  groupId: z.number().int(),
  groupCode: z.string(),
  /** The topics any student of the class has answered questions in, by strand then name. */
  topics: z.array(ProficiencyTopicSchema),
  /** The class's active students, by last then first name. */
  students: z.array(StudentProficiencyRowSchema),
});
export type ProficiencyReport = z.infer<typeof ProficiencyReportSchema>;

/**
 * GET /api/v3/schools/{id}/students/effort?groupId=&period=week|term&date=YYYY-MM-DD: one class's
 * effort in the week or term holding `date` (today when left out).
 */
export const EffortReportQuerySchema = ClassReportQuerySchema.extend({
  period: EffortPeriodSchema.default('week'),
  date: IsoDateSchema.optional(),
});
export type EffortReportQuery = z.infer<typeof EffortReportQuerySchema>;

export const EffortReportSchema = z.object({
  groupId: z.number().int(),
  groupCode: z.string(),
  period: EffortPeriodSchema,
  /** The period's first and last day. */
  from: z.iso.date(),
  to: z.iso.date(),
  /** The term holding the period ("Autumn 2026"), and its first and last day. */
  term: z.object({ name: z.string(), from: z.iso.date(), to: z.iso.date() }),
  /** The class's active students, each with their effort in the period (zeros when none), by name. */
  students: z.array(StudentNameSchema.extend({ effort: EffortSummarySchema })),
  /** The class's effort each week of the term so far (Monday's date), the weeks with none as zeros. */
  weeks: z.array(z.object({ weekStart: z.iso.date(), effort: EffortSummarySchema })),
});
export type EffortReport = z.infer<typeof EffortReportSchema>;
