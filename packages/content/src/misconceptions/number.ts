/**
 * Number-strand misconceptions. Each rule reproduces, step by step, the answer a student who
 * holds the belief would reach; it returns undefined when the belief would not change the answer's form.
 */

import { type Answer, numberAnswer, writtenFraction, writtenNumber } from '../answer.ts';
import type { Misconception } from '../misconception.ts';
import {
  digitsOf,
  fromDigits,
  type NumberProblem,
  numberLineStep,
  primeFactorisation,
  productAnswer,
  roundSf,
  standardFormAnswer,
  surdAnswer,
  tex,
  toStandardForm,
  writtenDp,
} from '../problems/number.ts';
import {
  add,
  decimalPlaces,
  div,
  gcd,
  lcm,
  mul,
  type Rat,
  rat,
  ratFromNumber,
  roundTo,
  sub,
  toNumber,
  truncateTo,
} from '../rational.ts';

type P<K extends NumberProblem['kind']> = Extract<NumberProblem, { kind: K }>;

/** The value chosen by a student who ranks numbers by `score`; undefined on a tie (no single choice). */
function pickBy(p: P<'decimal-compare'>, score: (v: number) => number): Answer | undefined {
  const scored = p.values.map((v) => ({ v, s: score(v) }));
  const best =
    p.ask === 'largest' ? Math.max(...scored.map((x) => x.s)) : Math.min(...scored.map((x) => x.s));
  const chosen = scored.filter((x) => x.s === best);
  return chosen.length === 1 ? numberAnswer(chosen[0]!.v) : undefined;
}

/** The digits after the decimal point of a decimal literal. */
function decimalDigits(v: number): string {
  return v.toString().split('.')[1] ?? '';
}

/** Column subtraction with one step of the algorithm changed; `exchange` decides what happens when top < bottom. */
function columnSubtract(
  a: number,
  b: number,
  onShortfall: 'swap' | 'no-decrement' | 'zero' | 'zero-becomes-ten' | 'forgets-top-digit',
): number {
  const top = digitsOf(a);
  const bottom = digitsOf(b);
  const out: number[] = [];
  for (let i = 0; i < top.length; i++) {
    const t = top[i]!;
    const u = bottom[i] ?? 0;
    if (t >= u) {
      out.push(t - u);
      continue;
    }
    if (onShortfall === 'swap') out.push(u - t);
    else if (onShortfall === 'zero') out.push(0);
    else if (onShortfall === 'forgets-top-digit') {
      // "13 − 8" done as 10 − 8 with the 3 never added back; a top digit already exchanged away
      // (a 0 that became 9) has nothing to forget, so that column is right.
      out.push(t > 0 ? 10 - u : t + 10 - u);
      top[i + 1] = top[i + 1]! - 1;
    } else {
      out.push(t + 10 - u);
      if (onShortfall === 'zero-becomes-ten' && top[i + 1] === 0) {
        // The student borrows "from the zero", writes it as 10 and never reduces the digit beyond it.
        top[i + 1] = 10;
      } else if (onShortfall === 'zero-becomes-ten') {
        top[i + 1] = top[i + 1]! - 1;
      }
    }
  }
  return out.reduceRight((acc, d) => acc * 10 + d, 0);
}

/** Signed integer helper: the sign of x as ±1 (0 counts as +). */
const sign = (x: number) => (x < 0 ? -1 : 1);

/** Rounding by looking at the digit in the rounding place itself rather than the next one. */
function roundByWrongDigit(value: number, dp: number): Rat {
  const truncated = truncateTo(value, dp);
  // Exact: the float 10 ** -dp differs between engines (Node 20's is not 1/10^dp), and the bank must not.
  const column = dp >= 0 ? rat(1, 10 ** dp) : rat(10 ** -dp);
  const digit = Math.floor(toNumber(div(truncated, column)) + 1e-9) % 10;
  return digit >= 5 ? add(truncated, column) : truncated;
}

/** The place (as decimal places, negative for tens and beyond) that rounding to `sf` figures keeps. */
function sfPlace(value: number, sf: number): number {
  const e = Math.floor(Math.log10(Math.abs(value)) + 1e-12);
  return sf - 1 - e;
}

