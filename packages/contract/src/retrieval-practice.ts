import { z } from 'zod';
import {
  ASSIGNMENT_MESSAGES,
  AssignmentDetailSchema,
  AssignmentListFilterSchema,
  FeedbackModeSchema,
  IsoDateTimeSchema,
} from './assignments.ts';
import { IdSchema, TextSchema } from './common.ts';
import { OptionLetterSchema, QuestionSchema } from './content.ts';

/** How long ago a class studied a topic: 7–13 days, 21–41 days, or 42 days and more. */
export const RetrievalBucketSchema = z.enum(['OneWeek', 'ThreeWeeks', 'SixWeeksPlus']);
export type RetrievalBucket = z.infer<typeof RetrievalBucketSchema>;

/** A recommended quiz holds 6 to 10 questions when the topics studied allow it. */
export const RETRIEVAL_PRACTICE_MIN_QUESTIONS = 6;
export const RETRIEVAL_PRACTICE_MAX_QUESTIONS = 10;

export const RecommendedTopicSchema = z.object({
  topicUnitId: z.number().int(),
  name: z.string(),
  bucket: RetrievalBucketSchema,
  /** When the class's last topic work on it ended. */
  lastStudiedAt: z.string(),
  weeksAgo: z.number().int(),
});
export type RecommendedTopic = z.infer<typeof RecommendedTopicSchema>;

export const RecommendedQuestionSchema = z.object({
  sequence: z.number().int(),
  question: QuestionSchema,
  topicUnitId: z.number().int(),
  topicUnitName: z.string(),
  bucket: RetrievalBucketSchema,
  /** Answers the class's students have given to it, and the share that were wrong (null when none). */
  answeredCount: z.number().int(),
  wrongPercent: z.number().int().min(0).max(100).nullable(),
  /** For the teacher, e.g. "Studied 3 weeks ago; 60% answered wrongly". */
  reason: z.string(),
});
export type RecommendedQuestion = z.infer<typeof RecommendedQuestionSchema>;

/** GET /api/v3/groups/{groupId}/retrieval-practice/recommendations: one quiz built for the class. */
export const RetrievalPracticeRecommendationSchema = z.object({
  groupId: z.number().int(),
  /** e.g. "Retrieval practice: fractions, angles, ratio"; empty when there is nothing to recommend. */
  name: z.string(),
  topics: z.array(RecommendedTopicSchema),
  questions: z.array(RecommendedQuestionSchema),
});
export type RetrievalPracticeRecommendation = z.infer<typeof RetrievalPracticeRecommendationSchema>;

const questionIds = z
  .array(IdSchema)
  .min(1, ASSIGNMENT_MESSAGES.questions)
  .max(30, ASSIGNMENT_MESSAGES.questions)
  .refine((ids) => new Set(ids).size === ids.length, ASSIGNMENT_MESSAGES.questions);

function endAfterStart(value: { startDate: string; endDate: string }, ctx: z.RefinementCtx) {
  if (Date.parse(value.endDate) <= Date.parse(value.startDate)) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: ASSIGNMENT_MESSAGES.endBeforeStart });
  }
}

/**
 * POST /api/v3/groups/{groupId}/retrieval-practice-assignments. Without questionIds the class's
 * current recommendation is set; with them, those questions in that order (recommended ones keep their reasons).
 */
export const CreateRetrievalPracticeRequestSchema = z
  .object({
    startDate: IsoDateTimeSchema,
    endDate: IsoDateTimeSchema,
    questionIds: questionIds.optional(),
    studentIds: z.array(IdSchema).min(1, ASSIGNMENT_MESSAGES.emptySelection).max(2000).optional(),
    name: TextSchema.trim().min(1, ASSIGNMENT_MESSAGES.name).max(200, ASSIGNMENT_MESSAGES.name).optional(),
    feedbackMode: FeedbackModeSchema.optional(),
    askConfidence: z.boolean().optional(),
  })
  .superRefine(endAfterStart);
export type CreateRetrievalPracticeRequest = z.infer<typeof CreateRetrievalPracticeRequestSchema>;

