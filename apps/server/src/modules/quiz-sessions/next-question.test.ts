import { describe, expect, it } from 'vitest';
import { defined } from '../../test/defined.ts';
import {
  ABILITY_LIMIT,
  type Candidate,
  expectedCorrect,
  nextQuestion,
  questionDifficulty,
  updateAbility,
} from './next-question.ts';

const bank: Candidate[] = [
  { questionId: 1, difficulty: 1, yearGroup: 7 },
  { questionId: 2, difficulty: 2, yearGroup: 7 },
  { questionId: 3, difficulty: 3, yearGroup: 7 },
  { questionId: 4, difficulty: 3, yearGroup: 9 },
];

describe('next-question', () => {
  it('expects 50 % when ability equals difficulty, more when abler', () => {
    expect(expectedCorrect(0, 0)).toBeCloseTo(0.5);
    expect(expectedCorrect(1, 0)).toBeGreaterThan(0.7);
    expect(expectedCorrect(-1, 0)).toBeLessThan(0.3);
  });

  it('rates harder and older questions as more difficult', () => {
    expect(questionDifficulty(defined(bank[0], 'question 1 of the bank'), 7)).toBe(-1);
    expect(questionDifficulty(defined(bank[1], 'question 2 of the bank'), 7)).toBe(0);
    expect(questionDifficulty(defined(bank[3], 'question 4 of the bank'), 7)).toBe(2);
  });

  it('picks the question whose expected correctness is closest to 0.5', () => {
    expect(nextQuestion(bank, new Set(), 0)?.questionId).toBe(2);
    expect(nextQuestion(bank, new Set(), 1)?.questionId).toBe(3);
    expect(nextQuestion(bank, new Set(), -1.2)?.questionId).toBe(1);
    expect(nextQuestion(bank, new Set(), 2.2)?.questionId).toBe(4);
  });

  it('skips answered questions and answers null when none are left', () => {
    expect(nextQuestion(bank, new Set([2]), 0)?.questionId).toBe(1);
    expect(nextQuestion(bank, new Set([1, 2, 3, 4]), 0)).toBeNull();
  });

  it('breaks ties by the lower question id', () => {
    const twins: Candidate[] = [
      { questionId: 9, difficulty: 2, yearGroup: 7 },
      { questionId: 5, difficulty: 2, yearGroup: 7 },
    ];
    expect(nextQuestion(twins, new Set(), 0)?.questionId).toBe(5);
  });

  it('moves ability up after a right answer, down after a wrong one, within the limits', () => {
    expect(updateAbility(0, 0, true)).toBeCloseTo(0.2);
    expect(updateAbility(0, 0, false)).toBeCloseTo(-0.2);
    let a = 0;
    for (let i = 0; i < 500; i++) a = updateAbility(a, -10, true);
    expect(a).toBeLessThanOrEqual(ABILITY_LIMIT);
  });

  it('converges: a run of right answers leads to harder questions', () => {
    let ability = 0;
    const answered = new Set<number>();
    const asked: number[] = [];
    for (let i = 0; i < 3; i++) {
      const q = defined(nextQuestion(bank, answered, ability), 'a next question');
      asked.push(q.questionId);
      answered.add(q.questionId);
      ability = updateAbility(ability, questionDifficulty(q, 7), true);
    }
    expect(asked[0]).toBe(2);
    expect(asked).toContain(3);
  });
});
