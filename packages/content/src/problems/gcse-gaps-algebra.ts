/**
 * GCSE statements the bank did not ask yet (issue 30 point 1, helper hc1): recognising a graph's
 * equation from its shape (A12), the equation of a translated graph (A13), the equation of a circle
 * centred at the origin and of its tangent at a point (A16), the gradient of a drawn tangent as a rate
 * of change (R15) and the best buy among packs (R11, unit pricing). Every answer is worked from the
 * problem's own data; the graphs are drawn to scale from the functions themselves.
 */

import { type Answer, mathAnswer, numberAnswer } from '../answer.ts';
import { curvePieces, functionGraph } from '../function-graph.ts';
import type { KindTable } from '../kind.ts';
import { latexFraction } from '../latex.ts';
import type { RangeTable } from '../range.ts';
import { add, div, mul, type Rat, rat, sub, toNumber } from '../rational.ts';

/** The families of curve A12 names that a four-option question can show on one grid. */
export type GraphFamily = 'quadratic' | 'cubic' | 'reciprocal' | 'exponential' | 'linear';

/** One equation of a family: y = s·x² + c, s·x³ + c, s·k/x, s·kˣ or s·k·x. */
export interface GraphEquation {
  family: GraphFamily;
  sign: 1 | -1;
  k: number;
  c: number;
}

/** What a tangent's gradient measures in each scene, and the curve d = k t² drawn. */
export type RateContext = 'ball' | 'car' | 'stone';

/** A product sold in packs of different sizes. */
export type BuyProduct = 'rice' | 'juice' | 'cereal' | 'shampoo';

export type GcseGapAlgebraProblem =
  /** The graph of `shown` is drawn; which of four equations could it be? */
  | { kind: 'graph-equation'; shown: GraphEquation }
  /** y = f(x) translated by the vector (p, q); its equation in terms of f. */
  | { kind: 'translated-graph'; p: number; q: number }
  /** A circle centred at the origin through (a, b); its equation. */
  | { kind: 'circle-equation'; a: number; b: number }
  /** The tangent at (a, b) to the circle x² + y² = a² + b²; its equation as y = mx + c. */
  | { kind: 'circle-tangent'; a: number; b: number }
  /** Distance d = k t² against time, with the tangent drawn at t0 (touching and reaching t0 ± 1); the speed at t0. */
  | { kind: 'tangent-gradient'; context: RateContext; k: Rat; t0: number }
  /** Four packs `[size, pence]` of one product; which is the best value for money? */
  | { kind: 'best-buy'; product: BuyProduct; packs: Array<[number, number]> };

type P<K extends GcseGapAlgebraProblem['kind']> = Extract<GcseGapAlgebraProblem, { kind: K }>;

/** A term with its sign: `x^{2}` after `-` when negative. */
const lead = (sign: 1 | -1, body: string) => `${sign < 0 ? '-' : ''}${body}`;
const constant = (c: number) => (c === 0 ? '' : c > 0 ? ` + ${c}` : ` - ${-c}`);

/** The equation's right-hand side in LaTeX. */
export function graphTex(e: GraphEquation): string {
  switch (e.family) {
    case 'quadratic':
      return `${lead(e.sign, 'x^{2}')}${constant(e.c)}`;
    case 'cubic':
      return `${lead(e.sign, 'x^{3}')}${constant(e.c)}`;
    case 'reciprocal':
      return lead(e.sign, `\\frac{${e.k}}{x}`);
    case 'exponential':
      return lead(e.sign, `${e.k}^{x}`);
    case 'linear':
      return lead(e.sign, `${e.k === 1 ? '' : e.k}x`);
  }
}

/** y at x on the graph of the equation, or undefined where it has no value (x = 0 for k/x). */
export function graphValue(e: GraphEquation, x: number): number | undefined {
  switch (e.family) {
    case 'quadratic':
      return e.sign * x * x + e.c;
    case 'cubic':
      return e.sign * x ** 3 + e.c;
    case 'reciprocal':
      return x === 0 ? undefined : (e.sign * e.k) / x;
    case 'exponential':
      return e.sign * e.k ** x;
    case 'linear':
      return e.sign * e.k * x;
  }
}

/** The equation as an option: `y = x^{2} - 3`. */
export function graphAnswer(e: GraphEquation): Answer {
  return mathAnswer(`y = ${graphTex(e)}`, `graph:${e.family}:${e.sign}:${e.k}:${e.c}`);
}

/** The window every A12 graph is drawn in: x from −4 to 4, y from −10 to 10. */
export const GRAPH_WINDOW = { across: { from: -4, to: 4 }, up: { from: -10, to: 10 } } as const;

/** The whole-number x at which the curve has a whole-number y inside the window, for the alt text. */
function wholePoints(e: GraphEquation): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let x = -4; x <= 4; x++) {
    const y = graphValue(e, x);
    if (y !== undefined && Number.isInteger(y) && Math.abs(y) <= 10) out.push([x, y]);
  }
  return out;
}

const minus = (n: number) => (n < 0 ? `−${-n}` : `${n}`);

