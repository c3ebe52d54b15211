/**
 * Verifier solvers for the GCSE Higher algebra constructs. Each reads the stem as the student sees
 * it and works the answer out its own way in exact arithmetic: roots from the discriminant, rounded
 * roots checked by a change of sign, inverses and composites built as polynomials.
 */

import {
  add,
  cmpQ,
  div,
  eq,
  gcdInt,
  isqrt,
  mul,
  neg,
  ONE,
  parseQ,
  type Q,
  q,
  show,
  sub,
  toNumber,
  ZERO,
} from './exact.ts';
import { type Expect, exactText, number, polynomial } from './expect.ts';
import { addPoly, coefficient, evaluate, type Poly, readPoly } from './poly.ts';
import { readQuantity } from './read.ts';

/** A question as the student sees it (the fields these solvers read). */
interface Seen {
  stem: string;
  maths: string[];
}

class Unreadable extends Error {}

function need<T>(x: T | undefined | null, what: string): T {
  if (x === undefined || x === null) throw new Unreadable(`cannot read ${what}`);
  return x;
}

function match(re: RegExp, text: string, what: string): RegExpExecArray {
  return need(re.exec(text), what);
}

/** a, b, c of a quadratic ax² + bx + c (a ≠ 0), from LaTeX; throws when it is anything else. */
function quadratic(latex: string): [Q, Q, Q] {
  const p = readPoly(latex);
  if ([...p.keys()].some((k) => !['x^2', 'x^1', ''].includes(k))) throw new Unreadable('a quadratic in x');
  const a = coefficient(p, 'x^2');
  if (a.n === 0n) throw new Unreadable('a quadratic in x');
  return [a, coefficient(p, 'x^1'), coefficient(p, '')];
}

/** The exact square root of a rational that is a perfect square, or undefined. */
function exactRoot(x: Q): Q | undefined {
  if (x.n < 0n) return undefined;
  const [rn, rd] = [isqrt(x.n), isqrt(x.d)];
  return rn * rn === x.n && rd * rd === x.d ? q(rn, rd) : undefined;
}

/** The rational roots of ax² + bx + c, ascending; throws when they are not rational. */
function rationalRoots([a, b, c]: [Q, Q, Q]): Q[] {
  const d = sub(mul(b, b), mul(q(4), mul(a, c)));
  const root = need(exactRoot(d), 'a quadratic with rational roots');
  const twoA = mul(q(2), a);
  const roots = [div(sub(neg(b), root), twoA), div(add(neg(b), root), twoA)].sort(cmpQ);
  return roots.filter((r, i) => i === 0 || !eq(r, roots[i - 1]!));
}

/** The values in an option "x = 2 or x = −3", ascending, or undefined when it is not written so. */
function readSolutions(text: string): Q[] | undefined {
  const parts = text.replaceAll('$', '').split('\\text{ or }');
  const values: Q[] = [];
  for (const part of parts) {
    const m = /^\s*x = (.+?)\s*$/.exec(part);
    if (!m) return undefined;
    const v = readQuantity(`$${m[1]}$`);
    if (v?.unit !== '' || v.pi !== 0) return undefined;
    values.push(v.value);
  }
  return values.sort(cmpQ);
}

const solutionsText = (values: readonly Q[]) => values.map(show).join(', ');

/** The solutions given to 2 decimal places (each written with exactly two), or undefined. */
function readTwoDp(text: string): Q[] | undefined {
  const parts = text.replaceAll('$', '').split('\\text{ or }');
  if (!parts.every((p) => /^\s*x = -?\d+\.\d\d\s*$/.test(p))) return undefined;
  return readSolutions(text);
}

/** Whether ax² + bx + c changes sign across [v − 0.005, v + 0.005]: a root rounds to v. */
function rootRoundsTo(abc: [Q, Q, Q], v: Q): boolean {
  const f = (x: Q) => add(add(mul(abc[0], mul(x, x)), mul(abc[1], x)), abc[2]);
  const half = q(1, 200);
  const [lo, hi] = [f(sub(v, half)), f(add(v, half))];
  return (lo.n < 0n && hi.n > 0n) || (lo.n > 0n && hi.n < 0n);
}

