/**
 * Number-strand constructs on fractions and percentages (Years 5–8), beside `number.ts` (place value,
 * rounding, the four operations, negatives, factors, powers) so each file stays short.
 */

import { type Construct, defineConstruct } from '../construct.ts';
import type { Rng } from '../prng.ts';
import { gcd } from '../rational.ts';

/** A numerator coprime to d in [1, d − 1]. */
function properNumerator(rng: Rng, d: number): number {
  const choices = Array.from({ length: d - 1 }, (_, i) => i + 1).filter((n) => gcd(n, d) === 1);
  return rng.pick(choices);
}

/** Fractions and percentages of the number strand. */
export const NUMBER_FRACTION_CONSTRUCTS: readonly Construct[] = [
  defineConstruct({
    constructId: 118,
    slug: 'equivalent-fractions',
    published: { edition: 2, digest: 'af8e43fbad2ef28a' },
    name: 'Find an equivalent fraction',
    strand: 'number',
    subjectId: 161,
    topicUnitId: 7,
    yearGroup: 5,
    difficulty: 1,
    kind: 'equivalent-fraction',
    draw: (rng) => {
      const d = rng.int(3, 9);
      return { kind: 'equivalent-fraction', n: properNumerator(rng, d), d, newD: d * rng.int(2, 6) };
    },
  }),
  defineConstruct({
    constructId: 119,
    slug: 'fraction-of-amount',
    published: { edition: 2, digest: '72992678d173daf5' },
    name: 'Find a fraction of an amount',
    strand: 'number',
    subjectId: 162,
    topicUnitId: 7,
    yearGroup: 5,
    difficulty: 1,
    kind: 'fraction-of-amount',
    draw: (rng) => {
      const d = rng.int(3, 10);
      const n = properNumerator(rng, d);
      return { kind: 'fraction-of-amount', n: n === 1 ? d - 1 : n, d, amount: d * rng.int(2, 12) };
    },
  }),
  defineConstruct({
    constructId: 120,
    slug: 'add-fractions-same-denominator',
    published: { edition: 4, digest: 'c65a382f7f5d2952' },
    name: 'Add fractions with the same denominator',
    strand: 'number',
    subjectId: 163,
    topicUnitId: 8,
    yearGroup: 5,
    difficulty: 1,
    kind: 'fraction-add',
    draw: (rng) => {
      const b = rng.int(5, 12);
      const a = rng.int(1, b - 2);
      return { kind: 'fraction-add', a, b, c: rng.int(1, b - 1 - a), d: b, op: 'add' };
    },
  }),
  defineConstruct({
    constructId: 121,
    slug: 'add-fractions-different-denominators',
    published: { edition: 4, digest: 'fdab30fc430f2d47' },
    name: 'Add fractions with different denominators',
    strand: 'number',
    subjectId: 163,
    topicUnitId: 8,
    yearGroup: 7,
    difficulty: 2,
    kind: 'fraction-add',
    draw: (rng) => {
      const [b, d] = rng.shuffle([2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 2) as [number, number];
      return {
        kind: 'fraction-add',
        a: properNumerator(rng, b),
        b,
        c: properNumerator(rng, d),
        d,
        op: 'add',
      };
    },
  }),
  defineConstruct({
    constructId: 122,
    slug: 'subtract-fractions-different-denominators',
    published: { edition: 2, digest: 'db7ec1a90557f87d' },
    name: 'Subtract fractions with different denominators',
    strand: 'number',
    subjectId: 163,
    topicUnitId: 8,
    yearGroup: 7,
    difficulty: 2,
    kind: 'fraction-add',
    draw: (rng) => {
      const [b, d] = rng.shuffle([2, 3, 4, 5, 6, 8, 9, 10, 12]).slice(0, 2) as [number, number];
      const a = properNumerator(rng, b);
      const c = properNumerator(rng, d);
      // Both fractions are in lowest terms with different denominators, so they are never equal;
      // putting the larger first keeps the answer positive.
      return a * d > c * b
        ? { kind: 'fraction-add', a, b, c, d, op: 'subtract' }
        : { kind: 'fraction-add', a: c, b: d, c: a, d: b, op: 'subtract' };
    },
  }),
  defineConstruct({
    constructId: 123,
    slug: 'multiply-fractions',
    published: { edition: 2, digest: '1848167e912ac64a' },
    name: 'Multiply fractions, including by a whole number',
    strand: 'number',
    subjectId: 164,
    topicUnitId: 8,
    yearGroup: 7,
    difficulty: 2,
    kind: 'fraction-multiply',
    draw: (rng) => {
      const d = rng.int(3, 9);
      const c = properNumerator(rng, d);
      if (rng.chance(0.35)) return { kind: 'fraction-multiply', a: rng.int(2, 5), b: 1, c, d };
      const b = rng.int(2, 9);
      return { kind: 'fraction-multiply', a: properNumerator(rng, b), b, c, d };
    },
  }),
  defineConstruct({
    constructId: 124,
    slug: 'divide-fractions',
    published: { edition: 2, digest: '1924a4d81135e0df' },
    name: 'Divide fractions',
    strand: 'number',
    subjectId: 165,
    topicUnitId: 8,
    yearGroup: 8,
    difficulty: 2,
    kind: 'fraction-divide',
    draw: (rng) => {
      const b = rng.int(2, 9);
      const a = properNumerator(rng, b);
      if (rng.chance(0.3)) return { kind: 'fraction-divide', a, b, c: rng.int(2, 5), d: 1 };
      const d = rng.int(2, 9);
      return { kind: 'fraction-divide', a, b, c: properNumerator(rng, d), d };
    },
  }),
  defineConstruct({
    constructId: 125,
    slug: 'fraction-to-decimal',
    published: { edition: 3, digest: '5f0bc0d4ff5fd3e5' },
    name: 'Convert a fraction to a decimal',
    strand: 'number',
    subjectId: 166,
    topicUnitId: 9,
    yearGroup: 6,
    difficulty: 1,
    kind: 'fraction-convert',
    draw: (rng) => {
      const d = rng.pick([4, 5, 8, 10, 16, 20, 25, 40, 50]);
      // Half the time any proper numerator, not only one in lowest terms (6/8, 16/40): simplest-form
      // fractions alone give too few problems whose misconceptions fall below the key (decision 0063).
      const n = rng.chance(0.5) ? properNumerator(rng, d) : rng.int(1, d - 1);
      return { kind: 'fraction-convert', n, d, to: 'decimal' };
    },
  }),
  defineConstruct({
    constructId: 126,
    slug: 'fraction-to-percentage',
    published: { edition: 2, digest: '142899d0a2775545' },
    name: 'Convert a fraction to a percentage',
    strand: 'number',
    subjectId: 166,
    topicUnitId: 9,
    yearGroup: 7,
    difficulty: 2,
    kind: 'fraction-convert',
    draw: (rng) => {
      const d = rng.pick([4, 5, 8, 20, 25, 40]);
      return { kind: 'fraction-convert', n: properNumerator(rng, d), d, to: 'percent' };
    },
  }),
  defineConstruct({
    constructId: 127,
    slug: 'percentage-of-amount',
    published: { edition: 2, digest: '7e0cb9a56133b733' },
    name: 'Find a percentage of an amount',
    strand: 'number',
    subjectId: 171,
    topicUnitId: 9,
    yearGroup: 6,
    difficulty: 1,
    kind: 'percent-of-amount',
    draw: (rng) => ({
      kind: 'percent-of-amount',
      percent: rng.pick([5, 15, 20, 25, 30, 35, 40, 45, 60, 65, 75]),
      amount: 20 * rng.int(2, 20),
    }),
  }),
];
