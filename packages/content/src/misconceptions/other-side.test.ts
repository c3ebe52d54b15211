import { describe, expect, it } from 'vitest';
import type { Problem } from '../problem.ts';
import { predict } from '../test/apply.ts';

describe('misconceptions on the key’s other side, worked by hand', () => {
  it('works right to left: 20 − 3 × 4 + 2 = 20 − 3 × 6 = 2 (the key is 10)', () => {
    expect(predict(1305, { kind: 'bidmas', form: 'a-bc+d', a: 20, b: 3, c: 4, d: 2 })).toBe('$2$');
    // 20 − 5 × (6 + 9) is negative: not offered beside a sum of positive numbers.
    expect(predict(1305, { kind: 'bidmas', form: 'a-bc+d', a: 20, b: 5, c: 6, d: 9 })).toBeUndefined();
    expect(predict(1305, { kind: 'bidmas', form: 'a+bc^2', a: 5, b: 3, c: 4, d: 0 })).toBeUndefined();
  });

  it('leaves out the power: 5 + 3 × 4² = 5 + 12 = 17 (the key is 53)', () => {
    expect(predict(1306, { kind: 'bidmas', form: 'a+bc^2', a: 5, b: 3, c: 4, d: 0 })).toBe('$17$');
  });

  it('gives the total surface area for the volume: r = 3, h = 4 gives 2π·9 + 2π·12 = 42π (the key is 36π)', () => {
    expect(predict(4308, { kind: 'cylinder-volume', r: 3, h: 4 })).toBe('$42\\pi\\text{ cm}^{3}$');
    // Larger cylinders put it below the volume: r = 5, h = 10 gives 150π against 250π.
    expect(predict(4308, { kind: 'cylinder-volume', r: 5, h: 10 })).toBe('$150\\pi\\text{ cm}^{3}$');
  });
});

describe('errors on the key’s other side for the constructs whose key kept one rank (decision 0063), worked by hand', () => {
  it('counts the starting number: 3 + (−8) stops at −4 and −2 − (−7) at 4 (the keys are −5 and 5)', () => {
    expect(predict(1350, { kind: 'negative-add-sub', a: 3, b: -8, op: 'add' })).toBe('$-4$');
    expect(predict(1350, { kind: 'negative-add-sub', a: -2, b: -7, op: 'subtract' })).toBe('$4$');
  });

  it('takes every power of a negative as positive: (−3)³ = 27, and says nothing of an even power', () => {
    expect(predict(1351, { kind: 'power', base: -3, exponent: 3 })).toBe('$27$');
    expect(predict(1351, { kind: 'power', base: -3, exponent: 4 })).toBeUndefined();
  });

  it('takes the squares away the wrong way: (√5 + 3)(√5 − 3) gives 4, (3 + √5)(3 − √5) gives −4', () => {
    expect(predict(1352, { kind: 'surd-conjugate', whole: 3, radicand: 5, rootFirst: true })).toBe('$4$');
    expect(predict(1352, { kind: 'surd-conjugate', whole: 3, radicand: 5, rootFirst: false })).toBe('$-4$');
  });

  it('writes down whole products: 67 × 64 is 2428 + 36 420 = 38 848 (the key is 4288)', () => {
    expect(predict(1353, { kind: 'long-multiply', a: 67, b: 64 })).toBe('$38\\,848$');
  });

  it('exchanges, then takes the smaller digit from the larger: 3085 − 2557 gives 522 (the key is 528)', () => {
    expect(predict(1354, { kind: 'column-subtract', a: 3085, b: 2557 })).toBe('$522$');
  });

  it('cross-multiplies over the common denominator: 3/4 + 1/6 gives 22/12 = 11/6, 2/8 + 5/8 gives 56/8 = 7', () => {
    expect(predict(1355, { kind: 'fraction-add', a: 3, b: 4, c: 1, d: 6, op: 'add' })).toBe(
      '$\\frac{11}{6}$',
    );
    expect(predict(1355, { kind: 'fraction-add', a: 2, b: 8, c: 5, d: 8, op: 'add' })).toBe('$7$');
    // Coprime denominators: the product is the common denominator, and the mixture is right.
    expect(predict(1355, { kind: 'fraction-add', a: 1, b: 2, c: 2, d: 5, op: 'add' })).toBeUndefined();
  });

  it('gives the lowest common factor for the LCM: 2 for 12 and 18, nothing where that factor is the HCF', () => {
    expect(predict(1356, { kind: 'hcf-lcm', a: 12, b: 18, ask: 'lcm' })).toBe('$2$');
    expect(predict(1356, { kind: 'hcf-lcm', a: 10, b: 14, ask: 'lcm' })).toBeUndefined();
  });

  it('adds the power: 5 + 3 × 4² becomes 5 + 3 × 6 = 23 (the key is 53)', () => {
    expect(predict(1357, { kind: 'bidmas', form: 'a+bc^2', a: 5, b: 3, c: 4, d: 0 })).toBe('$23$');
  });

  it('joins the fixed charge to the rate: £3.60 + £1.20 a mile, fare £15.60, gives 15.60 ÷ 4.80 = 3.25 miles', () => {
    expect(predict(2750, { kind: 'taxi-fare', name: 'Sam', fixed: 360, rate: 120, miles: 10 })).toBe(
      '$3.25\\text{ miles}$',
    );
  });

  it('shares a total among the adult tickets: 4 adult and 4 child tickets for £74 gives £18.50 (the key is £12)', () => {
    const p = {
      kind: 'ticket-prices',
      place: 'cinema',
      a1: 4,
      a2: 1,
      child: 4,
      adult: 1200,
      price: 650,
    } as const;
    expect(predict(2751, p)).toBe('£18.50');
  });

  it('divides only the larger part: 36 : 9 gives 4 : 9, 16 : 28 gives 16 : 7', () => {
    expect(predict(3850, { kind: 'ratio-simplify', a: 36, b: 9 })).toBe('$4 : 9$');
    expect(predict(3850, { kind: 'ratio-simplify', a: 16, b: 28 })).toBe('$16 : 7$');
  });

  it('takes a nearly equilateral triangle as equilateral: base angles 55° give 60°; not with an apex of 40°', () => {
    expect(predict(4750, { kind: 'isosceles-angle', given: 55, which: 'base' })).toBe('$60^{\\circ}$');
    expect(predict(4750, { kind: 'isosceles-angle', given: 40, which: 'apex' })).toBeUndefined();
  });

  it('gives the middle of the modal class as the mean: frequencies 2, 5, 3 in tens give 15', () => {
    expect(predict(5750, { kind: 'grouped-mean', bounds: [0, 10, 20, 30], freqs: [2, 5, 3] })).toBe('$15$');
  });

  it('takes every digit from 9: 1 − 0.35 gives 0.64 (the key is 0.65)', () => {
    expect(predict(5751, { kind: 'probability-complement', p: 0.35, event: 'it rains' })).toBe('$0.64$');
  });

  it('gives the median of the data as the mode: 33 pets’ counts in order have 3 in the middle (the mode is 4)', () => {
    const p: Problem = { kind: 'frequency-mode', values: [0, 1, 2, 3, 4], freqs: [3, 5, 6, 8, 11] };
    expect(predict(5752, p)).toBe('$3$');
  });

  it('extends four beliefs to where the same error bites', () => {
    // The yearly percentage applied once: £2000 at 4% for 2 years gives £2080 (the key is £2163.20).
    expect(predict(3217, { kind: 'compound-interest', principal: 2000, rate: 4, years: 2 })).toBe('£2080');
    // Minutes over kilometres: 259 km in 3 h 30 min gives 210 ÷ 259 = 0.8 (the key is 74 km/h).
    expect(predict(3780, { kind: 'speed', distance: 259, hours: 3, minutes: 30 })).toBe('$0.8\\text{ km/h}$');
    // Placeholder zeros dropped from a decimal: 0.04567 to 2 s.f. gives 0.46; not where rounding carries.
    expect(predict(1017, { kind: 'round-sf', value: 0.04567, sf: 2 })).toBe('$0.46$');
    expect(predict(1017, { kind: 'round-sf', value: 0.0009876, sf: 1 })).toBeUndefined();
    // Gridlines counted as one each on a histogram: 5 gridlines of 0.2 over a class 30 wide gives 150 (the key is 30).
    const histogram: Problem = {
      kind: 'histogram-frequency',
      bounds: [0, 10, 40],
      heights: [3, 5],
      step: 0.2,
      gridlines: 8,
      target: 1,
    };
    expect(predict(5019, histogram)).toBe('$150$');
  });
});