/** The irrational roots of ax² + bx + c to 2 d.p., found near a float estimate and confirmed exactly. */
function roundedRoots(abc: [Q, Q, Q]): Q[] {
  const [a, b, c] = abc.map(toNumber) as [number, number, number];
  const d = b * b - 4 * a * c;
  if (d <= 0) throw new Unreadable('a quadratic with two real roots');
  return [-1, 1]
    .map((sign) => {
      const estimate = Math.round((100 * (-b + sign * Math.sqrt(d))) / (2 * a));
      const found = [0, -1, 1, -2, 2].map((k) => q(estimate + k, 100)).find((v) => rootRoundsTo(abc, v));
      return need(found, 'a root to 2 decimal places');
    })
    .sort(cmpQ);
}

/** An inequality's solution as drawn in an option: "in:s:-1,3" (between) or "out:i:-1,3" (outside). */
function readQuadraticInequality(text: string): string | undefined {
  const t = text.replaceAll('$', '').trim();
  const inside = /^(-?\d+) (<|\\le) x (<|\\le) (-?\d+)$/.exec(t);
  if (inside) {
    if (inside[2] !== inside[3]) return undefined;
    return `in:${inside[2] === '<' ? 's' : 'i'}:${inside[1]},${inside[4]}`;
  }
  const outside = /^x (<|\\le) (-?\d+) \\text\{ or \} x (>|\\ge) (-?\d+)$/.exec(t);
  if (outside) {
    const strict = outside[1] === '<';
    if (strict !== (outside[3] === '>')) return undefined;
    return `out:${strict ? 's' : 'i'}:${outside[2]},${outside[4]}`;
  }
  return undefined;
}

/** The right-hand side of "f(x) = …" as a polynomial in x. */
function functionRule(latex: string | undefined, name: string): Poly {
  const m = match(new RegExp(`^${name}\\(x\\) = (.+)$`), need(latex, `${name}(x)`), `${name}(x) = …`);
  return readPoly(m[1]!);
}

/** Whether an option is two brackets (px ± r)(qx ± s), each with no common factor left inside. */
function twoCoprimeBrackets(text: string): boolean {
  const m = /^\$\((\d*)x [+-] (\d+)\)\((\d*)x [+-] (\d+)\)\$$/.exec(text);
  if (!m) return false;
  const coprime = (k: string, c: string) => gcdInt(BigInt(k || '1'), BigInt(c)) === 1n;
  return coprime(m[1]!, m[2]!) && coprime(m[3]!, m[4]!);
}

const pounds = (text: string) => parseQ(text.replaceAll(',', ''));

/** A point "(x, y)" read exactly, or undefined. */
function readPoint(text: string): string | undefined {
  const m = /^\$\((-?\d+), (-?\d+)\)\$$/.exec(text.trim());
  return m ? `${show(parseQ(m[1]!))},${show(parseQ(m[2]!))}` : undefined;
}

