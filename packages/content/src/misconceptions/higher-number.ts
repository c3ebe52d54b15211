/**
 * Misconceptions about number at GCSE Higher (indices, surds, bounds, recurring decimals, counting)
 * and about worded and multi-step number problems. Each rule reproduces, step by step, the answer a
 * student holding the belief would reach, or returns undefined when the belief would not change it.
 */

import { type Answer, numberAnswer } from '../answer.ts';
import type { Misconception, MisconceptionExtension } from '../misconception.ts';
import {
  alignedSum,
  arrangements,
  conjugateValue,
  type HigherNumberProblem,
  halfStep,
  mantissas,
  measureAnswer,
  measured,
  pence,
  poundsAnswer,
  pow10,
  ratPower,
  SQUARE_METRES,
  speedAnswer,
  squareFreeParts,
  standardForm,
  surdValueAnswer,
  unitTex,
} from '../problems/higher-number.ts';
import { primeFactorisation, standardFormAnswer } from '../problems/number.ts';
import { add, cmp, div, gcd, lcm, mul, type Rat, rat, sub } from '../rational.ts';

type P<K extends HigherNumberProblem['kind']> = Extract<HigherNumberProblem, { kind: K }>;

const fraction = (x: Rat) => numberAnswer(x, { style: 'fraction' });

/** The other bound of a measurement, or of an area, to the ask's opposite. */
const flip = (ask: 'lower' | 'upper') => (ask === 'lower' ? 'upper' : 'lower');

/** A bound of a measurement, half a step (or `step`) below or above the value shown. */
function bound(p: P<'error-interval'>, ask: 'lower' | 'upper', step: Rat): Answer {
  const v = measured(p);
  return measureAnswer(ask === 'lower' ? sub(v, step) : add(v, step), unitTex(p.unit));
}

/** The area of a rectangle whose length and width are each moved by dl and dw. */
function area(p: P<'bounds-area'>, dl: Rat, dw: Rat): Answer {
  return measureAnswer(mul(add(p.length, dl), add(p.width, dw)), SQUARE_METRES);
}

/** A speed whose distance and time are each moved by dm and ds. */
function speed(p: P<'bounds-speed'>, dm: Rat, ds: Rat): Answer {
  return speedAnswer(add(p.metres, dm), add(p.seconds, ds));
}

/** ±x as the ask needs: below the value for a lower bound, above it for an upper. */
const toward = (ask: 'lower' | 'upper', x: Rat): Rat => (ask === 'lower' ? rat(-x.n, x.d) : x);

/** A number answer to an HCF/LCM problem in the unit its situation uses. */
function hcfLcmAnswer(p: P<'hcf-lcm-problem'>, value: number): Answer {
  if (p.context === 'ribbons') return measureAnswer(rat(value), unitTex('cm'));
  return p.context === 'buses' ? numberAnswer(value, { unit: '\\text{ minutes}' }) : numberAnswer(value);
}

/** The recurring decimal's digits: all of them, the fixed part's, and the lengths of each part. */
function recurringParts(p: P<'recurring-decimal'>) {
  return {
    all: Number(`${p.fixed}${p.repeat}`),
    head: p.fixed === '' ? 0 : Number(p.fixed),
    f: p.fixed.length,
    r: p.repeat.length,
  };
}

/** What is left to pay after the first payer's share. */
const leftAfterFirst = (p: P<'fraction-of-remainder'>) => mul(p.total, sub(1, rat(p.n1, p.d1)));

