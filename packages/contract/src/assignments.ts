import { z } from 'zod';
import {
  FilterDaySchema,
  FilterIdListSchema,
  FilterIdSchema,
  FilterTextSchema,
  ID_MAX,
  IdFromTextSchema,
  IdSchema,
  INPUT_MESSAGES,
  IsoDateSchema,
  isInSupportedYears,
  listOf,
  TextSchema,
} from './common.ts';

/** Page size of the plan list and the homework insights (spec §9). */
export const ASSIGNMENTS_PAGE_SIZE = 30;
/** The longest calendar range one request may ask for. */
export const CALENDAR_MAX_DAYS = 100;
/** The time zone in which a school's days (quizDate, due times) are counted. */
export const SCHOOL_TIME_ZONE = 'Europe/London';

export const ASSIGNMENT_MESSAGES = {
  endBeforeStart: 'The end date must be after the start date',
  emptySelection: 'Choose at least one class or student',
  studentsOutsideClasses: 'Choose students from the selected classes',
  dateTime: 'Enter a date and time',
  name: 'Enter a name of at most 200 characters',
  templateSlug: 'A template is 1 to 50 lower-case letters, digits or dashes',
  notTopicQuiz: 'Choose a topic quiz',
  questions: 'Choose between 1 and 30 different questions',
  questionsLocked: 'Students have started this work, so its questions can no longer change',
  nothingToRecommend:
    'There is nothing to recommend yet: this class has no topic work that ended a week or more ago',
  calendarRange: `Choose a range that ends after it starts and spans at most ${CALENDAR_MAX_DAYS} days`,
  notYourClass: 'You can only change work set for your own classes',
  adminOnly: 'Only a school administrator can change these settings',
  durationDays: 'Work is open for 1 to 60 days: choose a number in that range',
} as const;

/**
 * FollowUp: work set from Fix (POST …/fix-assignments), with its own questions. CustomQuiz: questions a
 * teacher chose from the question bank (POST /api/v3/question-assignments).
 */
export const AssignmentKindSchema = z.enum([
  'TopicQuiz',
  'DiagnosticQuiz',
  'RetrievalPractice',
  'FollowUp',
  'CustomQuiz',
]);
export type AssignmentKind = z.infer<typeof AssignmentKindSchema>;

export const FeedbackModeSchema = z.enum(['AfterEachQuestion', 'AtEnd']);
export type FeedbackMode = z.infer<typeof FeedbackModeSchema>;

/** Spec §4 "Assignment groups": work still open (end date in the future) is Upcoming, the rest Done. */
export const AssignmentStatusGroupSchema = z.enum(['Upcoming', 'Done']);
export type AssignmentStatusGroup = z.infer<typeof AssignmentStatusGroupSchema>;

/** Where an assignment stands against its dates; DueSoon is open and ending within 48 hours. */
export const DueStatusSchema = z.enum(['Scheduled', 'Open', 'DueSoon', 'Ended']);
export type DueStatus = z.infer<typeof DueStatusSchema>;

/** An ISO 8601 date-time with a zone (Z or an offset): every date field the API takes. */
export const IsoDateTimeSchema = z.iso
  .datetime({ offset: true, message: ASSIGNMENT_MESSAGES.dateTime })
  .refine(isInSupportedYears, INPUT_MESSAGES.year);

const idSchema = IdSchema;

export const AssignmentGroupRefSchema = z.object({ groupId: z.number().int(), code: z.string() });
export type AssignmentGroupRef = z.infer<typeof AssignmentGroupRefSchema>;

/** One assignment as the plan list shows it. Dates are ISO strings. */
export const AssignmentSchema = z.object({
  assignmentId: z.number().int(),
  schoolId: z.number().int(),
  kind: AssignmentKindSchema,
  name: z.string(),
  /** The content quiz it was set from; null for retrieval practice. */
  quizId: z.number().int().nullable(),
  /** The scheme-of-work unit it was set from (the spec's topicUnitQuizId), if any. */
  topicUnitQuizId: z.number().int().nullable(),
  templateSlug: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  feedbackMode: FeedbackModeSchema,
  askConfidence: z.boolean(),
  createdByTeacherId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Upcoming while the end date is in the future. */
  status: AssignmentStatusGroupSchema,
  groups: z.array(AssignmentGroupRefSchema),
  studentCount: z.number().int().min(0),
  startedCount: z.number().int().min(0),
  completedCount: z.number().int().min(0),
  questionCount: z.number().int().min(0),
  /** Whether the caller may edit or delete it (teaches one of its classes, set it, or is an administrator). */
  canEdit: z.boolean(),
});
export type Assignment = z.infer<typeof AssignmentSchema>;

