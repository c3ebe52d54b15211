/**
 * Issue 30, "tags that name the wrong error": each mended rule worked by hand, and each tag in the bank
 * re-derived from what the misconception says, apart from the rule that generated it.
 */

import { beforeAll, describe, expect, it } from 'vitest';
import { buildQuestionBank } from '../bank.ts';
import { misconceptionById } from '../misconception-registry.ts';
import { optionMagnitude } from '../option-value.ts';
import { type Problem, solveProblem } from '../problem.ts';
import { nthTermAnswer } from '../problems/higher-algebra.ts';
import type { Question } from '../question.ts';
import { predict } from '../test/apply.ts';

let bank: Question[];
// Building the whole bank takes a few seconds; more on a shared, busy machine.
beforeAll(() => {
  bank = buildQuestionBank();
}, 60_000);

/** The options in the bank tagged with a misconception, each with its question. */
function tagged(id: number) {
  return bank.flatMap((q) => q.options.filter((o) => o.misconceptionIds.includes(id)).map((o) => ({ q, o })));
}

/** An option's or answer's numeric size (its unit dropped). */
function size(text: string): number {
  const m = optionMagnitude(text);
  if (!m) throw new Error(`Not a quantity: ${text}`);
  return m.size;
}

describe('missing value from a mean: the total of all the values is its own error', () => {
  // Mean 7 of five numbers, four of them 9, 7, 4, 2: total 35, missing 35 − 22 = 13.
  const problem: Problem = { kind: 'mean-missing', known: [9, 7, 4, 2], mean: 7 };

  it('tags 35 as not subtracting the known values, not as giving the total instead of the mean', () => {
    expect(predict(5044, problem)).toBe('$35$');
    expect(predict(5005, problem)).toBeUndefined();
  });

  it('never hangs "Gives the total instead of the mean" on a missing-value question', () => {
    expect(tagged(5005).filter(({ q }) => q.problem.kind === 'mean-missing')).toEqual([]);
    for (const { q, o } of tagged(5044)) {
      if (q.problem.kind !== 'mean-missing') throw new Error(q.key);
      expect(size(o.text), q.key).toBe(q.problem.mean * (q.problem.known.length + 1));
    }
    expect(tagged(5044).length).toBeGreaterThan(5);
  });
});

describe('ratio from one part: the total is not "the other part"', () => {
  // Yellow : green = 6 : 7 with 24 litres of yellow: one share 4 litres, green 28, total 52.
  const other: Problem = {
    kind: 'ratio-one-part',
    p: 6,
    q: 7,
    known: 24,
    names: ['yellow', 'green'],
    ask: 'other',
  };

  it('tags the total as its own error when the other part is asked', () => {
    expect(predict(3053, other)).toBe('$52\\text{ litres}$');
    expect(predict(3007, other)).toBeUndefined();
    // Asked for the total, the other part (28 litres) is still "Gives the other part of the ratio".
    expect(predict(3007, { ...other, ask: 'total' })).toBe('$28\\text{ litres}$');
  });

  it('never tags a total as the other part in the bank', () => {
    for (const { q, o } of tagged(3007)) {
      if (q.problem.kind !== 'ratio-one-part') continue;
      const p = q.problem;
      expect(p.ask, q.key).toBe('total');
      expect(size(o.text), q.key).toBe((p.known / p.p) * p.q);
    }
    expect(tagged(3053).length).toBeGreaterThan(0);
  });
});

describe('"Assumes an angle is a right angle" only where the angle is drawn near square', () => {
  it('offers 90° for an 82° angle on a line but not for a 47° one, nor for any regular polygon', () => {
    expect(predict(4055, { kind: 'angles-line', known: [98] })).toBe('$90^{\\circ}$');
    expect(predict(4055, { kind: 'angles-line', known: [133] })).toBeUndefined();
    expect(predict(4055, { kind: 'angles-triangle', a: 70, b: 52 })).toBeUndefined();
    expect(predict(4055, { kind: 'polygon-angles', sides: 45, ask: 'interior' })).toBeUndefined();
    expect(predict(4055, { kind: 'polygon-angles', sides: 5, ask: 'interior' })).toBeUndefined();
  });

  it('tags 90° in the bank only where the key is within 15° of a right angle', () => {
    for (const { q } of tagged(4055)) {
      const key = size(solveProblem(q.problem).text);
      expect(Math.abs(key - 90), q.key).toBeLessThanOrEqual(15);
    }
  });
});

