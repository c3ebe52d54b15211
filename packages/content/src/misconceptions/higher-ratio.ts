/**
 * Misconceptions for the GCSE Higher ratio kinds (`problems/higher-ratio.ts`), plus rules for
 * beliefs first named in the Key Stage 3 ratio strand that bite here too.
 */

import { numberAnswer } from '../answer.ts';
import type { Misconception, MisconceptionExtension } from '../misconception.ts';
import {
  askedParts,
  combined,
  convertedSpeed,
  depreciated,
  type HigherRatioProblem,
  kept,
  measureParts,
  measureUnit,
  mphAnswer,
  onePart,
  powerOf,
  proportionalY,
  proportionConstant,
  ratio3Answer,
  simplest3,
  takings,
} from '../problems/higher-ratio.ts';
import { moneyAnswer, percentAnswer } from '../problems/ratio.ts';
import { add, div, mul, rat, sub } from '../rational.ts';

type P<K extends HigherRatioProblem['kind']> = Extract<HigherRatioProblem, { kind: K }>;

/** The other relation: direct for inverse and inverse for direct. */
const flipped = (r: 'direct' | 'inverse') => (r === 'direct' ? 'inverse' : 'direct');

/** Misconceptions of the GCSE Higher ratio kinds, with their rules. */
export const HIGHER_RATIO_MISCONCEPTIONS: readonly Misconception[] = [
  {
    misconceptionId: 3201,
    slug: 'proportion-ignores-power',
    name: 'Scales y with x itself, ignoring the power or root',
    description:
      'Treats "y is proportional to x²" (or x³, or √x) as plain proportion to x, so doubling x doubles y: for y ∝ x² with y = 36 when x = 3, gives y = 60 when x = 5.',
    howToFix:
      'Write the formula first, y = kx², and keep the power in every step. Check with a table: when x doubles, x² and so y multiply by 4.',
    subjectId: 361,
    rules: {
      'proportion-formula': (p) => (p.power === 'x' ? undefined : numberAnswer(ignoringPower(p))),
    },
  },
  {
    misconceptionId: 3202,
    slug: 'proportion-direct-inverse-confused',
    name: 'Uses direct proportion for inverse proportion (or the reverse)',
    description:
      'Writes y = kxⁿ when y is inversely proportional to xⁿ, or y = k/xⁿ when it is directly proportional, so y grows when it should shrink.',
    howToFix:
      'Directly proportional: y = kxⁿ, both grow together. Inversely proportional: y = k/xⁿ, one grows as the other shrinks. Decide whether y should go up or down before working it out.',
    subjectId: 362,
    rules: {
      'proportion-formula': (p) => {
        const f = powerOf(p.power, p.x1);
        const k = p.relation === 'direct' ? mul(p.y1, f) : div(p.y1, f);
        return numberAnswer(proportionalY(flipped(p.relation), p.power, k, p.x2));
      },
    },
  },
  {
    misconceptionId: 3203,
    slug: 'proportion-gives-constant',
    name: 'Finds the constant of proportionality and stops',
    description: 'Works out k correctly (for y = kx², 36 = k × 9 gives k = 4) and gives k as the value of y.',
    howToFix:
      'k is a step, not the answer. Write the formula with k in it (y = 4x²), then substitute the new value of x.',
    subjectId: 361,
    rules: { 'proportion-formula': (p) => numberAnswer(proportionConstant(p)) },
  },
  {
    misconceptionId: 3204,
    slug: 'proportion-power-missed-finding-k',
    name: 'Forgets the power when finding k, then uses it',
    description:
      'Finds k from y = kx instead of y = kx² (36 = k × 3, so k = 12), then uses the power correctly: y = 12 × 5² = 300.',
    howToFix:
      'Substitute into the full formula, power included, both times: 36 = k × 3² gives k = 4. Writing the formula out each time stops the power going missing.',
    subjectId: 361,
    rules: {
      'proportion-formula': (p) => {
        if (p.power === 'x') return undefined;
        const k = p.relation === 'direct' ? div(p.y1, p.x1) : mul(p.y1, p.x1);
        return numberAnswer(proportionalY(p.relation, p.power, k, p.x2));
      },
    },
  },
  {
    misconceptionId: 3205,
    slug: 'proportion-power-missed-using-k',
    name: 'Finds k correctly, then forgets the power when using it',
    description: 'Finds k from y = kx² correctly (k = 4), then works out y = 4 × 5 = 20 instead of 4 × 5².',
    howToFix:
      'Write the formula with its k before substituting: y = 4x². Then square the new x first (order of operations) and multiply by k.',
    subjectId: 361,
    rules: {
      'proportion-formula': (p) =>
        p.power === 'x'
          ? undefined
          : numberAnswer(proportionalY(p.relation, 'x', proportionConstant(p), p.x2)),
    },
  },
  {
    misconceptionId: 3206,
    slug: 'proportion-constant-rearranged-wrongly',
    name: 'Rearranges the formula wrongly to find k',
    description:
      'Finds k by dividing where they should multiply, or the reverse: from y = kx with y = 20 when x = 4 writes k = 4 ÷ 20; from y = k/x writes k = y ÷ x. Then uses that k in the formula.',
    howToFix:
      'Substitute the pair of values into the formula and solve it as an equation: 20 = k × 4, so k = 20 ÷ 4. Check k by putting the first pair back in.',
    subjectId: 361,
    rules: {
      'proportion-formula': (p) => {
        const f = powerOf(p.power, p.x1);
        const k = p.relation === 'direct' ? div(f, p.y1) : div(p.y1, f);
        return numberAnswer(proportionalY(p.relation, p.power, k, p.x2));
      },
    },
  },
  {
    misconceptionId: 3207,
    slug: 'compound-measure-divides-wrong-way',
    name: 'Divides the wrong way round for a compound measure',
    description:
      'Works out volume ÷ mass for density (or area ÷ force for pressure), so a 300 cm³ block of 2400 g gets a density of 0.125 g/cm³.',
    howToFix:
      'Read the unit: g/cm³ means grams per cubic centimetre, so grams ÷ cm³. The unit names the division, top first.',
    subjectId: 332,
    rules: {
      'compound-measure': (p) => {
        const [top, bottom] = measureParts(p);
        return numberAnswer(div(bottom, top), measureUnit(p));
      },
    },
  },
  {
    misconceptionId: 3208,
    slug: 'compound-measure-multiplies',
    name: 'Multiplies the two quantities for a compound measure',
    description:
      'Multiplies mass by volume to find density (or force by area to find pressure), instead of dividing one by the other.',
    howToFix:
      'Density is mass per unit of volume: how many grams in each cm³. "Per" means share out, so divide. Estimate first: a metal is a few grams per cm³, not thousands.',
    subjectId: 332,
    rules: {
      'compound-measure': (p) => {
        const [top, bottom] = measureParts(p);
        return numberAnswer(mul(top, bottom), measureUnit(p));
      },
    },
  },
  {
    // The density's second wrong answer above the key, now that "10 000 g in a kilogram" is gone
    // (issue 30): the SI unit a student meets in science, worked from the kilograms as given.
    misconceptionId: 3224,
    slug: 'density-in-kg-per-cubic-metre',
    name: 'Converts the volume to m³ instead of the mass to grams',
    description:
      'Keeps the mass in kilograms and changes the volume to cubic metres (250 cm³ = 0.00025 m³), so 0.675 kg ÷ 0.00025 m³ gives 2700, a density in kg/m³, labelled g/cm³.',
    howToFix:
      'Look at the unit asked for, g/cm³: the mass must be in grams and the volume in cm³. Change only what does not match (0.675 kg = 675 g) and leave the cm³ alone. 1 g/cm³ is 1000 kg/m³.',
    subjectId: 332,
    rules: {
      'compound-measure': (p) =>
        p.measure === 'density' ? numberAnswer(rat(p.top * 1000, p.bottom), measureUnit(p)) : undefined,
    },
  },
  {
    misconceptionId: 3209,
    slug: 'compound-measure-units-not-converted',
    name: 'Divides the numbers as given, without changing the units first',
    description:
      'Divides 2.4 kg by 300 cm³ and calls it g/cm³ (or newtons by cm² and calls it N/m²), so the answer is out by a factor of 1000 (or 10 000).',
    howToFix:
      'Before dividing, make each quantity match the unit asked for: g/cm³ needs grams and cm³, N/m² needs newtons and m². Write the units beside every number.',
    subjectId: 334,
    rules: {
      'compound-measure': (p) =>
        numberAnswer(
          p.measure === 'density' ? rat(p.top, 1000 * p.bottom) : rat(p.top, p.bottom),
          measureUnit(p),
        ),
    },
  },
  {
    misconceptionId: 3210,
    slug: 'speed-units-converted-wrong-way',
    name: 'Multiplies by 3.6 when it should divide (or the reverse)',
    description:
      'Knows that 1 m/s is 3.6 km/h but uses it the wrong way: 72 km/h becomes 72 × 3.6 = 259.2 m/s instead of 72 ÷ 3.6 = 20 m/s.',
    howToFix:
      'A metre per second is a bigger unit of speed than a kilometre per hour, so the number of m/s is smaller: divide by 3.6 going to m/s, multiply going to km/h. Check with 36 km/h = 10 m/s.',
    subjectId: 334,
    rules: {
      'speed-units': (p) =>
        convertedSpeed(p, p.from === 'km/h' ? rat(p.value * 36, 10) : rat(p.value * 10, 36)),
    },
  },
  {
    misconceptionId: 3211,
    slug: 'speed-units-converts-distance-only',
    name: 'Converts the distance unit but not the time unit',
    description:
      'Changes kilometres to metres (× 1000) but leaves hours as they are, so 72 km/h becomes 72 000 m/s.',
    howToFix:
      'A compound unit has two parts and both must change: km to m (× 1000) and hours to seconds (÷ 3600). Convert one step at a time: 72 km/h = 72 000 m/h = 20 m/s.',
    subjectId: 334,
    rules: {
      'speed-units': (p) => convertedSpeed(p, p.from === 'km/h' ? rat(p.value * 1000) : rat(p.value, 1000)),
    },
  },
  {
    misconceptionId: 3212,
    slug: 'speed-units-converts-time-only',
    name: 'Converts the time unit but not the distance unit',
    description:
      'Changes hours to seconds (÷ 3600) but leaves kilometres as they are, so 72 km/h becomes 0.02 m/s.',
    howToFix:
      'Both parts of the unit change: 72 km/h is 72 km in an hour, which is 72 000 m in 3600 seconds. Write the distance and the time in the new units, then divide.',
    subjectId: 334,
    rules: {
      'speed-units': (p) => convertedSpeed(p, p.from === 'km/h' ? rat(p.value, 3600) : rat(p.value * 3600)),
    },
  },
  {
    misconceptionId: 3213,
    slug: 'speed-units-minutes-for-seconds',
    name: 'Uses 60 seconds in an hour',
    description: 'Converts hours to seconds by multiplying by 60, so 72 km/h becomes 72 000 ÷ 60 = 1200 m/s.',
    howToFix:
      'An hour is 60 minutes and each minute is 60 seconds, so an hour is 60 × 60 = 3600 seconds. Convert hours to minutes, then minutes to seconds.',
    subjectId: 334,
    rules: {
      'speed-units': (p) =>
        convertedSpeed(p, p.from === 'km/h' ? rat(p.value * 1000, 60) : rat(p.value * 60, 1000)),
    },
  },
  {
    misconceptionId: 3214,
    slug: 'average-speed-mean-of-speeds',
    name: 'Finds the mean of the speeds of the parts of a journey',
    description:
      'Works out the speed of each part and takes their mean, though the parts take different times: 60 mph for 1 hour then 30 mph for 2 hours does not average 45 mph.',
    howToFix:
      'Average speed is total distance ÷ total time. Add the distances, add the times, then divide once; the slower part lasts longer, so it counts for more.',
    subjectId: 335,
    rules: {
      'journey-speed': (p) => mphAnswer(div(add(rat(p.d1 * 60, p.t1), rat(p.d2 * 60, p.t2)), 2)),
    },
  },
  {
    misconceptionId: 3215,
    slug: 'depreciation-as-simple',
    name: 'Takes the same amount off every year',
    description:
      'Works out the loss in the first year and takes that same amount off each year, as if the percentage were always of the price paid: £12,000 losing 15% a year for 3 years becomes £6,600.',
    howToFix:
      'Each year’s loss is a percentage of the value at the start of that year, which keeps getting smaller. Multiply by 0.85 once for each year: 12 000 × 0.85³.',
    subjectId: 371,
    rules: {
      depreciation: (p) => moneyAnswer(mul(p.price, sub(1, rat(p.rate * p.years, 100)))),
    },
  },
  {
    misconceptionId: 3216,
    slug: 'decay-multiplies-by-rate',
    name: 'Multiplies by the percentage lost instead of the percentage kept',
    description:
      'Uses the rate of loss as the multiplier, so a 15% fall each year becomes × 0.15 each year instead of × 0.85.',
    howToFix:
      'After losing 15%, 85% is left, so the multiplier is 0.85. Say what is left, not what is lost, before writing the multiplier.',
    subjectId: 371,
    rules: { depreciation: (p) => moneyAnswer(depreciated(p.price, rat(p.rate, 100), p.years)) },
  },
  {
    misconceptionId: 3217,
    slug: 'decay-applied-once',
    name: 'Applies the yearly percentage only once',
    description:
      'Applies the yearly percentage once and stops, giving the value after one year whatever number of years the question asks about: takes 15% off a car’s value once, or adds 4% interest to savings once.',
    howToFix:
      'Count the years: the percentage is applied every year, so the multiplier is used once per year. Write the power: 12 000 × 0.85³ for 3 years, 2000 × 1.04² for 2.',
    subjectId: 371,
    rules: {
      depreciation: (p) => moneyAnswer(mul(p.price, kept(p))),
      // Decision 0063: below the key, beside simple interest and the interest alone, so with the errors
      // above it (percent as tenths, multiplier times years) the key's rank varies.
      'compound-interest': (p) => moneyAnswer(mul(p.principal, add(1, rat(p.rate, 100)))),
    },
  },
  {
    misconceptionId: 3218,
    slug: 'ratio-difference-as-total',
    name: 'Shares the difference in the ratio as if it were the total',
    description:
      'Told that Amir gets £24 more than Beth in the ratio 5 : 3, shares £24 in the ratio 5 : 3 as though £24 were the whole amount.',
    howToFix:
      'Draw the bar model: Amir has 5 boxes and Beth 3, so the £24 difference is the 2 extra boxes. One box is £24 ÷ 2; then count the boxes asked for.',
    subjectId: 373,
    rules: {
      'ratio-difference': (p) =>
        moneyAnswer(p.ask === 'total' ? rat(p.diff) : rat(p.diff * askedParts(p), p.p + p.q)),
    },
  },
  {
    misconceptionId: 3219,
    slug: 'ratio-difference-as-one-part',
    name: 'Treats the difference as the value of one part',
    description:
      'Takes the £24 difference to be one part of the ratio, though the shares differ by several parts, so every share comes out too big.',
    howToFix:
      'Count how many parts the difference is: in 5 : 3 the shares differ by 5 − 3 = 2 parts. Divide the difference by that before scaling.',
    subjectId: 373,
    rules: { 'ratio-difference': (p) => moneyAnswer(p.diff * askedParts(p)) },
  },
  {
    misconceptionId: 3220,
    slug: 'ratio-difference-gives-one-part',
    name: 'Finds the value of one part from the difference and stops',
    description:
      'Divides the difference by the difference in parts correctly (£24 ÷ 2 = £12 for one part) and gives that as the answer.',
    howToFix:
      'One part is a step. Count the boxes for the share (or the total) the question asks about and multiply the value of one box by that number.',
    subjectId: 373,
    rules: { 'ratio-difference': (p) => moneyAnswer(onePart(p)) },
  },
  {
    misconceptionId: 3221,
    slug: 'combines-ratios-without-matching',
    name: 'Joins two ratios without matching the shared quantity',
    description:
      'Writes red : blue = 2 : 3 and blue : green = 4 : 5 as red : blue : green = 2 : 3 : 5, though blue is 3 parts in one ratio and 4 in the other.',
    howToFix:
      'The shared quantity must be the same number of parts in both ratios. Scale each ratio so blue matches (the LCM of 3 and 4 is 12): 8 : 12 and 12 : 15, giving 8 : 12 : 15.',
    subjectId: 372,
    rules: { 'ratio-combine': (p) => ratio3Answer(...simplest3([p.a, p.b, p.d])) },
  },
  {
    misconceptionId: 3222,
    slug: 'combines-ratios-adds-shared-parts',
    name: 'Adds the two numbers for the shared quantity',
    description: 'Combines 2 : 3 and 4 : 5 over blue by adding the blue parts, giving 2 : 7 : 5.',
    howToFix:
      'The two ratios describe the same blue counters, so their blue numbers must be made equal, not added. Multiply each ratio until the blue parts match.',
    subjectId: 372,
    rules: { 'ratio-combine': (p) => ratio3Answer(...simplest3([p.a, p.b + p.c, p.d])) },
  },
  {
    misconceptionId: 3223,
    slug: 'combines-ratios-scales-one-only',
    name: 'Scales only one of the two ratios',
    description:
      'Multiplies the first ratio to match the shared quantity but leaves the other unchanged: from 2 : 3 and 4 : 5 writes 8 : 12 : 5.',
    howToFix:
      'Whatever you multiply one part of a ratio by, you multiply every part of that ratio by. Check each original ratio still simplifies back to itself.',
    subjectId: 372,
    rules: {
      'ratio-combine': (p) => {
        const [x, y] = combined(p);
        return ratio3Answer(...simplest3([x, y, p.d]));
      },
    },
  },
];