export const AssignmentStudentSchema = z.object({
  studentId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** The class the work reached the student through. */
  groupId: z.number().int().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  answeredCount: z.number().int(),
  correctCount: z.number().int(),
});
export type AssignmentStudent = z.infer<typeof AssignmentStudentSchema>;

export const AssignmentQuestionSchema = z.object({
  questionId: z.number().int(),
  sequence: z.number().int(),
  topicUnitId: z.number().int(),
  topicUnitName: z.string(),
  /** Why it was chosen (retrieval practice; the misconception a follow-up question targets); null for questions copied from a quiz. */
  reason: z.string().nullable(),
});
export type AssignmentQuestion = z.infer<typeof AssignmentQuestionSchema>;

/** GET /api/v3/assignments/{id}: the assignment with its students (the snapshot) and its own questions. */
export const AssignmentDetailSchema = AssignmentSchema.extend({
  students: z.array(AssignmentStudentSchema),
  questions: z.array(AssignmentQuestionSchema),
});
export type AssignmentDetail = z.infer<typeof AssignmentDetailSchema>;

// ---------------------------------------------------------------- requests

export const WORK_TARGETS = {
  /** The classes to set the work for. */
  groupIds: z.array(idSchema).min(1, ASSIGNMENT_MESSAGES.emptySelection).max(50, 'Choose at most 50 classes'),
  /**
   * Some students of those classes; absent means every active student of the classes, except in an
   * update that keeps the same classes: there it keeps the students the work is set for.
   */
  studentIds: z
    .array(idSchema)
    .min(1, ASSIGNMENT_MESSAGES.emptySelection)
    .max(2000, 'Choose at most 2000 students')
    .optional(),
};

export const WORK_DATES = { startDate: IsoDateTimeSchema, endDate: IsoDateTimeSchema };
const targets = WORK_TARGETS;
const dates = WORK_DATES;

export const WORK_OPTIONS = {
  /** Defaults to the quiz's (or the recommendation's) name. */
  name: TextSchema.trim().min(1, ASSIGNMENT_MESSAGES.name).max(200, ASSIGNMENT_MESSAGES.name).optional(),
  /** Default: the school's assignment settings. */
  feedbackMode: FeedbackModeSchema.optional(),
  askConfidence: z.boolean().optional(),
};

const options = WORK_OPTIONS;

/** End after start, reported on endDate so the form shows it beside that field. */
export function endAfterStart(value: { startDate: string; endDate: string }, ctx: z.RefinementCtx) {
  if (Date.parse(value.endDate) <= Date.parse(value.startDate)) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: ASSIGNMENT_MESSAGES.endBeforeStart });
  }
}

/** POST /api/v3/quizzes/{id}/assignments: set a topic or diagnostic quiz (the kind follows the quiz). */
export const SetQuizAssignmentRequestSchema = z
  .object({ schoolId: idSchema, ...dates, ...targets, ...options })
  .superRefine(endAfterStart);
export type SetQuizAssignmentRequest = z.infer<typeof SetQuizAssignmentRequestSchema>;

/** POST /api/v3/assignments/prerequisite-assignment: a topic quiz run through a flow template. */
export const PrerequisiteAssignmentRequestSchema = z
  .object({
    schoolId: idSchema,
    topicPathwayQuizId: idSchema,
    templateSlug: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,50}$/, ASSIGNMENT_MESSAGES.templateSlug),
    ...dates,
    ...targets,
    ...options,
  })
  .superRefine(endAfterStart);
export type PrerequisiteAssignmentRequest = z.infer<typeof PrerequisiteAssignmentRequestSchema>;

/** POST /api/v3/scheme-assignments: set one unit of a scheme of work (its topic quiz). */
export const SchemeAssignmentRequestSchema = z
  .object({ schoolId: idSchema, topicUnitQuizId: idSchema, ...dates, ...targets, ...options })
  .superRefine(endAfterStart);
