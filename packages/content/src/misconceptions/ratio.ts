/**
 * Ratio, proportion and rates-of-change misconceptions, plus ratio rules for beliefs first met
 * in number (squaring as doubling).
 */

import { numberAnswer } from '../answer.ts';
import type { Misconception, MisconceptionExtension } from '../misconception.ts';
import {
  compoundTotal,
  conversionFactor,
  moneyAnswer,
  multiplier,
  percentAnswer,
  type RatioProblem,
  ratioAnswer,
} from '../problems/ratio.ts';
import { add, div, gcd, mul, rat, ratFromNumber } from '../rational.ts';

type P<K extends RatioProblem['kind']> = Extract<RatioProblem, { kind: K }>;

export const cm = { unit: '\\text{ cm}' } as const;
const litres = { unit: '\\text{ litres}' } as const;
const days = { style: 'mixed', unit: '\\text{ days}' } as const;

export function areaOrVolumeUnit(p: P<'scale-factor-measure'>) {
  return { unit: p.measure === 'area' ? '\\text{ cm}^{2}' : '\\text{ cm}^{3}' };
}

/** The unit share of ratio-one-part problems. */
function unitShare(p: P<'ratio-one-part'>) {
  return rat(p.known, p.p);
}

/** Ratio-strand misconceptions with their rules. */
export const RATIO_MISCONCEPTIONS: readonly Misconception[] = [
  {
    misconceptionId: 3001,
    slug: 'ratio-not-fully-simplified',
    name: 'Does not simplify a ratio fully',
    description:
      'Divides both parts by a common factor that is not the highest, so the ratio can still be simplified.',
    howToFix:
      'Divide by the highest common factor, or keep dividing until the parts share no factor except 1.',
    subjectId: 301,
    rules: {
      'ratio-simplify': (p) => {
        const h = gcd(p.a, p.b);
        for (let f = 2; f < h; f++) if (h % f === 0) return ratioAnswer(p.a / f, p.b / f);
        return undefined;
      },
    },
  },
  {
    misconceptionId: 3002,
    slug: 'ratio-order-reversed',
    name: 'Writes the ratio the wrong way round',
    description: 'Simplifies correctly but swaps the order of the parts.',
    howToFix:
      'The order of a ratio matches the order of the words. Label each part before and after simplifying.',
    subjectId: 301,
    rules: {
      'ratio-simplify': (p) => {
        const h = gcd(p.a, p.b);
        return ratioAnswer(p.b / h, p.a / h);
      },
    },
  },
  {
    misconceptionId: 3003,
    slug: 'ratio-additive-simplifying',
    name: 'Subtracts the same amount from both parts',
    description:
      'Tries to simplify a ratio by taking the same number off both parts, which changes the ratio.',
    howToFix:
      'Equivalent ratios come from multiplying or dividing both parts by the same number. Draw both ratios as bars to see the change.',
    subjectId: 301,
    rules: {
      'ratio-simplify': (p) => {
        const t = p.a - p.a / gcd(p.a, p.b);
        return p.b - t > 0 ? ratioAnswer(p.a - t, p.b - t) : undefined;
      },
    },
  },
  {
    misconceptionId: 3004,
    slug: 'ratio-part-to-whole',
    name: 'Compares a part with the whole instead of the other part',
    description: 'Writes part : total instead of part : part, e.g. 12 : 18 as 2 : 5.',
    howToFix:
      'A ratio a : b compares the two parts directly. The total appears only when you want a fraction of the whole.',
    subjectId: 301,
    rules: {
      'ratio-simplify': (p) => {
        const h = gcd(p.a, p.b);
        return ratioAnswer(p.a / h, (p.a + p.b) / h);
      },
    },
  },
  {
    misconceptionId: 3005,
    slug: 'shares-equally',
    name: 'Shares equally, ignoring the ratio',
    description: 'Splits the amount into equal halves whatever the ratio.',
    howToFix:
      'A ratio of 3 : 5 means 8 equal parts, 3 for one person and 5 for the other. Draw a bar model with the right number of boxes.',
    subjectId: 302,
    rules: { 'ratio-share': (p) => moneyAnswer(rat(p.total, 2)) },
  },
  {
    misconceptionId: 3006,
    slug: 'ratio-finds-one-part-only',
    name: 'Finds the value of one part and stops',
    description: 'Divides the total by the number of parts but does not multiply by the person’s share.',
    howToFix:
      'Dividing by the total number of parts gives one box in the bar model; count how many boxes the person has and multiply.',
    subjectId: 302,
    rules: { 'ratio-share': (p) => moneyAnswer(rat(p.total, p.p + p.q)) },
  },
  {
    misconceptionId: 3007,
    slug: 'ratio-gives-other-part',
    name: 'Gives the other part of the ratio',
    description:
      'Works out the right amounts but gives the share (or fraction, or quantity) belonging to the other part.',
    howToFix:
      'Label each part of the ratio with its name before calculating, and re-read which one the question asks for.',
    subjectId: 302,
    rules: {
      'ratio-share': (p) => moneyAnswer(mul(p.total, rat(p.who === 0 ? p.q : p.p, p.p + p.q))),
      'ratio-fraction': (p) => numberAnswer(rat(p.q, p.p + p.q), { style: 'fraction' }),
      // Asked for the total, the student gives the other part; asked for the other part, giving the
      // total is a different error (ratio-part-gives-total), so there is no rule for it here.
      'ratio-one-part': (p) => (p.ask === 'total' ? numberAnswer(mul(unitShare(p), p.q), litres) : undefined),
    },
  },
  {
    misconceptionId: 3053,
    slug: 'ratio-part-gives-total',
    name: 'Gives the total of both parts when asked for one part',
    description:
      'Finds the value of one share from the known part, then multiplies by the total number of shares and gives the whole amount when the question asks for the other part.',
    howToFix:
      'Draw the bar model and label each part with its name. The question asks for one named part: count only its shares, then check that the two parts add up to the total.',
    subjectId: 302,
    rules: {
      'ratio-one-part': (p) =>
        p.ask === 'other' ? numberAnswer(mul(unitShare(p), p.p + p.q), litres) : undefined,
    },
  },
  {
    misconceptionId: 3008,
    slug: 'ratio-as-part-over-part',
    name: 'Treats a ratio a : b as the fraction a/b',
    description: 'Reads 3 : 5 as "3/5 of the total", mixing up part : part with part of the whole.',
    howToFix:
      'In 3 : 5 there are 8 parts altogether, so the first quantity is 3/8 of the whole. Draw the bar model and count all the boxes.',
    subjectId: 303,
    rules: {
      'ratio-share': (p) => moneyAnswer(mul(p.total, p.who === 0 ? rat(p.p, p.q) : rat(p.q, p.p))),
      'ratio-fraction': (p) => numberAnswer(rat(p.p, p.q), { style: 'fraction' }),
    },
  },
  {
    misconceptionId: 3009,
    slug: 'ratio-fraction-upside-down',
    name: 'Writes the ratio as a fraction upside down',
    description: 'Writes b/a for the first quantity in the ratio a : b.',
    howToFix: 'The fraction of the group that are boys is (number of boy parts) over (all the parts).',
    subjectId: 303,
    rules: { 'ratio-fraction': (p) => numberAnswer(rat(p.q, p.p), { style: 'fraction' }) },
  },
  {
    misconceptionId: 3010,
    slug: 'ratio-additive-scaling',
    name: 'Adds the same amount to each part of a ratio',
    description:
      'Scales a ratio by adding rather than multiplying, e.g. 2 : 5 with 12 on the left becomes 12 : 15.',
    howToFix:
      'Ask "what have I multiplied by?": 2 became 12 by × 6, so 5 becomes 30. A ratio table makes the multiplier visible.',
    subjectId: 304,
    rules: {
      'ratio-one-part': (p) => {
        const other = p.known + (p.q - p.p);
        return numberAnswer(p.ask === 'other' ? other : p.known + other, litres);
      },
    },
  },
  {
    misconceptionId: 3011,
    slug: 'ratio-multiplies-by-other-number',
    name: 'Multiplies the known amount by the ratio number it wants',
    description:
      'Multiplies the given quantity by the ratio number it wants (the other part, or the total number of parts when asked for the amount altogether) without first dividing by its own part to find one part.',
    howToFix:
      'First find one part: divide the known amount by its own ratio number. Then multiply by the other ratio number.',
    subjectId: 304,
    rules: { 'ratio-one-part': (p) => numberAnswer(p.known * (p.ask === 'other' ? p.q : p.p + p.q), litres) },
  },
  {
    misconceptionId: 3012,
    slug: 'ratio-known-part-as-total',
    name: 'Treats the known part as the whole amount',
    description: 'Shares the given quantity in the ratio, as though it were the total.',
    howToFix:
      'Check what the given number is: one part of the ratio, not the total. Put it in the correct box of the bar model.',
    subjectId: 304,
    rules: {
      'ratio-one-part': (p) =>
        p.ask === 'other' ? numberAnswer(mul(p.known, rat(p.q, p.p + p.q)), litres) : undefined,
    },
  },
  {
    misconceptionId: 3013,
    slug: 'additive-proportion',
    name: 'Uses adding instead of multiplying in proportion',
    description:
      'Adds the difference between quantities, e.g. thinks 7 pens cost £3 more than 4 pens because there are 3 more.',
    howToFix:
      'Proportion is multiplicative: find the value of one (or the multiplier) and scale. A ratio table shows × steps.',
    subjectId: 311,
    rules: {
      unitary: (p) => moneyAnswer(add(ratFromNumber(p.cost1), p.n2 - p.n1)),
      'inverse-proportion': (p) => {
        const answer = p.days1 + (p.workers1 - p.workers2);
        // "1 days" reads as a typo rather than a belief, so only plural answers are offered.
        return answer > 1 ? numberAnswer(answer, days) : undefined;
      },
    },
  },
  {
    misconceptionId: 3014,
    slug: 'unitary-multiplies-total',
    name: 'Multiplies the total cost by the new number',
    description: 'Multiplies the cost of several items by the new quantity, skipping the cost of one.',
    howToFix:
      'The price given is for a group. Divide by the group size to find the price of one, then multiply.',
    subjectId: 311,
    rules: { unitary: (p) => moneyAnswer(mul(ratFromNumber(p.cost1), p.n2)) },
  },
  {
    misconceptionId: 3015,
    slug: 'unitary-stops-at-one',
    name: 'Finds the cost of one and stops',
    description: 'Works out the unit price correctly but gives it as the answer.',
    howToFix:
      'The unit price is a step. Re-read the question: how many items are wanted? Multiply the unit price by that number.',
    subjectId: 311,
    rules: { unitary: (p) => moneyAnswer(div(ratFromNumber(p.cost1), p.n1)) },
  },
  {
    misconceptionId: 3016,
    slug: 'unitary-extra-items-only',
    name: 'Works out the cost of the extra items only',
    description: 'Finds the cost of the difference in quantity rather than of the whole new amount.',
    howToFix:
      'Find the cost of one, then multiply by the number the question asks about, not by the difference.',
    subjectId: 311,
    rules: {
      unitary: (p) =>
        p.n2 > p.n1 ? moneyAnswer(mul(div(ratFromNumber(p.cost1), p.n1), p.n2 - p.n1)) : undefined,
    },
  },
  {
    misconceptionId: 3017,
    slug: 'inverse-as-direct',
    name: 'Treats inverse proportion as direct proportion',
    description: 'Assumes fewer workers take fewer days, scaling both quantities the same way.',
    howToFix:
      'Ask whether the answer should go up or down: fewer builders take longer. Find the total work (builder-days) first.',
    subjectId: 312,
    rules: {
      'inverse-proportion': (p) => {
        const answer = rat(p.days1 * p.workers2, p.workers1);
        return answer.n === answer.d ? undefined : numberAnswer(answer, days);
      },
    },
  },
  {
    misconceptionId: 3018,
    slug: 'inverse-stops-at-total',
    name: 'Finds the total work and stops',
    description:
      'Multiplies workers by days to find the total work but does not divide by the new number of workers.',
    howToFix:
      '6 builders for 10 days is 60 builder-days of work. Share those 60 builder-days between the new number of builders.',
    subjectId: 312,
    rules: { 'inverse-proportion': (p) => numberAnswer(p.workers1 * p.days1, days) },
  },
  {
    misconceptionId: 3019,
    slug: 'percent-change-finds-part-only',
    name: 'Finds the percentage but does not add it on or take it off',
    description: 'Works out p% of the amount and gives that as the new amount.',
    howToFix:
      'An increase of 15% means the old amount plus 15% of it (or × 1.15 in one step); a decrease of 15% means the old amount minus 15% of it (or × 0.85). The 15% is the change, not the new amount.',
    subjectId: 321,
    rules: { 'percent-change-amount': (p) => moneyAnswer(mul(p.amount, rat(p.percent, 100))) },
  },
  {
    misconceptionId: 3020,
    slug: 'percent-change-adds-number',
    name: 'Adds or subtracts the percentage as a number',
    description: 'Increases £60 by 15% to get £75, treating 15% as £15.',
    howToFix:
      'A percentage is a fraction of the amount, so its size depends on the amount. Find 15% of 60 first.',
    subjectId: 321,
    rules: {
      'percent-change-amount': (p) =>
        moneyAnswer(p.direction === 'increase' ? p.amount + p.percent : p.amount - p.percent),
      'reverse-percent': (p) =>
        moneyAnswer(p.direction === 'increase' ? p.final - p.percent : p.final + p.percent),
    },
  },
  {
    misconceptionId: 3021,
    slug: 'percent-change-wrong-direction',
    name: 'Increases when asked to decrease (or the reverse)',
    description: 'Applies the percentage change in the wrong direction.',
    howToFix:
      'Decide before calculating whether the answer should be bigger or smaller, and check the answer against that.',
    subjectId: 321,
    rules: {
      'percent-change-amount': (p) =>
        moneyAnswer(
          mul(p.amount, multiplier(p.percent, p.direction === 'increase' ? 'decrease' : 'increase')),
        ),
    },
  },
  {
    misconceptionId: 3022,
    slug: 'single-digit-percent-as-tenths',
    name: 'Writes a single-digit percentage as tenths',
    description: 'Writes 5% as 0.5 (or a 5% increase as × 1.5) instead of 0.05.',
    howToFix: 'Per cent means out of 100: 5% = 5/100 = 0.05. Write percentages as a fraction over 100 first.',
    subjectId: 321,
    rules: {
      'percent-change-amount': (p) =>
        p.percent < 10
          ? moneyAnswer(mul(p.amount, add(1, rat(p.direction === 'increase' ? p.percent : -p.percent, 10))))
          : undefined,
      'compound-interest': (p) =>
        p.rate < 10 && Number.isInteger(p.rate)
          ? moneyAnswer(compoundTotal(p.principal, rat(p.rate, 10), p.years))
          : undefined,
    },
  },
  {
    misconceptionId: 3023,
    slug: 'percent-change-divides-by-new',
    name: 'Divides the change by the new value',
    description: 'Finds the percentage change using the new amount as the base instead of the original.',
    howToFix: 'Percentage change always compares with the original value: change ÷ original × 100.',
    subjectId: 322,
    rules: { 'percent-change-find': (p) => percentAnswer(mul(div(Math.abs(p.to - p.from), p.to), 100)) },
  },
  {
    misconceptionId: 3024,
    slug: 'percent-change-gives-actual-change',
    name: 'Gives the actual change as the percentage',
    description: 'Finds the difference in value and writes it as a percentage.',
    howToFix:
      'The difference is in pounds, not per cent. Divide it by the original value and multiply by 100.',
    subjectId: 322,
    rules: { 'percent-change-find': (p) => percentAnswer(Math.abs(p.to - p.from)) },
  },
  {
    misconceptionId: 3025,
    slug: 'percent-change-new-over-old',
    name: 'Gives the new value as a percentage of the old',
    description: 'Works out new ÷ old × 100 and gives that as the percentage change.',
    howToFix:
      'new ÷ old × 100 gives the new value as a percentage of the old; subtract 100 (or use the difference) to find the change.',
    subjectId: 322,
    rules: { 'percent-change-find': (p) => percentAnswer(mul(div(p.to, p.from), 100)) },
  },
  {
    misconceptionId: 3026,
    slug: 'percent-change-old-over-new',
    name: 'Divides the original by the new value',
    description: 'Divides the original value by the new value and multiplies by 100.',
    howToFix: 'Write the formula before substituting: percentage change = change ÷ original × 100.',
    subjectId: 322,
    rules: { 'percent-change-find': (p) => percentAnswer(mul(div(p.from, p.to), 100)) },
  },
  {
    misconceptionId: 3027,
    slug: 'reverse-percent-applies-to-new',
    name: 'Takes the percentage off the new amount',
    description: 'Undoes a 20% increase by taking 20% off the new price, instead of dividing by 1.2.',
    howToFix:
      'The percentage was of the original, not the new amount. The new price is 120% of the original, so divide by 1.2.',
    subjectId: 323,
    rules: {
      'reverse-percent': (p) =>
        moneyAnswer(
          mul(
            ratFromNumber(p.final),
            multiplier(p.percent, p.direction === 'increase' ? 'decrease' : 'increase'),
          ),
        ),
    },
  },
  {
    misconceptionId: 3028,
    slug: 'reverse-percent-divides-by-percent',
    name: 'Divides by the percentage instead of the multiplier',
    description: 'Divides the new amount by p/100 (0.2 for 20%) rather than by 1 + p/100.',
    howToFix:
      'The new amount is (100 + p)% of the original. Divide by that multiplier, e.g. 1.2 for a 20% increase.',
    subjectId: 323,
    rules: { 'reverse-percent': (p) => moneyAnswer(div(ratFromNumber(p.final), rat(p.percent, 100))) },
  },
  {
    misconceptionId: 3029,
    slug: 'reverse-percent-wrong-multiplier',
    name: 'Divides by the multiplier for the opposite change',
    description: 'Undoes a 20% increase by dividing by 0.8 (or a decrease by dividing by 1.2).',
    howToFix:
      'Write the change that happened as a multiplier (× 1.2 for an increase of 20%) and undo that exact multiplier.',
    subjectId: 323,
    rules: {
      'reverse-percent': (p) =>
        moneyAnswer(
          div(
            ratFromNumber(p.final),
            multiplier(p.percent, p.direction === 'increase' ? 'decrease' : 'increase'),
          ),
        ),
    },
  },
];

/** Ratio rules for misconceptions defined in the number strand. */
export const RATIO_EXTENSIONS: readonly MisconceptionExtension[] = [
  {
    // "Squaring is doubling": 1 m² = 200 cm².
    misconceptionId: 1051,
    rules: {
      'area-units': (p) => {
        const f = conversionFactor(p.from, p.to);
        return numberAnswer(mul(ratFromNumber(p.value), mul(f, 2)), { unit: `\\text{ ${p.to}}^{2}` });
      },
    },
  },
];