/** The translated graph's equation: f(x − p) + q, each shift written with its sign. */
export function shiftTex(inside: number, outside: number): string {
  const x = inside === 0 ? 'x' : inside > 0 ? `x + ${inside}` : `x - ${-inside}`;
  return `y = \\mathrm{f}(${x})${constant(outside)}`;
}

/** An option of a translation question: f(x + inside) + outside. */
export function shiftAnswer(inside: number, outside: number): Answer {
  return mathAnswer(shiftTex(inside, outside), `shift:${inside}:${outside}`);
}

/** The right-hand side of x² + y² = … written as a number or a surd. */
export function circleAnswer(rhs: string, key: string): Answer {
  return mathAnswer(`x^{2} + y^{2} = ${rhs}`, `circle:${key}`);
}

/** A line y = mx + c in LaTeX, with fractions and a bare x for m = ±1. */
export function lineTex(m: Rat, c: Rat): string {
  const mPart =
    m.n === 0 ? '' : m.d === 1 && Math.abs(m.n) === 1 ? `${m.n < 0 ? '-' : ''}x` : `${latexFraction(m)}x`;
  const cPart =
    c.n === 0
      ? ''
      : mPart === ''
        ? latexFraction(c)
        : c.n < 0
          ? ` - ${latexFraction(rat(-c.n, c.d))}`
          : ` + ${latexFraction(c)}`;
  return `y = ${mPart}${cPart || (mPart === '' ? '0' : '')}`;
}

/** A line as an option, keyed by its gradient and intercept. */
export function lineAnswer(m: Rat, c: Rat): Answer {
  return mathAnswer(lineTex(m, c), `line:${m.n}/${m.d}:${c.n}/${c.d}`);
}

/** The line with gradient m through (a, b). */
export function lineThrough(m: Rat, a: number, b: number): Answer {
  return lineAnswer(m, sub(b, mul(m, a)));
}

/** Each scene of a distance–time curve: who moves, and how fast they could sensibly go (m/s). */
export const RATE_SCENES: Record<RateContext, { who: string; top: number }> = {
  ball: { who: 'A ball rolls from rest down a long slope.', top: 25 },
  car: { who: 'A car pulls away from rest at traffic lights.', top: 50 },
  stone: { who: 'A stone is dropped from the top of a high cliff.', top: 60 },
};

/** The distance on the curve d = k t² at t. */
export const distanceAt = (p: P<'tangent-gradient'>, t: number): Rat => mul(p.k, t * t);

/** The tangent's gradient at t0 (the speed): 2 k t0. */
export const tangentGradient = (p: P<'tangent-gradient'>): Rat => mul(p.k, 2 * p.t0);

/** The tangent's ends as drawn: the points on it one second either side of t0. */
export function tangentEnds(p: P<'tangent-gradient'>): [[number, Rat], [number, Rat]] {
  const m = tangentGradient(p);
  const at = distanceAt(p, p.t0);
  return [
    [p.t0 - 1, sub(at, m)],
    [p.t0 + 1, add(at, m)],
  ];
}

/** A speed in m/s as an option. */
export const metresPerSecond = (v: Rat | number): Answer => numberAnswer(v, { unit: '\\text{ m/s}' });

/** The product's unit, the container's name and its sizes on sale. */
export const PRODUCTS: Record<BuyProduct, { unit: 'g' | 'ml'; pack: string; name: string }> = {
  rice: { unit: 'g', pack: 'bag', name: 'rice' },
  juice: { unit: 'ml', pack: 'carton', name: 'orange juice' },
  cereal: { unit: 'g', pack: 'box', name: 'cereal' },
  shampoo: { unit: 'ml', pack: 'bottle', name: 'shampoo' },
};

/** A pack as an option: "The 500 g bag". */
export function packAnswer(p: P<'best-buy'>, size: number): Answer {
  const { unit, pack } = PRODUCTS[p.product];
  return { key: `s:pack:${size}`, text: `The $${size}$ ${unit} ${pack}` };
}

/** Pence as a price in a stem: £1.20. */
const pounds = (pence: number) => `£$${(pence / 100).toFixed(2)}$`;

/** The pack with the least price for each gram or millilitre (exact: price × other size compared). */
export function bestPack(packs: ReadonlyArray<readonly [number, number]>): number {
  return [...packs].sort(([s1, p1], [s2, p2]) => p1 * s2 - p2 * s1)[0]![0];
}

