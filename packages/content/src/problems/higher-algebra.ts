/**
 * GCSE Higher algebra problem kinds: quadratics (factorising, the formula, completing the square,
 * inequalities), the difference of two squares, three binomials, functions (composite and inverse),
 * and equations formed from UK contexts (taxi fares, phone tariffs, ticket prices).
 */

import { type Answer, mathAnswer, numberAnswer } from '../answer.ts';
import type { KindTable } from '../kind.ts';
import { latexFraction, signed } from '../latex.ts';
import { type Poly, poly, polyAnswer, polyLatex } from '../polynomial.ts';
import { add, cmp, div, type Rat, rat } from '../rational.ts';
import { type InequalitySign, solutionAnswer } from './algebra.ts';

/** Every higher-algebra problem, as stored with its question. */
export type HigherAlgebraProblem =
  /** x² − (r + s)x + rs = 0, solved by factorising into (x − r)(x − s). */
  | { kind: 'quadratic-solve-factorising'; r: number; s: number }
  /** ax² + bx + c = 0 with a positive discriminant that is not a square, roots to 2 d.p. */
  | { kind: 'quadratic-formula'; a: number; b: number; c: number }
  /** x² + bx + c (b even) written as (x + p)² + q. */
  | { kind: 'complete-square'; b: number; c: number }
  /** a²x² − b², to be written (ax + b)(ax − b). */
  | { kind: 'difference-of-squares'; a: number; b: number }
  /** (ax + r)(x + s) expanded, to be factorised back. */
  | { kind: 'factorise-non-monic'; a: number; r: number; s: number }
  /** (x + a)(x + b)(x + c), to be expanded. */
  | { kind: 'expand-triple'; a: number; b: number; c: number }
  /** f(x) = fa·x + fb and g(x) = ga·x² + gb (squared) or ga·x + gb; the value of fg(at). */
  | {
      kind: 'composite-function';
      fa: number;
      fb: number;
      ga: number;
      gb: number;
      squared: boolean;
      at: number;
    }
  /** f(x) = ax + b; its inverse. */
  | { kind: 'inverse-function'; a: number; b: number }
  /** (x − r)(x − s) expanded, compared with 0 by `sign`; r < s. */
  | { kind: 'quadratic-inequality'; r: number; s: number; sign: InequalitySign }
  /** A fare of `fixed` pence plus `rate` pence a mile came to the total for `miles` miles; find the miles. */
  | { kind: 'taxi-fare'; name: string; fixed: number; rate: number; miles: number }
  /** Two phone tariffs (pounds a month, pence a minute); the minutes at which they cost the same. */
  | { kind: 'tariff-break-even'; a: number; p: number; b: number; q: number }
  /**
   * a1 adult and `child` child tickets cost c1 pence; a2 adult and `child` child tickets cost c2 pence
   * (the same number of children, so subtracting eliminates them); find one adult ticket.
   */
  | {
      kind: 'ticket-prices';
      place: string;
      a1: number;
      a2: number;
      child: number;
      adult: number;
      price: number;
    }
  /** The turning point of y = x² + bx + c (b even). */
  | { kind: 'turning-point'; b: number; c: number }
  /** The nth term an² + bn + c of a quadratic sequence, shown by its first five terms. */
  | { kind: 'quadratic-sequence'; a: number; b: number; c: number }
  /** (x + a)/p + (x + b)/q = k. */
  | { kind: 'fraction-equation'; a: number; p: number; b: number; q: number; k: number }
  /** The iteration x_{n+1} = b + a / x_n from x_1 = start; the question asks for x_3. */
  | { kind: 'iteration'; b: number; a: number; start: number };

/** The solutions x = v₁ or x = v₂ (ascending, repeats dropped), as exact values. */
export function rootsAnswer(values: readonly Rat[]): Answer {
  const sorted = [...values].sort(cmp).filter((v, i, all) => i === 0 || cmp(v, all[i - 1]!) !== 0);
  const latex = sorted.map((v) => `x = ${latexFraction(v)}`).join(' \\text{ or } ');
  return mathAnswer(latex, `roots:${sorted.map((v) => `${v.n}/${v.d}`).join(',')}`);
}

