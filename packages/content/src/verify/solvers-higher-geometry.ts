/**
 * Verifier solvers for the GCSE Higher geometry constructs. Each reads the stem as the student
 * sees it and works the answer out its own way, in BigInt fractions: a sector as its fraction of a
 * turn, a cone as a third of its cylinder, a root by integer square roots.
 */

import {
  add,
  cmpQ,
  div,
  floorQ,
  isqrt,
  mul,
  neg,
  ONE,
  type Q,
  q,
  roundDp,
  sqrtDp,
  sub,
  sum,
  toNumber,
} from './exact.ts';
import { type Expect, exactText, number } from './expect.ts';
import type { Solver } from './solver.ts';
import { Unreadable } from './unreadable.ts';

function read(re: RegExp, text: string, what: string): RegExpExecArray {
  const m = re.exec(text);
  if (!m) throw new Unreadable(`cannot read ${what}`);
  return m;
}

/** A length written as "$12\text{ cm}$" right after `before`: its value and unit. */
function lengthAfter(stem: string, before: string): { value: Q; unit: string } {
  const m = read(
    new RegExp(`${before} \\$(\\d+)\\\\text\\{ (cm|m)\\}\\$`),
    stem,
    `the length after "${before}"`,
  );
  return { value: q(BigInt(m[1]!)), unit: m[2]! };
}

/** An angle written as "$72^{\circ}$" right after `before`. */
function angleAfter(stem: string, before: string): Q {
  return q(
    BigInt(
      read(new RegExp(`${before} \\$(\\d+)\\^\\{\\\\circ\\}\\$`), stem, `the angle after "${before}"`)[1]!,
    ),
  );
}

const inPi = (stem: string) => {
  if (!/Give your answer in terms of \$\\pi\$/.test(stem)) throw new Unreadable('an answer in terms of π');
};

/** The arc: the sector's fraction of a whole turn, times the circumference 2πr. */
function arc(r: { value: Q; unit: string }, angle: Q): Expect {
  const fraction = div(angle, q(360));
  return number(mul(fraction, mul(q(2), r.value)), { pi: 1, unit: r.unit });
}

/** The sector: the sector's fraction of a whole turn, times the circle's area πr². */
function sector(r: { value: Q; unit: string }, angle: Q): Expect {
  const fraction = div(angle, q(360));
  return number(mul(fraction, mul(r.value, r.value)), { pi: 1, unit: `${r.unit}^2` });
}

/** The radius from "a radius of $5 cm$" or "a diameter of $10 cm$". */
function radiusOf(stem: string): Q {
  const m = read(/a (radius|diameter) of \$(\d+)\\text\{ cm\}\$/, stem, 'a radius or a diameter');
  const v = q(BigInt(m[2]!));
  return m[1] === 'radius' ? v : div(v, q(2));
}

/** The whole root when n is a square, else √n to 1 decimal place, as the stem asks. */
function rootAsAsked(n: Q, stem: string): Q {
  if (n.d === 1n && isqrt(n.n) ** 2n === n.n) return q(isqrt(n.n));
  if (!/Give your answer to 1 decimal place/.test(stem)) throw new Unreadable('how to round');
  return sqrtDp(n, 1);
}

/** A column vector's components from "\begin{pmatrix} 3 \\ -2 \end{pmatrix}". */
function columnVector(latex: string): [Q, Q] {
  const m = read(
    /\\begin\{pmatrix\}\s*(-?\d+)\s*\\\\\s*(-?\d+)\s*\\end\{pmatrix\}/,
    latex,
    'a column vector',
  );
  return [q(BigInt(m[1]!)), q(BigInt(m[2]!))];
}

/** An option that is a column vector, as "(x, y)"; undefined when it is not one. */
function vectorOption(text: string): string | undefined {
  try {
    const [x, y] = columnVector(text.trim().replace(/^\$|\$$/g, ''));
    return `(${x.n}, ${y.n})`;
  } catch {
    return undefined;
  }
}

const degrees = (x: Q) => number(x, { unit: '°' });

// ---------- trigonometry in any triangle ----------

/** π to 35 decimal places, rounded down. */
const PI_LOW = q(314159265358979323846264338327950288n, 10n ** 35n);
const CUT = 10n ** 45n;

/** x truncated to a multiple of 10⁻⁴⁵, so the fractions of a long series stay small. */
function cut(x: Q): Q {
  return q((x.n * CUT) / x.d, CUT);
}

