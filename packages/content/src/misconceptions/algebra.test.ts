import { describe, expect, it } from 'vitest';
import { predict } from '../test/apply.ts';

describe('algebra misconceptions, worked by hand', () => {
  it('ignores the sign in front of a term: 3a + 5b − a + 2b = 4a + 7b', () => {
    const p = {
      kind: 'collect-terms',
      terms: [
        [3, 'a'],
        [5, 'b'],
        [-1, 'a'],
        [2, 'b'],
      ],
    } as const;
    expect(predict(2001, { ...p, terms: p.terms.map(([c, v]) => [c, v]) })).toBe('$4a + 7b$');
    expect(predict(2002, { ...p, terms: p.terms.map(([c, v]) => [c, v]) })).toBe('$9ab$');
  });

  it('expands only the first term: 3(2x + 5) = 6x + 5', () => {
    expect(predict(2012, { kind: 'expand-single', k: 3, a: 2, b: 5 })).toBe('$6x + 5$');
  });

  it('applies negative × negative = negative inside brackets: −3(2x − 5) = −6x − 15', () => {
    expect(predict(1041, { kind: 'expand-single', k: -3, a: 2, b: -5 })).toBe('$-6x - 15$');
  });

  it('multiplies only first and last terms: (x + 3)(x + 5) = x² + 15', () => {
    expect(predict(2015, { kind: 'expand-double', a: 3, b: 5 })).toBe('$x^{2} + 15$');
  });

  it('solves 3x + 5 = 20 by dividing first: x = 20/3 − 5', () => {
    expect(predict(2033, { kind: 'two-step-equation', a: 3, b: 5, c: 20 })).toBe('$x = \\frac{5}{3}$');
    expect(predict(2034, { kind: 'two-step-equation', a: 3, b: 5, c: 20 })).toBe('$x = \\frac{25}{3}$');
  });

  it('does the same operation instead of the inverse: 4x = 28 gives 112', () => {
    expect(predict(2030, { kind: 'one-step-equation', op: 'multiply', k: 4, rhs: 28 })).toBe('$x = 112$');
  });

  it('calculates gradient as run over rise', () => {
    expect(predict(2046, { kind: 'gradient-points', x1: 1, y1: 3, x2: 4, y2: 12 })).toBe('$\\frac{1}{3}$');
  });

  it('forgets to reverse the inequality when dividing by a negative', () => {
    expect(predict(2055, { kind: 'linear-inequality', a: -2, b: 3, c: 9, sign: '>' })).toBe('$x > -3$');
  });

  it('multiplies indices when multiplying powers: x⁴ × x⁵ = x²⁰', () => {
    expect(predict(2061, { kind: 'index-law', op: 'multiply', c1: 1, e1: 4, c2: 1, e2: 5 })).toBe('$x^{20}$');
  });

  it('uses the term-to-term rule as the nth term: 5, 8, 11 → n + 3', () => {
    expect(predict(2042, { kind: 'nth-term-find', first: 5, diff: 3 })).toBe('$n + 3$');
  });
});
