import { z } from 'zod';
import { IdFromTextSchema, IdSchema, TextSchema } from './common.ts';
import { LabelCountsSchema, ReportWindowQuerySchema } from './school-reports.ts';

/**
 * Issue 26 point 2 (spec §7 Reports: topic insights, diagnostic): a topic's results across the school's
 * classes and year groups, and a diagnostic quiz's results by misconception for a class or a year
 * group. Each has a CSV with the screen's rows and columns.
 */

const count = z.number().int().min(0);
const percent = z.number().int().min(0).max(100).nullable();

export const TopicReportParamsSchema = z.object({ schoolId: IdFromTextSchema });

/** Without topicUnitId: the topic with the most first answers in the window. */
export const TopicReportQuerySchema = ReportWindowQuerySchema.extend({
  topicUnitId: IdFromTextSchema.optional(),
});
export type TopicReportQuery = z.infer<typeof TopicReportQuerySchema>;

/** A topic the school's students answered in the window, with its first answers (the chooser). */
export const TopicOptionSchema = z.object({
  topicUnitId: IdSchema,
  name: TextSchema,
  strand: TextSchema,
  answers: count,
});
export type TopicOption = z.infer<typeof TopicOptionSchema>;

/** A misconception the students of a class or year chose in the topic in the window. */
export const TopicMisconceptionSchema = z.object({
  misconceptionId: IdSchema,
  name: TextSchema,
  /** Students who chose an option carrying it in the window and answered the topic then. */
  studentCount: count,
});
export type TopicMisconception = z.infer<typeof TopicMisconceptionSchema>;

/** The most chosen misconceptions each row lists. */
export const TOPIC_REPORT_MISCONCEPTIONS = 3;

const TopicFiguresSchema = z.object({
  /** Students on the roll (archived students left out). */
  studentCount: count,
  /** Of those, students who answered a question of the topic in the window (set work or practice). */
  answeredStudents: count,
  /** First attempts in the window at work set through the class (practice belongs to no class). */
  answers: count,
  scorePercent: percent,
  /**
   * Each student's topic measure by label against the year's expected level (decision 0014); a
   * student without a measure in the topic counts as "not enough answers", so the four add up to the
   * students.
   */
  proficiency: LabelCountsSchema,
  misconceptions: z.array(TopicMisconceptionSchema).max(TOPIC_REPORT_MISCONCEPTIONS),
});

export const TopicClassRowSchema = TopicFiguresSchema.extend({
  groupId: IdSchema,
  code: TextSchema,
  yearGroupId: IdSchema.nullable(),
  yearGroupName: TextSchema.nullable(),
});
export type TopicClassRow = z.infer<typeof TopicClassRowSchema>;

export const TopicYearRowSchema = TopicFiguresSchema.extend({
  yearGroupId: IdSchema,
  name: TextSchema,
  classCount: count,
});
export type TopicYearRow = z.infer<typeof TopicYearRowSchema>;

export const TopicReportSchema = z.object({
  schoolId: IdSchema,
  months: z.number().int(),
  /** The window's first day (the Monday of its first week, London), as an ISO date. */
  from: TextSchema,
  /** True when the caller sees every class (an administrator); otherwise their own classes only. */
  allClasses: z.boolean(),
  /** The topics answered in the window, in curriculum order. */
  topics: z.array(TopicOptionSchema),
  /** The topic shown: the one asked for, else the most answered; null when nothing was answered. */
  topic: z.object({ topicUnitId: IdSchema, name: TextSchema, strand: TextSchema }).nullable(),
  /** Every year group's figures (over all its classes, whoever asks), youngest first. */
  yearGroups: z.array(TopicYearRowSchema),
  /** The classes the caller may see, by year then code. */
  classes: z.array(TopicClassRowSchema),
});
export type TopicReport = z.infer<typeof TopicReportSchema>;

// ---------------------------------------------------------------- the diagnostic report

export const DIAGNOSTIC_REPORT_MESSAGES = {
  scope: 'Choose a class (groupId) or a year group (yearGroupId), not both',
} as const;

const DiagnosticQueryFields = z.object({
  /** A diagnostic quiz's id; without it, the one most recently set to the class or year. */
  quizId: IdFromTextSchema.optional(),
  groupId: IdFromTextSchema.optional(),
  yearGroupId: IdFromTextSchema.optional(),
});