describe('errors on the key’s other side for the last four constructs (decision 0063), worked by hand', () => {
  it('measures the bearing back anticlockwise: from 250° the way back is 070°, read as 290°', () => {
    expect(predict(4760, { kind: 'back-bearing', bearing: 250 })).toBe('$290^{\\circ}$');
    // Under 180° it is 180° − θ, the same answer as subtracting from 180° (4051): 060° gives 120°.
    expect(predict(4760, { kind: 'back-bearing', bearing: 60 })).toBe('$120^{\\circ}$');
    expect(predict(4051, { kind: 'back-bearing', bearing: 60 })).toBe('$120^{\\circ}$');
  });

  it('gives the percentage: 360 of 600 in Year 10 is 60 %, so 60 (the key, in a sample of 75, is 45)', () => {
    // Year 10 asked about, in a sample of 75.
    const year10: (sizes: number[]) => Problem = (sizes) => ({
      kind: 'stratified-sample',
      years: [9, 10, 11],
      sizes,
      sample: 75,
      target: 1,
    });
    expect(predict(5760, year10([150, 360, 90]))).toBe('$60$');
    // 100 of 300 is 33⅓ %: not a whole number of students, not offered.
    expect(predict(5760, year10([100, 100, 100]))).toBeUndefined();
  });

  it('takes the smaller digit from the larger in 180° − 76°: 116°, not the co-interior 104°', () => {
    const p = {
      kind: 'parallel-angles' as const,
      angle: 76,
      relation: 'co-interior' as const,
      region: 'lower-left' as const,
    };
    expect(predict(1028, p)).toBe('$116^{\\circ}$');
    expect(predict(1028, { ...p, relation: 'alternate' })).toBeUndefined();
  });

  it('reads the first bar named: "how many fewer chose Banana (4) than Mango (20)" gives 4 (the key is 16)', () => {
    const p = {
      kind: 'bar-chart' as const,
      categories: ['Apple', 'Banana', 'Grape', 'Mango'],
      values: [14, 4, 18, 20],
      step: 2,
      gridlines: 10,
      i: 3,
      j: 1,
    };
    expect(predict(5020, { ...p, ask: 'fewer' })).toBe('$4$');
    expect(predict(5020, p)).toBe('$20$');
  });
});
