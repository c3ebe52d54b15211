import { describe, expect, it } from 'vitest';
import {
  answeredPercentOf,
  effortLevelOf,
  effortPercentOf,
  formatAverageScore,
  formatEffort,
  formatScore,
  scorePercentOf,
} from './score-and-effort.ts';

describe('score', () => {
  it('is right answers over the questions set, not over those answered', () => {
    expect(scorePercentOf({ correct: 1, answered: 1, questions: 8 })).toBe(13);
    expect(scorePercentOf({ correct: 8, answered: 8, questions: 8 })).toBe(100);
    expect(scorePercentOf({ correct: 0, answered: 3, questions: 8 })).toBe(0);
  });

  it('is null before the first answer or when nothing was set, and never over 100', () => {
    expect(scorePercentOf({ correct: 0, answered: 0, questions: 8 })).toBeNull();
    expect(scorePercentOf({ correct: 0, answered: 0, questions: 0 })).toBeNull();
    expect(scorePercentOf({ correct: 9, answered: 9, questions: 8 })).toBe(100);
  });

  it('comes with the share answered', () => {
    expect(answeredPercentOf({ answered: 1, questions: 8 })).toBe(13);
    expect(answeredPercentOf({ answered: 0, questions: 8 })).toBe(0);
    expect(answeredPercentOf({ answered: 0, questions: 0 })).toBeNull();
    expect(formatScore({ correct: 1, answered: 1, questions: 8 })).toBe('13% right · 1 of 8 answered');
    expect(formatScore({ correct: 0, answered: 0, questions: 8 })).toBe('– · 0 of 8 answered');
    expect(formatAverageScore(13, 45)).toBe('13% right · 45% answered');
    expect(formatAverageScore(null, 0)).toBe('–');
  });
});

describe('effort', () => {
  it('is the answered share times the pace against 30 s a question', () => {
    expect(effortPercentOf(0, 10, 0)).toBeNull();
    expect(effortPercentOf(10, 10, 10 * 30_000)).toBe(100);
    expect(effortPercentOf(10, 10, 10 * 6_000)).toBe(20);
    expect(effortPercentOf(5, 10, 5 * 60_000)).toBe(50);
    expect(effortLevelOf(70)).toBe('High');
    expect(effortLevelOf(40)).toBe('Medium');
    expect(effortLevelOf(39)).toBe('Low');
  });

  it('is written one way: the level with the number', () => {
    expect(formatEffort(82)).toBe('High · 82%');
    expect(formatEffort(39)).toBe('Low · 39%');
    expect(formatEffort(null)).toBe('–');
  });
});
