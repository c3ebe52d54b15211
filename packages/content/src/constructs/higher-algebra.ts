/**
 * GCSE Higher algebra constructs (Years 10 and 11) and equations formed from UK contexts. Draws keep
 * every answer exact and make sure each misconception gives an answer different from the key.
 */

import { type Construct, defineConstruct } from '../construct.ts';
import type { Rng } from '../prng.ts';
import type { InequalitySign } from '../problems/algebra.ts';
import { gcd } from '../rational.ts';

/** A non-zero integer in [-max, -min] ∪ [min, max]. */
function signedInt(rng: Rng, min: number, max: number): number {
  return rng.int(min, max) * (rng.chance(0.5) ? -1 : 1);
}

/** Two different integers, each non-zero, in ±[1, max], drawn until `ok` accepts them. */
function pairWhere(rng: Rng, max: number, ok: (r: number, s: number) => boolean): [number, number] {
  for (;;) {
    const r = signedInt(rng, 1, max);
    const s = signedInt(rng, 1, max);
    if (ok(r, s)) return [r, s];
  }
}

/** Whether n is a perfect square, by whole numbers alone. */
function isSquare(n: number): boolean {
  let k = 0;
  while (k * k < n) k++;
  return k * k === n;
}

const FIRST_NAMES = ['Priya', 'Tom', 'Aisha', 'Callum', 'Mei', 'Ollie', 'Zara', 'Harvey', 'Niamh', 'Kwame'];
const TICKET_PLACES = ['cinema', 'zoo', 'theme park', 'bowling alley', 'castle', 'farm park'];

