/**
 * One solver per construct: it reads the question as the student sees it (the stem's words and
 * numbers, the figure's labels and geometry) and works the answer out its own way, in exact
 * arithmetic. None of this calls the content's generators or solvers.
 */

import type { Label, Pt, SvgFigure } from '../test/svg-geometry.ts';
import {
  add,
  cmpQ,
  div,
  eq,
  gcdInt,
  isInt,
  isqrt,
  mul,
  neg,
  ONE,
  parseQ,
  pow,
  type Q,
  q,
  roundDp,
  roundSf,
  roundTo,
  show,
  sqrtDp,
  sub,
  sum,
  toNumber,
} from './exact.ts';
import { type Expect, exactText, inForm, number, polynomial } from './expect.ts';
import { addPoly, coefficient, constant, constantOf, evaluate, type Poly, readPoly } from './poly.ts';
import { numbersIn, plain, readQuantity } from './read.ts';
import type { Seen, Solver } from './solver.ts';
import { HIGHER_ALGEBRA_SOLVERS } from './solvers-higher-algebra.ts';
import { HIGHER_GEOMETRY_SOLVERS } from './solvers-higher-geometry.ts';
import { HIGHER_NUMBER_SOLVERS } from './solvers-higher-number.ts';
import { HIGHER_RATIO_SOLVERS } from './solvers-higher-ratio.ts';
import { HIGHER_STATISTICS_SOLVERS } from './solvers-higher-statistics.ts';
import { Unreadable } from './unreadable.ts';

export type { Seen, Solver };

export { Unreadable };

function need<T>(x: T | undefined | null, what: string): T {
  if (x === undefined || x === null) throw new Unreadable(`cannot read ${what}`);
  return x;
}

function match(re: RegExp, text: string): RegExpExecArray {
  return need(re.exec(text), `"${text.slice(0, 60)}…" as ${re.source.slice(0, 40)}`);
}

/** The value of arithmetic written in LaTeX. */
function arithmetic(latex: string): Q {
  return need(constantOf(readPoly(latex)), `a number from ${latex}`);
}

const to1dpIfNotWhole = (x: Q) => (isInt(x) ? x : roundDp(x, 1));
const percent = (x: Q) => div(x, q(100));
const Z = (n: number) => q(n);

// ---------- figures ----------

function fig(s: Seen): SvgFigure {
  return need(s.figure, 'a figure');
}

/** The centimetres in a label such as "7 cm". */
function cm(l: Label): Q | undefined {
  const m = /^(\d+(?:\.\d+)?) cm$/.exec(l.text);
  return m ? parseQ(m[1]!) : undefined;
}

function cmLabels(f: SvgFigure): Label[] {
  return f.labels.filter((l) => cm(l) !== undefined);
}

function dist(a: Pt, b: Pt): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

function mid(a: Pt, b: Pt): Pt {
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
}

function nearest<T>(items: readonly T[], at: (t: T) => Pt, p: Pt): T {
  return need([...items].sort((x, y) => dist(at(x), p) - dist(at(y), p))[0], 'the label nearest a point');
}

/** The degrees in a label "65°". */
function degrees(l: Label): Q | undefined {
  const m = /^(\d+(?:\.\d+)?)°$/.exec(l.text);
  return m ? parseQ(m[1]!) : undefined;
}

function degreeLabels(f: SvgFigure): Q[] {
  return f.labels.map(degrees).filter((x): x is Q => x !== undefined);
}

function hasX(f: SvgFigure) {
  if (!f.labels.some((l) => l.text === 'x')) throw new Unreadable('no angle marked x');
}

/** Direction p → r in maths degrees (y up). */
function direction(p: Pt, r: Pt): number {
  return ((Math.atan2(p[1] - r[1], r[0] - p[0]) * 180) / Math.PI + 360) % 360;
}

/** A float known to be close to a whole number of degrees, as that whole number. */
function wholeDegrees(x: number, what: string): Q {
  const r = Math.round(x);
  if (Math.abs(x - r) > 0.5) throw new Unreadable(`${what} is drawn as ${x.toFixed(2)}°, not a whole number`);
  return Z(r);
}

/** The right-angled triangle of a figure: its corners, with the right angle at `square`. */
function rightTriangle(f: SvgFigure) {
  const tri = need(f.polygons[0], 'a triangle');
  const mark = need(
    f.polylines.find((p) => p.length === 3),
    'a right-angle mark',
  );
  const square = nearest(tri, (p) => p, mark[1]!);
  const [p1, p2] = tri.filter((p) => p !== square) as [Pt, Pt];
  /** The label of the side between two corners: the label nearest its midpoint. */
  const labelOf = (a: Pt, b: Pt) =>
    nearest(
      f.labels.filter((l) => degrees(l) === undefined),
      (l) => l.at,
      mid(a, b),
    );
  return { square, p1, p2, labelOf };
}

function circles(svg: string): Array<{ c: Pt; r: number; fill: string }> {
  return [...svg.matchAll(/<circle cx="([\d.-]+)" cy="([\d.-]+)" r="([\d.]+)"(?: fill="([^"]*)")?/g)].map(
    (m) => ({ c: [Number(m[1]), Number(m[2])] as Pt, r: Number(m[3]), fill: m[4] ?? '' }),
  );
}

/** A two-column table drawn as text: rows of [left, right] labels below the header. */
function tableRows(f: SvgFigure, alt = ''): Array<[string, string]> {
  const out = tableRowsAsDrawn(f);
  // A frequency table's text alternative lists the same rows: "0 goals: frequency 8; 1 goal: …".
  const said = [...alt.matchAll(/(\d+) \w+: frequency (\d+)/g)].map((m) => `${m[1]}:${m[2]}`);
  if (said.length > 0 && said.join() !== out.map(([v, n]) => `${v}:${n}`).join())
    throw new Unreadable("the text alternative's table as drawn");
  if (new Set(out.map(([v]) => v)).size !== out.length) throw new Unreadable('a table whose rows differ');
  return out;
}

function tableRowsAsDrawn(f: SvgFigure): Array<[string, string]> {
  const rows = new Map<number, Label[]>();
  for (const l of f.labels) rows.set(l.at[1], [...(rows.get(l.at[1]) ?? []), l]);
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .slice(1)
    .map(([, ls]) => {
      const [a, b] = ls.sort((x, y) => x.at[0] - y.at[0]);
      return [need(a, 'a row').text, need(b, 'a row').text];
    });
}

// ---------- numbers in words ----------

const POLYGONS: Record<string, number> = {
  triangle: 3,
  quadrilateral: 4,
  pentagon: 5,
  hexagon: 6,
  heptagon: 7,
  octagon: 8,
  nonagon: 9,
  decagon: 10,
  hendecagon: 11,
  dodecagon: 12,
};

function polygonSides(stem: string): number {
  const n = /(\d+)-sided/.exec(stem);
  if (n) return Number(n[1]);
  const name = Object.keys(POLYGONS).find((k) => new RegExp(`\\b${k}\\b`).test(stem));
  return need(name ? POLYGONS[name] : undefined, 'the polygon');
}

