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
});
