import { z } from 'zod';
import { ID_MAX, IdFromTextSchema, IdSchema, TextSchema } from './common.ts';
import { OptionLetterSchema } from './content.ts';
import { MisconceptionFeedbackSchema } from './quiz-sessions.ts';

/**
 * Topic flows (spec §3 "Flow item (lesson chat)", §7 "Second service (v1)"): a flow generator
 * session dispatches flow items in sequence; inputs wait for the learner's response.
 */

/** Spec §3 "Session kinds" that a flow can be generated for (TeacherAssistant has no flow). */
export const FlowKindSchema = z.enum([
  'TopicPathwayQuiz',
  'Challenge',
  'Generic',
  'TopicPathwayQuizQuestion',
  'OnDemandSupport',
  'RetrievalPracticeAssignment',
]);
export type FlowKind = z.infer<typeof FlowKindSchema>;

/** 'default' teaches (explanations, video recap); 'dr' is fluency only; 'd' is the no-lessons diagnostic. */
export const FlowTemplateSlugSchema = z.enum(['default', 'dr', 'd']);
export type FlowTemplateSlug = z.infer<typeof FlowTemplateSlugSchema>;

/** Spec §3 flowItemType. */
export const FlowItemTypeSchema = z.enum([
  'Text',
  'Image',
  'Video',
  'RadioButtonInput',
  'TextInput',
  'Divider',
  'HighlightedText',
  'Information',
  'DiagnosticQuestionAnswerInput',
  'DiagnosticQuestionRetryInput',
  'PinnedImage',
  'PinnedVideo',
  'PinnedText',
]);
export type FlowItemType = z.infer<typeof FlowItemTypeSchema>;

/** The item types that wait for a response. */
export const FLOW_INPUT_TYPES: readonly FlowItemType[] = [
  'RadioButtonInput',
  'TextInput',
  'DiagnosticQuestionAnswerInput',
  'DiagnosticQuestionRetryInput',
];

/** Item types pinned above the chat while the flow lasts. */
export const FLOW_PINNED_TYPES: readonly FlowItemType[] = ['PinnedImage', 'PinnedVideo', 'PinnedText'];

/** contentType of a diagnostic question item: its `text` is this JSON (FlowQuestionContentSchema). */
export const FLOW_QUESTION_CONTENT_TYPE = 'application/vnd.mathsight.diagnostic-question+json';

export const FlowRadioButtonSchema = z.object({
  sequence: z.number().int(),
  value: z.string(),
  label: z.string(),
  /** Display hints, e.g. { emoji: '🙂' } or { letter: 'B' }. */
  labelOptions: z.record(z.string(), z.string()).nullable(),
});
export type FlowRadioButton = z.infer<typeof FlowRadioButtonSchema>;

/** What the learner answered to an input item (kept on the item, so a preview stores nothing else). */
export const FlowItemResponseSchema = z.object({
  value: z.string(),
  respondedAt: z.string(),
  /** Diagnostic questions only: whether the chosen option was right. */
  isCorrect: z.boolean().nullable(),
});
export type FlowItemResponse = z.infer<typeof FlowItemResponseSchema>;

/** Spec §3 Flow item, plus the learner's response to it when it is an input. */
export const FlowItemSchema = z.object({
  flowItemId: z.number().int(),
  flowGeneratorSessionId: z.number().int(),
  userId: z.number().int(),
  /** The part of the flow it belongs to: 'intro', 'question-3', 'end'. */
  flowItemGroup: z.string(),
  /** Its place within its group, from 1. */
  position: z.number().int(),
  /** Its place in the whole session, from 1. */
  sequence: z.number().int(),
  dateDispatched: z.string(),
  text: z.string().nullable(),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  fileUrl: z.string().nullable(),
  radioButtons: z.array(FlowRadioButtonSchema).nullable(),
  /** How to read `text`: 'text/plain' (with `$…$` maths) or FLOW_QUESTION_CONTENT_TYPE. */
  contentType: z.string(),
  /** How long the client waits (typing indicator) before showing it; 0 when delays are off. */
  milliSecondsDelay: z.number().int().min(0),
  flowItemType: FlowItemTypeSchema,
  response: FlowItemResponseSchema.nullable(),
});
export type FlowItem = z.infer<typeof FlowItemSchema>;

