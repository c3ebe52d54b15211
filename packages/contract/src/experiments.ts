import { z } from 'zod';
import { IdFromTextSchema } from './common.ts';

/**
 * Experiments (issue 32 point 3, decision 0048): the product's administrators define them in the server's
 * configuration (EXPERIMENTS, JSON, checked by these schemas at start-up); each user is put in one
 * variant of each active experiment for their audience, by a hash of the experiment's key and their id,
 * and keeps it once stored.
 */

/** An experiment's key and a variant's key: lower-case words joined by hyphens, as in URLs and CSVs. */
const KeySchema = z
  .string()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and hyphens');

export const EXPERIMENT_AUDIENCES = ['students', 'teachers'] as const;
export type ExperimentAudience = (typeof EXPERIMENT_AUDIENCES)[number];

export const ExperimentVariantSchema = z.object({
  key: KeySchema,
  /** Its share of the users, relative to the other variants' weights (need not add up to 100). */
  weight: z.number().int().min(0).max(10_000),
});

export const ExperimentDefinitionSchema = z
  .object({
    key: KeySchema,
    /** What it tests, for the usage report's readers. */
    description: z.string().max(300).default(''),
    active: z.boolean(),
    audience: z.enum(EXPERIMENT_AUDIENCES),
    variants: z.array(ExperimentVariantSchema).min(2).max(10),
  })
  .superRefine((e, ctx) => {
    const keys = e.variants.map((v) => v.key);
    if (new Set(keys).size !== keys.length)
      ctx.addIssue({ code: 'custom', path: ['variants'], message: 'Variant keys must differ' });
    if (e.variants.every((v) => v.weight === 0))
      ctx.addIssue({ code: 'custom', path: ['variants'], message: 'Give at least one variant a weight' });
  });
export type ExperimentDefinition = z.infer<typeof ExperimentDefinitionSchema>;

/** The EXPERIMENTS setting: a list of experiments with different keys. */
export const ExperimentDefinitionsSchema = z
  .array(ExperimentDefinitionSchema)
  .max(50)
  .superRefine((list, ctx) => {
    const keys = list.map((e) => e.key);
    if (new Set(keys).size !== keys.length)
      ctx.addIssue({ code: 'custom', message: 'Experiment keys must differ' });
  });

/** GET users/{id}/experiments: the caller's variant of each active experiment for them, by key. */
export const UserExperimentsSchema = z.object({
  experiments: z.array(z.object({ key: z.string(), variant: z.string() })),
});
export type UserExperiments = z.infer<typeof UserExperimentsSchema>;

export const ExposureParamsSchema = z.object({ id: IdFromTextSchema, experimentKey: KeySchema });

/** The experiment the web app runs on the student's feedback after a wrong answer. */
export const WRONG_ANSWER_FEEDBACK_EXPERIMENT = 'wrong-answer-feedback';
export const WRONG_ANSWER_FEEDBACK_VARIANTS = ['control', 'next-step'] as const;
export type WrongAnswerFeedbackVariant = (typeof WRONG_ANSWER_FEEDBACK_VARIANTS)[number];

/** The tracking event's action for an exposure (its properties: experiment, variant). */
export const EXPOSURE_ACTION = 'experiment-exposure';
