/**
 * What the solvers of every strand share: reading figures, tables, numbers in words, inequalities,
 * points and ratios, and the few sums more than one solver does (split from `solvers.ts`).
 */

import type { Label, Pt, SvgFigure } from '../test/svg-geometry.ts';
import {
  add,
  cmpQ,
  div,
  isInt,
  isqrt,
  mul,
  neg,
  ONE,
  parseQ,
  type Q,
  q,
  roundDp,
  show,
  sqrtDp,
  sub,
} from './exact.ts';
import { type Expect, number } from './expect.ts';
import { addPoly, coefficient, constantOf, type Poly, readPoly } from './poly.ts';
import { readQuantity } from './read.ts';
import type { Seen } from './solver.ts';
import { Unreadable } from './unreadable.ts';

export function need<T>(x: T | undefined | null, what: string): T {
  if (x === undefined || x === null) throw new Unreadable(`cannot read ${what}`);
  return x;
}

export function match(re: RegExp, text: string): RegExpExecArray {
  return need(re.exec(text), `"${text.slice(0, 60)}…" as ${re.source.slice(0, 40)}`);
}

/** The value of arithmetic written in LaTeX. */
export function arithmetic(latex: string): Q {
  return need(constantOf(readPoly(latex)), `a number from ${latex}`);
}

export const to1dpIfNotWhole = (x: Q) => (isInt(x) ? x : roundDp(x, 1));
export const percent = (x: Q) => div(x, q(100));
export const Z = (n: number) => q(n);

// ---------- figures ----------

export function fig(s: Seen): SvgFigure {
  return need(s.figure, 'a figure');
}

/** The centimetres in a label such as "7 cm". */
export function cm(l: Label): Q | undefined {
  const m = /^(\d+(?:\.\d+)?) cm$/.exec(l.text);
  return m ? parseQ(m[1]!) : undefined;
}

export function cmLabels(f: SvgFigure): Label[] {
  return f.labels.filter((l) => cm(l) !== undefined);
}

export function dist(a: Pt, b: Pt): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

export function mid(a: Pt, b: Pt): Pt {
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
}

export function nearest<T>(items: readonly T[], at: (t: T) => Pt, p: Pt): T {
  return need([...items].sort((x, y) => dist(at(x), p) - dist(at(y), p))[0], 'the label nearest a point');
}

/** The degrees in a label "65°". */
export function degrees(l: Label): Q | undefined {
  const m = /^(\d+(?:\.\d+)?)°$/.exec(l.text);
  return m ? parseQ(m[1]!) : undefined;
}

export function degreeLabels(f: SvgFigure): Q[] {
  return f.labels.map(degrees).filter((x): x is Q => x !== undefined);
}

export function hasX(f: SvgFigure) {
  if (!f.labels.some((l) => l.text === 'x')) throw new Unreadable('no angle marked x');
}

/** Direction p → r in maths degrees (y up). */
export function direction(p: Pt, r: Pt): number {
  return ((Math.atan2(p[1] - r[1], r[0] - p[0]) * 180) / Math.PI + 360) % 360;
}

/** A float known to be close to a whole number of degrees, as that whole number. */
export function wholeDegrees(x: number, what: string): Q {
  const r = Math.round(x);
  if (Math.abs(x - r) > 0.5) throw new Unreadable(`${what} is drawn as ${x.toFixed(2)}°, not a whole number`);
  return Z(r);
}