/** The `text` of a DiagnosticQuestionAnswerInput / RetryInput: never which option is right. */
export const FlowQuestionContentSchema = z.object({
  questionId: z.number().int(),
  /** 1-based place among the flow's questions, and how many there are. */
  number: z.number().int(),
  of: z.number().int(),
  stem: z.string(),
  diagramSvg: z.string().nullable(),
  diagramAlt: z.string().nullable(),
  options: z.array(z.object({ letter: OptionLetterSchema, text: z.string() })).length(4),
  /** A retry: the letter answered wrongly first, which cannot be chosen again. */
  previousLetter: OptionLetterSchema.nullable(),
});
export type FlowQuestionContent = z.infer<typeof FlowQuestionContentSchema>;

/** The end of a flow: the score and the misconceptions met. */
export const FlowSummarySchema = z.object({
  questionCount: z.number().int().min(0),
  correctFirstTime: z.number().int().min(0),
  correctOnRetry: z.number().int().min(0),
  scorePercent: z.number().int().min(0).max(100),
  misconceptionsMet: z.array(MisconceptionFeedbackSchema.extend({ count: z.number().int().min(1) })),
});
export type FlowSummary = z.infer<typeof FlowSummarySchema>;

export const FlowGeneratorSessionSchema = z.object({
  flowGeneratorSessionId: z.number().int(),
  kind: FlowKindSchema,
  templateSlug: FlowTemplateSlugSchema,
  /** A teacher's preview: answers stay on the flow items and never count as a student's. */
  isPreview: z.boolean(),
  userId: z.number().int(),
  title: z.string(),
  topicPathwayQuizId: z.number().int().nullable(),
  assignmentId: z.number().int().nullable(),
  /** The assignment's quiz session the answers are stored through (students doing set work). */
  quizSessionId: z.number().int().nullable(),
  createdAt: z.string(),
  finished: z.boolean(),
  /** Every item dispatched so far, in sequence. */
  items: z.array(FlowItemSchema),
  summary: FlowSummarySchema.nullable(),
  /**
   * A teacher reading a student's lesson for work they may read: nothing can be answered, and the
   * marks show whatever the work's feedback mode.
   */
  isReview: z.boolean(),
  /** The learner's full name, for a teacher's review; null for the learner themselves. */
  learnerName: z.string().nullable(),
});
export type FlowGeneratorSession = z.infer<typeof FlowGeneratorSessionSchema>;

export const FLOW_MESSAGES = {
  needsContent: 'Choose a topic pathway quiz or an assignment for this flow',
  needsQuestionSequence: 'Choose which question of the quiz (questionSequence)',
  noSuchQuestion: 'This quiz has no question with that number',
  kindNotForAssignment: 'This kind of flow does not match this assignment',
  notAnInput: 'This flow item does not take a response',
  notWaiting: 'This flow item is not waiting for a response',
  alreadyResponded: 'This flow item has already been answered',
  invalidOption: 'Choose one of the options',
  finished: 'This flow has finished',
} as const;

/** POST /flow/v1/flow-generator-sessions. */
export const CreateFlowSessionRequestSchema = z.object({
  kind: FlowKindSchema,
  topicPathwayQuizId: IdSchema.optional(),
  assignmentId: IdSchema.optional(),
  templateSlug: FlowTemplateSlugSchema.default('default'),
  /** TopicPathwayQuizQuestion (and a preview starting at one question): the quiz question's sequence. */
  questionSequence: z.number().int().positive().max(ID_MAX).optional(),
});
export type CreateFlowSessionRequest = z.input<typeof CreateFlowSessionRequestSchema>;

export const FlowSessionIdParamSchema = z.object({
  flowGeneratorSessionId: IdFromTextSchema,
});

/** POST /flow/v1/flow-generator-sessions/{id}/responses. clientResponseId makes a resend harmless. */
export const FlowResponseRequestSchema = z.object({
  flowItemId: IdSchema,
  /** A radio value, free text (TextInput), or an option letter (diagnostic questions). */
  value: TextSchema.trim().min(1, 'Give an answer').max(2000),
  clientResponseId: z.uuid(),
  timeTakenMs: z
    .number()
    .int()
    .min(0)
    .max(6 * 60 * 60 * 1000),
});
export type FlowResponseRequest = z.infer<typeof FlowResponseRequestSchema>;

export const FlowResponseResultSchema = z.object({
  /** The responded item as stored now. */
  respondedItem: FlowItemSchema,
  /** Items dispatched because of this response, in sequence (the same ones again for a resend). */
  items: z.array(FlowItemSchema),
  finished: z.boolean(),
  summary: FlowSummarySchema.nullable(),
});
export type FlowResponseResult = z.infer<typeof FlowResponseResultSchema>;
