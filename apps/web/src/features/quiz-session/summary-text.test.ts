import type { QuestionOutcome } from '@mathsight/contract/quiz-sessions.ts';
import { describe, expect, it } from 'vitest';
import { outcomeLabel, outcomeText, scoreHeadline } from './summary-text.ts';

const base: QuestionOutcome = {
  questionId: 1,
  sequence: 1,
  answered: true,
  isCorrect: false,
  letter: 'B',
  correctLetter: 'C',
  correctOnRetry: false,
  misconception: null,
};

describe('summary words', () => {
  it('describes each outcome', () => {
    expect(outcomeText({ ...base, isCorrect: true, letter: 'C' })).toBe('Right: you chose C.');
    expect(outcomeText(base)).toBe('You chose B; the right answer was C.');
    expect(outcomeText({ ...base, correctOnRetry: true })).toBe(
      'You chose B; the right answer was C. You got it right on your second try.',
    );
    expect(outcomeText({ ...base, answered: false, isCorrect: null, letter: null })).toBe(
      'Not answered. The right answer was C.',
    );
  });

  it('labels each outcome and the score', () => {
    expect(outcomeLabel(base)).toBe('Wrong');
    expect(outcomeLabel({ ...base, correctOnRetry: true })).toBe('Right on second try');
    expect(outcomeLabel({ ...base, isCorrect: true })).toBe('Right');
    expect(outcomeLabel({ ...base, answered: false })).toBe('Not answered');
    expect(scoreHeadline(90)).toBe('Brilliant work!');
    expect(scoreHeadline(50)).toBe('Good effort!');
    expect(scoreHeadline(10)).toBe('Thanks for handing it in');
    expect(scoreHeadline(10, true)).toBe('Practice makes progress');
  });
});
