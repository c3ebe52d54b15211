import type { Measure } from './rasch.ts';

/** A question the adaptive quiz may ask, with its calibrated difficulty. */
export interface AdaptiveCandidate {
  questionId: number;
  difficulty: Pick<Measure, 'mean'>;
}

/**
 * The dynamic practice quiz's rule: the unanswered question whose difficulty is nearest the current
 * ability estimate, where a Rasch answer carries the most information (p = 0.5). Ties go to the lower
 * question id, so the choice is deterministic. Null when every candidate has been answered.
 */
export function nearestQuestion<C extends AdaptiveCandidate>(
  candidates: readonly C[],
  answered: ReadonlySet<number>,
  ability: Pick<Measure, 'mean'>,
): C | null {
  let best: C | null = null;
  let bestGap = Number.POSITIVE_INFINITY;
  for (const c of candidates) {
    if (answered.has(c.questionId)) continue;
    const gap = Math.abs(c.difficulty.mean - ability.mean);
    if (
      gap < bestGap - 1e-12 ||
      (Math.abs(gap - bestGap) <= 1e-12 && best && c.questionId < best.questionId)
    ) {
      best = c;
      bestGap = gap;
    }
  }
  return best;
}
