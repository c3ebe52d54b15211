/**
 * LaTeX helpers for stems and options. Text is plain prose with inline maths between `$` signs;
 * the web app renders it with KaTeX, so everything here must be KaTeX-safe.
 */

import { type Rat, toDecimalString, toRat } from './rational.ts';

/** Digits of a whole number grouped in threes with thin spaces when it has five or more digits (UK style). */
export function groupDigits(digits: string): string {
  if (digits.length < 5) return digits;
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return groups.join('\\,');
}

/** A terminating number in LaTeX: grouped whole part, plain decimal part, minus sign kept. */
export function latexDecimal(value: Rat | number): string | undefined {
  const s = toDecimalString(value);
  if (s === undefined) return undefined;
  const negative = s.startsWith('-');
  const [whole, frac] = (negative ? s.slice(1) : s).split('.');
  return `${negative ? '-' : ''}${groupDigits(whole!)}${frac ? `.${frac}` : ''}`;
}

/** A fraction in LaTeX, whole numbers left bare and the sign written in front. */
export function latexFraction(value: Rat | number): string {
  const x = toRat(value);
  if (x.d === 1) return groupDigits(Math.abs(x.n).toString()).replace(/^/, x.n < 0 ? '-' : '');
  return `${x.n < 0 ? '-' : ''}\\frac{${Math.abs(x.n)}}{${x.d}}`;
}

/** A mixed number in LaTeX (7/3 → 2 1/3); proper fractions and integers as `latexFraction`. */
export function latexMixed(value: Rat | number): string {
  const x = toRat(value);
  const whole = Math.trunc(x.n / x.d);
  if (whole === 0 || x.d === 1) return latexFraction(x);
  const rest = Math.abs(x.n) - Math.abs(whole) * x.d;
  return `${whole}\\frac{${rest}}{${x.d}}`;
}

/** A signed integer as a term after an operator: `+ 5` or `- 5`, for building expressions. */
export function signed(n: number): string {
  return n < 0 ? `- ${Math.abs(n)}` : `+ ${n}`;
}

/** A number in brackets when negative, so "3 − (−4)" reads unambiguously. */
export function bracketNegative(n: number): string {
  return n < 0 ? `(${n})` : `${n}`;
}

/** Every problem found in a piece of LaTeX-bearing text: empty text, unbalanced braces or `$`, empty maths. */
export function latexProblems(text: string): string[] {
  const problems: string[] = [];
  if (text.trim() === '') problems.push('text is empty');
  let depth = 0;
  let dollars = 0;
  let segment = '';
  let inMath = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\\') {
      const nextCh = text[i + 1] ?? '';
      if (inMath) segment += ch + nextCh;
      i++;
      continue;
    }
    if (ch === '$') {
      dollars++;
      if (inMath && segment.trim() === '') problems.push('empty maths between $ signs');
      inMath = !inMath;
      segment = '';
      continue;
    }
    if (inMath) segment += ch;
    if (ch === '{') depth++;
    if (ch === '}') {
      depth--;
      if (depth < 0) {
        problems.push('closing brace without an opening one');
        depth = 0;
      }
    }
  }
  if (depth !== 0) problems.push('unbalanced braces');
  if (dollars % 2 !== 0) problems.push('unbalanced $ delimiters');
  return problems;
}