const METRIC: Record<string, Q> = {
  millimetres: q(1, 1000),
  centimetres: q(1, 100),
  metres: ONE,
  kilometres: Z(1000),
  grams: ONE,
  kilograms: Z(1000),
  millilitres: q(1, 1000),
  litres: ONE,
};
const METRIC_SYMBOL: Record<string, string> = {
  millimetres: 'mm',
  centimetres: 'cm',
  metres: 'm',
  kilometres: 'km',
  grams: 'g',
  kilograms: 'kg',
  millilitres: 'ml',
  litres: 'l',
};
const LENGTH: Record<string, Q> = { mm: q(1, 1000), cm: q(1, 100), m: ONE, km: Z(1000) };

function isPrime(n: bigint): boolean {
  if (n < 2n) return false;
  for (let p = 2n; p * p <= n; p++) if (n % p === 0n) return false;
  return true;
}

function squarefree(n: bigint): boolean {
  for (let p = 2n; p * p <= n; p++) if (n % (p * p) === 0n) return false;
  return true;
}

/** "x \le 8" → "≤ 8" with the value exact; undefined when it is not an inequality in x. */
function readInequality(text: string): string | undefined {
  const m = /^\$?x\s*(<|>|\\le|\\ge|=)\s*(.+?)\$?$/.exec(text.trim());
  if (!m) return undefined;
  const v = readQuantity(`$${m[2]}$`);
  if (!v) return undefined;
  return `${m[1]} ${show(v.value)}`;
}

function readPoint(text: string): string | undefined {
  const m = /^\$?\((-?[\d.]+),\s*(-?[\d.]+)\)\$?$/.exec(text.trim());
  return m ? `(${show(parseQ(m[1]!))}, ${show(parseQ(m[2]!))})` : undefined;
}

function readRatio(text: string): [bigint, bigint] | undefined {
  const m = /^\$?(\d+)\s*:\s*(\d+)\$?$/.exec(text.trim());
  return m ? [BigInt(m[1]!), BigInt(m[2]!)] : undefined;
}

/** A linear equation or expression side L − R as a polynomial. */
function sides(latex: string, relation = '='): Poly {
  const [l, r] = latex.split(relation);
  return addPoly(readPoly(need(l, 'a left side')), readPoly(need(r, 'a right side')), -1);
}

function solveLinear(p: Poly): Q {
  const a = coefficient(p, 'x^1');
  if (a.n === 0n || p.size > 2 || (p.size === 2 && !p.has(''))) throw new Unreadable('not linear in x');
  return div(neg(coefficient(p, '')), a);
}

const money = (x: Q) => number(x, { unit: '£' });

// ---------- the solvers ----------

