import type { BankQuestion } from '@mathsight/contract/question-bank.ts';

/**
 * The measurement model's scale (decision 0014, `measurement/priors.ts`): an average Year 7 student
 * sits at 0 and each year above expects half a logit more. Repeated here (two numbers) so a teacher
 * reads a calibrated difficulty as a chance of success rather than a logit.
 */
const REFERENCE_YEAR = 7;
const LOGITS_PER_YEAR = 0.5;

const success = (ability: number, difficulty: number) => 1 / (1 + Math.exp(difficulty - ability));

/**
 * What the calibration says, in words: how often an average student of the question's year gets it
 * right, with the range two standard errors either side allow; null until anyone has answered it.
 */
export function measuredDifficultyWords(
  q: Pick<BankQuestion, 'measuredDifficulty' | 'measuredDifficultyError' | 'yearGroup' | 'answeredCount'>,
): string | null {
  if (q.measuredDifficulty === null || q.answeredCount === 0) return null;
  const ability = LOGITS_PER_YEAR * (q.yearGroup - REFERENCE_YEAR);
  const error = q.measuredDifficultyError ?? 0;
  const pct = (p: number) => Math.round(p * 100);
  const mid = pct(success(ability, q.measuredDifficulty));
  // A harder question (higher difficulty) is the low end of the range.
  const low = pct(success(ability, q.measuredDifficulty + 2 * error));
  const high = pct(success(ability, q.measuredDifficulty - 2 * error));
  const range = low === high ? '' : ` (${low}–${high}%)`;
  return `An average Year ${q.yearGroup} student answers it correctly about ${mid}% of the time${range}.`;
}

/** "Answered 57 times" / "Not answered yet". */
export function answeredWords(count: number): string {
  if (count === 0) return 'Not answered yet';
  return `Answered ${count.toLocaleString('en-GB')} ${count === 1 ? 'time' : 'times'}`;
}
