/**
 * Number strand problem kinds: place value, rounding, written methods, negatives, order of
 * operations, factors, fractions, decimals, percentages, powers, standard form and surds.
 */

import { type Answer, mathAnswer, numberAnswer } from '../answer.ts';
import { numberLineDiagram } from '../diagrams.ts';
import type { KindTable } from '../kind.ts';
import { bracketNegative, latexDecimal, latexFraction } from '../latex.ts';
import {
  add,
  div,
  gcd,
  lcm,
  mul,
  type Rat,
  rat,
  roundTo,
  sub,
  toDecimalString,
  toNumber,
} from '../rational.ts';

/** Every number-strand problem, as stored with its question. */
export type NumberProblem =
  /** The value of the digit in column 10^place of `number`. */
  | { kind: 'place-value'; number: number; place: number }
  | { kind: 'decimal-compare'; values: number[]; ask: 'largest' | 'smallest' }
  | { kind: 'power-of-ten'; value: number; op: 'multiply' | 'divide'; power: number }
  | { kind: 'round-integer'; value: number; place: number }
  | { kind: 'round-dp'; value: number; dp: number }
  | { kind: 'round-sf'; value: number; sf: number }
  | { kind: 'estimate'; a: number; b: number }
  | { kind: 'column-add'; a: number; b: number }
  | { kind: 'column-subtract'; a: number; b: number }
  | { kind: 'long-multiply'; a: number; b: number }
  | { kind: 'negative-add-sub'; a: number; b: number; op: 'add' | 'subtract' }
  | { kind: 'negative-mul-div'; a: number; b: number; op: 'multiply' | 'divide' }
  | { kind: 'bidmas'; form: 'a-bc+d' | 'a+bc^2'; a: number; b: number; c: number; d: number }
  | { kind: 'hcf-lcm'; a: number; b: number; ask: 'hcf' | 'lcm' }
  | { kind: 'prime-factors'; n: number }
  | { kind: 'equivalent-fraction'; n: number; d: number; newD: number }
  | { kind: 'fraction-of-amount'; n: number; d: number; amount: number }
  | { kind: 'fraction-add'; a: number; b: number; c: number; d: number; op: 'add' | 'subtract' }
  /** a/b × c/d; b = 1 shows the whole number a. */
  | { kind: 'fraction-multiply'; a: number; b: number; c: number; d: number }
  /** a/b ÷ c/d; d = 1 shows the whole number c. */
  | { kind: 'fraction-divide'; a: number; b: number; c: number; d: number }
  | { kind: 'fraction-convert'; n: number; d: number; to: 'decimal' | 'percent' }
  | { kind: 'decimal-multiply'; a: number; b: number }
  | { kind: 'percent-of-amount'; percent: number; amount: number }
  | { kind: 'power'; base: number; exponent: number }
  | { kind: 'standard-form'; value: number }
  /** √(k²·m) with m square-free. */
  | { kind: 'surd-simplify'; k: number; m: number }
  /** A number line from min to max in `divisions` equal steps; the arrow is at tick `position`. */
  | { kind: 'number-line'; min: number; max: number; divisions: number; position: number };

/** A number in stem LaTeX (terminating values as decimals, others as fractions). */
export function tex(x: Rat | number): string {
  return latexDecimal(x) ?? latexFraction(x);
}

/** The digits of a non-negative integer, ones first. */
export function digitsOf(n: number): number[] {
  return [...Math.abs(n).toString()].reverse().map(Number);
}

/** The integer whose digits (ones first) are given. */
export function fromDigits(digits: readonly number[]): number {
  return digits.reduceRight((acc, d) => acc * 10 + d, 0);
}

/** The number of decimal places written in a decimal literal. */
export function writtenDp(x: number): number {
  const s = x.toString();
  return s.includes('.') ? s.split('.')[1]!.length : 0;
}

