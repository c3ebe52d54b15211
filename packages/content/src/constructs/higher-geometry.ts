/**
 * GCSE Higher geometry constructs (Years 10–11): arcs and sectors, cones and spheres, column
 * vectors, Pythagoras in three dimensions and circle theorems. Stems are text only; the numbers are
 * drawn so every misconception gives an answer of its own.
 */

import { type Construct, defineConstruct } from '../construct.ts';
import type { Rng } from '../prng.ts';
import type { ProblemOf } from '../problem.ts';
import {
  cosineRuleSide,
  type RoundGiven,
  rootLooksWhole,
  sineRuleSide,
} from '../problems/higher-geometry.ts';

/** Sector angles a textbook uses: minor and reflex, so the other sector is sometimes the smaller. */
const SECTOR_ANGLES = [
  30, 40, 45, 60, 72, 80, 90, 100, 120, 135, 140, 150, 160, 200, 210, 225, 240, 270, 300, 315,
];

/** A radius or (even) diameter for a round shape with radius in [min, max]. */
function roundSize(rng: Rng, min: number, max: number): { value: number; given: RoundGiven } {
  const r = rng.int(min, max);
  return rng.chance(0.5) ? { value: r, given: 'radius' } : { value: 2 * r, given: 'diameter' };
}

/** A whole number from 1 to max in size, with a random sign. */
function nonZero(rng: Rng, max: number): number {
  return rng.int(1, max) * (rng.chance(0.5) ? -1 : 1);
}

/**
 * Two sides from min to max (different) and the angle between them (20°–150° in 5s, not 90°), redrawn
 * where the third side would round to a whole number (shown without its decimal place).
 */
function cosineRuleTriangle(
  rng: Rng,
  min: number,
  max: number,
  setting?: 'footpaths',
): ProblemOf<'cosine-rule-side'> {
  const lengths = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  for (;;) {
    const b = rng.int(min, max);
    const c = rng.pick(lengths.filter((k) => k !== b));
    const angle = rng.pick([...Array(27).keys()].map((i) => 20 + 5 * i).filter((a) => a !== 90));
    const p: ProblemOf<'cosine-rule-side'> = {
      kind: 'cosine-rule-side',
      b,
      c,
      angle,
      ...(setting ? { setting } : {}),
    };
    const side = cosineRuleSide(p);
    if (side && side.d !== 1) return p;
  }
}

