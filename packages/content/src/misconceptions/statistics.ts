/**
 * Probability and statistics misconceptions: averages and range, frequency tables, charts and
 * probability.
 */

import { numberAnswer } from '../answer.ts';
import type { Misconception } from '../misconception.ts';
import {
  meanOf,
  medianOf,
  middleOf,
  pieShare,
  probabilityAnswer,
  statAnswer,
  sumFx,
} from '../problems/statistics.ts';
import { add, mul, rat, ratFromNumber, roundTo, sub } from '../rational.ts';

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
const degreesUnit = { unit: '^{\\circ}' } as const;

/** Statistics-strand misconceptions with their rules. */
export const STATISTICS_MISCONCEPTIONS: readonly Misconception[] = [
  {
    misconceptionId: 5001,
    slug: 'mean-median-confused',
    name: 'Confuses the mean and the median',
    description:
      'Finds the median when asked for the mean, or the mean when asked for the median, from a list or from a frequency table.',
    howToFix:
      'Mean: add them all up and share equally. Median: put them in order and take the middle. Link "median" to the middle of the road.',
    subjectId: 50,
    rules: {
      average: (p) =>
        p.ask === 'mean'
          ? statAnswer(medianOf(p.data))
          : p.ask === 'median'
            ? statAnswer(meanOf(p.data))
            : undefined,
      // The middle value of the table's data written out in order, given as its mean.
      'frequency-mean': (p) =>
        statAnswer(medianOf(p.values.flatMap((v, i) => Array<number>(p.freqs[i]!).fill(v)))),
    },
  },
  {
    misconceptionId: 5002,
    slug: 'median-unordered',
    name: 'Finds the middle value without ordering the data',
    description: 'Takes the middle number of the list as it is written.',
    howToFix:
      'Always write the data in order of size first, then cross off from each end to find the middle.',
    subjectId: 502,
    rules: { average: (p) => (p.ask === 'median' ? statAnswer(middleOf(p.data)) : undefined) },
  },
  {
    misconceptionId: 5003,
    slug: 'median-gives-position',
    name: 'Gives the position of the median instead of its value',
    description: 'Works out (n + 1) ÷ 2 and gives that as the median.',
    howToFix:
      '(n + 1) ÷ 2 tells you where the median is in the ordered list. Count along to that position and read the value.',
    subjectId: 502,
    rules: { average: (p) => (p.ask === 'median' ? statAnswer(rat(p.data.length + 1, 2)) : undefined) },
  },
  {
    misconceptionId: 5004,
    slug: 'mean-divides-by-n-minus-1',
    name: 'Divides by one less than the number of values',
    description: 'Adds the values correctly but divides by n − 1 when finding the mean.',
    howToFix: 'Count the values carefully (tick each one): the mean shares the total between all of them.',
    subjectId: 501,
    rules: {
      average: (p) => (p.ask === 'mean' ? statAnswer(rat(sum(p.data), p.data.length - 1)) : undefined),
      'mean-missing': (p) => numberAnswer(p.mean * p.known.length - sum(p.known)),
    },
  },
  {
    misconceptionId: 5005,
    slug: 'mean-forgets-to-divide',
    name: 'Gives the total instead of the mean',
    description: 'Adds up the values and stops without dividing.',
    howToFix:
      'The mean is a fair share: after adding, divide the total by how many values there are. The mean must lie between the smallest and largest values.',
    subjectId: 501,
    rules: {
      // Only where the mean is asked: in a missing-value question mean × count is a total the student
      // did work out correctly, and stopping there is a different error (mean-missing-not-subtracted).
      average: (p) => (p.ask === 'mean' ? statAnswer(sum(p.data)) : undefined),
    },
  },
  {
    misconceptionId: 5006,
    slug: 'average-as-midrange',
    name: 'Finds the halfway point between the smallest and largest values',
    description:
      'Uses (smallest + largest) ÷ 2 as the mean or median, or as the range, taking "range" to mean the middle of the spread.',
    howToFix:
      'The mean uses every value, not just the extremes, and the median is the middle of the ordered list. The range is how far apart the extremes are: largest − smallest, with nothing to halve.',
    subjectId: 50,
    rules: { average: (p) => statAnswer(rat(Math.max(...p.data) + Math.min(...p.data), 2)) },
  },
  {
    misconceptionId: 5007,
    slug: 'range-is-largest',
    name: 'Gives the largest value as the range',
    description: 'Thinks the range is the biggest number in the data.',
    howToFix: 'The range measures spread: the difference between the largest and the smallest values.',
    subjectId: 503,
    rules: { average: (p) => (p.ask === 'range' ? statAnswer(Math.max(...p.data)) : undefined) },
  },
  {
    misconceptionId: 5008,
    slug: 'range-first-and-last',
    name: 'Subtracts the first value from the last without ordering',
    description: 'Uses the first and last numbers in the list as written, not the smallest and largest.',
    howToFix:
      'Find the largest and the smallest values wherever they are in the list (ordering helps), then subtract.',
    subjectId: 503,
    rules: {
      average: (p) => {
        if (p.ask !== 'range') return undefined;
        const d = Math.abs(p.data[p.data.length - 1]! - p.data[0]!);
        return d > 0 ? statAnswer(d) : undefined;
      },
    },
  },
  {
    misconceptionId: 5009,
    slug: 'range-adds',
    name: 'Adds the largest and smallest values for the range',
    description: 'Uses largest + smallest instead of largest − smallest.',
    howToFix:
      'The range is a difference, how far apart the values spread: subtract the smallest from the largest.',
    subjectId: 503,
    rules: {
      average: (p) => (p.ask === 'range' ? statAnswer(Math.max(...p.data) + Math.min(...p.data)) : undefined),
    },
  },
  {
    misconceptionId: 5010,
    slug: 'missing-value-equals-mean',
    name: 'Thinks the missing value equals the mean',
    description: 'Assumes the missing number must equal the mean and gives the mean as the answer.',
    howToFix:
      'Use the total: mean × number of values gives the total of all of them. Subtract the known values to find the missing one.',
    subjectId: 506,
    rules: { 'mean-missing': (p) => numberAnswer(p.mean) },
  },
  {
    misconceptionId: 5044,
    slug: 'mean-missing-not-subtracted',
    name: 'Finds the total of all the values but does not subtract the known ones',
    description:
      'Multiplies the mean by the number of values to get the total of all of them, then gives that total as the missing value without taking away the values already known.',
    howToFix:
      'Mean × number of values is the total of every value, the missing one included. Take away the known values from it: what is left is the missing value. Check: the answer must make the values share out to the mean.',
    subjectId: 506,
    rules: { 'mean-missing': (p) => numberAnswer(p.mean * (p.known.length + 1)) },
  },
  {
    misconceptionId: 5011,
    slug: 'mean-of-known-values',
    name: 'Finds the mean of the known values',
    description: 'Works out the mean of the numbers given instead of the missing number.',
    howToFix:
      'Re-read the question: the mean is given. Work backwards from the total (mean × count) to the missing value.',
    subjectId: 506,
    rules: { 'mean-missing': (p) => statAnswer(meanOf(p.known)) },
  },
  {
    misconceptionId: 5012,
    slug: 'frequency-mean-divides-by-rows',
    name: 'Divides by the number of rows in the table',
    description:
      'Finds Σfx correctly but divides by the number of categories instead of the total frequency.',
    howToFix: 'The mean shares the total between every match played: divide by the sum of the frequencies.',
    subjectId: 505,
    rules: { 'frequency-mean': (p) => statAnswer(rat(sumFx(p), p.values.length)) },
  },
  {
    misconceptionId: 5013,
    slug: 'frequency-mean-of-frequencies',
    name: 'Finds the mean of the frequencies',
    description: 'Adds the frequencies and divides by the number of rows.',
    howToFix:
      'The frequencies count how often each value happened; the data are the values. Multiply each value by its frequency first.',
    subjectId: 505,
    rules: { 'frequency-mean': (p) => statAnswer(rat(sum(p.freqs), p.freqs.length)) },
  },
  {
    misconceptionId: 5014,
    slug: 'frequency-mean-divides-by-values',
    name: 'Divides Σfx by the sum of the values',
    description: 'Works out the total correctly but divides by the total of the value column.',
    howToFix: 'Divide by how many items there are: the total of the frequency column.',
    subjectId: 505,
    rules: { 'frequency-mean': (p) => statAnswer(rat(sumFx(p), sum(p.values))) },
  },
  {
    misconceptionId: 5015,
    slug: 'frequency-mean-ignores-frequencies',
    name: 'Ignores the frequencies',
    description: 'Finds the mean of the values column as if each value happened once.',
    howToFix:
      'A value with frequency 5 happened five times, so it counts five times: multiply by the frequency.',
    subjectId: 505,
    rules: { 'frequency-mean': (p) => statAnswer(rat(sum(p.values), p.values.length)) },
  },
  {
    misconceptionId: 5016,
    slug: 'mode-is-highest-frequency',
    name: 'Gives the highest frequency as the mode',
    description: 'Reports how often the most common value occurs instead of the value itself.',
    howToFix:
      'The mode is the most common value. Find the biggest frequency, then read across to the value it belongs to.',
    subjectId: 504,
    rules: { 'frequency-mode': (p) => numberAnswer(Math.max(...p.freqs)) },
  },
  {
    misconceptionId: 5017,
    slug: 'mode-is-largest-value',
    name: 'Gives the largest value as the mode',
    description:
      'Picks the biggest value in the table, reading mode as "most" in size rather than in frequency.',
    howToFix: 'Mode means most common, not biggest. Look down the frequency column for the largest count.',
    subjectId: 504,
    rules: { 'frequency-mode': (p) => numberAnswer(Math.max(...p.values)) },
  },
  {
    misconceptionId: 5018,
    slug: 'mode-is-middle-row',
    name: 'Gives the value in the middle of the table',
    description: 'Chooses the middle row of the table, mixing up the mode with the median.',
    howToFix:
      'Mode is the most frequent value; median is the middle one. Say "mode = most" to keep them apart.',
    subjectId: 504,
    rules: {
      'frequency-mode': (p) =>
        p.values.length % 2 === 1 ? numberAnswer(p.values[(p.values.length - 1) / 2]!) : undefined,
    },
  },
  {
    misconceptionId: 5019,
    slug: 'bar-chart-ignores-scale',
    name: 'Counts gridlines as one each, ignoring the scale',
    description: 'Reads each bar by counting gridlines, whatever each gridline is worth.',
    howToFix: 'Work out what one gridline is worth from the labels on the axis before reading any bar.',
    subjectId: 511,
    rules: {
      'bar-chart': (p) => numberAnswer((p.values[p.i]! - p.values[p.j]!) / p.step),
      // A histogram's bar read the same way: its height in gridlines taken as the frequency density, times
      // the class width (decision 0063). Above the key when a gridline is worth less than 1, below when more.
      'histogram-frequency': (p) =>
        numberAnswer(p.heights[p.target]! * (p.bounds[p.target + 1]! - p.bounds[p.target]!)),
    },
  },
  {
    misconceptionId: 5020,
    slug: 'bar-chart-reads-one-bar',
    name: 'Gives the height of one bar instead of the difference',
    description: 'Reads the height of the first bar mentioned and stops instead of finding the difference.',
    howToFix: '"How many more" and "how many fewer" ask for a difference: read both bars, then subtract.',
    subjectId: 511,
    // The first bar the question names: the taller for "more", the shorter for "fewer" (decision 0063).
    rules: { 'bar-chart': (p) => numberAnswer(p.values[p.ask === 'fewer' ? p.j : p.i]!) },
  },
  {
    misconceptionId: 5021,
    slug: 'bar-chart-adds-bars',
    name: 'Adds the two bars instead of finding the difference',
    description: 'Answers "how many more" by adding the two amounts.',
    howToFix:
      '"How many more" compares: it is the gap between the bars. Picture the taller bar cut down to the shorter one.',
    subjectId: 511,
    rules: { 'bar-chart': (p) => numberAnswer(p.values[p.i]! + p.values[p.j]!) },
  },
  {
    misconceptionId: 5022,
    slug: 'pie-angle-is-frequency',
    name: 'Uses the frequency as the angle (or the angle as the frequency)',
    description:
      'Draws a sector with the same number of degrees as people, or reads the angle as the number of people.',
    howToFix:
      'The whole circle (360°) stands for everyone. Find the angle for one person (360 ÷ total) and scale.',
    subjectId: 512,
    rules: {
      'pie-angle': (p) => numberAnswer(p.part, degreesUnit),
      'pie-read': (p) => numberAnswer(p.sectors[p.target]!.angle),
    },
  },
  {
    misconceptionId: 5023,
    slug: 'pie-uses-100',
    name: 'Uses 100 instead of 360 for the whole pie chart',
    description: 'Works with percentages of 100 instead of degrees out of 360.',
    howToFix: 'A full turn is 360°, so the whole pie chart is 360°, not 100. Fraction of the total × 360.',
    subjectId: 512,
    rules: {
      'pie-angle': (p) => numberAnswer(roundTo(mul(rat(p.part, p.total), 100), 1), degreesUnit),
      'pie-read': (p) => numberAnswer(pieShare(p.sectors[p.target]!.angle, 100, p.total)),
    },
  },
  {
    misconceptionId: 5024,
    slug: 'pie-uses-180',
    name: 'Thinks a whole pie chart is 180°',
    description: 'Uses 180° for the full circle when working out or reading a sector.',
    howToFix: '180° is only half a turn, a straight line. The full circle is 360°.',
    subjectId: 512,
    rules: {
      'pie-angle': (p) => numberAnswer(mul(rat(p.part, p.total), 180), degreesUnit),
      'pie-read': (p) => numberAnswer(pieShare(p.sectors[p.target]!.angle, 180, p.total)),
    },
  },
  {
    misconceptionId: 5025,
    slug: 'pie-divides-by-frequency',
    name: 'Divides 360 by the frequency',
    description: 'Works out 360 ÷ frequency for the angle of a sector.',
    howToFix:
      'First find the angle for one person (360 ÷ total), then multiply by how many people chose that option.',
    subjectId: 512,
    rules: { 'pie-angle': (p) => numberAnswer(roundTo(rat(360, p.part), 1), degreesUnit) },
  },
  {
    misconceptionId: 5026,
    slug: 'pie-sectors-equal',
    name: 'Assumes every sector is an equal share',
    description: 'Divides the total by the number of sectors, ignoring their angles.',
    howToFix: 'Bigger sectors stand for more people. Use the angle: angle ÷ 360 × total.',
    subjectId: 512,
    rules: { 'pie-read': (p) => numberAnswer(rat(p.total, p.sectors.length)) },
  },
  {
    misconceptionId: 5027,
    slug: 'probability-as-odds',
    name: 'Compares favourable with unfavourable outcomes',
    description:
      'Writes the number of ways it happens over the number of ways it does not (odds), e.g. 3 red out of 10 as 3/7.',
    howToFix:
      'Probability is favourable outcomes over all outcomes: the bottom of the fraction is the total number of counters.',
    subjectId: 521,
    rules: {
      'probability-single': (p) =>
        numberAnswer(rat(p.counts[p.target]!, sum(p.counts) - p.counts[p.target]!), { style: 'fraction' }),
    },
  },
  {
    misconceptionId: 5028,
    slug: 'outcomes-equally-likely',
    name: 'Assumes all outcomes are equally likely',
    description:
      'Gives each colour or outcome the same probability, 1 ÷ number of outcomes, whatever the counts; an event either happens or not, so it gives ½ for not happening.',
    howToFix:
      'Outcomes are only equally likely when each is equally common. Count how many of each there are.',
    subjectId: 521,
    rules: {
      'probability-single': (p) => numberAnswer(rat(1, p.colours.length), { style: 'fraction' }),
      'probability-sum': (p) => probabilityAnswer(rat(1, p.outcomes.length)),
      // It happens or it does not: two outcomes, so a half each.
      'probability-complement': () => probabilityAnswer(rat(1, 2)),
    },
  },
  {
    misconceptionId: 5029,
    slug: 'probability-upside-down',
    name: 'Writes the probability fraction upside down',
    description:
      'Puts the total on top and the favourable outcomes underneath, giving a probability above 1.',
    howToFix:
      'A probability is never more than 1: the part (favourable outcomes) goes on top of the whole (all outcomes).',
    subjectId: 521,
    rules: {
      'probability-single': (p) =>
        numberAnswer(rat(sum(p.counts), p.counts[p.target]!), { style: 'fraction' }),
      // The same slip inside an expected frequency: trials × d/n, where a probability above 1 is no longer
      // in sight to rule the answer out (it is also trials ÷ probability, 5033).
      'expected-frequency': (p) => numberAnswer(rat(p.trials * p.d, p.n), { style: 'mixed' }),
    },
  },
  {
    misconceptionId: 5030,
    slug: 'complement-equals-probability',
    name: 'Thinks P(not A) is the same as P(A)',
    description: 'Gives the probability of the event when asked for the probability that it does not happen.',
    howToFix:
      'An event either happens or it does not, so the two probabilities add to 1: P(not A) = 1 − P(A).',
    subjectId: 522,
    rules: { 'probability-complement': (p) => probabilityAnswer(ratFromNumber(p.p)) },
  },
  {
    misconceptionId: 5031,
    slug: 'probability-out-of-100',
    name: 'Thinks probabilities add up to 100',
    description: 'Subtracts decimal probabilities from 100 instead of from 1.',
    howToFix: 'Probabilities written as decimals or fractions add up to 1; only percentages add up to 100%.',
    subjectId: 522,
    rules: {},
    retired:
      'Its answer, 100 less a probability, is always more than 1 (or, from a percentage, the correct one): ruled out by sense, never a fair distractor.',
  },
  {
    misconceptionId: 5032,
    slug: 'complement-subtracted-wrong-way',
    name: 'Subtracts 1 from the probability',
    description: 'Works out P(A) − 1, giving a negative probability.',
    howToFix: 'Probabilities are between 0 and 1, never negative. P(not A) = 1 − P(A).',
    subjectId: 522,
    rules: {},
    retired:
      'Its answer, a probability less 1, is always below 0: ruled out by sense, never a fair distractor.',
  },
  {
    misconceptionId: 5033,
    slug: 'expected-divides-by-probability',
    name: 'Divides the number of trials by the probability',
    description: 'Works out trials ÷ probability instead of trials × probability.',
    howToFix:
      'Expected frequency is the fraction of the trials: probability × number of trials. It can never be more than the number of trials.',
    subjectId: 523,
    rules: { 'expected-frequency': (p) => numberAnswer(rat(p.trials * p.d, p.n), { style: 'mixed' }) },
  },
  {
    misconceptionId: 5034,
    slug: 'expected-uses-denominator-only',
    name: 'Divides by the denominator and stops',
    description:
      'Finds one share of the trials (trials ÷ denominator) but does not multiply by the numerator.',
    howToFix: '3/8 of the spins means 3 lots of one eighth. Divide by 8, then multiply by 3.',
    subjectId: 523,
    rules: { 'expected-frequency': (p) => (p.n > 1 ? numberAnswer(rat(p.trials, p.d)) : undefined) },
  },
  {
    misconceptionId: 5035,
    slug: 'expected-multiplies-numerator-only',
    name: 'Multiplies the trials by the numerator only',
    description: 'Multiplies by the top of the fraction and forgets to divide by the bottom.',
    howToFix:
      'Multiplying by a fraction less than 1 makes the number smaller: multiply by the numerator and divide by the denominator.',
    subjectId: 523,
    rules: { 'expected-frequency': (p) => (p.n > 1 ? numberAnswer(p.trials * p.n) : undefined) },
  },
  {
    misconceptionId: 5036,
    slug: 'probability-sum-adds-known',
    name: 'Adds the known probabilities and stops',
    description: 'Gives the total of the known probabilities as the missing one.',
    howToFix:
      'All the probabilities together make 1. Add the known ones, then subtract from 1 to find what is left.',
    subjectId: 524,
    rules: {
      'probability-sum': (p) =>
        probabilityAnswer(
          p.probs.reduce((s, x, k) => (k === p.missing ? s : add(s, ratFromNumber(x))), rat(0)),
        ),
    },
  },
  {
    misconceptionId: 5037,
    slug: 'probability-sum-subtracts-one',
    name: 'Subtracts only one of the known probabilities from 1',
    description: 'Takes one probability from 1 and ignores the rest.',
    howToFix: 'Every other outcome must be taken away: 1 − (sum of all the known probabilities).',
    subjectId: 524,
    rules: {
      'probability-sum': (p) => probabilityAnswer(sub(1, ratFromNumber(p.probs[p.missing === 0 ? 1 : 0]!))),
    },
  },
  {
    misconceptionId: 5038,
    slug: 'and-adds-probabilities',
    name: 'Adds probabilities for "and"',
    description: 'Adds the probabilities of independent events to find the probability of both.',
    howToFix:
      'Both happening is less likely than either one, so the answer must be smaller: multiply along the branches.',
    subjectId: 525,
    rules: { 'probability-and': (p) => probabilityAnswer(add(ratFromNumber(p.pA), ratFromNumber(p.pB))) },
  },
  {
    misconceptionId: 5039,
    slug: 'and-or-confused',
    name: 'Confuses "and" with "or"',
    description: 'Finds the probability that at least one event happens instead of both.',
    howToFix: '"And" means both: follow one path along the tree and multiply. "Or" collects several paths.',
    subjectId: 525,
    rules: {
      'probability-and': (p) => {
        const a = ratFromNumber(p.pA);
        const b = ratFromNumber(p.pB);
        return probabilityAnswer(sub(add(a, b), mul(a, b)));
      },
    },
  },
  {
    misconceptionId: 5040,
    slug: 'tree-wrong-branches',
    name: 'Multiplies along the wrong branches',
    description: 'Multiplies the probabilities that neither event happens.',
    howToFix:
      'Trace the path with a finger: "rain" first, then "late". Multiply only the probabilities on that path.',
    subjectId: 525,
    rules: {
      'probability-and': (p) =>
        probabilityAnswer(mul(sub(1, ratFromNumber(p.pA)), sub(1, ratFromNumber(p.pB)))),
    },
  },
  {
    misconceptionId: 5041,
    slug: 'tree-mixes-branches',
    name: 'Uses the probability of the wrong second branch',
    description: 'Multiplies P(A) by P(not B), following the wrong branch at the second stage.',
    howToFix:
      'Write the outcome wanted at the end of each path (Rain, Late) and use only the path that matches it.',
    subjectId: 525,
    rules: {
      'probability-and': (p) => probabilityAnswer(mul(ratFromNumber(p.pA), sub(1, ratFromNumber(p.pB)))),
    },
  },
  {
    misconceptionId: 5042,
    slug: 'probability-one-over-count',
    name: 'Gives 1 over the number of that colour',
    description:
      'Writes the probability as 1 out of how many there are of that colour ("6 white, so 1 in 6"), instead of that number out of the total.',
    howToFix:
      'Probability is (number of ways it can happen) ÷ (total number of equally likely outcomes). Count the total first, then put the number of that colour over it.',
    subjectId: 521,
    rules: {
      'probability-single': (p) => {
        const count = p.counts[p.target]!;
        return count > 1 ? numberAnswer(rat(1, count), { style: 'fraction' }) : undefined;
      },
    },
  },
  {
    misconceptionId: 5043,
    slug: 'complement-digits-from-ten',
    name: 'Takes each digit from 10 when subtracting from 1',
    description: 'Works out 1 − 0.35 by taking each decimal digit from 10, giving 0.75 instead of 0.65.',
    howToFix:
      'Write 1 as 1.00 and subtract in columns with exchanging, or count on from 0.35 to 1 (0.05 to 0.4, then 0.6 to 1).',
    subjectId: 521,
    rules: {
      'probability-complement': (p) => {
        const hundredths = Math.round(p.p * 100);
        return hundredths % 10 === 0 ? undefined : probabilityAnswer(rat(110 - hundredths, 100));
      },
    },
  },
  {
    misconceptionId: 5301,
    slug: 'pie-angle-of-the-rest',
    name: 'Gives the angle for everyone else in the pie chart',
    description:
      'Works out the share of the circle for the people who did not choose the option, 360° minus the sector, so 10 out of 40 gives 270° instead of 90°.',
    howToFix:
      'The sector stands for the people who chose it: their fraction of the total, times 360°. Check the size: fewer than half the people must get less than half the circle, under 180°.',
    subjectId: 512,
    rules: { 'pie-angle': (p) => numberAnswer(sub(360, mul(rat(p.part, p.total), 360)), degreesUnit) },
  },
  {
    misconceptionId: 5302,
    slug: 'bar-chart-gridline-as-label-gap',
    name: 'Takes each gridline to be worth the gap between labels',
    description:
      'Sees the axis numbered in steps of 10 and counts every gridline as 10, although there are two gridlines to each labelled step, so every reading is doubled.',
    howToFix:
      'Count the gridlines between two labels before reading anything: 0 to 10 with two gaps makes each gridline 5. Check a bar that ends on a label against your reading.',
    subjectId: 511,
    rules: { 'bar-chart': (p) => numberAnswer(2 * (p.values[p.i]! - p.values[p.j]!)) },
  },
  {
    misconceptionId: 5303,
    slug: 'expected-gives-numerator',
    name: 'Gives the top of the probability as the expected number',
    description:
      'Answers with the numerator of the probability whatever the number of trials, so a probability of 3/8 means "3 times" even in 200 spins.',
    howToFix:
      '3/8 means 3 in every 8 spins, so more spins give more reds: 200 spins are 25 lots of 8, so expect 25 × 3 = 75. Ask how many eights fit into the number of spins.',
    subjectId: 523,
    rules: { 'expected-frequency': (p) => numberAnswer(p.n) },
  },
  {
    misconceptionId: 5304,
    slug: 'expected-counts-the-other-outcome',
    name: 'Works out how often the event does not happen',
    description:
      'Finds the expected number of times the spinner does not land on the colour (trials minus the expected number), so 3/8 of 200 gives 125 instead of 75.',
    howToFix:
      'Read what is asked: the expected number of reds is the probability of red times the number of spins. The spins that are not red are the rest, found only if the question asks for them.',
    subjectId: 523,
    rules: {
      'expected-frequency': (p) => numberAnswer(mul(rat(p.d - p.n, p.d), p.trials)),
    },
  },
  {
    misconceptionId: 5305,
    slug: 'frequency-mean-divides-wrong-way',
    name: 'Divides the total frequency by the total of frequency × value',
    description:
      'Finds both totals of a frequency table but divides them the wrong way round, total frequency ÷ total of f × x, so gets a mean below 1 however large the values.',
    howToFix:
      'The mean shares the total of all the values (the f × x column) between the number of values (the total frequency): Σfx ÷ Σf. Then check it against the table: the mean sits among the values that occur most often.',
    subjectId: 505,
    rules: { 'frequency-mean': (p) => statAnswer(rat(sum(p.freqs), sumFx(p))) },
  },
];
