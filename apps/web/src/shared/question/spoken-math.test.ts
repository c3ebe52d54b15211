import { describe, expect, it } from 'vitest';
import { spokenMath, spokenText } from './spoken-math.ts';

describe('spokenMath', () => {
  it.each([
    ['\\frac{3}{8} \\div \\frac{1}{2}', '3 over 8 divided by 1 over 2'],
    ['2\\frac{1}{4}\\text{ days}', '2 and 1 over 4 days'],
    ['x = \\frac{y - 4}{4}', 'x equals the fraction y minus 4, over 4, end of fraction'],
    ['90^{\\circ}', '90 degrees'],
    ['14x^{2}', '14x squared'],
    ['9\\text{ cm}^{3}', '9 cm cubed'],
    ['2.2 \\times 10^{-6}', '2.2 times 10 to the power minus 6'],
    ['4\\sqrt{5}', '4 root 5'],
    ['\\sqrt{20}', 'the square root of 20'],
    ['520\\,487', '520487'],
    ['0.\\dot{5}\\dot{1}', '0.51 recurring, dots over 5 and 1'],
    ['-1 \\le x < 3', 'minus 1 is less than or equal to x is less than 3'],
    ['28 : 21 : 9', '28 to 21 to 9'],
    ['\\begin{pmatrix} -3 \\\\ 5 \\end{pmatrix}', 'the column vector minus 3, 5'],
    [
      'x_{n+1} = 4 + \\frac{8}{x_{n}}',
      'x sub n plus 1 equals 4 plus the fraction 8, over x sub n, end of fraction',
    ],
    ['(x + 1)^{2} - 13', '(x plus 1) squared minus 13'],
  ])('%s is said "%s"', (latex, words) => {
    expect(spokenMath(latex)).toBe(words);
  });

  it('keeps the words around the maths and reads an unknown command by its letters', () => {
    expect(spokenText('Work out $\\frac{1}{2} + \\frac{1}{3}$ in its simplest form.')).toBe(
      'Work out 1 over 2 plus 1 over 3 in its simplest form.',
    );
    expect(spokenMath('\\alpha + 1')).toBe('alpha plus 1');
  });
});
