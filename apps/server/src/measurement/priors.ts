import { REPORT_LOGITS_PER_YEAR, REPORT_REFERENCE_YEAR } from '@mathsight/contract/school-reports.ts';
import type { Measure } from './rasch.ts';

/**
 * Where beliefs start, and the scale's anchor (decision 0014). One logit scale for every year: a
 * question's difficulty starts from the bank's level (1–3, one logit apart) and its year group (half
 * a logit a year), as the simulator reads the bank (`questionDifficulty`); calibration moves
 * it from there. An average student of Year 7 sits at 0, and each year above expects half a logit more.
 */

/** The year whose average student is 0 on the scale (the contract owns it: the reports read years from it). */
export const REFERENCE_YEAR = REPORT_REFERENCE_YEAR;
/** Logits a year of schooling adds to the expected ability (and to a question's difficulty). */
export const LOGITS_PER_YEAR = REPORT_LOGITS_PER_YEAR;

/**
 * A new student measure with no year known: centred on the reference year, wide enough to cover
 * Years 5–11 (±2 sd). With a year, `abilityPrior` centres it on the year's expected level.
 */
export const ABILITY_PRIOR: Measure = { mean: 0, variance: 1.5, count: 0 };
/** How sure the bank's level is of a question's difficulty before anyone has answered it. */
export const DIFFICULTY_PRIOR_VARIANCE = 0.5;
/**
 * A student's first answer in a topic starts the topic from their strand measure, widened by this
 * (topics of a strand differ), never wider than the ability prior.
 */
export const TOPIC_FROM_STRAND_VARIANCE = 0.5;

/** The expected ability of a student of a (GB) year group: the level labels compare with. */
export function expectedAbility(yearGroup: number): number {
  return LOGITS_PER_YEAR * (yearGroup - REFERENCE_YEAR);
}

/**
 * A student's first measure in a strand: the expected level of their year (the lowest year group of
 * their classes, as a GB year; null when their classes name none). Without it a cohort's offset
 * from the reference year would be split between the students and the questions they answer.
 */
export function abilityPrior(studentYear: number | null): Measure {
  return studentYear === null ? ABILITY_PRIOR : { ...ABILITY_PRIOR, mean: expectedAbility(studentYear) };
}

/** A question's difficulty before calibration: from the bank's level (1–3) and year group. */
export function difficultyPrior(q: { difficulty: number; yearGroup: number }): Measure {
  return {
    mean: q.difficulty - 2 + LOGITS_PER_YEAR * (q.yearGroup - REFERENCE_YEAR),
    variance: DIFFICULTY_PRIOR_VARIANCE,
    count: 0,
  };
}

/** A topic measure's start: the strand measure (if any), widened; otherwise the year's prior. */
export function topicPrior(strand: Measure | undefined, studentYear: number | null = null): Measure {
  if (!strand) return abilityPrior(studentYear);
  return {
    mean: strand.mean,
    variance: Math.min(ABILITY_PRIOR.variance, strand.variance + TOPIC_FROM_STRAND_VARIANCE),
    count: 0,
  };
}