describe('a conversion factor ten times too large means one error', () => {
  it('keeps "ten times too large" to length and mass prefixes, and gives area units their own slip', () => {
    const m3047 = misconceptionById(3047)!;
    expect(Object.keys(m3047.rules)).toEqual(['metric-convert']);
    // 3.5 m² with 100 000 cm² in a square metre: 350 000 cm² (the key is 35 000).
    expect(predict(3054, { kind: 'area-units', value: 3.5, from: 'm', to: 'cm' })).toBe(
      '$350\\,000\\text{ cm}^{2}$',
    );
    expect(predict(3047, { kind: 'area-units', value: 3.5, from: 'm', to: 'cm' })).toBeUndefined();
  });

  it('gives the pressure its own example gives: 14 N on 200 cm² is 700 N/m², so 7000', () => {
    const pressure: Problem = { kind: 'compound-measure', measure: 'pressure', top: 14, bottom: 200 };
    // 200 cm² taken as 200 ÷ 100 000 = 0.002 m²: 14 ÷ 0.002 = 7000.
    expect(predict(3054, pressure)).toBe('$7000\\text{ N/m}^{2}$');
  });

  it('gives density no "10 000 g in a kilogram", but the kg/m³ a student brings from science', () => {
    const density: Problem = { kind: 'compound-measure', measure: 'density', top: 675, bottom: 250 };
    expect(predict(3047, density)).toBeUndefined();
    // 0.675 kg ÷ 0.00025 m³ = 2700 (kg/m³), where the key is 2.7 g/cm³.
    expect(predict(3224, density)).toBe('$2700\\text{ g/cm}^{3}$');
  });

  it('tags every option with the factor its misconception says', () => {
    for (const { q, o } of tagged(3054)) {
      if (q.problem.kind !== 'compound-measure' && q.problem.kind !== 'area-units') throw new Error(q.key);
      expect(size(o.text), q.key).toBeCloseTo(10 * size(solveProblem(q.problem).text), 6);
    }
    for (const { q, o } of tagged(3224))
      expect(size(o.text), q.key).toBeCloseTo(1000 * size(solveProblem(q.problem).text), 6);
    expect(tagged(3047).filter(({ q }) => q.problem.kind !== 'metric-convert')).toEqual([]);
    expect(tagged(3054).length).toBeGreaterThan(5);
  });
});

describe('"Uses the second difference as the coefficient of n²" follows one procedure', () => {
  /** The description worked step by step: 2a n², then the line through the first two leftovers. */
  function byTheDescription(terms: number[], secondDifference: number) {
    const leftover = terms.slice(0, 2).map((t, i) => t - secondDifference * (i + 1) ** 2);
    const slope = leftover[1]! - leftover[0]!;
    return { a: secondDifference, b: slope, c: leftover[0]! - slope };
  }

  it('says which terms the student fits, and its rule gives exactly that', () => {
    expect(misconceptionById(2240)!.description).toMatch(/first two terms/);
    // 7, 13, 23, 37, …: second difference 4 (2n² + 5). 4n² leaves 3, −3: 4n² − 6n + 9.
    expect(predict(2240, { kind: 'quadratic-sequence', a: 2, b: 0, c: 5 })).toBe('$4n^{2} - 6n + 9$');
    for (const { q, o } of tagged(2240)) {
      if (q.problem.kind !== 'quadratic-sequence') throw new Error(q.key);
      const { a, b, c } = q.problem;
      const terms = [1, 2, 3].map((n) => a * n * n + b * n + c);
      const w = byTheDescription(terms, 2 * a);
      expect(o.text, q.key).toBe(nthTermAnswer(w.a, w.b, w.c).text);
      const value = (n: number) => w.a * n * n + w.b * n + w.c;
      expect([value(1), value(2)], q.key).toEqual(terms.slice(0, 2));
    }
  });
});

describe('re-teaching texts checked', () => {
  it('states the error interval half-open: the upper bound does not round to the measurement', () => {
    const text = misconceptionById(1220)!.howToFix;
    expect(text).toContain('7.35 ≤ x < 7.45');
    expect(text).not.toMatch(/upper bound is the largest/);
  });

  it('covers decreases as well as increases when the percentage is not added on or taken off', () => {
    const text = misconceptionById(3019)!.howToFix;
    expect(text).toMatch(/decrease/);
    expect(text).toMatch(/0\.85/);
  });
});

describe('beliefs never offered before, now offered where their answer is fair', () => {
  it('forgets to share the total between equal angles: an isosceles apex of 40° gives 140° for a base angle', () => {
    expect(predict(4015, { kind: 'isosceles-angle', given: 40, which: 'apex' })).toBe('$140^{\\circ}$');
    expect(tagged(4015).length).toBeGreaterThan(0);
  });

  it('turns the probability upside down inside an expected frequency: 2/5 of 60 trials gives 150', () => {
    expect(predict(5029, { kind: 'expected-frequency', n: 2, d: 5, trials: 60 })).toBe('$150$');
    expect(tagged(5029).length).toBeGreaterThan(0);
  });
});

describe('rank cues mended by a misconception-produced distractor below the key', () => {
  it('writes zeros on the end to convert to a smaller unit: 2.05 kg is "2.05000 g"', () => {
    expect(predict(1009, { kind: 'metric-convert', value: 2.05, from: 'kg', to: 'g' })).toBe(
      '$2.05000\\text{ g}$',
    );
    // Whole numbers and conversions to a larger unit give the slip nothing to do.
    expect(predict(1009, { kind: 'metric-convert', value: 7, from: 'kg', to: 'g' })).toBeUndefined();
    expect(predict(1009, { kind: 'metric-convert', value: 2500, from: 'g', to: 'kg' })).toBeUndefined();
  });

  it('uses the square’s rule for a rectangle: 9 cm by 5 cm gives 36 cm (it is 28 cm)', () => {
    expect(predict(4310, { kind: 'rectangle', w: 9, h: 5, ask: 'perimeter' })).toBe('$36\\text{ cm}$');
    expect(predict(4310, { kind: 'rectangle', w: 9, h: 5, ask: 'area' })).toBeUndefined();
  });

  it('cubes the length for a cuboid: 6 by 3 by 2 gives 216 cm³ (it is 36 cm³)', () => {
    expect(predict(4311, { kind: 'cuboid', l: 6, w: 3, h: 2, ask: 'volume' })).toBe('$216\\text{ cm}^{3}$');
  });
});