/** sin or cos of a whole number of degrees from 0 to 180, within 10⁻³⁰ (Taylor series, exact fractions). */
function trigDegrees(deg: Q, fn: 'sin' | 'cos'): Q {
  if (cmpQ(deg, q(0)) < 0 || cmpQ(deg, q(180)) > 0) throw new Unreadable('an angle of a triangle');
  const x = cut(div(mul(deg, PI_LOW), q(180)));
  const x2 = cut(mul(x, x));
  const terms: Q[] = [fn === 'sin' ? x : ONE];
  for (let k = fn === 'sin' ? 2n : 1n; k < 90n; k += 2n)
    terms.push(cut(neg(div(mul(terms[terms.length - 1]!, x2), q(k * (k + 1n))))));
  return sum(terms);
}

/** A length known to within 10⁻²⁰ rounded to 1 decimal place, refused when that close to a boundary. */
function tenthsOf(x: Q): Q {
  const scaled = mul(x, q(10));
  const frac = sub(scaled, q(floorQ(scaled)));
  if (cmpQ(sub(frac, q(1, 2)), q(1, 10n ** 20n)) < 0 && cmpQ(sub(q(1, 2), frac), q(1, 10n ** 20n)) < 0)
    throw new Unreadable('a length on a rounding boundary');
  return roundDp(x, 1);
}

/** The angles of triangle ABC named in a stem ("angle $BAC$ is $40^{\circ}$"), keyed by their vertex. */
function anglesAt(stem: string): Map<string, Q> {
  return new Map(
    [...stem.matchAll(/angle \$([ABC])([ABC])([ABC])\$ is \$(\d+)\^\{\\circ\}\$/g)].map((m) => [
      m[2]!,
      q(BigInt(m[4]!)),
    ]),
  );
}

/** The sides of triangle ABC named in a stem ("side $AB$ is $7\text{ cm}$"), keyed by their two letters. */
function sidesOf(stem: string): Map<string, Q> {
  return new Map(
    [...stem.matchAll(/side \$([ABC]{2})\$ is \$(\d+)\\text\{ cm\}\$/g)].map((m) => [
      m[1]!,
      q(BigInt(m[2]!)),
    ]),
  );
}

/** The vertex opposite a side ("BC" → "A"). */
function opposite(side: string): string {
  const v = [...'ABC'].filter((c) => !side.includes(c));
  if (v.length !== 1) throw new Unreadable(`a side of triangle ABC, not ${side}`);
  return v[0]!;
}

function askedSide(stem: string): string {
  if (!/^In triangle \$ABC\$/.test(stem) || !/Give your answer to 1 decimal place/.test(stem))
    throw new Unreadable('a triangle ABC with a length to 1 decimal place');
  return read(/length of side \$([ABC]{2})\$/, stem, 'the side asked')[1]!;
}

// ---------- circle figures ----------

type Point = readonly [number, number];

const gap = (p: Point, r: Point) => Math.hypot(p[0] - r[0], p[1] - r[1]);

/** The angle at v between its rays to a and b, in degrees (0–180), from the drawn coordinates. */
function drawnAngle(v: Point, a: Point, b: Point): number {
  const [u, w] = [
    [a[0] - v[0], a[1] - v[1]],
    [b[0] - v[0], b[1] - v[1]],
  ] as const;
  const cos = (u[0] * w[0] + u[1] * w[1]) / (Math.hypot(...u) * Math.hypot(...w));
  return (Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI;
}

/**
 * The circle figure as drawn agrees with the stem: A, B and C on the circle, O at its centre, C on
 * the major arc (on O's side of AB), and the marked angle drawn at the size it and the stem give.
 */
function circleFigureAgrees(s: Parameters<Solver>[0], marked: string, value: Q): void {
  const f = s.figure!;
  const outline = [...(s.svg ?? '').matchAll(/<circle cx="([\d.-]+)" cy="([\d.-]+)" r="([\d.]+)"/g)]
    .map((m) => ({ c: [Number(m[1]), Number(m[2])] as Point, r: Number(m[3]) }))
    .sort((x, y) => y.r - x.r)[0];
  if (!outline) throw new Unreadable('the circle');
  const ends = f.segments.flatMap((l) => [l.a, l.b]);
  const pointNamed = (name: string): Point => {
    const l = f.labels.find((x) => x.text === name);
    if (!l) throw new Unreadable(`the point ${name}`);
    return [...ends].sort((p, r) => gap(p, l.at) - gap(r, l.at))[0]!;
  };
  const [a, b, c] = ['A', 'B', 'C'].map(pointNamed) as [Point, Point, Point];
  const o = outline.c;
  for (const p of [a, b, c])
    if (Math.abs(gap(p, o) - outline.r) > 0.6) throw new Unreadable('A, B and C on the circle');
  for (const p of [a, b])
    if (
      !f.segments.some(
        (l) => (gap(l.a, o) < 0.6 && gap(l.b, p) < 0.6) || (gap(l.b, o) < 0.6 && gap(l.a, p) < 0.6),
      )
    )
      throw new Unreadable('the radii OA and OB');
  // O and C on the same side of the chord AB: C is on the major arc.
  const side = (p: Point) => Math.sign((b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]));
  if (side(c) !== side(o)) throw new Unreadable('C on the major arc as drawn');
  const labels = f.labels.filter((l) => /°$/.test(l.text));
  if (labels.length !== 1 || labels[0]!.text !== `${value.n}°`)
    throw new Unreadable("the figure's angle, as the stem gives it");
  const drawn = marked === 'ACB' ? drawnAngle(c, a, b) : drawnAngle(o, a, b);
  if (Math.abs(drawn - Number(value.n)) > 0.6)
    throw new Unreadable(`${marked} drawn as ${drawn.toFixed(1)}°, not ${value.n}°`);
}

