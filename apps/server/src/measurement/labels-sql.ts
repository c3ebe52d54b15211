import { LABEL_MARGIN, MAX_SE_FOR_LABEL, MIN_ANSWERS_FOR_LABEL } from './labels.ts';
import { LOGITS_PER_YEAR, REFERENCE_YEAR } from './priors.ts';

/**
 * The SQL twins of priors.ts's expected level and labels.ts's labels, for statements that label
 * measures where they read them (the school reports): `position` and `m` name columns of the query.
 */
export const EXPECTED = (position: string) =>
  `(${LOGITS_PER_YEAR}::float8 * (coalesce(${position}, ${REFERENCE_YEAR}) - ${REFERENCE_YEAR}))`;

/** 's' secure, 'd' developing, 'y' not yet, 'n' not enough answers: measure `m` against `expected`. */
export const LABEL = (m: string, expected: string) => `case
  when ${m}.answer_count < ${MIN_ANSWERS_FOR_LABEL} or sqrt(${m}.variance) > ${MAX_SE_FOR_LABEL} then 'n'
  when ${m}.ability - sqrt(${m}.variance) >= ${expected} + ${LABEL_MARGIN} then 's'
  when ${m}.ability + sqrt(${m}.variance) <= ${expected} - ${LABEL_MARGIN} then 'y'
  else 'd' end`;
