/**
 * Ratio, proportion and rates-of-change constructs. Draws keep money to whole pence and times to
 * whole minutes, so the correct answer is exact and every distractor comes from a belief, not rounding.
 */

import { type Construct, defineConstruct } from '../construct.ts';
import type { Rng } from '../prng.ts';
import type { MetricUnit } from '../problems/ratio.ts';
import { gcd, lcm } from '../rational.ts';

/** Two different numbers in [min, max] with no common factor. */
function coprimePair(rng: Rng, min: number, max: number): [number, number] {
  for (;;) {
    const a = rng.int(min, max);
    const b = rng.int(min, max);
    if (a !== b && gcd(a, b) === 1) return [a, b];
  }
}

/** Ratio-strand constructs, Years 5–11. */
export const RATIO_CONSTRUCTS: readonly Construct[] = [
  defineConstruct({
    constructId: 301,
    slug: 'simplify-ratio',
    published: { edition: 3, digest: 'f38157793e61cb68' },
    name: 'Simplify a ratio',
    strand: 'ratio',
    subjectId: 301,
    topicUnitId: 19,
    yearGroup: 7,
    difficulty: 1,
    kind: 'ratio-simplify',
    draw: (rng) => {
      const h = rng.pick([4, 6, 8, 9, 10, 12]);
      const [x, y] = coprimePair(rng, 1, 7);
      return { kind: 'ratio-simplify', a: h * x, b: h * y };
    },
  }),
  defineConstruct({
    constructId: 302,
    slug: 'share-in-ratio',
    published: { edition: 2, digest: '11514a330065d4a5' },
    name: 'Share an amount in a given ratio',
    strand: 'ratio',
    subjectId: 302,
    topicUnitId: 19,
    yearGroup: 7,
    difficulty: 2,
    problemStyle: 'worded',
    kind: 'ratio-share',
    draw: (rng) => {
      const [p, q] = coprimePair(rng, 1, 7);
      const names = rng.pick([
        ['Amir', 'Beth'],
        ['Chloe', 'Dev'],
        ['Ella', 'Femi'],
        ['Grace', 'Hamza'],
      ] as const);
      return {
        kind: 'ratio-share',
        total: (p + q) * rng.int(2, 12),
        p,
        q,
        names: [names[0], names[1]],
        who: rng.pick([0, 1] as const),
      };
    },
  }),
  defineConstruct({
    constructId: 303,
    slug: 'ratio-to-fraction',
    published: { edition: 2, digest: '6fded0ec4964bdb3' },
    name: 'Write a part of a ratio as a fraction of the whole',
    strand: 'ratio',
    subjectId: 303,
    topicUnitId: 19,
    yearGroup: 7,
    difficulty: 1,
    problemStyle: 'worded',
    kind: 'ratio-fraction',
    draw: (rng) => {
      const [p, q] = coprimePair(rng, 1, 9);
      const names = rng.pick([
        ['boys', 'girls'],
        ['adults', 'children'],
        ['cats', 'dogs'],
        ['walkers', 'cyclists'],
      ] as const);
      return { kind: 'ratio-fraction', p, q, names: [names[0], names[1]] };
    },
  }),
  defineConstruct({
    constructId: 304,
    slug: 'ratio-from-one-part',
    published: { edition: 3, digest: '6d1e7469c46faf6a' },
    name: 'Use one part of a ratio to find another part or the total',
    strand: 'ratio',
    subjectId: 304,
    topicUnitId: 19,
    yearGroup: 8,
    difficulty: 2,
    problemStyle: 'worded',
    kind: 'ratio-one-part',
    draw: (rng) => {
      const [p, q] = coprimePair(rng, 2, 7);
      const names = rng.pick([
        ['red', 'blue'],
        ['white', 'black'],
        ['yellow', 'green'],
      ] as const);
      return {
        kind: 'ratio-one-part',
        p,
        q,
        known: p * rng.int(2, 6),
        names: [names[0], names[1]],
        ask: rng.pick(['other', 'total'] as const),
      };
    },
  }),
  defineConstruct({
    constructId: 305,
    slug: 'unitary-method',
    published: { edition: 3, digest: '62a0c487bee83527' },
    name: 'Solve a direct proportion problem with the unitary method',
    strand: 'ratio',
    subjectId: 311,
    topicUnitId: 20,
    yearGroup: 6,
    difficulty: 1,
    problemStyle: 'worded',
    kind: 'unitary',
    draw: (rng) => {
      const n1 = rng.int(2, 6);
      // Up to £1.50 each: above £1 an item, adding the extra items as pounds gives less than the key,
      // below £1 more, so the key's rank among the options varies (decision 0063).
      const pence = 5 * rng.int(3, 30);
      let n2 = rng.int(3, 12);
      if (n2 === n1) n2 += 1;
      return {
        kind: 'unitary',
        item: rng.pick(['pens', 'pencils', 'apples', 'rulers', 'notebooks']),
        n1,
        cost1: (n1 * pence) / 100,
        n2,
      };
    },
  }),
  defineConstruct({
    constructId: 306,
    slug: 'inverse-proportion',
    published: { edition: 2, digest: 'c68e3cba4ac31669' },
    name: 'Solve an inverse proportion problem',
    strand: 'ratio',
    subjectId: 312,
    topicUnitId: 20,
    yearGroup: 9,
    difficulty: 2,
    problemStyle: 'worded',
    kind: 'inverse-proportion',
    draw: (rng) => {
      const [w1, w2] = rng.shuffle([2, 3, 4, 5, 6, 8, 10, 12]).slice(0, 2) as [number, number];
      const l = lcm(w1, w2);
      // Both numbers of days at least 2, so no answer reads "1 days".
      const total =
        l * rng.int(Math.max(1, Math.ceil((2 * Math.max(w1, w2)) / l)), Math.max(3, Math.ceil(60 / l)));
      return { kind: 'inverse-proportion', workers1: w1, days1: total / w1, workers2: w2 };
    },
  }),
  defineConstruct({
    constructId: 307,
    slug: 'percentage-increase-decrease',
    published: { edition: 2, digest: 'aa11e86f9ce6f05b' },
    name: 'Increase or decrease an amount by a percentage',
    strand: 'ratio',
    subjectId: 321,
    topicUnitId: 21,
    yearGroup: 8,
    difficulty: 2,
    kind: 'percent-change-amount',
    draw: (rng) => ({
      kind: 'percent-change-amount',
      amount: 20 * rng.int(1, 20),
      percent: rng.pick([2, 4, 5, 6, 8, 10, 15, 20, 25, 30, 35, 40]),
      direction: rng.pick(['increase', 'decrease'] as const),
    }),
  }),
  defineConstruct({
    constructId: 308,
    slug: 'percentage-change',
    published: { edition: 2, digest: '51a4b0178bcd17ab' },
    name: 'Find a percentage change',
    strand: 'ratio',
    subjectId: 322,
    topicUnitId: 21,
    yearGroup: 9,
    difficulty: 2,
    problemStyle: 'worded',
    kind: 'percent-change-find',
    draw: (rng) => {
      const from = rng.pick([20, 40, 50, 60, 80, 120, 200, 240]);
      const percent = rng.pick([10, 20, 25, 30, 40, 50, 60, 75]);
      const change = (from * percent) / 100;
      const up = rng.chance(0.5) || percent >= 100;
      return { kind: 'percent-change-find', from, to: up ? from + change : from - change };
    },
  }),
  defineConstruct({
    constructId: 309,
    slug: 'reverse-percentages',
    published: { edition: 2, digest: 'b88ecbafaaa0828a' },
    name: 'Find the original amount before a percentage change',
    strand: 'ratio',
    subjectId: 323,
    topicUnitId: 21,
    yearGroup: 10,
    difficulty: 3,
    problemStyle: 'worded',
    kind: 'reverse-percent',
    draw: (rng) => {
      const original = 20 * rng.int(2, 20);
      const percent = rng.pick([10, 15, 20, 25, 30, 40]);
      const direction = rng.pick(['increase', 'decrease'] as const);
      const final = (original * (100 + (direction === 'increase' ? percent : -percent))) / 100;
      return { kind: 'reverse-percent', final, percent, direction };
    },
  }),
  defineConstruct({
    constructId: 310,
    slug: 'repeated-percentage-change',
    published: { edition: 2, digest: '8aadcc0b716d33c1' },
    name: 'Apply two successive percentage changes',
    strand: 'ratio',
    subjectId: 324,
    topicUnitId: 22,
    yearGroup: 10,
    difficulty: 3,
    problemStyle: 'multi-step',
    kind: 'repeated-percent',
    draw: (rng) => {
      const [p1, p2] = rng.shuffle([-50, -30, -25, -20, -10, 10, 20, 25, 30, 50]).slice(0, 2) as [
        number,
        number,
      ];
      return { kind: 'repeated-percent', amount: 20 * rng.int(2, 10), p1, p2 };
    },
  }),
  defineConstruct({
    constructId: 311,
    slug: 'compound-interest',
    published: { edition: 3, digest: 'e15774fc8f5f3bd1' },
    name: 'Calculate compound interest',
    strand: 'ratio',
    subjectId: 325,
    topicUnitId: 22,
    yearGroup: 10,
    difficulty: 2,
    problemStyle: 'multi-step',
    kind: 'compound-interest',
    draw: (rng) => ({
      kind: 'compound-interest',
      principal: rng.pick([200, 500, 800, 1000, 1500, 2000, 2500]),
      rate: rng.pick([2, 3, 4, 5, 6, 8, 10]),
      years: rng.int(2, 4),
    }),
  }),
  defineConstruct({
    constructId: 312,
    slug: 'speed-distance-time',
    published: { edition: 3, digest: '295fe809a55e2976' },
    name: 'Calculate average speed from distance and time',
    strand: 'ratio',
    subjectId: 331,
    topicUnitId: 22,
    yearGroup: 8,
    difficulty: 2,
    problemStyle: 'worded',
    kind: 'speed',
    draw: (rng) => {
      const minutes = rng.pick([15, 20, 30, 40, 45, 12, 24, 36, 48]);
      // Choose the speed so the distance is a whole number of kilometres.
      const step = 60 / gcd(60, minutes);
      const speed = step * rng.int(Math.ceil(30 / step), Math.floor(90 / step));
      const hours = rng.int(1, 3);
      return { kind: 'speed', distance: (speed * (hours * 60 + minutes)) / 60, hours, minutes };
    },
  }),
  defineConstruct({
    constructId: 313,
    slug: 'similar-shapes-lengths',
    published: { edition: 2, digest: '49ffda069483c1e4' },
    name: 'Find a missing length in similar shapes',
    strand: 'ratio',
    subjectId: 341,
    topicUnitId: 23,
    yearGroup: 9,
    difficulty: 2,
    kind: 'similar-length',
    draw: (rng) => {
      const w = rng.int(2, 8);
      let h = rng.int(2, 8);
      if (h === w) h += 1;
      return { kind: 'similar-length', w, h, factor: rng.pick([1.5, 2, 2.5, 3, 4]) };
    },
  }),
  defineConstruct({
    constructId: 314,
    slug: 'area-volume-scale-factors',
    published: { edition: 3, digest: 'e54c4461b2bc3337' },
    name: 'Use area and volume scale factors of similar shapes',
    strand: 'ratio',
    subjectId: 342,
    topicUnitId: 23,
    yearGroup: 11,
    difficulty: 3,
    kind: 'scale-factor-measure',
    draw: (rng) => {
      const measure = rng.pick(['area', 'volume'] as const);
      // Now and then a scale factor of 1.5: 1.5² = 2.25 is less than 2 × 1.5 and 1.5³, so an area's key
      // sits below two errors, where with a whole factor it sits above all but one (decision 0063). The
      // smaller shape's area a multiple of 4 (its volume of 8), so the answer is a whole number.
      if (rng.chance(0.2))
        return {
          kind: 'scale-factor-measure',
          k: 1.5,
          value: (measure === 'area' ? 4 : 8) * rng.int(1, 5),
          measure,
        };
      return { kind: 'scale-factor-measure', k: rng.int(2, 5), value: rng.int(3, 20), measure };
    },
  }),
  defineConstruct({
    constructId: 315,
    slug: 'metric-unit-conversion',
    published: { edition: 3, digest: '50cbeb82660ee702' },
    name: 'Convert between metric units',
    strand: 'ratio',
    subjectId: 351,
    topicUnitId: 24,
    yearGroup: 5,
    difficulty: 1,
    kind: 'metric-convert',
    draw: (rng) => {
      const [from, to] = rng.pick<readonly [MetricUnit, MetricUnit]>([
        ['km', 'm'],
        ['m', 'cm'],
        ['cm', 'mm'],
        ['kg', 'g'],
        ['l', 'ml'],
        ['m', 'km'],
        ['g', 'kg'],
        ['ml', 'l'],
        ['cm', 'm'],
      ]);
      const up =
        ['km', 'kg', 'l'].includes(from) || (from === 'm' && to === 'cm') || (from === 'cm' && to === 'mm');
      const value = up
        ? rng.pick([1.5, 2.5, 3.2, 4.75, 0.6, 2.05, 7])
        : rng.pick([2500, 450, 3200, 750, 1600, 80]);
      return { kind: 'metric-convert', value, from, to };
    },
  }),
  defineConstruct({
    constructId: 316,
    slug: 'area-unit-conversion',
    published: { edition: 4, digest: 'a3756b53065323f2' },
    name: 'Convert between units of area',
    strand: 'ratio',
    subjectId: 353,
    topicUnitId: 24,
    yearGroup: 9,
    difficulty: 2,
    kind: 'area-units',
    draw: (rng) => {
      const [from, to] = rng.pick([
        ['m', 'cm'],
        ['cm', 'mm'],
      ] as const);
      const value = rng.pick([2, 3, 4.5, 0.6, 1.2, 5, 7.5, 8, 2.5, 0.4, 6, 9.5, 1.5, 0.8]);
      return { kind: 'area-units', value, from, to };
    },
  }),
  defineConstruct({
    constructId: 317,
    slug: 'hours-to-minutes',
    published: { edition: 3, digest: '2c793e681b5b4cba' },
    name: 'Convert a decimal number of hours to minutes',
    strand: 'ratio',
    subjectId: 352,
    topicUnitId: 24,
    yearGroup: 5,
    difficulty: 1,
    kind: 'time-convert',
    draw: (rng) => ({
      kind: 'time-convert',
      // Whole hours plus a decimal part, built in hundredths so the value is an exact decimal.
      hours: (rng.int(0, 4) * 100 + rng.pick([10, 20, 25, 30, 40, 50, 60, 75, 80, 90])) / 100,
    }),
  }),
];
