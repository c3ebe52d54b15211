/**
 * Number-strand misconceptions about percentages, powers, standard form and surds, and the later additions
 * to earlier topics: number lines, column arithmetic, adding fractions (split from `number.ts`, whose
 * helpers they share).
 */

import { numberAnswer, writtenFraction } from '../answer.ts';
import type { Misconception } from '../misconception.ts';
import {
  digitsOf,
  fromDigits,
  numberLineStep,
  standardFormAnswer,
  surdAnswer,
  toStandardForm,
  writtenDp,
} from '../problems/number.ts';
import { add, decimalPlaces, div, mul, rat, sub } from '../rational.ts';
import { columnSubtract } from './number.ts';

/** Percentage, power, standard-form and surd misconceptions of the number strand, with their rules. */
export const NUMBER_POWER_MISCONCEPTIONS: readonly Misconception[] = [
  {
    misconceptionId: 1089,
    slug: 'one-percent-divide-by-ten',
    name: 'Finds 1% by dividing by 10',
    description:
      'Divides by 10 to find 1% (instead of 10%), then scales up, so the answer is ten times too big.',
    howToFix:
      '1% is one hundredth: divide by 100. 10% is one tenth: divide by 10. Build other percentages from these.',
    subjectId: 171,
    rules: { 'percent-of-amount': (p) => numberAnswer(mul(div(p.amount, 10), p.percent)) },
  },
  {
    misconceptionId: 1090,
    slug: 'percent-as-wrong-decimal',
    name: 'Writes a percentage as the wrong decimal',
    description: 'Converts p% to 0.0p (35% = 0.035), so the answer is ten times too small.',
    howToFix: 'Divide the percentage by 100: 35% = 35/100 = 0.35. Check that 50% gives half the amount.',
    subjectId: 171,
    rules: { 'percent-of-amount': (p) => numberAnswer(mul(rat(p.percent, 1000), p.amount)) },
  },
  {
    misconceptionId: 1091,
    slug: 'percent-subtracted',
    name: 'Subtracts the percentage from the amount',
    description: 'Reads "35% of 80" as a take-away and works out 80 − 35.',
    howToFix: '"Of" means multiply. Find 10% by dividing by 10, then build up 35% as 10% + 10% + 10% + 5%.',
    subjectId: 171,
    rules: { 'percent-of-amount': (p) => numberAnswer(sub(p.amount, p.percent)) },
  },
  {
    misconceptionId: 1092,
    slug: 'percent-is-the-answer',
    name: 'Thinks p% of an amount is p',
    description: 'Gives the percentage number itself as the answer, whatever the amount.',
    howToFix:
      'p% of 100 is p, but of other amounts it scales: 35% of 80 is less than 35 because 80 is less than 100.',
    subjectId: 171,
    rules: { 'percent-of-amount': (p) => (p.amount !== 100 ? numberAnswer(p.percent) : undefined) },
  },
  {
    misconceptionId: 1093,
    slug: 'power-base-and-index-swapped',
    name: 'Swaps the base and the index',
    description: 'Reads the power the wrong way round and works out nᵃ instead of aⁿ, e.g. 4³ as 3⁴.',
    howToFix:
      'The big number is the one being multiplied; the small raised number counts how many of it. 4³ = 4 × 4 × 4.',
    subjectId: 181,
    rules: { power: (p) => (p.base > 0 ? numberAnswer(p.exponent ** p.base) : undefined) },
  },
  {
    misconceptionId: 1094,
    slug: 'power-one-factor-short',
    name: 'Multiplies the base one time too few',
    description: 'Counts the multiplication signs rather than the factors, so 2⁵ = 2 × 2 × 2 × 2 = 16.',
    howToFix:
      'The index counts the number of times the base is written, not the number of × signs. Write it out and count the bases.',
    subjectId: 181,
    rules: { power: (p) => (p.exponent >= 3 ? numberAnswer(p.base ** (p.exponent - 1)) : undefined) },
  },
  {
    misconceptionId: 1095,
    slug: 'negative-squared-negative',
    name: 'Thinks a negative number squared is negative',
    description: 'Keeps the negative sign when squaring (or raising to any even power), so (−3)² = −9.',
    howToFix:
      '(−3)² means −3 × −3, and a negative times a negative is positive. Write the multiplication out with brackets.',
    subjectId: 181,
    rules: {
      power: (p) => (p.base < 0 && p.exponent % 2 === 0 ? numberAnswer(-(p.base ** p.exponent)) : undefined),
    },
  },
  {
    misconceptionId: 1096,
    slug: 'standard-form-counts-zeros',
    name: 'Counts the zeros to find the power of 10',
    description: 'Uses the number of zeros as the power, so 34 000 = 3.4 × 10³.',
    howToFix:
      'The power counts how many places the digits move so that the first number is between 1 and 10: 3.4 → 34 000 moves 4 places.',
    subjectId: 183,
    rules: {
      'standard-form': (p) => {
        const { mantissa, exponent } = toStandardForm(p.value);
        if (exponent >= 0) {
          const zeros = /0*$/.exec(String(p.value))![0].length;
          return standardFormAnswer(mantissa, zeros);
        }
        return standardFormAnswer(mantissa, -(-exponent - 1));
      },
    },
  },
  {
    misconceptionId: 1097,
    slug: 'standard-form-not-between-1-and-10',
    name: 'Writes a first number outside 1 to 10',
    description:
      'Writes a value equal to the number but with the first part not between 1 and 10, e.g. 34 × 10³.',
    howToFix:
      'In standard form the first number is at least 1 and less than 10: one non-zero digit before the point.',
    subjectId: 183,
    rules: {
      'standard-form': (p) => {
        const { mantissa, exponent } = toStandardForm(p.value);
        const dp = decimalPlaces(mantissa) ?? 0;
        if (dp === 0) return undefined;
        return standardFormAnswer(mul(mantissa, 10 ** dp), exponent - dp);
      },
    },
  },
  {
    misconceptionId: 1098,
    slug: 'standard-form-power-sign',
    name: 'Uses the wrong sign for the power of 10',
    description: 'Gives a small number a positive power (or a large number a negative one).',
    howToFix:
      'Numbers less than 1 have negative powers of 10; numbers of 10 or more have positive powers. Check by converting back.',
    subjectId: 183,
    rules: {
      'standard-form': (p) => {
        const { mantissa, exponent } = toStandardForm(p.value);
        return exponent === 0 ? undefined : standardFormAnswer(mantissa, -exponent);
      },
    },
  },
  {
    misconceptionId: 1099,
    slug: 'standard-form-counts-all-digits',
    name: 'Counts all the digits for the power',
    description: 'Uses the number of digits (or decimal places) as the power, so 34 000 = 3.4 × 10⁵.',
    howToFix:
      'Count the moves of the digits, not the digits: 3.4 × 10⁴ = 34 000 because the 3 moves 4 places.',
    subjectId: 183,
    rules: {
      'standard-form': (p) => {
        const { mantissa, exponent } = toStandardForm(p.value);
        return exponent >= 0
          ? standardFormAnswer(mantissa, String(p.value).length)
          : standardFormAnswer(mantissa, -writtenDp(p.value));
      },
    },
  },
  {
    misconceptionId: 1100,
    slug: 'surd-square-not-rooted',
    name: 'Takes out the square factor without square-rooting it',
    description: 'Writes √72 as 36√2, moving the square number outside the root unchanged.',
    howToFix:
      '√72 = √36 × √2 = 6√2: the square number comes out as its square root. Check by squaring: (6√2)² = 72.',
    subjectId: 184,
    rules: { 'surd-simplify': (p) => surdAnswer(p.k * p.k, p.m) },
  },
  {
    misconceptionId: 1101,
    slug: 'surd-not-largest-square',
    name: 'Uses a square factor that is not the largest',
    description: 'Simplifies using a smaller square factor and stops, e.g. √72 = 2√18.',
    howToFix:
      'Look for the largest square number that divides the number under the root, or keep simplifying until no square factor remains.',
    subjectId: 184,
    rules: {
      'surd-simplify': (p) => {
        for (let s = 2; s < p.k; s++) if (p.k % s === 0) return surdAnswer(s, (p.k * p.k * p.m) / (s * s));
        return undefined;
      },
    },
  },
  {
    misconceptionId: 1102,
    slug: 'square-root-halves',
    name: 'Thinks square rooting means halving',
    description: 'Halves the number under the root, so √72 = 36.',
    howToFix:
      'The square root is the number that multiplies by itself to give the original: 6 × 6 = 36, so √36 = 6. Halving undoes doubling, not squaring.',
    subjectId: 184,
    rules: { 'surd-simplify': (p) => numberAnswer(rat(p.k * p.k * p.m, 2)) },
  },
  {
    misconceptionId: 1103,
    slug: 'surd-swaps-parts',
    name: 'Swaps the number outside and inside the root',
    description: 'Finds the right factors but writes them the wrong way round, e.g. √72 = 2√6.',
    howToFix:
      'The square root of the square factor goes outside; what is left goes inside. Check by squaring your answer.',
    subjectId: 184,
    rules: { 'surd-simplify': (p) => (p.m > 1 ? surdAnswer(p.m, p.k) : undefined) },
  },
  {
    misconceptionId: 1104,
    slug: 'number-line-counts-steps-as-ones',
    name: 'Counts each interval on a scale as 1',
    description: 'Reads a scale by counting the marks as ones, whatever each interval is really worth.',
    howToFix:
      'Work out what each interval is worth first: the difference between the labels divided by the number of gaps.',
    subjectId: 104,
    rules: { 'number-line': (p) => numberAnswer(add(p.min, p.position)) },
  },
  {
    misconceptionId: 1105,
    slug: 'number-line-assumes-tenths',
    name: 'Assumes each interval is one tenth',
    description: 'Treats every small division on a scale as 0.1, whatever the labels say.',
    howToFix:
      'Count the gaps between two labelled values and divide the difference by that number; not every scale goes up in tenths.',
    subjectId: 104,
    rules: {
      'number-line': (p) =>
        numberLineStep(p).n === 1 && numberLineStep(p).d === 10
          ? undefined
          : numberAnswer(add(p.min, mul(rat(1, 10), p.position))),
    },
  },
  {
    misconceptionId: 1106,
    slug: 'number-line-counts-marks',
    name: 'Counts the marks instead of the gaps',
    description: 'Counts the tick marks including the starting one, so reads one interval too far.',
    howToFix: 'Count jumps, not marks: put your finger on the start and count each hop to the arrow.',
    subjectId: 104,
    rules: { 'number-line': (p) => numberAnswer(add(p.min, mul(numberLineStep(p), p.position + 1))) },
  },
  {
    misconceptionId: 1107,
    slug: 'number-line-divides-by-marks',
    name: 'Divides the range by the number of marks',
    description:
      'Finds the interval size by dividing by the number of tick marks rather than the number of gaps.',
    howToFix: 'Between 0 and 1 with 5 gaps there are 6 marks. Divide the difference by the number of gaps.',
    subjectId: 104,
    rules: {
      'number-line': (p) => {
        const v = add(p.min, mul(div(sub(p.max, p.min), p.divisions + 1), p.position));
        return decimalPlaces(v) === undefined ? undefined : numberAnswer(v);
      },
    },
  },
  {
    misconceptionId: 1301,
    slug: 'exchange-forgets-top-digit',
    name: 'Subtracts from the exchanged ten and forgets the top digit',
    description:
      'After exchanging, takes the bottom digit from the ten alone and never adds the top digit back, so 13 − 8 becomes 10 − 8 = 2 instead of 5.',
    howToFix:
      'The exchanged ten joins the digit already there: 3 becomes 13, not 10. Write the new top number (13) above the column before subtracting, or if you count back from ten, add the 3 on afterwards.',
    subjectId: 122,
    rules: { 'column-subtract': (p) => numberAnswer(columnSubtract(p.a, p.b, 'forgets-top-digit')) },
  },
  {
    misconceptionId: 1302,
    slug: 'addition-carries-the-ones-digit',
    name: 'Writes the tens digit and carries the ones in column addition',
    description:
      'When a column adds to 10 or more, writes the tens digit in the answer and carries the ones digit, so 7 + 5 = 12 puts 1 in the column and carries 2.',
    howToFix:
      'Twelve ones are one ten and two ones: the 2 stays in the ones column and the ten moves left, so write 2 and carry 1. Exchange ten ones counters for a ten counter to show it.',
    subjectId: 121,
    rules: {
      'column-add': (p) => {
        const a = digitsOf(p.a);
        const b = digitsOf(p.b);
        const len = Math.max(a.length, b.length);
        const out: number[] = [];
        let carry = 0;
        for (let i = 0; i < len; i++) {
          const total = (a[i] ?? 0) + (b[i] ?? 0) + carry;
          out.push(total >= 10 ? Math.floor(total / 10) : total);
          carry = total >= 10 ? total % 10 : 0;
        }
        if (carry > 0) out.push(carry);
        const written = fromDigits(out);
        return written === p.a + p.b ? undefined : numberAnswer(written);
      },
    },
  },
  {
    misconceptionId: 1303,
    slug: 'cross-multiplies-then-adds-denominators',
    name: 'Cross-multiplies the numerators but adds the denominators',
    description:
      'Starts the "butterfly" method correctly (1 × 3 + 2 × 1 on top for 1/2 + 1/3) but then adds the denominators instead of multiplying them, giving 5/5 instead of 5/6.',
    howToFix:
      'Cross-multiplying rewrites both fractions over the product of the denominators, 1/2 = 3/6 and 1/3 = 2/6, so the bottom is 2 × 3, never 2 + 3. Write the two equivalent fractions out to see where each number comes from.',
    subjectId: 163,
    rules: {
      'fraction-add': (p) =>
        p.op === 'add' && p.b !== p.d ? writtenFraction(p.a * p.d + p.c * p.b, p.b + p.d) : undefined,
    },
  },
  {
    misconceptionId: 1304,
    slug: 'adds-fractions-multiplies-numerators',
    name: 'Multiplies the numerators when adding fractions with the same denominator',
    description:
      'Keeps the common denominator, as it should, but multiplies the numerators instead of adding them, so 2/9 + 4/9 = 8/9.',
    howToFix:
      'With the same denominator the pieces are the same size, so just count them: 2 ninths and 4 ninths are 6 ninths. Shade both fractions on one bar split into ninths and count the shaded pieces.',
    subjectId: 163,
    rules: {
      'fraction-add': (p) => (p.op === 'add' && p.b === p.d ? writtenFraction(p.a * p.c, p.b) : undefined),
    },
  },
];