export type SchemeAssignmentRequest = z.infer<typeof SchemeAssignmentRequestSchema>;

/** PUT /api/v3/assignments/{id}: replaces the editable fields; the quiz and kind stay. */
export const UpdateAssignmentRequestSchema = z
  .object({
    name: TextSchema.trim().min(1, ASSIGNMENT_MESSAGES.name).max(200, ASSIGNMENT_MESSAGES.name),
    ...dates,
    ...targets,
    feedbackMode: FeedbackModeSchema,
    askConfidence: z.boolean(),
  })
  .superRefine(endAfterStart);
export type UpdateAssignmentRequest = z.infer<typeof UpdateAssignmentRequestSchema>;

// ---------------------------------------------------------------- the plan list and calendar

export const AssignmentListSchema = listOf(AssignmentSchema);
export type AssignmentList = z.infer<typeof AssignmentListSchema>;

/**
 * Spec §3 "Filters state" (the web app's store, with its defaults). The plan list takes them as
 * `request.filter.<name>`: tab, type, groupIds (comma list), selectedGroup (narrows to one class),
 * quizDate (YYYY-MM-DD: work open on that school day), searchText. selectedAssignmentStatus is the
 * check screen's tab; the server takes it as the tab when no tab is given.
 */
export const AssignmentFiltersSchema = z.object({
  tab: AssignmentStatusGroupSchema.default('Upcoming'),
  type: AssignmentKindSchema.nullable().default(null),
  groupIds: z.array(IdSchema).default([]),
  selectedGroup: IdSchema.nullable().default(null),
  selectedAssignmentStatus: AssignmentStatusGroupSchema.default('Done'),
  quizDate: IsoDateSchema.nullable().default(null),
  searchText: TextSchema.default(''),
});
export type AssignmentFilters = z.infer<typeof AssignmentFiltersSchema>;

/**
 * The plan list's `request.filter.<name>` (GET /schools/{id}/assignments), as the server parses
 * them: an unknown or malformed filter answers 400 with the filter named. The tab is Upcoming
 * unless `tab` (or the check screen's `selectedAssignmentStatus`) says otherwise.
 */
export const AssignmentListFilterSchema = z.object({
  tab: AssignmentStatusGroupSchema.optional(),
  selectedAssignmentStatus: AssignmentStatusGroupSchema.optional(),
  type: AssignmentKindSchema.optional(),
  groupIds: FilterIdListSchema.optional(),
  /** Narrows to one class (of groupIds, when both are given). */
  selectedGroup: FilterIdSchema.optional(),
  /** Work open on that school day. */
  quizDate: FilterDaySchema.optional(),
  searchText: FilterTextSchema.optional(),
});
export type AssignmentListFilter = z.infer<typeof AssignmentListFilterSchema>;

/** Sortable fields of the plan list (`request.sort[0].FieldName`); default end date by tab. */
export const ASSIGNMENT_SORT_FIELDS = ['EndDate', 'StartDate', 'Name', 'CreatedAt'] as const;

export const CalendarQuerySchema = z
  .object({
    from: IsoDateTimeSchema,
    to: IsoDateTimeSchema,
    /** Comma list of class ids. */
    groupIds: z
      .string()
      .regex(/^\d+(,\d+)*$/, 'A comma-separated list of class ids')
      .refine((list) => list.split(',').every((id) => Number(id) <= ID_MAX), INPUT_MESSAGES.id)
      .optional(),
  })
  .superRefine((q, ctx) => {
    const span = Date.parse(q.to) - Date.parse(q.from);
    if (span <= 0 || span > CALENDAR_MAX_DAYS * 86_400_000) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: ASSIGNMENT_MESSAGES.calendarRange });
    }
  });
export type CalendarQuery = z.infer<typeof CalendarQuerySchema>;

export const CalendarEntrySchema = z.object({
  assignmentId: z.number().int(),
  kind: AssignmentKindSchema,
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: AssignmentStatusGroupSchema,
  groups: z.array(AssignmentGroupRefSchema),
});
export type CalendarEntry = z.infer<typeof CalendarEntrySchema>;

export const CalendarResponseSchema = listOf(CalendarEntrySchema);

