/**
 * Constructs for GCSE statements no construct asked before (issue 30 point 1, helper hc1): A12 (a
 * graph's equation from its shape, drawn to scale), A13 (the equation of a translated graph), A16 (a
 * circle's equation and its tangent at a point), R15 (a rate of change from a drawn tangent) and R11
 * (the best buy among four packs, worded); and worded, multi-step problems in number (overtime pay,
 * an energy bill), algebra (equations formed from a perimeter and from ticket prices) and ratio (a
 * journey's arrival time, a price in two currencies).
 */

import { type Construct, defineConstruct } from '../construct.ts';
import type { Rng } from '../prng.ts';
import type { ProblemOf } from '../problem.ts';
import {
  type BuyProduct,
  bestPack,
  type GraphEquation,
  type RateContext,
} from '../problems/gcse-gaps-algebra.ts';
import { isInteger, mul, rat } from '../rational.ts';
import { WORDED_CONSTRUCTS } from './gcse-gaps-worded.ts';

/** An equation of one of the four curve families, with a sign and a constant that keep it on the grid. */
function curve(rng: Rng): GraphEquation {
  const sign = rng.pick([1, -1] as const);
  const family = rng.pick(['quadratic', 'cubic', 'reciprocal', 'exponential'] as const);
  if (family === 'reciprocal') return { family, sign, k: rng.int(1, 6), c: 0 };
  if (family === 'exponential') return { family, sign, k: rng.pick([2, 3]), c: 0 };
  return { family, sign, k: 1, c: rng.int(-5, 5) };
}

/** Each scene's curve d = k t² (a stone falls at about 5t²) and the times a tangent is drawn at. */
const RATE_CURVES: Record<RateContext, { k: ReadonlyArray<[number, number]>; t0: readonly number[] }> = {
  ball: {
    k: [
      [1, 4],
      [1, 2],
      [3, 4],
      [1, 1],
    ],
    t0: [2, 3, 4, 5, 6, 7, 8, 9, 10],
  },
  car: {
    k: [
      [1, 1],
      [3, 2],
      [2, 1],
      [5, 2],
      [3, 1],
    ],
    t0: [2, 3, 4, 5, 6, 7, 8],
  },
  stone: { k: [[5, 1]], t0: [2, 3, 4] },
};

/** Each product's sizes on sale, smallest first. */
const SIZES: Record<BuyProduct, readonly number[]> = {
  rice: [250, 500, 750, 1000, 1500, 2000],
  juice: [200, 250, 500, 750, 1000, 1500],
  cereal: [300, 375, 500, 600, 750, 1000],
  shampoo: [150, 200, 250, 300, 400, 500],
};

/**
 * Four packs with four different prices and four different prices per gram (or millilitre), whole
 * pence each, so that the best
 * value, the cheapest pack, the biggest pack and the worst value are four different packs.
 */
function packs(rng: Rng): ProblemOf<'best-buy'> {
  const product = rng.pick(['rice', 'juice', 'cereal', 'shampoo'] as const);
  for (;;) {
    const sizes = rng.shuffle([...SIZES[product]]).slice(0, 4);
    // Pence per 50 g or ml, between 8p and 30p: a shelf's prices.
    const rates = sizes.map(() => rng.int(8, 30));
    const list: Array<[number, number]> = sizes.map((s, i) => [s, (s * rates[i]!) / 50]);
    if (list.some(([, pence]) => !Number.isInteger(pence))) continue;
    if (new Set(rates).size < 4 || new Set(list.map(([, pence]) => pence)).size < 4) continue;
    const best = bestPack(list);
    const cheapest = [...list].sort((a, b) => a[1] - b[1])[0]![0];
    const biggest = Math.max(...sizes);
    const worst = [...list].sort(([s1, p1], [s2, p2]) => p2 * s1 - p1 * s2)[0]![0];
    if (new Set([best, cheapest, biggest, worst]).size < 4) continue;
    return { kind: 'best-buy', product, packs: list };
  }
}

