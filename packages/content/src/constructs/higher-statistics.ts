/**
 * GCSE Higher statistics and probability constructs (Years 9–11). Numbers are drawn so every
 * answer, and every answer a misconception leads to, is a value a student could write down: whole
 * numbers of students, animals and throws, probabilities as fractions.
 */

import { type Construct, defineConstruct } from '../construct.ts';
import type { Rng } from '../prng.ts';

/** `count` distinct integers from [min, max], in random order. */
function distinct(rng: Rng, count: number, min: number, max: number): number[] {
  return rng.shuffle(Array.from({ length: max - min + 1 }, (_, k) => min + k)).slice(0, count);
}

/** A draw that meets `ok`, trying a few times (`make` takes all its randomness from the construct's rng); the last try otherwise. */
function drawUntil<T>(make: () => T, ok: (t: T) => boolean): T {
  let t = make();
  for (let i = 0; i < 60 && !ok(t); i++) t = make();
  return t;
}

/** Statistics-strand constructs for GCSE Higher. */
export const HIGHER_STATISTICS_CONSTRUCTS: readonly Construct[] = [
  defineConstruct({
    constructId: 531,
    slug: 'estimated-mean-grouped-data',
    published: { edition: 3, digest: 'e7ebaf6bc3bbdede' },
    name: 'Estimate the mean from a grouped frequency table',
    strand: 'statistics',
    subjectId: 531,
    topicUnitId: 47,
    yearGroup: 10,
    difficulty: 2,
    kind: 'grouped-mean',
    draw: (rng) => {
      const width = rng.pick([4, 5, 10, 20]);
      const classes = rng.int(4, 5);
      const start = rng.pick([0, 0, width]);
      return {
        kind: 'grouped-mean',
        bounds: Array.from({ length: classes + 1 }, (_, k) => start + k * width),
        freqs: Array.from({ length: classes }, () => rng.int(1, 15)),
      };
    },
  }),
  defineConstruct({
    constructId: 532,
    slug: 'frequency-density',
    published: { edition: 2, digest: '9fe8a5c209ea8fea' },
    name: 'Work out the frequency density of a histogram bar',
    strand: 'statistics',
    subjectId: 532,
    topicUnitId: 47,
    yearGroup: 11,
    difficulty: 2,
    kind: 'frequency-density',
    draw: (rng) => {
      const width = rng.pick([2, 4, 5, 10, 20, 25, 40, 50]);
      const lower = width * rng.int(1, 4);
      return { kind: 'frequency-density', lower, upper: lower + width, freq: rng.int(3, 60) };
    },
  }),
  defineConstruct({
    constructId: 533,
    slug: 'interquartile-range-of-data',
    published: { edition: 2, digest: 'a0cf6bbdafa22318' },
    name: 'Find the interquartile range of a set of numbers',
    strand: 'statistics',
    subjectId: 533,
    topicUnitId: 47,
    yearGroup: 10,
    difficulty: 2,
    kind: 'interquartile-range',
    draw: (rng) => {
      const n = rng.pick([7, 11, 11, 15]);
      return { kind: 'interquartile-range', data: distinct(rng, n, 1, 60) };
    },
  }),
  defineConstruct({
    constructId: 534,
    slug: 'combined-mean-missing-group',
    published: { edition: 2, digest: '4416204065e22d37' },
    name: "Find one group's mean from the mean of two groups together",
    strand: 'statistics',
    subjectId: 534,
    topicUnitId: 47,
    yearGroup: 10,
    difficulty: 3,
    problemStyle: 'multi-step',
    kind: 'combined-mean-missing',
    draw: (rng) =>
      drawUntil(
        () => {
          const size = rng.int(12, 30);
          const other = rng.int(12, 30);
          const mean = rng.int(45, 80);
          const overall = mean + rng.pick([-6, -5, -4, -3, -2, 2, 3, 4, 5, 6]);
          return { kind: 'combined-mean-missing' as const, size, mean, total: size + other, overall };
        },
        // The other class's mean is a mark out of 100.
        (p) => {
          const m = (p.total * p.overall - p.size * p.mean) / (p.total - p.size);
          return m > 0 && m < 100;
        },
      ),
  }),
  defineConstruct({
    constructId: 535,
    slug: 'capture-recapture',
    // Added 26 Nov 2026 and never released, so a distractor on the key's other side changed edition 1 in place.
    published: { edition: 2, digest: 'b1dc1e6873d1857d' },
    name: 'Estimate a population by capture–recapture',
    strand: 'statistics',
    subjectId: 542,
    topicUnitId: 47,
    yearGroup: 10,
    difficulty: 2,
    problemStyle: 'worded',
    kind: 'capture-recapture',
    draw: (rng) => {
      const [animal, place] = rng.pick([
        ['newts', 'pond'],
        ['fish', 'lake'],
        ['crabs', 'rock pool'],
        ['squirrels', 'wood'],
        ['voles', 'meadow'],
      ] as const);
      const marked = rng.int(3, 15);
      const ratio = rng.int(3, 8);
      return {
        kind: 'capture-recapture',
        animal,
        place,
        first: rng.int(Math.max(marked + 5, 20), 80),
        second: marked * ratio,
        marked,
      };
    },
  }),
  defineConstruct({
    constructId: 536,
    slug: 'stratified-sample',
    published: { edition: 3, digest: 'd79c9fd3163f6220' },
    name: 'Work out how many from one group belong in a stratified sample',
    strand: 'statistics',
    subjectId: 541,
    topicUnitId: 47,
    yearGroup: 10,
    difficulty: 2,
    problemStyle: 'worded',
    kind: 'stratified-sample',
    draw: (rng) => {
      // A quarter of the time the group asked about is over half the school: sharing equally and the
      // rest then fall below the key, the percentage (5760) above it, a third rank (decision 0063).
      const dominant = rng.chance(0.25);
      return drawUntil(
        () => {
          const per = rng.pick([5, 10, 20]);
          const target = rng.int(0, 2);
          const shares = [rng.int(6, 30), rng.int(6, 30), rng.int(6, 30)];
          if (dominant) shares[target] = rng.int(31, 60);
          return {
            kind: 'stratified-sample' as const,
            years: rng.pick([
              [7, 8, 9],
              [9, 10, 11],
            ]),
            sizes: shares.map((s) => s * per),
            sample: shares[0]! + shares[1]! + shares[2]!,
            target,
          };
        },
        // Sharing equally and comparing with the other year groups both give whole numbers of students;
        // a group over half the school instead has a whole percentage no larger than the sample.
        (p) => {
          const share = p.sizes[p.target]! / (p.sizes[0]! + p.sizes[1]! + p.sizes[2]!);
          const mine = p.sample * share;
          if (p.sample % 3 !== 0) return false;
          if (!dominant) return Number.isInteger((p.sample * mine) / (p.sample - mine));
          const percent = 100 * share;
          return share > 0.5 && Number.isInteger(percent) && percent <= p.sample;
        },
      );
    },
  }),
  defineConstruct({
    constructId: 537,
    slug: 'estimate-from-relative-frequency',
    published: { edition: 2, digest: 'd361be110177333c' },
    name: 'Use relative frequency to estimate how often an outcome happens',
    strand: 'statistics',
    subjectId: 543,
    topicUnitId: 47,
    yearGroup: 9,
    difficulty: 2,
    problemStyle: 'worded',
    kind: 'relative-frequency-estimate',
    draw: (rng) =>
      drawUntil(
        () => {
          const object = rng.pick(['coin', 'dice', 'spinner'] as const);
          const trials = rng.pick([40, 60, 80, 120, 200, 240]);
          return {
            kind: 'relative-frequency-estimate' as const,
            object,
            trials,
            hits: rng.int(Math.round(trials / 10), Math.round((trials * 7) / 10)),
            future: trials * rng.int(2, 6),
          };
        },
        // Biased: the results differ from what a fair object would give.
        (p) => {
          const fair = { coin: 2, dice: 6, spinner: 4 }[p.object];
          return p.hits * fair !== p.trials && p.future % fair === 0;
        },
      ),
  }),
  defineConstruct({
    constructId: 538,
    slug: 'raffle-probability',
    published: { edition: 2, digest: 'f68d9a57f37458fe' },
    name: 'Find the probability of winning a raffle from the money raised',
    strand: 'statistics',
    subjectId: 555,
    topicUnitId: 48,
    yearGroup: 9,
    difficulty: 2,
    problemStyle: 'multi-step',
    kind: 'raffle-probability',
    draw: (rng) => {
      const price = rng.pick([25, 50, 200]);
      const sold = (400 / price) * rng.int(12, 60);
      return {
        kind: 'raffle-probability',
        name: rng.pick(['Jack', 'Priya', 'Olivia', 'Tom', 'Aisha', 'Callum']),
        price,
        raised: (sold * price) / 100,
        bought: rng.int(2, 10),
        ask: rng.chance(0.6) ? 'win' : 'lose',
      };
    },
  }),
  defineConstruct({
    constructId: 539,
    slug: 'probability-with-set-notation',
    published: { edition: 2, digest: '6811b8029436d731' },
    name: 'Find a probability written in set notation',
    strand: 'statistics',
    subjectId: 551,
    topicUnitId: 48,
    yearGroup: 10,
    difficulty: 2,
    kind: 'set-probability',
    draw: (rng) =>
      drawUntil(
        () => {
          const universe = rng.int(10, 20);
          const pick = () => distinct(rng, rng.int(3, 7), 1, universe).sort((x, y) => x - y);
          return {
            kind: 'set-probability' as const,
            universe,
            a: pick(),
            b: pick(),
            ask: rng.pick(['union', 'neither'] as const),
          };
        },
        // The sets overlap, neither holds the other, and some numbers lie outside both.
        (p) => {
          const both = p.a.filter((x) => p.b.includes(x)).length;
          return (
            both > 0 && both < Math.min(p.a.length, p.b.length) && p.a.length + p.b.length - both < p.universe
          );
        },
      ),
  }),
  defineConstruct({
    constructId: 540,
    slug: 'conditional-probability-from-counts',
    published: { edition: 2, digest: '36d6d519ec2d047a' },
    name: 'Find a conditional probability from counts of two overlapping groups',
    strand: 'statistics',
    subjectId: 552,
    topicUnitId: 48,
    yearGroup: 11,
    difficulty: 3,
    problemStyle: 'worded',
    kind: 'conditional-probability',
    draw: (rng) => {
      const activities = rng.pick([
        ['football', 'tennis'],
        ['netball', 'hockey'],
        ['badminton', 'squash'],
        ['cricket', 'rugby'],
      ] as const);
      const both = rng.int(3, 12);
      const first = both + rng.int(4, 20);
      const second = both + rng.int(4, 20);
      return {
        kind: 'conditional-probability',
        total: first + second - both + rng.int(3, 15),
        activities: [activities[0], activities[1]],
        first,
        second,
        both,
      };
    },
  }),
  defineConstruct({
    constructId: 541,
    slug: 'dependent-events-without-replacement',
    published: { edition: 2, digest: '1166261df76b1c3b' },
    name: 'Find the probability of two events when the first is not replaced',
    strand: 'statistics',
    subjectId: 553,
    topicUnitId: 48,
    yearGroup: 11,
    difficulty: 3,
    kind: 'without-replacement',
    draw: (rng) => {
      const colours = rng.pick([
        ['red', 'blue'],
        ['green', 'yellow'],
        ['black', 'white'],
      ] as const);
      return {
        kind: 'without-replacement',
        colours: [colours[0], colours[1]],
        counts: [rng.int(2, 9), rng.int(2, 9)],
        target: rng.pick([0, 1] as const),
      };
    },
  }),
  defineConstruct({
    constructId: 542,
    slug: 'probability-at-least-one',
    published: { edition: 2, digest: '08a57295e101522b' },
    name: 'Find the probability that at least one of two independent events happens',
    strand: 'statistics',
    subjectId: 554,
    topicUnitId: 48,
    yearGroup: 10,
    difficulty: 3,
    problemStyle: 'worded',
    kind: 'at-least-one',
    draw: (rng) => ({
      kind: 'at-least-one',
      pA: rng.int(1, 6) / 10,
      pB: rng.int(1, 6) / 10,
    }),
  }),
  defineConstruct({
    constructId: 543,
    slug: 'frequency-from-histogram',
    published: { edition: 3, digest: '38b787e67f18cffe' },
    name: 'Read a frequency from a histogram with unequal class widths',
    strand: 'statistics',
    subjectId: 532,
    topicUnitId: 47,
    yearGroup: 11,
    difficulty: 3,
    kind: 'histogram-frequency',
    draw: (rng) => {
      const widths = Array.from({ length: rng.int(4, 5) }, () => rng.pick([10, 10, 20, 30, 40]));
      const bounds = [0];
      for (const w of widths) bounds.push(bounds[bounds.length - 1]! + w);
      const gridlines = rng.int(8, 10);
      return {
        kind: 'histogram-frequency',
        bounds,
        heights: widths.map(() => rng.int(1, gridlines - 1)),
        step: rng.pick([0.2, 0.5, 1, 2]),
        gridlines,
        // Not the first class: there its upper end is its width, so two misconceptions would agree.
        target: rng.int(1, widths.length - 1),
      };
    },
  }),
  defineConstruct({
    constructId: 544,
    slug: 'interquartile-range-from-box-plot',
    published: { edition: 2, digest: 'a126213a467e6d13' },
    name: 'Read the interquartile range from a box plot',
    strand: 'statistics',
    subjectId: 533,
    topicUnitId: 47,
    yearGroup: 10,
    difficulty: 2,
    kind: 'box-plot-iqr',
    draw: (rng) => {
      const scaleMax = rng.pick([40, 60, 80]);
      // Five different even values, so each part of the plot is visible and read from a tick.
      const five = rng
        .shuffle(Array.from({ length: scaleMax / 2 - 1 }, (_, k) => 2 * (k + 1)))
        .slice(0, 5)
        .sort((a, b) => a - b) as [number, number, number, number, number];
      return { kind: 'box-plot-iqr', five, scaleMax };
    },
  }),
];
