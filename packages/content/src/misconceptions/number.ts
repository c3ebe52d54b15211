/**
 * Number-strand misconceptions. Each rule reproduces, step by step, the answer a student who
 * holds the belief would reach; it returns undefined when the belief would not change the answer's form.
 */

import { type Answer, numberAnswer, writtenNumber } from '../answer.ts';
import type { Misconception } from '../misconception.ts';
import { digitsOf, type NumberProblem, roundSf, tex, writtenDp } from '../problems/number.ts';
import { conversionFactor } from '../problems/ratio.ts';
import {
  add,
  decimalPlaces,
  div,
  mul,
  type Rat,
  rat,
  ratFromNumber,
  roundTo,
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
export function columnSubtract(
  a: number,
  b: number,
  onShortfall:
    | 'swap'
    | 'swap-and-decrement'
    | 'no-decrement'
    | 'zero'
    | 'zero-becomes-ten'
    | 'forgets-top-digit',
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
    else if (onShortfall === 'swap-and-decrement') {
      // Decreases the next digit as if exchanging, then takes the smaller digit from the larger anyway.
      out.push(u - t);
      top[i + 1] = top[i + 1]! - 1;
    } else if (onShortfall === 'zero') out.push(0);
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
export const sign = (x: number) => (x < 0 ? -1 : 1);

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
      // Converting to a smaller unit multiplies by 10, 100 or 1000: 2.05 kg "=" 2.05000 g. It is the one
      // slip that leaves the number below the key where the prefix slips do not (issue 30, rank cues).
      'metric-convert': (p) => {
        const f = conversionFactor(p.from, p.to);
        if (f.d !== 1 || f.n === 1 || Number.isInteger(p.value)) return undefined;
        const zeros = Math.round(Math.log10(f.n));
        return writtenNumber(p.value, `${tex(p.value)}${'0'.repeat(zeros)}\\text{ ${p.to}}`);
      },
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
      'Rounds correctly but leaves off the placeholder zeros, so 3467 to the nearest 100 becomes 35 instead of 3500, and 0.04567 to 2 significant figures becomes 0.46 instead of 0.046.',
    howToFix:
      'The rounded number must be about the same size as the original. Keep zeros as placeholders in every column after the rounding place.',
    subjectId: 111,
    rules: {
      'round-integer': (p) => numberAnswer(div(roundTo(p.value, -Math.log10(p.place)), p.place)),
      'round-sf': (p) => {
        const place = sfPlace(p.value, p.sf);
        if (place < 0) return numberAnswer(div(roundSf(p.value, p.sf), 10 ** -place));
        // A decimal (decision 0063): the zeros between the point and the first significant figure go,
        // 0.046 becomes 0.46; not when rounding has carried into the next place (0.00099 to 0.001).
        const zeros = place - p.sf;
        const dropped = mul(roundSf(p.value, p.sf), 10 ** zeros);
        return zeros > 0 && toNumber(dropped) < 1 && decimalPlaces(dropped) === p.sf
          ? numberAnswer(dropped)
          : undefined;
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
];
