/**
 * Independent practice chooses its next question from the answers so far: a one-parameter (Rasch /
 * Elo) model with one ability per student per strand, on the logit scale. A question's difficulty
 * comes from the bank's difficulty (1–3) and its year group; the next question is the unanswered one
 * whose expected correctness is closest to 0.5 (the most informative under this model). Pure.
 */

export interface Candidate {
  questionId: number;
  /** The bank's difficulty, 1 (easy) to 3 (hard). */
  difficulty: number;
  /** GB year group the question is written for. */
  yearGroup: number;
}

/** How much one answer moves the ability (Elo's K on the logit scale). */
export const ABILITY_STEP = 0.4;
/** Abilities stay within ±4 logits (about 2 % to 98 % on an average question). */
export const ABILITY_LIMIT = 4;

/**
 * Difficulty on the logit scale: one logit per bank level around the middle (2), and half a logit
 * per year group above the reference year (the topic's lowest year among the candidates).
 */
export function questionDifficulty(q: Candidate, referenceYear: number): number {
  return q.difficulty - 2 + 0.5 * (q.yearGroup - referenceYear);
}

/** Probability a student of this ability answers a question of this difficulty correctly. */
export function expectedCorrect(ability: number, difficulty: number): number {
  return 1 / (1 + Math.exp(difficulty - ability));
}

/** The ability after one answer (Elo update), kept within ±ABILITY_LIMIT. */
export function updateAbility(ability: number, difficulty: number, isCorrect: boolean): number {
  const next = ability + ABILITY_STEP * ((isCorrect ? 1 : 0) - expectedCorrect(ability, difficulty));
  return Math.max(-ABILITY_LIMIT, Math.min(ABILITY_LIMIT, next));
}

export function referenceYearOf(candidates: readonly Candidate[]): number {
  return candidates.reduce((min, c) => Math.min(min, c.yearGroup), Number.POSITIVE_INFINITY);
}

/**
 * The unanswered candidate whose expected correctness is closest to 0.5; ties go to the lower
 * question id, so the choice is deterministic. Null when every candidate has been answered.
 */
export function nextQuestion(
  candidates: readonly Candidate[],
  answered: ReadonlySet<number>,
  ability: number,
): Candidate | null {
  const referenceYear = referenceYearOf(candidates);
  let best: Candidate | null = null;
  let bestGap = Number.POSITIVE_INFINITY;
  for (const c of candidates) {
    if (answered.has(c.questionId)) continue;
    const gap = Math.abs(expectedCorrect(ability, questionDifficulty(c, referenceYear)) - 0.5);
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