export const HIGHER_GEOMETRY_CONSTRUCTS: readonly Construct[] = [
  defineConstruct({
    constructId: 431,
    slug: 'arc-length',
    published: { edition: 2, digest: 'e4b2d4e53cd5a987' },
    name: 'Find the arc length of a sector in terms of π',
    strand: 'geometry',
    subjectId: 451,
    topicUnitId: 38,
    yearGroup: 10,
    difficulty: 2,
    kind: 'arc-length',
    draw: (rng) => ({
      kind: 'arc-length',
      r: rng.int(3, 15),
      angle: rng.pick(SECTOR_ANGLES),
      setting: 'plain',
    }),
  }),
  defineConstruct({
    constructId: 432,
    slug: 'sector-area',
    published: { edition: 2, digest: '90c51292abda9895' },
    name: 'Find the area of a sector in terms of π',
    strand: 'geometry',
    subjectId: 452,
    topicUnitId: 38,
    yearGroup: 10,
    difficulty: 2,
    kind: 'sector-area',
    draw: (rng) => ({
      kind: 'sector-area',
      r: rng.int(3, 15),
      angle: rng.pick(SECTOR_ANGLES),
      setting: 'plain',
    }),
  }),
  defineConstruct({
    constructId: 433,
    slug: 'arc-length-big-wheel',
    published: { edition: 2, digest: 'afc60ed470e9a0d3' },
    name: 'Find how far a seat on a big wheel travels (arc length in context)',
    strand: 'geometry',
    subjectId: 451,
    topicUnitId: 38,
    yearGroup: 10,
    difficulty: 2,
    problemStyle: 'worded',
    kind: 'arc-length',
    draw: (rng) => ({
      kind: 'arc-length',
      r: rng.int(6, 30),
      angle: rng.pick(SECTOR_ANGLES),
      setting: 'wheel',
    }),
  }),
  defineConstruct({
    constructId: 434,
    slug: 'sector-area-sprinkler',
    published: { edition: 2, digest: '13280072eeac8256' },
    name: 'Find the area a lawn sprinkler waters (sector area in context)',
    strand: 'geometry',
    subjectId: 452,
    topicUnitId: 38,
    yearGroup: 10,
    difficulty: 2,
    problemStyle: 'worded',
    kind: 'sector-area',
    draw: (rng) => ({
      kind: 'sector-area',
      r: rng.int(3, 12),
      angle: rng.pick(SECTOR_ANGLES),
      setting: 'sprinkler',
    }),
  }),
  defineConstruct({
    constructId: 435,
    slug: 'volume-of-a-cone',
    published: { edition: 2, digest: '1cb5dff9edf1eb7d' },
    name: 'Find the volume of a cone-shaped cup in terms of π',
    strand: 'geometry',
    subjectId: 461,
    topicUnitId: 39,
    yearGroup: 10,
    difficulty: 2,
    problemStyle: 'worded',
    kind: 'cone-volume',
    draw: (rng) => ({ kind: 'cone-volume', ...roundSize(rng, 2, 6), h: rng.int(6, 14) }),
  }),
  defineConstruct({
    constructId: 436,
    slug: 'volume-of-a-sphere',
    published: { edition: 2, digest: '6c3bebc2cdc8a3da' },
    name: 'Find the volume of a sphere in terms of π',
    strand: 'geometry',
    subjectId: 462,
    topicUnitId: 39,
    yearGroup: 10,
    difficulty: 2,
    kind: 'sphere',
    draw: (rng) => ({ kind: 'sphere', ...roundSize(rng, 2, 15), ask: 'volume' }),
  }),
  defineConstruct({
    constructId: 437,
    slug: 'surface-area-of-a-sphere',
    published: { edition: 3, digest: '07118c225941ec14' },
    name: 'Find the surface area of a sphere in terms of π',
    strand: 'geometry',
    subjectId: 463,
    topicUnitId: 39,
    yearGroup: 10,
    difficulty: 2,
    kind: 'sphere',
    // Now and then an odd diameter (5 cm, radius 2.5 cm): below a radius of 3 the volume, 4/3πr³, is less
    // than the surface area, so with doubling for squaring and the circle's area it puts three errors
    // below the key, which elsewhere has errors on both sides (decision 0063).
    draw: (rng) => ({
      kind: 'sphere',
      ...(rng.chance(0.2)
        ? { value: rng.pick([3, 5, 7, 9]), given: 'diameter' as const }
        : roundSize(rng, 2, 15)),
      ask: 'surface',
    }),
  }),
  defineConstruct({
    constructId: 438,
    slug: 'combine-column-vectors',
    published: { edition: 2, digest: 'b0ef0884d603300c' },
    name: 'Work out a combination of column vectors such as 2a − 3b',
    strand: 'geometry',
    subjectId: 471,
    topicUnitId: 40,
    yearGroup: 10,
    difficulty: 2,
    kind: 'vector-combination',
    draw: (rng) => {
      const m = rng.int(2, 5);
      const n = -rng.pick([2, 3, 4].filter((k) => k !== m));
      // b has a negative component, so a negative times a negative appears in −n·b.
      const b: [number, number] = rng.chance(0.5)
        ? [-rng.int(1, 6), nonZero(rng, 6)]
        : [nonZero(rng, 6), -rng.int(1, 6)];
      return { kind: 'vector-combination', a: [nonZero(rng, 6), nonZero(rng, 6)], b, m, n };
    },
  }),
  defineConstruct({
    constructId: 439,
    slug: 'magnitude-of-a-vector',
    published: { edition: 2, digest: 'd160df494470f091' },
    name: 'Find the magnitude of a column vector',
    strand: 'geometry',
    subjectId: 472,
    topicUnitId: 40,
    yearGroup: 10,
    difficulty: 2,
    kind: 'vector-magnitude',
    draw: (rng) => {
      // Exactly one negative component, of a different size from the other.
      let [a, b] = [0, 0];
      do {
        a = rng.int(1, 12);
        b = rng.pick([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((k) => k !== a));
      } while (rootLooksWhole(a * a + b * b));
      return rng.chance(0.5)
        ? { kind: 'vector-magnitude', x: -a, y: b }
        : { kind: 'vector-magnitude', x: b, y: -a };
    },
  }),
  defineConstruct({
    constructId: 440,
    slug: 'longest-rod-in-a-box',
    published: { edition: 2, digest: '8a1d04643f32f801' },
    name: 'Find the longest rod that fits in a box (Pythagoras in 3D)',
    strand: 'geometry',
    subjectId: 473,
    topicUnitId: 40,
    yearGroup: 11,
    difficulty: 3,
    problemStyle: 'multi-step',
    kind: 'cuboid-diagonal',
    draw: (rng) => {
      let [l, w, h] = [0, 0, 0];
      do {
        l = 10 * rng.int(4, 10);
        w = 5 * rng.int(4, l / 5 - 2);
        h = 5 * rng.int(2, w / 5 - 1);
      } while (rootLooksWhole(l * l + w * w + h * h));
      return { kind: 'cuboid-diagonal', l, w, h };
    },
  }),
  defineConstruct({
    constructId: 441,
    slug: 'angle-at-the-centre',
    published: { edition: 2, digest: '1fa14b584609b3a9' },
    name: 'Use the angle at the centre is twice the angle at the circumference',
    strand: 'geometry',
    subjectId: 453,
    topicUnitId: 38,
    yearGroup: 10,
    difficulty: 2,
    kind: 'angle-at-centre',
    draw: (rng) =>
      rng.chance(0.5)
        ? { kind: 'angle-at-centre', angle: rng.int(20, 85), ask: 'centre' }
        : { kind: 'angle-at-centre', angle: 2 * rng.int(20, 85), ask: 'circumference' },
  }),
  defineConstruct({
    constructId: 442,
    slug: 'cyclic-quadrilateral-angles',
    published: { edition: 2, digest: '7cea550c40eca8b7' },
    name: 'Use opposite angles of a cyclic quadrilateral add to 180°',
    strand: 'geometry',
    subjectId: 453,
    topicUnitId: 38,
    yearGroup: 10,
    difficulty: 2,
    kind: 'cyclic-quadrilateral',
    draw: (rng) => {
      const a = rng.pick([...Array(81).keys()].map((i) => 50 + i).filter((x) => x !== 90));
      const b = rng.pick(
        [...Array(81).keys()].map((i) => 50 + i).filter((x) => x !== 90 && x !== a && x + a !== 180),
      );
      return { kind: 'cyclic-quadrilateral', a, b };
    },
  }),
  defineConstruct({
    constructId: 443,
    slug: 'cosine-rule-missing-side',
    published: { edition: 2, digest: 'd2f7f84a9f537b1b' },
    name: 'Find a missing side with the cosine rule',
    strand: 'geometry',
    subjectId: 475,
    topicUnitId: 40,
    yearGroup: 11,
    difficulty: 3,
    kind: 'cosine-rule-side',
    draw: (rng) => cosineRuleTriangle(rng, 4, 15),
  }),
  defineConstruct({
    constructId: 445,
    slug: 'cosine-rule-footpaths',
    published: { edition: 2, digest: '7a39cd6957f6e548' },
    name: 'Find how far apart two walkers are on diverging footpaths (cosine rule in context)',
    strand: 'geometry',
    subjectId: 475,
    topicUnitId: 40,
    yearGroup: 11,
    difficulty: 3,
    problemStyle: 'worded',
    kind: 'cosine-rule-side',
    draw: (rng) => cosineRuleTriangle(rng, 2, 9, 'footpaths'),
  }),
  defineConstruct({
    constructId: 444,
    slug: 'sine-rule-missing-side',
    published: { edition: 2, digest: 'cfceef810afa9363' },
    name: 'Find a missing side with the sine rule',
    strand: 'geometry',
    subjectId: 474,
    topicUnitId: 40,
    yearGroup: 11,
    difficulty: 3,
    kind: 'sine-rule-side',
    draw: (rng) => {
      for (;;) {
        const A = rng.int(25, 110);
        const B = rng.int(25, 165 - A);
        const p = { kind: 'sine-rule-side', a: rng.int(5, 20), A, B } as const;
        const side = sineRuleSide(p);
        // Three different angles, so each belief about which angle to use gives its own answer.
        if (B !== A && 180 - A - B !== A && 180 - A - B !== B && side && side.d !== 1) return p;
      }
    },
  }),
];
