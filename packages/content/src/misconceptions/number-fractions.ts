/**
 * Number-strand misconceptions about fractions (equivalent, of amounts, the four operations, converting)
 * and multiplying decimals (split from `number.ts`, whose helpers they share).
 */

import { numberAnswer, writtenFraction } from '../answer.ts';
import type { Misconception } from '../misconception.ts';
import { writtenDp } from '../problems/number.ts';
import { add, decimalPlaces, div, lcm, mul, rat, ratFromNumber, sub } from '../rational.ts';

/** Fraction misconceptions of the number strand, with their rules. */
export const NUMBER_FRACTION_MISCONCEPTIONS: readonly Misconception[] = [
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
];
