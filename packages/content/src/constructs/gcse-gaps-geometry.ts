/**
 * Constructs for GCSE geometry and statistics gaps (issue 30 points 1 and 2, decision 0062): worded and
 * multi-step problems in context and a scatter graph read through its line of best fit (S6).
 */

import { type Construct, defineConstruct } from '../construct.ts';
import type { Rng } from '../prng.ts';
import { type ScatterAxis, type ScatterContext, viewCounts } from '../problems/gcse-gaps-geometry.ts';

const NAMES = ['Amara', 'Ben', 'Chen', 'Dara', 'Eli', 'Farah', 'Gus', 'Hana', 'Isaac', 'Jade'];
const ROOMS = ['kitchen', 'bathroom', 'hallway', 'bedroom', 'utility room'];

const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/** A scatter graph's axes and the line of best fit's value at the left edge and its rise per unit across. */
export const SCATTER_SHAPES: Record<
  Extract<ScatterContext, 'revision' | 'temperature' | 'height'>,
  { across: ScatterAxis; up: ScatterAxis; start: readonly number[]; slope: readonly number[]; noise: number }
> = {
  revision: {
    across: { from: 0, to: 10, step: 1 },
    up: { from: 0, to: 100, step: 10 },
    start: range(20, 40),
    slope: [5, 6],
    noise: 8,
  },
  temperature: {
    across: { from: 10, to: 30, step: 2 },
    up: { from: 0, to: 200, step: 20 },
    start: range(30, 60),
    slope: [4, 5, 6],
    noise: 15,
  },
  height: {
    across: { from: 150, to: 190, step: 5 },
    up: { from: 140, to: 200, step: 10 },
    start: [147, 148, 149, 151, 152, 153],
    slope: [1],
    noise: 4,
  },
};

/** A scatter of `count` points about the line, none at the value asked, inside the graph. */
function scatterDraw(rng: Rng) {
  const context = rng.pick(['revision', 'temperature', 'height'] as const);
  const s = SCATTER_SHAPES[context];
  const [x0, x1] = [s.across.from, s.across.to];
  const [y0, slope] = [rng.pick(s.start), rng.pick(s.slope)];
  const fit = [x0, y0, x1, y0 + slope * (x1 - x0)] as const;
  const at = (x: number) => y0 + slope * (x - x0);
  const xs = range(x0, x1).filter((x) => x > x0 && x < x1);
  const x = rng.pick(xs.slice(1, -1));
  const pool = rng.shuffle(xs.filter((v) => v !== x));
  const points = pool
    .slice(0, context === 'revision' ? 7 : 9)
    .sort((a, b) => a - b)
    .map((v) => {
      let noise = 0;
      while (noise === 0) noise = rng.int(-s.noise, s.noise);
      const y = Math.min(s.up.to, Math.max(s.up.from, at(v) + noise));
      return [v, y] as const;
    });
  return { kind: 'scatter-estimate' as const, context, across: s.across, up: s.up, points, fit, x };
}

/** Right-angled triangles with whole-number sides, for RHS (the hypotenuse is labelled). */
const TRIPLES = [
  [3, 4],
  [6, 8],
  [5, 12],
  [8, 15],
  [9, 12],
  [12, 16],
  [7, 24],
  [20, 21],
  [12, 5],
  [8, 6],
  [15, 8],
  [12, 9],
] as const;

