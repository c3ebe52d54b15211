import { describe, expect, it } from 'vitest';
import { plainMaths } from './plain-maths.ts';

describe('plainMaths', () => {
  it('writes the bank’s maths as plain characters', () => {
    expect(plainMaths('Work out $\\frac{3}{4} + \\frac{1}{8}$')).toBe('Work out 3/4 + 1/8');
    expect(plainMaths('Simplify $\\frac{x + 1}{2}$')).toBe('Simplify (x + 1)/2');
    expect(plainMaths('Find $x$ when $2x \\times 3 = 12$')).toBe('Find x when 2x × 3 = 12');
    expect(plainMaths('The angle is $40^{\\circ}$ and the area $5\\text{ cm}^2$')).toBe(
      'The angle is 40° and the area 5 cm²',
    );
    expect(plainMaths('Work out $\\sqrt{49}$ and $2^{10}$')).toBe('Work out √49 and 2^10');
    expect(plainMaths('Write $520\\,487$ in words')).toBe('Write 520 487 in words');
  });

  it('keeps text without maths, an escaped dollar and an unclosed one as they are', () => {
    expect(plainMaths('Which is the largest?')).toBe('Which is the largest?');
    expect(plainMaths('It costs \\$5')).toBe('It costs $5');
    expect(plainMaths('It costs $5')).toBe('It costs $5');
  });
});