/** PUT /api/v3/retrieval-practice-assignments/{id}; questions can change only until a student starts. */
export const UpdateRetrievalPracticeRequestSchema = z
  .object({
    name: TextSchema.trim().min(1, ASSIGNMENT_MESSAGES.name).max(200, ASSIGNMENT_MESSAGES.name),
    startDate: IsoDateTimeSchema,
    endDate: IsoDateTimeSchema,
    questionIds: questionIds.optional(),
    studentIds: z.array(IdSchema).min(1, ASSIGNMENT_MESSAGES.emptySelection).max(2000).optional(),
    feedbackMode: FeedbackModeSchema,
    askConfidence: z.boolean(),
  })
  .superRefine(endAfterStart);
export type UpdateRetrievalPracticeRequest = z.infer<typeof UpdateRetrievalPracticeRequestSchema>;

export const RetrievalPracticeQuestionSchema = QuestionSchema.extend({
  topicUnitName: z.string(),
  reason: z.string().nullable(),
});
export type RetrievalPracticeQuestion = z.infer<typeof RetrievalPracticeQuestionSchema>;

/** GET /api/v3/retrieval-practice-assignments/{id}: the assignment with its class and full questions. */
/**
 * A class's retrieval practice list (GET groups/{id}/retrieval-practice-assignments) takes the plan
 * list's filters, less those the path fixes: the kind, and the class.
 */
export const RetrievalPracticeListFilterSchema = AssignmentListFilterSchema.omit({
  type: true,
  groupIds: true,
  selectedGroup: true,
});
export type RetrievalPracticeListFilter = z.infer<typeof RetrievalPracticeListFilterSchema>;

export const RetrievalPracticeAssignmentSchema = AssignmentDetailSchema.extend({
  groupId: z.number().int(),
  questions: z.array(RetrievalPracticeQuestionSchema),
});
export type RetrievalPracticeAssignment = z.infer<typeof RetrievalPracticeAssignmentSchema>;

export const QuestionInsightSchema = z.object({
  questionId: z.number().int(),
  sequence: z.number().int(),
  topicUnitId: z.number().int(),
  topicUnitName: z.string(),
  reason: z.string().nullable(),
  /** First attempts only. */
  answeredCount: z.number().int(),
  correctCount: z.number().int(),
  percentCorrect: z.number().int().min(0).max(100).nullable(),
  /** The wrong answer chosen most, with its misconception. */
  commonWrongAnswer: z
    .object({
      letter: OptionLetterSchema,
      count: z.number().int(),
      misconceptionId: z.number().int().nullable(),
      misconceptionName: z.string().nullable(),
    })
    .nullable(),
});
export type QuestionInsight = z.infer<typeof QuestionInsightSchema>;

export const TopicInsightSchema = z.object({
  topicUnitId: z.number().int(),
  topicUnitName: z.string(),
  answeredCount: z.number().int(),
  correctCount: z.number().int(),
  percentCorrect: z.number().int().min(0).max(100).nullable(),
});
export type TopicInsight = z.infer<typeof TopicInsightSchema>;

export const StudentInsightSchema = z.object({
  studentId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  answeredCount: z.number().int(),
  correctCount: z.number().int(),
  /** Right first attempts over the work's questions (scorePercentOf); null before the first answer. */
  percentCorrect: z.number().int().min(0).max(100).nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type StudentInsight = z.infer<typeof StudentInsightSchema>;

/** GET /api/v3/retrieval-practice-assignments/{id}/insights. */
export const RetrievalPracticeInsightsSchema = z.object({
  assignmentId: z.number().int(),
  studentCount: z.number().int(),
  startedCount: z.number().int(),
  completedCount: z.number().int(),
  /** Right first attempts over the questions set to students who started (scorePercentOf), 0–100; null until someone answers. */
  averageScorePercent: z.number().int().min(0).max(100).nullable(),
  /** First attempts over the questions set to students who started, 0–100; null when nobody started. */
  answeredPercent: z.number().int().min(0).max(100).nullable(),
  questions: z.array(QuestionInsightSchema),
  topics: z.array(TopicInsightSchema),
  students: z.array(StudentInsightSchema),
});
export type RetrievalPracticeInsights = z.infer<typeof RetrievalPracticeInsightsSchema>;
