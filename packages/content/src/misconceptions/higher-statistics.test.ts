import { describe, expect, it } from 'vitest';
import { solveProblem } from '../problem.ts';
import { predict } from '../test/apply.ts';

describe('GCSE Higher statistics misconceptions, worked by hand', () => {
  it('estimates a grouped mean from the class ends or ignores the frequencies', () => {
    // Midpoints 5, 15, 25 with frequencies 2, 5, 3: (10 + 75 + 75) ÷ 10 = 16.
    const p = { kind: 'grouped-mean', bounds: [0, 10, 20, 30], freqs: [2, 5, 3] } as const;
    const problem = { ...p, bounds: [...p.bounds], freqs: [...p.freqs] };
    expect(solveProblem(problem).text).toBe('$16$');
    expect(predict(5201, problem)).toBe('$21$');
    expect(predict(5202, problem)).toBe('$11$');
    expect(predict(5203, problem)).toBe('$15$');
  });

  it('gets the frequency density of 20 < m ≤ 50 holding 12 parcels wrong in four ways', () => {
    const p = { kind: 'frequency-density', lower: 20, upper: 50, freq: 12 } as const;
    expect(solveProblem(p).text).toBe('$0.4$');
    expect(predict(5204, p)).toBe('$12$');
    expect(predict(5205, p)).toBe('$360$');
    expect(predict(5206, p)).toBe('$2.5$');
    expect(predict(5207, p)).toBe('$0.24$');
  });

  it('finds the interquartile range of 7 numbers, or the range, the upper quartile or the positions', () => {
    // Ordered: 2, 4, 5, 8, 9, 12, 20; quartiles 4 and 12.
    const p = { kind: 'interquartile-range', data: [9, 2, 12, 5, 20, 8, 4] } as const;
    const problem = { ...p, data: [...p.data] };
    expect(solveProblem(problem).text).toBe('$8$');
    expect(predict(5208, problem)).toBe('$18$');
    expect(predict(5209, problem)).toBe('$6$'); // 2nd and 6th as written: 2 and 8
    expect(predict(5210, problem)).toBe('$12$');
    expect(predict(5211, problem)).toBe('$4$');
  });

  it('estimates 40 marked, 8 of 50 recaught as 250, or slips', () => {
    const p = {
      kind: 'capture-recapture',
      animal: 'newts',
      place: 'pond',
      first: 40,
      second: 50,
      marked: 8,
    } as const;
    expect(solveProblem(p).text).toBe('$250$');
    expect(predict(5212, p)).toBe('$2000$');
    expect(predict(5213, p)).toBe('$90$');
    expect(predict(5214, p)).toBe('$82$');
    expect(predict(5215, p)).toBe('$210$');
    expect(predict(5350, p)).toBe('$290$');
  });

  it('shares a stratified sample equally, part to part, or gives the rest', () => {
    // 300 of 1500 students, sample 60: Year 9 gets 12.
    const p = {
      kind: 'stratified-sample' as const,
      years: [9, 10, 11],
      sizes: [300, 450, 750],
      sample: 60,
      target: 0,
    };
    expect(solveProblem(p).text).toBe('$12$');
    expect(predict(5216, p)).toBe('$20$');
    expect(predict(5217, p)).toBe('$15$');
    expect(predict(5218, p)).toBe('$48$');
  });

  it('treats the overall mean as the mean of the two means', () => {
    // 20 students averaged 60; all 50 averaged 66, so the other 30 averaged 70.
    const p = { kind: 'combined-mean-missing', size: 20, mean: 60, total: 50, overall: 66 } as const;
    expect(solveProblem(p).text).toBe('$70$');
    expect(predict(5222, p)).toBe('$72$');
    expect(predict(5223, p)).toBe('$42$');
    expect(predict(5224, p)).toBe('$66$');
  });

  it('divides by the money raised or counts one ticket in a raffle', () => {
    // £2 tickets raising £300: 150 tickets; 5 of them win with probability 1/30.
    const p = {
      kind: 'raffle-probability',
      name: 'Jack',
      price: 200,
      raised: 300,
      bought: 5,
      ask: 'win',
    } as const;
    expect(solveProblem(p).text).toBe('$\\frac{1}{30}$');
    expect(predict(5225, p)).toBe('$\\frac{1}{60}$');
    expect(predict(5226, p)).toBe('$\\frac{1}{150}$');
    expect(predict(5217, p)).toBe('$\\frac{1}{29}$');
    expect(predict(5221, p)).toBe('$\\frac{29}{30}$');
  });

  it('confuses union and intersection, and counts the overlap twice or not at all', () => {
    const p = { kind: 'set-probability', universe: 10, a: [1, 2, 3, 4], b: [3, 4, 5], ask: 'union' } as const;
    const problem = { ...p, a: [...p.a], b: [...p.b] };
    expect(solveProblem(problem).text).toBe('$\\frac{1}{2}$');
    expect(predict(5227, problem)).toBe('$\\frac{1}{5}$');
    expect(predict(5228, problem)).toBe('$\\frac{7}{10}$');
    expect(predict(5229, problem)).toBe('$\\frac{3}{10}$');
  });

  it('divides by the wrong group for a conditional probability', () => {
    const p = {
      kind: 'conditional-probability',
      total: 40,
      activities: ['football', 'tennis'],
      first: 25,
      second: 18,
      both: 7,
    } as const;
    const problem = { ...p, activities: [...p.activities] as [string, string] };
    expect(solveProblem(problem).text).toBe('$\\frac{7}{18}$');
    expect(predict(5230, problem)).toBe('$\\frac{7}{40}$');
    expect(predict(5231, problem)).toBe('$\\frac{7}{25}$');
    expect(predict(5232, problem)).toBe('$\\frac{5}{8}$');
  });

  it('takes 5 red and 3 blue without replacement as if replaced, or half-reduced', () => {
    const problem = {
      kind: 'without-replacement',
      colours: ['red', 'blue'],
      counts: [5, 3],
      target: 0,
    } as const;
    const p = {
      ...problem,
      colours: [...problem.colours] as [string, string],
      counts: [5, 3] as [number, number],
    };
    expect(solveProblem(p).text).toBe('$\\frac{5}{14}$');
    expect(predict(5233, p)).toBe('$\\frac{25}{64}$');
    expect(predict(5234, p)).toBe('$\\frac{25}{56}$');
    expect(predict(5235, p)).toBe('$\\frac{5}{16}$');
    expect(predict(5240, p)).toBe('$\\frac{5}{28}$');
  });

  it('adds, multiplies or takes "not both" for "at least one" of 0.2 and 0.3', () => {
    const p = { kind: 'at-least-one', pA: 0.2, pB: 0.3 } as const;
    expect(solveProblem(p).text).toBe('$0.44$');
    expect(predict(5237, p)).toBe('$0.5$');
    expect(predict(5238, p)).toBe('$0.06$');
    expect(predict(5239, p)).toBe('$0.94$');
    expect(predict(5221, p)).toBe('$0.56$');
  });

  it('reads a histogram bar 3 high over 10 < m ≤ 30 as 3, or uses the wrong width', () => {
    const p = {
      kind: 'histogram-frequency' as const,
      bounds: [0, 10, 30, 60],
      heights: [2, 3, 1],
      step: 1,
      gridlines: 8,
      target: 1,
    };
    expect(solveProblem(p).text).toBe('$60$');
    expect(predict(5204, p)).toBe('$3$');
    expect(predict(5242, p)).toBe('$90$');
    expect(predict(5243, p)).toBe('$30$');
    // Half a parcel is ruled out by sense, so the belief offers no answer there.
    expect(predict(5204, { ...p, step: 0.5 })).toBeUndefined();
  });

  it('reads a box plot 10, 20, 26, 38, 50 as its range, upper quartile, median or half box', () => {
    const p = {
      kind: 'box-plot-iqr' as const,
      five: [10, 20, 26, 38, 50] as [number, number, number, number, number],
      scaleMax: 60,
    };
    expect(solveProblem(p).text).toBe('$18$');
    expect(predict(5208, p)).toBe('$40$');
    expect(predict(5210, p)).toBe('$38$');
    expect(predict(5244, p)).toBe('$26$');
    expect(predict(5245, p)).toBe('$12$');
  });
});