/** The circle of a figure (its largest circle) and the points named by its letter labels. */
function circleAndPoints(s: Parameters<Solver>[0], names: readonly string[]) {
  const f = s.figure!;
  const outline = [...(s.svg ?? '').matchAll(/<circle cx="([\d.-]+)" cy="([\d.-]+)" r="([\d.]+)"/g)]
    .map((m) => ({ c: [Number(m[1]), Number(m[2])] as Point, r: Number(m[3]) }))
    .sort((x, y) => y.r - x.r)[0];
  if (!outline) throw new Unreadable('the circle');
  const ends = f.segments.flatMap((l) => [l.a, l.b]);
  const points = names.map((name): Point => {
    const l = f.labels.find((x) => x.text === name);
    if (!l) throw new Unreadable(`the point ${name}`);
    return [...ends].sort((p, r) => gap(p, l.at) - gap(r, l.at))[0]!;
  });
  for (const p of points)
    if (Math.abs(gap(p, outline.c) - outline.r) > 0.6)
      throw new Unreadable(`${names.join(', ')} on the circle`);
  return { o: outline.c, points };
}

/**
 * The cyclic quadrilateral as drawn agrees with the stem: A, B, C and D on the circle in that order
 * round it, and each angle the figure labels drawn at the size it and the stem give.
 */