export const GCSE_GAP_ALGEBRA_CONSTRUCTS: readonly Construct[] = [
  defineConstruct({
    constructId: 261,
    slug: 'equation-from-graph-shape',
    published: { edition: 1, digest: 'cc43531ae384ce94' },
    name: 'Recognise quadratic, cubic, reciprocal and exponential graphs from their shape',
    strand: 'algebra',
    subjectId: 243,
    topicUnitId: 35,
    yearGroup: 10,
    difficulty: 2,
    kind: 'graph-equation',
    draw: (rng) => ({ kind: 'graph-equation', shown: curve(rng) }),
  }),
  defineConstruct({
    constructId: 262,
    slug: 'equation-of-translated-graph',
    published: { edition: 1, digest: 'b0ff5d99e7ae232d' },
    name: 'Write the equation of a graph translated by a vector, in function notation',
    strand: 'algebra',
    subjectId: 243,
    topicUnitId: 35,
    yearGroup: 11,
    difficulty: 3,
    kind: 'translated-graph',
    draw: (rng) => {
      for (;;) {
        const [p, q] = [rng.int(-6, 6), rng.int(-6, 6)];
        // Both parts move the graph, and differently, so no two readings of the vector coincide.
        if (p !== 0 && q !== 0 && Math.abs(p) !== Math.abs(q)) return { kind: 'translated-graph', p, q };
      }
    },
  }),
  defineConstruct({
    constructId: 263,
    slug: 'equation-of-circle-through-point',
    published: { edition: 1, digest: 'b751e5c8246d26f8' },
    name: 'Find the equation of a circle centred at the origin through a given point',
    strand: 'algebra',
    subjectId: 243,
    topicUnitId: 35,
    yearGroup: 11,
    difficulty: 2,
    problemStyle: 'multi-step',
    kind: 'circle-equation',
    draw: (rng) => {
      for (;;) {
        const [a, b] = [rng.int(-9, 9), rng.int(-9, 9)];
        if (a !== 0 && b !== 0 && a + b !== 0) return { kind: 'circle-equation', a, b };
      }
    },
  }),
  defineConstruct({
    constructId: 264,
    slug: 'tangent-to-circle-at-point',
    published: { edition: 1, digest: 'd47a29715c7b8d68' },
    name: 'Find the equation of the tangent to a circle centred at the origin at a given point',
    strand: 'algebra',
    subjectId: 243,
    topicUnitId: 35,
    yearGroup: 11,
    difficulty: 3,
    problemStyle: 'multi-step',
    kind: 'circle-tangent',
    draw: (rng) => {
      for (;;) {
        const [a, b] = [rng.int(-8, 8), rng.int(-8, 8)];
        // Not on an axis (a tangent there is vertical or horizontal), and not on y = ±x (the gradients coincide).
        if (a !== 0 && b !== 0 && Math.abs(a) !== Math.abs(b)) return { kind: 'circle-tangent', a, b };
      }
    },
  }),
  defineConstruct({
    constructId: 385,
    slug: 'speed-from-tangent-to-distance-time-curve',
    published: { edition: 1, digest: '185d2e5582841846' },
    name: 'Estimate a speed at an instant from the tangent to a distance–time curve',
    strand: 'ratio',
    subjectId: 331,
    topicUnitId: 22,
    yearGroup: 10,
    difficulty: 3,
    problemStyle: 'worded',
    kind: 'tangent-gradient',
    draw: (rng) => {
      const context = rng.pick(['ball', 'car', 'stone'] as const);
      for (;;) {
        const [n, d] = rng.pick(RATE_CURVES[context].k);
        const t0 = rng.pick(RATE_CURVES[context].t0);
        const k = rat(n, d);
        // The point touched and the tangent's ends on whole metres, so they are read off the grid.
        if (isInteger(mul(k, t0 * t0)) && isInteger(mul(k, 2 * t0)))
          return { kind: 'tangent-gradient', context, k, t0 };
      }
    },
  }),
  defineConstruct({
    constructId: 386,
    slug: 'best-buy-from-four-packs',
    published: { edition: 1, digest: '3729e32acac609fc' },
    name: 'Decide which of four pack sizes is the best value for money',
    strand: 'ratio',
    subjectId: 311,
    topicUnitId: 20,
    yearGroup: 8,
    difficulty: 2,
    problemStyle: 'worded',
    kind: 'best-buy',
    draw: (rng) => packs(rng),
  }),
  ...WORDED_CONSTRUCTS,
];
