import { describe, expect, it } from 'vitest';
import {
  add,
  cmp,
  decimalPlaces,
  div,
  mul,
  rat,
  ratFromNumber,
  roundFloat,
  roundTo,
  sub,
  toDecimalString,
  truncateTo,
} from './rational.ts';

describe('rational arithmetic', () => {
  it('reduces and normalises signs', () => {
    expect(rat(2, 4)).toEqual({ n: 1, d: 2 });
    expect(rat(3, -6)).toEqual({ n: -1, d: 2 });
    expect(rat(0, -5)).toEqual({ n: 0, d: 1 });
    expect(() => rat(1, 0)).toThrow();
  });

  it('reads decimals exactly, so 0.1 + 0.2 is 0.3', () => {
    expect(ratFromNumber(0.3)).toEqual({ n: 3, d: 10 });
    expect(add(0.1, 0.2)).toEqual(ratFromNumber(0.3));
    expect(ratFromNumber(1e-7)).toEqual({ n: 1, d: 10_000_000 });
    expect(ratFromNumber(2.5e21 / 1e21)).toEqual({ n: 5, d: 2 });
  });

  it('does the four operations exactly', () => {
    expect(add(rat(1, 2), rat(1, 3))).toEqual(rat(5, 6));
    expect(sub(rat(1, 2), rat(1, 3))).toEqual(rat(1, 6));
    expect(mul(rat(2, 3), rat(3, 4))).toEqual(rat(1, 2));
    expect(div(rat(2, 3), rat(4, 5))).toEqual(rat(5, 6));
    expect(cmp(0.25, 0.3)).toBe(-1);
  });

  it('rounds half away from zero, to decimal places or to tens', () => {
    expect(roundTo(2.675, 2)).toEqual(ratFromNumber(2.68));
    expect(roundTo(-2.5, 0)).toEqual(rat(-3));
    expect(roundTo(3467, -2)).toEqual(rat(3500));
    expect(truncateTo(3467, -2)).toEqual(rat(3400));
    expect(truncateTo(-3.47, 1)).toEqual(ratFromNumber(-3.4));
    expect(roundFloat(Math.sqrt(28), 1)).toEqual(ratFromNumber(5.3));
  });

  it('writes terminating values as decimals and spots recurring ones', () => {
    expect(toDecimalString(rat(3, 8))).toBe('0.375');
    expect(toDecimalString(rat(-1, 20))).toBe('-0.05');
    expect(toDecimalString(rat(1, 3))).toBeUndefined();
    expect(decimalPlaces(rat(7, 40))).toBe(3);
  });
});