function quadrilateralFigureAgrees(s: Parameters<Solver>[0], known: ReadonlyMap<string, Q>): void {
  const { o, points } = circleAndPoints(s, ['A', 'B', 'C', 'D']);
  const turn = points.map((p) => Math.atan2(o[1] - p[1], p[0] - o[0]));
  // In order round the circle: the turns from A to B, B to C, C to D and D to A all go the same way and make one revolution.
  const steps = turn.map(
    (t, i) => (((turn[(i + 1) % 4]! - t) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI),
  );
  const total = steps.reduce((x, y) => x + y, 0);
  if (Math.abs(total - 2 * Math.PI) > 1e-6 && Math.abs(total - 6 * Math.PI) > 1e-6)
    throw new Unreadable('A, B, C and D in order round the circle');
  const labels = s.figure!.labels.filter((l) => /°$/.test(l.text));
  for (const l of labels) {
    const i = [0, 1, 2, 3].sort((x, y) => gap(points[x]!, l.at) - gap(points[y]!, l.at))[0]!;
    const name = 'ABCD'[i]!;
    const value = known.get(name);
    if (!value || l.text !== `${value.n}°`) throw new Unreadable(`the angle at ${name} as the stem gives it`);
    const drawn = drawnAngle(points[i]!, points[(i + 1) % 4]!, points[(i + 3) % 4]!);
    if (Math.abs(drawn - Number(value.n)) > 0.6)
      throw new Unreadable(`angle ${name} drawn as ${drawn.toFixed(1)}°, not ${value.n}°`);
  }
  if (labels.length !== known.size) throw new Unreadable('each given angle marked on the figure');
}

/** The side across from the angle between sides b and c, a² = b² + c² − 2bc cos A, to 1 decimal place. */
function includedAngleSide(b: Q, c: Q, angle: Q): Q {
  const square = sub(add(mul(b, b), mul(c, c)), mul(mul(q(2), mul(b, c)), trigDegrees(angle, 'cos')));
  // A float proposes k; exact squares confirm that (k − ½)/10 ≤ a < (k + ½)/10, with room for the series' error.
  const root = q(Math.round(10 * Math.sqrt(toNumber(square))), 10);
  const margin = q(1, 10n ** 20n);
  const [low, high] = [sub(root, q(1, 20)), add(root, q(1, 20))];
  if (cmpQ(sub(square, mul(low, low)), margin) < 0 || cmpQ(sub(mul(high, high), square), margin) < 0)
    throw new Unreadable('a length on a rounding boundary');
  return root;
}

export const HIGHER_GEOMETRY_SOLVERS: Readonly<Record<string, Solver>> = {
  'arc-length': (s) => {
    inPi(s.stem);
    if (!/Work out the length of its arc/.test(s.stem)) throw new Unreadable('an arc length');
    return arc(lengthAfter(s.stem, 'radius'), angleAfter(s.stem, 'an angle of'));
  },
  'arc-length-big-wheel': (s) => {
    // The seat on the rim travels along the arc its angle cuts off.
    inPi(s.stem);
    if (!/seat on its rim/.test(s.stem) || !/How far/.test(s.stem))
      throw new Unreadable('the distance travelled');
    return arc(lengthAfter(s.stem, 'radius'), angleAfter(s.stem, 'an angle of'));
  },
  'sector-area': (s) => {
    inPi(s.stem);
    if (!/Work out its area/.test(s.stem)) throw new Unreadable('an area');
    return sector(lengthAfter(s.stem, 'radius'), angleAfter(s.stem, 'an angle of'));
  },
  'sector-area-sprinkler': (s) => {
    // The spray reaches a distance r all round the angle it turns through: a sector of radius r.
    inPi(s.stem);
    if (!/What area of lawn/.test(s.stem)) throw new Unreadable('an area of lawn');
    return sector(lengthAfter(s.stem, 'up to'), angleAfter(s.stem, 'an angle of'));
  },
  'volume-of-a-cone': (s) => {
    if (!/in \$\\text\{cm\}\^\{3\}\$ in terms of \$\\pi\$/.test(s.stem))
      throw new Unreadable('cm³ in terms of π');
    const r = radiusOf(s.stem);
    const h = q(BigInt(read(/\$(\d+)\\text\{ cm\}\$ deep/, s.stem, 'the depth')[1]!));
    // A third of the cylinder with the same base and height.
    const cylinder = mul(mul(r, r), h);
    return number(div(cylinder, q(3)), { pi: 1, unit: 'cm^3' });
  },
  'volume-of-a-sphere': (s) => {
    inPi(s.stem);
    if (!/Work out its volume/.test(s.stem)) throw new Unreadable('a volume');
    const r = radiusOf(s.stem);
    return number(mul(q(4, 3), mul(r, mul(r, r))), { pi: 1, unit: 'cm^3' });
  },
  'surface-area-of-a-sphere': (s) => {
    inPi(s.stem);
    if (!/Work out its surface area/.test(s.stem)) throw new Unreadable('a surface area');
    const r = radiusOf(s.stem);
    return number(mul(q(4), mul(r, r)), { pi: 1, unit: 'cm^2' });
  },
  'combine-column-vectors': (s) => {
    const a = columnVector(read(/\\mathbf\{a\} = ([^$]+)/, s.stem, 'vector a')[1]!);
    const b = columnVector(read(/\\mathbf\{b\} = ([^$]+)/, s.stem, 'vector b')[1]!);
    const m = read(/Work out \$(\d+)\\mathbf\{a\} ([+-]) (\d+)\\mathbf\{b\}\$/, s.stem, 'the combination');
    const [ka, kb] = [q(BigInt(m[1]!)), q(BigInt(m[3]!))];
    const term = (i: 0 | 1) => (m[2] === '-' ? sub : add)(mul(ka, a[i]), mul(kb, b[i]));
    const [x, y] = [term(0), term(1)];
    return exactText(`(${x.n}, ${y.n})`, vectorOption);
  },
  'magnitude-of-a-vector': (s) => {
    if (!/magnitude of the vector/.test(s.stem)) throw new Unreadable('a magnitude');
    const [x, y] = columnVector(s.stem);
    return number(rootAsAsked(add(mul(x, x), mul(y, y)), s.stem), { unit: '' });
  },
  'longest-rod-in-a-box': (s) => {
    // The rod runs corner to opposite corner: across the base, then up, two right-angled triangles.
    const [l, w, h] = [...s.stem.matchAll(/\$(\d+)\\text\{ cm\}\$ (long|wide|high)/g)].map((m) =>
      q(BigInt(m[1]!)),
    );
    if (!l || !w || !h) throw new Unreadable('three edges');
    const baseSquared = add(mul(l, l), mul(w, w));
    return number(rootAsAsked(add(baseSquared, mul(h, h)), s.stem), { unit: 'cm' });
  },
  'angle-at-the-centre': (s) => {
    if (!/centre \$O\$/.test(s.stem) || !/\$C\$ is on the major arc \$AB\$/.test(s.stem))
      throw new Unreadable('C on the major arc of a circle with centre O');
    const given = read(/Angle \$(ACB|AOB)\$ is \$(\d+)\^\{\\circ\}\$/, s.stem, 'the given angle');
    const asked = read(/size of angle \$(ACB|AOB)\$/, s.stem, 'the angle asked')[1];
    const value = q(BigInt(given[2]!));
    if (given[1] === asked) throw new Unreadable('a different angle asked');
    if (s.figure) circleFigureAgrees(s, given[1]!, value);
    // Both stand on the minor arc AB; the one at O is twice the one at C.
    return degrees(asked === 'AOB' ? mul(value, q(2)) : div(value, q(2)));
  },
  'cosine-rule-missing-side': (s) => {
    // Two sides and the angle between them: the side across from that angle, a² = b² + c² − 2bc cos A.
    const asked = askedSide(s.stem);
    const angles = anglesAt(s.stem);
    const sides = sidesOf(s.stem);
    const vertex = opposite(asked);
    const included = angles.get(vertex);
    const [b, c] = [...sides].filter(([name]) => name.includes(vertex)).map(([, v]) => v);
    if (!included || !b || !c || angles.size !== 1 || sides.size !== 2)
      throw new Unreadable('two sides and the angle between them');
    return number(includedAngleSide(b, c, included), { unit: 'cm' });
  },
  'cosine-rule-footpaths': (s) => {
    // The car park and the two walkers make a triangle: the paths are two sides, the angle between them given.
    const angle = angleAfter(s.stem, 'at an angle of');
    const walked = [...s.stem.matchAll(/walks \$(\d+)\\text\{ km\}\$/g)].map((m) => q(BigInt(m[1]!)));
    if (
      walked.length !== 2 ||
      !/How far apart/.test(s.stem) ||
      !/Give your answer to 1 decimal place/.test(s.stem)
    )
      throw new Unreadable('two walks from one point and the distance between them, to 1 decimal place');
    return number(includedAngleSide(walked[0]!, walked[1]!, angle), { unit: 'km' });
  },
  'sine-rule-missing-side': (s) => {
    // a / sin A = b / sin B: the side asked over the sine of its opposite angle equals the side given over its own.
    const asked = askedSide(s.stem);
    const angles = anglesAt(s.stem);
    const sides = sidesOf(s.stem);
    if (angles.size !== 2 || sides.size !== 1) throw new Unreadable('two angles and a side');
    const third = [...'ABC'].find((v) => !angles.has(v))!;
    angles.set(third, sub(q(180), sum([...angles.values()])));
    const [[givenSide, given]] = [...sides] as [[string, Q]];
    const angleAt = (v: string) => {
      const a = angles.get(v)!;
      if (cmpQ(a, q(0)) <= 0) throw new Unreadable('angles that make a triangle');
      return a;
    };
    const sinAsked = trigDegrees(angleAt(opposite(asked)), 'sin');
    const sinGiven = trigDegrees(angleAt(opposite(givenSide)), 'sin');
    return number(tenthsOf(div(mul(given, sinAsked), sinGiven)), { unit: 'cm' });
  },
  'cyclic-quadrilateral-angles': (s) => {
    if (!/\$ABCD\$ is a cyclic quadrilateral/.test(s.stem)) throw new Unreadable('a cyclic quadrilateral');
    const known = new Map(
      [...s.stem.matchAll(/angle \$([ABCD])\$ is \$(\d+)\^\{\\circ\}\$/gi)].map((m) => [
        m[1]!,
        q(BigInt(m[2]!)),
      ]),
    );
    const asked = read(/size of angle \$([ABCD])\$/, s.stem, 'the angle asked')[1]!;
    const letters = 'ABCD';
    const opposite = letters[(letters.indexOf(asked) + 2) % 4]!;
    const across = known.get(opposite);
    if (!across) throw new Unreadable(`the angle opposite ${asked}`);
    if (s.figure) quadrilateralFigureAgrees(s, known);
    return degrees(sub(q(180), across));
  },
};