/** y from scaling by x alone, as if the power or root were not there. */
function ignoringPower(p: P<'proportion-formula'>) {
  return p.relation === 'direct' ? mul(p.y1, rat(p.x2, p.x1)) : mul(p.y1, rat(p.x1, p.x2));
}

/** Rules for misconceptions defined in the Key Stage 3 ratio strand. */
export const HIGHER_RATIO_EXTENSIONS: readonly MisconceptionExtension[] = [
  {
    // "Adds instead of multiplying": y goes up by as much as x does (or down, for inverse proportion).
    misconceptionId: 3013,
    rules: {
      'proportion-formula': (p) => {
        const y = p.relation === 'direct' ? add(p.y1, p.x2 - p.x1) : sub(p.y1, p.x2 - p.x1);
        return y.n > 0 ? numberAnswer(y) : undefined;
      },
    },
  },
  {
    // "Uses a conversion factor ten times too small": 100 g in a kilogram.
    misconceptionId: 3046,
    rules: {
      'compound-measure': (p) =>
        p.measure === 'density' ? numberAnswer(rat(p.top, 10 * p.bottom), measureUnit(p)) : undefined,
    },
  },
  {
    // "Uses an area conversion factor ten times too large": 100 000 cm² in a square metre, so the area in
    // m² is ten times too small and the pressure ten times too large. (The length slip "ten times too
    // large" has no rule here: the density's 10 000 g in a kilogram is nobody's belief.)
    misconceptionId: 3054,
    rules: {
      'compound-measure': (p) =>
        p.measure === 'pressure' ? numberAnswer(rat(p.top * 100000, p.bottom), measureUnit(p)) : undefined,
    },
  },
  {
    // "Uses the length conversion factor for area": 100 cm² in a square metre.
    misconceptionId: 3049,
    rules: {
      'compound-measure': (p) =>
        p.measure === 'pressure' ? numberAnswer(rat(p.top * 100, p.bottom), measureUnit(p)) : undefined,
    },
  },
  {
    // "Writes minutes as a decimal part of an hour": 1 h 30 min = 1.3 h.
    misconceptionId: 3036,
    rules: {
      'journey-speed': (p) => {
        const hours = add(decimalHours(p.t1), decimalHours(p.t2));
        return hours.n === 0 ? undefined : mphAnswer(div(p.d1 + p.d2, hours));
      },
    },
  },
  {
    // "Divides by the time in minutes": miles per minute called miles per hour.
    misconceptionId: 3038,
    rules: { 'journey-speed': (p) => mphAnswer(rat(p.d1 + p.d2, p.t1 + p.t2)) },
  },
  {
    // "Ignores the minutes": divides by the whole hours only.
    misconceptionId: 3039,
    rules: {
      'journey-speed': (p) => {
        const hours = Math.floor(p.t1 / 60) + Math.floor(p.t2 / 60);
        return hours === 0 ? undefined : mphAnswer(rat(p.d1 + p.d2, hours));
      },
    },
  },
  {
    // "Uses the volume factor for area", in the conversion: 1 m² taken as 100 × 100 × 100 cm², as for
    // cm³.
    misconceptionId: 3045,
    rules: {
      'compound-measure': (p) =>
        p.measure === 'pressure' ? numberAnswer(rat(p.top * 1000000, p.bottom), measureUnit(p)) : undefined,
    },
  },
  {
    // "Squaring is doubling", in the conversion: 1 m² = 200 cm².
    misconceptionId: 1051,
    rules: {
      'compound-measure': (p) =>
        p.measure === 'pressure' ? numberAnswer(rat(p.top * 200, p.bottom), measureUnit(p)) : undefined,
    },
  },
  {
    // "Gives the total change instead of the final amount": the value lost.
    misconceptionId: 3032,
    rules: {
      depreciation: (p) => moneyAnswer(sub(p.price, depreciated(p.price, kept(p), p.years))),
    },
  },
  {
    // "Writes a single-digit percentage as tenths": 5% a year as × 0.5.
    misconceptionId: 3022,
    rules: {
      depreciation: (p) =>
        p.rate < 10 ? moneyAnswer(depreciated(p.price, sub(1, rat(p.rate, 10)), p.years)) : undefined,
    },
  },
  {
    // "Gives the other part of the ratio": the other person's share.
    misconceptionId: 3007,
    rules: {
      'ratio-difference': (p) =>
        p.ask === 'total' ? undefined : moneyAnswer(mul(onePart(p), p.ask === 0 ? p.q : p.p)),
    },
  },
  {
    // "Writes the ratio the wrong way round": green : blue : red.
    misconceptionId: 3002,
    rules: {
      'ratio-combine': (p) => {
        const [x, y, z] = simplest3(combined(p));
        return ratio3Answer(z, y, x);
      },
    },
  },
  {
    // "Divides the change by the new value": the profit as a percentage of the takings.
    misconceptionId: 3023,
    rules: {
      'profit-percent': (p) => {
        const { spent, taken } = takings(p);
        return percentAnswer(mul(div(sub(taken, spent), taken), 100));
      },
    },
  },
  {
    // "Gives the actual change as the percentage": the profit in pounds.
    misconceptionId: 3024,
    rules: {
      'profit-percent': (p) => {
        const { spent, taken } = takings(p);
        return percentAnswer(sub(taken, spent));
      },
    },
  },
  {
    // "Gives the new value as a percentage of the old": takings ÷ cost × 100.
    misconceptionId: 3025,
    rules: {
      'profit-percent': (p) => {
        const { spent, taken } = takings(p);
        return percentAnswer(mul(div(taken, spent), 100));
      },
    },
  },
  {
    // "Divides the original by the new value": cost ÷ takings × 100.
    misconceptionId: 3026,
    rules: {
      'profit-percent': (p) => {
        const { spent, taken } = takings(p);
        return percentAnswer(mul(div(spent, taken), 100));
      },
    },
  },
];

/** A time in minutes written as hours "point minutes": 1 h 30 min → 1.30 = 1.3, 45 min → 0.45. */
function decimalHours(minutes: number) {
  return rat(Math.floor(minutes / 60) * 100 + (minutes % 60), 100);
}
