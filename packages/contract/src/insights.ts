import { z } from 'zod';
import {
  ASSIGNMENT_MESSAGES,
  AssignmentGroupRefSchema,
  AssignmentKindSchema,
  DueStatusSchema,
  FeedbackModeSchema,
  IsoDateTimeSchema,
} from './assignments.ts';
import { FilterIdSchema, ID_MAX, IdFromTextSchema, IdSchema, listOf, TextSchema } from './common.ts';
import { OptionLetterSchema } from './content.ts';
import { EFFORT_LEVELS } from './score-and-effort.ts';

/**
 * Check and fix (issue 6, spec §7 "Assignment insights", consolidated insights, quiz-insights,
 * feedback, misconceptions, answers): what students answered, why they went wrong, and the
 * follow-up work and mark corrections a teacher makes from it. See docs/decisions/0008-insights.md.
 *
 * Scores count first attempts only (as the quiz-session counters do). Score and effort are defined
 * once, in score-and-effort.ts (docs/decisions/0013-score-and-effort.md): scorePercent is right
 * answers as a share of the work's questions; completionPercent is questions answered as a share of
 * the work's questions.
 */

/** The consolidated insights look this far back (ended or still open work). */
export const CONSOLIDATED_WEEKS = 6;
/** Fix assignments: this many questions per misconception, at most FIX_MAX_QUESTIONS in all. */
export const FIX_QUESTIONS_PER_MISCONCEPTION = 3;
export const FIX_MAX_QUESTIONS = 12;
/** Longest teacher comment on an answer. */
export const FEEDBACK_MAX_LENGTH = 2000;

export const INSIGHT_MESSAGES = {
  misconceptionIds: 'Choose between 1 and 10 misconceptions',
  notHeld: 'No student of this work holds the chosen misconceptions',
  noQuestions: 'The question bank has no other questions that target the chosen misconceptions',
  studentsNotTargeted: 'Choose students who were set this work',
  comment: `Write a comment of 1 to ${FEEDBACK_MAX_LENGTH} characters`,
  format: 'Choose csv or pdf',
  notInAssignment: 'This question is not part of this work',
  schoolId: 'Choose a school',
} as const;

export const StudentWorkStatusSchema = z.enum(['NotStarted', 'InProgress', 'Completed']);
export type StudentWorkStatus = z.infer<typeof StudentWorkStatusSchema>;

export const EffortLevelSchema = z.enum(EFFORT_LEVELS);
export type EffortLevel = z.infer<typeof EffortLevelSchema>;

const int = () => z.number().int();
const count = () => z.number().int().min(0);
const percentOrNull = () => z.number().int().min(0).max(100).nullable();

/** A student named in an insight (who chose an option, who holds a misconception). */
export const InsightStudentRefSchema = z.object({
  studentId: int(),
  firstName: z.string(),
  lastName: z.string(),
  /** The class the work reached them through (independent study: their class among the caller's). */
  groupId: int().nullable(),
});
export type InsightStudentRef = z.infer<typeof InsightStudentRefSchema>;

/** A misconception with what a teacher needs when re-teaching. */
export const InsightMisconceptionSchema = z.object({
  misconceptionId: int(),
  name: z.string(),
  description: z.string(),
  howToFix: z.string(),
});
export type InsightMisconception = z.infer<typeof InsightMisconceptionSchema>;

// ---------------------------------------------------------------- the results grid

/** The work the grid describes (an assignment; for independent study, a quiz with assignmentId null). */
export const InsightWorkSchema = z.object({
  assignmentId: int().nullable(),
  quizId: int().nullable(),
  schoolId: int(),
  kind: AssignmentKindSchema,
  name: z.string(),
  /** Null for independent study. */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  dueStatus: DueStatusSchema.nullable(),
  feedbackMode: FeedbackModeSchema.nullable(),
  groups: z.array(AssignmentGroupRefSchema),
  questionCount: count(),
  /** May the caller change this work (correct a mark, set a fix assignment)? Always false for independent study. */
  canEdit: z.boolean(),
});
export type InsightWork = z.infer<typeof InsightWorkSchema>;

export const OptionCountSchema = z.object({ letter: OptionLetterSchema, count: count() });
export type OptionCount = z.infer<typeof OptionCountSchema>;