/** The right-angled triangle of a figure: its corners, with the right angle at `square`. */
export function rightTriangle(f: SvgFigure) {
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

export function circles(svg: string): Array<{ c: Pt; r: number; fill: string }> {
  return [...svg.matchAll(/<circle cx="([\d.-]+)" cy="([\d.-]+)" r="([\d.]+)"(?: fill="([^"]*)")?/g)].map(
    (m) => ({ c: [Number(m[1]), Number(m[2])] as Pt, r: Number(m[3]), fill: m[4] ?? '' }),
  );
}

/** A two-column table drawn as text: rows of [left, right] labels below the header. */
export function tableRows(f: SvgFigure, alt = ''): Array<[string, string]> {
  const out = tableRowsAsDrawn(f);
  // A frequency table's text alternative lists the same rows: "0 goals: frequency 8; 1 goal: …".
  const said = [...alt.matchAll(/(\d+) \w+: frequency (\d+)/g)].map((m) => `${m[1]}:${m[2]}`);
  if (said.length > 0 && said.join() !== out.map(([v, n]) => `${v}:${n}`).join())
    throw new Unreadable("the text alternative's table as drawn");
  if (new Set(out.map(([v]) => v)).size !== out.length) throw new Unreadable('a table whose rows differ');
  return out;
}

export function tableRowsAsDrawn(f: SvgFigure): Array<[string, string]> {
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

export const POLYGONS: Record<string, number> = {
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

export function polygonSides(stem: string): number {
  const n = /(\d+)-sided/.exec(stem);
  if (n) return Number(n[1]);
  const name = Object.keys(POLYGONS).find((k) => new RegExp(`\\b${k}\\b`).test(stem));
  return need(name ? POLYGONS[name] : undefined, 'the polygon');
}

export const METRIC: Record<string, Q> = {
  millimetres: q(1, 1000),
  centimetres: q(1, 100),
  metres: ONE,
  kilometres: Z(1000),
  grams: ONE,
  kilograms: Z(1000),
  millilitres: q(1, 1000),
  litres: ONE,
};
export const METRIC_SYMBOL: Record<string, string> = {
  millimetres: 'mm',
  centimetres: 'cm',
  metres: 'm',
  kilometres: 'km',
  grams: 'g',
  kilograms: 'kg',
  millilitres: 'ml',
  litres: 'l',
};
export const LENGTH: Record<string, Q> = { mm: q(1, 1000), cm: q(1, 100), m: ONE, km: Z(1000) };

export function isPrime(n: bigint): boolean {
  if (n < 2n) return false;
  for (let p = 2n; p * p <= n; p++) if (n % p === 0n) return false;
  return true;
}

export function squarefree(n: bigint): boolean {
  for (let p = 2n; p * p <= n; p++) if (n % (p * p) === 0n) return false;
  return true;
}

/** "x \le 8" → "≤ 8" with the value exact; undefined when it is not an inequality in x. */
export function readInequality(text: string): string | undefined {
  const m = /^\$?x\s*(<|>|\\le|\\ge|=)\s*(.+?)\$?$/.exec(text.trim());
  if (!m) return undefined;
  const v = readQuantity(`$${m[2]}$`);
  if (!v) return undefined;
  return `${m[1]} ${show(v.value)}`;
}

export function readPoint(text: string): string | undefined {
  const m = /^\$?\((-?[\d.]+),\s*(-?[\d.]+)\)\$?$/.exec(text.trim());
  return m ? `(${show(parseQ(m[1]!))}, ${show(parseQ(m[2]!))})` : undefined;
}

export function readRatio(text: string): [bigint, bigint] | undefined {
  const m = /^\$?(\d+)\s*:\s*(\d+)\$?$/.exec(text.trim());
  return m ? [BigInt(m[1]!), BigInt(m[2]!)] : undefined;
}

/** A linear equation or expression side L − R as a polynomial. */
export function sides(latex: string, relation = '='): Poly {
  const [l, r] = latex.split(relation);
  return addPoly(readPoly(need(l, 'a left side')), readPoly(need(r, 'a right side')), -1);
}

export function solveLinear(p: Poly): Q {
  const a = coefficient(p, 'x^1');
  if (a.n === 0n || p.size > 2 || (p.size === 2 && !p.has(''))) throw new Unreadable('not linear in x');
  return div(neg(coefficient(p, '')), a);
}

export const money = (x: Q) => number(x, { unit: '£' });

export function mode(xs: number[]): number {
  const counts = new Map<number, number>();
  for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

/** Base × perpendicular height of a figure with a dashed height: the labels nearest the base and the height. */
export function baseTimesHeight(f: SvgFigure): Q {
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
export function radius(s: Seen): Q {
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

export function pythagoras(s: Seen): Expect {
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
