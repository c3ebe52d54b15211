/**
 * Ratio, proportion and rates-of-change misconceptions, plus ratio rules for beliefs first met
 * in number (squaring as doubling).
 */

import { numberAnswer } from '../answer.ts';
import type { Misconception, MisconceptionExtension } from '../misconception.ts';
import {
  absDiff,
  compoundTotal,
  conversionFactor,
  moneyAnswer,
  multiplier,
  percentAnswer,
  type RatioProblem,
  ratioAnswer,
  speedAnswer,
} from '../problems/ratio.ts';
import { add, div, gcd, mul, rat, ratFromNumber, roundTo, sub } from '../rational.ts';

type P<K extends RatioProblem['kind']> = Extract<RatioProblem, { kind: K }>;

const cm = { unit: '\\text{ cm}' } as const;
const litres = { unit: '\\text{ litres}' } as const;
const days = { style: 'mixed', unit: '\\text{ days}' } as const;

function areaOrVolumeUnit(p: P<'scale-factor-measure'>) {
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
      'ratio-one-part': (p) => numberAnswer(mul(unitShare(p), p.ask === 'other' ? p.p + p.q : p.q), litres),
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
    howToFix: 'An increase of 15% means the old amount plus 15% of it. Or multiply by 1.15 in one step.',
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
  {
    misconceptionId: 3030,
    slug: 'adds-successive-percentages',
    name: 'Adds successive percentage changes',
    description: 'Combines a 10% decrease and a 20% increase into one 10% increase on the original.',
    howToFix:
      'The second change applies to the new amount, not the original. Multiply the multipliers: 0.9 × 1.2 = 1.08.',
    subjectId: 324,
    rules: { 'repeated-percent': (p) => moneyAnswer(mul(p.amount, add(1, rat(p.p1 + p.p2, 100)))) },
  },
  {
    misconceptionId: 3031,
    slug: 'applies-second-change-only',
    name: 'Applies only the second change to the original amount',
    description: 'Forgets the first change and applies the second percentage to the starting price.',
    howToFix:
      'Work through the changes in order, writing the price after each one. The second change starts from the first result.',
    subjectId: 324,
    rules: { 'repeated-percent': (p) => moneyAnswer(mul(p.amount, add(1, rat(p.p2, 100)))) },
  },
  {
    misconceptionId: 3032,
    slug: 'gives-change-not-final-amount',
    name: 'Gives the total change instead of the final amount',
    description: 'Works out how much the price has changed by and gives that as the final price.',
    howToFix:
      'Re-read the question: it asks for the final price. Add the change to (or take it from) the original.',
    subjectId: 324,
    rules: {
      'repeated-percent': (p) =>
        moneyAnswer(absDiff(mul(mul(p.amount, add(1, rat(p.p1, 100))), add(1, rat(p.p2, 100))), p.amount)),
      'compound-interest': (p) =>
        moneyAnswer(sub(compoundTotal(p.principal, rat(p.rate, 100), p.years), p.principal)),
    },
  },
  {
    misconceptionId: 3033,
    slug: 'applies-first-change-only',
    name: 'Stops after the first percentage change',
    description: 'Applies the first change and forgets the second.',
    howToFix: 'List the changes and tick them off as you apply each one to the latest price.',
    subjectId: 324,
    rules: { 'repeated-percent': (p) => moneyAnswer(mul(p.amount, add(1, rat(p.p1, 100)))) },
  },
  {
    misconceptionId: 3034,
    slug: 'compound-as-simple-interest',
    name: 'Uses simple interest instead of compound interest',
    description: 'Adds the same amount of interest each year, based on the original amount.',
    howToFix:
      'Compound interest is paid on the new total each year. Multiply by 1.04 once for every year: 500 × 1.04³.',
    subjectId: 325,
    rules: {
      'compound-interest': (p) => moneyAnswer(mul(p.principal, add(1, mul(rat(p.rate, 100), p.years)))),
    },
  },
  {
    misconceptionId: 3035,
    slug: 'compound-multiplier-times-years',
    name: 'Multiplies the multiplier by the number of years',
    description: 'Works out 500 × 1.04 × 3 instead of 500 × 1.04³.',
    howToFix:
      'Each year multiplies by 1.04 again, so the multiplier is used as a power: 1.04³, not 1.04 × 3.',
    subjectId: 325,
    rules: {
      'compound-interest': (p) => moneyAnswer(mul(mul(p.principal, add(1, rat(p.rate, 100))), p.years)),
    },
  },
  {
    misconceptionId: 3036,
    slug: 'minutes-as-decimal-hours',
    name: 'Writes minutes as a decimal part of an hour',
    description:
      'Writes hours and minutes as a decimal by putting the minutes after the point, so 2 h 30 min = 2.3 h.',
    howToFix:
      'An hour has 60 minutes, not 100: 30 minutes is 30/60 = 0.5 hours. Convert minutes by dividing by 60.',
    subjectId: 331,
    rules: {
      speed: (p) =>
        speedAnswer(
          div(p.distance, ratFromNumber(Number(`${p.hours}.${String(p.minutes).padStart(2, '0')}`))),
        ),
    },
  },
  {
    misconceptionId: 3037,
    slug: 'speed-multiplies',
    name: 'Multiplies distance by time to find speed',
    description: 'Uses distance × time instead of distance ÷ time.',
    howToFix:
      'Speed is distance per hour: how far in each hour. Divide the distance by the time; the units km/h say "km ÷ h".',
    subjectId: 331,
    rules: { speed: (p) => speedAnswer(mul(p.distance, add(p.hours, rat(p.minutes, 60)))) },
  },
  {
    misconceptionId: 3038,
    slug: 'speed-time-in-minutes',
    name: 'Divides by the time in minutes for km/h',
    description: 'Converts the time to minutes and divides, giving km per minute but calling it km/h.',
    howToFix: 'For km/h the time must be in hours. Convert minutes to a fraction of an hour before dividing.',
    subjectId: 331,
    rules: { speed: (p) => speedAnswer(rat(p.distance, p.hours * 60 + p.minutes)) },
  },
  {
    misconceptionId: 3039,
    slug: 'speed-ignores-minutes',
    name: 'Ignores the minutes',
    description: 'Divides the distance by the whole hours only.',
    howToFix: 'Every part of the time counts. Convert the minutes to hours and add them on before dividing.',
    subjectId: 331,
    rules: { speed: (p) => speedAnswer(rat(p.distance, p.hours)) },
  },
  {
    misconceptionId: 3040,
    slug: 'similar-additive',
    name: 'Adds the difference between lengths in similar shapes',
    description: 'Thinks similar shapes differ by adding the same amount to each length, not by multiplying.',
    howToFix:
      'Similar shapes are enlargements: every length is multiplied by the same scale factor. Find it by dividing matching sides.',
    subjectId: 341,
    rules: {
      'similar-length': (p) => numberAnswer(add(p.h, sub(mul(p.w, ratFromNumber(p.factor)), p.w)), cm),
    },
  },
  {
    misconceptionId: 3041,
    slug: 'scale-factor-inverted',
    name: 'Uses the scale factor the wrong way round',
    description: 'Divides by the scale factor when going from the smaller shape to the larger.',
    howToFix:
      'Check the direction: going to the larger shape, lengths get bigger, so multiply by the scale factor.',
    subjectId: 341,
    rules: { 'similar-length': (p) => numberAnswer(roundTo(div(p.h, ratFromNumber(p.factor)), 2), cm) },
  },
  {
    misconceptionId: 3042,
    slug: 'adds-scale-factor',
    name: 'Adds the scale factor instead of multiplying',
    description: 'Finds the scale factor and adds it to the length.',
    howToFix: 'A scale factor is a multiplier. "Scale factor 2.5" means every length is 2.5 times as long.',
    subjectId: 341,
    rules: { 'similar-length': (p) => numberAnswer(add(p.h, ratFromNumber(p.factor)), cm) },
  },
  {
    misconceptionId: 3043,
    slug: 'length-factor-for-area-volume',
    name: 'Uses the length scale factor for area or volume',
    description: 'Multiplies an area or volume by the length scale factor.',
    howToFix:
      'Draw a 1 by 1 square and enlarge it by scale factor 3: it becomes 3 by 3, nine times the area. Area scales by k², volume by k³.',
    subjectId: 342,
    rules: { 'scale-factor-measure': (p) => numberAnswer(p.value * p.k, areaOrVolumeUnit(p)) },
  },
  {
    misconceptionId: 3044,
    slug: 'scale-factor-times-dimensions',
    name: 'Multiplies the scale factor by the number of dimensions',
    description: 'Uses 2k for area (or 3k for volume) instead of k² (or k³).',
    howToFix:
      'Squared means multiplied by itself, not by 2: for scale factor 3 the area factor is 3 × 3 = 9, not 6.',
    subjectId: 342,
    rules: {
      'scale-factor-measure': (p) =>
        numberAnswer(p.value * p.k * (p.measure === 'area' ? 2 : 3), areaOrVolumeUnit(p)),
    },
  },
  {
    misconceptionId: 3045,
    slug: 'area-volume-factor-swapped',
    name: 'Uses the volume factor for area (or the area factor for volume)',
    description: 'Cubes the scale factor for an area or squares it for a volume.',
    howToFix:
      'Area has two dimensions, so k²; volume has three, so k³. Check the units: cm² goes with squaring.',
    subjectId: 342,
    rules: {
      'scale-factor-measure': (p) =>
        numberAnswer(p.value * p.k ** (p.measure === 'area' ? 3 : 2), areaOrVolumeUnit(p)),
      // 1 m² taken as 100 × 100 × 100 cm², the cube of the length factor, as for cm³.
      'area-units': (p) => {
        const f = conversionFactor(p.from, p.to);
        return numberAnswer(mul(ratFromNumber(p.value), mul(f, mul(f, f))), { unit: `\\text{ ${p.to}}^{2}` });
      },
    },
  },
  {
    misconceptionId: 3046,
    slug: 'conversion-factor-too-small',
    name: 'Uses a conversion factor ten times too small',
    description: 'Mixes up metric prefixes, e.g. uses 100 m in a kilometre.',
    howToFix:
      'Learn the prefixes: kilo = 1000, centi = 1/100, milli = 1/1000. Write the conversion fact before converting.',
    subjectId: 351,
    rules: {
      'metric-convert': (p) => {
        const f = conversionFactor(p.from, p.to);
        const wrong = f.n > f.d ? div(f, 10) : mul(f, 10);
        return numberAnswer(mul(ratFromNumber(p.value), wrong), { unit: `\\text{ ${p.to}}` });
      },
    },
  },
  {
    misconceptionId: 3047,
    slug: 'conversion-factor-too-large',
    name: 'Uses a conversion factor ten times too large',
    description: 'Mixes up metric prefixes in the other direction, e.g. uses 1000 cm in a metre.',
    howToFix:
      'Picture the units: a metre stick has 100 centimetres. Check each prefix against a real object.',
    subjectId: 351,
    rules: {
      'metric-convert': (p) => {
        const f = conversionFactor(p.from, p.to);
        const wrong = f.n > f.d ? mul(f, 10) : div(f, 10);
        return numberAnswer(mul(ratFromNumber(p.value), wrong), { unit: `\\text{ ${p.to}}` });
      },
      // Squares the length factor, as it should, but starts from 1000 cm in a metre (100 mm in a cm).
      'area-units': (p) => {
        const wrong = mul(conversionFactor(p.from, p.to), 10);
        return numberAnswer(mul(ratFromNumber(p.value), mul(wrong, wrong)), { unit: `\\text{ ${p.to}}^{2}` });
      },
    },
  },
  {
    misconceptionId: 3048,
    slug: 'converts-units-wrong-way',
    name: 'Divides instead of multiplying when converting units',
    description:
      'Converts to a smaller unit by dividing (or to a larger unit by multiplying), so the number moves the wrong way.',
    howToFix:
      'Smaller units need more of them: kilometres to metres gives a bigger number. Decide bigger or smaller before calculating.',
    subjectId: 351,
    rules: {
      'metric-convert': (p) =>
        numberAnswer(div(ratFromNumber(p.value), conversionFactor(p.from, p.to)), {
          unit: `\\text{ ${p.to}}`,
        }),
      'area-units': (p) => {
        const f = conversionFactor(p.from, p.to);
        return numberAnswer(div(ratFromNumber(p.value), mul(f, f)), { unit: `\\text{ ${p.to}}^{2}` });
      },
    },
  },
  {
    misconceptionId: 3049,
    slug: 'area-units-length-factor',
    name: 'Uses the length conversion factor for area',
    description: 'Converts m² to cm² by multiplying by 100 instead of 100².',
    howToFix:
      'Draw 1 m² as a square 100 cm by 100 cm: it contains 100 × 100 = 10 000 cm². Square the length factor for areas.',
    subjectId: 353,
    rules: {
      'area-units': (p) =>
        numberAnswer(mul(ratFromNumber(p.value), conversionFactor(p.from, p.to)), {
          unit: `\\text{ ${p.to}}^{2}`,
        }),
    },
  },
  {
    misconceptionId: 3050,
    slug: 'time-decimal-as-minutes',
    name: 'Reads the decimal part of hours as minutes',
    description: 'Reads the digits after the decimal point as minutes, so 2.25 hours = 2 hours 25 minutes.',
    howToFix: 'The decimal is a fraction of an hour: 0.25 hours is a quarter of 60 minutes, 15 minutes.',
    subjectId: 352,
    rules: {
      'time-convert': (p) => {
        const [whole, frac = ''] = String(p.hours).split('.');
        return numberAnswer(Number(whole) * 60 + Number(frac.padEnd(2, '0')), { unit: '\\text{ minutes}' });
      },
    },
  },
  {
    misconceptionId: 3051,
    slug: 'hundred-minutes-in-hour',
    name: 'Thinks there are 100 minutes in an hour',
    description: 'Converts hours to minutes by multiplying by 100.',
    howToFix: 'Time is not decimal: there are 60 minutes in an hour. Multiply hours by 60.',
    subjectId: 352,
    rules: {
      'time-convert': (p) => numberAnswer(mul(ratFromNumber(p.hours), 100), { unit: '\\text{ minutes}' }),
    },
  },
  {
    misconceptionId: 3052,
    slug: 'time-ignores-decimal',
    name: 'Ignores the decimal part of the hours',
    description: 'Converts only the whole hours and drops the fraction of an hour.',
    howToFix:
      'Convert the whole number of hours and the decimal part separately, then add: 2.25 h = 120 + 15 minutes.',
    subjectId: 352,
    rules: { 'time-convert': (p) => numberAnswer(Math.floor(p.hours) * 60, { unit: '\\text{ minutes}' }) },
  },
  {
    misconceptionId: 3301,
    slug: 'time-ignores-whole-hours',
    name: 'Converts only the decimal part of the hours',
    description:
      'Turns the fraction of an hour into minutes and drops the whole hours, so 2.25 hours becomes 15 minutes.',
    howToFix:
      'Every whole hour is 60 minutes too: 2.25 hours is 2 × 60 = 120 minutes and 0.25 × 60 = 15 minutes, 135 in all. Or multiply the whole number of hours by 60 in one go.',
    subjectId: 352,
    rules: {
      'time-convert': (p) =>
        p.hours >= 1
          ? numberAnswer(mul(sub(ratFromNumber(p.hours), Math.floor(p.hours)), 60), {
              unit: '\\text{ minutes}',
            })
          : undefined,
    },
  },
  {
    misconceptionId: 3302,
    slug: 'time-writes-hours-and-minutes-together',
    name: 'Writes the hours and minutes side by side as minutes',
    description:
      'Converts correctly to hours and minutes, then writes the two numbers together as one, so 2.25 hours = 2 h 15 min becomes 215 minutes.',
    howToFix:
      '2 h 15 min is not a number of minutes until the hours are changed too: 2 × 60 + 15 = 135. The digits of a time are not place value in tens and hundreds.',
    subjectId: 352,
    rules: {
      'time-convert': (p) => {
        const whole = Math.floor(p.hours);
        const minutes = mul(sub(ratFromNumber(p.hours), whole), 60);
        return whole >= 1
          ? numberAnswer(add(mul(whole, 100), minutes), { unit: '\\text{ minutes}' })
          : undefined;
      },
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