export const GCSE_GAP_GEOMETRY_CONSTRUCTS: readonly Construct[] = [
  defineConstruct({
    constructId: 468,
    slug: 'name-an-angle-with-three-letters',
    published: { edition: 1, digest: 'dcb8c4b507906fea' },
    name: 'Name a marked angle with three letters',
    strand: 'geometry',
    subjectId: 408,
    topicUnitId: 25,
    yearGroup: 7,
    difficulty: 1,
    kind: 'name-an-angle',
    draw: (rng) => {
      // A, B, C, D clockwise from the bottom left, each corner placed within its own part of the grid.
      const corners = [
        [rng.int(0, 1), rng.int(0, 1)],
        [rng.int(0, 2), rng.int(4, 6)],
        [rng.int(6, 8), rng.int(4, 6)],
        [rng.int(6, 8), rng.int(0, 1)],
      ] as Array<[number, number]>;
      const diagonal = rng.pick([
        [0, 2],
        [1, 3],
      ] as const);
      const at = rng.pick(diagonal);
      const other = diagonal[0] === at ? diagonal[1] : diagonal[0];
      const [before, after] = [(at + 3) % 4, (at + 1) % 4];
      // The whole angle at the corner, or one of the two parts the diagonal splits it into.
      const arms = rng.pick([
        [before, after],
        [before, other],
        [other, after],
      ] as const);
      return {
        kind: 'name-an-angle',
        letters: rng.pick(['ABCD', 'PQRS', 'EFGH', 'KLMN', 'WXYZ']),
        corners,
        diagonal,
        at,
        arms: rng.chance(0.5) ? arms : [arms[1], arms[0]],
      };
    },
  }),
  defineConstruct({
    constructId: 467,
    slug: 'two-reflections-as-one-transformation',
    published: { edition: 1, digest: 'ed438a3b30ee1e76' },
    name: 'Describe two reflections as a single transformation',
    strand: 'geometry',
    subjectId: 444,
    topicUnitId: 40,
    yearGroup: 10,
    difficulty: 3,
    kind: 'combined-reflections',
    draw: (rng) => {
      const lines = [-4, -3, -2, -1, 1, 2, 3, 4];
      for (;;) {
        const axis = rng.pick(['x', 'y'] as const);
        const other = rng.chance(0.5) ? axis : axis === 'x' ? 'y' : 'x';
        const [a, b] = [rng.pick(lines), rng.pick(lines)];
        // Parallel lines apart; crossing lines off the diagonal, so the centre's coordinates differ.
        if (a === b || (axis === other && Math.abs(a - b) > 4)) continue;
        // Shape A: a right-angled triangle 2 by 1 (or 1 by 2) in a corner of the grid clear of both lines.
        const [px, py] = [rng.pick([-5, -4, 3]), rng.pick([-5, -4, 3])];
        const shape = rng.chance(0.5)
          ? [
              [px, py],
              [px + 2, py],
              [px, py + 1],
            ]
          : [
              [px, py],
              [px + 1, py],
              [px, py + 2],
            ];
        const touches = (m: { axis: 'x' | 'y'; at: number }) =>
          shape.some(([x, y]) => (m.axis === 'x' ? x : y) === m.at);
        const first = { axis, at: a };
        const second = { axis: other, at: b };
        if (touches(first) || touches(second)) continue;
        return { kind: 'combined-reflections', first, second, shape: shape as Array<[number, number]> };
      }
    },
  }),
  defineConstruct({
    constructId: 466,
    slug: 'congruence-criterion-of-two-triangles',
    published: { edition: 1, digest: 'ec2228795c7129e7' },
    name: 'Name the condition (SAS, ASA, RHS) that shows two triangles are congruent',
    strand: 'geometry',
    subjectId: 443,
    topicUnitId: 31,
    yearGroup: 9,
    difficulty: 2,
    kind: 'congruence-criterion',
    draw: (rng) => {
      const which = rng.pick(['SAS', 'ASA', 'RHS'] as const);
      if (which === 'RHS') {
        const [ab, bc] = rng.pick(TRIPLES);
        const hypLeg = rng.chance(0.5);
        return {
          kind: 'congruence-criterion',
          marks: { legs: [ab, bc], show: { ab: hypLeg, bc: !hypLeg, ac: true, angleC: false }, angleC: 0 },
        };
      }
      const bc = rng.int(4, 12);
      if (which === 'SAS') {
        const ab = rng.int(3, 12);
        return {
          kind: 'congruence-criterion',
          marks: { legs: [ab, bc], show: { ab: true, bc: true, ac: false, angleC: false }, angleC: 0 },
        };
      }
      // ASA: the right angle at B, the side BC and the angle at C; AB is drawn from them.
      const angleC = rng.int(25, 65);
      const ab = Math.round(bc * Math.tan((angleC * Math.PI) / 180) * 100) / 100;
      return {
        kind: 'congruence-criterion',
        marks: { legs: [ab, bc], show: { ab: false, bc: true, ac: false, angleC: true }, angleC },
      };
    },
  }),
  defineConstruct({
    constructId: 465,
    slug: 'plans-and-elevations-of-cubes',
    published: { edition: 1, digest: '038e6de8b3054a21' },
    name: 'Count the squares in the plan or an elevation of a solid made of cubes',
    strand: 'geometry',
    subjectId: 425,
    topicUnitId: 29,
    yearGroup: 8,
    difficulty: 2,
    kind: 'cube-views',
    draw: (rng) => {
      for (;;) {
        const width = rng.pick([3, 4]);
        // A back stack is at least as tall as the one in front of it, so no cube is hidden in the drawing.
        const front = Array.from({ length: width }, () => rng.int(0, 2));
        const back = front.map((h) => Math.min(3, h + rng.int(0, 2)));
        if (front.every((h) => h === 0) || back.some((h) => h === 0)) continue;
        const rows = [back, front];
        const counts = viewCounts(rows);
        // Four different counts, so each view's mix-up gives its own answer.
        if (new Set([counts.plan, counts.front, counts.side, counts.cubes]).size < 4) continue;
        return { kind: 'cube-views', rows, view: rng.pick(['plan', 'front', 'side'] as const) };
      }
    },
  }),
  defineConstruct({
    constructId: 463,
    slug: 'fish-tank-capacity-in-litres',
    published: { edition: 1, digest: '67c372457f5ce2c0' },
    name: 'Find the volume of water in a cuboid tank in litres',
    strand: 'geometry',
    subjectId: 421,
    topicUnitId: 29,
    yearGroup: 9,
    difficulty: 2,
    problemStyle: 'worded',
    kind: 'tank-capacity',
    draw: (rng) => {
      const name = rng.pick(NAMES);
      for (;;) {
        // A fish tank measured in cm, or a farm's water tank in metres (kept in cm: 120 = 1.2 m).
        if (rng.chance(0.5)) {
          const h = rng.pick([30, 35, 40, 45, 50, 60]);
          // Mostly well filled; sometimes under half full, so the empty space is the larger part.
          const depth = rng.chance(0.3) ? rng.pick([10, 15, 20]) : h - rng.pick([5, 10, 15]);
          if (depth >= h) continue;
          if (2 * depth === h) continue;
          const [l, w] = [rng.pick([40, 50, 60, 80, 90, 100, 120]), rng.pick([25, 30, 35, 40, 45, 50])];
          return { kind: 'tank-capacity', unit: 'cm', l, w, h, depth, name };
        }
        const h = rng.pick([100, 120, 150]);
        const depth = h - rng.pick([20, 30, 40, 50]);
        if (2 * depth === h) continue;
        const [l, w] = [rng.pick([150, 200, 250, 300]), rng.pick([80, 100, 120, 150])];
        return { kind: 'tank-capacity', unit: 'm', l, w, h, depth, name };
      }
    },
  }),
  defineConstruct({
    constructId: 464,
    slug: 'floor-packs-cost',
    published: { edition: 1, digest: '0432fe035a237438' },
    name: 'Cost a floor covered from whole packs',
    strand: 'geometry',
    subjectId: 411,
    topicUnitId: 27,
    yearGroup: 8,
    difficulty: 3,
    problemStyle: 'multi-step',
    kind: 'floor-packs-cost',
    draw: (rng) => {
      for (;;) {
        const [a10, b10] = [rng.int(25, 65), rng.int(20, 45)];
        const cover = rng.pick([2, 3]);
        // The exact number of packs is not whole, so rounding it matters.
        if ((a10 * b10) % (100 * cover) === 0 || a10 === b10) continue;
        return {
          kind: 'floor-packs-cost',
          a10,
          b10,
          cover,
          price: rng.pick([18, 22, 25, 28, 32, 35, 40]),
          room: rng.pick(ROOMS),
        };
      }
    },
  }),
  defineConstruct({
    constructId: 561,
    slug: 'scatter-graph-line-of-best-fit-estimate',
    published: { edition: 1, digest: '0267837d00538d5f' },
    name: 'Estimate a value from a scatter graph’s line of best fit',
    strand: 'statistics',
    subjectId: 513,
    topicUnitId: 33,
    yearGroup: 8,
    difficulty: 2,
    kind: 'scatter-estimate',
    draw: scatterDraw,
  }),
  defineConstruct({
    constructId: 562,
    slug: 'new-value-from-change-in-mean',
    published: { edition: 1, digest: 'db33e211b424bf29' },
    name: 'Find a new value from how much it changes the mean',
    strand: 'statistics',
    subjectId: 506,
    topicUnitId: 32,
    yearGroup: 9,
    difficulty: 3,
    problemStyle: 'multi-step',
    kind: 'mean-after-new-value',
    draw: (rng) => {
      for (;;) {
        const n = rng.int(3, 9);
        const mean = rng.int(50, 80);
        const change = rng.pick([-4, -3, -2, -1, 1, 2, 3, 4]);
        const score = mean + (n + 1) * change;
        if (score < 5 || score > 100) continue;
        return { kind: 'mean-after-new-value', name: rng.pick(NAMES), n, mean, newMean: mean + change };
      }
    },
  }),
];
