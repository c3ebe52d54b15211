import { z } from 'zod';
import { IdFromTextSchema, IdSchema, listOf, TextSchema } from './common.ts';

/** Spec §5: assistant, dynamic PDF and CSV summary calls need a non-empty instruction. */
export const ASSISTANT_MESSAGES = {
  instruction: 'Type a question for the assistant',
  instructionLength: 'Keep the question under 1,000 characters',
  comment: 'Keep the comment under 2,000 characters',
} as const;

export const ASSISTANT_INSTRUCTION_MAX = 1000;

/** What the assistant was opened from (spec §3 "Assistant context": context, contextUrl). */
export const AssistantContextKindSchema = z.enum(['class', 'student', 'assignment', 'school']);
export type AssistantContextKind = z.infer<typeof AssistantContextKindSchema>;
export const AssistantContextSchema = z.object({ kind: AssistantContextKindSchema, id: IdSchema });
export type AssistantContext = z.infer<typeof AssistantContextSchema>;

/** POST /flow/v1/schools/{id}/teacher-assistant/ask. */
export const AskAssistantRequestSchema = z.object({
  instruction: TextSchema.trim()
    .min(1, ASSISTANT_MESSAGES.instruction)
    .max(ASSISTANT_INSTRUCTION_MAX, ASSISTANT_MESSAGES.instructionLength),
  conversationId: IdSchema.optional(),
  context: AssistantContextSchema.optional(),
});
export type AskAssistantRequest = z.infer<typeof AskAssistantRequestSchema>;

/** A number the server computed, named (never a figure the wording made up). */
export const AssistantFigureSchema = z.object({ label: z.string(), value: z.string() });
export type AssistantFigure = z.infer<typeof AssistantFigureSchema>;
/** A link into the product: a web route as a string (the web's own path patterns). */
export const AssistantLinkSchema = z.object({ label: z.string(), href: z.string() });
export type AssistantLink = z.infer<typeof AssistantLinkSchema>;
export const AssistantSourceSchema = z.enum(['built-in', 'model']);
export type AssistantSource = z.infer<typeof AssistantSourceSchema>;

/** The answer: plain text (paragraphs split by a blank line, no markdown), its figures and links. */
export const AssistantAnswerSchema = z.object({
  conversationId: IdSchema,
  messageId: IdSchema,
  /** The recognised kind of question; null when the assistant was unsure and only suggests. */
  intent: z.string().nullable(),
  text: z.string(),
  figures: z.array(AssistantFigureSchema),
  links: z.array(AssistantLinkSchema),
  /** Questions worth asking next, in general. */
  promptSuggestions: z.array(z.string()),
  /** Questions about the data in scope (the caller's own classes, students, work). */
  dataPromptSuggestions: z.array(z.string()),
  contextSummary: z.string().optional(),
  contextUrl: z.string().optional(),
  source: AssistantSourceSchema,
  /** Why the school's model did not word this answer (it timed out, was busy…): the built-in answer. */
  note: z.string().optional(),
});
export type AssistantAnswer = z.infer<typeof AssistantAnswerSchema>;

/** POST /flow/v1/schools/{id}/teacher-assistant/feedback: thumbs and a comment on one answer. */
export const AssistantFeedbackRequestSchema = z.object({
  messageId: IdSchema,
  rating: z.enum(['up', 'down']),
  comment: TextSchema.trim().max(2000, ASSISTANT_MESSAGES.comment).optional(),
});
export type AssistantFeedbackRequest = z.infer<typeof AssistantFeedbackRequestSchema>;
export const AssistantFeedbackSchema = z.object({
  messageId: IdSchema,
  rating: z.enum(['up', 'down']),
  comment: z.string().nullable(),
});
export type AssistantFeedback = z.infer<typeof AssistantFeedbackSchema>;

/** One turn kept: the teacher's question or the assistant's answer. */
export const AssistantMessageSchema = z.object({
  messageId: IdSchema,
  role: z.enum(['teacher', 'assistant']),
  text: z.string(),
  /** The assistant's answer as it was given (absent on the teacher's turns). */
  answer: AssistantAnswerSchema.optional(),
  rating: z.enum(['up', 'down']).nullable(),
  createdAt: z.string(),
});
export type AssistantMessage = z.infer<typeof AssistantMessageSchema>;

export const AssistantConversationSummarySchema = z.object({
  conversationId: IdSchema,
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AssistantConversationSummary = z.infer<typeof AssistantConversationSummarySchema>;
/** GET …/teacher-assistant/conversations: the caller's own, newest first. */
export const AssistantConversationListSchema = listOf(AssistantConversationSummarySchema);
export type AssistantConversationList = z.infer<typeof AssistantConversationListSchema>;

/** GET …/teacher-assistant/conversations/{conversationId}. */
export const AssistantConversationSchema = AssistantConversationSummarySchema.extend({
  messages: z.array(AssistantMessageSchema),
});
export type AssistantConversation = z.infer<typeof AssistantConversationSchema>;

export const AssistantConversationParamsSchema = z.object({
  id: IdFromTextSchema,
  conversationId: IdFromTextSchema,
});
