/**
 * The last GCSE gap constructs of issue 30 point 2 (decision 0062): the symmetry of a drawn shape (G1)
 * and whether an estimate from a scatter graph's line of best fit is interpolation or extrapolation (S6).
 */

import { type Construct, defineConstruct } from '../construct.ts';
import type { Rng } from '../prng.ts';
import { type Correlation, pearson, type SymmetryShape } from '../problems/gcse-gaps-finish.ts';
import { SCATTER_SHAPES } from './gcse-gaps-geometry.ts';

const NAMES = ['Amara', 'Ben', 'Chen', 'Dara', 'Eli', 'Farah', 'Gus', 'Hana', 'Isaac', 'Jade'];

/** A shape whose sizes are whole grid squares (a regular polygon's corners lie on a circle of whole radius). */
function drawShape(rng: Rng): SymmetryShape {
  for (;;) {
    const shape = rng.pick([
      'regular',
      'regular',
      'rectangle',
      'rhombus',
      'kite',
      'isosceles-trapezium',
      'parallelogram',
      'isosceles-triangle',
    ] as const);
    const [a, b] = [rng.int(2, 8), rng.int(2, 8)];
    switch (shape) {
      case 'regular':
        return { shape, sides: rng.pick([3, 4, 5, 6, 8] as const), radius: rng.int(3, 5) };
      case 'rectangle':
        // Even sides keep the corners on the grid; a square is a regular polygon.
        if (a === b || a % 2 || b % 2) continue;
        return { shape, w: a, h: b };
      case 'rhombus':
        if (a === b || a > 5 || b > 5) continue;
        return { shape, a, b };
      case 'kite': {
        const [top, bottom] = [rng.int(1, 3), rng.int(3, 7)];
        if (top === bottom || a > 5) continue;
        return { shape, a, top, bottom };
      }
      case 'isosceles-trapezium':
        if (a === b || a % 2 || b % 2 || a < 4) continue;
        return { shape, bottom: Math.max(a, b), top: Math.min(a, b), h: rng.pick([2, 4, 6]) };
      case 'parallelogram': {
        const [slant, h] = [rng.pick([-4, -2, 2, 4]), rng.pick([2, 4, 6])];
        // Not a rhombus: the slanting sides differ from the level ones.
        if (a % 2 || a * a === slant * slant + h * h) continue;
        return { shape, w: a, h, slant };
      }
      case 'isosceles-triangle':
        // Not equilateral: a height of base × √3/2 is never whole, so any whole height will do.
        if (a % 2) continue;
        return { shape, base: a, h: rng.pick([3, 4, 5, 6, 7]) };
    }
  }
}

/** A scatter over part of the horizontal axis and a value asked within the data or beyond it. */
function drawReliability(rng: Rng) {
  const context = rng.pick(['revision', 'temperature', 'height'] as const);
  const s = SCATTER_SHAPES[context];
  const [x0, x1] = [s.across.from, s.across.to];
  const [y0, slope] = [rng.pick(s.start), rng.pick(s.slope)];
  const at = (x: number) => y0 + slope * (x - x0);
  const span = x1 - x0;
  // The data covers about half the axis, leaving room for an estimate beyond it on one side or both.
  const lo = x0 + rng.int(Math.round(span / 10), Math.round(span / 3));
  const hi = lo + rng.int(Math.round(span / 2.5), Math.round(span / 2));
  const xs = Array.from({ length: hi - lo - 1 }, (_, i) => lo + 1 + i);
  const inner = rng.shuffle(xs).slice(0, Math.min(xs.length - 1, context === 'revision' ? 5 : 7));
  const plotted = [lo, ...inner, hi].sort((a, b) => a - b);
  const points = plotted.map((v) => {
    let noise = 0;
    while (noise === 0) noise = rng.int(-s.noise, s.noise);
    return [v, Math.min(s.up.to, Math.max(s.up.from, at(v) + noise))] as const;
  });
  const gaps = xs.filter((v) => !plotted.includes(v));
  const beyond = [
    ...Array.from({ length: lo - x0 - 1 }, (_, i) => x0 + 1 + i),
    ...Array.from({ length: x1 - hi - 1 }, (_, i) => hi + 1 + i),
  ].filter((v) => Math.abs(v - lo) > 1 && Math.abs(v - hi) > 1);
  const x = rng.chance(0.5) || beyond.length === 0 ? rng.pick(gaps) : rng.pick(beyond);
  return {
    kind: 'scatter-reliability' as const,
    context,
    name: rng.pick(NAMES),
    across: s.across,
    up: s.up,
    points,
    fit: [x0, y0, x1, at(x1)] as const,
    x,
  };
}

