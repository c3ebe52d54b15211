import { type Measure, standardError } from './rasch.ts';

/** What a teacher reads for a measure (spec issue 14): the estimate with its uncertainty, in words. */
export type ProficiencyLabel = 'secure' | 'developing' | 'not yet' | 'not enough answers yet';

/** Fewer answers than this, and the estimate is mostly the prior: no label. */
export const MIN_ANSWERS_FOR_LABEL = 5;
/** A standard error above this (logits) is too wide to say anything: about 5 well-aimed answers. */
export const MAX_SE_FOR_LABEL = 0.7;
/**
 * How far from the expected level (logits) counts: 0.4 logits above it is a 60 % chance on a
 * typical question of the student's year (σ(0.4)), 0.4 below a 40 % chance.
 */
export const LABEL_MARGIN = 0.4;

/**
 * The label of a measure against the level expected (`expectedAbility` of the student's year, or 0
 * when the year is unknown). Secure: even one standard error below the estimate, the student is
 * LABEL_MARGIN above the expected level. Not yet: even one standard error above it, they are
 * LABEL_MARGIN below. Developing: the rest, including estimates still too close to call.
 */
export function proficiencyLabel(m: Measure, expectedLevel: number): ProficiencyLabel {
  const se = standardError(m);
  if (m.count < MIN_ANSWERS_FOR_LABEL || se > MAX_SE_FOR_LABEL) return 'not enough answers yet';
  if (m.mean - se >= expectedLevel + LABEL_MARGIN) return 'secure';
  if (m.mean + se <= expectedLevel - LABEL_MARGIN) return 'not yet';
  return 'developing';
}
