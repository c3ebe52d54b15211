/**
 * GCSE Higher statistics and probability misconceptions: grouped data, histograms, quartiles,
 * sampling and estimation, combined means, and probability with sets, conditions and dependent events.
 */

import { type Answer, numberAnswer } from '../answer.ts';
import type { Misconception } from '../misconception.ts';
import {
  densityOf,
  FAIR_CHANCE,
  fractionAnswer,
  midpoints,
  oneDp,
  overlap,
  quartilesOf,
  ticketsSold,
  weightedMean,
} from '../problems/higher-statistics.ts';
import { mul, type Rat, rat, ratFromNumber, sub } from '../rational.ts';

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

/** A count a student would give: only when it is a whole number. */
function wholeCount(n: number, d: number): Answer | undefined {
  return d > 0 && n % d === 0 ? numberAnswer(n / d) : undefined;
}

/** A number of parcels: only a whole number is an answer a student would give (0.4 parcels is ruled out by sense). */
function wholeParcels(x: Rat): Answer | undefined {
  return x.d === 1 && x.n > 0 ? numberAnswer(x) : undefined;
}

/** GCSE Higher statistics misconceptions with their rules. */
export const HIGHER_STATISTICS_MISCONCEPTIONS: readonly Misconception[] = [
  {
    misconceptionId: 5201,
    slug: 'grouped-mean-uses-upper-bounds',
    name: 'Uses the upper end of each class instead of its midpoint',
    description:
      'Estimates the mean from a grouped table by multiplying each frequency by the top of its class, so the estimate is too large by half a class width.',
    howToFix:
      'We do not know where in the class each value lies, so we assume the middle: add the class ends and halve. Check the estimate sits near the middle of the busiest classes.',
    subjectId: 531,
    rules: {
      'grouped-mean': (p) =>
        oneDp(
          weightedMean(
            p.bounds.slice(1).map((b) => rat(b)),
            p.freqs,
          ),
        ),
    },
  },
  {
    misconceptionId: 5202,
    slug: 'grouped-mean-uses-lower-bounds',
    name: 'Uses the lower end of each class instead of its midpoint',
    description:
      'Estimates the mean from a grouped table by multiplying each frequency by the bottom of its class, so the estimate is too small by half a class width.',
    howToFix:
      'A class such as 10 < t ≤ 20 holds values all the way up to 20; the midpoint, 15, stands for them all. Write a midpoint column before multiplying.',
    subjectId: 531,
    rules: {
      'grouped-mean': (p) =>
        oneDp(
          weightedMean(
            p.bounds.slice(0, -1).map((b) => rat(b)),
            p.freqs,
          ),
        ),
    },
  },
  {
    misconceptionId: 5203,
    slug: 'grouped-mean-ignores-frequencies',
    name: 'Finds the mean of the midpoints, ignoring the frequencies',
    description:
      'Adds the class midpoints and divides by the number of classes, as if each class held one value, instead of weighting each midpoint by its frequency.',
    howToFix:
      'A class with frequency 12 holds twelve values, so its midpoint counts twelve times: multiply each midpoint by its frequency, then divide by the total frequency.',
    subjectId: 531,
    rules: {
      'grouped-mean': (p) =>
        oneDp(
          weightedMean(
            midpoints(p.bounds),
            p.freqs.map(() => 1),
          ),
        ),
    },
  },
  {
    misconceptionId: 5204,
    slug: 'frequency-density-is-frequency',
    name: 'Takes the frequency density to be the frequency',
    description:
      'Draws (or reads) the height of a histogram bar as the frequency of the class, as on a bar chart, ignoring the class width.',
    howToFix:
      'In a histogram the area of a bar shows the frequency, so height = frequency ÷ class width. Wide classes would look too big if their bars were as tall as their frequencies.',
    subjectId: 532,
    rules: {
      'frequency-density': (p) => numberAnswer(p.freq),
      // Reading a histogram, the same belief gives the bar's height as the number of parcels.
      'histogram-frequency': (p) => wholeParcels(densityOf(p, p.target)),
    },
  },
  {
    misconceptionId: 5205,
    slug: 'frequency-density-multiplies-by-width',
    name: 'Multiplies the frequency by the class width',
    description:
      'Knows the class width matters but multiplies by it instead of dividing, confusing frequency density with the area of the bar.',
    howToFix:
      'Frequency = frequency density × class width (the area), so frequency density = frequency ÷ class width. Say it with units: parcels per kilogram.',
    subjectId: 532,
    rules: { 'frequency-density': (p) => numberAnswer(p.freq * (p.upper - p.lower)) },
  },
  {
    misconceptionId: 5206,
    slug: 'frequency-density-inverted',
    name: 'Divides the class width by the frequency',
    description: 'Divides the right two numbers the wrong way round: class width ÷ frequency.',
    howToFix:
      'Density is "how many per unit": frequency per kilogram, so the frequency goes on top. A class with more parcels must get a taller bar.',
    subjectId: 532,
    rules: { 'frequency-density': (p) => numberAnswer(rat(p.upper - p.lower, p.freq)) },
  },
  {
    misconceptionId: 5207,
    slug: 'frequency-density-divides-by-upper-bound',
    name: 'Divides by the upper end of the class instead of its width',
    description:
      'Uses the top of the class (50 for 20 < m ≤ 50) as the class width, instead of the difference between its ends.',
    howToFix:
      'The class width is how far the class stretches: upper end − lower end (50 − 20 = 30). Sketch the class on a number line to see its length.',
    subjectId: 532,
    rules: { 'frequency-density': (p) => numberAnswer(rat(p.freq, p.upper)) },
  },
  {
    misconceptionId: 5208,
    slug: 'iqr-gives-range',
    name: 'Gives the range instead of the interquartile range',
    description:
      'Subtracts the smallest value from the largest, finding the range rather than the spread of the middle half of the data.',
    howToFix:
      'The interquartile range ignores the top and bottom quarters: find the lower quartile and the upper quartile, then subtract. It is never more than the range.',
    subjectId: 533,
    rules: {
      'interquartile-range': (p) => numberAnswer(Math.max(...p.data) - Math.min(...p.data)),
      'box-plot-iqr': (p) => numberAnswer(p.five[4] - p.five[0]),
    },
  },
  {
    misconceptionId: 5209,
    slug: 'quartiles-from-unordered-data',
    name: 'Reads the quartiles from the data without ordering it',
    description:
      'Counts to the quartile positions in the list as it is written, without first putting the values in order of size.',
    howToFix:
      'Quartiles, like the median, are positions in the ordered list: write the values from smallest to largest first, then count along.',
    subjectId: 533,
    rules: {
      'interquartile-range': (p) => {
        const [q1, q3] = quartilesOf(p.data);
        return q3 > q1 ? numberAnswer(q3 - q1) : undefined;
      },
    },
  },
  {
    misconceptionId: 5210,
    slug: 'iqr-gives-upper-quartile',
    name: 'Gives the upper quartile as the interquartile range',
    description: 'Finds the upper quartile correctly and stops, without subtracting the lower quartile.',
    howToFix:
      'A range is always a difference: the interquartile range is upper quartile − lower quartile. Mark both quartiles on the ordered list before subtracting.',
    subjectId: 533,
    rules: {
      'interquartile-range': (p) => numberAnswer(quartilesOf([...p.data].sort((x, y) => x - y))[1]),
      'box-plot-iqr': (p) => numberAnswer(p.five[3]),
    },
  },
  {
    misconceptionId: 5211,
    slug: 'iqr-subtracts-positions',
    name: 'Subtracts the quartile positions instead of the quartile values',
    description:
      'Works out where the quartiles are, the ¼(n + 1)th and ¾(n + 1)th values, and gives the difference between those positions.',
    howToFix:
      '¼(n + 1) tells you where to look, not what you find: count along the ordered list to that position and read the value there.',
    subjectId: 533,
    rules: { 'interquartile-range': (p) => numberAnswer((p.data.length + 1) / 2) },
  },
  {
    misconceptionId: 5212,
    slug: 'capture-recapture-forgets-to-divide',
    name: 'Multiplies the two sample sizes and stops',
    description:
      'Multiplies the number first marked by the size of the second sample but does not divide by the number found marked in it.',
    howToFix:
      'The marked fraction of the second sample estimates the marked fraction of the population: marked ÷ population = found ÷ second sample. Solve that for the population.',
    subjectId: 542,
    rules: { 'capture-recapture': (p) => numberAnswer(p.first * p.second) },
  },
  {
    misconceptionId: 5213,
    slug: 'capture-recapture-adds-samples',
    name: 'Adds the two samples to estimate the population',
    description: 'Adds the number caught the first time to the number caught the second time.',
    howToFix:
      'The two catches overlap and leave many animals uncaught; use the proportion that are marked in the second catch to scale up to the whole population.',
    subjectId: 542,
    rules: { 'capture-recapture': (p) => numberAnswer(p.first + p.second) },
  },
  {
    misconceptionId: 5214,
    slug: 'capture-recapture-counts-animals-seen',
    name: 'Counts the different animals caught instead of estimating',
    description:
      'Adds the two catches and takes away the marked ones caught twice, giving how many different animals were seen, not how many live there.',
    howToFix:
      'That count is only the animals that happened to be caught. If 8 of 50 in the second catch were marked, the 40 marked animals are about 8/50 of everyone: scale up.',
    subjectId: 542,
    rules: { 'capture-recapture': (p) => numberAnswer(p.first + p.second - p.marked) },
  },
  {
    misconceptionId: 5215,
    slug: 'capture-recapture-unmarked-only',
    name: 'Estimates only the unmarked animals',
    description:
      'Scales up the unmarked animals in the second catch (second − marked) by first ÷ marked, which estimates the animals that were never marked and leaves out the marked ones.',
    howToFix:
      'Compare the marked animals with the whole second catch, not with the unmarked ones: population ≈ first × second ÷ marked.',
    subjectId: 542,
    rules: { 'capture-recapture': (p) => wholeCount(p.first * (p.second - p.marked), p.marked) },
  },
  {
    misconceptionId: 5350,
    slug: 'capture-recapture-adds-marked-again',
    name: 'Adds the marked animals on to the estimate',
    description:
      'Works out first × second ÷ marked, then adds the animals marked the first time, believing the scaled-up number counts only the animals not yet marked, so the marked ones are counted twice.',
    howToFix:
      'The scaled-up number is the whole population, marked animals included: if 8 of 50 in the second catch were marked, the 40 marked animals are 8/50 of everyone, so 40 × 50 ÷ 8 = 250 already contains the 40. Check it: 40 out of 250 is 8 out of 50.',
    subjectId: 542,
    rules: { 'capture-recapture': (p) => wholeCount(p.first * (p.second + p.marked), p.marked) },
  },
  {
    misconceptionId: 5216,
    slug: 'stratified-equal-shares',
    name: 'Shares a stratified sample equally between the groups',
    description:
      'Divides the sample size by the number of groups, giving every group the same number whatever its size.',
    howToFix:
      'Stratified means in proportion: a group with twice as many people gets twice as many places. Work out the group’s fraction of the whole, then take that fraction of the sample.',
    subjectId: 541,
    rules: { 'stratified-sample': (p) => wholeCount(p.sample, p.sizes.length) },
  },
  {
    misconceptionId: 5217,
    slug: 'compares-part-with-the-rest',
    name: 'Compares a part with the rest instead of with the whole',
    description:
      'Writes a part-to-part fraction (those in the group ÷ those not in it) where the part-to-whole fraction is needed: 300 ÷ 450 instead of 300 ÷ 750.',
    howToFix:
      'A fraction of something is part ÷ whole: the whole includes the part itself. Check that the fractions for all the groups add up to 1.',
    subjectId: 541,
    rules: {
      'stratified-sample': (p) => {
        const g = p.sizes[p.target]!;
        return wholeCount(p.sample * g, sum(p.sizes) - g);
      },
      'relative-frequency-estimate': (p) => wholeCount(p.hits * p.future, p.trials - p.hits),
      'raffle-probability': (p) =>
        p.ask === 'win' ? fractionAnswer(p.bought, ticketsSold(p) - p.bought) : undefined,
    },
  },
  {
    misconceptionId: 5218,
    slug: 'stratified-gives-the-rest',
    name: 'Gives the number from the other groups in the sample',
    description:
      'Works out the group’s share of the sample correctly but then gives the number of places left for everyone else.',
    howToFix:
      'Re-read the question to see which group it asks about, and check the answer against that group’s size: a big group should get a big share.',
    subjectId: 541,
    rules: {
      'stratified-sample': (p) => wholeCount(p.sample * (sum(p.sizes) - p.sizes[p.target]!), sum(p.sizes)),
    },
  },
  {
    misconceptionId: 5219,
    slug: 'relative-frequency-uses-fair-chance',
    name: 'Uses the probability for a fair object instead of the results',
    description:
      'Ignores the experiment and uses the chance a fair coin, dice or spinner would give (½, ⅙, ¼), though the object is biased.',
    howToFix:
      'For a biased object the only evidence is the experiment: relative frequency = times it happened ÷ trials. Use that as the probability for the estimate.',
    subjectId: 543,
    rules: {
      'relative-frequency-estimate': (p) => numberAnswer(mul(FAIR_CHANCE[p.object], p.future)),
    },
  },
  {
    misconceptionId: 5220,
    slug: 'relative-frequency-adds-extra-trials',
    name: 'Adds the extra trials instead of scaling up',
    description:
      'Adds the difference in the number of trials to the number of successes (36 in 80, so 36 + 420 in 500), an additive rather than a multiplicative step.',
    howToFix:
      'Only some of the extra trials are successes: multiply the relative frequency by the new number of trials. A ratio table (80 → 500, 36 → ?) shows the scale factor.',
    subjectId: 543,
    rules: {
      'relative-frequency-estimate': (p) => numberAnswer(p.hits + p.future - p.trials),
    },
  },
  {
    misconceptionId: 5221,
    slug: 'answers-the-complementary-event',
    name: 'Finds the probability of the opposite event',
    description:
      'Works with the right numbers but answers for the event that did not happen: losing instead of winning, neither instead of at least one, outside a set instead of inside it.',
    howToFix:
      'Before calculating, say in words which outcomes count as success, and underline them in the question. Then check: is the answer for that event, or for everything else?',
    subjectId: 55,
    rules: {
      'relative-frequency-estimate': (p) => wholeCount((p.trials - p.hits) * p.future, p.trials),
      'raffle-probability': (p) => {
        const sold = ticketsSold(p);
        return fractionAnswer(p.ask === 'win' ? sold - p.bought : p.bought, sold);
      },
      'set-probability': (p) => {
        const { either } = overlap(p);
        return fractionAnswer(p.ask === 'union' ? p.universe - either : either, p.universe);
      },
      'at-least-one': (p) => numberAnswer(mul(sub(1, ratFromNumber(p.pA)), sub(1, ratFromNumber(p.pB)))),
    },
  },
  {
    misconceptionId: 5222,
    slug: 'combined-mean-as-mean-of-means',
    name: 'Treats the overall mean as the mean of the two group means',
    description:
      'Assumes the overall mean lies halfway between the two groups’ means, ignoring that the groups are different sizes.',
    howToFix:
      'A bigger group pulls the overall mean towards its own mean. Work with totals: overall total = mean × number, then subtract the known group’s total.',
    subjectId: 534,
    rules: { 'combined-mean-missing': (p) => oneDp(rat(2 * p.overall - p.mean)) },
  },
  {
    misconceptionId: 5223,
    slug: 'combined-mean-divides-by-everyone',
    name: "Divides the missing group's total by everyone",
    description:
      'Finds the second group’s total correctly but divides it by the number of students in both groups instead of in that group.',
    howToFix:
      'A mean shares a total among the people who made it: the second class’s marks are shared among the second class only. Count who the total belongs to.',
    subjectId: 534,
    rules: {
      'combined-mean-missing': (p) => oneDp(rat(p.total * p.overall - p.size * p.mean, p.total)),
    },
  },
  {
    misconceptionId: 5224,
    slug: 'combined-mean-same-in-every-group',
    name: 'Thinks each group has the overall mean',
    description: 'Gives the mean of both groups together as the mean of the second group.',
    howToFix:
      'If the first class scored below the overall mean, the second must have scored above it to balance: compare the known mean with the overall mean before calculating.',
    subjectId: 534,
    rules: { 'combined-mean-missing': (p) => numberAnswer(p.overall) },
  },
];
