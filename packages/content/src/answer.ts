/**
 * An answer is what one option shows plus a normalised key. Options are compared by key, so two
 * options that look different but are the same value (0.5 and 1/2) count as a collision.
 */

import { groupDigits, latexDecimal, latexFraction, latexMixed } from './latex.ts';
import { decimalPlaces, type Rat, rat, toDecimalString, toRat } from './rational.ts';

/** One answer: `text` is shown (LaTeX-bearing), `key` is the normalised value used for comparisons. */
export interface Answer {
  key: string;
  text: string;
}

/** How a numeric answer is written. */
export interface NumberFormat {
  /** decimal (default; recurring values fall back to a fraction), fraction, or mixed number. */
  style?: 'decimal' | 'fraction' | 'mixed';
  /** LaTeX appended after the number inside the maths, e.g. `\\text{ cm}^{2}` or `^{\\circ}`. */
  unit?: string;
  /** LaTeX written before the number inside the maths, e.g. `x = `. */
  prefix?: string;
  /** Pounds: written as plain text "£4.50" (two places unless whole). */
  money?: boolean;
}

/** The normalised key of a number; units and styling never affect it. */
export function numberKey(value: Rat | number): string {
  const x = toRat(value);
  return `n:${x.n}/${x.d}`;
}

/** A numeric answer written as asked; its key depends only on the value. */
export function numberAnswer(value: Rat | number, format: NumberFormat = {}): Answer {
  const x = toRat(value);
  const key = numberKey(x);
  if (format.money) {
    const dp = decimalPlaces(x);
    const pounds =
      dp === 0 ? toDecimalString(x)! : (Math.round((Math.abs(x.n) * 100) / x.d) / 100).toFixed(2);
    const [whole, pence] = pounds.replace('-', '').split('.');
    const body = `${groupDigits(whole!).replaceAll('\\,', ',')}${pence ? `.${pence}` : ''}`;
    return { key, text: `${x.n < 0 ? '-' : ''}£${body}` };
  }
  const style = format.style ?? 'decimal';
  const body =
    style === 'fraction'
      ? latexFraction(x)
      : style === 'mixed'
        ? latexMixed(x)
        : (latexDecimal(x) ?? latexFraction(x));
  return { key, text: `$${format.prefix ?? ''}${body}${format.unit ?? ''}$` };
}

/** An answer written in LaTeX whose identity is structural (a factorised form, a ratio as written). */
export function mathAnswer(latex: string, key: string): Answer {
  return { key: `s:${key}`, text: `$${latex}$` };
}

/** A number shown the way a student would write it (unsimplified, extra zeros) but keyed by its value. */
export function writtenNumber(value: Rat | number, latex: string): Answer {
  return { key: numberKey(value), text: `$${latex}$` };
}

/** The fraction n/d exactly as written (not simplified), keyed by its value; undefined when d is 0 or negative. */
export function writtenFraction(n: number, d: number): Answer | undefined {
  if (d <= 0 || !Number.isSafeInteger(n) || !Number.isSafeInteger(d)) return undefined;
  const latex = d === 1 ? `${n}` : `${n < 0 ? '-' : ''}\\frac{${Math.abs(n)}}{${d}}`;
  return { key: numberKey(rat(n, d)), text: `$${latex}$` };
}
