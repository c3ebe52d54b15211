/**
 * Ratio-strand misconceptions about repeated percentage change and compound interest, speed, similar
 * shapes and scale factors, and units of length, time and area (split from `ratio.ts`, whose helpers
 * they share).
 */

import { numberAnswer } from '../answer.ts';
import type { Misconception } from '../misconception.ts';
import { absDiff, compoundTotal, conversionFactor, moneyAnswer, speedAnswer } from '../problems/ratio.ts';
import { add, div, mul, rat, ratFromNumber, roundTo, sub } from '../rational.ts';
import { areaOrVolumeUnit, cm } from './ratio.ts';

/** Growth, speed, scale and unit misconceptions of the ratio strand, with their rules. */
export const RATIO_MEASURE_MISCONCEPTIONS: readonly Misconception[] = [
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
    },
  },
  {
    // An area factor one power of ten too large is its own slip: "ten times too large" above is a length
    // or mass prefix mixed up, and must mean that one error wherever it is used (issue 30).
    misconceptionId: 3054,
    slug: 'area-factor-ten-times-too-large',
    name: 'Uses an area conversion factor ten times too large',
    description:
      'Knows an area factor is bigger than the length factor but puts one zero too many, taking 1 m² as 100 000 cm² (or 1 cm² as 1000 mm²), so the number of square centimetres comes out ten times too large.',
    howToFix:
      'Build the area factor from the length fact and count the zeros: 1 m = 100 cm, so 1 m² = 100 cm × 100 cm = 10 000 cm² (four zeros); 1 cm² = 10 mm × 10 mm = 100 mm². Sketch the square split into small squares to check.',
    subjectId: 351,
    rules: {
      'area-units': (p) => {
        const f = conversionFactor(p.from, p.to);
        return numberAnswer(mul(ratFromNumber(p.value), mul(mul(f, f), 10)), {
          unit: `\\text{ ${p.to}}^{2}`,
        });
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
