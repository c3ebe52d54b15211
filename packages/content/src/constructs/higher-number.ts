/**
 * Number constructs at GCSE Higher (indices, surds, bounds, recurring decimals, counting) and
 * worded and multi-step number problems set in everyday UK situations.
 */

import { type Construct, defineConstruct } from '../construct.ts';
import type { Rng } from '../prng.ts';
import type { MeasureUnit } from '../problems/higher-number.ts';
import { gcd } from '../rational.ts';

/** Square-free numbers a surd question can use under a root. */
const SQUARE_FREE = [2, 3, 5, 6, 7, 10, 11, 13, 14, 15];

/** The accuracies each unit is measured to (place: −2 = 2 d.p. … 2 = nearest 100). */
const PLACES: Record<MeasureUnit, number[]> = {
  cm: [-1, 1],
  m: [-2, -1],
  kg: [-2, -1],
  g: [1, 2],
  km: [-1, 1],
};

/** A measurement's digits for an accuracy: never a final zero after the point, which would not be shown. */
function measureFor(rng: Rng, place: number): number {
  const [lo, hi] = place === -2 ? [101, 999] : place === -1 ? [11, 499] : [6, 99];
  for (;;) {
    const m = rng.int(lo, hi);
    if (place > 0 || m % 10 !== 0) return m;
  }
}

/** Two numbers sharing a factor, neither a multiple of the other, from lo to hi. */
function sharingPair(rng: Rng, lo: number, hi: number, minHcf: number): [number, number] {
  for (;;) {
    const a = rng.int(lo, hi);
    const b = rng.int(lo, hi);
    if (a < b && gcd(a, b) >= minHcf && b % a !== 0) return [a, b];
  }
}

/** The shopping a change problem is about: the item bought several times and the one extra. */
const SHOPPING: ReadonlyArray<readonly [string, string]> = [
  ['notebooks', 'pen'],
  ['sandwiches', 'bottle of water'],
  ['birthday cards', 'roll of wrapping paper'],
  ['tins of paint', 'paintbrush'],
  ['bus tickets', 'newspaper'],
];
const NAMES = ['Sam', 'Aisha', 'Tom', 'Megan', 'Ravi', 'Chloe'];

/** A power of ten for a standard-form question: large or small, never 10⁰ or 10¹. */
const POWERS = [-6, -5, -4, -3, -2, 2, 3, 4, 5, 6, 7, 8, 9];

/** A one-decimal-place mantissa from 1.1 to 9.9 that is not whole, in tenths. */
const tenths = (rng: Rng, lo = 11, hi = 99) => {
  for (;;) {
    const t = rng.int(lo, hi);
    if (t % 10 !== 0) return t;
  }
};