/** x rounded to `sf` significant figures, exactly. */
export function roundSf(x: Rat | number, sf: number): Rat {
  const v = toNumber(x);
  if (v === 0) return rat(0);
  const e = Math.floor(Math.log10(Math.abs(v)) + 1e-12);
  return roundTo(x, sf - 1 - e);
}

/** The prime factorisation as [prime, exponent] pairs, primes ascending. */
export function primeFactorisation(n: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let rest = n;
  for (let p = 2; p * p <= rest; p++) {
    let e = 0;
    while (rest % p === 0) {
      rest /= p;
      e++;
    }
    if (e > 0) out.push([p, e]);
  }
  if (rest > 1) out.push([rest, 1]);
  return out;
}

/** A product of factors as an answer, e.g. [[2,2],[3,1],[5,1]] → "2^{2} × 3 × 5"; the key is the text. */
export function productAnswer(factors: ReadonlyArray<readonly [number, number]>): Answer {
  const latex = factors.map(([p, e]) => (e === 1 ? `${p}` : `${p}^{${e}}`)).join(' \\times ');
  return mathAnswer(latex, latex.replaceAll(' ', ''));
}

/** A number in standard form a × 10^n as an answer; the key is structural so 34 × 10³ ≠ 3.4 × 10⁴. */
export function standardFormAnswer(mantissa: Rat | number, exponent: number): Answer {
  const m = tex(mantissa);
  return mathAnswer(`${m} \\times 10^{${exponent}}`, `sf:${m}e${exponent}`);
}

/** The standard-form parts of a non-zero number. */
export function toStandardForm(value: number): { mantissa: Rat; exponent: number } {
  const exponent = Math.floor(Math.log10(Math.abs(value)) + 1e-12);
  return { mantissa: div(value, exponent >= 0 ? rat(10 ** exponent) : rat(1, 10 ** -exponent)), exponent };
}

/** k√m as an answer with a structural key; k = 1 or m = 1 written the short way. */
export function surdAnswer(k: number, m: number): Answer {
  if (m === 1) return numberAnswer(k);
  return mathAnswer(`${k === 1 ? '' : k}\\sqrt{${m}}`, `surd:${k}:${m}`);
}

/** The size of one step on a number line. */
export function numberLineStep(p: { min: number; max: number; divisions: number }): Rat {
  return div(sub(p.max, p.min), p.divisions);
}

const fractionTex = (n: number, d: number): string => (d === 1 ? `${n}` : `\\frac{${n}}{${d}}`);

/** The value of a BIDMAS expression evaluated in the correct order. */
function bidmasValue(p: Extract<NumberProblem, { kind: 'bidmas' }>): number {
  return p.form === 'a-bc+d' ? p.a - p.b * p.c + p.d : p.a + p.b * p.c ** 2;
}

/** The expression a BIDMAS problem shows. */
export function bidmasLatex(p: Extract<NumberProblem, { kind: 'bidmas' }>): string {
  return p.form === 'a-bc+d'
    ? `${p.a} - ${p.b} \\times ${p.c} + ${p.d}`
    : `${p.a} + ${p.b} \\times ${p.c}^{2}`;
}

