import { z } from 'zod';
import { AssistantSourceSchema } from './assistant.ts';

/** How many rated answers one review page shows (the newest first). */
export const ASSISTANT_FEEDBACK_PAGE = 100;

/** GET /flow/v1/schools/{id}/teacher-assistant/feedback: `?rating=down` shows only the answers marked unhelpful. */
export const AssistantFeedbackReviewQuerySchema = z.object({
  rating: z.enum(['up', 'down']).optional(),
});
export type AssistantFeedbackReviewQuery = z.infer<typeof AssistantFeedbackReviewQuerySchema>;

/** One rated answer, as the school's administrators review it: the question, the answer and the rating. */
export const AssistantFeedbackReviewItemSchema = z.object({
  messageId: z.number().int(),
  rating: z.enum(['up', 'down']),
  comment: z.string().nullable(),
  ratedAt: z.string(),
  teacherName: z.string(),
  question: z.string(),
  answer: z.string(),
  intent: z.string().nullable(),
  source: AssistantSourceSchema,
});
export type AssistantFeedbackReviewItem = z.infer<typeof AssistantFeedbackReviewItemSchema>;

/** The newest `ASSISTANT_FEEDBACK_PAGE` rated answers, and how many there are of each rating in all. */
export const AssistantFeedbackReviewSchema = z.object({
  items: z.array(AssistantFeedbackReviewItemSchema),
  total: z.number().int().min(0),
  up: z.number().int().min(0),
  down: z.number().int().min(0),
});
export type AssistantFeedbackReview = z.infer<typeof AssistantFeedbackReviewSchema>;
