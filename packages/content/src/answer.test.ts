import { describe, expect, it } from 'vitest';
import { mathAnswer, numberAnswer, writtenFraction, writtenNumber } from './answer.ts';
import { poly, polyAnswer, polyKey, polyLatex } from './polynomial.ts';
import { rat } from './rational.ts';

describe('numberAnswer', () => {
  it('keys by value, so 0.5, 1/2 and 2/4 collide whatever the display', () => {
    expect(numberAnswer(0.5).key).toBe(numberAnswer(rat(1, 2), { style: 'fraction' }).key);
    expect(writtenFraction(2, 4)!.key).toBe(numberAnswer(0.5).key);
    expect(writtenFraction(2, 4)!.text).toBe('$\\frac{2}{4}$');
    expect(writtenNumber(3.45, '3.4500').key).toBe(numberAnswer(3.45).key);
  });

  it('ignores units in the key, so 16 cm and 16 cm² are the same value', () => {
    expect(numberAnswer(16, { unit: '\\text{ cm}' }).key).toBe(
      numberAnswer(16, { unit: '\\text{ cm}^{2}' }).key,
    );
  });

  it('writes money, units, prefixes and recurring values sensibly', () => {
    expect(numberAnswer(4.5, { money: true }).text).toBe('£4.50');
    expect(numberAnswer(2163.2, { money: true }).text).toBe('£2163.20');
    expect(numberAnswer(15, { money: true }).text).toBe('£15');
    expect(numberAnswer(rat(25, 3), { prefix: 'x = ', style: 'fraction' }).text).toBe('$x = \\frac{25}{3}$');
    expect(numberAnswer(rat(1, 3)).text).toBe('$\\frac{1}{3}$');
    expect(numberAnswer(72, { unit: '^{\\circ}' }).text).toBe('$72^{\\circ}$');
  });

  it('keeps structural answers apart from numbers', () => {
    expect(mathAnswer('2 : 3', 'ratio:2:3').key).not.toBe(mathAnswer('4 : 6', 'ratio:4:6').key);
  });
});

describe('polynomials', () => {
  it('give equal keys for equal polynomials however they are built', () => {
    expect(polyKey(poly([3, 'x'], [5], [-1, 'x']))).toBe(polyKey(poly([5], [2, 'x'])));
    expect(polyKey(poly([1, 'xx']))).toBe(polyKey(poly([1, 'x^2'])));
  });

  it('print highest degree first with tidy signs and unit coefficients', () => {
    expect(polyLatex(poly([-5, 'x'], [1, 'x^2'], [6]))).toBe('x^{2} - 5x + 6');
    expect(polyLatex(poly([-1, 'a'], [7, 'b']))).toBe('-a + 7b');
    expect(polyAnswer(poly()).text).toBe('$0$');
  });
});
