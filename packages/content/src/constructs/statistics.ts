/**
 * Probability and statistics constructs. Data sets are shuffled so ordering matters, tables
 * have a single mode, and pie-chart angles give whole numbers of people.
 */

import { type Construct, defineConstruct } from '../construct.ts';
import type { Rng } from '../prng.ts';
import { gcd } from '../rational.ts';

/** `count` integers in [min, max], in random order. */
function dataSet(rng: Rng, count: number, min: number, max: number): number[] {
  return Array.from({ length: count }, () => rng.int(min, max));
}

/** A list that is not already in ascending order (so ordering is a real step). */
function unsorted(rng: Rng, data: number[]): number[] {
  const shuffled = rng.shuffle(data);
  const ascending = shuffled.every((x, i) => i === 0 || shuffled[i - 1]! <= x);
  return ascending ? [...shuffled].reverse() : shuffled;
}

/** Statistics-strand constructs, Years 5–10. */
export const STATISTICS_CONSTRUCTS: readonly Construct[] = [
  defineConstruct({
    constructId: 501,
    slug: 'mean-of-data',
    published: { edition: 2, digest: '61d6fb4a316c2974' },
    name: 'Find the mean of a set of numbers',
    strand: 'statistics',
    subjectId: 501,
    topicUnitId: 32,
    yearGroup: 6,
    difficulty: 1,
    kind: 'average',
    draw: (rng) => {
      const n = rng.int(4, 6);
      const data = dataSet(rng, n - 1, 2, 20);
      // Choose the last value so the mean is a whole number.
      const target = rng.int(Math.max(3, Math.ceil((data.reduce((s, x) => s + x, 0) + 1) / n)), 18);
      const last = target * n - data.reduce((s, x) => s + x, 0);
      return { kind: 'average', data: unsorted(rng, [...data, last > 0 ? last : 1]), ask: 'mean' };
    },
  }),
  defineConstruct({
    constructId: 502,
    slug: 'median-of-data',
    published: { edition: 2, digest: 'f82863fe8fb42e8c' },
    name: 'Find the median of a set of numbers',
    strand: 'statistics',
    subjectId: 502,
    topicUnitId: 32,
    yearGroup: 7,
    difficulty: 1,
    kind: 'average',
    draw: (rng) => ({
      kind: 'average',
      data: unsorted(rng, dataSet(rng, rng.pick([5, 7, 9]), 1, 30)),
      ask: 'median',
    }),
  }),
  defineConstruct({
    constructId: 503,
    slug: 'range-of-data',
    published: { edition: 3, digest: '37125018f4d1c563' },
    name: 'Find the range of a set of numbers',
    strand: 'statistics',
    subjectId: 503,
    topicUnitId: 32,
    yearGroup: 7,
    difficulty: 1,
    kind: 'average',
    draw: (rng) => ({
      kind: 'average',
      data: unsorted(rng, dataSet(rng, rng.int(5, 7), 3, 40)),
      ask: 'range',
    }),
  }),
  defineConstruct({
    constructId: 504,
    slug: 'missing-value-from-mean',
    published: { edition: 3, digest: '4c41002ea2b91b7a' },
    name: 'Find a missing value given the mean',
    strand: 'statistics',
    subjectId: 506,
    topicUnitId: 32,
    yearGroup: 8,
    difficulty: 2,
    kind: 'mean-missing',
    draw: (rng) => {
      const count = rng.int(3, 5);
      const mean = rng.int(6, 15);
      const known = dataSet(rng, count, 2, 2 * mean - 2);
      const missing = mean * (count + 1) - known.reduce((s, x) => s + x, 0);
      // Keep the missing value positive and different from the mean so the question has substance.
      if (missing <= 0 || missing === mean)
        known[0] = Math.max(1, known[0]! - (missing <= 0 ? 1 - missing + 1 : 1));
      return { kind: 'mean-missing', known, mean };
    },
  }),
  defineConstruct({
    constructId: 505,
    slug: 'mean-from-frequency-table',
    published: { edition: 3, digest: 'd32d0f1a11f8c60c' },
    name: 'Find the mean from a frequency table',
    strand: 'statistics',
    subjectId: 505,
    topicUnitId: 32,
    yearGroup: 9,
    difficulty: 2,
    kind: 'frequency-mean',
    draw: (rng) => ({ kind: 'frequency-mean', values: [0, 1, 2, 3, 4], freqs: dataSet(rng, 5, 1, 9) }),
  }),
  defineConstruct({
    constructId: 506,
    slug: 'mode-from-frequency-table',
    published: { edition: 3, digest: '62e298ef5d7b3366' },
    name: 'Find the mode from a frequency table',
    strand: 'statistics',
    subjectId: 504,
    topicUnitId: 32,
    yearGroup: 7,
    difficulty: 1,
    kind: 'frequency-mode',
    draw: (rng) => {
      const freqs = rng.shuffle([3, 5, 6, 8, 11].map((f) => f + rng.int(0, 1)));
      return { kind: 'frequency-mode', values: [0, 1, 2, 3, 4], freqs };
    },
  }),
  defineConstruct({
    constructId: 507,
    slug: 'bar-chart-comparison',
    published: { edition: 4, digest: '28b6411c2e058594' },
    name: 'Compare values read from a bar chart',
    strand: 'statistics',
    subjectId: 511,
    topicUnitId: 33,
    yearGroup: 5,
    difficulty: 1,
    kind: 'bar-chart',
    draw: (rng) => {
      const step = rng.pick([2, 5]);
      const gridlines = 10;
      const values = rng
        .shuffle([2, 3, 5, 7, 8, 9, 10])
        .slice(0, 4)
        .map((k) => k * step);
      const order = values.map((v, k) => ({ v, k })).sort((a, b) => b.v - a.v);
      const i = order[rng.int(0, 1)]!.k;
      const j = order[rng.int(2, 3)]!.k;
      return {
        kind: 'bar-chart',
        categories: ['Apple', 'Banana', 'Grape', 'Mango'],
        values,
        step,
        gridlines,
        i,
        j,
        // "How many fewer" a third of the time: the first bar named is then the shorter, and reading it
        // alone (5020) can fall below the difference, so the key takes a third rank (decision 0063).
        ...(rng.chance(1 / 3) ? { ask: 'fewer' as const } : {}),
      };
    },
  }),
  defineConstruct({
    constructId: 508,
    slug: 'pie-chart-angle',
    published: { edition: 3, digest: 'a6b37e5398474263' },
    name: 'Calculate the angle of a pie chart sector',
    strand: 'statistics',
    subjectId: 512,
    topicUnitId: 33,
    yearGroup: 8,
    difficulty: 2,
    kind: 'pie-angle',
    draw: (rng) => {
      const total = rng.pick([30, 36, 40, 45, 60, 72, 90, 120]);
      return {
        kind: 'pie-angle',
        total,
        part: rng.int(2, Math.floor(total / 2)),
        category: rng.pick(['football', 'tennis', 'swimming', 'netball', 'cricket']),
      };
    },
  }),
  defineConstruct({
    constructId: 509,
    slug: 'pie-chart-reading',
    published: { edition: 3, digest: '9d72ba87fd4ab43e' },
    name: 'Interpret a pie chart',
    strand: 'statistics',
    subjectId: 512,
    topicUnitId: 33,
    yearGroup: 8,
    difficulty: 2,
    kind: 'pie-read',
    draw: (rng) => {
      // Totals over 360 (a large school) make a degree fewer than one student, so the angle read as the
      // number lands below the key where, for the smaller totals, it lands above (decision 0063).
      const total = rng.pick([36, 60, 72, 90, 120, 180, 480, 540, 720]);
      const unit = 360 / total;
      // People come in blocks of `step` (1 up to 360 students) so every sector is a whole number of degrees.
      const step = total / gcd(total, 360);
      const blocks = total / step;
      // Four sectors, each a whole number of people, drawn by cutting the people into four groups.
      const cuts = [
        0,
        ...rng
          .shuffle(Array.from({ length: blocks - 1 }, (_, k) => k + 1))
          .slice(0, 3)
          .sort((a, b) => a - b),
        blocks,
      ];
      const counts = cuts.slice(1).map((c, k) => (c - cuts[k]!) * step);
      if (counts.some((c) => c * unit < 20)) {
        const even = [0.35, 0.25, 0.25, 0.15].map((f) => Math.round(f * blocks) * step);
        even[3] = total - even[0]! - even[1]! - even[2]!;
        counts.splice(0, 4, ...even);
      }
      const names = ['Walk', 'Bus', 'Car', 'Bike'];
      return {
        kind: 'pie-read',
        total,
        sectors: counts.map((c, k) => ({ name: names[k]!, angle: c * unit })),
        target: rng.int(0, 3),
      };
    },
  }),
  defineConstruct({
    constructId: 510,
    slug: 'single-event-probability',
    published: { edition: 2, digest: 'a498c214ae5f6d2b' },
    name: 'Find the probability of a single event',
    strand: 'statistics',
    subjectId: 521,
    topicUnitId: 34,
    yearGroup: 7,
    difficulty: 1,
    kind: 'probability-single',
    draw: (rng) => {
      const colours = rng.pick([
        ['red', 'blue', 'green'],
        ['red', 'yellow', 'blue'],
        ['green', 'white', 'black'],
      ]);
      return { kind: 'probability-single', colours, counts: dataSet(rng, 3, 2, 9), target: rng.int(0, 2) };
    },
  }),
  defineConstruct({
    constructId: 511,
    slug: 'probability-of-not-happening',
    published: { edition: 3, digest: 'bb8c3c630028b231' },
    name: 'Find the probability of an event not happening',
    strand: 'statistics',
    subjectId: 522,
    topicUnitId: 34,
    yearGroup: 7,
    difficulty: 1,
    kind: 'probability-complement',
    draw: (rng) => ({
      kind: 'probability-complement',
      // Two decimal places: subtracting them from 1 is where the column errors show.
      p: rng.pick([
        0.35, 0.45, 0.65, 0.72, 0.15, 0.04, 0.28, 0.36, 0.55, 0.64, 0.85, 0.12, 0.23, 0.47, 0.58, 0.81,
        // More than the run's 25 seeds, so no two questions differ only in the event.
        0.06, 0.09, 0.14, 0.17, 0.26, 0.32, 0.38, 0.43, 0.53, 0.62, 0.67, 0.76, 0.79, 0.94,
      ]),
      event: rng.pick(['it snows tomorrow', 'a train is late', 'a seed grows', 'Ali wins a game of chess']),
    }),
  }),
  defineConstruct({
    constructId: 512,
    slug: 'expected-frequency',
    published: { edition: 4, digest: '9e606a399145b3b1' },
    name: 'Calculate an expected frequency',
    strand: 'statistics',
    subjectId: 523,
    topicUnitId: 34,
    yearGroup: 8,
    difficulty: 2,
    kind: 'expected-frequency',
    draw: (rng) => {
      const d = rng.pick([4, 5, 8, 10, 20]);
      const choices = Array.from({ length: d - 2 }, (_, k) => k + 2).filter((n) => gcd(n, d) === 1);
      return { kind: 'expected-frequency', n: rng.pick(choices), d, trials: d * rng.int(5, 30) };
    },
  }),
  defineConstruct({
    constructId: 513,
    slug: 'probabilities-sum-to-one',
    published: { edition: 2, digest: '0ceaca09ddfcddb1' },
    name: 'Use the fact that probabilities sum to 1',
    strand: 'statistics',
    subjectId: 524,
    topicUnitId: 34,
    yearGroup: 8,
    difficulty: 2,
    kind: 'probability-sum',
    draw: (rng) => {
      // Four multiples of 0.05 that add to 1, each at least 0.05.
      const cuts = [
        0,
        ...rng
          .shuffle(Array.from({ length: 19 }, (_, k) => k + 1))
          .slice(0, 3)
          .sort((a, b) => a - b),
        20,
      ];
      const probs = cuts.slice(1).map((c, k) => (c - cuts[k]!) / 20);
      return {
        kind: 'probability-sum',
        outcomes: ['Red', 'Blue', 'Green', 'Yellow'],
        probs,
        missing: rng.int(0, 3),
      };
    },
  }),
  defineConstruct({
    constructId: 514,
    slug: 'independent-events-tree',
    published: { edition: 2, digest: '66cbbca61129ac9c' },
    name: 'Find the probability of two independent events both happening',
    strand: 'statistics',
    subjectId: 525,
    topicUnitId: 34,
    yearGroup: 10,
    difficulty: 3,
    problemStyle: 'worded',
    kind: 'probability-and',
    draw: (rng) => {
      const pA = rng.pick([0.1, 0.2, 0.3, 0.4, 0.6, 0.7, 0.8]);
      const pB = rng.pick([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.9]);
      return { kind: 'probability-and', pA, pB };
    },
  }),
];