export const HIGHER_NUMBER_CONSTRUCTS: readonly Construct[] = [
  defineConstruct({
    constructId: 131,
    slug: 'negative-indices',
    published: { edition: 2, digest: '11ae37ee6d44fcc4' },
    name: 'Evaluate a negative power of a number or a fraction',
    strand: 'number',
    subjectId: 191,
    topicUnitId: 41,
    yearGroup: 10,
    difficulty: 2,
    kind: 'negative-index',
    draw: (rng) => {
      if (rng.chance(0.5)) {
        const n = rng.int(2, 3);
        return { kind: 'negative-index', num: rng.int(2, n === 2 ? 10 : 5), den: 1, n };
      }
      // A fraction base, proper or improper, in its lowest terms.
      for (;;) {
        const num = rng.int(1, 5);
        const den = rng.int(2, 5);
        if (num !== den && gcd(num, den) === 1)
          return { kind: 'negative-index', num, den, n: num <= 3 && den <= 3 ? rng.int(2, 3) : 2 };
      }
    },
  }),
  defineConstruct({
    constructId: 132,
    slug: 'fractional-indices',
    published: { edition: 2, digest: '236ed5ac209de71f' },
    name: 'Evaluate a fractional power, positive or negative',
    strand: 'number',
    subjectId: 191,
    topicUnitId: 41,
    yearGroup: 10,
    difficulty: 3,
    kind: 'fractional-index',
    draw: (rng) => {
      const [num, den, maxRoot] = rng.pick([
        [1, 2, 9],
        [3, 2, 6],
        [1, 3, 5],
        [2, 3, 5],
        [3, 4, 3],
        [1, 4, 3],
      ] as const);
      return { kind: 'fractional-index', root: rng.int(2, maxRoot), num, den, negative: rng.chance(0.4) };
    },
  }),
  defineConstruct({
    constructId: 143,
    slug: 'standard-form-multiply-divide',
    published: { edition: 2, digest: '2386897c258b2e07' },
    name: 'Multiply and divide numbers in standard form',
    strand: 'number',
    subjectId: 197,
    topicUnitId: 41,
    yearGroup: 10,
    difficulty: 2,
    kind: 'standard-form-calc',
    draw: (rng) => {
      const [m, n] = [rng.pick(POWERS), rng.pick(POWERS)];
      if (rng.chance(0.5)) {
        const b100 = rng.chance(0.5) ? 100 * rng.int(2, 9) : 10 * tenths(rng, 11, 49);
        return { kind: 'standard-form-calc', a100: 10 * tenths(rng), m, b100, n, op: 'multiply' };
      }
      // a = b × c/10 with b whole, so a ÷ b = c/10: always below 1, so the power must be adjusted.
      for (;;) {
        const b = rng.int(2, 5);
        const c10 = tenths(rng);
        if (b * c10 >= 100)
          return { kind: 'standard-form-calc', a100: b * c10, m, b100: 100 * b, n, op: 'divide' };
      }
    },
  }),
  defineConstruct({
    constructId: 145,
    slug: 'standard-form-add-subtract',
    published: { edition: 2, digest: '3b237289800d6c8a' },
    name: 'Add and subtract numbers in standard form',
    strand: 'number',
    subjectId: 197,
    topicUnitId: 41,
    yearGroup: 10,
    difficulty: 3,
    kind: 'standard-form-sum',
    draw: (rng) => {
      // Powers one to three apart, so the smaller number must be rewritten before adding.
      const m = rng.int(3, 9);
      const n = m - rng.int(1, 3);
      return {
        kind: 'standard-form-sum',
        a100: 10 * tenths(rng),
        m,
        b100: 10 * tenths(rng),
        n,
        op: rng.chance(0.5) ? 'add' : 'subtract',
      };
    },
  }),
  defineConstruct({
    constructId: 133,
    slug: 'multiply-surds',
    published: { edition: 2, digest: '3bb32c18ebd7efa4' },
    name: 'Multiply surds',
    strand: 'number',
    subjectId: 192,
    topicUnitId: 41,
    yearGroup: 10,
    difficulty: 2,
    kind: 'surd-multiply',
    draw: (rng) => {
      for (;;) {
        const a = rng.pick(SQUARE_FREE);
        const b = rng.pick(SQUARE_FREE);
        if (a < b && gcd(a, b) === 1)
          return { kind: 'surd-multiply', c: rng.int(1, 5), a, d: rng.int(1, 5), b };
      }
    },
  }),
  defineConstruct({
    constructId: 134,
    slug: 'rationalise-the-denominator',
    published: { edition: 2, digest: '1d9b6ab4b4123430' },
    name: 'Rationalise a denominator of the form √b',
    strand: 'number',
    subjectId: 193,
    topicUnitId: 41,
    yearGroup: 11,
    difficulty: 2,
    kind: 'surd-rationalise',
    draw: (rng) => ({ kind: 'surd-rationalise', a: rng.int(1, 15), b: rng.pick([2, 3, 5, 6, 7, 10, 11]) }),
  }),
  defineConstruct({
    constructId: 135,
    slug: 'expand-surd-brackets',
    published: { edition: 3, digest: '082b0f6f23eb1183' },
    name: 'Expand a pair of brackets with surds (difference of two squares)',
    strand: 'number',
    subjectId: 192,
    topicUnitId: 41,
    yearGroup: 11,
    difficulty: 3,
    kind: 'surd-conjugate',
    draw: (rng) => ({
      kind: 'surd-conjugate',
      whole: rng.int(2, 9),
      radicand: rng.pick(SQUARE_FREE),
      rootFirst: rng.chance(0.5),
    }),
  }),
  defineConstruct({
    constructId: 136,
    slug: 'error-intervals',
    published: { edition: 2, digest: '8f49689a3d9dc6d1' },
    name: 'Find the lower or upper bound of a rounded measurement',
    strand: 'number',
    subjectId: 194,
    topicUnitId: 42,
    yearGroup: 10,
    difficulty: 2,
    kind: 'error-interval',
    draw: (rng) => {
      const unit = rng.pick(['cm', 'm', 'kg', 'g', 'km'] as const);
      const place = rng.pick(PLACES[unit]);
      return {
        kind: 'error-interval',
        measure: measureFor(rng, place),
        place,
        unit,
        ask: rng.chance(0.5) ? 'lower' : 'upper',
      };
    },
  }),
  defineConstruct({
    constructId: 137,
    slug: 'bounds-of-an-area',
    published: { edition: 2, digest: 'afbdf3770bb53983' },
    name: 'Find the bounds of an area from rounded lengths',
    strand: 'number',
    subjectId: 194,
    topicUnitId: 42,
    yearGroup: 11,
    difficulty: 3,
    problemStyle: 'multi-step',
    kind: 'bounds-area',
    draw: (rng) => {
      const length = rng.int(6, 30);
      return {
        kind: 'bounds-area',
        length,
        width: rng.int(3, length - 1),
        ask: rng.chance(0.5) ? 'lower' : 'upper',
      };
    },
  }),
  defineConstruct({
    constructId: 144,
    slug: 'bounds-of-a-speed',
    published: { edition: 2, digest: '4cff4e3ce0f05a1b' },
    name: 'Find the bounds of a speed from a rounded distance and time',
    strand: 'number',
    subjectId: 194,
    topicUnitId: 42,
    yearGroup: 11,
    difficulty: 3,
    problemStyle: 'multi-step',
    kind: 'bounds-speed',
    draw: (rng) => {
      const who = rng.pick(['runner', 'swimmer'] as const);
      // Race distances, and times from a quick club athlete to a steady one.
      const [metres, lo, hi] =
        who === 'runner'
          ? rng.pick([
              [100, 11, 16],
              [200, 23, 34],
              [400, 50, 75],
              [800, 110, 160],
            ] as const)
          : rng.pick([
              [50, 26, 45],
              [100, 55, 95],
              [200, 120, 200],
            ] as const);
      return {
        kind: 'bounds-speed',
        who,
        metres,
        seconds: rng.int(lo, hi),
        ask: rng.chance(0.5) ? 'lower' : 'upper',
      };
    },
  }),
  defineConstruct({
    constructId: 138,
    slug: 'recurring-decimals-to-fractions',
    published: { edition: 2, digest: '6d671e8e0c8ad2f4' },
    name: 'Convert a recurring decimal to a fraction',
    strand: 'number',
    subjectId: 195,
    topicUnitId: 42,
    yearGroup: 11,
    difficulty: 3,
    kind: 'recurring-decimal',
    draw: (rng) => {
      const digit = () => String(rng.int(1, 9));
      for (;;) {
        const shape = rng.int(1, 3);
        const fixed = shape === 1 ? '' : shape === 2 ? String(rng.int(0, 9)) : `${rng.int(0, 9)}${digit()}`;
        const repeat = shape === 1 ? `${rng.int(0, 9)}${digit()}` : digit();
        // A block of two equal digits is one digit recurring; a last fixed digit equal to the repeat starts it early.
        if (repeat.length === 2 && repeat[0] === repeat[1]) continue;
        if (fixed !== '' && fixed.at(-1) === repeat) continue;
        // 0.28999… is 0.29: a recurring 9 after fixed digits is a terminating decimal in disguise.
        if (fixed !== '' && repeat === '9') continue;
        return { kind: 'recurring-decimal', fixed, repeat };
      }
    },
  }),
  defineConstruct({
    constructId: 139,
    slug: 'product-rule-for-counting',
    published: { edition: 2, digest: '82ffeff5e29456e6' },
    name: 'Count the possible codes with the product rule',
    strand: 'number',
    subjectId: 196,
    topicUnitId: 42,
    yearGroup: 10,
    difficulty: 2,
    problemStyle: 'worded',
    kind: 'counting-codes',
    draw: (rng) => {
      const repeats = rng.chance(0.5);
      if (rng.chance(0.3))
        return { kind: 'counting-codes', context: 'padlock', symbols: 10, positions: rng.int(3, 4), repeats };
      const symbols = rng.int(4, 8);
      return {
        kind: 'counting-codes',
        context: 'letters',
        symbols,
        positions: rng.int(2, Math.min(4, symbols - 1)),
        repeats,
      };
    },
  }),
  defineConstruct({
    constructId: 140,
    slug: 'hcf-lcm-problems',
    published: { edition: 2, digest: 'f64fd143592fb60c' },
    name: 'Solve problems with the HCF or LCM (buses, packs, ribbons)',
    strand: 'number',
    subjectId: 151,
    topicUnitId: 6,
    yearGroup: 8,
    difficulty: 2,
    problemStyle: 'worded',
    kind: 'hcf-lcm-problem',
    draw: (rng) => {
      const context = rng.pick(['buses', 'packs', 'ribbons'] as const);
      const [a, b] =
        context === 'buses'
          ? sharingPair(rng, 6, 30, 2)
          : context === 'packs'
            ? sharingPair(rng, 4, 15, 2)
            : sharingPair(rng, 12, 90, 3);
      return { kind: 'hcf-lcm-problem', context, a, b };
    },
  }),
  defineConstruct({
    constructId: 141,
    slug: 'fraction-of-a-remainder',
    published: { edition: 2, digest: 'a32123a5deaedfed' },
    name: 'Find what is left after a fraction of a fraction (a school trip)',
    strand: 'number',
    subjectId: 164,
    topicUnitId: 8,
    yearGroup: 8,
    difficulty: 3,
    problemStyle: 'multi-step',
    kind: 'fraction-of-remainder',
    draw: (rng) => {
      const d1 = rng.pick([3, 4, 5, 8]);
      const d2 = rng.pick([2, 3, 4, 5]);
      const proper = (d: number) =>
        rng.pick([...Array(d - 1).keys()].map((i) => i + 1).filter((n) => gcd(n, d) === 1));
      return {
        kind: 'fraction-of-remainder',
        total: d1 * d2 * rng.int(2, Math.floor(1500 / (d1 * d2))),
        n1: proper(d1),
        d1,
        n2: proper(d2),
        d2,
      };
    },
  }),
  defineConstruct({
    constructId: 142,
    slug: 'change-from-a-shop',
    published: { edition: 2, digest: '69953e47f9e7df81' },
    name: 'Work out change after buying several items',
    strand: 'number',
    subjectId: 142,
    topicUnitId: 43,
    yearGroup: 7,
    difficulty: 2,
    problemStyle: 'multi-step',
    kind: 'shopping-change',
    draw: (rng) => {
      const [item, extraItem] = rng.pick(SHOPPING);
      for (;;) {
        const count = rng.int(2, 5);
        const price = 5 * rng.int(9, 79);
        const extra = 5 * rng.int(7, 59);
        const paid = rng.pick([10, 20, 50]);
        // Enough for the whole shop even when each item is counted with the extra, and not far more.
        if (price % 100 === 0 || extra % 100 === 0) continue;
        if (paid * 100 <= count * (price + extra) || paid * 100 > 4 * (count * price + extra)) continue;
        return { kind: 'shopping-change', name: rng.pick(NAMES), count, item, price, extra, extraItem, paid };
      }
    },
  }),
];
