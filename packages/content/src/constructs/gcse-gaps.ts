/**
 * Constructs for GCSE statements no construct asked before (issue 30 point 1): A3 (and A6's equation
 * or identity), G21 and G23. Text only, no figure.
 */

import { type Construct, defineConstruct } from '../construct.ts';
import type { Rng } from '../prng.ts';
import { sinFixed } from '../problems/exact-trig.ts';
import {
  type GcseGapProblem,
  halfProductTimes,
  POOLED_OBJECTS,
  type PooledObject,
  type Vocabulary,
} from '../problems/gcse-gaps.ts';

/** Formulae a GCSE student meets, each linking quantities by their usual letters. */
const FORMULAE = [
  'A = lw',
  'P = 2l + 2w',
  'v = u + at',
  'F = ma',
  'V = lwh',
  'C = \\pi d',
  'A = \\frac{1}{2}bh',
  's = \\frac{d}{t}',
];

/**
 * One statement of each kind with fresh numbers: an equation with exactly one solution (so it is
 * never an identity), an identity that is a true rewriting for every x, an inequality and a formula.
 */
function statements(rng: Rng): Record<Vocabulary, string> {
  const [a, b] = [rng.int(2, 9), rng.int(2, 9)];
  const s = rng.int(2, 9);
  const expression = rng.pick([`${a}x + ${b}`, `${a}(x - ${b})`, `x^{2} + ${a}x`, `${a}x + ${b}y`]);
  const equation = rng.pick([
    `${a}x + ${b} = ${a * s + b}`,
    `${a}x - ${b} = ${a * s - b}`,
    `${a}(x + ${b}) = ${a * (s + b)}`,
    `x^{2} = ${s * s}`,
  ]);
  const identity = rng.pick([
    `${a}(x + ${b}) = ${a}x + ${a * b}`,
    `${a}x + ${b}x = ${a + b}x`,
    `(x + ${b})^{2} = x^{2} + ${2 * b}x + ${b * b}`,
    `x^{2} - ${b * b} = (x + ${b})(x - ${b})`,
  ]);
  const inequality = rng.pick([`${a}x + ${b} < ${a * s + b}`, `${a}x - ${b} \\geq ${a * s - b}`]);
  return { expression, equation, formula: rng.pick(FORMULAE), identity, inequality };
}

/** A smaller first experiment and a larger second one. */
const POOLED_TRIALS = [
  [20, 80],
  [25, 100],
  [40, 160],
  [50, 200],
  [80, 320],
  [100, 400],
] as const;

/** The true chance of the outcome counted: each object is biased (which is why it is being tested). */
const BIASED: Record<PooledObject, readonly number[]> = {
  spinner4: [0.2, 0.3, 0.35, 0.4],
  spinner5: [0.15, 0.25, 0.3],
  coin: [0.35, 0.4, 0.6, 0.65],
  dice10: [0.05, 0.15, 0.2],
};

const NAMES = ['Amir', 'Beth', 'Chloe', 'Dev', 'Ella', 'Femi', 'Grace', 'Hassan'];

type Asked = Extract<GcseGapProblem, { kind: 'algebra-vocabulary' }>['ask'];

