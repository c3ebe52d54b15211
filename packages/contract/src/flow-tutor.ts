import { z } from 'zod';
import { IdSchema, TextSchema } from './common.ts';

/**
 * Chat with tutor (spec §7 "Second service (v1)": flow generator sessions, chat with tutor; issue 32
 * point 6, decision 0050): inside a lesson flow a student asks for help on a question and gets a hint
 * built from the misconception behind their answer, never the answer itself.
 */

/**
 * Hints per question and per answer: three steps are what the re-teaching text holds (what went
 * wrong, how to think about it, what to try); more would only edge towards the answer, and each may
 * be a model call.
 */
export const TUTOR_HINT_CAP = 3;

/** POST /flow/v1/flow-generator-sessions/{id}/chat-with-tutor. */
export const ChatWithTutorRequestSchema = z.object({
  /** The question's flow item (a DiagnosticQuestionAnswerInput or RetryInput of this flow). */
  flowItemId: IdSchema,
  /** What the student typed, if anything; only the model (when configured) reads it, and it is not stored. */
  message: TextSchema.trim().max(500).optional(),
});
export type ChatWithTutorRequest = z.infer<typeof ChatWithTutorRequestSchema>;

/**
 * What the tutor went on: no answer yet (a hint on the method), a wrong answer (its misconception),
 * a right answer (go on), or an answer whose mark the student may not see yet (feedback at the end:
 * a hint on the method, saying nothing of right or wrong).
 */
export const TutorSituationSchema = z.enum(['noAnswer', 'wrongAnswer', 'rightAnswer', 'markHidden']);
export type TutorSituation = z.infer<typeof TutorSituationSchema>;

/** The hint as flow items (spec §3 flow item types Text and HighlightedText); shown, never stored as flow items. */
export const TutorItemSchema = z.object({
  flowItemType: z.enum(['Text', 'HighlightedText']),
  text: z.string(),
});
export type TutorItem = z.infer<typeof TutorItemSchema>;

export const ChatWithTutorResultSchema = z.object({
  questionId: IdSchema,
  situation: TutorSituationSchema,
  /** 1…TUTOR_HINT_CAP; 0 for a right answer, which uses no hint. */
  hintNumber: z.number().int().min(0),
  hintsLeft: z.number().int().min(0),
  items: z.array(TutorItemSchema).min(1),
  /** Who worded it: the built-in tutor, or the assistant's model from the built-in hint's facts. */
  source: z.enum(['built-in', 'model']),
  /** Why the built-in wording was used although a model is configured (its fault), else null. */
  note: z.string().nullable(),
});
export type ChatWithTutorResult = z.infer<typeof ChatWithTutorResultSchema>;

export const TUTOR_MESSAGES = {
  notAQuestion: 'Ask for help on a question of this lesson',
  noMoreHints: 'You have had every hint for this question. Give it your best try.',
} as const;
