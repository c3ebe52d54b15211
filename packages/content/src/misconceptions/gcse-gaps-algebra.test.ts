/**
 * Helper hc1's GCSE-gap misconceptions worked by hand: each rule gives the answer a student holding
 * the belief writes down, from the numbers in the question.
 */

import { describe, expect, it } from 'vitest';
import { type Problem, solveProblem } from '../problem.ts';
import { rat } from '../rational.ts';
import { predict } from '../test/apply.ts';

describe('the equation of a graph from its shape (A12)', () => {
  it('y = x² − 3: the cubic, the ∩ and the intercept +3', () => {
    const p: Problem = { kind: 'graph-equation', shown: { family: 'quadratic', sign: 1, k: 1, c: -3 } };
    expect(solveProblem(p).text).toBe('$y = x^{2} - 3$');
    expect(predict(2700, p)).toBe('$y = x^{3} - 3$');
    expect(predict(2702, p)).toBe('$y = -x^{2} - 3$');
    expect(predict(2703, p)).toBe('$y = x^{2} + 3$');
    expect(predict(2704, p)).toBeUndefined(); // x² − 3 is not 2ˣ of anything
  });

  it('y = 4/x: 4ˣ, −4/x and the line 4x', () => {
    const p: Problem = { kind: 'graph-equation', shown: { family: 'reciprocal', sign: 1, k: 4, c: 0 } };
    expect(solveProblem(p).text).toBe('$y = \\frac{4}{x}$');
    expect(predict(2701, p)).toBe('$y = 4^{x}$');
    expect(predict(2702, p)).toBe('$y = -\\frac{4}{x}$');
    expect(predict(2705, p)).toBe('$y = 4x$');
  });

  it('y = 2ˣ: x², 2/x and 2⁻ˣ read as −2ˣ turned over', () => {
    const p: Problem = { kind: 'graph-equation', shown: { family: 'exponential', sign: 1, k: 2, c: 0 } };
    expect(predict(2704, p)).toBe('$y = x^{2}$');
    expect(predict(2701, p)).toBe('$y = \\frac{2}{x}$');
    expect(predict(2702, p)).toBe('$y = -2^{x}$');
  });
});

describe('a translated graph (A13)', () => {
  // The vector (3, −2): 3 right, 2 down, so y = f(x − 3) − 2.
  const p: Problem = { kind: 'translated-graph', p: 3, q: -2 };
  it('f(x − 3) − 2, and the four slips', () => {
    expect(solveProblem(p).text).toBe('$y = \\mathrm{f}(x - 3) - 2$');
    expect(predict(2706, p)).toBe('$y = \\mathrm{f}(x + 3) - 2$'); // the bracket with the vector's sign
    expect(predict(2707, p)).toBe('$y = \\mathrm{f}(x + 2) + 3$'); // top number outside, bottom inside
    expect(predict(2708, p)).toBe('$y = \\mathrm{f}(x - 3) + 2$'); // the vertical sign reversed too
    expect(predict(4048, p)).toBe('$y = \\mathrm{f}(x + 3) + 2$'); // moved the opposite way
  });
});

describe('a circle and its tangent (A16)', () => {
  it('the circle through (3, 4) is x² + y² = 25', () => {
    const p: Problem = { kind: 'circle-equation', a: 3, b: 4 };
    expect(solveProblem(p).text).toBe('$x^{2} + y^{2} = 25$');
    expect(predict(2709, p)).toBe('$x^{2} + y^{2} = 5$'); // the radius, not squared
    expect(predict(2710, p)).toBe('$x^{2} + y^{2} = 49$'); // (3 + 4)²
    expect(predict(4039, p)).toBe('$x^{2} + y^{2} = 7$'); // 3 + 4
    expect(predict(4041, p)).toBe('$x^{2} + y^{2} = 7$'); // 16 − 9
  });

  it('through (−5, 2) the sum is negative: no x² + y² = −3 is offered', () => {
    const p: Problem = { kind: 'circle-equation', a: -5, b: 2 };
    expect(predict(4039, p)).toBeUndefined();
    expect(predict(2709, p)).toBe('$x^{2} + y^{2} = \\sqrt{29}$');
  });

  it('the tangent at (3, 4) to x² + y² = 25 is y = −¾x + 25/4', () => {
    const p: Problem = { kind: 'circle-tangent', a: 3, b: 4 };
    expect(solveProblem(p).text).toBe('$y = -\\frac{3}{4}x + \\frac{25}{4}$');
    expect(predict(2711, p)).toBe('$y = \\frac{4}{3}x$'); // the radius OP itself
    expect(predict(2712, p)).toBe('$y = -\\frac{4}{3}x + 8$'); // −4/3 through (3, 4)
    expect(predict(2713, p)).toBe('$y = \\frac{3}{4}x + \\frac{7}{4}$'); // 3/4 through (3, 4)
    expect(predict(2714, p)).toBe('$y = -\\frac{3}{4}x + 4$'); // c taken as the y-coordinate
  });
});

describe('a speed from a tangent (R15)', () => {
  // d = t², tangent at t = 4: gradient 8; drawn from (3, 8) to (5, 24).
  const p: Problem = { kind: 'tangent-gradient', context: 'car', k: rat(1), t0: 4 };
  it('8 m/s, and the slips', () => {
    expect(solveProblem(p).text).toBe('$8\\text{ m/s}$');
    expect(predict(3800, p)).toBe('$4\\text{ m/s}$'); // 16 ÷ 4, the average from the start
    expect(predict(3801, p)).toBe('$16\\text{ m/s}$'); // the distance at t = 4
    expect(predict(2049, p)).toBe('$4.8\\text{ m/s}$'); // 24 ÷ 5, one end of the tangent
    expect(predict(2048, p)).toBe('$16\\text{ m/s}$'); // the rise 24 − 8 over the drawn tangent
    expect(predict(2046, p)).toBe('$0.125\\text{ m/s}$'); // run over rise, 1 ÷ 8
  });
});