export const HIGHER_NUMBER_MISCONCEPTIONS: readonly Misconception[] = [
  {
    misconceptionId: 1201,
    slug: 'negative-index-makes-negative',
    name: 'Thinks a negative power gives a negative number',
    description:
      'Reads the minus sign in a power as making the answer negative, so 2⁻³ = −8 and 8^(−2/3) = −4.',
    howToFix:
      'A negative index means "one over": 2⁻³ = 1/2³ = 1/8, which is positive. Continue the pattern 2², 2¹, 2⁰, 2⁻¹: each step divides by 2, so the values never go below zero.',
    subjectId: 191,
    rules: {
      'negative-index': (p) => fraction(mul(-1, ratPower(p.num, p.den, p.n))),
      'fractional-index': (p) => (p.negative ? fraction(rat(-(p.root ** p.num))) : undefined),
    },
  },
  {
    misconceptionId: 1202,
    slug: 'negative-index-reciprocal-only',
    name: 'Takes the reciprocal but forgets the power',
    description: 'Knows a negative index means "one over" but stops there, so 2⁻³ = 1/2 and (2/3)⁻² = 3/2.',
    howToFix:
      'Two jobs: the minus sign turns the number upside down, and the 3 still raises it to the power 3. Write 2⁻³ = (1/2)³ = 1/8 and check both steps are done.',
    subjectId: 191,
    rules: { 'negative-index': (p) => fraction(rat(p.den, p.num)) },
  },
  {
    misconceptionId: 1203,
    slug: 'ignores-negative-sign-of-index',
    name: 'Ignores the minus sign in a negative index',
    description: 'Works out the power as if it were positive, so 2⁻³ = 8 and (2/3)⁻² = 4/9.',
    howToFix:
      'The minus sign in the index changes the answer: it means the reciprocal of the positive power. 2³ = 8, so 2⁻³ = 1/8.',
    subjectId: 191,
    rules: { 'negative-index': (p) => fraction(ratPower(p.num, p.den, p.n)) },
  },
  {
    misconceptionId: 1204,
    slug: 'multiplies-by-fractional-index',
    name: 'Multiplies the base by a fractional index',
    description:
      'Treats a fractional power as multiplying by the fraction, so 16^(3/4) = 12 and 8^(−2/3) = −16/3.',
    howToFix:
      'The denominator of the index is a root and the numerator a power: 16^(3/4) is the fourth root of 16, cubed, so 2³ = 8. Do the root first to keep the numbers small.',
    subjectId: 191,
    rules: {
      'fractional-index': (p) => fraction(mul(p.root ** p.den, rat(p.negative ? -p.num : p.num, p.den))),
    },
  },
  {
    misconceptionId: 1205,
    slug: 'fractional-index-root-only',
    name: 'Takes the root but ignores the numerator of a fractional index',
    description:
      'Uses only the denominator of the index, as a root, so 16^(3/4) = 2 (the fourth root) and 8^(−2/3) = 1/2.',
    howToFix:
      'After the root comes the power: 16^(3/4) = (⁴√16)³ = 2³ = 8. Say the index aloud as "fourth root, then cubed".',
    subjectId: 191,
    rules: {
      'fractional-index': (p) =>
        p.num === 1 ? undefined : fraction(p.negative ? rat(1, p.root) : rat(p.root)),
    },
  },
  {
    misconceptionId: 1206,
    slug: 'fractional-index-divides-by-denominator',
    name: 'Divides by the denominator of the index instead of taking a root',
    description: 'Reads the denominator of a fractional index as a division, so 16^(3/4) = (16 ÷ 4)³ = 64.',
    howToFix:
      'A denominator in an index is a root: the power 1/4 means the fourth root, the number that multiplied by itself four times gives 16. Check: 2 × 2 × 2 × 2 = 16.',
    subjectId: 191,
    rules: {
      // Only where the division comes out whole (16 ÷ 4), as it does in the examples students meet.
      'fractional-index': (p) => {
        const base = p.root ** p.den;
        if (base % p.den !== 0) return undefined;
        const powered = rat((base / p.den) ** p.num);
        return fraction(p.negative ? div(1, powered) : powered);
      },
    },
  },
  {
    misconceptionId: 1207,
    slug: 'fractional-index-ignores-denominator',
    name: 'Uses the numerator of a fractional index as the power and forgets the root',
    description: 'Raises the base to the numerator and never takes the root, so 16^(3/4) = 16³ = 4096.',
    howToFix:
      'Both parts of the index matter: the numerator is a power, the denominator a root. An index below 1 makes a number bigger than 1 smaller, so 16^(3/4) must be less than 16.',
    subjectId: 191,
    rules: {
      'fractional-index': (p) => {
        const powered = (p.root ** p.den) ** p.num;
        return Number.isSafeInteger(powered)
          ? fraction(p.negative ? rat(1, powered) : rat(powered))
          : undefined;
      },
    },
  },
  {
    misconceptionId: 1208,
    slug: 'adds-under-the-root-when-multiplying',
    name: 'Adds the numbers under the roots when multiplying surds',
    description: 'Multiplies surds by adding what is under the roots, so 2√3 × 4√5 = 8√8.',
    howToFix:
      '√a × √b = √(ab): the numbers under the root multiply. Check with squares: √4 × √9 = 2 × 3 = 6 = √36, not √13.',
    subjectId: 192,
    rules: {
      'surd-multiply': (p) => {
        const inside = p.a + p.b;
        return squareFreeParts(inside)[1] === 1 ? undefined : surdValueAnswer(rat(p.c * p.d), inside);
      },
    },
  },
  {
    misconceptionId: 1209,
    slug: 'adds-whole-numbers-when-multiplying-surds',
    name: 'Adds the whole numbers in front of surds when multiplying them',
    description: 'Multiplies the surds but adds the numbers in front, so 2√3 × 4√5 = 6√15.',
    howToFix:
      '2√3 × 4√5 means 2 × √3 × 4 × √5: every part multiplies. Group the whole numbers and the surds: (2 × 4) × (√3 × √5) = 8√15.',
    subjectId: 192,
    rules: {
      'surd-multiply': (p) =>
        p.c + p.d === p.c * p.d ? undefined : surdValueAnswer(rat(p.c + p.d), p.a * p.b),
    },
  },
  {
    misconceptionId: 1210,
    slug: 'drops-the-root-when-multiplying-surds',
    name: 'Drops the roots when multiplying surds',
    description: 'Thinks √a × √b = ab, so 2√3 × 4√5 = 8 × 15 = 120.',
    howToFix:
      'Only a surd times itself loses its root: √3 × √3 = 3. Different surds give a new surd, √3 × √5 = √15. Estimate to check: √3 × √5 is about 1.7 × 2.2, near 4, not 15.',
    subjectId: 192,
    rules: { 'surd-multiply': (p) => surdValueAnswer(rat(p.c * p.d * p.a * p.b), 1) },
  },
  {
    misconceptionId: 1211,
    slug: 'puts-whole-numbers-under-the-root',
    name: 'Puts the whole numbers under the root when multiplying surds',
    description: 'Multiplies everything under one root, so 2√3 × 4√5 = √120, as if 2 were √2.',
    howToFix:
      'The 2 in 2√3 is outside the root: 2 = √4, not √2. Multiply the outside numbers together and the inside numbers together: 2√3 × 4√5 = 8√15.',
    subjectId: 192,
    rules: {
      'surd-multiply': (p) => {
        const inside = p.c * p.d * p.a * p.b;
        return p.c * p.d === 1 || squareFreeParts(inside)[1] === 1
          ? undefined
          : surdValueAnswer(rat(1), inside);
      },
    },
  },
  {
    misconceptionId: 1212,
    slug: 'rationalises-numerator-only',
    name: 'Multiplies only the numerator by the surd when rationalising',
    description: 'Multiplies the top of 6/√3 by √3 but leaves the bottom, giving 6√3.',
    howToFix:
      'Multiply the top and the bottom by √3, so the value stays the same (√3/√3 = 1): 6/√3 = 6√3/3 = 2√3.',
    subjectId: 193,
    rules: { 'surd-rationalise': (p) => surdValueAnswer(rat(p.a), p.b) },
  },
  {
    misconceptionId: 1213,
    slug: 'root-times-itself-is-square',
    name: 'Thinks a square root times itself gives the square',
    description: 'Works out √3 × √3 as 9 instead of 3, so 6/√3 = 6√3/9 and (5 + √3)(5 − √3) = 25 − 9.',
    howToFix:
      'Squaring undoes a square root: √3 × √3 = 3, since √3 is the number that squares to 3. Check with a square number: √9 × √9 = 3 × 3 = 9.',
    subjectId: 193,
    rules: {
      'surd-rationalise': (p) => surdValueAnswer(rat(p.a, p.b * p.b), p.b),
      'surd-conjugate': (p) => numberAnswer(conjugateValue(p.whole ** 2, p.radicand ** 2, p.rootFirst)),
    },
  },
  {
    misconceptionId: 1214,
    slug: 'divides-by-the-number-under-the-root',
    name: 'Divides by the number under the root, dropping the root',
    description: 'Treats dividing by √3 as dividing by 3, so 6/√3 = 2.',
    howToFix:
      '√3 is about 1.7, not 3, so 6/√3 is about 3.5. Multiply the top and the bottom by √3 to move the root to the top: 6√3/3 = 2√3.',
    subjectId: 193,
    rules: { 'surd-rationalise': (p) => surdValueAnswer(rat(p.a, p.b), 1) },
  },
  {
    misconceptionId: 1215,
    slug: 'turns-the-fraction-upside-down',
    name: 'Turns the fraction upside down to move the root',
    description: 'Moves the surd to the top by turning the fraction over, so 6/√3 becomes √3/6.',
    howToFix:
      'Turning a fraction over changes its value (2 becomes 1/2). Multiply the top and the bottom by the same surd instead, which is multiplying by 1.',
    subjectId: 193,
    rules: { 'surd-rationalise': (p) => surdValueAnswer(rat(1, p.a), p.b) },
  },
  {
    misconceptionId: 1216,
    slug: 'surd-times-negative-surd-positive',
    name: 'Adds the squares when expanding (a + √b)(a − √b)',
    description: 'Works out √b × (−√b) as +b, so (5 + √3)(5 − √3) = 25 + 3 = 28.',
    howToFix:
      'A positive times a negative is negative: √3 × (−√3) = −3. The middle terms cancel and the answer is a² − b: (5 + √3)(5 − √3) = 25 − 3 = 22.',
    subjectId: 192,
    rules: { 'surd-conjugate': (p) => numberAnswer(p.whole ** 2 + p.radicand) },
  },
  {
    misconceptionId: 1217,
    slug: 'doubles-instead-of-squaring',
    name: 'Doubles a whole number instead of squaring it',
    description: 'Multiplies 5 × 5 as 10 when expanding, so (5 + √3)(5 − √3) = 10 − 3 = 7.',
    howToFix:
      '5 × 5 is 5 squared, 25; doubling is 5 + 5. Write each product of the expansion out in a grid before adding.',
    subjectId: 192,
    rules: { 'surd-conjugate': (p) => numberAnswer(conjugateValue(2 * p.whole, p.radicand, p.rootFirst)) },
  },
  {
    misconceptionId: 1218,
    slug: 'bound-uses-a-whole-step',
    name: 'Adds or subtracts a whole unit of accuracy for a bound',
    description:
      'Gives the bounds of a value rounded to 1 decimal place as 0.1 either side, so 7.4 cm has a lower bound of 7.3 cm.',
    howToFix:
      'A value rounded to the nearest 0.1 can be up to half of 0.1 away: anything from 7.35 to 7.45 rounds to 7.4. Draw the number line between 7.3 and 7.5 and mark where the rounding changes.',
    subjectId: 194,
    rules: {
      'error-interval': (p) => bound(p, p.ask, pow10(p.place)),
      'bounds-area': (p) => area(p, toward(p.ask, rat(1)), toward(p.ask, rat(1))),
      'bounds-speed': (p) => speed(p, toward(p.ask, rat(1)), toward(flip(p.ask), rat(1))),
    },
  },
  {
    misconceptionId: 1219,
    slug: 'bound-always-a-half',
    name: 'Always adds or subtracts 0.5 for a bound',
    description:
      'Uses 0.5 either side whatever the accuracy, so 7.4 cm to 1 decimal place has a lower bound of 6.9 cm and 340 g to the nearest 10 g has 339.5 g.',
    howToFix:
      'The half is half of the accuracy: half of 0.1 is 0.05, half of 10 is 5. Say the accuracy first ("to the nearest 0.1"), then halve that.',
    subjectId: 194,
    rules: { 'error-interval': (p) => bound(p, p.ask, rat(1, 2)) },
  },
  {
    misconceptionId: 1220,
    slug: 'swaps-upper-and-lower-bounds',
    name: 'Gives the upper bound when asked for the lower (or the reverse)',
    description:
      'Finds the bounds correctly but gives the other one, so the lower bound of 7.4 cm is given as 7.45 cm.',
    howToFix:
      'The lower bound is the smallest value that rounds to the measurement; the upper bound is the largest. Check the answer is below (or above) the measurement.',
    subjectId: 194,
    rules: {
      'error-interval': (p) => bound(p, flip(p.ask), halfStep(p.place)),
      'bounds-area': (p) => area(p, toward(flip(p.ask), rat(1, 2)), toward(flip(p.ask), rat(1, 2))),
      'bounds-speed': (p) => speed(p, toward(flip(p.ask), rat(1, 2)), toward(p.ask, rat(1, 2))),
    },
  },
  {
    misconceptionId: 1221,
    slug: 'upper-bound-just-below',
    name: 'Gives an upper bound that is just below the true one',
    description:
      'Thinks the upper bound must itself round to the measurement, so the upper bound of 7.4 cm is 7.44 cm rather than 7.45 cm.',
    howToFix:
      'The upper bound is where rounding changes: 7.45 is the boundary, and every number just below it rounds to 7.4. Write the error interval 7.35 ≤ x < 7.45 to see both ends.',
    subjectId: 194,
    rules: {
      'error-interval': (p) =>
        p.ask === 'upper' ? bound(p, 'upper', sub(halfStep(p.place), pow10(p.place - 1))) : undefined,
    },
  },
  {
    misconceptionId: 1222,
    slug: 'calculates-bounds-with-rounded-values',
    name: 'Uses the rounded measurements to find a bound',
    description:
      'Calculates with the measurements as given, so a 12 m by 8 m garden has an upper bound of 96 m², and 400 m run in 52 seconds a greatest speed of 7.69 m/s.',
    howToFix:
      'Each measurement could be up to half a unit more or less. Find the bounds of each measurement first, then combine them: the upper bound of an area uses both upper bounds.',
    subjectId: 194,
    rules: {
      'bounds-area': (p) => area(p, rat(0), rat(0)),
      'bounds-speed': (p) => speed(p, rat(0), rat(0)),
    },
  },
  {
    misconceptionId: 1223,
    slug: 'bounds-the-answer-not-the-measurements',
    name: 'Rounds the answer instead of the measurements',
    description:
      'Works out the area from the rounded lengths, then adds or takes away 0.5, so 12 m by 8 m gives 96.5 m².',
    howToFix:
      "The error is in the measurements, not in the answer. Find each length's bound first (12.5 m and 8.5 m), then multiply: 106.25 m².",
    subjectId: 194,
    rules: {
      'bounds-area': (p) =>
        measureAnswer(add(mul(p.length, p.width), toward(p.ask, rat(1, 2))), SQUARE_METRES),
    },
  },
  {
    misconceptionId: 1224,
    slug: 'mixes-upper-and-lower-bounds',
    name: 'Uses an upper bound for one measurement and a lower bound for the other',
    description: 'For the largest area of a 12 m by 8 m garden, multiplies 12.5 by 7.5.',
    howToFix:
      'To make a product as large as possible, make both numbers as large as possible; for the smallest, both as small as possible. Write "UB × UB" or "LB × LB" before substituting.',
    subjectId: 194,
    rules: {
      'bounds-area': (p) => area(p, toward(p.ask, rat(1, 2)), toward(flip(p.ask), rat(1, 2))),
    },
  },
  {
    misconceptionId: 1250,
    slug: 'divides-bound-by-the-same-bound',
    name: 'Divides an upper bound by an upper bound (or lower by lower)',
    description:
      'For the greatest speed, divides the upper bound of the distance by the upper bound of the time, as if every upper bound made the answer larger.',
    howToFix:
      'Dividing by a bigger number gives a smaller answer. For the greatest speed, divide the longest distance by the shortest time; for the least, the shortest distance by the longest time.',
    subjectId: 194,
    rules: {
      'bounds-speed': (p) => speed(p, toward(p.ask, rat(1, 2)), toward(p.ask, rat(1, 2))),
    },
  },
  {
    misconceptionId: 1251,
    slug: 'combines-powers-when-adding-standard-form',
    name: 'Adds (or subtracts) the powers of 10 as well as the numbers',
    description: 'Treats adding in standard form like multiplying, so (3.2 × 10⁵) + (4.1 × 10³) = 7.3 × 10⁸.',
    howToFix:
      'Adding needs the same place values, like adding 320 000 and 4100. Write both numbers as ordinary numbers (or with the same power of 10), add, then convert back.',
    subjectId: 197,
    rules: {
      'standard-form-sum': (p) => {
        const [a, b] = mantissas(p);
        const raw = p.op === 'add' ? add(a, b) : sub(a, b);
        return raw.n > 0 ? standardForm(raw, p.op === 'add' ? p.m + p.n : p.m - p.n) : undefined;
      },
    },
  },
  {
    misconceptionId: 1252,
    slug: 'adds-first-numbers-ignoring-powers',
    name: 'Adds the first numbers and keeps the larger power of 10',
    description: 'Ignores the different powers, so (3.2 × 10⁵) + (4.1 × 10³) = 7.3 × 10⁵.',
    howToFix:
      '4.1 × 10³ is 4100, a hundred times smaller than 4.1 × 10⁵. Rewrite it with the larger power first: 0.041 × 10⁵, then add the first numbers.',
    subjectId: 197,
    rules: {
      'standard-form-sum': (p) => {
        const { raw, e } = alignedSum(p, 0);
        return raw.n > 0 ? standardForm(raw, e) : undefined;
      },
    },
  },
  {
    misconceptionId: 1253,
    slug: 'rewrites-with-a-place-too-few',
    name: 'Moves the decimal point one place too few when matching the powers',
    description:
      'Rewrites 4.1 × 10³ as 0.41 × 10⁵ instead of 0.041 × 10⁵, so (3.2 × 10⁵) + (4.1 × 10³) = 3.61 × 10⁵.',
    howToFix:
      'Raising the power by 2 means moving the digits 2 places to the right of the point: 4.1 → 0.41 → 0.041. Check by writing both as ordinary numbers.',
    subjectId: 197,
    rules: {
      'standard-form-sum': (p) => {
        const { raw, e } = alignedSum(p, p.n - p.m + 1);
        return raw.n > 0 ? standardForm(raw, e) : undefined;
      },
    },
  },
  {
    misconceptionId: 1225,
    slug: 'recurring-written-as-terminating',
    name: 'Writes a recurring decimal over a power of ten',
    description: 'Treats 0.3777… as if it stopped, writing it over 100 as 37/100.',
    howToFix:
      'A power of ten in the denominator gives a decimal that stops. For a recurring decimal, call it x, multiply by 10 (or 100) and subtract so the recurring part cancels: 10x − x = 9x.',
    subjectId: 195,
    rules: {
      'recurring-decimal': (p) => {
        const { all, f, r } = recurringParts(p);
        return fraction(rat(all, 10 ** (f + r)));
      },
    },
  },
  {
    misconceptionId: 1226,
    slug: 'forgets-to-subtract-the-non-recurring-part',
    name: 'Forgets to subtract the part that does not recur',
    description: 'For 0.3777… writes 37/90 instead of (37 − 3)/90 = 34/90.',
    howToFix:
      'With x = 0.3777…, 100x = 37.777… and 10x = 3.777…; subtracting gives 90x = 34, so the 3 that does not recur is taken away. Always write both lines and subtract.',
    subjectId: 195,
    rules: {
      'recurring-decimal': (p) => {
        const { all, f, r } = recurringParts(p);
        return f === 0 ? undefined : fraction(rat(all, 10 ** f * (10 ** r - 1)));
      },
    },
  },
  {
    misconceptionId: 1227,
    slug: 'treats-every-digit-as-recurring',
    name: 'Treats every digit after the point as recurring',
    description: 'Writes 0.3777… as 37/99, as if it were 0.373737….',
    howToFix:
      'Check where the dots are: only the dotted digits repeat. Write out the first eight digits (0.37777777) before choosing what to multiply by.',
    subjectId: 195,
    rules: {
      'recurring-decimal': (p) => {
        const { all, f, r } = recurringParts(p);
        return f === 0 ? undefined : fraction(rat(all, 10 ** (f + r) - 1));
      },
    },
  },
  {
    misconceptionId: 1228,
    slug: 'recurring-block-over-ninety',
    name: 'Puts a recurring block over 90 instead of 99',
    description: 'Mixes the two methods, writing 0.272727… as 27/90.',
    howToFix:
      'Two digits recur, so multiply by 100: 100x − x = 99x = 27, giving 27/99. The 90 comes only when one digit recurs after one that does not.',
    subjectId: 195,
    rules: {
      'recurring-decimal': (p) => {
        const { all, f, r } = recurringParts(p);
        return f === 0 && r === 2 ? fraction(rat(all, 90)) : undefined;
      },
    },
  },
  {
    misconceptionId: 1229,
    slug: 'one-nine-too-many',
    name: 'Uses one nine too many in the denominator',
    description:
      'Multiplies by a power of ten one too large, so 0.272727… becomes 27/999 and 0.3777… becomes 34/990.',
    howToFix:
      'Multiply by 10 for one recurring digit and by 100 for two, so the recurring parts line up and cancel. Check by dividing the fraction back out on a calculator.',
    subjectId: 195,
    rules: {
      'recurring-decimal': (p) => {
        const { all, head, f, r } = recurringParts(p);
        return fraction(rat(all - head, 10 ** f * (10 ** (r + 1) - 1)));
      },
    },
  },
  {
    misconceptionId: 1230,
    slug: 'adds-choices-instead-of-multiplying',
    name: 'Adds the choices for each position instead of multiplying them',
    description: 'Counts a 3-digit code as 10 + 10 + 10 = 30 codes instead of 10 × 10 × 10 = 1000.',
    howToFix:
      'Each choice for the first position goes with every choice for the second, so the counts multiply (the product rule). List the codes for a 2-digit lock starting 00, 01, … to see there are 100.',
    subjectId: 196,
    rules: {
      'counting-codes': (p) => {
        let total = 0;
        for (let i = 0; i < p.positions; i++) total += p.repeats ? p.symbols : p.symbols - i;
        return numberAnswer(total);
      },
    },
  },
  {
    misconceptionId: 1231,
    slug: 'assumes-no-repeats',
    name: 'Reduces the choices each time when symbols may repeat',
    description: 'Counts 4-digit codes as 10 × 9 × 8 × 7 even though a digit may be used again.',
    howToFix:
      'Read the rule: when a digit may be used more than once, every position has all 10 choices. The choices only go down by one when a symbol cannot be reused.',
    subjectId: 196,
    rules: {
      'counting-codes': (p) => (p.repeats ? numberAnswer(arrangements(p.symbols, p.positions)) : undefined),
    },
  },
  {
    misconceptionId: 1232,
    slug: 'ignores-the-no-repeat-rule',
    name: 'Ignores a rule that symbols cannot repeat',
    description: 'Counts 3-letter codes from 6 letters as 6³ = 216 when a letter cannot be used twice.',
    howToFix:
      'Once a letter is used it is not available again, so there is one choice fewer for each next position: 6 × 5 × 4 = 120.',
    subjectId: 196,
    rules: {
      'counting-codes': (p) => (p.repeats ? undefined : numberAnswer(p.symbols ** p.positions)),
    },
  },
  {
    misconceptionId: 1233,
    slug: 'swaps-base-and-power-in-counting',
    name: 'Raises the number of positions to the power of the number of choices',
    description: 'Writes 5 letters for 3 positions as 3⁵ = 243 instead of 5³ = 125.',
    howToFix:
      'Write one box per position and the number of choices in each: 5 × 5 × 5. The number of boxes is the power.',
    subjectId: 196,
    rules: {
      'counting-codes': (p) => (p.repeats ? numberAnswer(p.positions ** p.symbols) : undefined),
    },
  },
  {
    misconceptionId: 1234,
    slug: 'forgets-zero-is-a-digit',
    name: 'Forgets that 0 is one of the digits',
    description: 'Counts the digits 0 to 9 as 9 choices, so a 3-dial lock has 9³ = 729 codes.',
    howToFix: 'Count the digits from 0 to 9 on your fingers: there are ten, because 0 is one of them.',
    subjectId: 196,
    rules: {
      'counting-codes': (p) =>
        p.context !== 'padlock'
          ? undefined
          : numberAnswer(
              p.repeats ? (p.symbols - 1) ** p.positions : arrangements(p.symbols - 1, p.positions),
            ),
    },
  },
  {
    misconceptionId: 1235,
    slug: 'excludes-only-the-previous-symbol',
    name: 'Excludes only the symbol just used when symbols cannot repeat',
    description:
      'Counts 3-letter codes from 6 letters without repeats as 6 × 5 × 5, excluding only the previous letter.',
    howToFix:
      'By the third position two letters are used up, so there are 4 left: 6 × 5 × 4. Each position has one choice fewer than the one before.',
    subjectId: 196,
    rules: {
      'counting-codes': (p) =>
        p.repeats || p.positions < 3
          ? undefined
          : numberAnswer(p.symbols * (p.symbols - 1) ** (p.positions - 1)),
    },
  },
  {
    misconceptionId: 1236,
    slug: 'adds-the-two-numbers',
    name: 'Adds the two numbers in an HCF or LCM problem',
    description:
      'Answers "when do buses every 12 and 18 minutes next leave together?" with 12 + 18 = 30 minutes.',
    howToFix:
      'Both buses leave together at a time that is in both times tables: list 12, 24, 36… and 18, 36… and find the first shared one. For equal pieces, find the largest number that divides both.',
    subjectId: 151,
    rules: { 'hcf-lcm-problem': (p) => hcfLcmAnswer(p, p.a + p.b) },
  },
  {
    misconceptionId: 1237,
    slug: 'takes-each-fraction-of-the-whole',
    name: 'Takes a fraction of "what is left" from the whole amount',
    description:
      'Takes both fractions of the whole cost, so when the school pays 1/4 and parents 2/3 of the rest of £840, the rest is 840 × (1 − 1/4 − 2/3) = £70.',
    howToFix:
      'Work in order: after the first share, find what is left (£630), and take the second fraction of that. Draw a bar for the whole, then a new bar for what is left.',
    subjectId: 164,
    rules: {
      'fraction-of-remainder': (p) => {
        const rest = mul(p.total, sub(sub(1, rat(p.n1, p.d1)), rat(p.n2, p.d2)));
        return rest.n > 0 ? poundsAnswer(rest) : undefined;
      },
    },
  },
  {
    misconceptionId: 1238,
    slug: 'gives-the-second-share-not-the-rest',
    name: 'Gives the second share instead of what is left after it',
    description:
      "Finds the parents' share of what is left (2/3 of £630 = £420) and gives it as the amount still to pay.",
    howToFix:
      'Read the question again: it asks for the rest, after both shares. Write what each person pays and check the three amounts add up to the total.',
    subjectId: 164,
    rules: { 'fraction-of-remainder': (p) => poundsAnswer(mul(leftAfterFirst(p), rat(p.n2, p.d2))) },
  },
  {
    misconceptionId: 1239,
    slug: 'stops-after-the-first-share',
    name: 'Stops after the first share',
    description: 'Subtracts the first share and gives what is left then (£630), forgetting the second payer.',
    howToFix:
      'List every payer in the question and tick each off as you work out their share. The answer is what remains after all of them.',
    subjectId: 164,
    rules: { 'fraction-of-remainder': (p) => poundsAnswer(leftAfterFirst(p)) },
  },
  {
    misconceptionId: 1240,
    slug: 'takes-the-second-fraction-of-the-first-share',
    name: 'Takes "what is left" from the first share instead of the remainder',
    description:
      "Finds the school's share (£210) and takes the parents' fraction from that, leaving 1/3 of £210 = £70.",
    howToFix:
      '"What is left" is the amount still unpaid after the first share, not the first share itself. Shade the first share on a bar model and work only with the unshaded part.',
    subjectId: 164,
    rules: {
      'fraction-of-remainder': (p) =>
        poundsAnswer(mul(mul(p.total, rat(p.n1, p.d1)), sub(1, rat(p.n2, p.d2)))),
    },
  },
  {
    misconceptionId: 1241,
    slug: 'counts-a-repeated-item-once',
    name: 'Counts an item bought several times only once',
    description: 'Buys 3 notebooks at £2.45 each but subtracts £2.45 once from the money paid.',
    howToFix:
      'Underline "each" and the number bought: 3 at £2.45 each costs 3 × £2.45. Write the cost of every item before adding.',
    subjectId: 142,
    rules: { 'shopping-change': (p) => pence(p.paid * 100 - p.price - p.extra) },
  },
  {
    misconceptionId: 1242,
    slug: 'gives-the-total-not-the-change',
    name: 'Gives the total cost instead of the change',
    description: 'Adds up what was bought and gives that total as the change.',
    howToFix:
      'Change is what comes back: the money handed over take away the total cost. Plan the steps first: total cost, then change.',
    subjectId: 142,
    rules: { 'shopping-change': (p) => pence(p.count * p.price + p.extra) },
  },
  {
    misconceptionId: 1243,
    slug: 'leaves-out-an-item',
    name: 'Leaves an item out of the total',
    description:
      'Works out the cost of the items bought several times but forgets the single item before finding the change.',
    howToFix:
      'Before calculating, list every item in the question with its cost, then tick each one as it is added to the total.',
    subjectId: 142,
    rules: { 'shopping-change': (p) => pence(p.paid * 100 - p.count * p.price) },
  },
  {
    misconceptionId: 1244,
    slug: 'multiplies-every-item-by-the-quantity',
    name: 'Multiplies every item by the number bought',
    description: 'Buys 3 notebooks and one pen but works out 3 × (£2.45 + £1.80), paying for three pens.',
    howToFix:
      "The number bought belongs only to the item it is written with. Work out each item's cost on its own line: 3 × £2.45, then 1 × £1.80.",
    subjectId: 142,
    rules: {
      'shopping-change': (p) => {
        const change = p.paid * 100 - p.count * (p.price + p.extra);
        return change > 0 ? pence(change) : undefined;
      },
    },
  },
  {
    misconceptionId: 1245,
    slug: 'multiplies-the-powers-of-ten',
    name: 'Multiplies the powers of 10 when multiplying numbers in standard form',
    description: 'Multiplies the indices instead of adding them, so (2 × 10³) × (4 × 10⁵) = 8 × 10¹⁵.',
    howToFix:
      '10³ × 10⁵ is three tens times five tens multiplied together: eight tens, 10⁸. When multiplying powers of the same number, add the indices.',
    subjectId: 197,
    rules: {
      'standard-form-calc': (p) => {
        if (p.op !== 'multiply') return undefined;
        return standardForm(unadjusted(p).raw, p.m * p.n);
      },
    },
  },
  {
    misconceptionId: 1246,
    slug: 'adjusts-the-power-the-wrong-way',
    name: 'Changes the power of 10 the wrong way when putting the answer back in standard form',
    description:
      'Gets 12.8 × 10⁸, then writes 1.28 × 10⁷: the first number was divided by 10, so the power should go up, to 10⁹.',
    howToFix:
      'The value must not change: if the first number is made 10 times smaller, the power of 10 must make it 10 times bigger. Check by writing both as ordinary numbers.',
    subjectId: 197,
    rules: {
      'standard-form-calc': (p) => {
        const { raw, e } = unadjusted(p);
        if (cmp(raw, 10) >= 0) return standardFormAnswer(div(raw, 10), e - 1);
        if (cmp(raw, 1) < 0) return standardFormAnswer(mul(raw, 10), e + 1);
        return undefined;
      },
      'standard-form-sum': (p) => {
        const { raw, e } = alignedSum(p, p.n - p.m);
        if (cmp(raw, 10) >= 0) return standardFormAnswer(div(raw, 10), e - 1);
        if (cmp(raw, 1) < 0) return standardFormAnswer(mul(raw, 10), e + 1);
        return undefined;
      },
    },
  },
  {
    misconceptionId: 1247,
    slug: 'uses-the-wrong-index-law',
    name: 'Subtracts the powers when multiplying (or adds them when dividing)',
    description: 'Mixes up the index laws, so (6 × 10⁷) ÷ (2 × 10³) = 3 × 10¹⁰.',
    howToFix:
      'Multiplying adds the indices and dividing subtracts them: 10⁷ ÷ 10³ = 10⁴ because three of the seven tens cancel. Write the tens out once to see it.',
    subjectId: 197,
    rules: {
      'standard-form-calc': (p) => {
        const { raw } = unadjusted(p);
        return standardForm(raw, p.op === 'multiply' ? p.m - p.n : p.m + p.n);
      },
    },
  },
  {
    misconceptionId: 1248,
    slug: 'forgets-to-adjust-the-power',
    name: 'Moves the decimal point but keeps the same power of 10',
    description:
      'Gets 12.8 × 10⁸ and writes 1.28 × 10⁸, making the first number between 1 and 10 but not changing the power.',
    howToFix:
      'Dividing the first number by 10 makes the whole value 10 times smaller, so multiply by another 10: 12.8 × 10⁸ = 1.28 × 10⁹.',
    subjectId: 197,
    rules: {
      'standard-form-calc': (p) => {
        const { raw, e } = unadjusted(p);
        if (cmp(raw, 10) >= 0) return standardFormAnswer(div(raw, 10), e);
        if (cmp(raw, 1) < 0) return standardFormAnswer(mul(raw, 10), e);
        return undefined;
      },
      'standard-form-sum': (p) => {
        const { raw, e } = alignedSum(p, p.n - p.m);
        if (cmp(raw, 10) >= 0) return standardFormAnswer(div(raw, 10), e);
        if (cmp(raw, 1) < 0) return standardFormAnswer(mul(raw, 10), e);
        return undefined;
      },
    },
  },
  {
    misconceptionId: 1249,
    slug: 'adds-the-numbers-when-multiplying-standard-form',
    name: 'Adds the first numbers when multiplying in standard form',
    description:
      'Adds the powers correctly but adds the first numbers too, so (2 × 10³) × (4 × 10⁵) = 6 × 10⁸.',
    howToFix:
      'Multiplying means every part is multiplied: (2 × 4) × (10³ × 10⁵). Adding the indices is how the powers of 10 multiply, not a rule for the other numbers.',
    subjectId: 197,
    rules: {
      'standard-form-calc': (p) => {
        if (p.op !== 'multiply') return undefined;
        const [a, b] = mantissas(p);
        return standardForm(add(a, b), p.m + p.n);
      },
    },
  },
];