export const SOLVERS: Readonly<Record<string, Solver>> = {
  ...HIGHER_ALGEBRA_SOLVERS,
  ...HIGHER_NUMBER_SOLVERS,
  ...HIGHER_GEOMETRY_SOLVERS,
  'place-value-digit': (s) => {
    const digit = plain(need(s.maths[0], 'the digit'));
    const n = plain(need(s.maths[1], 'the number')).replace(/\s/g, '');
    const at = [...n].flatMap((ch, i) => (ch === digit ? [i] : []));
    if (at.length !== 1) throw new Unreadable(`the digit ${digit} appears ${at.length} times in ${n}`);
    return number(mul(Z(Number(digit)), pow(Z(10), n.length - 1 - at[0]!)));
  },
  'decimal-compare': (s) => {
    const values = s.options.map((o) => need(readQuantity(o), o).value);
    const largest = /largest/.test(s.stem);
    if (!largest && !/smallest/.test(s.stem)) throw new Unreadable('largest or smallest');
    const best = values.reduce((b, v) => (cmpQ(v, b) * (largest ? 1 : -1) > 0 ? v : b));
    return number(best);
  },
  'multiply-divide-powers-of-ten': (s) => number(arithmetic(s.maths[0]!)),
  'read-number-line': (s) => {
    const f = fig(s);
    const axis = need(
      f.segments.find((l) => l.a[1] === l.b[1]),
      'the line',
    );
    const y = axis.a[1];
    const ticks = [
      ...new Set(
        f.segments
          .filter((l) => l.a[0] === l.b[0] && Math.min(l.a[1], l.b[1]) < y && Math.max(l.a[1], l.b[1]) > y)
          .map((l) => l.a[0]),
      ),
    ].sort((a, b) => a - b);
    const arrow = need(
      f.segments.find((l) => l.a[0] === l.b[0] && Math.max(l.a[1], l.b[1]) < y),
      'the arrow',
    );
    const ends = f.labels.filter((l) => /^-?\d+(\.\d+)?$/.test(l.text)).sort((a, b) => a.at[0] - b.at[0]);
    if (ends.length !== 2) throw new Unreadable('the two end labels');
    const [lo, hi] = [parseQ(ends[0]!.text), parseQ(ends[1]!.text)];
    const first = ticks.indexOf(ends[0]!.at[0]);
    const last = ticks.indexOf(ends[1]!.at[0]);
    const k = ticks.findIndex((t) => Math.abs(t - arrow.a[0]) < 0.5);
    if (first < 0 || last < 0 || k < 0) throw new Unreadable('the arrow on a mark between labelled ends');
    const value = add(lo, mul(sub(hi, lo), q(k - first, last - first)));
    const said =
      /from (-?[\d.]+) to (-?[\d.]+) split into (\d+) equal parts, with an arrow at the (\d+)\w\w mark after/.exec(
        s.alt ?? '',
      );
    if (
      said &&
      !eq(
        add(
          parseQ(said[1]!),
          mul(sub(parseQ(said[2]!), parseQ(said[1]!)), q(Number(said[4]), Number(said[3]))),
        ),
        value,
      )
    )
      throw new Unreadable('a text alternative that points where the arrow does');
    return number(value);
  },
  'round-integers': (s) => number(roundTo(s.nums[0]!, s.nums[1]!)),
  'round-decimal-places': (s) => number(roundDp(s.nums[0]!, Number(s.nums[1]!.n))),
  'round-significant-figures': (s) => number(roundSf(s.nums[0]!, Number(s.nums[1]!.n))),
  'estimate-products': (s) => {
    const sf = Number(match(/rounding each number to \$(\d+)\$ significant figure/, s.stem)[1]);
    const factors = numbersIn(s.maths[0]!);
    if (!/\\times/.test(s.maths[0]!) || factors.length !== 2)
      throw new Unreadable('a product of two numbers');
    return number(mul(roundSf(factors[0]!, sf), roundSf(factors[1]!, sf)));
  },
  'column-addition': (s) => number(arithmetic(s.maths[0]!)),
  'column-subtraction': (s) => number(arithmetic(s.maths[0]!)),
  'long-multiplication': (s) => number(arithmetic(s.maths[0]!)),
  'multiply-decimals': (s) => number(arithmetic(s.maths[0]!)),
  'add-subtract-negatives': (s) => number(arithmetic(s.maths[0]!)),
  'multiply-divide-negatives': (s) => number(arithmetic(s.maths[0]!)),
  'order-of-operations': (s) => number(arithmetic(s.maths[0]!)),
  'hcf-and-lcm': (s) => {
    const [a, b] = [s.nums[0]!.n, s.nums[1]!.n];
    const h = gcdInt(a, b);
    if (/highest common factor/.test(s.stem)) return number(q(h));
    if (/lowest common multiple/.test(s.stem)) return number(q((a * b) / h));
    throw new Unreadable('HCF or LCM');
  },
  'prime-factor-decomposition': (s) => {
    const n = s.nums[0]!.n;
    return inForm(`${n} in prime factors with indices`, (text) => {
      const factors = text.replaceAll('$', '').split('\\times');
      let product = 1n;
      const bases = new Set<bigint>();
      for (const f of factors) {
        const m = /^\s*(\d+)(?:\^\{(\d+)\})?\s*$/.exec(f);
        if (!m) return false;
        const [p, k] = [BigInt(m[1]!), BigInt(m[2] ?? '1')];
        if (!isPrime(p) || bases.has(p) || k < 1n) return false;
        bases.add(p);
        product *= p ** k;
      }
      return product === n;
    });
  },
  'equivalent-fractions': (s) => {
    const m = match(/\\frac\{(\d+)\}\{(\d+)\} = \\frac\{\?\}\{(\d+)\}/, s.stem);
    return number(div(mul(Z(Number(m[1])), Z(Number(m[3]))), Z(Number(m[2]))));
  },
  'fraction-of-amount': (s) => {
    const m = match(/\$\\frac\{(\d+)\}\{(\d+)\}\$ of \$([\d\\,]+)\$/, s.stem);
    return number(mul(q(BigInt(m[1]!), BigInt(m[2]!)), numbersIn(m[3]!)[0]!));
  },
  'add-fractions-same-denominator': (s) => number(arithmetic(s.maths[0]!), { simplest: true }),
  'add-fractions-different-denominators': (s) => number(arithmetic(s.maths[0]!), { simplest: true }),
  'subtract-fractions-different-denominators': (s) => number(arithmetic(s.maths[0]!), { simplest: true }),
  'multiply-fractions': (s) => number(arithmetic(s.maths[0]!), { simplest: true }),
  'divide-fractions': (s) => number(arithmetic(s.maths[0]!), { simplest: true }),
  'fraction-to-decimal': (s) => {
    if (!/as a decimal/.test(s.stem)) throw new Unreadable('as a decimal');
    return number(arithmetic(s.maths[0]!), { decimal: true });
  },
  'fraction-to-percentage': (s) => {
    if (!/as a percentage/.test(s.stem)) throw new Unreadable('as a percentage');
    return number(mul(arithmetic(s.maths[0]!), Z(100)), { unit: '%' });
  },
  'percentage-of-amount': (s) => {
    const m = match(/\$([\d.]+)\\%\$ of \$([\d\\,.]+)\$/, s.stem);
    return number(mul(percent(parseQ(m[1]!)), numbersIn(m[2]!)[0]!));
  },
  'evaluate-powers': (s) => number(arithmetic(s.maths[0]!)),
  'write-in-standard-form': (s) => {
    const n = numbersIn(s.maths[0]!)[0]!;
    return inForm(`${show(n)} in standard form`, (text) => {
      const m = /^\$(-?\d+(?:\.\d+)?) \\times 10\^\{(-?\d+)\}\$$/.exec(text);
      if (!m) return false;
      const a = parseQ(m[1]!);
      return cmpQ(a, ONE) >= 0 && cmpQ(a, Z(10)) < 0 && eq(mul(a, pow(Z(10), Number(m[2]))), n);
    });
  },
  'simplify-surds': (s) => {
    const n = BigInt(match(/\\sqrt\{(\d+)\}/, s.maths[0]!)[1]!);
    return inForm(`√${n} as a√b`, (text) => {
      const m = /^\$(\d+)\\sqrt\{(\d+)\}\$$/.exec(text);
      if (!m) return false;
      const [a, b] = [BigInt(m[1]!), BigInt(m[2]!)];
      return a > 1n && a * a * b === n && squarefree(b);
    });
  },
  'collect-like-terms': (s) => {
    const p = readPoly(s.maths[0]!);
    // Simplified: one term per kind of term.
    return polynomial(
      p,
      (text) => text.split(/[+-]/).filter((t) => t.trim().replaceAll('$', '')).length === p.size,
    );
  },
  'multiply-algebraic-terms': (s) => polynomial(readPoly(s.maths[0]!), (text) => !/\\times/.test(text)),
  'substitute-into-expression': (s) => {
    const at = match(/^([a-z]) = (.+)$/, need(s.maths[1], 'the value'));
    return number(evaluate(readPoly(s.maths[0]!), { [at[1]!]: arithmetic(at[2]!) }));
  },
  'expand-single-bracket': (s) => polynomial(readPoly(s.maths[0]!), (text) => !/\(/.test(text)),
  'expand-double-brackets': (s) => polynomial(readPoly(s.maths[0]!), (text) => !/\(/.test(text)),
  'factorise-into-single-bracket': (s) => {
    const p = readPoly(s.maths[0]!);
    return inForm(`${s.maths[0]} fully factorised`, (text) => {
      const m = /^\$(\d+)\((\d*)x ([+-]) (\d+)\)\$$/.exec(text);
      if (!m) return false;
      let read: Poly;
      try {
        read = readPoly(text);
      } catch {
        return false;
      }
      const [a, b] = [BigInt(m[2] || '1'), BigInt(m[4]!)];
      return gcdInt(a, b) === 1n && addPoly(read, p, -1).size === 0;
    });
  },
  'factorise-quadratic': (s) =>
    polynomial(readPoly(s.maths[0]!), (text) => /^\$\(x [+-] \d+\)\(x [+-] \d+\)\$$/.test(text)),
  'function-machine-inverse': (s) => {
    const f = fig(s);
    const out = s.nums[0]!;
    const last = f.labels
      .filter((l) => /^-?\d/.test(l.text))
      .sort((x, y) => x.at[0] - y.at[0])
      .pop();
    if (!last || !eq(parseQ(last.text), out))
      throw new Unreadable('the output the stem gives, on the machine');
    const ops = f.labels
      .map((l) => /^([+−×÷-]) (\d+(?:\.\d+)?)$/.exec(l.text))
      .filter((m): m is RegExpExecArray => m !== null);
    if (ops.length === 0) throw new Unreadable('the machine');
    let x = out;
    for (const op of [...ops].reverse()) {
      const k = parseQ(op[2]!);
      x = op[1] === '+' ? sub(x, k) : op[1] === '×' ? div(x, k) : op[1] === '÷' ? mul(x, k) : add(x, k);
    }
    return number(x);
  },
  'solve-one-step-equations': (s) => number(solveLinear(sides(s.maths[0]!))),
  'solve-two-step-equations': (s) => number(solveLinear(sides(s.maths[0]!))),
  'solve-equations-unknown-both-sides': (s) => number(solveLinear(sides(s.maths[0]!))),
  'solve-simultaneous-equations': (s) => {
    // Each equation as a·x + b·y + k = 0; Cramer's rule for x, whichever unknown the student eliminates.
    if (!/value of \$x\$/.test(s.stem)) throw new Unreadable('which unknown is asked for');
    const [e1, e2] = [0, 1].map((i) => {
      const p = sides(need(s.maths[i], 'two equations'));
      if ([...p.keys()].some((k) => !['x^1', 'y^1', ''].includes(k)))
        throw new Unreadable('linear equations');
      return [coefficient(p, 'x^1'), coefficient(p, 'y^1'), neg(coefficient(p, ''))] as const;
    }) as [readonly [Q, Q, Q], readonly [Q, Q, Q]];
    const det = sub(mul(e1[0], e2[1]), mul(e2[0], e1[1]));
    if (det.n === 0n) throw new Unreadable('equations with one solution');
    return number(div(sub(mul(e1[2], e2[1]), mul(e2[2], e1[1])), det));
  },
  'term-from-nth-term': (s) => {
    const n = s.nums[s.nums.length - 1]!;
    return number(evaluate(readPoly(need(s.maths[1], 'the nth term')), { n }));
  },
  'find-nth-term': (s) => {
    const terms = numbersIn(need(s.maths[1], 'the sequence'));
    const d = sub(terms[1]!, terms[0]!);
    if (terms.length < 3 || terms.some((t, i) => i > 0 && !eq(sub(t, terms[i - 1]!), d)))
      throw new Unreadable('an arithmetic sequence');
    return polynomial(addPoly(readPoly(`${show(d)}n`), constant(sub(terms[0]!, d))));
  },
  'gradient-from-two-points': (s) => {
    const [x1, y1, x2, y2] = s.nums as [Q, Q, Q, Q];
    return number(div(sub(y2, y1), sub(x2, x1)));
  },
  'gradient-from-equation': (s) => {
    const p = sides(need(s.maths[0], 'the line'));
    return number(div(neg(coefficient(p, 'x^1')), coefficient(p, 'y^1')));
  },
  'solve-linear-inequalities': (s) => {
    const m = match(/^(.+?)\s*(<|>|\\le|\\ge)\s*(.+)$/, s.maths[0]!);
    const p = addPoly(readPoly(m[1]!), readPoly(m[3]!), -1);
    const a = coefficient(p, 'x^1');
    const flip: Record<string, string> = { '<': '>', '>': '<', '\\le': '\\ge', '\\ge': '\\le' };
    const op = a.n < 0n ? flip[m[2]!]! : m[2]!;
    return exactText(`${op} ${show(solveLinear(p))}`, readInequality);
  },
  'change-the-subject': (s) => {
    if (!/Make \$x\$ the subject/.test(s.stem)) throw new Unreadable('make x the subject');
    const p = sides(s.maths[1]!); // y − (ax + b) = 0
    const a = coefficient(p, 'x^1');
    // x = (y-part + constant) / −a
    const rest = addPoly(p, readPoly(`${show(a)}x`), -1);
    return polynomial(new Map([...rest].map(([k, c]) => [k, div(c, neg(a))])), (text) =>
      /^\$x = /.test(text),
    );
  },
  'index-laws-multiply-divide': (s) =>
    polynomial(readPoly(s.maths[0]!), (text) => !/\\times|\\div|\(/.test(text)),
  'index-laws-power-of-power': (s) =>
    polynomial(readPoly(s.maths[0]!), (text) => !/\\times|\\div|\(/.test(text)),
  'simplify-ratio': (s) => {
    const [a, b] = need(readRatio(`$${s.maths[0]}$`), 'the ratio');
    return inForm(`${a}:${b} simplified`, (text) => {
      const r = readRatio(text);
      return r !== undefined && gcdInt(r[0], r[1]) === 1n && r[0] * b === r[1] * a;
    });
  },
  'share-in-ratio': (s) => {
    const m = match(
      /^(\w+) and (\w+) share £([\d,.]+) in the ratio \$(\d+) : (\d+)\$\. How much does (\w+) get\?$/,
      s.stem,
    );
    const who: number = m[6] === m[1] ? 4 : m[6] === m[2] ? 5 : need<number>(undefined, 'who');
    const total = parseQ(m[3]!.replaceAll(',', ''));
    if (s.figure && !s.figure.labels.some((l) => l.text === `£${m[3]}`))
      throw new Unreadable(`a bar model worth £${m[3]}, as the stem says`);
    return money(div(mul(total, Z(Number(m[who]))), Z(Number(m[4]) + Number(m[5]))));
  },
  'ratio-to-fraction': (s) => {
    const m = match(
      /ratio of (\w+) to (\w+) is \$(\d+) : (\d+)\$\. What fraction of the group are (\w+)\?/,
      s.stem,
    );
    const part = m[5] === m[1] ? m[3] : m[5] === m[2] ? m[4] : need(undefined, 'which part');
    return number(q(BigInt(part!), BigInt(m[3]!) + BigInt(m[4]!)), { simplest: true });
  },
  'ratio-from-one-part': (s) => {
    const m = match(
      /^(\w+) and (\w+) paint are mixed in the ratio \$(\d+) : (\d+)\$\. There are \$(\d+)\$ litres of (\w+) paint\. How many litres of (\w+ )?paint are there( altogether)?\?$/,
      s.stem,
    );
    const names = [m[1]!.toLowerCase(), m[2]!.toLowerCase()];
    const parts = [Z(Number(m[3])), Z(Number(m[4]))];
    const known = names.indexOf(m[6]!);
    if (known < 0) throw new Unreadable('the known colour');
    const one = div(Z(Number(m[5])), parts[known]!);
    if (m[8]) return number(mul(one, add(parts[0]!, parts[1]!)), { unit: 'litres' });
    const asked = names.indexOf((m[7] ?? '').trim());
    if (asked < 0) throw new Unreadable('the asked colour');
    return number(mul(one, parts[asked]!), { unit: 'litres' });
  },
  'unitary-method': (s) => {
    const m = match(/^\$(\d+)\$ (\w+) cost £([\d.]+)\. How much do \$(\d+)\$ (\w+) cost\?$/, s.stem);
    if (m[2] !== m[5]) throw new Unreadable('the same item');
    return money(mul(div(parseQ(m[3]!), Z(Number(m[1]))), Z(Number(m[4]))));
  },
  'inverse-proportion': (s) => {
    const m = match(
      /^It takes \$(\d+)\$ (\w+) \$(\d+)\$ days .* How long would it take \$(\d+)\$ (\w+) working at the same rate\?$/,
      s.stem,
    );
    return number(div(mul(Z(Number(m[1])), Z(Number(m[3]))), Z(Number(m[4]))), { unit: 'days' });
  },
  'percentage-increase-decrease': (s) => {
    const m = match(/^(Increase|Decrease) £([\d.]+) by \$([\d.]+)\\%\$\.$/, s.stem);
    const k = percent(parseQ(m[3]!));
    return money(mul(parseQ(m[2]!), m[1] === 'Increase' ? add(ONE, k) : sub(ONE, k)));
  },
  'percentage-change': (s) => {
    const m = match(/from £([\d.]+) to £([\d.]+)\. What is the percentage (increase|decrease)\?/, s.stem);
    const [a, b] = [parseQ(m[1]!), parseQ(m[2]!)];
    const change = mul(div(sub(b, a), a), Z(100));
    if (change.n > 0n !== (m[3] === 'increase')) throw new Unreadable('the direction of the change');
    return number(change.n < 0n ? neg(change) : change, { unit: '%' });
  },
  'reverse-percentages': (s) => {
    const m = match(
      /^After a \$([\d.]+)\\%\$ (increase|decrease), the price of a \w+ is £([\d.]+)\./,
      s.stem,
    );
    const k = percent(parseQ(m[1]!));
    return money(div(parseQ(m[3]!), m[2] === 'increase' ? add(ONE, k) : sub(ONE, k)));
  },
  'repeated-percentage-change': (s) => {
    const m = match(
      /costs £([\d.]+)\. Its price is (increased|reduced) by \$([\d.]+)\\%\$, and then the new price is (increased|reduced) by \$([\d.]+)\\%\$\./,
      s.stem,
    );
    const factor = (dir: string, p: string) =>
      dir === 'increased' ? add(ONE, percent(parseQ(p))) : sub(ONE, percent(parseQ(p)));
    return money(mul(mul(parseQ(m[1]!), factor(m[2]!, m[3]!)), factor(m[4]!, m[5]!)));
  },
  'compound-interest': (s) => {
    const m = match(
      /^£([\d.]+) is invested at \$([\d.]+)\\%\$ compound interest per year\. How much is in the account after \$(\d+)\$ years\? Give your answer to the nearest penny\.$/,
      s.stem,
    );
    return money(roundDp(mul(parseQ(m[1]!), pow(add(ONE, percent(parseQ(m[2]!))), Number(m[3]))), 2));
  },
  'speed-distance-time': (s) => {
    const m = match(
      /travels \$(\d+)\$ km in \$(\d+)\$ hours? \$(\d+)\$ minutes\. What is its average speed in km\/h\? Give your answer to 1 decimal place if it is not a whole number\./,
      s.stem,
    );
    const hours = add(Z(Number(m[2])), q(Number(m[3]), 60));
    return number(to1dpIfNotWhole(div(Z(Number(m[1])), hours)), { unit: 'km/h' });
  },
  'similar-shapes-lengths': (s) => {
    const f = fig(s);
    if (f.polygons.length !== 2) throw new Unreadable('two rectangles');
    // Each rectangle's width label sits below it and its height label to its right.
    const dims = f.polygons.map((r) => {
      const xs = r.map((p) => p[0]);
      const ys = r.map((p) => p[1]);
      const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
      const w = nearest(f.labels, (l) => l.at, [(left + right) / 2, bottom + 16]);
      const h = nearest(f.labels, (l) => l.at, [right + 8, (top + bottom) / 2]);
      return { w, h };
    });
    const [small, large] = dims as [(typeof dims)[0], (typeof dims)[0]];
    const known = (a: Label, b: Label) => cm(a) !== undefined && cm(b) !== undefined;
    const wRatio = known(small.w, large.w) ? div(cm(large.w)!, cm(small.w)!) : undefined;
    const hRatio = known(small.h, large.h) ? div(cm(large.h)!, cm(small.h)!) : undefined;
    const k = need(wRatio ?? hRatio, 'a pair of matching sides');
    const xLabel = [small.w, small.h, large.w, large.h].find((l) => l.text === 'x');
    if (!xLabel) throw new Unreadable('the side x');
    const other =
      xLabel === large.h
        ? mul(cm(small.h)!, k)
        : xLabel === large.w
          ? mul(cm(small.w)!, k)
          : xLabel === small.h
            ? div(cm(large.h)!, k)
            : div(cm(large.w)!, k);
    return number(other, { unit: 'cm' });
  },
  'area-volume-scale-factors': (s) => {
    const m = match(
      /are \$(\d+)\$ times the lengths of the smaller shape\. The smaller shape has (area|volume) \$([\d.]+)\\text\{ cm\}\^\{(\d)\}\$\. What is the (area|volume) of the larger shape\?/,
      s.stem,
    );
    const k = Z(Number(m[1]));
    const power = m[2] === 'area' ? 2 : 3;
    if (m[2] !== m[5] || Number(m[4]) !== power) throw new Unreadable('the same measure');
    return number(mul(parseQ(m[3]!), pow(k, power)), { unit: `cm^${power}` });
  },
  'metric-unit-conversion': (s) => {
    const m = match(/^Convert \$([\d.\\,]+)\$ (\w+) into (\w+)\.$/, s.stem);
    const [from, to] = [need(METRIC[m[2]!], m[2]!), need(METRIC[m[3]!], m[3]!)];
    return number(div(mul(numbersIn(m[1]!)[0]!, from), to), { unit: METRIC_SYMBOL[m[3]!]! });
  },
  'area-unit-conversion': (s) => {
    const m = match(
      /^Convert \$([\d.\\,]+)\\text\{ (\w+)\}\^\{2\}\$ into \$\\text\{(\w+)\}\^\{2\}\$\.$/,
      s.stem,
    );
    const k = div(need(LENGTH[m[2]!], m[2]!), need(LENGTH[m[3]!], m[3]!));
    return number(mul(numbersIn(m[1]!)[0]!, mul(k, k)), { unit: `${m[3]}^2` });
  },
  'hours-to-minutes': (s) => number(mul(s.nums[0]!, Z(60)), { unit: 'minutes' }),
  'angles-on-a-straight-line': (s) => {
    hasX(fig(s));
    return number(sub(Z(180), sum(degreeLabels(fig(s)))), { unit: '°' });
  },
  'angles-around-a-point': (s) => {
    hasX(fig(s));
    return number(sub(Z(360), sum(degreeLabels(fig(s)))), { unit: '°' });
  },
  'angles-in-a-triangle': (s) => {
    hasX(fig(s));
    const known = degreeLabels(fig(s));
    if (known.length !== 2) throw new Unreadable('two known angles');
    return number(sub(Z(180), sum(known)), { unit: '°' });
  },
  'isosceles-triangle-angles': (s) => {
    const f = fig(s);
    const tri = need(f.polygons[0], 'the triangle');
    const apex = tri.reduce((a, b) => (b[1] < a[1] ? b : a));
    const labelled = f.labels.filter((l) => l.text === 'x' || degrees(l) !== undefined);
    const cornerOf = (l: Label) => nearest(tri, (p) => p, l.at);
    const x = need(
      labelled.find((l) => l.text === 'x'),
      'x',
    );
    const given = need(
      labelled.find((l) => degrees(l) !== undefined),
      'the given angle',
    );
    const g = degrees(given)!;
    const [xApex, gApex] = [cornerOf(x) === apex, cornerOf(given) === apex];
    if (xApex && gApex) throw new Unreadable('two labels at the apex');
    const value = gApex ? div(sub(Z(180), g), Z(2)) : xApex ? sub(Z(180), mul(g, Z(2))) : g;
    return number(value, { unit: '°' });
  },
  'angles-in-parallel-lines': (s) => {
    // The angle x as drawn: the arc in the colour of the label x, measured about the crossing it marks.
    const f = fig(s);
    const ink = f.segments.filter((l) => !l.dashed);
    const horizontals = ink.filter((l) => l.a[1] === l.b[1]);
    const transversal = need(
      ink.find((l) => l.a[1] !== l.b[1]),
      'the transversal',
    );
    if (horizontals.length !== 2) throw new Unreadable('two parallel lines');
    const crossings = horizontals.map((h): Pt => {
      const y = h.a[1];
      const t = (y - transversal.a[1]) / (transversal.b[1] - transversal.a[1]);
      return [transversal.a[0] + t * (transversal.b[0] - transversal.a[0]), y];
    });
    const rays = [
      0,
      180,
      direction(transversal.b, transversal.a) % 180,
      (direction(transversal.b, transversal.a) % 180) + 180,
    ];
    const sizeOf = (arc: SvgFigure['arcs'][number]) => {
      const centre = need(
        crossings.find(
          (c) => Math.abs(dist(c, arc.start) - arc.r) < 0.8 && Math.abs(dist(c, arc.end) - arc.r) < 0.8,
        ),
        'an arc at a crossing',
      );
      const [from, to] = [direction(centre, arc.start), direction(centre, arc.end)];
      for (const d of [from, to])
        if (!rays.some((r) => Math.abs(((d - r + 540) % 360) - 180) < 1.5))
          throw new Unreadable('an arc off the lines');
      return arc.sweep ? (((from - to) % 360) + 360) % 360 : (((to - from) % 360) + 360) % 360;
    };
    const drawn = f.arcs.map((arc) => ({ arc, label: f.labels.find((l) => l.fill === arc.stroke) }));
    for (const d of drawn) {
      const given = d.label && degrees(d.label);
      if (given && !eq(wholeDegrees(sizeOf(d.arc), d.label!.text), given))
        throw new Unreadable(`${d.label!.text} drawn as ${sizeOf(d.arc).toFixed(1)}°`);
    }
    const x = need(
      drawn.find((d) => d.label?.text === 'x'),
      'the arc of x',
    );
    return number(wholeDegrees(sizeOf(x.arc), 'x'), { unit: '°' });
  },
  'polygon-angle-sum': (s) => number(Z((polygonSides(s.stem) - 2) * 180), { unit: '°' }),
  'regular-polygon-angles': (s) => {
    const n = polygonSides(s.stem);
    if (!/regular/.test(s.stem)) throw new Unreadable('a regular polygon');
    if (/each exterior angle/.test(s.stem)) return number(q(360, n), { unit: '°' });
    if (/each interior angle/.test(s.stem)) return number(q((n - 2) * 180, n), { unit: '°' });
    throw new Unreadable('interior or exterior');
  },
  'rectangle-area': (s) => {
    const [a, b] = cmLabels(fig(s)).map((l) => cm(l)!);
    return number(mul(need(a, 'a side'), need(b, 'a side')), { unit: 'cm^2' });
  },
  'rectangle-perimeter': (s) => {
    const [a, b] = cmLabels(fig(s)).map((l) => cm(l)!);
    return number(mul(Z(2), add(need(a, 'a side'), need(b, 'a side'))), { unit: 'cm' });
  },
  'triangle-area': (s) => number(div(baseTimesHeight(fig(s)), Z(2)), { unit: 'cm^2' }),
  'parallelogram-area': (s) => number(baseTimesHeight(fig(s)), { unit: 'cm^2' }),
  'trapezium-area': (s) => {
    const f = fig(s);
    const h = need(
      f.segments.find((l) => l.dashed),
      'the height',
    );
    const labels = cmLabels(f);
    const hLabel = nearest(labels, (l) => l.at, mid(h.a, h.b));
    const parallel = labels.filter((l) => l !== hLabel).map((l) => cm(l)!);
    if (parallel.length !== 2) throw new Unreadable('two parallel sides');
    return number(mul(div(add(parallel[0]!, parallel[1]!), Z(2)), cm(hLabel)!), { unit: 'cm^2' });
  },
  'circle-area': (s) => {
    const r = radius(s);
    return number(mul(r, r), { pi: 1, unit: 'cm^2' });
  },
  'circle-circumference': (s) => number(mul(Z(2), radius(s)), { pi: 1, unit: 'cm' }),
  'cuboid-volume': (s) => {
    const [l, w, h] = cmLabels(fig(s)).map((x) => cm(x)!);
    return number(mul(mul(need(l, 'l'), need(w, 'w')), need(h, 'h')), { unit: 'cm^3' });
  },
  'cuboid-surface-area': (s) => {
    const [l, w, h] = cmLabels(fig(s)).map((x) => cm(x)!) as [Q, Q, Q];
    if (!h) throw new Unreadable('three edges');
    return number(mul(Z(2), add(add(mul(l, w), mul(l, h)), mul(w, h))), { unit: 'cm^2' });
  },
  'cylinder-volume': (s) => {
    const f = fig(s);
    const radiusLine = need(
      f.segments.find((l) => !l.dashed),
      'the radius',
    );
    const labels = cmLabels(f);
    const rLabel = nearest(labels, (l) => l.at, mid(radiusLine.a, radiusLine.b));
    const hLabel = need(
      labels.find((l) => l !== rLabel),
      'the height',
    );
    const r = cm(rLabel)!;
    return number(mul(mul(r, r), cm(hLabel)!), { pi: 1, unit: 'cm^3' });
  },
  'pythagoras-hypotenuse': (s) => pythagoras(s),
  'pythagoras-shorter-side': (s) => pythagoras(s),
  'trigonometry-missing-side': (s) => {
    const f = fig(s);
    const { square, p1, p2, labelOf } = rightTriangle(f);
    const arc = need(f.arcs[0], 'the angle arc');
    const vertex = nearest([p1, p2], (p) => p, mid(arc.start, arc.end));
    const other = vertex === p1 ? p2 : p1;
    const theta = degreeLabels(f)[0];
    if (!theta) throw new Unreadable('the angle');
    const sidesOf = {
      hyp: labelOf(vertex, other),
      adj: labelOf(vertex, square),
      opp: labelOf(square, other),
    };
    const entries = Object.entries(sidesOf);
    const xSide = need(
      entries.find(([, l]) => l.text === 'x'),
      'x',
    )[0];
    const known = need(
      entries.find(([, l]) => cm(l) !== undefined),
      'a known side',
    );
    const t = (toNumber(theta) * Math.PI) / 180;
    const len: Record<string, number> = { hyp: 1, adj: Math.cos(t), opp: Math.sin(t) };
    const value = (toNumber(cm(known[1])!) * len[xSide]!) / len[known[0]]!;
    // Trigonometric ratios are irrational: the one place the verifier rounds a float, so it refuses
    // values too near a rounding boundary to be sure of the first decimal place.
    const tenths = value * 10;
    if (Math.abs(tenths - Math.floor(tenths) - 0.5) < 1e-6)
      throw new Unreadable('a value on a rounding boundary');
    return number(q(Math.round(tenths), 10), { unit: 'cm' });
  },
  'read-coordinates': (s) => {
    const f = fig(s);
    const p = need(
      circles(need(s.svg, 'svg')).find(
        (c) => c.r > 3 && f.labels.some((l) => l.text === 'P' && dist(l.at, c.c) < 20),
      ),
      'the point P',
    );
    const numeric = f.labels.filter((l) => /^-?\d+$/.test(l.text));
    const rowY = mode(numeric.map((l) => l.at[1]));
    const colX = mode(numeric.map((l) => l.at[0]));
    const xs = numeric.filter((l) => l.at[1] === rowY);
    const ys = numeric.filter((l) => l.at[0] === colX);
    const read = (axis: Label[], coord: number, i: 0 | 1) => {
      const [a, b] = [axis[0]!, axis[axis.length - 1]!];
      const t = (coord - a.at[i]) / (b.at[i] - a.at[i]);
      const v = Number(a.text) + t * (Number(b.text) - Number(a.text));
      if (Math.abs(v - Math.round(v)) > 0.05) throw new Unreadable('P on a grid point');
      return Math.round(v);
    };
    return exactText(`(${read(xs, p.c[0], 0)}, ${read(ys, p.c[1], 1)})`, readPoint);
  },
  'translate-a-point': (s) => {
    const m = match(
      /^The point \$\((-?\d+), (-?\d+)\)\$ is translated by the vector \$\\begin\{pmatrix\} (-?\d+) \\\\ (-?\d+) \\end\{pmatrix\}\$\./,
      s.stem,
    );
    return exactText(`(${Number(m[1]) + Number(m[3])}, ${Number(m[2]) + Number(m[4])})`, readPoint);
  },
  'back-bearings': (s) => {
    const m = match(
      /^The bearing of \$(\w)\$ from \$(\w)\$ is \$(\d{3})\^\{\\circ\}\$\. What is the bearing of \$(\w)\$ from \$(\w)\$\?$/,
      s.stem,
    );
    if (m[1] !== m[5] || m[2] !== m[4]) throw new Unreadable('the reverse bearing');
    const back = (Number(m[3]) + 180) % 360;
    if (s.figure && !s.figure.labels.some((l) => l.text === `${m[3]}°`))
      throw new Unreadable(`the figure's bearing ${m[3]}°, as the stem says`);
    const e = number(Z(back), { unit: '°' });
    return { ...e, is: (text) => e.is(text) && text.includes(`$${String(back).padStart(3, '0')}^{\\circ}$`) };
  },
  'mean-of-data': (s) => {
    const data = numbersIn(need(s.maths[0], 'the data'));
    if (!/What is the mean\?/.test(s.stem)) throw new Unreadable('the mean');
    return number(to1dpIfNotWhole(div(sum(data), Z(data.length))));
  },
  'median-of-data': (s) => {
    const data = numbersIn(need(s.maths[0], 'the data')).sort(cmpQ);
    if (!/What is the median\?/.test(s.stem)) throw new Unreadable('the median');
    const n = data.length;
    return number(n % 2 ? data[(n - 1) / 2]! : div(add(data[n / 2 - 1]!, data[n / 2]!), Z(2)));
  },
  'range-of-data': (s) => {
    const data = numbersIn(need(s.maths[0], 'the data')).sort(cmpQ);
    if (!/What is the range\?/.test(s.stem)) throw new Unreadable('the range');
    return number(sub(data[data.length - 1]!, data[0]!));
  },
  'missing-value-from-mean': (s) => {
    const m = match(
      /^The mean of \$(\d+)\$ numbers is \$([\d.]+)\$\. (\w+) of them are \$([^$]+)\$\. What is the other number\?$/,
      s.stem,
    );
    const known = numbersIn(m[4]!);
    if (known.length !== Number(m[1]) - 1) throw new Unreadable('all but one of the numbers');
    return number(sub(mul(Z(Number(m[1])), parseQ(m[2]!)), sum(known)));
  },
  'mean-from-frequency-table': (s) => {
    const rows = tableRows(fig(s), s.alt).map(([v, f]) => [parseQ(v), parseQ(f)] as const);
    const total = sum(rows.map(([, f]) => f));
    return number(to1dpIfNotWhole(div(sum(rows.map(([v, f]) => mul(v, f))), total)));
  },
  'mode-from-frequency-table': (s) => {
    const rows = tableRows(fig(s), s.alt).map(([v, f]) => [parseQ(v), parseQ(f)] as const);
    const top = rows.reduce((b, r) => (cmpQ(r[1], b[1]) > 0 ? r : b));
    if (rows.filter((r) => eq(r[1], top[1])).length !== 1) throw new Unreadable('a single mode');
    return number(top[0]);
  },
  'bar-chart-comparison': (s) => {
    const f = fig(s);
    const m = match(/How many more students chose (\w+) than (\w+)\?/, s.stem);
    const axis = f.labels.filter((l) => /^\d+$/.test(l.text)).sort((a, b) => b.at[1] - a.at[1]);
    const [a0, a1] = [axis[0]!, axis[axis.length - 1]!];
    const valueAt = (y: number) => {
      const v =
        Number(a0.text) + ((y - a0.at[1]) / (a1.at[1] - a0.at[1])) * (Number(a1.text) - Number(a0.text));
      if (Math.abs(v - Math.round(v)) > 0.05) throw new Unreadable('a bar ending on a whole number');
      return Math.round(v);
    };
    const bar = (name: string) => {
      const label = need(
        f.labels.find((l) => l.text === name),
        name,
      );
      const rect = nearest(
        f.polygons.filter((p) => p.length === 4),
        (p) => [(p[0]![0] + p[1]![0]) / 2, p[0]![1]],
        label.at,
      );
      return valueAt(Math.min(...rect.map((p) => p[1])));
    };
    const steps = /goes up in steps of (\d+), labelled every (\d+)\./.exec(s.alt ?? '');
    if (steps) {
      const grid = [...new Set(f.segments.filter((l) => l.a[1] === l.b[1]).map((l) => l.a[1]))].sort(
        (a, b) => b - a,
      );
      const every = axis[1] ? Number(axis[1].text) - Number(axis[0]!.text) : Number.NaN;
      if (
        grid.length < 2 ||
        valueAt(grid[1]!) - valueAt(grid[0]!) !== Number(steps[1]) ||
        every !== Number(steps[2])
      )
        throw new Unreadable("the text alternative's scale as drawn");
    }
    for (const said of (s.alt ?? '').matchAll(/(\w+): (\d+)/g))
      if (bar(said[1]!) !== Number(said[2]))
        throw new Unreadable(`the text alternative's ${said[1]} bar as drawn`);
    return number(Z(bar(m[1]!) - bar(m[2]!)));
  },
  'pie-chart-angle': (s) => {
    const m = match(
      /^In a survey of \$(\d+)\$ people, \$(\d+)\$ chose (\w+)\. .* What angle should the (\w+) sector be\?$/,
      s.stem,
    );
    if (m[3] !== m[4]) throw new Unreadable('the same category');
    return number(div(mul(Z(Number(m[2])), Z(360)), Z(Number(m[1]))), { unit: '°' });
  },
  'pie-chart-reading': (s) => {
    const m = match(
      /^The pie chart shows how \$(\d+)\$ students travel to school\. How many students (?:travel by (\w+)|(walk))\?$/,
      s.stem,
    );
    const name = (m[2] ?? m[3])!.toLowerCase();
    const sectors = [
      ...need(s.svg, 'svg').matchAll(
        /<path d="M ([\d.]+) ([\d.]+) L ([\d.]+) ([\d.]+) A ([\d.]+) [\d.]+ 0 ([01]) ([01]) ([\d.]+) ([\d.]+) Z"/g,
      ),
    ].map((p) => {
      const c: Pt = [Number(p[1]), Number(p[2])];
      const [from, to] = [
        direction(c, [Number(p[3]), Number(p[4])]),
        direction(c, [Number(p[8]), Number(p[9])]),
      ];
      // sweep 1 = clockwise on screen = clockwise in maths terms too (y is flipped twice)
      const span = p[7] === '1' ? (((from - to) % 360) + 360) % 360 : (((to - from) % 360) + 360) % 360;
      return { c, from, span, sweep: p[7] === '1' };
    });
    const label = need(
      fig(s).labels.find((l) => l.text.toLowerCase() === name),
      `the ${name} sector's label`,
    );
    const sectorAt = (at: Pt) =>
      sectors.find((sec) => {
        const d = direction(sec.c, at);
        const off = sec.sweep ? (((sec.from - d) % 360) + 360) % 360 : (((d - sec.from) % 360) + 360) % 360;
        return off < sec.span;
      });
    const sector = need(sectorAt(label.at), `the ${name} sector`);
    const listed = /sectors ([^.]*)\./.exec(s.alt ?? '')?.[1] ?? '';
    for (const said of listed.matchAll(/(\w+) (\d+)°/g)) {
      const l = fig(s).labels.find((x) => x.text === said[1]);
      const sec = l && sectorAt(l.at);
      if (!sec || !eq(wholeDegrees(sec.span, said[1]!), Z(Number(said[2]))))
        throw new Unreadable(`the text alternative's ${said[1]} sector as drawn`);
    }
    const angle = wholeDegrees(sector.span, `the ${name} sector`);
    for (const l of fig(s).labels.filter((x) => degrees(x) !== undefined)) {
      const within = sectors.find((sec) => {
        const d = direction(sec.c, l.at);
        const off = sec.sweep ? (((sec.from - d) % 360) + 360) % 360 : (((d - sec.from) % 360) + 360) % 360;
        return off < sec.span;
      });
      if (!within || !eq(wholeDegrees(within.span, l.text), degrees(l)!))
        throw new Unreadable(`the label ${l.text} on a sector drawn at that angle`);
    }
    return number(div(mul(angle, Z(Number(m[1]))), Z(360)));
  },
  'single-event-probability': (s) => {
    const m = match(
      /^A bag contains \$(\d+)\$ (\w+), \$(\d+)\$ (\w+) and \$(\d+)\$ (\w+) counters\. One counter is taken at random\. What is the probability that it is (\w+)\?$/,
      s.stem,
    );
    const counts = [Number(m[1]), Number(m[3]), Number(m[5])];
    const i = [m[2], m[4], m[6]].indexOf(m[7]);
    if (i < 0) throw new Unreadable('the colour');
    return number(q(counts[i]!, counts[0]! + counts[1]! + counts[2]!), { simplest: true });
  },
  'probability-of-not-happening': (s) => {
    const m = match(
      /^The probability that .* is \$([\d.]+)\$\. What is the probability that this does not happen\?$/,
      s.stem,
    );
    return number(sub(ONE, parseQ(m[1]!)));
  },
  'expected-frequency': (s) => {
    const m = match(/is \$\\frac\{(\d+)\}\{(\d+)\}\$\. The spinner is spun \$(\d+)\$ times\./, s.stem);
    return number(mul(q(Number(m[1]), Number(m[2])), Z(Number(m[3]))));
  },
  'probabilities-sum-to-one': (s) => {
    const rows = tableRows(fig(s), s.alt);
    if (rows.filter(([, p]) => p === 'x').length !== 1) throw new Unreadable('one missing probability');
    return number(sub(ONE, sum(rows.filter(([, p]) => p !== 'x').map(([, p]) => parseQ(p)))));
  },
  'independent-events-tree': (s) => {
    const m = match(
      /is \$([\d.]+)\$\. Independently, the probability that .* is \$([\d.]+)\$\. What is the probability that .* and .*\?$/,
      s.stem,
    );
    const [a, b] = [parseQ(m[1]!), parseQ(m[2]!)];
    if (s.figure) {
      const shown = s.figure.labels
        .filter((l) => /^\d*\.?\d+$/.test(l.text))
        .map((l) => show(parseQ(l.text)));
      const stated = [a, sub(ONE, a), b, sub(ONE, b), b, sub(ONE, b)].map(show);
      if (shown.sort().join() !== stated.sort().join())
        throw new Unreadable('a tree with the probabilities the stem gives');
    }
    return number(mul(a, b));
  },
  ...HIGHER_RATIO_SOLVERS,
  ...HIGHER_STATISTICS_SOLVERS,
};

function mode(xs: number[]): number {
  const counts = new Map<number, number>();
  for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

/** Base × perpendicular height of a figure with a dashed height: the labels nearest the base and the height. */
function baseTimesHeight(f: SvgFigure): Q {
  const shape = need(f.polygons[0], 'the shape');
  const height = need(
    f.segments.find((l) => l.dashed),
    'the height',
  );
  const bottom = Math.max(...shape.map((p) => p[1]));
  const base = shape.filter((p) => Math.abs(p[1] - bottom) < 0.2);
  if (base.length !== 2) throw new Unreadable('a horizontal base');
  const labels = cmLabels(f);
  const b = nearest(labels, (l) => l.at, mid(base[0]!, base[1]!));
  const h = nearest(labels, (l) => l.at, mid(height.a, height.b));
  if (b === h) throw new Unreadable('separate base and height labels');
  // The figure must be possible: the labelled sloping side is longer than the height, and the foot
  // of the height lands inside the base (√(s² − h²) < b, compared squared, exactly).
  const slant = labels.find((l) => l !== b && l !== h);
  if (slant) {
    const [bv, hv, sv] = [cm(b)!, cm(h)!, cm(slant)!];
    const along = sub(mul(sv, sv), mul(hv, hv));
    if (along.n <= 0n || cmpQ(along, mul(bv, bv)) >= 0)
      throw new Unreadable(
        `a possible figure: base ${show(bv)}, height ${show(hv)} and side ${show(sv)} put the foot outside the base`,
      );
  }
  return mul(cm(b)!, cm(h)!);
}

/** The radius of a circle figure: the labelled line from the centre (radius) or through it (diameter). */
function radius(s: Seen): Q {
  const f = fig(s);
  const [outline] = circles(need(s.svg, 'svg'));
  const circle = need(outline, 'the circle');
  const line = need(f.segments[0], 'the labelled line');
  const label = need(cmLabels(f)[0], 'the length');
  const fromCentre = dist(line.a, circle.c) < 0.5 || dist(line.b, circle.c) < 0.5;
  const through = dist(mid(line.a, line.b), circle.c) < 0.5;
  if (fromCentre === through) throw new Unreadable('a radius or a diameter');
  return fromCentre ? cm(label)! : div(cm(label)!, Z(2));
}

function pythagoras(s: Seen): Expect {
  const { square, p1, p2, labelOf } = rightTriangle(fig(s));
  const hyp = labelOf(p1, p2);
  const legs = [labelOf(square, p1), labelOf(square, p2)];
  if (new Set([hyp, ...legs]).size !== 3) throw new Unreadable('three labelled sides');
  const sq = (l: Label) => {
    const v = cm(l)!;
    return mul(v, v);
  };
  const value =
    hyp.text === 'x'
      ? add(sq(legs[0]!), sq(legs[1]!))
      : sub(
          sq(hyp),
          sq(
            need(
              legs.find((l) => l.text !== 'x'),
              'the known side',
            ),
          ),
        );
  if (value.n <= 0n) throw new Unreadable('a triangle that can exist');
  // Whole when the square root is exact; else to 1 decimal place, as the stem says.
  const whole = value.d === 1n && isqrt(value.n) ** 2n === value.n;
  if (!whole && !/Give your answer to 1 decimal place/.test(s.stem)) throw new Unreadable('how to round');
  return number(whole ? q(isqrt(value.n)) : sqrtDp(value, 1), { unit: 'cm' });
}
