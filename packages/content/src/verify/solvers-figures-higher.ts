/**
 * Verifier solvers for the constructs read from a figure (issue 30 point 4): four circle theorems, a
 * cumulative frequency graph and Venn diagrams. Each reads the stem and the figure as drawn (points on
 * the circle, the plotted line against its scales, the counts inside the circles) and works the answer
 * out its own way, in exact fractions; none calls the content's generators.
 */

import type { Label, Pt, SvgFigure } from '../test/svg-geometry.ts';
import { add, div, mul, type Q, q, sub } from './exact.ts';
import { number } from './expect.ts';
import type { Seen, Solver } from './solver.ts';
import { circles, dist } from './solver-helpers.ts';
import { Unreadable } from './unreadable.ts';

function read(re: RegExp, text: string, what: string): RegExpExecArray {
  const m = re.exec(text);
  if (!m) throw new Unreadable(`cannot read ${what}`);
  return m;
}

const Z = (n: number | string) => q(BigInt(n));
const degrees = (x: Q) => number(x, { unit: '°' });

/** Every "angle $XYZ$ is $n^{\circ}$" in the stem, by its three letters. */
function givenAngles(stem: string): Map<string, number> {
  return new Map(
    [...stem.matchAll(/[Aa]ngle \$([A-Z]{3})\$ is \$(\d+)\^\{\\circ\}\$/g)].map((m) => [m[1]!, Number(m[2])]),
  );
}

