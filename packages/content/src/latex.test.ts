import { describe, expect, it } from 'vitest';
import { groupDigits, latexDecimal, latexFraction, latexMixed, latexProblems } from './latex.ts';
import { rat } from './rational.ts';

describe('latex formatting', () => {
  it('groups five or more digits with thin spaces, UK style', () => {
    expect(groupDigits('4568')).toBe('4568');
    expect(groupDigits('3472581')).toBe('3\\,472\\,581');
    expect(latexDecimal(-12345.5)).toBe('-12\\,345.5');
  });

  it('writes fractions and mixed numbers', () => {
    expect(latexFraction(rat(-3, 4))).toBe('-\\frac{3}{4}');
    expect(latexFraction(rat(6, 3))).toBe('2');
    expect(latexMixed(rat(7, 3))).toBe('2\\frac{1}{3}');
  });
});

describe('latexProblems', () => {
  it('accepts well-formed text', () => {
    expect(latexProblems('Work out $\\frac{1}{2} + \\frac{1}{3}$.')).toEqual([]);
    expect(latexProblems('Costs £5 and \\{ literal braces \\}')).toEqual([]);
  });

  it('finds empty text, empty maths and unbalanced delimiters', () => {
    expect(latexProblems('   ')).toContain('text is empty');
    expect(latexProblems('Work out $ $ now')).toContain('empty maths between $ signs');
    expect(latexProblems('Work out $\\frac{1}{2$')).toContain('unbalanced braces');
    expect(latexProblems('Work out $x')).toContain('unbalanced $ delimiters');
    expect(latexProblems('a } b {')).toContain('closing brace without an opening one');
  });
});
