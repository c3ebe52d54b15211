import { describe, expect, it } from 'vitest';
import { answeredWords, measuredDifficultyWords } from './difficulty-words.ts';

describe('the calibration in words', () => {
  it('says nothing until someone has answered', () => {
    expect(
      measuredDifficultyWords({
        measuredDifficulty: null,
        measuredDifficultyError: null,
        yearGroup: 8,
        answeredCount: 0,
      }),
    ).toBeNull();
    expect(answeredWords(0)).toBe('Not answered yet');
    expect(answeredWords(1)).toBe('Answered 1 time');
    expect(answeredWords(1234)).toBe('Answered 1,234 times');
  });

  it('reads a difficulty at the year’s average as an even chance, with a range from the uncertainty', () => {
    // Year 9 expects +1 logit: a question at +1 is answered correctly half the time.
    expect(
      measuredDifficultyWords({
        measuredDifficulty: 1,
        measuredDifficultyError: 0,
        yearGroup: 9,
        answeredCount: 40,
      }),
    ).toBe('An average Year 9 student answers it correctly about 50% of the time.');
    expect(
      measuredDifficultyWords({
        measuredDifficulty: 0,
        measuredDifficultyError: 0.25,
        yearGroup: 7,
        answeredCount: 40,
      }),
    ).toBe('An average Year 7 student answers it correctly about 50% of the time (38–62%).');
  });
});