export const GCSE_GAP_CONSTRUCTS: readonly Construct[] = [
  defineConstruct({
    constructId: 260,
    slug: 'expression-equation-formula-identity',
    published: { edition: 1, digest: '9bdd2f3b9c710eff' },
    name: 'Tell an expression, an equation, a formula and an identity apart',
    strand: 'algebra',
    subjectId: 207,
    topicUnitId: 12,
    yearGroup: 8,
    difficulty: 2,
    kind: 'algebra-vocabulary',
    draw: (rng) => ({
      kind: 'algebra-vocabulary',
      style: rng.pick(['which', 'name'] as const),
      ask: rng.pick<Asked>(['expression', 'equation', 'formula', 'identity']),
      items: statements(rng),
    }),
  }),
  defineConstruct({
    constructId: 460,
    slug: 'exact-trigonometric-values',
    published: { edition: 1, digest: 'aa8fdef4023187df' },
    name: 'Know and use the exact values of sin, cos and tan at 30°, 45° and 60°',
    strand: 'geometry',
    subjectId: 432,
    topicUnitId: 30,
    yearGroup: 10,
    difficulty: 2,
    kind: 'exact-trig-value',
    draw: (rng) => ({
      kind: 'exact-trig-value',
      fn: rng.pick(['sin', 'cos', 'tan'] as const),
      angle: rng.pick([30, 45, 60] as const),
      // A quarter are the values on their own; the rest use them, as in 8 sin 30°.
      k: rng.chance(0.25) ? 1 : rng.int(2, 12),
    }),
  }),
  defineConstruct({
    constructId: 461,
    slug: 'triangle-area-half-ab-sin-c',
    published: { edition: 1, digest: 'e0510a80a3ce36ef' },
    name: 'Find the area of a triangle as ½ab sin C',
    strand: 'geometry',
    subjectId: 476,
    topicUnitId: 40,
    yearGroup: 11,
    difficulty: 2,
    kind: 'triangle-area-sine',
    draw: (rng) => {
      for (;;) {
        const [a, b] = [rng.int(4, 15), rng.int(4, 15)];
        // Not a right angle (½ab would be the area itself); acute and obtuse both, as the exam asks.
        const C = rng.pick([
          ...Array.from({ length: 61 }, (_, i) => 20 + i),
          ...[100, 110, 115, 120, 130, 140],
        ]);
        if (a === b || C === 90) continue;
        const p = { kind: 'triangle-area-sine' as const, a, b, C };
        // An area too near a rounding boundary to be sure of is not drawn.
        if (halfProductTimes(p, sinFixed(C))) return p;
      }
    },
  }),
  defineConstruct({
    constructId: 462,
    slug: 'faces-edges-vertices',
    published: { edition: 1, digest: '1305bda9cfc8afbe' },
    name: 'Count the faces, edges and vertices of prisms and pyramids',
    strand: 'geometry',
    subjectId: 424,
    topicUnitId: 29,
    yearGroup: 7,
    difficulty: 1,
    kind: 'solid-count',
    draw: (rng) => {
      const solid = rng.pick(['prism', 'pyramid'] as const);
      // A pyramid has as many faces as vertices, so a count of its faces has one fewer fair distractor.
      const asks =
        solid === 'prism' ? (['faces', 'edges', 'vertices'] as const) : (['edges', 'vertices'] as const);
      // A square prism is a cuboid, and a triangular-based pyramid a tetrahedron: named as pupils meet them.
      const sides = solid === 'prism' ? [3, 5, 6, 7, 8, 10] : [4, 5, 6, 7, 8, 10];
      return { kind: 'solid-count', solid, n: rng.pick(sides), ask: rng.pick(asks) };
    },
  }),
  defineConstruct({
    constructId: 560,
    slug: 'relative-frequency-from-all-trials',
    published: { edition: 1, digest: 'b9d62d568c3d4c10' },
    name: 'Estimate a probability from all the trials of two experiments',
    strand: 'statistics',
    subjectId: 543,
    topicUnitId: 47,
    yearGroup: 10,
    difficulty: 2,
    problemStyle: 'multi-step',
    kind: 'pooled-relative-frequency',
    draw: (rng) => {
      const object = rng.pick(Object.keys(POOLED_OBJECTS) as PooledObject[]);
      // Trial counts whose sum, like each of them, has only 2s and 5s as factors, so every estimate is a terminating decimal.
      const [n1, n2] = rng.pick(POOLED_TRIALS);
      const p = rng.pick(BIASED[object]);
      const near = (n: number, spread: number) =>
        Math.min(n - 2, Math.max(2, Math.round(n * p) + rng.int(-spread, spread)));
      const first = rng.pick(NAMES);
      const second = rng.pick(NAMES.filter((x) => x !== first));
      for (;;) {
        const [r1, r2] = [near(n1, 3), near(n2, 6)];
        // Every estimate a student could reach (each experiment, their mean, all the trials) to at most 3 decimal places.
        const estimates = [r1 / n1, r2 / n2, (r1 / n1 + r2 / n2) / 2, (r1 + r2) / (n1 + n2)];
        if (estimates.every((e) => Math.abs(e * 1000 - Math.round(e * 1000)) < 1e-9))
          return {
            kind: 'pooled-relative-frequency',
            object,
            names: [first, second] as const,
            n1,
            r1,
            n2,
            r2,
          };
      }
    },
  }),
];
