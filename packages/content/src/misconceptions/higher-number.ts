/**
 * Misconceptions about number at GCSE Higher (indices, surds, bounds, recurring decimals, counting)
 * and about worded and multi-step number problems. Each rule reproduces, step by step, the answer a
 * student holding the belief would reach, or returns undefined when the belief would not change it.
 */

import { type Answer, numberAnswer } from '../answer.ts';
import type { Misconception, MisconceptionExtension } from '../misconception.ts';
import {
  conjugateValue,
  type HigherNumberProblem,
  halfStep,
  mantissas,
  measureAnswer,
  measured,
  poundsAnswer,
  pow10,
  ratPower,
  SQUARE_METRES,
  speedAnswer,
  squareFreeParts,
  surdValueAnswer,
  unitTex,
} from '../problems/higher-number.ts';
import { primeFactorisation } from '../problems/number.ts';
import { add, div, gcd, lcm, mul, type Rat, rat, sub } from '../rational.ts';

type P<K extends HigherNumberProblem['kind']> = Extract<HigherNumberProblem, { kind: K }>;

export const fraction = (x: Rat) => numberAnswer(x, { style: 'fraction' });

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
export function hcfLcmAnswer(p: P<'hcf-lcm-problem'>, value: number): Answer {
  if (p.context === 'ribbons') return measureAnswer(rat(value), unitTex('cm'));
  return p.context === 'buses' ? numberAnswer(value, { unit: '\\text{ minutes}' }) : numberAnswer(value);
}

/** The recurring decimal's digits: all of them, the fixed part's, and the lengths of each part. */
export function recurringParts(p: P<'recurring-decimal'>) {
  return {
    all: Number(`${p.fixed}${p.repeat}`),
    head: p.fixed === '' ? 0 : Number(p.fixed),
    f: p.fixed.length,
    r: p.repeat.length,
  };
}

/** What is left to pay after the first payer's share. */
export const leftAfterFirst = (p: P<'fraction-of-remainder'>) => mul(p.total, sub(1, rat(p.n1, p.d1)));

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
      'A measurement of 7.4 cm to 1 decimal place could be any length x with 7.35 ≤ x < 7.45. The lower bound 7.35 is the smallest value that rounds to 7.4; the upper bound 7.45 is where rounding changes to 7.5, so it does not round to 7.4 itself but every value below it down to 7.35 does. The lower bound is below the measurement, the upper bound above it.',
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
];

/** A standard-form calculation before its answer is put back in standard form: M × 10^e. */
export function unadjusted(p: P<'standard-form-calc'>): { raw: Rat; e: number } {
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