/** Hundredths written to exactly 2 decimal places ("-3.50"). */
function twoDp(hundredths: bigint): string {
  const negative = hundredths < 0n;
  const digits = (negative ? -hundredths : hundredths).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

function isqrtBig(n: bigint): bigint {
  if (n < 2n) return n;
  let x = n;
  let y = (x + 1n) / 2n;
  while (y < x) {
    x = y;
    y = (x + n / x) / 2n;
  }
  return x;
}

/** x/q rounded to the nearest whole number, halves away from zero (q > 0). */
function roundDiv(x: bigint, q: bigint): bigint {
  const a = x < 0n ? -x : x;
  const r = (2n * a + q) / (2n * q);
  return x < 0n ? -r : r;
}

/** Precision of √E while rounding: 10^-12, far finer than the hundredths shown. */
const SCALE = 10n ** 12n;

/**
 * (P + σ√E)/Q in hundredths, rounded half away from zero, computed exactly: √E is bracketed between
 * two integers at 10^-12 and both ends must round alike (they always do for the small numbers here).
 */
export function surdHundredths(P: number, E: number, Q: number, sigma: 1 | -1): bigint {
  if (E < 0 || Q === 0) throw new RangeError('not a real root');
  const sign = Q < 0 ? -1n : 1n;
  const s = isqrtBig(BigInt(E) * SCALE * SCALE);
  const exact = s * s === BigInt(E) * SCALE * SCALE;
  const base = BigInt(P) * SCALE;
  const ends = exact ? [s] : [s, s + 1n];
  const rounded = ends.map((t) =>
    roundDiv(sign * 100n * (base + BigInt(sigma) * t), sign * BigInt(Q) * SCALE),
  );
  if (rounded.some((r) => r !== rounded[0])) throw new RangeError('rounding too close to call');
  return rounded[0]!;
}

/** The two roots (P ± √E)/Q to 2 decimal places, ascending; undefined when E < 0. */
export function surdRootsAnswer(P: number, E: number, Q: number): Answer | undefined {
  if (E < 0) return undefined;
  const values = [surdHundredths(P, E, Q, 1), surdHundredths(P, E, Q, -1)].sort((x, y) =>
    x < y ? -1 : x > y ? 1 : 0,
  );
  const distinct = values.filter((v, i) => i === 0 || v !== values[i - 1]);
  const latex = distinct.map((v) => `x = ${twoDp(v)}`).join(' \\text{ or } ');
  return mathAnswer(latex, `roots2dp:${distinct.join(',')}`);
}

/** (x + p)² + q as an answer, keyed by its value. */
export function completedSquareAnswer(p: number, q: number): Answer | undefined {
  if (p === 0 || q === 0) return undefined;
  const value = polyKeyOf(poly([1, 'x^2'], [2 * p, 'x'], [p * p + q]));
  return mathAnswer(`(x ${signed(p)})^{2} ${signed(q)}`, value);
}

/** (ux + v)(wx + z) as written, keyed by the expanded value. */
export function bracketProductAnswer(u: number, v: number, w: number, z: number): Answer | undefined {
  if (u === 0 || v === 0 || w === 0 || z === 0) return undefined;
  const bracket = (c: number, k: number) => `(${polyLatex(poly([c, 'x'], [k]))})`;
  const value = polyKeyOf(poly([u * w, 'x^2'], [u * z + v * w, 'x'], [v * z]));
  return mathAnswer(`${bracket(u, v)}${bracket(w, z)}`, value);
}

/** (ux + v)² as written, keyed by its value. */
export function bracketSquaredAnswer(u: number, v: number): Answer | undefined {
  if (u === 0 || v === 0) return undefined;
  return mathAnswer(
    `(${polyLatex(poly([u, 'x'], [v]))})^{2}`,
    polyKeyOf(poly([u * u, 'x^2'], [2 * u * v, 'x'], [v * v])),
  );
}

function polyKeyOf(p: Poly): string {
  return polyAnswer(p).key;
}

/** An expression in x for an inverse function, keyed by its value (the coefficients of x and 1). */
export function linearInXAnswer(latex: string, slope: Rat, intercept: Rat): Answer {
  return mathAnswer(latex, `lin:${slope.n}/${slope.d},${intercept.n}/${intercept.d}`);
}

const INEQUALITY_LATEX = { '<': '<', '>': '>', '<=': '\\le', '>=': '\\ge' } as const;

/** Whether the solution set of a quadratic inequality (positive x² term) lies between the roots. */
export function between(sign: InequalitySign): boolean {
  return sign === '<' || sign === '<=';
}

/** The solution of a quadratic inequality with roots lo < hi, inside or outside, strict or not. */
export function quadraticInequalityAnswer(lo: number, hi: number, inside: boolean, strict: boolean): Answer {
  const [l, h] = lo < hi ? [lo, hi] : [hi, lo];
  const latex = inside
    ? `${l} ${strict ? '<' : '\\le'} x ${strict ? '<' : '\\le'} ${h}`
    : `x ${strict ? '<' : '\\le'} ${l} \\text{ or } x ${strict ? '>' : '\\ge'} ${h}`;
  return mathAnswer(latex, `qineq:${inside ? 'in' : 'out'}:${strict ? 's' : 'i'}:${l},${h}`);
}

/** Pounds from pence, written as the stem shows money: "£3.60", "£12". */
export function pounds(pence: number): string {
  return numberAnswer(rat(pence, 100), { money: true }).text;
}

/**
 * A number of miles or minutes as an answer; undefined unless positive and exact to 2 decimal places.
 * Exactly 1 would read "1 minute", a unit the other options do not share, so it is left out.
 */
export function countAnswer(value: Rat, unit: 'miles' | 'minutes'): Answer | undefined {
  if (value.n <= 0 || 100 % value.d !== 0 || (value.n === 1 && value.d === 1)) return undefined;
  return numberAnswer(value, { unit: `\\text{ ${unit}}` });
}

/** Pence as a money answer; undefined unless a positive whole number of pence. */
export function moneyAnswer(pence: Rat): Answer | undefined {
  if (pence.d !== 1 || pence.n <= 0) return undefined;
  return numberAnswer(rat(pence.n, 100), { money: true });
}

function quadraticLatex(a: number, b: number, c: number): string {
  return polyLatex(poly([a, 'x^2'], [b, 'x'], [c]));
}

/** The composite's two functions as LaTeX. */
export function functionsLatex(p: Extract<HigherAlgebraProblem, { kind: 'composite-function' }>): {
  f: string;
  g: string;
} {
  return {
    f: polyLatex(poly([p.fa, 'x'], [p.fb])),
    g: polyLatex(poly([p.ga, p.squared ? 'x^2' : 'x'], [p.gb])),
  };
}

/** f(v) and g(v) for a composite-function problem. */
export function fAt(p: { fa: number; fb: number }, v: number): number {
  return p.fa * v + p.fb;
}
export function gAt(p: { ga: number; gb: number; squared: boolean }, v: number): number {
  return p.ga * (p.squared ? v * v : v) + p.gb;
}

/** The two totals in a ticket-prices problem, in pence. */
export function ticketTotals(p: Extract<HigherAlgebraProblem, { kind: 'ticket-prices' }>): [number, number] {
  return [p.a1 * p.adult + p.child * p.price, p.a2 * p.adult + p.child * p.price];
}

/** A point (x, y) as an answer, keyed by its coordinates. */
export function pointAnswer(x: number, y: number): Answer {
  return mathAnswer(`(${x}, ${y})`, `pt:${x},${y}`);
}

/** The nth term a·n² + b·n + c as an answer. */
export function nthTermAnswer(a: number, b: number, c: number): Answer {
  return polyAnswer(poly([a, 'n^2'], [b, 'n'], [c]));
}

/** The first five terms of a quadratic sequence. */
export function sequenceTerms(p: { a: number; b: number; c: number }): number[] {
  return [1, 2, 3, 4, 5].map((n) => p.a * n * n + p.b * n + p.c);
}

/** (x + a)/p in LaTeX. */
function fractionLatex(a: number, p: number): string {
  return `\\frac{x ${signed(a)}}{${p}}`;
}

/** x from q(x + a) + p(x + b) = k·p·q: the two fractions over their common denominator. */
export function fractionEquationSolution(
  p: Extract<HigherAlgebraProblem, { kind: 'fraction-equation' }>,
): Rat {
  return rat(p.k * p.p * p.q - p.q * p.a - p.p * p.b, p.p + p.q);
}

/** x_1, x_2, … of an iteration x_{n+1} = b + a / x_n (`step` says how each term follows the last). */
export function iterate(
  start: number,
  count: number,
  step: (x: Rat, n: number) => Rat | undefined,
): Rat[] | undefined {
  const terms = [rat(start)];
  for (let n = 1; n < count; n++) {
    const next = step(terms[n - 1]!, n);
    if (!next) return undefined;
    terms.push(next);
  }
  return terms;
}

/** The next term b + a / x, or undefined when x is 0. */
export function iterationStep(p: { b: number; a: number }, x: Rat): Rat | undefined {
  return x.n === 0 ? undefined : add(rat(p.b), div(rat(p.a), x));
}

/** A term of an iteration as an answer, written as a fraction. */
export function termAnswer(value: Rat | undefined): Answer | undefined {
  return value && numberAnswer(value, { style: 'fraction' });
}

/** Solvers and renderers for the higher-algebra kinds. */
export const HIGHER_ALGEBRA_KINDS: KindTable<HigherAlgebraProblem> = {
  'quadratic-solve-factorising': {
    solve: (p) => rootsAnswer([rat(p.r), rat(p.s)]),
    render: (p) => ({
      stem: `Solve $${quadraticLatex(1, -(p.r + p.s), p.r * p.s)} = 0$ by factorising.`,
    }),
  },
  'quadratic-formula': {
    solve: (p) => surdRootsAnswer(-p.b, p.b * p.b - 4 * p.a * p.c, 2 * p.a)!,
    render: (p) => ({
      stem: `Solve $${quadraticLatex(p.a, p.b, p.c)} = 0$. Give your answers to 2 decimal places.`,
    }),
  },
  'complete-square': {
    solve: (p) => completedSquareAnswer(p.b / 2, p.c - (p.b / 2) ** 2)!,
    render: (p) => ({
      stem: `Write $${quadraticLatex(1, p.b, p.c)}$ in the form $(x + p)^{2} + q$.`,
    }),
  },
  'difference-of-squares': {
    solve: (p) => bracketProductAnswer(p.a, p.b, p.a, -p.b)!,
    render: (p) => ({ stem: `Factorise $${quadraticLatex(p.a * p.a, 0, -p.b * p.b)}$.` }),
  },
  'factorise-non-monic': {
    solve: (p) => bracketProductAnswer(p.a, p.r, 1, p.s)!,
    render: (p) => ({ stem: `Factorise $${quadraticLatex(p.a, p.a * p.s + p.r, p.r * p.s)}$.` }),
  },
  'expand-triple': {
    solve: (p) =>
      polyAnswer(
        poly(
          [1, 'x^3'],
          [p.a + p.b + p.c, 'x^2'],
          [p.a * p.b + p.b * p.c + p.a * p.c, 'x'],
          [p.a * p.b * p.c],
        ),
      ),
    render: (p) => ({
      stem: `Expand and simplify $(x ${signed(p.a)})(x ${signed(p.b)})(x ${signed(p.c)})$.`,
    }),
  },
  'composite-function': {
    solve: (p) => numberAnswer(fAt(p, gAt(p, p.at))),
    render: (p) => {
      const { f, g } = functionsLatex(p);
      return { stem: `Given that $f(x) = ${f}$ and $g(x) = ${g}$, work out $fg(${p.at})$.` };
    },
  },
  'inverse-function': {
    solve: (p) => linearInXAnswer(`\\frac{x ${signed(-p.b)}}{${p.a}}`, rat(1, p.a), rat(-p.b, p.a)),
    render: (p) => ({
      stem: `Given that $f(x) = ${polyLatex(poly([p.a, 'x'], [p.b]))}$, find $f^{-1}(x)$.`,
    }),
  },
  'quadratic-inequality': {
    solve: (p) => quadraticInequalityAnswer(p.r, p.s, between(p.sign), p.sign === '<' || p.sign === '>'),
    render: (p) => ({
      stem: `Solve $${quadraticLatex(1, -(p.r + p.s), p.r * p.s)} ${INEQUALITY_LATEX[p.sign]} 0$.`,
    }),
  },
  'taxi-fare': {
    solve: (p) => countAnswer(rat(p.miles), 'miles')!,
    render: (p) => ({
      stem: `A taxi firm charges a fixed fee of ${pounds(p.fixed)} plus ${pounds(p.rate)} for each mile. ${p.name}'s fare was ${pounds(p.fixed + p.rate * p.miles)}. How many miles was the journey?`,
    }),
  },
  'tariff-break-even': {
    solve: (p) => countAnswer(rat(100 * (p.b - p.a), p.p - p.q), 'minutes')!,
    render: (p) => ({
      stem: `Phone tariff A costs £${p.a} a month plus ${p.p}p for each minute of calls. Tariff B costs £${p.b} a month plus ${p.q}p for each minute. For how many minutes of calls in a month do the two tariffs cost the same?`,
    }),
  },
  'turning-point': {
    solve: (p) => pointAnswer(-p.b / 2, p.c - (p.b / 2) ** 2),
    render: (p) => ({
      stem: `What are the coordinates of the turning point of the curve $y = ${quadraticLatex(1, p.b, p.c)}$?`,
    }),
  },
  'quadratic-sequence': {
    solve: (p) => nthTermAnswer(p.a, p.b, p.c),
    render: (p) => ({
      stem: `What is the $n$th term of the quadratic sequence $${sequenceTerms(p).join(',\\ ')},\\ \\ldots$?`,
    }),
  },
  'fraction-equation': {
    solve: (p) => solutionAnswer(fractionEquationSolution(p)),
    render: (p) => ({
      stem: `Solve $${fractionLatex(p.a, p.p)} + ${fractionLatex(p.b, p.q)} = ${p.k}$.`,
    }),
  },
  iteration: {
    solve: (p) => termAnswer(iterate(p.start, 3, (x) => iterationStep(p, x))?.[2])!,
    render: (p) => ({
      stem: `A sequence is defined by $x_{n+1} = ${p.b} + \\frac{${p.a}}{x_{n}}$ and $x_{1} = ${p.start}$. Work out the exact value of $x_{3}$.`,
    }),
  },
  'ticket-prices': {
    solve: (p) => moneyAnswer(rat(p.adult))!,
    render: (p) => {
      const [c1, c2] = ticketTotals(p);
      const tickets = (n: number, who: string) => `${n} ${who} ${n === 1 ? 'ticket' : 'tickets'}`;
      return {
        stem: `At a ${p.place}, ${tickets(p.a1, 'adult')} and ${tickets(p.child, 'child')} cost ${pounds(c1)}. ${tickets(p.a2, 'adult')} and ${tickets(p.child, 'child')} cost ${pounds(c2)}. How much does one adult ticket cost?`,
      };
    },
  },
};
