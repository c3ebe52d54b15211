import {
  type ExperimentDefinition,
  ExperimentDefinitionsSchema,
  WRONG_ANSWER_FEEDBACK_EXPERIMENT,
} from '@mathsight/contract/experiments.ts';

/**
 * The experiments the product runs when EXPERIMENTS is not set (issue 32 point 3, decision 0048): the
 * wording of a student's feedback after a wrong answer, today's ("control") against one that names the
 * next step ("next-step"), half and half.
 */
export const DEFAULT_EXPERIMENTS: ExperimentDefinition[] = [
  {
    key: WRONG_ANSWER_FEEDBACK_EXPERIMENT,
    description:
      "The student's feedback after a wrong answer: today's wording, or one that names the next step",
    active: true,
    audience: 'students',
    variants: [
      { key: 'control', weight: 50 },
      { key: 'next-step', weight: 50 },
    ],
  },
];

/**
 * EXPERIMENTS: a JSON list of experiments (key, description, active, audience, variants with weights),
 * checked at start-up so a mistake stops the server with its place named rather than splitting users
 * wrongly; unset or empty text: the defaults above; `[]`: none.
 */
export function experimentsFromEnv(env: NodeJS.ProcessEnv = process.env): ExperimentDefinition[] {
  const raw = env.EXPERIMENTS?.trim();
  if (!raw) return DEFAULT_EXPERIMENTS;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error('EXPERIMENTS must be JSON: a list of experiments');
  }
  const parsed = ExperimentDefinitionsSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(`EXPERIMENTS is not valid at ${first?.path.join('.') || 'the top'}: ${first?.message}`);
  }
  return parsed.data;
}
