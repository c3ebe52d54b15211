import { describe, expect, it } from 'vitest';
import { probabilityCorrect, standardError, updateAfterAnswer, withDrift } from './rasch.ts';

const belief = (mean: number, variance: number) => ({ mean, variance, count: 0 });

describe('the online Rasch step', () => {
  it('moves the ability up and the difficulty down after a right answer, the reverse after a wrong one', () => {
    const right = updateAfterAnswer(belief(0, 1), belief(0, 0.5), true);
    expect(right.ability.mean).toBeGreaterThan(0);
    expect(right.difficulty.mean).toBeLessThan(0);
    const wrong = updateAfterAnswer(belief(0, 1), belief(0, 0.5), false);
    expect(wrong.ability.mean).toBeCloseTo(-right.ability.mean, 12);
    expect(right.ability.count).toBe(1);
  });

  it('grows surer with each answer, and a sure belief moves less', () => {
    const step = updateAfterAnswer(belief(0, 1), belief(0, 0.5), true);
    expect(step.ability.variance).toBeLessThan(1);
    expect(step.difficulty.variance).toBeLessThan(0.5);
    const sure = updateAfterAnswer(belief(0, 0.05), belief(0, 0.5), true);
    expect(sure.ability.mean).toBeLessThan(step.ability.mean);
  });

  it('learns little from an answer it expected', () => {
    const expected = updateAfterAnswer(belief(3, 0.5), belief(-1, 0.1), true);
    const surprise = updateAfterAnswer(belief(3, 0.5), belief(-1, 0.1), false);
    expect(expected.ability.mean - 3).toBeLessThan(3 - surprise.ability.mean);
  });

  it('predicts 50 % at equal beliefs, pulls uncertain predictions to the middle, and floors at the guess', () => {
    expect(probabilityCorrect(belief(0, 1), belief(0, 1))).toBeCloseTo(0.5, 12);
    expect(probabilityCorrect(belief(2, 2), belief(0, 0))).toBeLessThan(
      probabilityCorrect(belief(2, 0), belief(0, 0)),
    );
    expect(probabilityCorrect(belief(-10, 0), belief(0, 0), { guess: 0.25 })).toBeCloseTo(0.25, 3);
  });

  it('lets a student measure drift wider with time, never beyond the ceiling', () => {
    expect(standardError(belief(0, 0.04))).toBeCloseTo(0.2, 12);
    expect(withDrift(belief(0, 0.1), 100, 1.5).variance).toBeCloseTo(0.25, 12);
    expect(withDrift(belief(0, 1.4), 1000, 1.5).variance).toBe(1.5);
    expect(withDrift(belief(0, 0.1), -3, 1.5).variance).toBe(0.1);
  });
});
