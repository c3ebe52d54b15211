import { describe, expect, it } from 'vitest';
import { predict } from '../test/apply.ts';

describe('number misconceptions, worked by hand', () => {
  it('place value: face value, counting the digit itself, counting from the left', () => {
    const p = { kind: 'place-value', number: 3472581, place: 4 } as const; // the 7 is worth 70 000
    expect(predict(1001, p)).toBe('$7$');
    expect(predict(1002, p)).toBe('$700\\,000$');
    expect(predict(1003, p)).toBe('$7000$');
    expect(predict(1004, p)).toBe('$700$');
  });

  it('thinks 0.25 > 0.3 because 25 > 3', () => {
    expect(predict(1006, { kind: 'decimal-compare', values: [0.3, 0.25, 0.07, 0.015], ask: 'largest' })).toBe(
      '$0.25$',
    );
  });

  it('multiplies a decimal by 100 by adding zeros, or moves the point the wrong way', () => {
    const p = { kind: 'power-of-ten', value: 3.45, op: 'multiply', power: 2 } as const;
    expect(predict(1009, p)).toBe('$3.4500$');
    expect(predict(1010, p)).toBe('$0.0345$');
  });

  it('rounds to the wrong place, truncates, or drops placeholders', () => {
    const p = { kind: 'round-integer', value: 3467, place: 100 } as const; // correct 3500
    expect(predict(1013, p)).toBe('$3400$');
    expect(predict(1014, p)).toBe('$3470$');
    expect(predict(1015, p)).toBe('$3000$');
    expect(predict(1017, p)).toBe('$35$');
  });

  it('forgets to carry: 4568 + 2775 = 6233', () => {
    expect(predict(1024, { kind: 'column-add', a: 4568, b: 2775 })).toBe('$6233$');
  });

  it('subtracts the smaller digit from the larger: 5203 − 1768 = 4565', () => {
    expect(predict(1028, { kind: 'column-subtract', a: 5203, b: 1768 })).toBe('$4565$');
  });

  it('multiplies only tens by tens and ones by ones: 34 × 26 = 624', () => {
    expect(predict(1032, { kind: 'long-multiply', a: 34, b: 26 })).toBe('$624$');
    expect(predict(1033, { kind: 'long-multiply', a: 34, b: 26 })).toBe('$272$');
  });

  it('ignores the sign when subtracting a negative: −3 − (−5) = −8', () => {
    expect(predict(1036, { kind: 'negative-add-sub', a: -3, b: -5, op: 'subtract' })).toBe('$-8$');
    expect(predict(1036, { kind: 'negative-add-sub', a: 5, b: -8, op: 'add' })).toBeUndefined();
  });

  it('thinks negative × negative = negative', () => {
    expect(predict(1041, { kind: 'negative-mul-div', a: -4, b: -6, op: 'multiply' })).toBe('$-24$');
    expect(predict(1041, { kind: 'negative-mul-div', a: -4, b: 6, op: 'multiply' })).toBeUndefined();
  });

  it('works BIDMAS left to right: 20 − 3 × 4 + 2 = 70', () => {
    expect(predict(1047, { kind: 'bidmas', form: 'a-bc+d', a: 20, b: 3, c: 4, d: 2 })).toBe('$70$');
    expect(predict(1048, { kind: 'bidmas', form: 'a-bc+d', a: 20, b: 3, c: 4, d: 2 })).toBe('$6$');
  });

  it('computes aⁿ as a × n: 4³ = 12', () => {
    expect(predict(1051, { kind: 'power', base: 4, exponent: 3 })).toBe('$12$');
    expect(predict(1093, { kind: 'power', base: 4, exponent: 3 })).toBe('$81$');
  });

  it('adds numerators and denominators: 1/2 + 1/3 = 2/5', () => {
    expect(predict(1069, { kind: 'fraction-add', a: 1, b: 2, c: 1, d: 3, op: 'add' })).toBe('$\\frac{2}{5}$');
    // 1 + 1 over 2 × 3 = 2/6, simplified as the question asks.
    expect(predict(1071, { kind: 'fraction-add', a: 1, b: 2, c: 1, d: 3, op: 'add' })).toBe('$\\frac{1}{3}$');
  });

  it('multiplies top and bottom by a whole number: 3 × 2/7 = 6/21, which simplifies back to 2/7', () => {
    expect(predict(1076, { kind: 'fraction-multiply', a: 3, b: 1, c: 2, d: 7 })).toBe('$\\frac{2}{7}$');
  });

  it('writes 3/8 as 0.38 or 3.8', () => {
    expect(predict(1080, { kind: 'fraction-convert', n: 3, d: 8, to: 'decimal' })).toBe('$0.38$');
    expect(predict(1081, { kind: 'fraction-convert', n: 3, d: 8, to: 'decimal' })).toBe('$3.8$');
  });

  it('finds 1% by dividing by 10: 35% of 80 = 280', () => {
    expect(predict(1089, { kind: 'percent-of-amount', percent: 35, amount: 80 })).toBe('$280$');
  });

  it('counts zeros for the power of ten: 34 000 = 3.4 × 10³', () => {
    expect(predict(1096, { kind: 'standard-form', value: 34000 })).toBe('$3.4 \\times 10^{3}$');
    expect(predict(1097, { kind: 'standard-form', value: 34000 })).toBe('$34 \\times 10^{3}$');
  });

  it('takes a square out of a surd without rooting it: √72 = 36√2', () => {
    expect(predict(1100, { kind: 'surd-simplify', k: 6, m: 2 })).toBe('$36\\sqrt{2}$');
  });
});
