/**
 * The option reader, form by form: every way the bank writes one number must be read to its value, so
 * the rank-cue test (cues.test.ts) sees every numeric construct; anything that is not one number
 * (an expression, a point, a pair of roots, a three-part ratio) must not be.
 */

import { describe, expect, it } from 'vitest';
import { optionMagnitude, optionQuantity } from './option-value.ts';

/** The size read from an option's text, and its unit. */
function read(text: string): [number, string] | undefined {
  const m = optionMagnitude(text);
  return m && [m.size, m.unit];
}

function expectRead(text: string, size: number, unit = '') {
  const m = read(text);
  expect(m, text).toBeDefined();
  expect(m![0], text).toBeCloseTo(size, 9);
  expect(m![1], text).toBe(unit);
}

describe('optionMagnitude reads', () => {
  it('whole numbers, decimals, negatives and thousands separators', () => {
    expectRead('$42$', 42);
    expectRead('$-7$', -7);
    expectRead('$0.375$', 0.375);
    expectRead('$x = -0.5$', -0.5);
    expectRead('$12\\,450$', 12450);
    expectRead('$1,250.5$', 1250.5);
  });

  it('fractions and mixed numbers', () => {
    expectRead('$\\frac{3}{8}$', 0.375);
    expectRead('$-\\frac{3}{4}$', -0.75);
    expectRead('$2\\frac{1}{3}$', 7 / 3);
    expectRead('$x = \\frac{5}{2}$', 2.5);
    expectRead('$1\\frac{1}{2}\\text{ hours}$', 1.5, 'hours');
  });

  it('surds, alone, with a coefficient and over a number', () => {
    expectRead('$\\sqrt{7}$', Math.sqrt(7));
    expectRead('$3\\sqrt{2}$', 3 * Math.SQRT2);
    expectRead('$-2\\sqrt{5}$', -2 * Math.sqrt(5));
    expectRead('$\\frac{7\\sqrt{10}}{10}$', 0.7 * Math.sqrt(10));
    expectRead('$\\frac{\\sqrt{3}}{3}$', Math.sqrt(3) / 3);
    expectRead('$4\\sqrt{3}\\text{ cm}$', 4 * Math.sqrt(3), 'cm');
  });

  it('multiples of π, with units and powers', () => {
    expectRead('$\\pi$', Math.PI);
    expectRead('$12\\pi\\text{ cm}$', 12 * Math.PI, 'cm');
    expectRead('$\\frac{256}{3}\\pi\\text{ cm}^{2}$', (256 / 3) * Math.PI, 'cm^{2}');
    expectRead('$18\\,432\\pi\\text{ cm}^{3}$', 18432 * Math.PI, 'cm^{3}');
    expectRead('$361\\pi^{2}$', 361 * Math.PI ** 2);
  });

  it('standard form, positive and negative powers', () => {
    expectRead('$4.1 \\times 10^{-3}$', 0.0041);
    expectRead('$6 \\times 10^{8}$', 6e8);
    expectRead('$9.6 \\times 10^{-3}$', 0.0096);
    // Parsed, not computed with pow: Node 20's 10 ** -4 is not 1e-4.
    expect(optionMagnitude('$1 \\times 10^{-4}$')!.size).toBe(1e-4);
  });

  it('money in pounds and pence', () => {
    expectRead('£4.50', 4.5, '£');
    expectRead('£1,250', 1250, '£');
    expectRead('-£3.20', -3.2, '£');
    expectRead('$45\\text{p}$', 45, 'p');
  });

  it('units: lengths, areas, speeds, degrees and percentages', () => {
    expectRead('$12.5\\text{ km/h}$', 12.5, 'km/h');
    expectRead('$36\\text{ cm}^{2}$', 36, 'cm^{2}');
    expectRead('$55^{\\circ}$', 55, '°');
    expectRead('$17.5\\%$', 17.5, '%');
  });

  it('two-part ratios, as the first part per one of the second', () => {
    expectRead('$4 : 5$', 0.8, ':');
    expectRead('$12 : 3$', 4, ':');
    expectRead('$1 : 2.5$', 0.4, ':');
  });
});

describe('optionMagnitude does not read', () => {
  it('expressions, points, vectors, products, pairs of roots or three-part ratios', () => {
    for (const text of [
      '$4a + 15b$',
      '$(x + 1)(x + 6)$',
      '$14x$',
      '$(-4, -27)$',
      '$\\begin{pmatrix} 6 \\\\ 7 \\end{pmatrix}$',
      '$2 \\times 3^{2} \\times 13$',
      '$x = -6 \\text{ or } x = 1$',
      '$x > -1$',
      '$3 : 10 : 4$',
      '$4 : 0$',
      'Yes',
    ])
      expect(optionMagnitude(text), text).toBeUndefined();
  });
});

describe('optionQuantity', () => {
  it('reads plain quantities exactly, and leaves ratios, surds and π to optionMagnitude', () => {
    expect(optionQuantity('$2\\frac{1}{3}$')).toEqual({ value: { n: 7, d: 3 }, unit: '' });
    expect(optionQuantity('£4.50')).toEqual({ value: { n: 9, d: 2 }, unit: '£' });
    expect(optionQuantity('$4 : 5$')).toBeUndefined();
    expect(optionQuantity('$3\\sqrt{2}$')).toBeUndefined();
    expect(optionQuantity('$12\\pi$')).toBeUndefined();
  });
});
