import { describe, expect, it } from 'vitest';
import { questionDifficulty } from '../simulator/choose-answer.ts';
import { defined } from '../test/defined.ts';
import { nearestQuestion } from './adaptive.ts';
import { difficultyPrior } from './priors.ts';
import { type Measure, updateAfterAnswer } from './rasch.ts';

const bank = [
  { questionId: 1, difficulty: 1, yearGroup: 7 },
  { questionId: 2, difficulty: 2, yearGroup: 7 },
  { questionId: 3, difficulty: 3, yearGroup: 7 },
  { questionId: 4, difficulty: 3, yearGroup: 9 },
].map((q) => ({ ...q, difficulty: difficultyPrior(q) }));

describe('the dynamic quiz chooses the question nearest the estimate', () => {
  it('starts from the bank level and year, as the simulator reads them', () => {
    expect(bank.map((q) => q.difficulty.mean)).toEqual([-1, 0, 1, 2]);
    expect(questionDifficulty({ difficulty: 3, yearGroup: 9 }, 7)).toBe(2);
  });

  it('picks the question whose difficulty is nearest the ability (a 50 % chance)', () => {
    expect(nearestQuestion(bank, new Set(), { mean: 0 })?.questionId).toBe(2);
    expect(nearestQuestion(bank, new Set(), { mean: 1 })?.questionId).toBe(3);
    expect(nearestQuestion(bank, new Set(), { mean: -1.2 })?.questionId).toBe(1);
    expect(nearestQuestion(bank, new Set(), { mean: 2.2 })?.questionId).toBe(4);
  });

  it('skips answered questions and answers null when none are left', () => {
    expect(nearestQuestion(bank, new Set([2]), { mean: 0 })?.questionId).toBe(1);
    expect(nearestQuestion(bank, new Set([1, 2, 3, 4]), { mean: 0 })).toBeNull();
  });

  it('breaks ties by the lower question id', () => {
    const twins = [
      { questionId: 9, difficulty: { mean: 0 } },
      { questionId: 5, difficulty: { mean: 0 } },
    ];
    expect(nearestQuestion(twins, new Set(), { mean: 0 })?.questionId).toBe(5);
  });

  it('climbs to harder questions after right answers', () => {
    let ability: Measure = { mean: 0, variance: 1.5, count: 0 };
    const answered = new Set<number>();
    const asked: number[] = [];
    for (let i = 0; i < 3; i++) {
      const q = defined(nearestQuestion(bank, answered, ability), 'a next question');
      asked.push(q.questionId);
      answered.add(q.questionId);
      ability = updateAfterAnswer(ability, { ...q.difficulty, count: 0 }, true).ability;
    }
    expect(asked[0]).toBe(2);
    expect(asked).toContain(4);
  });
});