/** One column of the grid. */
export const GridQuestionSchema = z.object({
  questionId: int(),
  sequence: int(),
  /** The full stem (may hold KaTeX); clamp it in the header. */
  stem: z.string(),
  /** The right letter as marked for this work (the teacher's correction if any). */
  correctLetter: OptionLetterSchema,
  /** The bank's right letter; differs from correctLetter when the mark was corrected. */
  bankCorrectLetter: OptionLetterSchema,
  markCorrected: z.boolean(),
  /** First attempts per option, always A–D in order. */
  optionCounts: z.array(OptionCountSchema).length(4),
  answeredCount: count(),
  correctCount: count(),
  correctPercent: percentOrNull(),
});
export type GridQuestion = z.infer<typeof GridQuestionSchema>;

/** One cell: a student's first attempt at a question, and their retry if any. */
export const GridCellSchema = z.object({
  questionId: int(),
  /** Null for independent study (practice answers take no feedback). */
  studentAnswerId: int().nullable(),
  letter: OptionLetterSchema,
  isCorrect: z.boolean(),
  misconceptionId: int().nullable(),
  retryStudentAnswerId: int().nullable(),
  retryLetter: OptionLetterSchema.nullable(),
  retryIsCorrect: z.boolean().nullable(),
  /** The teacher's comment on the first attempt, if any. */
  teacherFeedback: z.string().nullable(),
});
export type GridCell = z.infer<typeof GridCellSchema>;

/** One row of the grid. */
export const GridStudentSchema = InsightStudentRefSchema.extend({
  status: StudentWorkStatusSchema,
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  answeredCount: count(),
  correctCount: count(),
  /** Right answers over the work's questions (scorePercentOf); null before the first answer. */
  scorePercent: percentOrNull(),
  /** answeredCount / the work's questions. */
  completionPercent: z.number().int().min(0).max(100),
  /** Time on first attempts, summed. */
  timeTakenMs: count(),
  effortPercent: percentOrNull(),
  effort: EffortLevelSchema.nullable(),
  /** The student's lesson for this work (done as a topic flow), which the teacher can read; else null. */
  lessonFlowId: int().nullable(),
  /** Answered questions only, in question order. */
  answers: z.array(GridCellSchema),
});
export type GridStudent = z.infer<typeof GridStudentSchema>;

export const InsightTotalsSchema = z.object({
  studentCount: count(),
  notStartedCount: count(),
  inProgressCount: count(),
  completedCount: count(),
  /** Completed students as a share of students. */
  completionPercent: z.number().int().min(0).max(100),
  answeredCount: count(),
  correctCount: count(),
  /** Right first attempts over the questions set to students who started (scorePercentOf). */
  averageScorePercent: percentOrNull(),
  /** First attempts over the questions set to students who started; null when nobody started. */
  answeredPercent: percentOrNull(),
  /** Over students who started. */
  averageTimeTakenMs: count().nullable(),
  averageEffortPercent: percentOrNull(),
});
export type InsightTotals = z.infer<typeof InsightTotalsSchema>;

/**
 * The results grid read in full: a cell object per answer. The server builds it, and the web reads the
 * calls' compact answer back into it (`CompactResultsGridSchema` in results-grid.ts is what the
 * calls send). Sorting and filtering happen on the client (spec §3 "Feedback and results state").
 * A cell's confidence, time and answer time are in the student's insights, not the grid.
 */
export const ResultsGridSchema = z.object({
  work: InsightWorkSchema,
  /** The class the grid was narrowed to, if any. */
  groupId: int().nullable(),
  questions: z.array(GridQuestionSchema),
  students: z.array(GridStudentSchema),
  totals: InsightTotalsSchema,
});
export type ResultsGrid = z.infer<typeof ResultsGridSchema>;

export const GridQuerySchema = z.object({ groupId: IdFromTextSchema.optional() });
export type GridQuery = z.infer<typeof GridQuerySchema>;

export const QuizInsightsQuerySchema = z.object({
  schoolId: z.coerce
    .number({ message: INSIGHT_MESSAGES.schoolId })
    .int()
    .positive(INSIGHT_MESSAGES.schoolId)
    .max(ID_MAX, INSIGHT_MESSAGES.schoolId),
  groupId: IdFromTextSchema.optional(),
});
export type QuizInsightsQuery = z.infer<typeof QuizInsightsQuerySchema>;

export const ExportFormatSchema = z.enum(['csv', 'pdf']);
export type ExportFormat = z.infer<typeof ExportFormatSchema>;

/** GET /api/v3/assignments/{id}/insights/teacher/export?format=csv|pdf[&groupId=]: a file download. */
export const ExportQuerySchema = GridQuerySchema.extend({
  format: z.enum(['csv', 'pdf'], { message: INSIGHT_MESSAGES.format }),
});
export type ExportQuery = z.infer<typeof ExportQuerySchema>;

