import { z } from 'zod';
import { IdSchema, TextSchema } from './common.ts';

/**
 * Predicted scores (spec §7 "Assignments: predicted scores", §9): for each student set a piece of
 * work, the score the measurement model expects on its questions (docs/decisions/0014-measurement-model.md),
 * with a range for its uncertainty. Only from measures with at least PREDICTION_MIN_ANSWERS answers;
 * otherwise the student's prediction is null and says "not enough answers yet".
 */

/** Spec §9: a prediction needs at least this many answers. */
export const PREDICTION_MIN_ANSWERS = 10;

export const PREDICTION_STATUSES = ['predicted', 'not enough answers yet'] as const;

export const StudentPredictionSchema = z.object({
  studentId: IdSchema,
  firstName: TextSchema,
  lastName: TextSchema,
  status: z.enum(PREDICTION_STATUSES),
  /** The expected share of the work's questions right first time, 0–100; null without enough answers. */
  predictedScorePercent: z.number().int().min(0).max(100).nullable(),
  /** The same with the ability one standard error lower and higher: the prediction's uncertainty. */
  lowPercent: z.number().int().min(0).max(100).nullable(),
  highPercent: z.number().int().min(0).max(100).nullable(),
  /**
   * The fewest answers behind any of the measures used (a question's topic measure, or its strand's
   * when the topic has fewer than PREDICTION_MIN_ANSWERS); 0 when the student has none.
   */
  answerCount: z.number().int().min(0),
});
export type StudentPrediction = z.infer<typeof StudentPredictionSchema>;

export const PredictedScoresSchema = z.object({
  assignmentId: IdSchema,
  questionCount: z.number().int().min(0),
  minimumAnswers: z.number().int(),
  students: z.array(StudentPredictionSchema),
});
export type PredictedScores = z.infer<typeof PredictedScoresSchema>;
