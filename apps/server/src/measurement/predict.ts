import { type Measure, probabilityCorrect, standardError } from './rasch.ts';

/**
 * Predicted scores (spec §7, §9): the expected share of a piece of work's questions a student gets
 * right first time, from the measurement model. Pure.
 */

/**
 * The measure a prediction reads for one question: the student's topic measure when it has at least
 * `minimumAnswers`, otherwise their strand measure when that has; otherwise none ("not enough answers yet").
 */
export function measureForPrediction(
  topic: Measure | undefined,
  strand: Measure | undefined,
  minimumAnswers: number,
): Measure | null {
  if (topic && topic.count >= minimumAnswers) return topic;
  if (strand && strand.count >= minimumAnswers) return strand;
  return null;
}

/**
 * The expected score (0–100) over the questions, each P(right) from the student's measure and the
 * question's calibrated difficulty, and the same with every ability one standard error lower and
 * higher. Rounded to whole percents.
 */
export function predictedScore(pairs: ReadonlyArray<{ ability: Measure; difficulty: Measure }>) {
  const at = (shift: -1 | 0 | 1) => {
    if (pairs.length === 0) return 0;
    const total = pairs.reduce(
      (sum, p) =>
        sum +
        probabilityCorrect(
          { ...p.ability, mean: p.ability.mean + shift * standardError(p.ability) },
          p.difficulty,
        ),
      0,
    );
    return Math.round((100 * total) / pairs.length);
  };
  return { percent: at(0), low: at(-1), high: at(1) };
}