// ---------------------------------------------------------------- one student, one class

/** The teacher's comment on one answer. */
export const AnswerCommentSchema = z.object({
  studentAnswerId: int(),
  comment: z.string(),
  teacherId: int().nullable(),
  teacherName: z.string().nullable(),
  updatedAt: z.string(),
  /** When the student opened their review since the comment was written (issue 11); null: not yet. */
  readByStudentAt: z.string().nullable().optional(),
});
export type AnswerComment = z.infer<typeof AnswerCommentSchema>;

export const StudentAttemptSchema = z.object({
  studentAnswerId: int(),
  attempt: z.number().int().min(1),
  letter: OptionLetterSchema,
  isCorrect: z.boolean(),
  misconception: InsightMisconceptionSchema.nullable(),
  confidence: z.number().int().min(1).max(5).nullable(),
  timeTakenMs: count(),
  answeredAt: z.string(),
  feedback: AnswerCommentSchema.nullable(),
});
export type StudentAttempt = z.infer<typeof StudentAttemptSchema>;

/** An option as the teacher sees it in insights, with the misconception behind it. */
export const InsightOptionSchema = z.object({
  answerId: int(),
  letter: OptionLetterSchema,
  text: z.string(),
  /** As marked for this work (a correction applies). */
  isCorrect: z.boolean(),
  misconception: InsightMisconceptionSchema.nullable(),
});
export type InsightOption = z.infer<typeof InsightOptionSchema>;

export const StudentQuestionResultSchema = z.object({
  questionId: int(),
  sequence: int(),
  stem: z.string(),
  diagramSvg: z.string().nullable(),
  diagramAlt: z.string().nullable(),
  correctLetter: OptionLetterSchema,
  markCorrected: z.boolean(),
  options: z.array(InsightOptionSchema).length(4),
  /** First attempt first; empty when not answered. */
  attempts: z.array(StudentAttemptSchema),
});
export type StudentQuestionResult = z.infer<typeof StudentQuestionResultSchema>;

/** GET /api/v3/assignments/{id}/insights/students/{studentId}. */
export const StudentInsightsSchema = z.object({
  work: InsightWorkSchema,
  student: GridStudentSchema.omit({ answers: true }),
  questions: z.array(StudentQuestionResultSchema),
  /** Misconceptions behind the student's wrong first attempts, most frequent first. */
  misconceptions: z.array(InsightMisconceptionSchema.extend({ count: z.number().int().min(1) })),
});
export type StudentInsights = z.infer<typeof StudentInsightsSchema>;

/** A misconception held by some students (chose an option carrying it on a first attempt). */
export const HeldMisconceptionSchema = InsightMisconceptionSchema.extend({
  studentCount: count(),
  students: z.array(InsightStudentRefSchema),
  /** The work's questions on which it was chosen. */
  questionIds: z.array(int()),
});
export type HeldMisconception = z.infer<typeof HeldMisconceptionSchema>;

/** GET /api/v3/assignments/{id}/insights/groups/{groupId}: one class's summary. */
export const GroupInsightsSchema = z.object({
  work: InsightWorkSchema,
  groupId: int(),
  code: z.string(),
  totals: InsightTotalsSchema,
  questions: z.array(
    z.object({
      questionId: int(),
      sequence: int(),
      answeredCount: count(),
      correctCount: count(),
      correctPercent: percentOrNull(),
    }),
  ),
  /** Most held first (at most 10). */
  topMisconceptions: z.array(HeldMisconceptionSchema),
});
export type GroupInsights = z.infer<typeof GroupInsightsSchema>;

export const AssignmentStudentParamsSchema = z.object({
  id: IdFromTextSchema,
  studentId: IdFromTextSchema,
});
export const AssignmentGroupParamsSchema = z.object({
  id: IdFromTextSchema,
  groupId: IdFromTextSchema,
});
export const AssignmentQuestionParamsSchema = z.object({
  id: IdFromTextSchema,
  questionId: IdFromTextSchema,
});
export const QuizQuestionParamsSchema = z.object({
  quizId: IdFromTextSchema,
  questionId: IdFromTextSchema,
});
export const QuizIdParamSchema = z.object({ quizId: IdFromTextSchema });

// ---------------------------------------------------------------- results by question

export const OptionInsightSchema = InsightOptionSchema.extend({
  /** First attempts choosing it. */
  count: count(),
  /** Of first attempts; null when nobody answered. */
  percent: percentOrNull(),
  students: z.array(InsightStudentRefSchema),
});
export type OptionInsight = z.infer<typeof OptionInsightSchema>;