/** Number-strand misconceptions with their rules. */
export const NUMBER_MISCONCEPTIONS: readonly Misconception[] = [
  {
    misconceptionId: 1001,
    slug: 'digit-face-value',
    name: 'Gives the face value of a digit',
    description: 'Says the value of a digit is the digit itself, e.g. the 7 in 3 472 581 is worth 7.',
    howToFix:
      'Put the number in a place-value chart and read the column heading above the digit. The value is the digit times its column: 7 ten thousands is 70 000.',
    subjectId: 101,
    rules: { 'place-value': (p) => numberAnswer(digitsOf(p.number)[p.place]!) },
  },
  {
    misconceptionId: 1002,
    slug: 'place-value-counts-digit-itself',
    name: 'Counts the digit itself when counting places',
    description:
      'Counts the digit as well as the digits to its right, so writes one zero too many (the 7 in 3 472 581 becomes 700 000).',
    howToFix:
      'Write the digit, then replace only the digits to its right with zeros. Check with a place-value chart that the 7 sits in the ten-thousands column.',
    subjectId: 101,
    rules: { 'place-value': (p) => numberAnswer(digitsOf(p.number)[p.place]! * 10 ** (p.place + 1)) },
  },
  {
    misconceptionId: 1003,
    slug: 'place-value-one-column-low',
    name: 'Names the column one place too low',
    description:
      'Mixes up neighbouring column names, e.g. calls the ten-thousands column the thousands column.',
    howToFix:
      'Chant the column names from the ones upwards while pointing to each digit. Use the pattern: each column is worth ten times the one to its right.',
    subjectId: 101,
    rules: {
      'place-value': (p) =>
        p.place >= 1 ? numberAnswer(digitsOf(p.number)[p.place]! * 10 ** (p.place - 1)) : undefined,
    },
  },
  {
    misconceptionId: 1004,
    slug: 'place-value-counts-from-left',
    name: 'Counts place value from the left',
    description:
      'Works out the column by counting digits from the left of the number instead of from the ones.',
    howToFix:
      'Place value always starts at the ones column on the right. Label the columns from the right before reading any digit.',
    subjectId: 101,
    rules: {
      'place-value': (p) => {
        const digits = digitsOf(p.number);
        return numberAnswer(digits[p.place]! * 10 ** (digits.length - 1 - p.place));
      },
    },
  },
  {
    misconceptionId: 1005,
    slug: 'longer-decimal-is-larger',
    name: 'Thinks the longer decimal is larger',
    description: 'Believes a decimal with more digits after the point is bigger, so 0.125 > 0.4.',
    howToFix:
      'Write the decimals with the same number of places (0.400 and 0.125) or place them on a number line. Compare the tenths first, then the hundredths.',
    subjectId: 102,
    rules: { 'decimal-compare': (p) => pickBy(p, (v) => writtenDp(v) * 10 + v) },
  },
  {
    misconceptionId: 1006,
    slug: 'decimals-as-whole-numbers',
    name: 'Compares decimal parts as whole numbers',
    description: 'Reads the digits after the point as a whole number, so thinks 0.25 > 0.3 because 25 > 3.',
    howToFix:
      'Say decimals in place value: 0.3 is three tenths, 0.25 is two tenths and five hundredths. Pad with zeros (0.30 and 0.25) before comparing.',
    subjectId: 102,
    rules: { 'decimal-compare': (p) => pickBy(p, (v) => Number(decimalDigits(v) || '0')) },
  },
  {
    misconceptionId: 1007,
    slug: 'shorter-decimal-is-larger',
    name: 'Thinks the shorter decimal is larger',
    description:
      'Believes that more decimal places means smaller pieces, so any one-place decimal beats any two-place decimal (0.3 > 0.35).',
    howToFix:
      'Show both decimals on a hundred square: 0.35 covers all of 0.3 and more. Compare digit by digit from the tenths.',
    subjectId: 102,
    rules: { 'decimal-compare': (p) => pickBy(p, (v) => -writtenDp(v) * 10 + v) },
  },
  {
    misconceptionId: 1008,
    slug: 'ignores-zero-placeholder-decimals',
    name: 'Ignores zeros after the decimal point',
    description: 'Treats a zero placeholder as if it were not there, so reads 0.07 as 0.7.',
    howToFix:
      'Put the numbers in a place-value chart: in 0.07 the 7 is in the hundredths column. The zero holds the tenths place empty.',
    subjectId: 102,
    rules: {
      'decimal-compare': (p) => pickBy(p, (v) => Number(`0.${decimalDigits(v).replaceAll('0', '') || '0'}`)),
    },
  },
  {
    misconceptionId: 1009,
    slug: 'multiply-by-ten-adds-zero',
    name: 'Multiplies decimals by 10 by adding zeros',
    description:
      'Writes zeros on the end of a decimal to multiply by 10, 100 or 1000, so 3.45 × 100 = 3.4500.',
    howToFix:
      'Multiplying by 100 moves every digit two places to the left. Use a place-value chart and slide the digits; zeros on the end of a decimal change nothing.',
    subjectId: 103,
    rules: {
      'power-of-ten': (p) =>
        p.op === 'multiply' && !Number.isInteger(p.value)
          ? writtenNumber(p.value, `${tex(p.value)}${'0'.repeat(p.power)}`)
          : undefined,
    },
  },
  {
    misconceptionId: 1010,
    slug: 'power-of-ten-wrong-direction',
    name: 'Moves digits the wrong way for × or ÷ by 10',
    description:
      'Moves the digits to the right when multiplying (or left when dividing), so the answer shrinks instead of grows.',
    howToFix:
      'Estimate first: multiplying by 100 must give a bigger number. Then move the digits left to multiply and right to divide.',
    subjectId: 103,
    rules: {
      'power-of-ten': (p) =>
        numberAnswer(p.op === 'multiply' ? div(p.value, 10 ** p.power) : mul(p.value, 10 ** p.power)),
    },
  },
  {
    misconceptionId: 1011,
    slug: 'power-of-ten-too-few-places',
    name: 'Moves digits one place too few',
    description: 'Moves the digits one place fewer than the number of zeros in 10, 100 or 1000.',
    howToFix:
      'Count the zeros in the power of ten: 1000 has three zeros, so each digit moves three places. Check with an estimate.',
    subjectId: 103,
    rules: {
      'power-of-ten': (p) =>
        p.power >= 2
          ? numberAnswer(
              p.op === 'multiply' ? mul(p.value, 10 ** (p.power - 1)) : div(p.value, 10 ** (p.power - 1)),
            )
          : undefined,
    },
  },
  {
    misconceptionId: 1012,
    slug: 'power-of-ten-too-many-places',
    name: 'Moves digits one place too many',
    description:
      'Moves the digits one more place than the power of ten asks for, often counting the decimal point as a place.',
    howToFix:
      'The decimal point does not move and is not a place. Move the digits exactly as many places as there are zeros.',
    subjectId: 103,
    rules: {
      'power-of-ten': (p) =>
        numberAnswer(
          p.op === 'multiply' ? mul(p.value, 10 ** (p.power + 1)) : div(p.value, 10 ** (p.power + 1)),
        ),
    },
  },
  {
    misconceptionId: 1013,
    slug: 'rounding-always-down',
    name: 'Truncates instead of rounding',
    description:
      'Cuts the number off at the rounding place, so always rounds down (3467 to the nearest 100 becomes 3400).',
    howToFix:
      'Find the two possible answers either side, then look at the next digit: 5 or more rounds up. A number line between 3400 and 3500 shows which is nearer.',
    subjectId: 111,
    rules: {
      'round-integer': (p) => numberAnswer(truncateTo(p.value, -Math.log10(p.place))),
      'round-dp': (p) => numberAnswer(truncateTo(p.value, p.dp)),
      'round-sf': (p) => numberAnswer(truncateTo(p.value, sfPlace(p.value, p.sf))),
      estimate: (p) => numberAnswer(mul(truncateTo(p.a, sfPlace(p.a, 1)), truncateTo(p.b, sfPlace(p.b, 1)))),
    },
  },
  {
    misconceptionId: 1014,
    slug: 'rounds-to-smaller-place',
    name: 'Rounds to the place below the one asked',
    description:
      'Rounds to the nearest 10 when asked for the nearest 100 (and so on), confusing the place names.',
    howToFix:
      'Underline the digit in the place you are rounding to before doing anything else. The answer has zeros in every place to its right.',
    subjectId: 111,
    rules: {
      'round-integer': (p) =>
        p.place >= 100 ? numberAnswer(roundTo(p.value, -Math.log10(p.place) + 1)) : undefined,
    },
  },
  {
    misconceptionId: 1015,
    slug: 'rounds-to-larger-place',
    name: 'Rounds to the place above the one asked',
    description: 'Rounds to the nearest 1000 when asked for the nearest 100, overshooting the place value.',
    howToFix:
      'List the multiples of the place either side of the number (3400 and 3500 for the nearest 100) and choose the closer one.',
    subjectId: 111,
    rules: {
      'round-integer': (p) => {
        const rounded = roundTo(p.value, -Math.log10(p.place) - 1);
        // Rounding to 0 looks like a trick answer rather than this belief.
        return rounded.n === 0 ? undefined : numberAnswer(rounded);
      },
    },
  },
  {
    misconceptionId: 1016,
    slug: 'rounding-checks-wrong-digit',
    name: 'Looks at the wrong digit to decide rounding',
    description:
      'Decides whether to round up using the digit in the rounding place itself, not the digit after it.',
    howToFix:
      'Circle the digit you are keeping, then look one place to the right: only that digit decides. Check on a number line which value is nearer.',
    subjectId: 111,
    rules: {
      'round-integer': (p) => numberAnswer(roundByWrongDigit(p.value, -Math.log10(p.place))),
      'round-dp': (p) => numberAnswer(roundByWrongDigit(p.value, p.dp)),
      'round-sf': (p) => numberAnswer(roundByWrongDigit(p.value, sfPlace(p.value, p.sf))),
    },
  },
  {
    misconceptionId: 1017,
    slug: 'rounding-drops-placeholders',
    name: 'Drops placeholder zeros when rounding',
    description:
      'Rounds correctly but leaves off the zeros, so 3467 to the nearest 100 becomes 35 instead of 3500.',
    howToFix:
      'The rounded number must be about the same size as the original. Keep zeros as placeholders in every column after the rounding place.',
    subjectId: 111,
    rules: {
      'round-integer': (p) => numberAnswer(div(roundTo(p.value, -Math.log10(p.place)), p.place)),
      'round-sf': (p) => {
        const place = sfPlace(p.value, p.sf);
        return place < 0 ? numberAnswer(div(roundSf(p.value, p.sf), 10 ** -place)) : undefined;
      },
    },
  },
  {
    misconceptionId: 1018,
    slug: 'counts-point-as-decimal-place',
    name: 'Counts the decimal point as a decimal place',
    description: 'Counts the point as one of the places, so rounds to one decimal place fewer than asked.',
    howToFix:
      'Decimal places are digits after the point; the point itself is not a place. Count the digits you keep after the point.',
    subjectId: 112,
    rules: { 'round-dp': (p) => numberAnswer(roundTo(p.value, p.dp - 1)) },
  },
  {
    misconceptionId: 1019,
    slug: 'confuses-dp-and-sf',
    name: 'Confuses decimal places and significant figures',
    description:
      'Rounds to the given number of significant figures when asked for decimal places, or the reverse.',
    howToFix:
      'Decimal places count from the decimal point; significant figures count from the first non-zero digit. Underline where the counting starts before rounding.',
    subjectId: 113,
    rules: {
      'round-dp': (p) => numberAnswer(roundSf(p.value, p.dp)),
      'round-sf': (p) => numberAnswer(roundTo(p.value, p.sf)),
    },
  },
  {
    misconceptionId: 1020,
    slug: 'rounds-in-steps',
    name: 'Rounds step by step from the last digit',
    description:
      'Rounds repeatedly from the right (3.4449 → 3.445 → 3.45), letting a later digit push an earlier one up.',
    howToFix:
      'Round once, directly from the original number: only the digit straight after the rounding place matters. The digits further right never carry.',
    subjectId: 112,
    rules: {
      'round-dp': (p) => {
        let x: Rat = ratFromNumber(p.value);
        for (let dp = writtenDp(p.value) - 1; dp >= p.dp; dp--) x = roundTo(x, dp);
        return numberAnswer(x);
      },
    },
  },
  {
    misconceptionId: 1021,
    slug: 'estimates-to-nearest-whole',
    name: 'Rounds to the nearest whole number to estimate',
    description:
      'Rounds each number to the nearest integer rather than to one significant figure, so the estimate is still hard to work out.',
    howToFix:
      'For an estimate, round every number to 1 significant figure so the calculation can be done mentally: 48.7 becomes 50 and 3.12 becomes 3.',
    subjectId: 114,
    rules: { estimate: (p) => numberAnswer(mul(roundTo(p.a, 0), roundTo(p.b, 0))) },
  },
  {
    misconceptionId: 1022,
    slug: 'estimate-calculates-exactly',
    name: 'Calculates exactly instead of estimating',
    description: 'Works out the exact answer when asked for an estimate.',
    howToFix:
      'An estimate comes from rounded numbers. Round first (usually to 1 significant figure), then calculate with the rounded values.',
    subjectId: 114,
    rules: { estimate: (p) => numberAnswer(mul(p.a, p.b)) },
  },
  {
    misconceptionId: 1023,
    slug: 'estimate-rounds-one-number',
    name: 'Rounds only one number when estimating',
    description: 'Rounds one of the numbers but keeps the other exact.',
    howToFix:
      'Round every number in the calculation before working it out; write the rounded calculation down in full.',
    subjectId: 114,
    rules: { estimate: (p) => numberAnswer(mul(roundSf(p.a, 1), p.b)) },
  },
  {
    misconceptionId: 1024,
    slug: 'addition-forgets-carry',
    name: 'Forgets to carry in column addition',
    description:
      'Writes only the ones digit of a column total and drops the ten, so 8 + 5 gives 3 with nothing carried.',
    howToFix:
      'When a column adds to 10 or more, exchange ten ones for one ten: write the 1 under the next column and add it in. Check with an estimate.',
    subjectId: 121,
    rules: {
      'column-add': (p) => {
        const a = digitsOf(p.a);
        const b = digitsOf(p.b);
        const len = Math.max(a.length, b.length);
        const out = Array.from({ length: len }, (_, i) => ((a[i] ?? 0) + (b[i] ?? 0)) % 10);
        return numberAnswer(fromDigits(out));
      },
    },
  },
  {
    misconceptionId: 1025,
    slug: 'addition-writes-column-totals',
    name: 'Writes whole column totals in column addition',
    description:
      'Writes the full total of every column side by side (8 + 5 = 13 written as 13), making an answer far too long.',
    howToFix:
      'Each column can hold only one digit. Keep the ones digit and carry the ten to the next column; compare the size of the answer with an estimate.',
    subjectId: 121,
    rules: {
      'column-add': (p) => {
        const a = digitsOf(p.a);
        const b = digitsOf(p.b);
        const len = Math.max(a.length, b.length);
        const totals = Array.from({ length: len }, (_, i) => (a[i] ?? 0) + (b[i] ?? 0));
        if (totals.every((t) => t < 10)) return undefined;
        return numberAnswer(Number(totals.reverse().join('')));
      },
    },
  },
  {
    misconceptionId: 1026,
    slug: 'aligns-digits-from-left',
    name: 'Lines up digits from the left',
    description:
      'Writes numbers of different lengths lined up on the left, so hundreds are added to thousands.',
    howToFix:
      'Line up the ones column first, then tens, hundreds and so on. Write the numbers in a place-value grid.',
    subjectId: 121,
    rules: {
      'column-add': (p) => {
        const la = String(p.a).length;
        const lb = String(p.b).length;
        if (la === lb) return undefined;
        return numberAnswer(la > lb ? p.a + p.b * 10 ** (la - lb) : p.b + p.a * 10 ** (lb - la));
      },
    },
  },
  {
    misconceptionId: 1027,
    slug: 'drops-final-carry',
    name: 'Drops the final carried digit',
    description:
      'Carries correctly between columns but does not write the last carry, so the answer loses its leading digit.',
    howToFix:
      'A carry out of the last column still has to be written: it starts a new column on the left. Estimate to see the answer needs the extra digit.',
    subjectId: 121,
    rules: {
      'column-add': (p) => {
        const len = Math.max(String(p.a).length, String(p.b).length);
        const sum = p.a + p.b;
        return String(sum).length > len ? numberAnswer(sum % 10 ** len) : undefined;
      },
    },
  },
  {
    misconceptionId: 1028,
    slug: 'subtracts-smaller-from-larger-digit',
    name: 'Subtracts the smaller digit from the larger',
    description:
      'In each column takes the smaller digit from the larger, whichever is on top, so avoids exchanging.',
    howToFix:
      'The top number is the one you start with, so always calculate top − bottom. When the top digit is smaller, exchange one from the next column.',
    subjectId: 122,
    rules: { 'column-subtract': (p) => numberAnswer(columnSubtract(p.a, p.b, 'swap')) },
  },
  {
    misconceptionId: 1029,
    slug: 'exchange-without-decrease',
    name: 'Exchanges without reducing the next column',
    description: 'Adds ten to a column that needs it but does not take one from the column to the left.',
    howToFix:
      'An exchange moves value, it does not create it: cross out the next digit and write one less before adding ten. Model it with base-ten blocks.',
    subjectId: 122,
    rules: { 'column-subtract': (p) => numberAnswer(columnSubtract(p.a, p.b, 'no-decrement')) },
  },
  {
    misconceptionId: 1030,
    slug: 'small-minus-large-is-zero',
    name: 'Writes 0 when the top digit is smaller',
    description:
      'Believes a smaller digit minus a larger one is zero (3 − 8 = 0) and moves on without exchanging.',
    howToFix:
      'You cannot take 8 from 3 without exchanging. Take one ten from the next column to make 13, then 13 − 8 = 5.',
    subjectId: 122,
    rules: { 'column-subtract': (p) => numberAnswer(columnSubtract(p.a, p.b, 'zero')) },
  },
  {
    misconceptionId: 1031,
    slug: 'exchange-across-zero',
    name: 'Exchanges from a zero as if it were ten',
    description:
      'When the next digit is 0, turns it into 10 to borrow from and never exchanges from the digit beyond it.',
    howToFix:
      'A zero has nothing to give. Exchange from the next non-zero digit first: 500 becomes 4 hundreds, 9 tens and 10 ones.',
    subjectId: 122,
    rules: { 'column-subtract': (p) => numberAnswer(columnSubtract(p.a, p.b, 'zero-becomes-ten')) },
  },
  {
    misconceptionId: 1032,
    slug: 'multiplies-tens-by-tens-ones-by-ones',
    name: 'Multiplies only tens by tens and ones by ones',
    description: 'Works out 34 × 26 as 30 × 20 + 4 × 6, missing the two cross products.',
    howToFix:
      'Use a grid: both parts of one number multiply both parts of the other, so there are four products to add (30×20, 30×6, 4×20, 4×6).',
    subjectId: 123,
    rules: {
      'long-multiply': (p) => {
        const [a0, a1] = digitsOf(p.a);
        const [b0, b1] = digitsOf(p.b);
        return numberAnswer(100 * a1! * b1! + a0! * b0!);
      },
    },
  },
  {
    misconceptionId: 1033,
    slug: 'long-multiplication-no-placeholder',
    name: 'Forgets the placeholder zero in long multiplication',
    description: 'Multiplies by the tens digit as if it were ones, leaving out the zero in the second row.',
    howToFix:
      'The second row multiplies by tens (2 tens, not 2), so start it with a zero in the ones column. Estimate to check the size.',
    subjectId: 123,
    rules: {
      'long-multiply': (p) => {
        const [b0, b1] = digitsOf(p.b);
        return numberAnswer(p.a * b0! + p.a * b1!);
      },
    },
  },
  {
    misconceptionId: 1034,
    slug: 'grid-method-misses-product',
    name: 'Leaves out a partial product',
    description:
      'Multiplies the ones of the first number by the ones of the second but forgets them times the tens.',
    howToFix:
      'Draw the grid and fill every cell before adding: a two-digit by two-digit product always has four parts.',
    subjectId: 123,
    rules: {
      'long-multiply': (p) => {
        const [a0] = digitsOf(p.a);
        const [, b1] = digitsOf(p.b);
        return numberAnswer(p.a * p.b - 10 * a0! * b1!);
      },
    },
  },
  {
    misconceptionId: 1035,
    slug: 'long-multiplication-two-placeholders',
    name: 'Shifts the tens row two places',
    description:
      'Writes two placeholder zeros when multiplying by the tens digit, so that row is ten times too big.',
    howToFix:
      'Multiplying by tens needs one placeholder zero; hundreds need two. Say the digit with its value: "times 20".',
    subjectId: 123,
    rules: {
      'long-multiply': (p) => {
        const [b0, b1] = digitsOf(p.b);
        return numberAnswer(p.a * b0! + 100 * p.a * b1!);
      },
    },
  },
  {
    misconceptionId: 1036,
    slug: 'subtracting-negative-decreases',
    name: 'Thinks subtracting a negative makes a number smaller',
    description: 'Treats a − (−b) as a − b, ignoring that taking away a negative increases the value.',
    howToFix:
      'Subtracting is finding the difference: from −5 up to −3 is +2. Use a number line or the pattern 3 − 1, 3 − 0, 3 − (−1) to see the answers increase.',
    subjectId: 131,
    rules: {
      'negative-add-sub': (p) =>
        p.op === 'subtract' && p.b < 0 ? numberAnswer(p.a - Math.abs(p.b)) : undefined,
    },
  },
  {
    misconceptionId: 1037,
    slug: 'ignores-negative-signs',
    name: 'Ignores the negative signs',
    description: 'Calculates with the numbers as if they were all positive.',
    howToFix:
      'Read the signs aloud first and mark the starting point on a number line. A negative number is below zero, so it changes which way you move.',
    subjectId: 131,
    rules: {
      'negative-add-sub': (p) =>
        numberAnswer(p.op === 'add' ? Math.abs(p.a) + Math.abs(p.b) : Math.abs(p.a) - Math.abs(p.b)),
    },
  },
  {
    misconceptionId: 1038,
    slug: 'adds-magnitudes-keeps-larger-sign',
    name: 'Adds the sizes and keeps the sign of the larger',
    description:
      'For numbers with different signs, adds their sizes and gives the sign of the larger (−7 + 3 = −10).',
    howToFix:
      'A positive and a negative partly cancel: find the difference of their sizes. On a number line, start at −7 and move 3 to the right to reach −4.',
    subjectId: 131,
    rules: {
      'negative-add-sub': (p) => {
        const b = p.op === 'add' ? p.b : -p.b;
        if (p.a === 0 || b === 0 || sign(p.a) === sign(b)) return undefined;
        const larger = Math.abs(p.a) >= Math.abs(b) ? p.a : b;
        return numberAnswer(sign(larger) * (Math.abs(p.a) + Math.abs(b)));
      },
    },
  },
  {
    misconceptionId: 1039,
    slug: 'adding-negative-increases',
    name: 'Thinks adding a negative makes a number bigger',
    description: 'Treats a + (−b) as a + b, moving up the number line instead of down.',
    howToFix:
      'Adding a negative is the same as subtracting its size: 4 + (−6) = 4 − 6. Model it with counters where a red counter cancels a yellow one.',
    subjectId: 131,
    rules: {
      'negative-add-sub': (p) => (p.op === 'add' && p.b < 0 ? numberAnswer(p.a + Math.abs(p.b)) : undefined),
    },
  },
  {
    misconceptionId: 1040,
    slug: 'sign-of-first-number',
    name: 'Gives the answer the sign of the first number',
    description:
      'Works out the size of the answer but copies the sign of the first number in the calculation.',
    howToFix:
      'Decide the sign from where you finish on the number line, not from the first number. Sketch the line and check.',
    subjectId: 131,
    rules: {
      'negative-add-sub': (p) => {
        const correct = p.op === 'add' ? p.a + p.b : p.a - p.b;
        return correct === 0 ? undefined : numberAnswer(sign(p.a) * Math.abs(correct));
      },
    },
  },
  {
    misconceptionId: 1041,
    slug: 'negative-times-negative-negative',
    name: 'Thinks a negative times a negative is negative',
    description: 'Believes multiplying or dividing two negative numbers gives a negative answer.',
    howToFix:
      'Continue the pattern −3 × 2 = −6, −3 × 1 = −3, −3 × 0 = 0, −3 × −1 = 3: each step adds 3. Two negatives multiply or divide to give a positive.',
    subjectId: 132,
    rules: {
      'negative-mul-div': (p) =>
        p.a < 0 && p.b < 0 ? numberAnswer(-Math.abs(p.op === 'multiply' ? p.a * p.b : p.a / p.b)) : undefined,
    },
  },
  {
    misconceptionId: 1042,
    slug: 'negative-times-positive-positive',
    name: 'Thinks a negative times a positive is positive',
    description: 'Gives a positive answer when multiplying or dividing numbers with different signs.',
    howToFix:
      'Think of −4 × 3 as three lots of −4: −4, −8, −12. Different signs give a negative answer; the same signs give a positive one.',
    subjectId: 132,
    rules: {
      'negative-mul-div': (p) =>
        sign(p.a) !== sign(p.b)
          ? numberAnswer(Math.abs(p.op === 'multiply' ? p.a * p.b : p.a / p.b))
          : undefined,
    },
  },
  {
    misconceptionId: 1043,
    slug: 'adds-instead-of-multiplying-negatives',
    name: 'Adds negative numbers when asked to multiply',
    description: 'Combines the numbers by adding them, applying the rules for addition to a product.',
    howToFix:
      'Read the operation sign before the number signs. × means groups of: −4 × −6 asks for −6 lots of −4, which is 24, not −10.',
    subjectId: 132,
    rules: { 'negative-mul-div': (p) => (p.op === 'multiply' ? numberAnswer(p.a + p.b) : undefined) },
  },
  {
    misconceptionId: 1044,
    slug: 'subtracts-instead-of-multiplying-negatives',
    name: 'Treats the signs in a product as subtraction',
    description: 'Reads (−4) × (−6) as −4 − 6 or −4 − (−6), turning the negative signs into take-aways.',
    howToFix:
      'Brackets around a negative number show it is one number, not a subtraction. Multiply the sizes, then decide the sign.',
    subjectId: 132,
    rules: { 'negative-mul-div': (p) => (p.op === 'multiply' ? numberAnswer(p.a - p.b) : undefined) },
  },
  {
    misconceptionId: 1045,
    slug: 'divides-the-wrong-way',
    name: 'Divides the second number by the first',
    description: 'Swaps the order in a division, working out b ÷ a instead of a ÷ b.',
    howToFix:
      'Division is not commutative: a ÷ b asks how many b fit into a. Read it as "a shared by b" and keep the order.',
    subjectId: 132,
    rules: { 'negative-mul-div': (p) => (p.op === 'divide' ? numberAnswer(div(p.b, p.a)) : undefined) },
  },
  {
    misconceptionId: 1046,
    slug: 'multiplies-instead-of-dividing',
    name: 'Multiplies when asked to divide',
    description: 'Multiplies the two numbers instead of dividing them.',
    howToFix:
      'Say the calculation in words ("−24 shared into 6 groups") and estimate: the answer must be smaller in size than −24.',
    subjectId: 132,
    rules: { 'negative-mul-div': (p) => (p.op === 'divide' ? numberAnswer(p.a * p.b) : undefined) },
  },
  {
    misconceptionId: 1047,
    slug: 'bidmas-left-to-right',
    name: 'Works left to right, ignoring the order of operations',
    description: 'Does each operation in the order it is written, so 20 − 3 × 4 becomes 17 × 4.',
    howToFix:
      'Multiplication and division come before addition and subtraction. Underline the × parts and work them out first, then add and subtract from left to right.',
    subjectId: 141,
    rules: {
      bidmas: (p) => numberAnswer(p.form === 'a-bc+d' ? (p.a - p.b) * p.c + p.d : (p.a + p.b) * p.c ** 2),
    },
  },
  {
    misconceptionId: 1048,
    slug: 'addition-before-subtraction',
    name: 'Does addition before subtraction',
    description:
      'Reads BIDMAS as a strict order and adds before subtracting, so 20 − 12 + 2 becomes 20 − 14.',
    howToFix:
      'Addition and subtraction have equal priority: work them from left to right. Rewrite the subtraction as adding a negative if it helps.',
    subjectId: 141,
    rules: { bidmas: (p) => (p.form === 'a-bc+d' ? numberAnswer(p.a - (p.b * p.c + p.d)) : undefined) },
  },
  {
    misconceptionId: 1049,
    slug: 'adds-before-multiplying',
    name: 'Does additions and subtractions before multiplying',
    description: 'Works out the additions and subtractions either side first, then multiplies the results.',
    howToFix:
      'Multiplication binds the numbers next to it more tightly. Put brackets round each product (3 × 4) before doing anything else.',
    subjectId: 141,
    rules: { bidmas: (p) => (p.form === 'a-bc+d' ? numberAnswer((p.a - p.b) * (p.c + p.d)) : undefined) },
  },
  {
    misconceptionId: 1050,
    slug: 'multiplies-before-power',
    name: 'Multiplies before working out the power',
    description: 'In b × c², squares the product b × c instead of just c.',
    howToFix:
      'A power belongs only to the number it is written on. Work out c² first (indices come before multiplication).',
    subjectId: 141,
    rules: { bidmas: (p) => (p.form === 'a+bc^2' ? numberAnswer(p.a + (p.b * p.c) ** 2) : undefined) },
  },
  {
    misconceptionId: 1051,
    slug: 'power-as-multiplication',
    name: 'Multiplies the base by the power',
    description: 'Treats a power as multiplication by the index, so 4³ = 12 and x² = 2x.',
    howToFix:
      'The index says how many times the base appears in a product: 4³ = 4 × 4 × 4. Write the repeated multiplication out before calculating.',
    subjectId: 181,
    rules: {
      bidmas: (p) => (p.form === 'a+bc^2' ? numberAnswer(p.a + p.b * 2 * p.c) : undefined),
      power: (p) => numberAnswer(p.base * p.exponent),
    },
  },
  {
    misconceptionId: 1052,
    slug: 'confuses-hcf-and-lcm',
    name: 'Confuses HCF and LCM',
    description: 'Gives the lowest common multiple when asked for the highest common factor, or the reverse.',
    howToFix:
      'Factors go into a number (they are smaller or equal); multiples come out of it (they are larger or equal). The HCF is at most the smaller number; the LCM is at least the larger.',
    subjectId: 151,
    rules: { 'hcf-lcm': (p) => numberAnswer(p.ask === 'hcf' ? lcm(p.a, p.b) : gcd(p.a, p.b)) },
  },
  {
    misconceptionId: 1053,
    slug: 'lcm-is-product',
    name: 'Thinks the LCM is the product of the numbers',
    description:
      'Multiplies the two numbers to find the lowest common multiple, even when they share a factor.',
    howToFix:
      'The product is always a common multiple but not always the lowest. List the multiples of the larger number until one divides by the smaller.',
    subjectId: 151,
    rules: { 'hcf-lcm': (p) => (p.ask === 'lcm' && gcd(p.a, p.b) > 1 ? numberAnswer(p.a * p.b) : undefined) },
  },
  {
    misconceptionId: 1054,
    slug: 'common-factor-not-highest',
    name: 'Gives a common factor or multiple that is not the highest or lowest',
    description:
      'Finds a factor both numbers share (or a multiple they share) but stops before the highest (or lowest) one.',
    howToFix:
      'List all the factors of both numbers (or the multiples) and circle every common one; then pick the highest factor or lowest multiple. Prime factor trees make this reliable.',
    subjectId: 151,
    rules: {
      'hcf-lcm': (p) => {
        if (p.ask === 'hcf') {
          const h = gcd(p.a, p.b);
          const smallest = primeFactorisation(h)[0]?.[0];
          return smallest !== undefined && smallest !== h ? numberAnswer(smallest) : undefined;
        }
        const l = lcm(p.a, p.b);
        return 2 * l === p.a * p.b ? undefined : numberAnswer(2 * l);
      },
    },
  },
  {
    misconceptionId: 1055,
    slug: 'hcf-is-smaller-number',
    name: 'Gives one of the numbers as the HCF or LCM',
    description:
      'Assumes the HCF is the smaller number (or the LCM the larger) without checking it divides (or is divisible by) the other.',
    howToFix:
      'Check the answer: the HCF must divide both numbers exactly, and the LCM must be divisible by both. Test the candidate before giving it.',
    subjectId: 151,
    rules: { 'hcf-lcm': (p) => numberAnswer(p.ask === 'hcf' ? Math.min(p.a, p.b) : Math.max(p.a, p.b)) },
  },
  {
    misconceptionId: 1056,
    slug: 'prime-factors-stop-at-composite',
    name: 'Stops at a factor that is not prime',
    description: 'Leaves a composite number such as 4 or 6 in the product, so it is not a product of primes.',
    howToFix:
      'Keep splitting the factor tree until every branch ends in a prime; circle the primes. Check each factor in the answer is prime.',
    subjectId: 152,
    rules: {
      'prime-factors': (p) => {
        const f = primeFactorisation(p.n);
        const repeated = f.findIndex(([, e]) => e >= 2);
        if (repeated >= 0) {
          const [prime, e] = f[repeated]!;
          const parts = f.map(([q, k]): [number, number] => (q === prime ? [prime ** e, 1] : [q, k]));
          return productAnswer(parts);
        }
        if (f.length < 3) return undefined;
        const [[p1], [p2], ...rest] = f as [[number, number], [number, number], ...Array<[number, number]>];
        return productAnswer([[p1 * p2, 1], ...rest]);
      },
    },
  },
  {
    misconceptionId: 1057,
    slug: 'prime-factors-each-once',
    name: 'Lists each prime factor only once',
    description: 'Writes the distinct primes but misses repeats, so 60 = 2 × 3 × 5.',
    howToFix:
      'Multiply your answer back out: it must make the original number. Every prime at the end of the factor tree appears in the product, repeats included.',
    subjectId: 152,
    rules: {
      'prime-factors': (p) => {
        const f = primeFactorisation(p.n);
        return f.some(([, e]) => e > 1) ? productAnswer(f.map(([q]) => [q, 1] as const)) : undefined;
      },
    },
  },
  {
    misconceptionId: 1058,
    slug: 'one-is-prime',
    name: 'Thinks 1 is a prime number',
    description: 'Includes 1 in a prime factorisation, believing 1 is prime.',
    howToFix:
      'A prime has exactly two factors, 1 and itself. 1 has only one factor, so it is not prime and never appears in a prime factorisation.',
    subjectId: 152,
    rules: { 'prime-factors': (p) => productAnswer([[1, 1], ...primeFactorisation(p.n)]) },
  },
  {
    misconceptionId: 1059,
    slug: 'factor-pair-not-primes',
    name: 'Gives a factor pair instead of prime factors',
    description: 'Writes the number as two factors multiplied together and stops.',
    howToFix:
      'A factor pair is only the first branch of the factor tree. Keep splitting each branch until only primes remain.',
    subjectId: 152,
    rules: {
      'prime-factors': (p) => {
        let f = Math.floor(Math.sqrt(p.n));
        while (f > 1 && p.n % f !== 0) f--;
        const isPrime = (x: number) =>
          primeFactorisation(x).length === 1 && primeFactorisation(x)[0]![1] === 1;
        // Two primes would be a correct (if unindexed) factorisation, not a misconception.
        return f > 1 && !(isPrime(f) && isPrime(p.n / f))
          ? productAnswer([
              [f, 1],
              [p.n / f, 1],
            ])
          : undefined;
      },
    },
  },
  {
    misconceptionId: 1060,
    slug: 'equivalent-fraction-adds',
    name: 'Adds the same number to top and bottom',
    description:
      'Makes an "equivalent" fraction by adding the same amount to numerator and denominator (3/4 = 19/20).',
    howToFix:
      'Equivalent fractions come from multiplying (or dividing) top and bottom by the same number. Show 3/4 and 19/20 on fraction walls to see they differ.',
    subjectId: 161,
    rules: { 'equivalent-fraction': (p) => numberAnswer(p.n + p.newD - p.d) },
  },
  {
    misconceptionId: 1061,
    slug: 'equivalent-fraction-adds-scale-factor',
    name: 'Adds the scale factor to the numerator',
    description:
      'Finds the multiplier between the denominators but adds it to the numerator instead of multiplying.',
    howToFix:
      'The denominator was multiplied by the scale factor, so the numerator must be multiplied by it too.',
    subjectId: 161,
    rules: { 'equivalent-fraction': (p) => numberAnswer(p.n + p.newD / p.d) },
  },
  {
    misconceptionId: 1062,
    slug: 'equivalent-fraction-same-numerator',
    name: 'Keeps the numerator the same',
    description: 'Changes the denominator but leaves the numerator unchanged, so the fraction changes size.',
    howToFix:
      'Changing only the denominator changes the size of the pieces, not the number of them. Whatever happens to the bottom must happen to the top.',
    subjectId: 161,
    rules: { 'equivalent-fraction': (p) => numberAnswer(p.n) },
  },
  {
    misconceptionId: 1063,
    slug: 'equivalent-fraction-gives-multiplier',
    name: 'Gives the multiplier as the missing numerator',
    description: 'Finds how many times bigger the new denominator is and writes that as the answer.',
    howToFix:
      'The multiplier is a step, not the answer: apply it to the numerator. Say "times 5 on the bottom, so times 5 on the top".',
    subjectId: 161,
    rules: { 'equivalent-fraction': (p) => numberAnswer(p.newD / p.d) },
  },
  {
    misconceptionId: 1064,
    slug: 'fraction-of-amount-unit-only',
    name: 'Finds one part but not the fraction asked',
    description: 'Divides by the denominator and stops, so finds 1/5 of the amount when asked for 3/5.',
    howToFix:
      'Dividing by the denominator finds one part; the numerator says how many parts to take. Draw a bar model with five boxes and shade three.',
    subjectId: 162,
    rules: { 'fraction-of-amount': (p) => (p.n > 1 ? numberAnswer(div(p.amount, p.d)) : undefined) },
  },
  {
    misconceptionId: 1065,
    slug: 'fraction-of-amount-adds-numerator',
    name: 'Adds the numerator after dividing',
    description: 'Divides by the denominator then adds the numerator instead of multiplying by it.',
    howToFix:
      'Three fifths means three lots of one fifth: multiply the one-part value by 3. Use a bar model to show the lots.',
    subjectId: 162,
    rules: {
      'fraction-of-amount': (p) => (p.n > 1 ? numberAnswer(add(div(p.amount, p.d), p.n)) : undefined),
    },
  },
  {
    misconceptionId: 1066,
    slug: 'fraction-of-amount-finds-remainder',
    name: 'Finds the fraction that is left',
    description:
      'Works out the fraction of the amount then subtracts it from the whole, answering the wrong question.',
    howToFix:
      '"Of" means multiply: 3/5 of 40 is 3/5 × 40. Only subtract if the question asks how much is left.',
    subjectId: 162,
    rules: { 'fraction-of-amount': (p) => numberAnswer(sub(p.amount, mul(rat(p.n, p.d), p.amount))) },
  },
  {
    misconceptionId: 1067,
    slug: 'fraction-of-amount-multiplies-numerator',
    name: 'Multiplies by the numerator and forgets to divide',
    description:
      'Multiplies the amount by the numerator but never divides by the denominator, so the answer is bigger than the amount.',
    howToFix:
      'A proper fraction of an amount must be smaller than the amount. Divide by the denominator, then multiply by the numerator.',
    subjectId: 162,
    rules: { 'fraction-of-amount': (p) => (p.n > 1 ? numberAnswer(p.amount * p.n) : undefined) },
  },
  {
    misconceptionId: 1068,
    slug: 'fraction-of-amount-inverted',
    name: 'Divides by the numerator and multiplies by the denominator',
    description: 'Uses the numerator and denominator the wrong way round.',
    howToFix:
      'The denominator tells you how many equal parts to make, so divide by it first; the numerator tells you how many parts to take.',
    subjectId: 162,
    rules: {
      'fraction-of-amount': (p) =>
        p.n > 1 && p.amount % p.n === 0 ? numberAnswer((p.amount / p.n) * p.d) : undefined,
    },
  },
  {
    misconceptionId: 1069,
    slug: 'adds-numerators-and-denominators',
    name: 'Adds the numerators and adds the denominators',
    description:
      'Adds (or subtracts) fractions by combining the tops and the bottoms separately: 1/2 + 1/3 = 2/5.',
    howToFix:
      'Fractions can only be added when the pieces are the same size. Use a common denominator first; check 1/2 + 1/3 is more than 1/2, but 2/5 is less.',
    subjectId: 163,
    rules: {
      'fraction-add': (p) =>
        p.op === 'add'
          ? writtenFraction(p.a + p.c, p.b + p.d)
          : p.b > p.d && p.a > p.c
            ? writtenFraction(p.a - p.c, p.b - p.d)
            : undefined,
    },
  },
  {
    misconceptionId: 1070,
    slug: 'adds-numerators-multiplies-denominators',
    name: 'Adds the numerators and multiplies the denominators',
    description:
      'Multiplies the denominators to get a common one but does not scale the numerators, then adds them.',
    howToFix:
      'When the denominator is multiplied, the numerator must be multiplied by the same number. Write each equivalent fraction in full before adding.',
    subjectId: 163,
    rules: {
      'fraction-add': (p) =>
        p.op === 'add'
          ? writtenFraction(p.a + p.c, p.b * p.d)
          : p.a > p.c
            ? writtenFraction(p.a - p.c, p.b * p.d)
            : undefined,
      'fraction-multiply': (p) => writtenFraction(p.a + p.c, p.b * p.d),
    },
  },
  {
    misconceptionId: 1071,
    slug: 'common-denominator-unscaled-numerators',
    name: 'Changes the denominators but not the numerators',
    description: 'Finds the lowest common denominator but keeps the original numerators.',
    howToFix: 'Ask "what did I multiply the bottom by?" and do the same to the top. 1/2 = 3/6, not 1/6.',
    subjectId: 163,
    rules: {
      'fraction-add': (p) => {
        if (p.b === p.d) return undefined;
        const l = lcm(p.b, p.d);
        return p.op === 'add'
          ? writtenFraction(p.a + p.c, l)
          : p.a > p.c
            ? writtenFraction(p.a - p.c, l)
            : undefined;
      },
    },
  },
  {
    misconceptionId: 1072,
    slug: 'multiplies-fractions-when-adding',
    name: 'Multiplies fractions when asked to add',
    description: 'Multiplies numerators and denominators, using the multiplication method for an addition.',
    howToFix:
      'Adding two positive fractions must give more than either one. Multiplying proper fractions gives less; check the size of the answer.',
    subjectId: 163,
    rules: { 'fraction-add': (p) => (p.op === 'add' ? writtenFraction(p.a * p.c, p.b * p.d) : undefined) },
  },
  {
    misconceptionId: 1073,
    slug: 'converts-only-one-fraction',
    name: 'Converts only one fraction to the common denominator',
    description: 'Rewrites the first fraction over the common denominator but leaves the second as it was.',
    howToFix:
      'Both fractions must be written over the same denominator before adding. Write both equivalent fractions out.',
    subjectId: 163,
    rules: {
      'fraction-add': (p) => {
        const l = lcm(p.b, p.d);
        if (p.b === l || p.d === l) return undefined;
        const top = (p.a * l) / p.b;
        return p.op === 'add'
          ? writtenFraction(top + p.c, l)
          : top > p.c
            ? writtenFraction(top - p.c, l)
            : undefined;
      },
    },
  },
  {
    misconceptionId: 1074,
    slug: 'cross-multiplies-when-multiplying',
    name: 'Cross-multiplies when multiplying fractions',
    description: 'Multiplies each numerator by the other denominator, mixing up multiplying with dividing.',
    howToFix:
      'To multiply fractions, multiply straight across: tops together, bottoms together. Cross-multiplying belongs to dividing (after flipping).',
    subjectId: 164,
    rules: { 'fraction-multiply': (p) => writtenFraction(p.a * p.d, p.b * p.c) },
  },
  {
    misconceptionId: 1075,
    slug: 'common-denominator-when-multiplying',
    name: 'Finds a common denominator to multiply',
    description: 'Rewrites the fractions over a common denominator and then multiplies only the numerators.',
    howToFix:
      'Common denominators are needed to add or subtract, not to multiply. Multiply the numerators and the denominators directly.',
    subjectId: 164,
    rules: {
      'fraction-multiply': (p) => {
        if (p.b === 1 || p.d === 1) return undefined;
        const l = lcm(p.b, p.d);
        return writtenFraction(((p.a * l) / p.b) * ((p.c * l) / p.d), l);
      },
    },
  },
  {
    misconceptionId: 1076,
    slug: 'whole-times-fraction-both-parts',
    name: 'Multiplies both numerator and denominator by a whole number',
    description:
      'Multiplies the top and bottom of the fraction by the whole number, making an equivalent fraction instead of a product.',
    howToFix:
      'Write the whole number as a fraction over 1: 3 × 2/7 = 3/1 × 2/7 = 6/7. Three lots of two sevenths is six sevenths.',
    subjectId: 164,
    rules: { 'fraction-multiply': (p) => (p.b === 1 ? writtenFraction(p.a * p.c, p.a * p.d) : undefined) },
  },
  {
    misconceptionId: 1077,
    slug: 'divide-flips-first-fraction',
    name: 'Flips the first fraction when dividing',
    description: 'Takes the reciprocal of the first fraction instead of the second before multiplying.',
    howToFix:
      'Keep the first fraction, change ÷ to ×, flip the second: "keep, change, flip". Dividing by c/d is multiplying by d/c.',
    subjectId: 165,
    rules: { 'fraction-divide': (p) => writtenFraction(p.b * p.c, p.a * p.d) },
  },
  {
    misconceptionId: 1078,
    slug: 'divide-without-flipping',
    name: 'Multiplies instead of dividing fractions',
    description: 'Changes ÷ to × but does not flip the second fraction.',
    howToFix:
      'Dividing by a fraction is multiplying by its reciprocal. Check with a simple case: 1 ÷ 1/2 = 2, not 1/2.',
    subjectId: 165,
    rules: { 'fraction-divide': (p) => writtenFraction(p.a * p.c, p.b * p.d) },
  },
  {
    misconceptionId: 1079,
    slug: 'divide-flips-both',
    name: 'Flips both fractions when dividing',
    description: 'Takes the reciprocal of both fractions and multiplies.',
    howToFix: 'Only the divisor (the second fraction) is flipped; the first fraction stays as it is.',
    subjectId: 165,
    rules: { 'fraction-divide': (p) => writtenFraction(p.b * p.d, p.a * p.c) },
  },
  {
    misconceptionId: 1080,
    slug: 'fraction-digits-after-point',
    name: 'Writes the numerator and denominator as decimal digits',
    description: 'Converts a fraction by writing its digits after a point, so 3/8 = 0.38 (or 38%).',
    howToFix:
      'A fraction is a division: 3/8 = 3 ÷ 8 = 0.375. Use known facts (1/8 = 0.125) or a bus-stop division.',
    subjectId: 166,
    rules: {
      'fraction-convert': (p) =>
        p.to === 'decimal'
          ? numberAnswer(ratFromNumber(Number(`0.${p.n}${p.d}`)))
          : numberAnswer(Number(`${p.n}${p.d}`), { unit: '\\%' }),
    },
  },
  {
    misconceptionId: 1081,
    slug: 'fraction-numerator-point-denominator',
    name: 'Writes numerator point denominator',
    description: 'Turns a/b into the decimal "a.b", so 3/8 = 3.8.',
    howToFix: 'Estimate first: 3/8 is less than one, so its decimal must start 0. Then divide 3 by 8.',
    subjectId: 166,
    rules: {
      'fraction-convert': (p) =>
        p.to === 'decimal'
          ? numberAnswer(ratFromNumber(Number(`${p.n}.${p.d}`)))
          : numberAnswer(ratFromNumber(Number(`${p.n}.${p.d}`)), { unit: '\\%' }),
    },
  },
  {
    misconceptionId: 1082,
    slug: 'divides-denominator-by-numerator',
    name: 'Divides the denominator by the numerator',
    description: 'Works out b ÷ a instead of a ÷ b when converting a/b.',
    howToFix:
      'The fraction bar means "divided by": top ÷ bottom. A proper fraction always gives a decimal less than 1.',
    subjectId: 166,
    rules: {
      'fraction-convert': (p) => {
        const v = rat(p.d, p.n);
        if (decimalPlaces(v) === undefined) return undefined;
        return p.to === 'decimal' ? numberAnswer(v) : numberAnswer(mul(v, 100), { unit: '\\%' });
      },
    },
  },
  {
    misconceptionId: 1083,
    slug: 'numerator-as-tenths',
    name: 'Reads the numerator as tenths',
    description: 'Writes the numerator as the tenths digit whatever the denominator, so 3/8 = 0.3 (or 30%).',
    howToFix:
      'Only fractions out of 10 turn straight into tenths. Make the denominator 10, 100 or 1000 first, or divide.',
    subjectId: 166,
    rules: {
      'fraction-convert': (p) =>
        p.n < 10 && p.d !== 10
          ? p.to === 'decimal'
            ? numberAnswer(rat(p.n, 10))
            : numberAnswer(p.n * 10, { unit: '\\%' })
          : undefined,
    },
  },
  {
    misconceptionId: 1084,
    slug: 'decimal-as-percentage',
    name: 'Writes the decimal as the percentage',
    description: 'Converts to a decimal and puts a % sign on it without multiplying by 100, so 3/8 = 0.375%.',
    howToFix: 'Per cent means out of 100, so multiply the decimal by 100: 0.375 = 37.5%.',
    subjectId: 166,
    rules: {
      'fraction-convert': (p) =>
        p.to === 'percent' ? numberAnswer(rat(p.n, p.d), { unit: '\\%' }) : undefined,
    },
  },
  {
    misconceptionId: 1085,
    slug: 'decimal-product-one-dp-count',
    name: "Counts only one number's decimal places",
    description:
      'When multiplying decimals, gives the answer as many decimal places as just one of the numbers.',
    howToFix:
      'The answer has as many decimal places as both numbers together: 0.3 × 0.2 is 3 tenths × 2 tenths = 6 hundredths. Check with an estimate.',
    subjectId: 124,
    rules: {
      'decimal-multiply': (p) => {
        const da = writtenDp(p.a);
        const db = writtenDp(p.b);
        const digits = Math.round(p.a * 10 ** da) * Math.round(p.b * 10 ** db);
        return numberAnswer(rat(digits, 10 ** Math.max(da, db)));
      },
    },
  },
  {
    misconceptionId: 1086,
    slug: 'decimal-product-ignores-points',
    name: 'Ignores the decimal points when multiplying',
    description: 'Multiplies the digits as whole numbers and never puts the point back.',
    howToFix:
      'Multiply as whole numbers, then count the decimal places in the question and place the point. Estimate: 0.3 × 0.2 must be less than 1.',
    subjectId: 124,
    rules: {
      'decimal-multiply': (p) =>
        numberAnswer(Math.round(p.a * 10 ** writtenDp(p.a)) * Math.round(p.b * 10 ** writtenDp(p.b))),
    },
  },
  {
    misconceptionId: 1087,
    slug: 'decimal-product-extra-place',
    name: 'Adds an extra decimal place',
    description: 'Counts the decimal places in the question and then moves the point one place too far.',
    howToFix:
      'Count the digits after the point in both numbers and give the answer exactly that many. Check the size with an estimate.',
    subjectId: 124,
    rules: {
      'decimal-multiply': (p) => {
        const da = writtenDp(p.a);
        const db = writtenDp(p.b);
        const digits = Math.round(p.a * 10 ** da) * Math.round(p.b * 10 ** db);
        return numberAnswer(rat(digits, 10 ** (da + db + 1)));
      },
    },
  },
  {
    misconceptionId: 1088,
    slug: 'decimal-parts-multiplied-separately',
    name: 'Multiplies whole parts and decimal parts separately',
    description: 'Works out 1.2 × 3.4 as 1 × 3 = 3 and 2 × 4 = 8, giving 3.8.',
    howToFix:
      'Each part of one number multiplies each part of the other: 1.2 × 3.4 = 1 × 3.4 + 0.2 × 3.4. Or multiply as whole numbers and place the point.',
    subjectId: 124,
    rules: {
      'decimal-multiply': (p) => {
        if (writtenDp(p.a) !== 1 || writtenDp(p.b) !== 1) return undefined;
        const [wa, fa] = p.a.toString().split('.').map(Number) as [number, number];
        const [wb, fb] = p.b.toString().split('.').map(Number) as [number, number];
        return numberAnswer(ratFromNumber(Number(`${wa * wb}.${fa * fb}`)));
      },
    },
  },
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
