import { describe, expect, it } from 'vitest';
import { splitMath } from './split-math.ts';

describe('splitMath', () => {
  it('separates text and inline maths', () => {
    expect(splitMath('Work out $\\frac{1}{2} + \\frac{1}{3}$ please')).toEqual([
      { kind: 'text', value: 'Work out ' },
      { kind: 'math', value: '\\frac{1}{2} + \\frac{1}{3}' },
      { kind: 'text', value: ' please' },
    ]);
  });

  it('keeps an escaped dollar and an unclosed one as text', () => {
    expect(splitMath('It costs \\$5')).toEqual([{ kind: 'text', value: 'It costs $5' }]);
    expect(splitMath('a $ b')).toEqual([{ kind: 'text', value: 'a $ b' }]);
  });

  it('allows escaped characters inside maths', () => {
    expect(splitMath('$a \\$ b$')).toEqual([{ kind: 'math', value: 'a \\$ b' }]);
  });

  it('handles maths only', () => {
    expect(splitMath('$x^2$')).toEqual([{ kind: 'math', value: 'x^2' }]);
  });
});