export const HIGHER_ALGEBRA_SOLVERS: Readonly<Record<string, (s: Seen) => Expect>> = {
  'solve-quadratic-by-factorising': (s) => {
    const m = match(/^Solve \$(.+) = 0\$ by factorising\.$/, s.stem, 'a quadratic equal to 0');
    const roots = rationalRoots(quadratic(m[1]!));
    return exactText(solutionsText(roots), (text) => {
      const v = readSolutions(text);
      return v && solutionsText(v);
    });
  },
  'solve-quadratic-with-formula': (s) => {
    const m = match(
      /^Solve \$(.+) = 0\$\. Give your answers to 2 decimal places\.$/,
      s.stem,
      'a quadratic to solve to 2 decimal places',
    );
    const abc = quadratic(m[1]!);
    const roots = roundedRoots(abc);
    return {
      answer: solutionsText(roots),
      // Shown to 2 d.p., two different values, each the rounding of a root (a sign change across it).
      is: (text) => {
        const v = readTwoDp(text);
        return v !== undefined && v.length === 2 && !eq(v[0]!, v[1]!) && v.every((x) => rootRoundsTo(abc, x));
      },
      identity: (text) => {
        const v = readTwoDp(text);
        return v && solutionsText(v);
      },
    };
  },
  'complete-the-square': (s) => {
    if (s.maths[1] !== '(x + p)^{2} + q') throw new Unreadable('the form asked for');
    return polynomial(readPoly(need(s.maths[0], 'the quadratic')), (text) =>
      /^\$\(x [+-] \d+\)\^\{2\} [+-] \d+\$$/.test(text),
    );
  },
  'factorise-difference-of-two-squares': (s) => {
    const p = readPoly(match(/^Factorise \$(.+)\$\.$/, s.stem, 'an expression to factorise')[1]!);
    if (coefficient(p, 'x^1').n !== 0n) throw new Unreadable('a difference of two squares');
    return polynomial(p, twoCoprimeBrackets);
  },
  'factorise-quadratic-with-leading-coefficient': (s) => {
    const m = match(/^Factorise \$(.+)\$\.$/, s.stem, 'an expression to factorise');
    quadratic(m[1]!);
    return polynomial(readPoly(m[1]!), twoCoprimeBrackets);
  },
  'expand-three-binomials': (s) => {
    const m = match(/^Expand and simplify \$(.+)\$\.$/, s.stem, 'brackets to expand');
    return polynomial(readPoly(m[1]!), (text) => !/\(/.test(text));
  },
  'composite-functions': (s) => {
    const f = functionRule(s.maths[0], 'f');
    const g = functionRule(s.maths[1], 'g');
    const at = parseQ(match(/^fg\((-?\d+)\)$/, need(s.maths[2], 'fg(…)'), 'fg of a number')[1]!);
    return number(evaluate(f, { x: evaluate(g, { x: at }) }));
  },
  'inverse-functions': (s) => {
    if (s.maths[1] !== 'f^{-1}(x)') throw new Unreadable('the inverse asked for');
    const f = functionRule(s.maths[0], 'f');
    const [m, c] = [coefficient(f, 'x^1'), coefficient(f, '')];
    if (m.n === 0n || [...f.keys()].some((k) => !['x^1', ''].includes(k)))
      throw new Unreadable('a linear function');
    // y = mx + c, so x = (y − c)/m: written in x, the coefficient 1/m and the constant −c/m.
    const inverse = addPoly(new Map([['x^1', div(ONE, m)]]), new Map([['', div(neg(c), m)]]));
    return polynomial(new Map([...inverse].filter(([, v]) => v.n !== 0n)));
  },
  'solve-quadratic-inequalities': (s) => {
    const m = match(
      /^(.+?) (<|>|\\le|\\ge) 0$/,
      need(s.maths[0], 'the inequality'),
      'a quadratic inequality',
    );
    const abc = quadratic(m[1]!);
    if (abc[0].n < 0n) throw new Unreadable('a positive x² term');
    const roots = rationalRoots(abc);
    if (roots.length !== 2 || roots.some((r) => r.d !== 1n)) throw new Unreadable('two whole-number roots');
    const inside = m[2] === '<' || m[2] === '\\le';
    const strict = m[2] === '<' || m[2] === '>';
    return exactText(
      `${inside ? 'in' : 'out'}:${strict ? 's' : 'i'}:${show(roots[0]!)},${show(roots[1]!)}`,
      readQuadraticInequality,
    );
  },
  'turning-point-by-completing-the-square': (s) => {
    const m = match(
      /^What are the coordinates of the turning point of the curve \$y = (.+)\$\?$/,
      s.stem,
      'a curve y = …',
    );
    const abc = quadratic(m[1]!);
    // The turning point lies on the axis of symmetry, midway between any two points at the same height:
    // f(0) = f(−b/a), so x = −b/2a.
    const x = div(neg(abc[1]), mul(q(2), abc[0]));
    const y = add(add(mul(abc[0], mul(x, x)), mul(abc[1], x)), abc[2]);
    return exactText(`${show(x)},${show(y)}`, readPoint);
  },
  'nth-term-of-quadratic-sequence': (s) => {
    const terms = need(s.maths[1], 'the sequence')
      .split(',')
      .map((t) => t.replace('\\ ', '').trim())
      .filter((t) => t !== '\\ldots' && t !== '')
      .map(parseQ);
    if (terms.length < 4) throw new Unreadable('four terms');
    const first = terms.slice(1).map((t, i) => sub(t, terms[i]!));
    const second = first.slice(1).map((t, i) => sub(t, first[i]!));
    if (second.some((d) => !eq(d, second[0]!)) || second[0]!.n === 0n)
      throw new Unreadable('a quadratic sequence');
    // u(n) = an² + bn + c: the second difference is 2a, u(2) − u(1) = 3a + b, u(1) = a + b + c.
    const a = div(second[0]!, q(2));
    const b = sub(first[0]!, mul(q(3), a));
    const c = sub(sub(terms[0]!, a), b);
    const nth: Poly = new Map(
      (
        [
          ['n^2', a],
          ['n^1', b],
          ['', c],
        ] as const
      ).filter(([, v]) => v.n !== 0n),
    );
    return polynomial(nth);
  },
  'solve-equations-with-algebraic-fractions': (s) => {
    const m = match(/^Solve \$(.+) = (-?\d+)\$\.$/, s.stem, 'an equation with fractions');
    // Left side minus right side, linear in x (the reader divides each numerator by its number).
    const p = addPoly(readPoly(m[1]!), readPoly(m[2]!), -1);
    const a = coefficient(p, 'x^1');
    if (a.n === 0n || [...p.keys()].some((k) => !['x^1', ''].includes(k)))
      throw new Unreadable('linear in x');
    return number(div(neg(coefficient(p, '')), a));
  },
  'iteration-exact-terms': (s) => {
    const rule = match(
      /^x_\{n\+1\} = (-?\d+) \+ \\frac\{(\d+)\}\{x_\{n\}\}$/,
      need(s.maths[0], 'the formula'),
      'x_{n+1} = b + a / x_n',
    );
    const start = match(/^x_\{1\} = (-?\d+)$/, need(s.maths[1], 'the first term'), 'x_1')[1]!;
    const wanted = Number(match(/^x_\{(\d+)\}$/, need(s.maths[2], 'the term asked for'), 'x_k')[1]!);
    const [b, a] = [parseQ(rule[1]!), parseQ(rule[2]!)];
    let x = parseQ(start);
    for (let n = 1; n < wanted; n++) {
      if (x.n === 0n) throw new Unreadable('terms that are not 0');
      x = add(b, div(a, x));
    }
    return number(x);
  },
  'taxi-fare-equation': (s) => {
    const m = match(
      /fixed fee of £([\d.,]+) plus £([\d.,]+) for each mile\. .+ fare was £([\d.,]+)\. How many miles/,
      s.stem,
      'a fixed fee, a price a mile and a fare',
    );
    const [fixed, rate, fare] = [m[1]!, m[2]!, m[3]!].map(pounds) as [Q, Q, Q];
    return number(div(sub(fare, fixed), rate), { unit: 'miles' });
  },
  'phone-tariff-break-even': (s) => {
    const m = match(
      /costs £(\d+) a month plus (\d+)p for each minute of calls\. Tariff B costs £(\d+) a month plus (\d+)p for each minute\. For how many minutes/,
      s.stem,
      'two tariffs',
    );
    const [a, p, b, r] = [m[1]!, m[2]!, m[3]!, m[4]!].map(parseQ) as [Q, Q, Q, Q];
    // In pence: 100a + p·m = 100b + r·m.
    const rates = sub(p, r);
    if (rates.n === 0n) throw new Unreadable('tariffs that meet');
    return number(div(mul(q(100), sub(b, a)), rates), { unit: 'minutes' });
  },
  'ticket-prices-simultaneous': (s) => {
    const m = match(
      /(\d+) adult tickets? and (\d+) child tickets? cost £([\d.,]+)\. (\d+) adult tickets? and (\d+) child tickets? cost £([\d.,]+)\. How much does one adult ticket cost\?$/,
      s.stem,
      'two totals of tickets',
    );
    const [a1, b1, c1, a2, b2, c2] = [m[1]!, m[2]!, m[3]!, m[4]!, m[5]!, m[6]!].map(pounds) as [
      Q,
      Q,
      Q,
      Q,
      Q,
      Q,
    ];
    const det = sub(mul(a1, b2), mul(a2, b1));
    if (eq(det, ZERO)) throw new Unreadable('totals with one solution');
    return number(div(sub(mul(c1, b2), mul(c2, b1)), det), { unit: '£' });
  },
};
