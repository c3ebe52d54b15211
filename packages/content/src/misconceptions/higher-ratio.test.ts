import { describe, expect, it } from 'vitest';
import type { Problem } from '../problem.ts';
import { predict } from '../test/apply.ts';

/** y ∝ x² with y = 36 when x = 3; find y when x = 5 (the answer is 100). */
const square: Problem = { kind: 'proportion-formula', relation: 'direct', power: 'x2', x1: 3, y1: 36, x2: 5 };
/** y ∝ 1/x with y = 15 when x = 4; find y when x = 6 (the answer is 10). */
const inverse: Problem = {
  kind: 'proportion-formula',
  relation: 'inverse',
  power: 'x',
  x1: 4,
  y1: 15,
  x2: 6,
};

describe('higher ratio misconceptions, worked by hand', () => {
  it('ignores the square: 36 × 5/3 = 60', () => {
    expect(predict(3201, square)).toBe('$60$');
  });

  it('uses inverse proportion for direct (and direct for inverse)', () => {
    expect(predict(3202, square)).toBe('$12.96$');
    expect(predict(3202, inverse)).toBe('$22.5$');
  });

  it('gives the constant: k = 4 for y = kx², k = 60 for y = k/x', () => {
    expect(predict(3203, square)).toBe('$4$');
    expect(predict(3203, inverse)).toBe('$60$');
  });

  it('forgets the power in one of the two steps', () => {
    // k = 36 ÷ 3 = 12, then 12 × 5² = 300; or k = 4, then 4 × 5 = 20.
    expect(predict(3204, square)).toBe('$300$');
    expect(predict(3205, square)).toBe('$20$');
    expect(predict(3204, inverse)).toBeUndefined();
  });

  it('rearranges for k wrongly: k = 9 ÷ 36, then y = 25/4; k = 15 ÷ 4, then y = 15/4 ÷ 6', () => {
    expect(predict(3206, square)).toBe('$6.25$');
    expect(predict(3206, inverse)).toBe('$0.625$');
  });

  it('adds the change in x to y (or takes it off, for inverse proportion)', () => {
    expect(predict(3013, square)).toBe('$38$');
    expect(predict(3013, inverse)).toBe('$13$');
  });

  /** 2.4 kg in 300 cm³: 8 g/cm³. */
  const density: Problem = { kind: 'compound-measure', measure: 'density', top: 2400, bottom: 300 };
  /** 120 N on 400 cm²: 3000 N/m². */
  const pressure: Problem = { kind: 'compound-measure', measure: 'pressure', top: 120, bottom: 400 };

  it('divides the wrong way, multiplies, or skips the change of units for density and pressure', () => {
    expect(predict(3207, density)).toBe('$0.125\\text{ g/cm}^{3}$');
    expect(predict(3208, density)).toBe('$720\\,000\\text{ g/cm}^{3}$');
    expect(predict(3209, density)).toBe('$0.008\\text{ g/cm}^{3}$');
    expect(predict(3209, pressure)).toBe('$0.3\\text{ N/m}^{2}$');
    // 100 cm² (or 200 cm²) in a square metre: 120 ÷ 4 = 30, 120 ÷ 2 = 60.
    expect(predict(3049, pressure)).toBe('$30\\text{ N/m}^{2}$');
    expect(predict(1051, pressure)).toBe('$60\\text{ N/m}^{2}$');
    // 1 000 000 cm² in a square metre, the volume factor: 120 ÷ 0.0004 = 300 000.
    expect(predict(3045, pressure)).toBe('$300\\,000\\text{ N/m}^{2}$');
  });

  it('converts 72 km/h to m/s each wrong way', () => {
    const speed: Problem = { kind: 'speed-units', from: 'km/h', value: 72 };
    expect(predict(3210, speed)).toBe('$259.2\\text{ m/s}$');
    expect(predict(3211, speed)).toBe('$72\\,000\\text{ m/s}$');
    expect(predict(3212, speed)).toBe('$0.02\\text{ m/s}$');
    expect(predict(3213, speed)).toBe('$1200\\text{ m/s}$');
  });

  it('averages 60 mph for 1 hour and 30 mph for 2 hours as 45 mph (the answer is 40 mph)', () => {
    const journey: Problem = { kind: 'journey-speed', vehicle: 'A coach', d1: 60, t1: 60, d2: 60, t2: 120 };
    expect(predict(3214, journey)).toBe('$45\\text{ mph}$');
    // 120 miles in 180 minutes, called mph.
    expect(predict(3038, journey)).toBe('$0.7\\text{ mph}$');
  });

  it('depreciates £12,000 by 15% a year for 3 years (the answer is £7369.50) each wrong way', () => {
    const car: Problem = { kind: 'depreciation', item: 'A car', price: 12000, rate: 15, years: 3 };
    expect(predict(3215, car)).toBe('£6600');
    expect(predict(3216, car)).toBe('£40.50');
    expect(predict(3217, car)).toBe('£10,200');
    expect(predict(3032, car)).toBe('£4630.50');
  });

  it('shares in 5 : 3 when Amir gets £24 more than Beth (Beth gets £36)', () => {
    const share: Problem = {
      kind: 'ratio-difference',
      names: ['Amir', 'Beth'],
      p: 5,
      q: 3,
      diff: 24,
      ask: 1,
    };
    expect(predict(3218, share)).toBe('£9');
    expect(predict(3219, share)).toBe('£72');
    expect(predict(3220, share)).toBe('£12');
    expect(predict(3007, share)).toBe('£60');
  });

  it('combines red : blue = 2 : 3 and blue : green = 4 : 5 (the answer is 8 : 12 : 15) each wrong way', () => {
    const counters: Problem = {
      kind: 'ratio-combine',
      things: ['red', 'blue', 'green'],
      a: 2,
      b: 3,
      c: 4,
      d: 5,
    };
    expect(predict(3221, counters)).toBe('$2 : 3 : 5$');
    expect(predict(3222, counters)).toBe('$2 : 7 : 5$');
    expect(predict(3223, counters)).toBe('$8 : 12 : 5$');
    expect(predict(3002, counters)).toBe('$15 : 12 : 8$');
  });

  it('finds the profit on 20 T-shirts bought for £40 and sold at £3 each (the answer is 50%) each wrong way', () => {
    const stall: Problem = {
      kind: 'profit-percent',
      seller: 'A market stall',
      items: 'T-shirts',
      n: 20,
      cost: 4000,
      price: 300,
    };
    expect(predict(3023, stall)).toBe('$33.3\\%$');
    expect(predict(3024, stall)).toBe('$20\\%$');
    expect(predict(3025, stall)).toBe('$150\\%$');
    expect(predict(3026, stall)).toBe('$66.7\\%$');
  });
});
