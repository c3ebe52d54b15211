/**
 * The one measurement model (decision 0014): a Rasch model (one-parameter item response theory) on
 * the logit scale, estimated online. Each student ability and each question difficulty is a Gaussian
 * belief (mean, variance); one answer moves both beliefs by one Laplace step, Glicko's rule with the
 * question as the student's "opponent". O(1) per answer, never a recompute over all answers. Pure.
 *
 * The SQL twin of `updateAfterAnswer` (c = 0) is the migration's `rasch_mean` / `rasch_variance`,
 * used inside the answer statement; `measurement-sql.api.test.ts` holds the two to the same numbers.
 */

/** A belief about one latent value on the logit scale: an ability or a difficulty. */
export interface Measure {
  /** The estimate (posterior mean), in logits. */
  mean: number;
  /** Its posterior variance (logits²); the standard error is its square root. */
  variance: number;
  /** Answers it has learnt from. */
  count: number;
}

/** The model's constants; the stored model is `RASCH`. Tests pass others to compare (a guessing floor). */
export interface ModelOptions {
  /**
   * The chance of a right answer however weak the student (3PL's c, fixed). 0 for the stored model:
   * diagnostic distractors are built to be chosen by students who hold a misconception, so a wrong
   * answer is not a coin toss among four (decision 0014 measures the 0.25 alternative).
   */
  guess: number;
}

export const RASCH: ModelOptions = { guess: 0 };

/**
 * Glicko's attenuation: a logistic of a Gaussian-uncertain difference is flatter than the logistic
 * of its mean, σ(x) averaged over N(μ, v) ≈ σ(g(v)·μ) with g(v) = 1/√(1 + 3v/π²).
 */
export function attenuation(variance: number): number {
  return 1 / Math.sqrt(1 + (3 * variance) / (Math.PI * Math.PI));
}

function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** The standard error of an estimate (logits). */
export function standardError(m: Pick<Measure, 'variance'>): number {
  return Math.sqrt(m.variance);
}

/**
 * P(correct) for a student of this ability on a question of this difficulty, both uncertain:
 * the uncertainty pulls the prediction towards the middle (or the guessing floor).
 */
export function probabilityCorrect(
  ability: Pick<Measure, 'mean' | 'variance'>,
  difficulty: Pick<Measure, 'mean' | 'variance'>,
  options: ModelOptions = RASCH,
): number {
  const s = logistic(attenuation(ability.variance + difficulty.variance) * (ability.mean - difficulty.mean));
  return options.guess + (1 - options.guess) * s;
}

/**
 * The log-likelihood's slope and curvature for one answer at logit difference x (student − question,
 * already attenuated): with p = c + (1 − c)σ(x), ∂log L/∂x = (1 − c)σ'(x)(y − p)/(p(1 − p)) and the
 * Fisher information is ((1 − c)σ'(x))²/(p(1 − p)). With c = 0: y − σ(x) and σ(x)(1 − σ(x)).
 */
function slopeAt(x: number, y: 0 | 1, c: number) {
  const s = logistic(x);
  const p = c + (1 - c) * s;
  const ds = (1 - c) * s * (1 - s);
  return { score: (ds * (y - p)) / (p * (1 - p)), information: (ds * ds) / (p * (1 - p)) };
}

/** One Laplace (Newton) step of a Gaussian belief: precision adds the information, the mean moves by the score. */
function move(m: Measure, score: number, information: number): Measure {
  const variance = 1 / (1 / m.variance + information);
  return { mean: m.mean + variance * score, variance, count: m.count + 1 };
}

/**
 * The beliefs after one answer: the student's ability and the question's difficulty, each moved
 * against the other's belief before the answer (as in Glicko, the two steps do not see each
 * other's result). The opponent's uncertainty flattens the step (its attenuation g).
 */
export function updateAfterAnswer(
  ability: Measure,
  difficulty: Measure,
  isCorrect: boolean,
  options: ModelOptions = RASCH,
): { ability: Measure; difficulty: Measure } {
  const y = isCorrect ? 1 : 0;
  const gap = ability.mean - difficulty.mean;
  const gA = attenuation(difficulty.variance);
  const a = slopeAt(gA * gap, y, options.guess);
  const gD = attenuation(ability.variance);
  const d = slopeAt(gD * gap, y, options.guess);
  return {
    ability: move(ability, gA * a.score, gA * gA * a.information),
    // ∂/∂difficulty is −∂/∂ability: a right answer makes the question look easier.
    difficulty: move(difficulty, -gD * d.score, gD * gD * d.information),
  };
}

/**
 * What a student measure has forgotten with time: students learn, so an old estimate is less sure.
 * The variance grows by DRIFT_PER_DAY a day since the last answer (a random walk of about half a
 * logit a term), never beyond the prior's.
 */
export const DRIFT_PER_DAY = 0.0015;

export function withDrift(m: Measure, days: number, ceiling: number): Measure {
  if (!(days > 0)) return m;
  return { ...m, variance: Math.min(Math.max(m.variance, ceiling), m.variance + DRIFT_PER_DAY * days) };
}