/** GCSE Higher algebra constructs. */
export const HIGHER_ALGEBRA_CONSTRUCTS: readonly Construct[] = [
  defineConstruct({
    constructId: 231,
    slug: 'solve-quadratic-by-factorising',
    published: { edition: 2, digest: 'cf7db3358facbf64' },
    name: 'Solve a quadratic equation by factorising',
    strand: 'algebra',
    subjectId: 271,
    topicUnitId: 35,
    yearGroup: 10,
    difficulty: 2,
    kind: 'quadratic-solve-factorising',
    draw: (rng) => {
      // One in five has no number term (x² − 6x = 0), where dividing by x loses x = 0.
      if (rng.chance(0.2)) return { kind: 'quadratic-solve-factorising', r: 0, s: signedInt(rng, 2, 12) };
      const [r, s] = pairWhere(rng, 9, (a, b) => a < b && Math.abs(a) !== Math.abs(b) && a < 0);
      return { kind: 'quadratic-solve-factorising', r, s };
    },
  }),
  defineConstruct({
    constructId: 232,
    slug: 'solve-quadratic-with-formula',
    published: { edition: 2, digest: 'a518290f70a3db62' },
    name: 'Solve a quadratic equation with the quadratic formula',
    strand: 'algebra',
    subjectId: 272,
    topicUnitId: 35,
    yearGroup: 11,
    difficulty: 3,
    kind: 'quadratic-formula',
    draw: (rng) => {
      for (;;) {
        const a = rng.int(1, 3);
        const b = signedInt(rng, 1, 9);
        const c = signedInt(rng, 1, 9);
        const d = b * b - 4 * a * c;
        // Two real roots that the formula is needed for: the discriminant positive and not a square.
        if (d > 0 && !isSquare(d)) return { kind: 'quadratic-formula', a, b, c };
      }
    },
  }),
  defineConstruct({
    constructId: 233,
    slug: 'complete-the-square',
    published: { edition: 2, digest: 'ae17d2aa23374286' },
    name: 'Write a quadratic in completed-square form',
    strand: 'algebra',
    subjectId: 273,
    topicUnitId: 35,
    yearGroup: 11,
    difficulty: 3,
    kind: 'complete-square',
    draw: (rng) => {
      for (;;) {
        const half = signedInt(rng, 1, 6);
        const c = signedInt(rng, 1, 15);
        if (c !== half * half) return { kind: 'complete-square', b: 2 * half, c };
      }
    },
  }),
  defineConstruct({
    constructId: 234,
    slug: 'factorise-difference-of-two-squares',
    published: { edition: 2, digest: 'fc1c4bf157c2a4c6' },
    name: 'Factorise the difference of two squares',
    strand: 'algebra',
    subjectId: 274,
    topicUnitId: 35,
    yearGroup: 10,
    difficulty: 2,
    kind: 'difference-of-squares',
    draw: (rng) => {
      // x² − b² with b even (so halving is a tempting slip), or a²x² − b² with no common factor.
      if (rng.chance(0.35)) return { kind: 'difference-of-squares', a: 1, b: 2 * rng.int(1, 6) };
      for (;;) {
        const a = rng.int(2, 5);
        const b = rng.int(2, 11);
        if (gcd(a, b) === 1) return { kind: 'difference-of-squares', a, b };
      }
    },
  }),
  defineConstruct({
    constructId: 235,
    slug: 'factorise-quadratic-with-leading-coefficient',
    published: { edition: 2, digest: '8b359a406ae33bdd' },
    name: 'Factorise a quadratic ax² + bx + c where a is not 1',
    strand: 'algebra',
    subjectId: 275,
    topicUnitId: 35,
    yearGroup: 11,
    difficulty: 3,
    kind: 'factorise-non-monic',
    draw: (rng) => {
      const a = rng.pick([2, 3, 5, 7]);
      // (ax + r)(x + s): r and s differ (else the order would not matter) and there is an x term.
      const [r, s] = pairWhere(rng, 9, (x, y) => x !== y && gcd(a, x) === 1 && a * y + x !== 0);
      return { kind: 'factorise-non-monic', a, r, s };
    },
  }),
  defineConstruct({
    constructId: 236,
    slug: 'expand-three-binomials',
    published: { edition: 2, digest: '5c09b7d9e150c07d' },
    name: 'Expand the product of three binomials',
    strand: 'algebra',
    subjectId: 276,
    topicUnitId: 35,
    yearGroup: 11,
    difficulty: 3,
    kind: 'expand-triple',
    draw: (rng) => {
      const [a, b] = pairWhere(rng, 6, (x, y) => x !== y);
      const c = signedInt(rng, 1, 6);
      return { kind: 'expand-triple', a, b, c };
    },
  }),
  defineConstruct({
    constructId: 237,
    slug: 'composite-functions',
    published: { edition: 2, digest: '2557cb26d97a4894' },
    name: 'Evaluate a composite function fg(x)',
    strand: 'algebra',
    subjectId: 262,
    topicUnitId: 36,
    yearGroup: 11,
    difficulty: 2,
    kind: 'composite-function',
    draw: (rng) => {
      const squared = rng.chance(0.5);
      return {
        kind: 'composite-function',
        fa: signedInt(rng, 2, 5),
        fb: signedInt(rng, 1, 9),
        ga: squared ? rng.int(1, 3) : signedInt(rng, 2, 5),
        gb: signedInt(rng, 1, 9),
        squared,
        at: signedInt(rng, 1, 5),
      };
    },
  }),
  defineConstruct({
    constructId: 238,
    slug: 'inverse-functions',
    published: { edition: 2, digest: '591fc153c81fc7c1' },
    name: 'Find the inverse of a linear function',
    strand: 'algebra',
    subjectId: 263,
    topicUnitId: 36,
    yearGroup: 11,
    difficulty: 2,
    kind: 'inverse-function',
    draw: (rng) => ({ kind: 'inverse-function', a: rng.int(2, 9), b: signedInt(rng, 1, 12) }),
  }),
  defineConstruct({
    constructId: 239,
    slug: 'solve-quadratic-inequalities',
    published: { edition: 2, digest: '0cc53e6570c7a662' },
    name: 'Solve a quadratic inequality',
    strand: 'algebra',
    subjectId: 252,
    topicUnitId: 35,
    yearGroup: 11,
    difficulty: 3,
    kind: 'quadratic-inequality',
    draw: (rng) => {
      for (;;) {
        const r = rng.int(-9, 8);
        const s = rng.int(r + 1, 9);
        // Roots not opposite, so taking their signs from the brackets gives a different answer.
        if (r + s !== 0) {
          const sign = rng.pick<InequalitySign>(['<', '>', '<=', '>=']);
          return { kind: 'quadratic-inequality', r, s, sign };
        }
      }
    },
  }),
  defineConstruct({
    constructId: 240,
    slug: 'taxi-fare-equation',
    published: { edition: 3, digest: 'cb8601c8a9490dba' },
    name: 'Form and solve an equation for a taxi fare',
    strand: 'algebra',
    subjectId: 264,
    topicUnitId: 37,
    yearGroup: 9,
    difficulty: 2,
    problemStyle: 'worded',
    kind: 'taxi-fare',
    draw: (rng) => {
      // The fixed fee is a whole number of miles' worth, so ignoring it still gives whole miles.
      const rate = rng.pick([80, 90, 120, 125, 150, 160, 175, 200, 220, 240, 250]);
      return {
        kind: 'taxi-fare',
        name: rng.pick(FIRST_NAMES),
        fixed: rate * rng.int(2, 5),
        rate,
        miles: rng.int(3, 20),
      };
    },
  }),
  defineConstruct({
    constructId: 241,
    slug: 'phone-tariff-break-even',
    published: { edition: 2, digest: 'c49c84bd11c4212f' },
    name: 'Find when two phone tariffs cost the same',
    strand: 'algebra',
    subjectId: 264,
    topicUnitId: 37,
    yearGroup: 10,
    difficulty: 3,
    problemStyle: 'worded',
    kind: 'tariff-break-even',
    draw: (rng) => {
      for (;;) {
        const a = rng.int(5, 20);
        const b = a + rng.int(2, 15);
        const q = rng.int(1, 8);
        const p = q + rng.pick([1, 2, 4, 5]);
        // Whole minutes, and no more than a day of calls a month.
        const minutes = (100 * (b - a)) / (p - q);
        if (Number.isInteger(minutes) && minutes <= 1200) return { kind: 'tariff-break-even', a, p, b, q };
      }
    },
  }),
  defineConstruct({
    constructId: 242,
    slug: 'ticket-prices-simultaneous',
    published: { edition: 3, digest: 'cbc0741dd8a23ad1' },
    name: 'Find a ticket price from two totals (simultaneous equations in context)',
    strand: 'algebra',
    subjectId: 264,
    topicUnitId: 37,
    yearGroup: 10,
    difficulty: 3,
    problemStyle: 'multi-step',
    kind: 'ticket-prices',
    draw: (rng) => {
      const a2 = rng.int(1, 3);
      const adult = 50 * rng.int(12, 30);
      return {
        kind: 'ticket-prices',
        place: rng.pick(TICKET_PLACES),
        a1: a2 + rng.int(1, 3),
        a2,
        child: rng.int(1, 4),
        adult,
        price: 50 * rng.int(6, adult / 50 - 2),
      };
    },
  }),
  defineConstruct({
    constructId: 243,
    slug: 'turning-point-by-completing-the-square',
    published: { edition: 2, digest: '63833a3dabfbceaa' },
    name: 'Find the turning point of a quadratic curve',
    strand: 'algebra',
    subjectId: 273,
    topicUnitId: 35,
    yearGroup: 11,
    difficulty: 3,
    kind: 'turning-point',
    draw: (rng) => ({ kind: 'turning-point', b: 2 * signedInt(rng, 1, 6), c: signedInt(rng, 1, 15) }),
  }),
  defineConstruct({
    constructId: 244,
    slug: 'nth-term-of-quadratic-sequence',
    published: { edition: 2, digest: '9a979ac01537960c' },
    name: 'Find the nth term of a quadratic sequence',
    strand: 'algebra',
    subjectId: 277,
    topicUnitId: 35,
    yearGroup: 11,
    difficulty: 3,
    kind: 'quadratic-sequence',
    draw: (rng) => {
      for (;;) {
        const b = rng.int(-6, 6);
        const c = rng.int(-8, 8);
        // A linear part to find, so stopping at the n² term is a different answer.
        if (b !== 0 || c !== 0) return { kind: 'quadratic-sequence', a: rng.int(1, 3), b, c };
      }
    },
  }),
  defineConstruct({
    constructId: 245,
    slug: 'solve-equations-with-algebraic-fractions',
    published: { edition: 2, digest: '27a7cdf25f0aa5e2' },
    name: 'Solve an equation with two algebraic fractions',
    strand: 'algebra',
    subjectId: 265,
    topicUnitId: 37,
    yearGroup: 10,
    difficulty: 3,
    kind: 'fraction-equation',
    draw: (rng) => {
      for (;;) {
        const [p, q] = rng.shuffle([2, 3, 4, 5, 6]) as [number, number];
        const x = rng.int(-5, 12);
        const a = signedInt(rng, 1, 9);
        const b = signedInt(rng, 1, 9);
        // A whole number on the right and the solution x whole; the common denominator is p × q.
        const k = ((x + a) * q + (x + b) * p) / (p * q);
        if (Number.isInteger(k) && k !== 0 && a !== b && gcd(p, q) === 1)
          return { kind: 'fraction-equation', a, p, b, q, k };
      }
    },
  }),
  defineConstruct({
    constructId: 246,
    slug: 'iteration-exact-terms',
    published: { edition: 2, digest: '736715f9909b431a' },
    name: 'Work out terms of an iterative formula',
    strand: 'algebra',
    subjectId: 266,
    topicUnitId: 36,
    yearGroup: 11,
    difficulty: 2,
    kind: 'iteration',
    draw: (rng) => ({ kind: 'iteration', b: rng.int(1, 5), a: rng.int(1, 9), start: rng.int(1, 4) }),
  }),
];
