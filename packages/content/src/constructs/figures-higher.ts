/**
 * GCSE Higher constructs read from a figure (issue 30 point 4): four more circle theorems, medians,
 * quartiles and the interquartile range from a cumulative frequency graph, and probabilities from
 * Venn diagrams of two and three sets. Every figure is drawn to scale from the problem's own numbers.
 */

import { type Construct, defineConstruct } from '../construct.ts';
import type { Rng } from '../prng.ts';
import type { ProblemOf } from '../problem.ts';
import type { CumulativeAsk, VennAsk } from '../problems/statistics-figures.ts';

/** The whole numbers from min to max. */
const upTo = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, k) => min + k);

/** Two angles at least 8° apart, one from each list, whose sum is at most `sumMax` (so the third is at least 180° − sumMax). */
function twoAngles(rng: Rng, first: readonly number[], second: readonly number[], sumMax: number) {
  for (;;) {
    const [a, b] = [rng.pick(first), rng.pick(second)];
    // Far enough apart that a belief taking one from the other gives a sensible angle, not 1° or 2°.
    if (Math.abs(a - b) >= 8 && a + b <= sumMax) return [a, b] as const;
  }
}

/**
 * Class widths and frequencies that divide them (so every quartile reads as a whole number), rising
 * to the middle classes and falling again, as real data usually does; the total is a multiple of 4.
 */
const DIVIDES = { 20: [2, 4, 5, 10, 20], 40: [4, 5, 8, 10, 20, 40] } as const;
const CUMULATIVE_SCALES = {
  walk: { width: 20, starts: [40, 60, 80] },
  apples: { width: 20, starts: [80, 100, 120] },
  sunflowers: { width: 40, starts: [0, 40, 80] },
  phones: { width: 20, starts: [0] },
} as const;

function cumulativeProblem(rng: Rng, asks: readonly CumulativeAsk[]): ProblemOf<'cumulative-frequency'> {
  const context = rng.pick(['walk', 'apples', 'sunflowers', 'phones'] as const);
  const scale = CUMULATIVE_SCALES[context];
  const start = rng.pick(scale.starts);
  const d: readonly number[] = DIVIDES[scale.width];
  const [low, mid, high] = [d.slice(0, 3), d.slice(1, 4), d.slice(-2)];
  for (;;) {
    const shape = rng.chance(0.5) ? [low, mid, high, mid, low] : [low, mid, high, high, mid, low];
    const freqs = shape.map((set) => rng.pick(set));
    if (freqs.reduce((s, f) => s + f, 0) % 4 !== 0) continue;
    return {
      kind: 'cumulative-frequency',
      context,
      bounds: upTo(0, freqs.length).map((k) => start + k * scale.width),
      freqs,
      ask: rng.pick(asks),
    };
  }
}

/**
 * Counts for a Venn diagram: every region at least 1, and the region outside the circles larger than
 * the overlap, so that n(A) + n(B) stays within the total (a student's union that counts the overlap
 * twice is then still a probability).
 */
function vennProblem(rng: Rng, sets: 2 | 3, asks: readonly VennAsk[]): ProblemOf<'venn-probability'> {
  const context = rng.pick(['sport', 'club', 'cafe', 'pets'] as const);
  const counts: Record<string, number> =
    sets === 2
      ? { A: rng.int(3, 20), AB: rng.int(2, 12), B: rng.int(3, 20), '': 0 }
      : {
          A: rng.int(2, 12),
          B: rng.int(2, 12),
          C: rng.int(2, 12),
          AB: rng.int(1, 8),
          AC: rng.int(1, 8),
          BC: rng.int(1, 8),
          ABC: rng.int(1, 6),
          '': 0,
        };
  const overlap = sets === 2 ? counts.AB! : counts.AB! + counts.ABC!;
  counts[''] = overlap + rng.int(1, 10);
  return { kind: 'venn-probability', sets, context, counts, ask: rng.pick(asks) };
}

