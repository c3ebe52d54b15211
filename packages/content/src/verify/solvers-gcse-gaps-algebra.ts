/**
 * Verifier solvers for the constructs of `constructs/gcse-gaps-algebra.ts`. Each reads the question as
 * the student sees it: a graph's equation is tested against the points of the curve drawn (read from
 * its pixels against the numbered axes), a translation from the vector's numbers, a circle from
 * Pythagoras on the point, a tangent as the line through the point at right angles to the radius, a
 * speed from the drawn tangent's two ends, and a best buy by comparing price × size crosswise. None of
 * this calls the content's generators or solvers.
 */

import type { Label } from '../test/svg-geometry.ts';
import { add, div, eq, mul, parseQ, type Q, q, show, sub } from './exact.ts';
import { exactText, number } from './expect.ts';
import type { Seen, Solver } from './solver.ts';
import { axis } from './solvers-figures-higher.ts';
import { Unreadable } from './unreadable.ts';

function read(re: RegExp, text: string): RegExpExecArray {
  const m = re.exec(text);
  if (!m) throw new Unreadable(`cannot read "${text.slice(0, 60)}…"`);
  return m;
}

/** The number labels of a graph split into its two axes: those in one row, and those in one column. */
function numberedAxes(s: Seen): { across: Label[]; up: Label[] } {
  const numbers = (s.figure?.labels ?? []).filter((l) => /^-?\d+$/.test(l.text));
  const rows = new Map<number, Label[]>();
  for (const l of numbers) rows.set(l.at[1], [...(rows.get(l.at[1]) ?? []), l]);
  const across = [...rows.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  const up = numbers.filter((l) => !across.includes(l));
  if (across.length < 3 || up.length < 3) throw new Unreadable('two numbered axes');
  return { across, up };
}

/** A continuous scale from pixels to values, from one axis's labels (checked to be evenly spaced). */
function scale(labels: readonly Label[], along: 0 | 1): (pixel: number) => number {
  const sorted = [...labels].sort((a, b) => a.at[along] - b.at[along]);
  const [a, b] = [sorted[0]!, sorted[sorted.length - 1]!];
  const perUnit = (b.at[along] - a.at[along]) / (Number(b.text) - Number(a.text));
  for (const l of sorted)
    if (Math.abs(a.at[along] + (Number(l.text) - Number(a.text)) * perUnit - l.at[along]) > 0.5)
      throw new Unreadable('an axis drawn to scale');
  return (pixel) => Number(a.text) + (pixel - a.at[along]) / perUnit;
}

/** y as a function of x from an option `y = …` of the forms a GCSE graph question uses. */
export function readCurve(text: string): ((x: number) => number) | undefined {
  const t = text.replaceAll('$', '').replace(/\s+/g, '');
  const m = /^y=(-?)(.*)$/.exec(t);
  if (!m) return undefined;
  const sign = m[1] ? -1 : 1;
  const body = m[2]!;
  let r = /^x\^\{([23])\}([+-]\d+)?$/.exec(body);
  if (r) {
    const [power, c] = [Number(r[1]), Number(r[2] ?? 0)];
    return (x) => sign * x ** power + c;
  }
  r = /^\\frac\{(\d+)\}\{x\}$/.exec(body);
  if (r) return (x) => (sign * Number(r![1])) / x;
  r = /^(\d+)\^\{x\}$/.exec(body);
  if (r) return (x) => sign * Number(r![1]) ** x;
  r = /^(\d*)x$/.exec(body);
  if (r) return (x) => sign * Number(r![1] || 1) * x;
  return undefined;
}

/** A translated graph's option: y = f(x + a) + b, read as [a, b]. */
function readShift(text: string): [number, number] | undefined {
  const t = text.replaceAll('$', '').replace(/\s+/g, '');
  const m = /^y=\\mathrm\{f\}\(x(?:([+-])(\d+))?\)(?:([+-])(\d+))?$/.exec(t);
  if (!m) return undefined;
  const inside = m[1] ? (m[1] === '-' ? -1 : 1) * Number(m[2]) : 0;
  const outside = m[3] ? (m[3] === '-' ? -1 : 1) * Number(m[4]) : 0;
  return [inside, outside];
}

/** A number, fraction or negative fraction in LaTeX. */
function readNumber(text: string): Q {
  const f = /^(-?)\\frac\{(\d+)\}\{(\d+)\}$/.exec(text);
  if (f) return q(BigInt(`${f[1]}${f[2]}`), BigInt(f[3]!));
  if (!/^-?\d+$/.test(text)) throw new Unreadable(`a number: ${text}`);
  return parseQ(text);
}

/** A straight line y = mx + c (m or c may be fractions, m may be ±1 or absent), as [m, c]. */
export function readLine(text: string): [Q, Q] | undefined {
  const t = text.replaceAll('$', '').replace(/\s+/g, '');
  const m = /^y=(-?(?:\\frac\{\d+\}\{\d+\}|\d+)?)x((?:[+-](?:\\frac\{\d+\}\{\d+\}|\d+))?)$/.exec(t);
  if (!m) return undefined;
  try {
    const slope = m[1] === '' ? q(1) : m[1] === '-' ? q(-1) : readNumber(m[1]!);
    const c = m[2] ? readNumber(m[2].replace(/^\+/, '')) : q(0);
    return [slope, c];
  } catch {
    return undefined;
  }
}

/** x² + y² = N or √N, as N and whether it is under a root. */
function readCircle(text: string): { n: number; root: boolean } | undefined {
  const t = text.replaceAll('$', '').replace(/\s+/g, '');
  const m = /^x\^\{2\}\+y\^\{2\}=(\\sqrt\{)?(-?\d+)\}?$/.exec(t);
  return m ? { n: Number(m[2]), root: m[1] !== undefined } : undefined;
}

export const GCSE_GAP_ALGEBRA_SOLVERS: Readonly<Record<string, Solver>> = {
  'equation-from-graph-shape': (s) => {
    const f = s.figure;
    if (!f?.polylines.length) throw new Unreadable('a drawn curve');
    const { across, up } = numberedAxes(s);
    const [x, y] = [scale(across, 0), scale(up, 1)];
    const points = f.polylines.flatMap((piece) => piece.map(([a, b]) => [x(a), y(b)] as const));
    // The text alternative's points are on the curve drawn: each within a rounding of a drawn point.
    for (const [, a, b] of (s.alt ?? '').replaceAll('−', '-').matchAll(/\((-?\d+), (-?\d+)\)/g)) {
      const near = points.some(
        ([px, py]) => Math.abs(px - Number(a)) < 0.03 && Math.abs(py - Number(b)) < 0.3,
      );
      if (!near) throw new Unreadable(`the text alternative's point (${a}, ${b}) on the drawn curve`);
    }
    // An equation fits when every drawn point is on it, within what the drawing's rounding allows.
    const fits = (text: string) => {
      const g = readCurve(text);
      // The drawing rounds to a tenth of a pixel (x to about 0.004): allow that times the slope.
      const slope = (a: number) => g && Math.abs(g(a + 0.001) - g(a - 0.001)) / 0.002;
      return g !== undefined && points.every(([a, b]) => Math.abs(g(a) - b) < 0.05 + 0.005 * slope(a)!);
    };
    const showing = s.options.filter(fits);
    return {
      answer: showing.length === 1 ? showing[0]! : `the one equation through all ${points.length} points`,
      is: fits,
      identity: (text) => (readCurve(text) ? text.replace(/\s+/g, '') : undefined),
    };
  },
  'equation-of-translated-graph': (s) => {
    const m = read(/\\begin\{pmatrix\} (-?\d+) \\\\ (-?\d+) \\end\{pmatrix\}/, s.stem);
    const [right, upward] = [Number(m[1]), Number(m[2])];
    // Each point (x, y) goes to (x + right, y + upward): the new graph at x takes f's value at x − right, plus upward.
    return exactText(`${-right}:${upward}`, (text) => readShift(text)?.join(':'));
  },
  'equation-of-circle-through-point': (s) => {
    const m = read(/the point \$\((-?\d+), (-?\d+)\)\$/, s.stem);
    const [a, b] = [Number(m[1]), Number(m[2])];
    // The radius is the distance from (0, 0) to (a, b), and every point is r² = a² + b² from the centre squared.
    return exactText(`${a * a + b * b}`, (text) => {
      const c = readCircle(text);
      return c && (c.root ? `√${c.n}` : `${c.n}`);
    });
  },
  'tangent-to-circle-at-point': (s) => {
    const m = read(/\$P\((-?\d+), (-?\d+)\)\$ lies on the circle \$x\^\{2\} \+ y\^\{2\} = (\d+)\$/, s.stem);
    const [a, b, r2] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (a * a + b * b !== r2) throw new Unreadable('a point on the circle');
    // Through P, and at right angles to OP: gradient × (b/a) = −1, so gradient × b = −a.
    const fits = (text: string) => {
      const l = readLine(text);
      if (!l) return false;
      const [g, c] = l;
      return eq(mul(g, q(b)), q(-a)) && eq(sub(q(b), mul(g, q(a))), c);
    };
    return {
      answer: `the line through (${a}, ${b}) at right angles to OP`,
      is: fits,
      identity: (text) => {
        const l = readLine(text);
        return l && `${l[0].n}/${l[0].d}:${l[1].n}/${l[1].d}`;
      },
    };
  },
  'speed-from-tangent-to-distance-time-curve': (s) => {
    const t0 = Number(read(/The tangent to the curve at \$t = (\d+)\$ has been drawn/, s.stem)[1]);
    const tangent = (s.figure?.segments ?? []).filter((g) => g.stroke === '#9a3412');
    if (tangent.length !== 1) throw new Unreadable('one drawn tangent');
    const { across, up } = numberedAxes(s);
    const [x, y] = [axis(across, 0), axis(up, 1)];
    const [[t1, d1], [t2, d2]] = [tangent[0]!.a, tangent[0]!.b].map(([a, b]) => [x(a), y(b)] as const) as [
      readonly [Q, Q],
      readonly [Q, Q],
    ];
    const said = /runs from \((\d+), (\d+)\) to \((\d+), (\d+)\)/.exec(s.alt ?? '');
    if (said?.slice(1).join() !== [t1, d1, t2, d2].map((v) => show(v)).join())
      throw new Unreadable('the text alternative giving the tangent drawn');
    // The tangent touches the curve at the time asked: the midpoint of the drawn tangent.
    if (!eq(div(add(t1, t2), q(2)), q(t0))) throw new Unreadable('a tangent at the time asked');
    return number(div(sub(d2, d1), sub(t2, t1)), { unit: 'm/s' });
  },
  'best-buy-from-four-packs': (s) => {
    const packs = [...s.stem.matchAll(/a \$(\d+)\$ (?:g|ml) [a-z]+ for £\$(\d+\.\d\d)\$/g)].map(
      (m) => [Number(m[1]), Math.round(Number(m[2]) * 100)] as const,
    );
    if (packs.length !== 4) throw new Unreadable('four packs with their prices');
    // Pack A beats pack B when its price per gram is less: priceA × sizeB < priceB × sizeA.
    const best = packs.filter(([size, pence]) => packs.every(([s2, p2]) => pence * s2 <= p2 * size));
    if (best.length !== 1) throw new Unreadable('one best buy');
    return exactText(String(best[0]![0]), (text) => /^The \$(\d+)\$ (?:g|ml) [a-z]+$/.exec(text)?.[1]);
  },
  'weekly-pay-with-overtime': (s) => {
    const m = read(
      /paid £\$(\d+(?:\.\d\d)?)\$ an hour for the first \$(\d+)\$ hours worked each week, and (time and a half|double time) for every hour after that\. One week [A-Z][a-z]+ works \$(\d+)\$ hours\./,
      s.stem,
    );
    const [rate, basic, hours] = [parseQ(m[1]!), q(Number(m[2])), q(Number(m[4]))];
    const times = m[3] === 'double time' ? q(2) : q(3, 2);
    // Basic hours at the rate, the hours over them at the higher rate.
    return number(add(mul(rate, basic), mul(mul(rate, times), sub(hours, basic))), { unit: '£' });
  },
  'energy-bill-with-standing-charge': (s) => {
    const m = read(
      /covers \$(\d+)\$ days\. There is a standing charge of \$(\d+)\$p a day, and each kWh used costs \$(\d+)\$p\. The household used \$(\d+)\$ kWh\./,
      s.stem,
    );
    const [days, standing, price, units] = m.slice(1, 5).map((v) => q(Number(v))) as [Q, Q, Q, Q];
    return number(div(add(mul(days, standing), mul(units, price)), q(100)), { unit: '£' });
  },
  'form-and-solve-perimeter-equation': (s) => {
    const m = read(
      /^A rectangle is \$\((\d*)x ([+-]) (\d+)\)\$ cm long and \$\((\d*)x ([+-]) (\d+)\)\$ cm wide\. Its perimeter is \$(\d+)\$ cm\./,
      s.stem,
    );
    const coef = (t: string) => q(Number(t || '1'));
    const con = (sign: string, t: string) => q((sign === '-' ? -1 : 1) * Number(t));
    const [a, b, c, d] = [coef(m[1]!), con(m[2]!, m[3]!), coef(m[4]!), con(m[5]!, m[6]!)];
    // 2(ax + b) + 2(cx + d) = P, so x = (P/2 − b − d) ÷ (a + c).
    const x = div(sub(sub(div(q(Number(m[7])), q(2)), b), d), add(a, c));
    return number(x);
  },
  'form-and-solve-ticket-price-equation': (s) => {
    const m = read(
      /buys \$(\d+)\$ adult tickets? and \$(\d+)\$ child tickets? for a show\. An adult ticket costs £\$(\d+)\$ more than a child ticket\. The tickets cost £\$(\d+)\$ altogether\. How much does one (adult|child) ticket cost\?$/,
      s.stem,
    );
    const [adults, children, extra, total] = m.slice(1, 5).map((v) => q(Number(v))) as [Q, Q, Q, Q];
    // adults(c + extra) + children × c = total.
    const child = div(sub(total, mul(adults, extra)), add(adults, children));
    return number(m[5] === 'child' ? child : add(child, extra), { unit: '£' });
  },
  'arrival-time-of-two-stage-journey': (s) => {
    const m = read(
      /leaves a bus station at \$(\d\d)\{:\}(\d\d)\$\. It travels \$(\d+)\$ km at an average speed of \$(\d+)\$ km\/h, stops for \$(\d+)\$ minutes, then travels \$(\d+)\$ km at an average speed of \$(\d+)\$ km\/h\./,
      s.stem,
    );
    const n = m.slice(1).map(Number);
    const minutes = add(
      add(div(q(n[2]! * 60), q(n[3]!)), div(q(n[5]! * 60), q(n[6]!))),
      q(n[4]! + n[0]! * 60 + n[1]!),
    );
    if (minutes.d !== 1n) throw new Unreadable('an arrival on a whole minute');
    const at = Number(minutes.n) % 1440;
    const clock = `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
    return exactText(clock, (text) => /^\$(\d\d)\{:\}(\d\d)\$$/.exec(text)?.slice(1, 3).join(':'));
  },
  'compare-prices-in-two-currencies': (s) => {
    const m = read(
      /costs £\$(\d+)\$ in a shop in the UK and €\$(\d+(?:\.\d\d)?)\$ in a shop in Spain\. The exchange rate is £\$1\$ = €\$(\d+(?:\.\d+)?)\$\./,
      s.stem,
    );
    const [pounds, euros, rate] = [parseQ(m[1]!), parseQ(m[2]!), parseQ(m[3]!)];
    const d = sub(pounds, div(euros, rate));
    return number(d.n < 0n ? q(-d.n, d.d) : d, { unit: '£' });
  },
};
