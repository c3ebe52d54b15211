import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random.ts';
import { abilityAt, chooseAnswer, drawStudent, type SimOption, timeTakenMs } from './choose-answer.ts';

const options: SimOption[] = [
  { letter: 'A', isCorrect: false, misconceptionId: 11 },
  { letter: 'B', isCorrect: true, misconceptionId: null },
  { letter: 'C', isCorrect: false, misconceptionId: 12 },
  { letter: 'D', isCorrect: false, misconceptionId: 13 },
];

/** A student whose ability stays as drawn. */
const fixed = { studentId: 1, growthPerWeek: 0, growthFrom: null };
const WEEK_MS = 7 * 86_400_000;

describe('simulated students', () => {
  it('choose the distractor of a misconception they hold, whatever their ability', () => {
    const student = { ...fixed, abilities: { number: 4 }, misconceptionIds: new Set([12]) };
    const random = seededRandom(1);
    for (let i = 0; i < 20; i++) {
      expect(chooseAnswer(student, { strand: 'number', difficulty: -3, options }, random).letter).toBe('C');
    }
  });

  it('otherwise answer right about as often as ability against difficulty predicts', () => {
    const random = seededRandom(2);
    const rate = (ability: number) => {
      const student = { ...fixed, abilities: { number: ability }, misconceptionIds: new Set<number>() };
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

  it('grow (or fall back) week by week from the start of term, each at their own rate, when given one', () => {
    const termStart = new Date('2026-09-07T08:00:00Z');
    const inTwelveWeeks = new Date(termStart.getTime() + 12 * WEEK_MS);
    const students = Array.from({ length: 200 }, (_, i) => drawStudent(7, i + 1, ['number'], [], termStart));
    const changes = students.map(
      (s) => abilityAt(s, 'number', inTwelveWeeks) - abilityAt(s, 'number', termStart),
    );
    const mean = changes.reduce((a, b) => a + b, 0) / changes.length;
    expect(mean).toBeGreaterThan(0.2);
    expect(mean).toBeLessThan(0.55);
    expect(changes.filter((c) => c < 0).length).toBeGreaterThan(10);
    expect(changes.filter((c) => c > 0.6).length).toBeGreaterThan(10);
    // Before the term and without a start, the ability is as drawn; the same seed draws the same student.
    const s = students[0];
    expect(s && abilityAt(s, 'number', new Date(termStart.getTime() - WEEK_MS))).toBe(s?.abilities.number);
    expect(drawStudent(7, 1, ['number'], []).growthPerWeek).toBe(0);
    expect(drawStudent(7, 1, ['number'], [], termStart)).toEqual(s);
    // Growth comes from its own stream: abilities and misconceptions are drawn as without it.
    const without = drawStudent(7, 1, ['number'], [11, 12]);
    const withGrowth = drawStudent(7, 1, ['number'], [11, 12], termStart);
    expect(withGrowth.abilities).toEqual(without.abilities);
    expect(withGrowth.misconceptionIds).toEqual(without.misconceptionIds);
  });
});