/** A standard-form calculation before its answer is put back in standard form: M × 10^e. */
function unadjusted(p: P<'standard-form-calc'>): { raw: Rat; e: number } {
  const [a, b] = mantissas(p);
  return p.op === 'multiply' ? { raw: mul(a, b), e: p.m + p.n } : { raw: div(a, b), e: p.m - p.n };
}

/** Rules for the higher-number kinds on misconceptions defined in the number strand. */
export const HIGHER_NUMBER_EXTENSIONS: readonly MisconceptionExtension[] = [
  {
    // power-as-multiplication: 2⁻³ = 2 × −3 = −6.
    misconceptionId: 1051,
    rules: { 'negative-index': (p) => fraction(mul(rat(p.num, p.den), -p.n)) },
  },
  {
    // confuses-hcf-and-lcm, in a problem: the LCM for equal pieces, the HCF for buses or packs.
    misconceptionId: 1052,
    rules: {
      'hcf-lcm-problem': (p) => hcfLcmAnswer(p, p.context === 'ribbons' ? lcm(p.a, p.b) : gcd(p.a, p.b)),
    },
  },
  {
    // lcm-is-product: buses every 12 and 18 minutes meet after 216 minutes.
    misconceptionId: 1053,
    rules: { 'hcf-lcm-problem': (p) => (p.context === 'ribbons' ? undefined : hcfLcmAnswer(p, p.a * p.b)) },
  },
  {
    // common-factor-not-highest: a common factor (or multiple) that is not the best one.
    misconceptionId: 1054,
    rules: {
      'hcf-lcm-problem': (p) => {
        if (p.context === 'ribbons') {
          const h = gcd(p.a, p.b);
          const smallest = primeFactorisation(h)[0]?.[0];
          return smallest !== undefined && smallest !== h ? hcfLcmAnswer(p, smallest) : undefined;
        }
        const l = lcm(p.a, p.b);
        return 2 * l === p.a * p.b ? undefined : hcfLcmAnswer(p, 2 * l);
      },
    },
  },
  {
    // hcf-is-smaller-number: the shorter ribbon, or the longer interval.
    misconceptionId: 1055,
    rules: {
      'hcf-lcm-problem': (p) =>
        hcfLcmAnswer(p, p.context === 'ribbons' ? Math.min(p.a, p.b) : Math.max(p.a, p.b)),
    },
  },
  {
    // adds-numerators-and-denominators: 1/4 + 2/3 = 3/7 of the cost paid, so 4/7 left.
    misconceptionId: 1069,
    rules: {
      'fraction-of-remainder': (p) => {
        const paid = rat(p.n1 + p.n2, p.d1 + p.d2);
        return poundsAnswer(mul(p.total, sub(1, paid)));
      },
    },
  },
];