/** Each context's axes and the trend's direction: what rises together, and what falls. */
const CORRELATION_SCENES = {
  revision: { across: { from: 0, to: 10, step: 1 }, up: { from: 0, to: 100, step: 10 }, sign: 1 },
  height: { across: { from: 150, to: 190, step: 5 }, up: { from: 140, to: 200, step: 10 }, sign: 1 },
  car: { across: { from: 0, to: 10, step: 1 }, up: { from: 0, to: 20, step: 2 }, sign: -1 },
  drinks: { across: { from: 10, to: 30, step: 2 }, up: { from: 0, to: 100, step: 10 }, sign: -1 },
} as const;

/**
 * 8–12 points about a trend across most of each axis, redrawn until Pearson's r is clearly strong
 * (|r| at least 0.9) or clearly weak (|r| from 0.4 to 0.7), with the context's direction.
 */
function drawCorrelation(rng: Rng) {
  const context = rng.pick(['revision', 'height', 'car', 'drinks'] as const);
  const { across, up, sign } = CORRELATION_SCENES[context];
  const strength = rng.pick(['strong', 'weak'] as const);
  const [w, h] = [across.to - across.from, up.to - up.from];
  for (;;) {
    const count = rng.int(8, 12);
    const xs = rng
      .shuffle(Array.from({ length: w - 1 }, (_, i) => across.from + 1 + i))
      .slice(0, count)
      .sort((a, b) => a - b);
    // The trend runs from 15 % to 85 % of the vertical scale; weak points spread three times as far.
    const spread = Math.round((strength === 'strong' ? 0.06 : 0.2) * h);
    const points = xs.map((x) => {
      const t = (x - across.from) / w;
      const trend = up.from + h * (sign > 0 ? 0.15 + 0.7 * t : 0.85 - 0.7 * t);
      const y = Math.round(trend) + rng.int(-spread, spread);
      return [x, Math.min(up.to, Math.max(up.from, y))] as const;
    });
    const r = Math.abs(pearson(points));
    if (strength === 'strong' ? r < 0.9 : r < 0.4 || r > 0.7) continue;
    const correlation: Correlation = { strength, sign };
    return { kind: 'correlation-type' as const, context, across, up, points, correlation };
  }
}

export const GCSE_GAP_FINISH_CONSTRUCTS: readonly Construct[] = [
  defineConstruct({
    constructId: 469,
    slug: 'symmetry-of-a-drawn-shape',
    published: { edition: 1, digest: 'b6e4f1d70e22dbbb' },
    name: 'Count the lines of symmetry or the order of rotational symmetry of a drawn shape',
    strand: 'geometry',
    subjectId: 409,
    topicUnitId: 26,
    yearGroup: 8,
    difficulty: 1,
    kind: 'symmetry-count',
    draw: (rng) => {
      const figure = drawShape(rng);
      // A square, rectangle, rhombus or parallelogram is asked its order of rotation: for its lines the
      // beliefs give only two different wrong counts.
      const square = figure.shape === 'regular' && figure.sides === 4;
      const lines = !['rectangle', 'rhombus', 'parallelogram'].includes(figure.shape) && !square;
      return { kind: 'symmetry-count', figure, ask: lines && rng.chance(0.5) ? 'lines' : 'rotation' };
    },
  }),
  defineConstruct({
    constructId: 470,
    slug: 'l-shaped-area-cost',
    published: { edition: 1, digest: '953a30ac95ae3339' },
    name: 'Cost the covering of an L-shaped area',
    strand: 'geometry',
    subjectId: 411,
    topicUnitId: 27,
    yearGroup: 8,
    difficulty: 2,
    problemStyle: 'multi-step',
    kind: 'l-shape-cost',
    draw: (rng) => {
      for (;;) {
        const [w, h] = [rng.int(6, 15), rng.int(5, 12)];
        const [cw, ch] = [rng.int(2, w - 3), rng.int(2, h - 3)];
        // A corner well inside the rectangle, not a square cut from a square.
        if (cw * ch * 3 > w * h || (w === h && cw === ch)) continue;
        return {
          kind: 'l-shape-cost',
          scene: rng.pick(['lawn', 'patio', 'floor'] as const),
          w,
          h,
          cw,
          ch,
          price: rng.pick([4, 5, 6, 8, 12, 15, 18, 24]),
        };
      }
    },
  }),
  defineConstruct({
    constructId: 563,
    slug: 'scatter-graph-interpolation-or-extrapolation',
    published: { edition: 1, digest: '3b0e6dab9711dffb' },
    name: 'Tell interpolation from extrapolation on a scatter graph, and how far to trust it',
    strand: 'statistics',
    subjectId: 513,
    topicUnitId: 33,
    yearGroup: 8,
    difficulty: 2,
    kind: 'scatter-reliability',
    draw: drawReliability,
  }),
  defineConstruct({
    constructId: 564,
    slug: 'scatter-graph-type-of-correlation',
    published: { edition: 1, digest: 'bad5263fb34c499c' },
    name: 'Describe the strength and direction of the correlation on a scatter graph',
    strand: 'statistics',
    subjectId: 513,
    topicUnitId: 33,
    yearGroup: 8,
    difficulty: 1,
    kind: 'correlation-type',
    draw: drawCorrelation,
  }),
];