function oneScope(q: { groupId?: number; yearGroupId?: number }, ctx: z.RefinementCtx) {
  if ((q.groupId === undefined) === (q.yearGroupId === undefined))
    ctx.addIssue({ code: 'custom', path: ['groupId'], message: DIAGNOSTIC_REPORT_MESSAGES.scope });
}

export const DiagnosticReportQuerySchema = DiagnosticQueryFields.superRefine(oneScope);
export type DiagnosticReportQuery = z.infer<typeof DiagnosticReportQuerySchema>;

export const DIAGNOSTIC_REPORT_TABLES = ['misconceptions', 'questions'] as const;
export type DiagnosticReportTable = (typeof DIAGNOSTIC_REPORT_TABLES)[number];

export const DiagnosticReportCsvQuerySchema = DiagnosticQueryFields.extend({
  table: z.enum(DIAGNOSTIC_REPORT_TABLES).default('misconceptions'),
}).superRefine(oneScope);

export const DiagnosticScopeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('class'),
    groupId: IdSchema,
    code: TextSchema,
    yearGroupName: TextSchema.nullable(),
  }),
  z.object({ kind: z.literal('year'), yearGroupId: IdSchema, name: TextSchema }),
]);
export type DiagnosticScope = z.infer<typeof DiagnosticScopeSchema>;

/**
 * A diagnostic quiz set to the class or year (the chooser): those already started first, the most
 * recently started first, then those still to start, the soonest first.
 */
export const DiagnosticQuizOptionSchema = z.object({
  quizId: IdSchema,
  name: TextSchema,
  /** When its work last started (ISO date-time); for a quiz not started yet, when it first starts. */
  lastSetAt: TextSchema,
  /** No work setting it has started yet: nothing to show but who it is set to. */
  upcoming: z.boolean(),
});
export type DiagnosticQuizOption = z.infer<typeof DiagnosticQuizOptionSchema>;

export const DiagnosticQuestionRowSchema = z.object({
  questionId: IdSchema,
  sequence: z.number().int().min(1),
  /** The question as the results pages show it (may hold `$…$` maths). */
  stem: z.string(),
  /** Students whose first attempt at it is counted (their first sitting when set twice). */
  answered: count,
  correct: count,
  correctPercent: percent,
});
export type DiagnosticQuestionRow = z.infer<typeof DiagnosticQuestionRowSchema>;

export const DiagnosticStudentSchema = z.object({
  studentId: IdSchema,
  firstName: TextSchema,
  lastName: TextSchema,
});
export type DiagnosticStudent = z.infer<typeof DiagnosticStudentSchema>;

export const DiagnosticMisconceptionRowSchema = z.object({
  misconceptionId: IdSchema,
  name: TextSchema,
  /** The questions with a wrong option carrying it, by sequence. */
  questionSequences: z.array(z.number().int().min(1)),
  /** Students whose first attempt chose such an option. */
  studentCount: count,
  /** As a share of the students who answered the quiz. */
  percentOfAnswered: percent,
  /** Who, by name, for a class (last name first); null for a year group, which shows counts only. */
  students: z.array(DiagnosticStudentSchema).nullable(),
});
export type DiagnosticMisconceptionRow = z.infer<typeof DiagnosticMisconceptionRowSchema>;

export const DiagnosticQuizResultSchema = z.object({
  quizId: IdSchema,
  name: TextSchema,
  /** The pieces of work that set it to the class or year, newest first (their results pages). */
  work: z.array(z.object({ assignmentId: IdSchema, name: TextSchema, startDate: TextSchema })),
  studentsSet: count,
  studentsAnswered: count,
  questions: z.array(DiagnosticQuestionRowSchema),
  /** Every misconception of the quiz's wrong options, most chosen first. */
  misconceptions: z.array(DiagnosticMisconceptionRowSchema),
});
export type DiagnosticQuizResult = z.infer<typeof DiagnosticQuizResultSchema>;

export const DiagnosticReportSchema = z.object({
  schoolId: IdSchema,
  scope: DiagnosticScopeSchema,
  /** The school's year groups (of its classes), youngest first: the chooser's other half. */
  yearGroups: z.array(z.object({ yearGroupId: IdSchema, name: TextSchema })),
  quizzes: z.array(DiagnosticQuizOptionSchema),
  /** The quiz shown; null when no diagnostic quiz was set to the class or year. */
  quiz: DiagnosticQuizResultSchema.nullable(),
});
export type DiagnosticReport = z.infer<typeof DiagnosticReportSchema>;