export const GCSE_GAP_ALGEBRA_KINDS: KindTable<GcseGapAlgebraProblem> = {
  'graph-equation': {
    solve: (p) => graphAnswer(p.shown),
    render: (p) => {
      const { across, up } = GRAPH_WINDOW;
      const curves = curvePieces((x) => graphValue(p.shown, x), across, up);
      const points = wholePoints(p.shown)
        .map(([x, y]) => `(${minus(x)}, ${minus(y)})`)
        .join(', ');
      const pieces =
        curves.length === 2 ? ' It is drawn in two separate pieces, one each side of the y-axis.' : '';
      const alt = `A curve drawn to scale on a grid, with x across from −4 to 4 and y up from −10 to 10. It passes through the points ${points}.${pieces}`;
      const svg = functionGraph({
        across: { ...across, numbered: [-4, -3, -2, -1, 1, 2, 3, 4], grid: 1, title: 'x' },
        up: { ...up, numbered: [-10, -8, -6, -4, -2, 2, 4, 6, 8, 10], grid: 2, title: 'y' },
        curves,
        title: alt,
      });
      return { stem: 'Which of these could be the equation of the graph drawn?', diagram: { svg, alt } };
    },
  },
  'translated-graph': {
    solve: (p) => shiftAnswer(-p.p, p.q),
    render: (p) => ({
      stem: `The graph of $y = \\mathrm{f}(x)$ is translated by the vector $\\begin{pmatrix} ${p.p} \\\\ ${p.q} \\end{pmatrix}$. Which of these is the equation of the translated graph?`,
    }),
  },
  'circle-equation': {
    solve: (p) => circleAnswer(String(p.a * p.a + p.b * p.b), String(p.a * p.a + p.b * p.b)),
    render: (p) => ({
      stem: `A circle has its centre at the origin and passes through the point $(${p.a}, ${p.b})$. Which of these is the equation of the circle?`,
    }),
  },
  'circle-tangent': {
    solve: (p) => lineThrough(div(-p.a, p.b), p.a, p.b),
    render: (p) => ({
      stem: `The point $P(${p.a}, ${p.b})$ lies on the circle $x^{2} + y^{2} = ${p.a * p.a + p.b * p.b}$. Which of these is the equation of the tangent to the circle at $P$?`,
    }),
  },
  'tangent-gradient': {
    solve: (p) => metresPerSecond(tangentGradient(p)),
    render: (p) => {
      const right = p.t0 + 2;
      const topValue = toNumber(distanceAt(p, right));
      const step = niceStep(topValue / 8);
      const top = Math.ceil(topValue / step) * step;
      const upTo = (to: number, by: number) =>
        Array.from({ length: Math.round(to / by) + 1 }, (_, k) => k * by);
      const curves = curvePieces((t) => toNumber(p.k) * t * t, { from: 0, to: right }, { from: 0, to: top });
      const [[t1, d1], [t2, d2]] = tangentEnds(p);
      const at = distanceAt(p, p.t0);
      const alt = `A distance–time graph drawn to scale, with time t in seconds across from 0 to ${right} and distance d in metres up from 0 to ${top}. The curve starts at (0, 0) and gets steeper, passing through (${p.t0}, ${toNumber(at)}). A straight tangent touches the curve at that point and runs from (${t1}, ${toNumber(d1)}) to (${t2}, ${toNumber(d2)}).`;
      const svg = functionGraph({
        across: { from: 0, to: right, numbered: upTo(right, 1).slice(1), grid: 1, title: 'Time t (seconds)' },
        up: {
          from: 0,
          to: top,
          numbered: upTo(top, step).slice(1),
          grid: fineGrid(step, top, [toNumber(d1), toNumber(d2), toNumber(at)]),
          title: 'Distance d (metres)',
        },
        curves,
        tangent: [
          [t1, toNumber(d1)],
          [t2, toNumber(d2)],
        ],
        mark: [p.t0, toNumber(at)],
        title: alt,
      });
      return {
        stem: `${RATE_SCENES[p.context].who} The graph shows the distance it has travelled, $d$ metres, after $t$ seconds. The tangent to the curve at $t = ${p.t0}$ has been drawn. Use it to estimate the speed at $t = ${p.t0}$ seconds.`,
        diagram: { svg, alt },
      };
    },
  },
  'best-buy': {
    solve: (p) => packAnswer(p, bestPack(p.packs)),
    render: (p) => {
      const { unit, pack, name } = PRODUCTS[p.product];
      const list = p.packs.map(([size, pence]) => `a $${size}$ ${unit} ${pack} for ${pounds(pence)}`);
      return {
        stem: `A shop sells ${name} in four sizes: ${list.slice(0, 3).join(', ')} and ${list[3]}. Which ${pack} is the best value for money?`,
      };
    },
  },
};

/**
 * The finest-but-not-crowded grid for a numbered step: the largest spacing that divides the step and
 * every value the student must read (the tangent's ends and the point touched), so each lies on a grid
 * line; at most 40 lines, else a fifth of the step.
 */
function fineGrid(step: number, top: number, values: readonly number[]): number {
  const fits = [50, 25, 20, 10, 5, 4, 2, 1].filter(
    (g) => step % g === 0 && top / g <= 40 && values.every((v) => v % g === 0),
  );
  return fits[0] ?? step / 5;
}

/** A grid step of 1, 2 or 5 times a power of ten, at least `rough`. */
function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  return [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough)!;
}

/** A speed is above 0 and within what the mover could reach. */
export const GCSE_GAP_ALGEBRA_RANGES: RangeTable<GcseGapAlgebraProblem> = {
  'tangent-gradient': (p) => ({ min: 0, minOpen: true, max: RATE_SCENES[p.context].top }),
};