describe('the best buy (R11)', () => {
  // 250 g for 90p (0.36p/g), 500 g for £1.50 (0.3p/g), 750 g for £1.95 (0.26p/g), 1000 g for £2.80 (0.28p/g).
  const p: Problem = {
    kind: 'best-buy',
    product: 'rice',
    packs: [
      [250, 90],
      [500, 150],
      [750, 195],
      [1000, 280],
    ],
  };
  it('the 750 g bag; the cheapest, the biggest and the dearest per gram', () => {
    expect(solveProblem(p).text).toBe('The $750$ g bag');
    expect(predict(3803, p)).toBe('The $250$ g bag');
    expect(predict(3804, p)).toBe('The $1000$ g bag');
    expect(predict(3805, p)).toBe('The $250$ g bag'); // here also the cheapest: such a draw is not used
  });
});

describe('worded problems', () => {
  it('pay: £12 an hour for 37 hours, time and a half for 5 more is £444 + £90 = £534', () => {
    const p: Problem = { kind: 'overtime-pay', name: 'Ben', rate: 1200, basic: 37, hours: 42, times: 1.5 };
    expect(solveProblem(p).text).toBe('£534');
    expect(predict(1310, p)).toBe('£756'); // 42 × £18
    expect(predict(1311, p)).toBe('£504'); // 42 × £12
    expect(predict(1312, p)).toBe('£474'); // £444 + 5 × £6
    expect(predict(1313, p)).toBe('£90'); // the overtime alone
    expect(predict(1318, p)).toBe('£594'); // £504 + £90
    expect(predict(1319, p)).toBe('£564'); // £444 + 5 × £24
  });

  it('a bill: 90 days at 50p and 800 kWh at 25p is £45 + £200 = £245', () => {
    const p: Problem = { kind: 'energy-bill', days: 90, standing: 50, units: 800, price: 25 };
    expect(solveProblem(p).text).toBe('£245');
    expect(predict(1314, p)).toBe('£200.50'); // 50p once
    expect(predict(1315, p)).toBe('£200'); // no standing charge
    expect(predict(1316, p)).toBe('£600'); // 75p × 800
    expect(predict(1317, p)).toBe('£422.50'); // 90 × 25p + 800 × 50p
    expect(predict(1320, p)).toBe('£45'); // the standing charge alone
  });

  it('perimeter: (3x + 1) by (x − 2) with perimeter 30 gives 8x − 2 = 30, x = 4', () => {
    const p: Problem = { kind: 'perimeter-equation', a: 3, b: 1, c: 1, d: -2, perimeter: 30 };
    expect(solveProblem(p).text).toBe('$x = 4$');
    expect(predict(2715, p)).toBe('$x = 7.75$'); // 4x − 1 = 30
    expect(predict(2716, p)).toBe('$x = 13$'); // the length 3 × 4 + 1
    expect(predict(2717, p)).toBeUndefined(); // 8x − 1 = 30 gives 3.875: three places, not offered
    expect(predict(2034, p)).toBe('$x = 3.5$'); // 4x = 15 − 1
    expect(predict(2035, p)).toBe('$x = 3.75$'); // 8x = 30
  });

  it('tickets: 2 adults and 3 children at £9 more for adults cost £48, so a child’s is £6', () => {
    const p: Problem = { kind: 'ticket-equation', adults: 2, children: 3, extra: 9, total: 48, ask: 'child' };
    expect(solveProblem(p).text).toBe('£6');
    expect(predict(2718, p)).toBe('£7.80'); // 5c + 9 = 48
    expect(predict(2719, p)).toBe('£9.60'); // 48 ÷ 5
    expect(predict(2720, p)).toBe('£4.20'); // 5c + 27 = 48
    expect(predict(2236, p)).toBe('£15'); // the adult's price
  });

  it('a coach at 08:10: 33 km at 60 km/h (33 min), 25 min stop, 80 km at 50 km/h (96 min) arrives 10:44', () => {
    const p: Problem = {
      kind: 'journey-arrival',
      start: 490,
      legs: [
        [33, 60],
        [80, 50],
      ],
      stop: 25,
    };
    expect(solveProblem(p).text).toBe('$10{:}44$');
    expect(predict(3806, p)).toBe('$10{:}19$'); // no stop
    expect(predict(3807, p)).toBe('$10{:}04$'); // 154 minutes as 1 h 54 min
    expect(predict(3036, p)).toBe('$10{:}36$'); // 0.55 h as 55 min, 1.6 h as 1 h 6 min
    expect(predict(3214, p)).toBeUndefined(); // 113 km at 55 km/h is 123.27 minutes: not a whole minute
  });

  it('a coat at £179 here and €172.28 in Spain at €1.18: £146 there, £33 cheaper', () => {
    const p: Problem = {
      kind: 'exchange-compare',
      item: 'coat',
      pounds: 179,
      euros: 172.28,
      rate: rat(59, 50),
    };
    expect(solveProblem(p).text).toBe('£33');
    expect(predict(3808, p)).toBe('£24.29'); // 172.28 × 1.18 = 203.29
    expect(predict(3809, p)).toBe('£6.72'); // 179 − 172.28
    expect(predict(3810, p)).toBe('£146'); // the converted price
    expect(predict(3811, p)).toBe('£38.94'); // 211.22 − 172.28, in euros
    expect(predict(3812, p)).toBe('£5.69'); // 6.72 ÷ 1.18
  });
});