/** The angle at v between its rays to a and b, in degrees (0–180), from the drawn coordinates. */
function drawnAngle(v: Pt, a: Pt, b: Pt): number {
  const [u, w] = [
    [a[0] - v[0], a[1] - v[1]],
    [b[0] - v[0], b[1] - v[1]],
  ] as const;
  const cos = (u[0] * w[0] + u[1] * w[1]) / (Math.hypot(...u) * Math.hypot(...w));
  return (Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI;
}

/**
 * The figure agrees with the stem: each named point is the line end nearest its letter, the points
 * said to be on the circle are on it, each given angle is drawn at its size and x marks the asked
 * angle drawn at the size worked out.
 */
function circleFigureAgrees(s: Seen, onCircle: string, asked: string, answer: number): void {
  const f: SvgFigure | undefined = s.figure;
  if (!f) throw new Unreadable('a figure');
  const outline = circles(s.svg ?? '').sort((x, y) => y.r - x.r)[0];
  if (!outline) throw new Unreadable('the circle');
  const ends = f.segments.flatMap((l) => [l.a, l.b]);
  const point = (name: string): Pt => {
    const l = f.labels.find((x) => x.text === name);
    if (!l) throw new Unreadable(`the point ${name}`);
    return [...ends].sort((p, r) => dist(p, l.at) - dist(r, l.at))[0]!;
  };
  for (const name of onCircle)
    if (Math.abs(dist(point(name), outline.c) - outline.r) > 0.6)
      throw new Unreadable(`${name} on the circle`);
  const check = (angle: string, size: number) => {
    const [a, v, b] = [...angle].map(point) as [Pt, Pt, Pt];
    const drawn = drawnAngle(v, a, b);
    if (Math.abs(drawn - size) > 0.6)
      throw new Unreadable(`${angle} drawn as ${drawn.toFixed(1)}°, not ${size}°`);
  };
  for (const [angle, size] of givenAngles(s.stem)) {
    if (!f.labels.some((l) => l.text === `${size}°`)) throw new Unreadable(`${angle} marked ${size}°`);
    check(angle, size);
  }
  if (!f.labels.some((l) => l.text === 'x')) throw new Unreadable('x marked');
  check(asked, answer);
}

/** The angle asked: "Work out the size of angle $XYZ$, marked $x$." */
const askedAngle = (stem: string) =>
  read(/size of angle \$([A-Z]{3})\$, marked \$x\$\.$/, stem, 'the angle asked')[1]!;

/** A circle-theorem solver: reads the given angles, works out the asked one, checks the figure. */
function circleTheorem(
  onCircle: string,
  setting: RegExp,
  work: (given: Map<string, number>, asked: string) => number,
): Solver {
  return (s) => {
    if (!setting.test(s.stem)) throw new Unreadable(`the setting ${setting.source.slice(0, 40)}`);
    const asked = askedAngle(s.stem);
    const answer = work(givenAngles(s.stem), asked);
    if (!(answer > 0 && answer < 180)) throw new Unreadable('angles that make the figure');
    circleFigureAgrees(s, onCircle, asked, answer);
    return degrees(Z(answer));
  };
}

const need = (given: Map<string, number>, name: string) => {
  const v = given.get(name);
  if (v === undefined) throw new Unreadable(`angle ${name}`);
  return v;
};

// ---------- a cumulative frequency graph ----------

/** The numbers along one axis (labels sharing a row or a column), as a map from drawn position to value. */
export function axis(labels: readonly Label[], along: 0 | 1): (pixel: number) => Q {
  const sorted = [...labels].sort((a, b) => a.at[along] - b.at[along]);
  if (sorted.length < 3) throw new Unreadable('an axis with its numbers');
  const [a, b] = [sorted[0]!, sorted[sorted.length - 1]!];
  const perUnit = (b.at[along] - a.at[along]) / (Number(b.text) - Number(a.text));
  for (const l of sorted)
    if (Math.abs(a.at[along] + (Number(l.text) - Number(a.text)) * perUnit - l.at[along]) > 0.5)
      throw new Unreadable('an axis drawn to scale');
  // Plotted values are whole numbers; a point more than a tenth of a unit off one is not on the grid.
  return (pixel) => {
    const v = Number(a.text) + (pixel - a.at[along]) / perUnit;
    if (Math.abs(v - Math.round(v)) > 0.1) throw new Unreadable('a plotted point on whole numbers');
    return Z(Math.round(v));
  };
}

/** The plotted points of a cumulative frequency graph as (value, cumulative frequency), checked against the alt text. */
function cumulativePoints(s: Seen): Array<[Q, Q]> {
  const f = s.figure;
  if (f?.polylines.length !== 1) throw new Unreadable('one plotted line');
  const numbers = f.labels.filter((l) => /^\d+$/.test(l.text));
  const base = Math.max(...numbers.map((l) => l.at[1]));
  const across = axis(
    numbers.filter((l) => l.at[1] === base),
    0,
  );
  const upright = axis(
    numbers.filter((l) => l.at[1] !== base),
    1,
  );
  const points = f.polylines[0]!.map(([x, y]) => [across(x), upright(y)] as [Q, Q]);
  const said = [...(s.alt ?? '').matchAll(/(\d+) at (\d+)/g)].map((m) => `${m[2]}:${m[1]}`);
  if (said.join() !== points.map(([v, c]) => `${v.n}:${c.n}`).join())
    throw new Unreadable('the text alternative giving the plotted points');
  return points;
}

/** The value where the line is at cumulative frequency `at`, by similar triangles on the segment that reaches it. */
function across(points: ReadonlyArray<[Q, Q]>, at: Q): Q {
  for (let i = 1; i < points.length; i++) {
    const [[x0, c0], [x1, c1]] = [points[i - 1]!, points[i]!];
    if (c1.n * at.d >= at.n * c1.d && c1.n * c0.d > c0.n * c1.d)
      return add(x0, div(mul(sub(x1, x0), sub(at, c0)), sub(c1, c0)));
  }
  throw new Unreadable('a position on the graph');
}

const cumulative: Solver = (s) => {
  const n = Z(read(/graph shows [^$]*\$(\d+)\$/, s.stem, 'how many')[1]!);
  const what = read(
    /estimate the (median|lower quartile|upper quartile|interquartile range) of/,
    s.stem,
    'what',
  )[1];
  const points = cumulativePoints(s);
  const last = points[points.length - 1]!;
  if (points[0]![1].n !== 0n || last[1].n !== n.n) throw new Unreadable(`a graph from 0 up to ${n.n}`);
  const at = (k: number) => across(points, div(mul(n, Z(k)), Z(4)));
  const value = { median: at(2), 'lower quartile': at(1), 'upper quartile': at(3) }[what as 'median'];
  return number(what === 'interquartile range' ? sub(at(3), at(1)) : value);
};

// ---------- a Venn diagram ----------

/** Each region's count as drawn: the numbers inside the circles, by which circles hold them. */
function vennCounts(s: Seen): Map<string, number> {
  const f = s.figure;
  if (!f) throw new Unreadable('a figure');
  const rings = circles(s.svg ?? '');
  const names = f.labels.filter((l) => /^[ABC]$/.test(l.text));
  if (rings.length < 2 || names.length !== rings.length) throw new Unreadable('named circles');
  // Each circle is named by the letter nearest its edge.
  const named = rings.map((r) => {
    const l = [...names].sort(
      (a, b) => Math.abs(dist(a.at, r.c) - r.r) - Math.abs(dist(b.at, r.c) - r.r),
    )[0]!;
    return { ...r, name: l.text };
  });
  const counts = new Map<string, number>();
  for (const l of f.labels.filter((x) => /^\d+$/.test(x.text))) {
    const region = named
      .filter((r) => dist(l.at, r.c) < r.r)
      .map((r) => r.name)
      .sort()
      .join('');
    if (counts.has(region)) throw new Unreadable('one number a region');
    counts.set(region, Number(l.text));
  }
  if (counts.size !== 2 ** rings.length) throw new Unreadable('a number in every region');
  return counts;
}

const venn: Solver = (s) => {
  const counts = vennCounts(s);
  const total = [...counts.values()].reduce((x, y) => x + y, 0);
  if (Number(read(/shows the \$(\d+)\$/, s.stem, 'the total')[1]) !== total)
    throw new Unreadable('the total of the regions');
  const event = read(/\$P\(([^$]+)\)\$[.?]$/, s.stem, 'the probability asked')[1]!.replace(/\s+/g, '');
  const count = (test: (region: string) => boolean) =>
    [...counts].reduce((x, [region, n]) => x + (test(region) ? n : 0), 0);
  const inAll = (sets: string) => (region: string) => [...sets].every((c) => region.includes(c));
  const conditional = /^([ABC])\\mid([ABC])$/.exec(event);
  if (conditional) {
    const [, wanted, known] = conditional as unknown as [string, string, string];
    return number(q(count(inAll(wanted + known)), count(inAll(known))), { simplest: true });
  }
  const top: Record<string, (r: string) => boolean> = {
    'A\\capB': inAll('AB'),
    'A\\cupB': (r) => r.includes('A') || r.includes('B'),
    "A'": (r) => !r.includes('A'),
  };
  const test = top[event];
  if (!test) throw new Unreadable(`the event ${event}`);
  return number(q(count(test), total), { simplest: true });
};

export const FIGURE_HIGHER_SOLVERS: Readonly<Record<string, Solver>> = {
  // A triangle on a diameter has a right angle on the circle at C, so ABC = 90° − CAB.
  'angle-in-a-semicircle': circleTheorem('ABC', /\$AB\$ is a diameter of the circle/, (g, asked) => {
    if (asked !== 'ABC') throw new Unreadable('angle ABC');
    return 90 - need(g, 'CAB');
  }),
  // Each tangent meets its radius at 90°, so the kite OAPB has 360° − 180° left for O and P.
  'tangents-from-a-point': circleTheorem('AB', /\$PA\$ and \$PB\$ are tangents/, (g, asked) => {
    if (asked !== 'AOB') throw new Unreadable('angle AOB');
    return 180 - need(g, 'APB');
  }),
  // ACB and ADB stand on the same arc AB, so ACB = ADB; then the angles of triangle ABC.
  'angles-in-the-same-segment': circleTheorem('ABCD', /are points on a circle\./, (g, asked) => {
    if (asked !== 'ABC') throw new Unreadable('angle ABC');
    return 180 - need(g, 'ADB') - need(g, 'CAB');
  }),
  // The tangent–chord angle PTA equals TBA in the alternate segment; then the angles of triangle TAB.
  'alternate-segment-theorem': circleTheorem(
    'TAB',
    /\$PT\$ is a tangent to the circle at \$T\$/,
    (g, asked) => {
      if (asked !== 'TAB') throw new Unreadable('angle TAB');
      return 180 - need(g, 'PTA') - need(g, 'ATB');
    },
  ),
  'median-quartile-from-cumulative-frequency': cumulative,
  'interquartile-range-from-cumulative-frequency': cumulative,
  'probability-from-venn-diagram': venn,
  'conditional-probability-from-venn-diagram': venn,
  'three-set-venn-diagram-probability': venn,
};