/**
 * GET /api/v3/assignments/{id}/questions/{questionId}/insights[?groupId=] and
 * GET /api/v3/quizzes/{quizId}/quiz-insights/questions/{questionId}?schoolId=: the question as
 * students saw it, who chose each option, and the misconception to re-teach.
 */
export const QuestionInsightsSchema = z.object({
  work: InsightWorkSchema,
  questionId: int(),
  sequence: int(),
  stem: z.string(),
  diagramSvg: z.string().nullable(),
  diagramAlt: z.string().nullable(),
  correctLetter: OptionLetterSchema,
  bankCorrectLetter: OptionLetterSchema,
  markCorrected: z.boolean(),
  options: z.array(OptionInsightSchema).length(4),
  answeredCount: count(),
  correctCount: count(),
  correctPercent: percentOrNull(),
  /** Students set the work who have not answered it. */
  notAnswered: z.array(InsightStudentRefSchema),
  /** Neighbouring questions of the work, for previous / next links. */
  previousQuestionId: int().nullable(),
  nextQuestionId: int().nullable(),
});
export type QuestionInsights = z.infer<typeof QuestionInsightsSchema>;

// ---------------------------------------------------------------- consolidated (the /check page)

export const RecentWorkSchema = z.object({
  assignmentId: int(),
  kind: AssignmentKindSchema,
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  dueStatus: DueStatusSchema,
  groups: z.array(AssignmentGroupRefSchema),
  studentCount: count(),
  startedCount: count(),
  completedCount: count(),
  completionPercent: z.number().int().min(0).max(100),
  /** Right first attempts over the questions set to students who started (scorePercentOf). */
  averageScorePercent: percentOrNull(),
  /** First attempts over the questions set to students who started; null when nobody started. */
  answeredPercent: percentOrNull(),
  questionCount: count(),
});
export type RecentWork = z.infer<typeof RecentWorkSchema>;

export const WrongQuestionSchema = z.object({
  assignmentId: int(),
  assignmentName: z.string(),
  questionId: int(),
  sequence: int(),
  stem: z.string(),
  answeredCount: count(),
  wrongCount: count(),
  wrongPercent: z.number().int().min(0).max(100),
  /** The wrong option chosen most, with its misconception. */
  commonWrongLetter: OptionLetterSchema.nullable(),
  commonMisconceptionId: int().nullable(),
  commonMisconceptionName: z.string().nullable(),
});
export type WrongQuestion = z.infer<typeof WrongQuestionSchema>;

export const ConsolidatedMisconceptionSchema = InsightMisconceptionSchema.extend({
  /** Distinct students holding it across the recent work. */
  studentCount: count(),
  /** The work in which it was held, most holders first: link the first to /fix/{assignmentId}. */
  assignmentIds: z.array(int()),
});
export type ConsolidatedMisconception = z.infer<typeof ConsolidatedMisconceptionSchema>;

/**
 * GET /api/v3/schools/{schoolId}/consolidated-insights[?groupId=]: the caller's classes' work that
 * started within CONSOLIDATED_WEEKS (ended or open), newest end first; the questions most answered
 * wrongly (at most 10) and the misconceptions most held (at most 10) in that work.
 */
export const ConsolidatedInsightsSchema = z.object({
  from: z.string(),
  recentWork: z.array(RecentWorkSchema),
  mostWrongQuestions: z.array(WrongQuestionSchema),
  topMisconceptions: z.array(ConsolidatedMisconceptionSchema),
});
export type ConsolidatedInsights = z.infer<typeof ConsolidatedInsightsSchema>;

export const ConsolidatedQuerySchema = z.object({ groupId: IdFromTextSchema.optional() });
export type ConsolidatedQuery = z.infer<typeof ConsolidatedQuerySchema>;

// ---------------------------------------------------------------- answers and misconceptions

/** GET /api/v3/assignments/{id}/answers (paged: request.skip, request.take, request.filter.studentId / questionId / groupId). */
export const AnswerRowSchema = z.object({
  studentAnswerId: int(),
  studentId: int(),
  firstName: z.string(),
  lastName: z.string(),
  groupId: int().nullable(),
  questionId: int(),
  sequence: int(),
  letter: OptionLetterSchema,
  isCorrect: z.boolean(),
  misconceptionId: int().nullable(),
  attempt: z.number().int().min(1),
  confidence: z.number().int().min(1).max(5).nullable(),
  timeTakenMs: count(),
  answeredAt: z.string(),
  teacherFeedback: z.string().nullable(),
});
export type AnswerRow = z.infer<typeof AnswerRowSchema>;
export const AnswerListSchema = listOf(AnswerRowSchema);