// ---------------------------------------------------------------- the plan (v5 homework insights)

/** One assignment of the teacher's classes with how far the class has got. */
export const HomeworkInsightSchema = z.object({
  assignmentId: z.number().int(),
  kind: AssignmentKindSchema,
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  dueStatus: DueStatusSchema,
  groups: z.array(AssignmentGroupRefSchema),
  /** Students counted (only those set the work through filter.groupId, when given). */
  studentCount: z.number().int().min(0),
  startedCount: z.number().int().min(0),
  completedCount: z.number().int().min(0),
  /** 0–100, rounded; 0 when no students. */
  completionPercent: z.number().int().min(0).max(100),
  /** Right first attempts over the questions set to students who started (scorePercentOf), 0–100; null until someone answers. */
  averageScorePercent: z.number().int().min(0).max(100).nullable(),
  /** First attempts over the questions set to students who started, 0–100; null when nobody started. */
  answeredPercent: z.number().int().min(0).max(100).nullable(),
  questionCount: z.number().int().min(0),
});
export type HomeworkInsight = z.infer<typeof HomeworkInsightSchema>;

export const HomeworkInsightsResponseSchema = listOf(HomeworkInsightSchema);
export type HomeworkInsightsResponse = z.infer<typeof HomeworkInsightsResponseSchema>;

/**
 * The plan's `request.filter.<name>`: `groupId`, one class of the school (counting only its
 * students) instead of the caller's own classes; `tab`, Upcoming or Done (both when absent).
 */
export const HomeworkInsightsFilterSchema = z.object({
  groupId: FilterIdSchema.optional(),
  tab: AssignmentStatusGroupSchema.optional(),
});
export type HomeworkInsightsFilter = z.infer<typeof HomeworkInsightsFilterSchema>;

// ---------------------------------------------------------------- settings

export const AssignmentSettingsSchema = z.object({
  feedbackMode: FeedbackModeSchema,
  askConfidence: z.boolean(),
  defaultDurationDays: z
    .number()
    .int()
    .min(1, ASSIGNMENT_MESSAGES.durationDays)
    .max(60, ASSIGNMENT_MESSAGES.durationDays),
  /** School time, 24-hour HH:MM. */
  defaultDueTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM, such as 08:30'),
});
export type AssignmentSettings = z.infer<typeof AssignmentSettingsSchema>;

export const DEFAULT_ASSIGNMENT_SETTINGS: AssignmentSettings = {
  feedbackMode: 'AfterEachQuestion',
  askConfidence: false,
  defaultDurationDays: 7,
  defaultDueTime: '08:30',
};

// ---------------------------------------------------------------- set-work state (web store)

/** One thing chosen to set (spec §3 "Set-work state": selections); each becomes one POST. */
export const SetWorkSelectionSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('quiz'), quizId: idSchema, name: z.string() }),
  z.object({
    source: z.literal('prerequisite'),
    topicPathwayQuizId: idSchema,
    templateSlug: z.string(),
    name: z.string(),
  }),
  z.object({ source: z.literal('scheme'), topicUnitQuizId: idSchema, name: z.string() }),
  z.object({ source: z.literal('retrievalPractice'), groupId: idSchema, name: z.string() }),
  /** Questions chosen in the question bank, set as one custom quiz. */
  z.object({ source: z.literal('questions'), questionIds: z.array(idSchema), name: z.string() }),
]);
export type SetWorkSelection = z.infer<typeof SetWorkSelectionSchema>;

/** What applies to every selection (spec §3 "Set-work state": globalConfig). */
export const SetWorkGlobalConfigSchema = z.object({
  groupIds: z.array(idSchema),
  studentIds: z.array(idSchema).optional(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  feedbackMode: FeedbackModeSchema,
  askConfidence: z.boolean(),
});
export type SetWorkGlobalConfig = z.infer<typeof SetWorkGlobalConfigSchema>;

export const SetWorkStateSchema = z.object({
  selections: z.array(SetWorkSelectionSchema),
  globalConfig: SetWorkGlobalConfigSchema,
});
export type SetWorkState = z.infer<typeof SetWorkStateSchema>;

export const SchoolIdParamSchema = z.object({ schoolId: IdFromTextSchema });
export const GroupIdParamSchema = z.object({ groupId: IdFromTextSchema });
