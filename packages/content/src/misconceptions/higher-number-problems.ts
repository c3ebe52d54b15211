/**
 * GCSE Higher number misconceptions about recurring decimals, the product rule for counting, calculating
 * in standard form, and the worded problems (HCF and LCM, fractions of a remainder, change from a shop)
 * (split from `higher-number.ts`, whose helpers they share).
 */

import { numberAnswer } from '../answer.ts';
import type { Misconception } from '../misconception.ts';
import {
  alignedSum,
  arrangements,
  mantissas,
  pence,
  poundsAnswer,
  standardForm,
} from '../problems/higher-number.ts';
import { standardFormAnswer } from '../problems/number.ts';
import { add, cmp, div, mul, rat, sub } from '../rational.ts';
import { fraction, hcfLcmAnswer, leftAfterFirst, recurringParts, unadjusted } from './higher-number.ts';

/** Recurring decimal, counting, standard form and worded-problem misconceptions of GCSE Higher number, with their rules. */
export const HIGHER_NUMBER_PROBLEM_MISCONCEPTIONS: readonly Misconception[] = [
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