/** The answer list's `request.filter.<name>`: one student's, one question's or one class's answers. */
export const AnswerListFilterSchema = z.object({
  studentId: FilterIdSchema.optional(),
  questionId: FilterIdSchema.optional(),
  groupId: FilterIdSchema.optional(),
});
export type AnswerListFilter = z.infer<typeof AnswerListFilterSchema>;
export type AnswerList = z.infer<typeof AnswerListSchema>;
export const ANSWERS_PAGE_SIZE = 100;

/** A misconception worth fixing, with how many bank questions could target it in a fix assignment. */
export const FixableMisconceptionSchema = HeldMisconceptionSchema.extend({
  /** Bank questions with an option carrying it, not already in this work. */
  availableQuestionCount: count(),
});
export type FixableMisconception = z.infer<typeof FixableMisconceptionSchema>;

/** GET /api/v3/assignments/{id}/misconceptions[?groupId=]: ranked by students holding them, most first. */
export const AssignmentMisconceptionsSchema = z.object({
  work: InsightWorkSchema,
  studentCount: count(),
  items: z.array(FixableMisconceptionSchema),
});
export type AssignmentMisconceptions = z.infer<typeof AssignmentMisconceptionsSchema>;

// ---------------------------------------------------------------- fix assignments

/**
 * POST /api/v3/assignments/{id}/fix-assignments: follow-up work for the students holding the
 * misconceptions (or the chosen ones among the students set the work), with bank questions that
 * target them. Dates default to the school's assignment settings (from now). 201 with the new
 * assignment (GET /api/v3/assignments/{id} shape).
 */
export const FixAssignmentRequestSchema = z
  .object({
    misconceptionIds: z
      .array(IdSchema)
      .min(1, INSIGHT_MESSAGES.misconceptionIds)
      .max(10, INSIGHT_MESSAGES.misconceptionIds)
      .refine((ids) => new Set(ids).size === ids.length, INSIGHT_MESSAGES.misconceptionIds),
    studentIds: z.array(IdSchema).min(1, ASSIGNMENT_MESSAGES.emptySelection).max(2000).optional(),
    startDate: IsoDateTimeSchema.optional(),
    endDate: IsoDateTimeSchema.optional(),
    /** Default: "Fix: <the original's name>". */
    name: TextSchema.trim().min(1, ASSIGNMENT_MESSAGES.name).max(200, ASSIGNMENT_MESSAGES.name).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.startDate && value.endDate && Date.parse(value.endDate) <= Date.parse(value.startDate)) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: ASSIGNMENT_MESSAGES.endBeforeStart });
    }
  });
export type FixAssignmentRequest = z.infer<typeof FixAssignmentRequestSchema>;

// ---------------------------------------------------------------- mark corrections

/**
 * PUT /api/v3/assignments/{id}/questions/{questionId}/mark: the bank was wrong for this question in
 * this work; every answer is re-marked and every score follows. Giving the bank's own letter
 * removes the correction.
 */
export const MarkCorrectionRequestSchema = z.object({ correctLetter: OptionLetterSchema });
export type MarkCorrectionRequest = z.infer<typeof MarkCorrectionRequestSchema>;

export const MarkCorrectionSchema = z.object({
  assignmentId: int(),
  questionId: int(),
  correctLetter: OptionLetterSchema,
  bankCorrectLetter: OptionLetterSchema,
  markCorrected: z.boolean(),
  /** Answers whose mark changed. */
  changedAnswerCount: count(),
  correctedAt: z.string().nullable(),
});
export type MarkCorrection = z.infer<typeof MarkCorrectionSchema>;

// ---------------------------------------------------------------- feedback

/** PUT /api/v3/answers/{studentAnswerId}/feedback (DELETE removes it, 204): shown to the student with their answer. */
export const AnswerFeedbackRequestSchema = z.object({
  comment: TextSchema.trim()
    .min(1, INSIGHT_MESSAGES.comment)
    .max(FEEDBACK_MAX_LENGTH, INSIGHT_MESSAGES.comment),
});
export type AnswerFeedbackRequest = z.infer<typeof AnswerFeedbackRequestSchema>;

export const StudentAnswerIdParamSchema = z.object({ studentAnswerId: IdFromTextSchema });
