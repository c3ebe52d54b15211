import { describe, expect, it } from 'vitest';
import { predict } from '../test/apply.ts';

describe('higher-algebra misconceptions, worked by hand', () => {
  it('takes the solutions of x² − 2x − 15 = 0 from the brackets (x + 3)(x − 5): x = 3 or x = −5', () => {
    const p = { kind: 'quadratic-solve-factorising', r: -3, s: 5 } as const;
    expect(predict(2201, p)).toBe('$x = -5 \\text{ or } x = 3$');
    expect(predict(2202, p)).toBe('$x = 3 \\text{ or } x = 5$');
    expect(predict(2203, p)).toBe('$x = -\\frac{15}{2}$');
  });
  it('divides x² − 6x = 0 by x and keeps only x = 6', () => {
    expect(predict(2204, { kind: 'quadratic-solve-factorising', r: 0, s: 6 })).toBe('$x = 6$');
  });
  it('slips in the quadratic formula for 2x² + 3x − 4 = 0', () => {
    const p = { kind: 'quadratic-formula', a: 2, b: 3, c: -4 } as const;
    // (−3 ± √41)/4 = 0.85 or −2.35; with +b: −0.85 or 2.35; over a: 1.70 or −4.70.
    expect(predict(2206, p)).toBe('$x = -0.85 \\text{ or } x = 2.35$');
    expect(predict(2207, p)).toBe('$x = -4.70 \\text{ or } x = 1.70$');
    // b² + 4ac = 9 − 32 < 0: no real answer, so no distractor.
    expect(predict(2208, p)).toBeUndefined();
  });
  it('completes the square of x² + 6x + 4 four wrong ways', () => {
    const p = { kind: 'complete-square', b: 6, c: 4 } as const;
    expect(predict(2209, p)).toBe('$(x + 3)^{2} + 13$');
    expect(predict(2210, p)).toBe('$(x + 6)^{2} - 32$');
    expect(predict(2211, p)).toBe('$(x + 3)^{2} + 4$');
    expect(predict(2212, p)).toBe('$(x - 3)^{2} - 5$');
  });
  it('factorises x² − 36 and 9x² − 16 wrongly', () => {
    expect(predict(2213, { kind: 'difference-of-squares', a: 1, b: 6 })).toBe('$(x - 6)^{2}$');
    expect(predict(2214, { kind: 'difference-of-squares', a: 1, b: 6 })).toBe('$(x + 36)(x - 36)$');
    expect(predict(2216, { kind: 'difference-of-squares', a: 1, b: 6 })).toBe('$(x + 18)(x - 18)$');
    expect(predict(2215, { kind: 'difference-of-squares', a: 3, b: 4 })).toBe('$(9x + 4)(9x - 4)$');
  });
  it('factorises 3x² + 10x + 8 = (3x + 4)(x + 2) wrongly', () => {
    const p = { kind: 'factorise-non-monic', a: 3, r: 4, s: 2 } as const;
    expect(predict(2217, p)).toBe('$(3x + 2)(x + 4)$');
    expect(predict(2218, p)).toBe('$(3x + 4)(3x + 2)$');
    expect(predict(2219, p)).toBe('$(3x - 4)(x - 2)$');
  });
  it('expands (x + 1)(x + 2)(x + 3) wrongly', () => {
    const p = { kind: 'expand-triple', a: 1, b: 2, c: 3 } as const;
    expect(predict(2015, p)).toBe('$x^{3} + 6$');
    expect(predict(2220, p)).toBe('$x^{3} + 3x^{2} + 3x + 2$');
    expect(predict(2221, p)).toBe('$x^{2} + 4x + 5$');
  });
  it('works out fg(3) for f(x) = 2x + 1 and g(x) = x² the wrong ways', () => {
    const p = { kind: 'composite-function', fa: 2, fb: 1, ga: 1, gb: 0, squared: true, at: 3 } as const;
    expect(predict(2222, p)).toBe('$49$');
    expect(predict(2223, p)).toBe('$63$');
    expect(predict(2224, p)).toBe('$9$');
    expect(predict(2238, p)).toBe('$7$');
  });
  it('inverts f(x) = 5x + 3 the wrong ways', () => {
    const p = { kind: 'inverse-function', a: 5, b: 3 } as const;
    expect(predict(2225, p)).toBe('$\\frac{x}{5} - 3$');
    expect(predict(2226, p)).toBe('$\\frac{x + 3}{5}$');
    expect(predict(2227, p)).toBe('$x - 3$');
  });
  it('solves x² − 2x − 15 < 0 the wrong ways', () => {
    const p = { kind: 'quadratic-inequality', r: -3, s: 5, sign: '<' } as const;
    expect(predict(2228, p)).toBe('$x < -3 \\text{ or } x > 5$');
    expect(predict(2229, p)).toBe('$-3 \\le x \\le 5$');
    expect(predict(2201, p)).toBe('$-5 < x < 3$');
  });
  it('finds the miles for a £3.60 fee plus £1.20 a mile and a fare of £15.60 the wrong ways', () => {
    const p = { kind: 'taxi-fare', name: 'Sam', fixed: 360, rate: 120, miles: 10 } as const;
    expect(predict(2230, p)).toBe('$13\\text{ miles}$');
    expect(predict(2231, p)).toBe('$12\\text{ miles}$');
    expect(predict(2033, p)).toBe('$9.4\\text{ miles}$');
    expect(predict(2034, p)).toBe('$16\\text{ miles}$');
  });
  it('finds when £12 + 5p a minute and £20 + 3p a minute meet the wrong ways', () => {
    const p = { kind: 'tariff-break-even', a: 12, p: 5, b: 20, q: 3 } as const;
    expect(predict(2232, p)).toBe('$4\\text{ minutes}$');
    expect(predict(2233, p)).toBe('$100\\text{ minutes}$');
    expect(predict(2234, p)).toBe('$1600\\text{ minutes}$');
  });
  it('prices an adult ticket from 3A + 2C = £41 and 1A + 2C = £23 the wrong ways', () => {
    const p = {
      kind: 'ticket-prices',
      place: 'cinema',
      a1: 3,
      a2: 1,
      child: 2,
      adult: 900,
      price: 700,
    } as const;
    expect(predict(2236, p)).toBe('£7');
    expect(predict(2069, p)).toBe('£16');
    expect(predict(2071, p)).toBe('£18');
    expect(predict(2237, p)).toBe('£8.20');
  });
  it('reads the turning point of y = x² + 6x + 4 = (x + 3)² − 5 the wrong ways', () => {
    const p = { kind: 'turning-point', b: 6, c: 4 } as const;
    expect(predict(2239, p)).toBe('$(3, -5)$');
    expect(predict(2209, p)).toBe('$(-3, 13)$');
    expect(predict(2211, p)).toBe('$(-3, 4)$');
  });
  it('finds the nth term of 4, 11, 22, 37, 56 (2n² + n + 1) the wrong ways', () => {
    const p = { kind: 'quadratic-sequence', a: 2, b: 1, c: 1 } as const;
    expect(predict(2240, p)).toBe('$4n^{2} - 5n + 5$');
    expect(predict(2241, p)).toBe('$2n^{2}$');
    expect(predict(2242, p)).toBe('$2n^{2} + 7n - 5$');
    expect(predict(2243, p)).toBe('$2n^{2} - n - 1$');
  });
  it('solves (x + 1)/2 + (x + 2)/3 = 4 the wrong ways', () => {
    const p = { kind: 'fraction-equation', a: 1, p: 2, b: 2, q: 3, k: 4 } as const;
    // Right: 3(x + 1) + 2(x + 2) = 24, x = 17/5.
    expect(predict(2244, p)).toBe('$x = -\\frac{3}{5}$');
    expect(predict(1069, p)).toBe('$x = \\frac{17}{2}$');
    expect(predict(1070, p)).toBe('$x = \\frac{21}{2}$');
    expect(predict(2012, p)).toBe('$x = \\frac{21}{5}$');
  });
  it('works out x₃ for x_{n+1} = 2 + 3/xₙ, x₁ = 1 (x₂ = 5, x₃ = 13/5) the wrong ways', () => {
    const p = { kind: 'iteration', b: 2, a: 3, start: 1 } as const;
    expect(predict(2245, p)).toBe('$5$');
    expect(predict(2246, p)).toBe('$\\frac{41}{13}$');
    expect(predict(2247, p)).toBe('$\\frac{7}{2}$');
    expect(predict(2248, p)).toBe('$\\frac{25}{9}$');
  });
});
