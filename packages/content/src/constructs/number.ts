/**
 * Number-strand constructs. Each `draw` picks numbers that make the skill visible (an exchange
 * is needed, a carry happens, the fraction is proper) so the misconceptions can actually show.
 */

import { type Construct, defineConstruct } from '../construct.ts';

/** A decimal with the given digits after the point, as an exact-looking JS number. */
function decimal(whole: number, fraction: number, dp: number): number {
  return Number(`${whole}.${String(fraction).padStart(dp, '0')}`);
}

/** Number-strand constructs, Years 5–10 (fractions and percentages in `number-fractions.ts`). */
export const NUMBER_CONSTRUCTS: readonly Construct[] = [
  defineConstruct({
    constructId: 101,
    slug: 'place-value-digit',
    published: { edition: 2, digest: '0ed7e9ccabf26008' },
    name: 'Find the value of a digit in a whole number',
    strand: 'number',
    subjectId: 101,
    topicUnitId: 1,
    yearGroup: 5,
    difficulty: 1,
    kind: 'place-value',
    draw: (rng) => {
      const length = rng.int(5, 7);
      const digits = rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, length);
      // One zero somewhere after the first digit makes the placeholder idea visible without repeating digits.
      if (rng.chance(0.5)) digits[rng.int(1, length - 1)] = 0;
      const number = Number(digits.join(''));
      const candidates = [...String(number)]
        .map((ch, i) => ({ ch, place: length - 1 - i }))
        .filter((x) => x.ch !== '0' && x.place >= 1 && x.place <= length - 2);
      return { kind: 'place-value', number, place: rng.pick(candidates).place };
    },
  }),
  defineConstruct({
    constructId: 102,
    slug: 'decimal-compare',
    published: { edition: 2, digest: 'e81ace4a15a5725f' },
    name: 'Find the largest or smallest of a set of decimals',
    strand: 'number',
    subjectId: 102,
    topicUnitId: 1,
    yearGroup: 5,
    difficulty: 2,
    kind: 'decimal-compare',
    draw: (rng) => {
      // No trailing zeros: 0.20 would be written 0.2 and lose the extra decimal place.
      const noTrailingZero = (x: number) => (x % 10 === 0 ? x + 1 : x);
      if (rng.chance(0.5)) {
        // Largest: a short largest value, a two-place value with big digits (whole-number thinking),
        // a three-place value starting 0.0 (longer is larger) and 0.0f (ignoring the zero).
        const a = rng.int(3, 7);
        const bc = noTrailingZero(rng.int(15, a * 10 - 2));
        const de = noTrailingZero(rng.int(11, bc - 2));
        const f = rng.int(a + 1, 9);
        const values = rng.shuffle([
          decimal(0, a, 1),
          decimal(0, bc, 2),
          decimal(0, de, 3),
          decimal(0, f, 2),
        ]);
        return { kind: 'decimal-compare', values, ask: 'largest' };
      }
      // Smallest: 0.0f is smallest; 0.a is shortest (longer is larger), 0.xyz longest (shorter is
      // larger) and 0.bc smallest once the zero in 0.0f is ignored.
      const f = rng.int(6, 9);
      const a = rng.int(3, f - 1);
      const b = rng.int(1, a - 1);
      const bc = b * 10 + rng.int(1, 9);
      const xyz = rng.int(b + 1, 9) * 100 + rng.int(1, 9) * 10 + rng.int(1, 9);
      const values = rng.shuffle([decimal(0, f, 2), decimal(0, a, 1), decimal(0, bc, 2), decimal(0, xyz, 3)]);
      return { kind: 'decimal-compare', values, ask: 'smallest' };
    },
  }),
  defineConstruct({
    constructId: 103,
    slug: 'multiply-divide-powers-of-ten',
    published: { edition: 2, digest: '1e9b274a80260413' },
    name: 'Multiply and divide decimals by 10, 100 and 1000',
    strand: 'number',
    subjectId: 103,
    topicUnitId: 1,
    yearGroup: 5,
    difficulty: 1,
    kind: 'power-of-ten',
    draw: (rng) => {
      const dp = rng.int(1, 2);
      const value = decimal(rng.int(0, 40), rng.int(1, dp === 1 ? 9 : 99), dp);
      return {
        kind: 'power-of-ten',
        value,
        op: rng.pick(['multiply', 'divide'] as const),
        power: rng.int(1, 3),
      };
    },
  }),
  defineConstruct({
    constructId: 104,
    slug: 'read-number-line',
    published: { edition: 2, digest: '1a614f415df0038b' },
    name: 'Read a value from a number line',
    strand: 'number',
    subjectId: 104,
    topicUnitId: 1,
    yearGroup: 5,
    difficulty: 2,
    kind: 'number-line',
    draw: (rng) => {
      const [min, max, divisions] = rng.pick([
        [0, 1, 5],
        [0, 1, 4],
        [0, 2, 8],
        [2, 3, 4],
        [0, 100, 5],
        [0, 50, 5],
        [100, 200, 4],
        [0, 1000, 4],
        [0, 10, 4],
        [3, 4, 5],
      ] as const);
      return { kind: 'number-line', min, max, divisions, position: rng.int(1, divisions - 1) };
    },
  }),
  defineConstruct({
    constructId: 105,
    slug: 'round-integers',
    published: { edition: 2, digest: '019062f1e7ee1aae' },
    name: 'Round whole numbers to the nearest 10, 100 or 1000',
    strand: 'number',
    subjectId: 111,
    topicUnitId: 2,
    yearGroup: 5,
    difficulty: 1,
    kind: 'round-integer',
    draw: (rng) => {
      const place = rng.pick([10, 100, 1000]);
      const value = rng.int(1000, 99999);
      return { kind: 'round-integer', value, place };
    },
  }),
  defineConstruct({
    constructId: 106,
    slug: 'round-decimal-places',
    published: { edition: 2, digest: '306d95c523d061de' },
    name: 'Round to a given number of decimal places',
    strand: 'number',
    subjectId: 112,
    topicUnitId: 2,
    yearGroup: 7,
    difficulty: 2,
    kind: 'round-dp',
    draw: (rng) => {
      const places = rng.int(3, 4);
      const value = decimal(rng.int(0, 30), rng.int(10 ** (places - 1), 10 ** places - 1), places);
      return { kind: 'round-dp', value, dp: rng.int(1, 2) };
    },
  }),
  defineConstruct({
    constructId: 107,
    slug: 'round-significant-figures',
    published: { edition: 3, digest: 'caf7666b89595e1a' },
    name: 'Round to a given number of significant figures',
    strand: 'number',
    subjectId: 113,
    topicUnitId: 2,
    yearGroup: 9,
    difficulty: 2,
    kind: 'round-sf',
    draw: (rng) => {
      const sf = rng.int(1, 3);
      if (rng.chance(0.5)) return { kind: 'round-sf', value: rng.int(10000, 999999), sf };
      const digits = rng.int(1000, 9999);
      const zeros = rng.int(1, 2);
      return { kind: 'round-sf', value: Number(`0.${'0'.repeat(zeros)}${digits}`), sf };
    },
  }),
  defineConstruct({
    constructId: 108,
    slug: 'estimate-products',
    published: { edition: 2, digest: '319e0d13eac41f26' },
    name: 'Estimate a product by rounding to 1 significant figure',
    strand: 'number',
    subjectId: 114,
    topicUnitId: 2,
    yearGroup: 8,
    difficulty: 2,
    kind: 'estimate',
    draw: (rng) => ({
      kind: 'estimate',
      a: decimal(rng.int(12, 98), rng.int(1, 9), 1),
      b: decimal(rng.int(2, 9), rng.int(11, 99), 2),
    }),
  }),
  defineConstruct({
    constructId: 109,
    slug: 'column-addition',
    published: { edition: 3, digest: '93076a1e71408b0c' },
    name: 'Add using the column method with carrying',
    strand: 'number',
    subjectId: 121,
    topicUnitId: 3,
    yearGroup: 5,
    difficulty: 1,
    kind: 'column-add',
    draw: (rng) => {
      const a = rng.int(1500, 8999);
      // A three-digit b tests lining up the columns; a four-digit b makes a five-digit total, so the
      // last carry has to be written as a new column (the draws the bank kept before 1302 existed).
      const b = rng.chance(0.5) ? rng.int(150, 999) : rng.int(10000 - a, 10999 - a);
      return { kind: 'column-add', a, b };
    },
  }),
  defineConstruct({
    constructId: 110,
    slug: 'column-subtraction',
    published: { edition: 4, digest: '9cacc322c87e6933' },
    name: 'Subtract using the column method with exchanging',
    strand: 'number',
    subjectId: 122,
    topicUnitId: 3,
    yearGroup: 5,
    difficulty: 2,
    kind: 'column-subtract',
    draw: (rng) => {
      // A zero in the tens or hundreds of the larger number makes the exchange-across-zero error visible.
      const thousands = rng.int(3, 9);
      const hundreds = rng.chance(0.5) ? 0 : rng.int(0, 9);
      const tens = hundreds === 0 ? rng.int(0, 9) : rng.chance(0.4) ? 0 : rng.int(0, 9);
      const ones = rng.int(0, 6);
      const a = thousands * 1000 + hundreds * 100 + tens * 10 + ones;
      const b =
        rng.int(1, thousands - 1) * 1000 + rng.int(1, 9) * 100 + rng.int(1, 9) * 10 + rng.int(ones + 1, 9);
      return { kind: 'column-subtract', a, b };
    },
  }),
  defineConstruct({
    constructId: 111,
    slug: 'long-multiplication',
    published: { edition: 3, digest: '8e80e783e3f6618f' },
    name: 'Multiply two 2-digit numbers',
    strand: 'number',
    subjectId: 123,
    topicUnitId: 3,
    yearGroup: 6,
    difficulty: 2,
    kind: 'long-multiply',
    draw: (rng) => ({
      kind: 'long-multiply',
      a: rng.int(2, 9) * 10 + rng.int(1, 9),
      b: rng.int(2, 9) * 10 + rng.int(1, 9),
    }),
  }),
  defineConstruct({
    constructId: 112,
    slug: 'multiply-decimals',
    published: { edition: 2, digest: '6c638e6d8c499517' },
    name: 'Multiply decimals',
    strand: 'number',
    subjectId: 124,
    topicUnitId: 3,
    yearGroup: 7,
    difficulty: 2,
    kind: 'decimal-multiply',
    draw: (rng) => ({
      kind: 'decimal-multiply',
      a: decimal(rng.int(0, 4), rng.int(1, 9), 1),
      b: rng.chance(0.7) ? decimal(rng.int(0, 4), rng.int(1, 9), 1) : decimal(0, rng.int(1, 9), 2),
    }),
  }),
  defineConstruct({
    constructId: 113,
    slug: 'add-subtract-negatives',
    published: { edition: 3, digest: '7c8113c67c66d171' },
    name: 'Add and subtract negative numbers',
    strand: 'number',
    subjectId: 131,
    topicUnitId: 4,
    yearGroup: 7,
    difficulty: 1,
    kind: 'negative-add-sub',
    draw: (rng) => {
      // The two cases where the common sign errors give different answers: a positive plus a
      // negative, and a negative minus a negative.
      if (rng.chance(0.5))
        return { kind: 'negative-add-sub', a: rng.int(1, 12), b: -rng.int(1, 12), op: 'add' };
      return { kind: 'negative-add-sub', a: -rng.int(1, 12), b: -rng.int(1, 12), op: 'subtract' };
    },
  }),
  defineConstruct({
    constructId: 114,
    slug: 'multiply-divide-negatives',
    published: { edition: 2, digest: '53b5546ca200e989' },
    name: 'Multiply and divide negative numbers',
    strand: 'number',
    subjectId: 132,
    topicUnitId: 4,
    yearGroup: 7,
    difficulty: 2,
    kind: 'negative-mul-div',
    draw: (rng) => {
      const x = rng.int(2, 12) * (rng.chance(0.6) ? -1 : 1);
      const y = rng.int(2, 9) * (x > 0 || rng.chance(0.5) ? -1 : 1);
      return rng.chance(0.6)
        ? { kind: 'negative-mul-div', a: x, b: y, op: 'multiply' }
        : { kind: 'negative-mul-div', a: x * y, b: y, op: 'divide' };
    },
  }),
  defineConstruct({
    constructId: 115,
    slug: 'order-of-operations',
    published: { edition: 3, digest: '44a0eca05e655096' },
    name: 'Use the order of operations',
    strand: 'number',
    subjectId: 141,
    topicUnitId: 5,
    yearGroup: 6,
    difficulty: 2,
    kind: 'bidmas',
    draw: (rng) => {
      if (rng.chance(0.6)) {
        const b = rng.int(2, 6);
        const c = rng.int(2, 6);
        const d = rng.int(1, 9);
        // a at least b(c + d), so working right to left (a − b(c + d)) still gives a whole number ≥ 0
        // and that error lands below the key, as the others land above it.
        return { kind: 'bidmas', form: 'a-bc+d', a: rng.int(b * (c + d), b * (c + d) + 30), b, c, d };
      }
      // c at least 3: with c = 2, c² and 2c are equal and "multiplies by the power" gives the key.
      return { kind: 'bidmas', form: 'a+bc^2', a: rng.int(2, 9), b: rng.int(2, 5), c: rng.int(3, 5), d: 0 };
    },
  }),
  defineConstruct({
    constructId: 116,
    slug: 'hcf-and-lcm',
    published: { edition: 3, digest: '07f3417977a69fb6' },
    name: 'Find the HCF or LCM of two numbers',
    strand: 'number',
    subjectId: 151,
    topicUnitId: 6,
    yearGroup: 7,
    difficulty: 2,
    kind: 'hcf-lcm',
    draw: (rng) => {
      const h = rng.pick([2, 3, 4, 5, 6, 8]);
      const [x, y] = rng.shuffle([2, 3, 5, 7].filter((v) => v !== h)).slice(0, 2) as [number, number];
      return { kind: 'hcf-lcm', a: h * x, b: h * y, ask: rng.pick(['hcf', 'lcm'] as const) };
    },
  }),
  defineConstruct({
    constructId: 117,
    slug: 'prime-factor-decomposition',
    published: { edition: 2, digest: '1b473dcfd8e1a5ff' },
    name: 'Write a number as a product of prime factors',
    strand: 'number',
    subjectId: 152,
    topicUnitId: 6,
    yearGroup: 8,
    difficulty: 2,
    kind: 'prime-factors',
    draw: (rng) => {
      // At least one repeated prime and at least two different primes, so index notation matters.
      const twos = rng.int(1, 4);
      const threes = rng.int(twos === 1 ? 2 : 1, 2);
      const other = rng.pick([1, 5, 7, 11, 13]);
      return { kind: 'prime-factors', n: 2 ** twos * 3 ** threes * other };
    },
  }),
  defineConstruct({
    constructId: 128,
    slug: 'evaluate-powers',
    published: { edition: 3, digest: '080de57dbe78a677' },
    name: 'Evaluate powers, including of negative numbers',
    strand: 'number',
    subjectId: 181,
    topicUnitId: 10,
    yearGroup: 7,
    difficulty: 1,
    kind: 'power',
    draw: (rng) => {
      // Fourth powers of negatives separate the sign error from the other beliefs; squares would not.
      // A negative base to an odd power too ((−3)³ = −27): every error then gives more than the key, which
      // otherwise sits above most of them (decision 0063).
      if (rng.chance(0.25)) return { kind: 'power', base: -rng.int(2, 6), exponent: rng.pick([3, 4, 6]) };
      const exponent = rng.int(2, 6);
      const maxBase = [0, 0, 15, 12, 8, 5, 3][exponent]!;
      return { kind: 'power', base: rng.int(2, maxBase), exponent };
    },
  }),
  defineConstruct({
    constructId: 129,
    slug: 'write-in-standard-form',
    published: { edition: 2, digest: 'a20a5a1031faa71a' },
    name: 'Write ordinary numbers in standard form',
    strand: 'number',
    subjectId: 183,
    topicUnitId: 11,
    yearGroup: 9,
    difficulty: 2,
    kind: 'standard-form',
    draw: (rng) => {
      const sig = rng.int(11, 99);
      const sigText = sig % 10 === 0 ? String(sig + 1) : String(sig);
      if (rng.chance(0.5)) return { kind: 'standard-form', value: Number(sigText) * 10 ** rng.int(2, 6) };
      return { kind: 'standard-form', value: Number(`0.${'0'.repeat(rng.int(2, 5))}${sigText}`) };
    },
  }),
  defineConstruct({
    constructId: 130,
    slug: 'simplify-surds',
    published: { edition: 2, digest: '39f5afbbcde661f5' },
    name: 'Simplify a surd',
    strand: 'number',
    subjectId: 184,
    topicUnitId: 10,
    yearGroup: 10,
    difficulty: 3,
    kind: 'surd-simplify',
    draw: (rng) => ({
      kind: 'surd-simplify',
      k: rng.pick([2, 3, 4, 5, 6, 8, 9, 10]),
      m: rng.pick([2, 3, 5, 6, 7]),
    }),
  }),
];
