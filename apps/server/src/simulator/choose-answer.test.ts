import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random.ts';
import { chooseAnswer, drawStudent, type SimOption, timeTakenMs } from './choose-answer.ts';

const options: SimOption[] = [
  { letter: 'A', isCorrect: false, misconceptionId: 11 },
  { letter: 'B', isCorrect: true, misconceptionId: null },
  { letter: 'C', isCorrect: false, misconceptionId: 12 },
  { letter: 'D', isCorrect: false, misconceptionId: 13 },
];

describe('simulated students', () => {
  it('choose the distractor of a misconception they hold, whatever their ability', () => {
    const student = { studentId: 1, abilities: { number: 4 }, misconceptionIds: new Set([12]) };
    const random = seededRandom(1);
    for (let i = 0; i < 20; i++) {
      expect(chooseAnswer(student, { strand: 'number', difficulty: -3, options }, random).letter).toBe('C');
    }
  });

  it('otherwise answer right about as often as ability against difficulty predicts', () => {
    const random = seededRandom(2);
    const rate = (ability: number) => {
      const student = { studentId: 1, abilities: { number: ability }, misconceptionIds: new Set<number>() };
      let right = 0;
      for (let i = 0; i < 2000; i++)
        right += chooseAnswer(student, { strand: 'number', difficulty: 0, options }, random).isCorrect
          ? 1
          : 0;
      return right / 2000;
    };
    expect(rate(0)).toBeGreaterThan(0.45);
    expect(rate(0)).toBeLessThan(0.55);
    expect(rate(2)).toBeGreaterThan(0.83);
    expect(rate(-2)).toBeLessThan(0.17);
  });

  it('are drawn deterministically from a seed, with realistic times', () => {
    const a = drawStudent(42, 7, ['number', 'algebra'], [11, 12, 13]);
    const b = drawStudent(42, 7, ['number', 'algebra'], [11, 12, 13]);
    expect(a).toEqual(b);
    expect(a.misconceptionIds.size).toBeLessThanOrEqual(4);
    const t = timeTakenMs(0, 1, seededRandom(3));
    expect(t).toBeGreaterThanOrEqual(8_000);
    expect(t).toBeLessThanOrEqual(90_000);
  });
});