export const FIGURE_HIGHER_CONSTRUCTS: readonly Construct[] = [
  defineConstruct({
    constructId: 446,
    slug: 'angle-in-a-semicircle',
    published: { edition: 1, digest: 'e475a338483f0e28' },
    name: 'Use the angle in a semicircle is a right angle',
    strand: 'geometry',
    subjectId: 453,
    topicUnitId: 38,
    yearGroup: 10,
    difficulty: 2,
    kind: 'semicircle-angle',
    // Not 30° (angle COB would equal the key) or 45° (the triangle would be isosceles).
    draw: (rng) => ({
      kind: 'semicircle-angle',
      a: rng.pick(upTo(15, 65).filter((a) => a !== 30 && a !== 45)),
    }),
  }),
  defineConstruct({
    constructId: 447,
    slug: 'tangents-from-a-point',
    published: { edition: 1, digest: 'bbb2a8b22d027ea6' },
    name: 'Use a tangent meets a radius at 90° to find the angle between two radii',
    strand: 'geometry',
    subjectId: 453,
    topicUnitId: 38,
    yearGroup: 10,
    difficulty: 2,
    kind: 'two-tangents',
    // Even, so half of it is whole; not 60° or 90°, where a belief would give the key itself; at most
    // 110°, so P stays far enough from the circle for its angle to be marked outside it.
    draw: (rng) => ({
      kind: 'two-tangents',
      a: 2 * rng.pick(upTo(15, 55).filter((h) => h !== 30 && h !== 45)),
    }),
  }),
  defineConstruct({
    constructId: 448,
    slug: 'angles-in-the-same-segment',
    published: { edition: 1, digest: '1971ec7f39721c44' },
    name: 'Use angles in the same segment are equal, then the angles of a triangle',
    strand: 'geometry',
    subjectId: 453,
    topicUnitId: 38,
    yearGroup: 11,
    difficulty: 3,
    problemStyle: 'multi-step',
    kind: 'same-segment',
    draw: (rng) => {
      // a even, so a belief that halves it gives a whole number of degrees.
      // a + b at most 120, so D sits at least 60° round the circle from A and C and its label is clear of theirs.
      const [a, b] = twoAngles(
        rng,
        upTo(13, 40).map((h) => 2 * h),
        upTo(25, 80),
        120,
      );
      return { kind: 'same-segment', a, b };
    },
  }),
  defineConstruct({
    constructId: 449,
    slug: 'alternate-segment-theorem',
    published: { edition: 1, digest: '3dfc946986ff7c3c' },
    name: 'Use the alternate segment theorem, then the angles of a triangle',
    strand: 'geometry',
    subjectId: 453,
    topicUnitId: 38,
    yearGroup: 11,
    difficulty: 3,
    problemStyle: 'multi-step',
    kind: 'alternate-segment',
    draw: (rng) => {
      // At least 35° each, so A is well away from T and the three angle labels there do not crowd.
      const [a, c] = twoAngles(rng, upTo(35, 70), upTo(35, 70), 130);
      return { kind: 'alternate-segment', a, c };
    },
  }),
  defineConstruct({
    constructId: 545,
    slug: 'median-quartile-from-cumulative-frequency',
    published: { edition: 1, digest: '0abf0459d52397b8' },
    name: 'Estimate the median or a quartile from a cumulative frequency graph',
    strand: 'statistics',
    subjectId: 533,
    topicUnitId: 47,
    yearGroup: 10,
    difficulty: 2,
    kind: 'cumulative-frequency',
    draw: (rng) => cumulativeProblem(rng, ['median', 'median', 'lower-quartile', 'upper-quartile']),
  }),
  defineConstruct({
    constructId: 546,
    slug: 'interquartile-range-from-cumulative-frequency',
    published: { edition: 1, digest: 'b15ac6dcf95245ee' },
    name: 'Estimate the interquartile range from a cumulative frequency graph',
    strand: 'statistics',
    subjectId: 533,
    topicUnitId: 47,
    yearGroup: 11,
    difficulty: 3,
    problemStyle: 'multi-step',
    kind: 'cumulative-frequency',
    draw: (rng) => cumulativeProblem(rng, ['iqr']),
  }),
  defineConstruct({
    constructId: 547,
    slug: 'probability-from-venn-diagram',
    published: { edition: 1, digest: '11ac7b95670cd826' },
    name: 'Find P(A ∩ B), P(A ∪ B) or P(A′) from a Venn diagram of counts',
    strand: 'statistics',
    subjectId: 551,
    topicUnitId: 48,
    yearGroup: 10,
    difficulty: 2,
    kind: 'venn-probability',
    draw: (rng) => vennProblem(rng, 2, ['A-and-B', 'A-or-B', 'not-A']),
  }),
  defineConstruct({
    constructId: 548,
    slug: 'conditional-probability-from-venn-diagram',
    published: { edition: 1, digest: '748e1d06337d54c2' },
    name: 'Find a conditional probability from a Venn diagram of counts',
    strand: 'statistics',
    subjectId: 552,
    topicUnitId: 48,
    yearGroup: 11,
    difficulty: 3,
    kind: 'venn-probability',
    draw: (rng) => vennProblem(rng, 2, ['A-given-B', 'B-given-A']),
  }),
  defineConstruct({
    constructId: 549,
    slug: 'three-set-venn-diagram-probability',
    published: { edition: 1, digest: '518618b44ab9f87a' },
    name: 'Find a probability from a Venn diagram of three sets',
    strand: 'statistics',
    subjectId: 551,
    topicUnitId: 48,
    yearGroup: 11,
    difficulty: 3,
    problemStyle: 'multi-step',
    kind: 'venn-probability',
    draw: (rng) => vennProblem(rng, 3, ['A-and-B', 'C-given-A']),
  }),
];