/** Solvers and renderers for the number strand. */
export const NUMBER_KINDS: KindTable<NumberProblem> = {
  'place-value': {
    solve: (p) => numberAnswer(digitsOf(p.number)[p.place]! * 10 ** p.place),
    render: (p) => ({
      stem: `What is the value of the digit $${digitsOf(p.number)[p.place]}$ in the number $${tex(p.number)}$?`,
    }),
  },
  'decimal-compare': {
    solve: (p) => {
      const sorted = [...p.values].sort((x, y) => x - y);
      return numberAnswer(p.ask === 'largest' ? sorted[sorted.length - 1]! : sorted[0]!);
    },
    render: (p) => ({ stem: `Which of these numbers is the ${p.ask}?` }),
  },
  'power-of-ten': {
    solve: (p) =>
      numberAnswer(p.op === 'multiply' ? mul(p.value, 10 ** p.power) : div(p.value, 10 ** p.power)),
    render: (p) => ({
      stem: `Work out $${tex(p.value)} ${p.op === 'multiply' ? '\\times' : '\\div'} ${tex(10 ** p.power)}$.`,
    }),
  },
  'round-integer': {
    solve: (p) => numberAnswer(roundTo(p.value, -Math.log10(p.place))),
    render: (p) => ({ stem: `Round $${tex(p.value)}$ to the nearest $${tex(p.place)}$.` }),
  },
  'round-dp': {
    solve: (p) => numberAnswer(roundTo(p.value, p.dp)),
    render: (p) => ({ stem: `Round $${tex(p.value)}$ to $${p.dp}$ decimal place${p.dp === 1 ? '' : 's'}.` }),
  },
  'round-sf': {
    solve: (p) => numberAnswer(roundSf(p.value, p.sf)),
    render: (p) => ({
      stem: `Round $${tex(p.value)}$ to $${p.sf}$ significant figure${p.sf === 1 ? '' : 's'}.`,
    }),
  },
  estimate: {
    solve: (p) => numberAnswer(mul(roundSf(p.a, 1), roundSf(p.b, 1))),
    render: (p) => ({
      stem: `Estimate the value of $${tex(p.a)} \\times ${tex(p.b)}$ by rounding each number to $1$ significant figure.`,
    }),
  },
  'column-add': {
    solve: (p) => numberAnswer(p.a + p.b),
    render: (p) => ({ stem: `Use the column method to work out $${tex(p.a)} + ${tex(p.b)}$.` }),
  },
  'column-subtract': {
    solve: (p) => numberAnswer(p.a - p.b),
    render: (p) => ({ stem: `Use the column method to work out $${tex(p.a)} - ${tex(p.b)}$.` }),
  },
  'long-multiply': {
    solve: (p) => numberAnswer(p.a * p.b),
    render: (p) => ({ stem: `Work out $${p.a} \\times ${p.b}$.` }),
  },
  'negative-add-sub': {
    solve: (p) => numberAnswer(p.op === 'add' ? p.a + p.b : p.a - p.b),
    render: (p) => ({ stem: `Work out $${p.a} ${p.op === 'add' ? '+' : '-'} ${bracketNegative(p.b)}$.` }),
  },
  'negative-mul-div': {
    solve: (p) => numberAnswer(p.op === 'multiply' ? p.a * p.b : p.a / p.b),
    render: (p) => ({
      stem: `Work out $${bracketNegative(p.a)} ${p.op === 'multiply' ? '\\times' : '\\div'} ${bracketNegative(p.b)}$.`,
    }),
  },
  bidmas: {
    solve: (p) => numberAnswer(bidmasValue(p)),
    render: (p) => ({ stem: `Work out $${bidmasLatex(p)}$.` }),
  },
  'hcf-lcm': {
    solve: (p) => numberAnswer(p.ask === 'hcf' ? gcd(p.a, p.b) : lcm(p.a, p.b)),
    render: (p) => ({
      stem: `What is the ${p.ask === 'hcf' ? 'highest common factor' : 'lowest common multiple'} of $${p.a}$ and $${p.b}$?`,
    }),
  },
  'prime-factors': {
    solve: (p) => productAnswer(primeFactorisation(p.n)),
    render: (p) => ({ stem: `Write $${p.n}$ as a product of its prime factors, using index notation.` }),
  },
  'equivalent-fraction': {
    solve: (p) => numberAnswer((p.n * p.newD) / p.d),
    render: (p) => ({
      stem: `What is the missing number? $\\frac{${p.n}}{${p.d}} = \\frac{?}{${p.newD}}$`,
    }),
  },
  'fraction-of-amount': {
    solve: (p) => numberAnswer(mul(rat(p.n, p.d), p.amount)),
    render: (p) => ({ stem: `Work out $\\frac{${p.n}}{${p.d}}$ of $${tex(p.amount)}$.` }),
  },
  'fraction-add': {
    solve: (p) => {
      const x = rat(p.a, p.b);
      const y = rat(p.c, p.d);
      return numberAnswer(p.op === 'add' ? add(x, y) : sub(x, y), { style: 'fraction' });
    },
    render: (p) => ({
      stem: `Work out $${fractionTex(p.a, p.b)} ${p.op === 'add' ? '+' : '-'} ${fractionTex(p.c, p.d)}$, giving your answer in its simplest form.`,
    }),
  },
  'fraction-multiply': {
    solve: (p) => numberAnswer(mul(rat(p.a, p.b), rat(p.c, p.d)), { style: 'fraction' }),
    render: (p) => ({
      stem: `Work out $${fractionTex(p.a, p.b)} \\times ${fractionTex(p.c, p.d)}$, giving your answer in its simplest form.`,
    }),
  },
  'fraction-divide': {
    solve: (p) => numberAnswer(div(rat(p.a, p.b), rat(p.c, p.d)), { style: 'fraction' }),
    render: (p) => ({
      stem: `Work out $${fractionTex(p.a, p.b)} \\div ${fractionTex(p.c, p.d)}$, giving your answer in its simplest form.`,
    }),
  },
  'fraction-convert': {
    solve: (p) =>
      p.to === 'decimal'
        ? numberAnswer(rat(p.n, p.d))
        : numberAnswer(mul(rat(p.n, p.d), 100), { unit: '\\%' }),
    render: (p) => ({
      stem: `Write $\\frac{${p.n}}{${p.d}}$ as a ${p.to === 'decimal' ? 'decimal' : 'percentage'}.`,
    }),
  },
  'decimal-multiply': {
    solve: (p) => numberAnswer(mul(p.a, p.b)),
    render: (p) => ({ stem: `Work out $${tex(p.a)} \\times ${tex(p.b)}$.` }),
  },
  'percent-of-amount': {
    solve: (p) => numberAnswer(mul(rat(p.percent, 100), p.amount)),
    render: (p) => ({ stem: `Work out $${tex(p.percent)}\\%$ of $${tex(p.amount)}$.` }),
  },
  power: {
    solve: (p) => numberAnswer(p.base ** p.exponent),
    render: (p) => ({ stem: `Work out $${bracketNegative(p.base)}^{${p.exponent}}$.` }),
  },
  'standard-form': {
    solve: (p) => {
      const { mantissa, exponent } = toStandardForm(p.value);
      return standardFormAnswer(mantissa, exponent);
    },
    render: (p) => ({ stem: `Write $${tex(p.value)}$ in standard form.` }),
  },
  'surd-simplify': {
    solve: (p) => surdAnswer(p.k, p.m),
    render: (p) => ({
      stem: `Write $\\sqrt{${p.k * p.k * p.m}}$ in the form $a\\sqrt{b}$, where $b$ is as small as possible.`,
    }),
  },
  'number-line': {
    solve: (p) => numberAnswer(add(p.min, mul(numberLineStep(p), p.position))),
    render: (p) => {
      const title = `A number line from ${toDecimalString(p.min)} to ${toDecimalString(p.max)} split into ${p.divisions} equal parts, with an arrow at the ${ordinal(p.position)} mark after ${toDecimalString(p.min)}.`;
      return {
        stem: 'What number is the arrow pointing to?',
        diagram: {
          svg: numberLineDiagram({
            min: tex(p.min),
            max: tex(p.max),
            divisions: p.divisions,
            arrowAt: p.position,
            title,
          }),
          alt: title,
        },
      };
    },
  },
};

/** "1st", "2nd", "3rd", "4th"… for alt texts. */
export function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
