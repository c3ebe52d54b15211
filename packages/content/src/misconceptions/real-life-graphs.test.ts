/**
 * The real-life graph misconceptions worked by hand: each rule gives the answer a student holding the
 * belief writes down, from the numbers a student reads off the graph.
 */

import { describe, expect, it } from 'vitest';
import { type Problem, solveProblem } from '../problem.ts';
import { predict } from '../test/apply.ts';

const kmh = (n: string) => `$${n}\\text{ km/h}$`;

describe('distance–time graphs', () => {
  // Out 8 km in 30 minutes, stopped 15 minutes, then 9 km more in 45 minutes (to 17 km at 90 minutes).
  const stages: Array<[number, number]> = [
    [30, 8],
    [15, 0],
    [45, 9],
  ];

  it('the last stage, 45 to 90 minutes: 9 km in 45 minutes is 12 km/h', () => {
    const p: Problem = { kind: 'distance-time', context: 'cyclist', stages, ask: 2 };
    expect(solveProblem(p).text).toBe(kmh('12'));
    expect(predict(3780, p)).toBe(kmh('5')); // 45 ÷ 9, minutes per km
    expect(predict(3781, p)).toBe(kmh('0.2')); // 9 ÷ 45, km per minute
    expect(predict(3036, p)).toBe(kmh('20')); // 9 ÷ 0.45
    expect(predict(3783, p)).toBeUndefined(); // 17 km ÷ 0.75 h = 22.67, not a speed anyone writes
    expect(predict(3784, p)).toBe(kmh('6')); // 9 km ÷ 1.5 h, the time read at the end
    expect(predict(3785, p)).toBeUndefined(); // 9 × 0.75 = 6.75, two decimal places
  });

  it('the first stage, 0 to 30 minutes: 8 km in 30 minutes is 16 km/h (too few beliefs tidy here: the bank redraws it)', () => {
    const p: Problem = { kind: 'distance-time', context: 'cyclist', stages, ask: 0 };
    expect(solveProblem(p).text).toBe(kmh('16'));
    expect(predict(3785, p)).toBe(kmh('4')); // 8 × 0.5
    expect(predict(3036, p)).toBeUndefined(); // 8 ÷ 0.3 = 26.67, not tidy
    expect(predict(3783, p)).toBeUndefined(); // starts at home: the reading is the change
    expect(predict(3784, p)).toBeUndefined(); // starts at 0 minutes: the reading is the time taken
  });

  it('the whole journey, with a 30-minute stop: 20 km in 2 hours', () => {
    const p: Problem = {
      kind: 'distance-time',
      context: 'cyclist',
      stages: [
        [30, 8],
        [30, 0],
        [60, 12],
      ],
      ask: 'average',
    };
    // 20 km in 2 hours.
    expect(solveProblem(p).text).toBe(kmh('10'));
    expect(predict(3786, p)).toBeUndefined(); // 20 ÷ 1.5 = 13.33, not tidy
    expect(predict(3781, p)).toBeUndefined(); // 20 ÷ 120 = 0.1666…
    expect(predict(3214, p)).toBe(kmh('14')); // (16 + 12) ÷ 2
    expect(predict(3780, p)).toBe(kmh('6')); // 120 ÷ 20
    expect(predict(3785, p)).toBe(kmh('40')); // 20 × 2
    expect(predict(3036, p)).toBeUndefined(); // 2 hours exactly: no minutes to misplace
  });
});

describe('conversion graphs', () => {
  it('£35 to euros at £5 = €6 is €42', () => {
    const p: Problem = { kind: 'conversion-graph', context: 'euros', value: 35, from: 'across' };
    expect(solveProblem(p).text).toBe('$42\\text{ euros}$');
    expect(predict(3787, p)).toBe('$30\\text{ euros}$'); // 35 on the euros axis is about £30
    expect(predict(3788, p)).toBe('$41\\text{ euros}$'); // 40 and one square of 2
    expect(predict(3789, p)).toBe('$36\\text{ euros}$'); // 35 + 1
    expect(predict(3790, p)).toBe('$40\\text{ euros}$'); // 42 is nearest the line at 40
  });

  it('48 km to miles at 5 miles = 8 km is 30 miles', () => {
    const p: Problem = { kind: 'conversion-graph', context: 'kilometres', value: 48, from: 'up' };
    expect(solveProblem(p).text).toBe('$30\\text{ miles}$');
    expect(predict(3787, p)).toBe('$76\\text{ miles}$'); // 48 on the miles axis is 76.8 km, read as 76 (the bank rules it out: off the axis)
    expect(predict(3788, p)).toBeUndefined(); // 30 is a numbered line
    expect(predict(3789, p)).toBe('$45\\text{ miles}$'); // 48 − 3
    expect(predict(3790, p)).toBeUndefined(); // 30 is itself numbered
  });

  it('£36 to dollars at £4 = $5 is $45, on a scale numbered in twenties', () => {
    const p: Problem = { kind: 'conversion-graph', context: 'dollars', value: 36, from: 'across' };
    expect(solveProblem(p).text).toBe('$45\\text{ dollars}$');
    expect(predict(3790, p)).toBe('$40\\text{ dollars}$'); // 45 is nearer 40 than 60
    expect(predict(3788, p)).toBe('$41\\text{ dollars}$'); // 40 and one square of 5
    expect(predict(3789, p)).toBe('$37\\text{ dollars}$'); // 36 + 1
  });
});

describe('velocity–time graphs', () => {
  // From rest to 8 m/s in 10 s, steady for 10 s, then to 18 m/s in 5 s: corners (0, 0), (10, 8), (20, 8), (25, 18).
  const stages: Array<[number, number]> = [
    [10, 8],
    [10, 8],
    [5, 18],
  ];
  const ms2 = (n: string) => `$${n}\\text{ m/s}^{2}$`;

  it('the acceleration from 20 to 25 seconds is 10 ÷ 5 = 2 m/s²', () => {
    const p: Problem = { kind: 'velocity-time', context: 'car', start: 0, stages, ask: 2 };
    expect(solveProblem(p).text).toBe(ms2('2'));
    expect(predict(3791, p)).toBe(ms2('0.5')); // 5 ÷ 10
    expect(predict(3792, p)).toBe(ms2('3.6')); // 18 ÷ 5, the velocity read at the end
    expect(predict(3793, p)).toBe(ms2('0.4')); // 10 ÷ 25, the time read at the end
    expect(predict(3797, p)).toBe(ms2('10')); // the change in velocity alone
  });

  it('the distance in 25 seconds is 40 + 80 + 65 = 185 m', () => {
    const p: Problem = { kind: 'velocity-time', context: 'car', start: 0, stages, ask: 'distance' };
    expect(solveProblem(p).text).toBe('$185\\text{ m}$');
    expect(predict(3794, p)).toBe('$290\\text{ m}$'); // 80 + 80 + 130, the triangle and trapezium not halved
    expect(predict(3795, p)).toBe('$450\\text{ m}$'); // 18 × 25
    expect(predict(3796, p)).toBe('$212.5\\text{ m}$'); // (0 + 8 + 8 + 18) ÷ 4 × 25
    expect(predict(3798, p)).toBe('$37\\text{ m}$'); // 37 squares of 5 m each
  });
});
