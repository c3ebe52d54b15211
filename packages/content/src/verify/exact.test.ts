import { describe, expect, it } from 'vitest';
import { parseQ, q, roundDp, roundSf, roundTo, show, sqrtDp } from './exact.ts';
import { polyEq, polyKey, readPoly } from './poly.ts';
import { readQuantity } from './read.ts';

describe("the verifier's exact arithmetic", () => {
  it('rounds halves away from zero, to places, to tens and to significant figures', () => {
    expect(roundDp(parseQ('27.755'), 2)).toEqual(parseQ('27.76'));
    expect(show(roundDp(parseQ('-2.5'), 0))).toBe('-3');
    expect(show(roundTo(parseQ('79875'), q(10)))).toBe('79880');
    expect(show(roundSf(parseQ('954165'), 1))).toBe('1000000');
    expect(show(roundSf(parseQ('0.0004449'), 2))).toBe(show(parseQ('0.00044')));
  });

  it('takes square roots to a decimal place without floating point', () => {
    expect(show(sqrtDp(q(160), 1))).toBe(show(parseQ('12.6')));
    expect(show(sqrtDp(q(135), 1))).toBe(show(parseQ('11.6')));
    // √2.25 = 1.5 exactly; to 0 places a half rounds up.
    expect(show(sqrtDp(q(9, 4), 0))).toBe('2');
  });
});

describe("the verifier's reading of options and algebra", () => {
  it('reads quantities with units, π, mixed numbers, money and thousands', () => {
    expect(readQuantity('$2\\frac{1}{4}\\text{ days}$')).toEqual({ value: q(9, 4), pi: 0, unit: 'days' });
    expect(readQuantity('$\\frac{361}{4}\\pi\\text{ cm}^{2}$')).toEqual({
      value: q(361, 4),
      pi: 1,
      unit: 'cm^2',
    });
    expect(readQuantity('$361\\pi^{2}\\text{ cm}^{2}$')?.pi).toBe(2);
    expect(readQuantity('£1,635.50')).toEqual({ value: parseQ('1635.5'), pi: 0, unit: '£' });
    expect(readQuantity('$10\\,000$')?.value).toEqual(q(10000));
    expect(readQuantity('$x = -\\frac{4}{3}$')?.value).toEqual(q(-4, 3));
    expect(readQuantity('$055^{\\circ}$')).toEqual({ value: q(55), pi: 0, unit: '°' });
    expect(readQuantity('$2 \\times 3$')).toBeUndefined();
  });

  it('reads algebra as a student does: juxtaposition before × and ÷', () => {
    expect(polyKey(readPoly('24x^{9} \\div 4x^{3}'))).toBe(polyKey(readPoly('6x^{6}')));
    expect(polyEq(readPoly('(x + 1)(x - 2)'), readPoly('x^{2} - x - 2'))).toBe(true);
    expect(polyEq(readPoly('-5(3x + 7)'), readPoly('-15x - 35'))).toBe(true);
    expect(polyEq(readPoly('\\frac{y - 4}{4}'), readPoly('\\frac{y}{4} - 1'))).toBe(true);
    expect(polyEq(readPoly('(3x^{5})^{3}'), readPoly('27x^{15}'))).toBe(true);
    expect(polyEq(readPoly('2(4x - 2)'), readPoly('4(2x - 1)'))).toBe(true);
    expect(() => readPoly('x \\div (x + 1)')).toThrow();
  });
});
