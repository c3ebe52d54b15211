import type { LiveQuestion, RoundSummary } from '@mathsight/contract/live-lessons.ts';
import { describe, expect, it } from 'vitest';
import { distributionRows, questionViewOf } from './live-question.ts';

const question: LiveQuestion = {
  questionId: 5,
  sequence: 1,
  stem: 'What is $\\frac{1}{2}+\\frac{1}{3}$?',
  diagramSvg: null,
  diagramAlt: null,
  options: [
    { letter: 'A', text: '$\\frac{2}{5}$' },
    { letter: 'B', text: '$\\frac{5}{6}$' },
    { letter: 'C', text: '$\\frac{2}{6}$' },
    { letter: 'D', text: '$\\frac{1}{5}$' },
  ],
};
const adds = { misconceptionId: 9, name: 'Adds the denominators', howToFix: '…' };
const share = (letter: 'A' | 'B' | 'C' | 'D', count: number) => ({
  letter,
  count,
  isCorrect: letter === 'B',
  misconception: letter === 'A' ? adds : null,
});
const round1: RoundSummary = {
  round: 1,
  votedCount: 10,
  distribution: [share('A', 6), share('B', 3), share('C', 1), share('D', 0)],
};
const round2: RoundSummary = {
  round: 2,
  votedCount: 8,
  distribution: [share('A', 2), share('B', 6), share('C', 0), share('D', 0)],
};

describe('a lesson question on screen', () => {
  it('shows no key nor misconception before the reveal', () => {
    const view = questionViewOf(question);
    expect(view.answers[1]).toEqual({ letter: 'B', text: '$\\frac{5}{6}$' });
  });

  it('marks the key and each wrong answer’s misconception once revealed', () => {
    const view = questionViewOf(question, { correctLetter: 'B', shares: round1.distribution });
    expect(view.answers[0]).toMatchObject({ isCorrect: false, misconception: adds });
    expect(view.answers[1]).toMatchObject({ isCorrect: true, misconception: null });
  });

  it('puts the first vote and the re-vote side by side, as counts and shares of each round', () => {
    const rows = distributionRows(question, [round1, round2], 'B');
    expect(rows[0]).toMatchObject({
      letter: 'A',
      isCorrect: false,
      misconception: 'Adds the denominators',
      counts: [
        { round: 1, count: 6, percent: 60 },
        { round: 2, count: 2, percent: 25 },
      ],
    });
    expect(rows[1]?.isCorrect).toBe(true);
  });

  it('leaves out a round not yet revealed', () => {
    const rows = distributionRows(question, [round1, { ...round2, distribution: null }], 'B');
    expect(rows[0]?.counts).toEqual([{ round: 1, count: 6, percent: 60 }]);
    expect(distributionRows(question, [{ ...round1, distribution: null }], null)[1]?.counts).toEqual([]);
  });
});
