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
import { add, mul, type Rat, rat, ratFromNumber, sub } from '../rational.ts';

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
  {
    misconceptionId: 5225,
    slug: 'raffle-divides-by-money',
    name: 'Divides by the money raised instead of the tickets sold',
    description:
      'Uses the pounds raised as the number of tickets, so £300 from £2 tickets is taken as 300 tickets instead of 150.',
    howToFix:
      'Each outcome is a ticket, so first work out how many tickets were sold: money raised ÷ price of one ticket. Keep track of units (pounds or tickets) at each step.',
    subjectId: 555,
    rules: {
      'raffle-probability': (p) =>
        p.ask === 'win'
          ? fractionAnswer(p.bought, p.raised)
          : p.raised > p.bought
            ? fractionAnswer(p.raised - p.bought, p.raised)
            : undefined,
    },
  },
  {
    misconceptionId: 5226,
    slug: 'raffle-counts-one-ticket',
    name: 'Counts one ticket however many are bought',
    description: 'Gives 1 ÷ tickets sold, as if the person held one ticket, ignoring how many they bought.',
    howToFix:
      'Each ticket is one outcome, so a person holding 5 tickets has 5 winning outcomes: probability = tickets held ÷ tickets sold.',
    subjectId: 555,
    rules: {
      'raffle-probability': (p) => {
        const sold = ticketsSold(p);
        return fractionAnswer(p.ask === 'win' ? 1 : sold - 1, sold);
      },
    },
  },
  {
    misconceptionId: 5227,
    slug: 'set-union-read-as-intersection',
    name: 'Confuses the union and the intersection of two sets',
    description:
      'Reads A ∪ B as the numbers in both A and B (the intersection), so counts only the overlap of the Venn diagram.',
    howToFix:
      '∪ (union, like a U for "either") collects everything in A or B or both; ∩ (intersection) keeps only what is in both. Shade the Venn diagram for each symbol.',
    subjectId: 551,
    rules: {
      'set-probability': (p) => {
        const { both } = overlap(p);
        return fractionAnswer(p.ask === 'union' ? both : p.universe - both, p.universe);
      },
    },
  },
  {
    misconceptionId: 5228,
    slug: 'set-overlap-counted-twice',
    name: 'Counts the numbers in both sets twice',
    description: 'Finds n(A ∪ B) as n(A) + n(B), so the numbers in both sets are counted twice.',
    howToFix:
      'Put each number in one region of a Venn diagram, the overlap first, then count every number once: n(A ∪ B) = n(A) + n(B) − n(A ∩ B).',
    subjectId: 551,
    rules: {
      'set-probability': (p) => {
        const n = p.a.length + p.b.length;
        return fractionAnswer(p.ask === 'union' ? n : p.universe - n, p.universe);
      },
    },
  },
  {
    misconceptionId: 5229,
    slug: 'set-overlap-left-out',
    name: 'Leaves out the numbers in both sets',
    description:
      'Counts only the numbers in exactly one of A and B, as if a number in both sets did not belong to their union.',
    howToFix:
      'A ∪ B means in A or B or both: the overlap is part of the union. On a Venn diagram, shade both circles completely, including the middle.',
    subjectId: 551,
    rules: {
      'set-probability': (p) => {
        const { both } = overlap(p);
        const n = p.a.length + p.b.length - 2 * both;
        return fractionAnswer(p.ask === 'union' ? n : p.universe - n, p.universe);
      },
    },
  },
  {
    misconceptionId: 5230,
    slug: 'conditional-divides-by-everyone',
    name: 'Divides by everyone instead of by the given group',
    description:
      'For "a student who plays tennis is chosen", divides the number who play both by the whole club, not by the tennis players.',
    howToFix:
      'The condition shrinks the choice: only tennis players can be picked, so they are the denominator. Circle the group the question chooses from.',
    subjectId: 552,
    rules: { 'conditional-probability': (p) => fractionAnswer(p.both, p.total) },
  },
  {
    misconceptionId: 5231,
    slug: 'conditional-wrong-given-group',
    name: 'Divides by the wrong group',
    description:
      'Divides the number in both groups by the size of the other group, finding P(tennis | football) instead of P(football | tennis).',
    howToFix:
      'The words after "a student who…" name the group chosen from; that group’s size goes on the bottom. Read the condition aloud before dividing.',
    subjectId: 552,
    rules: { 'conditional-probability': (p) => fractionAnswer(p.both, p.first) },
  },
  {
    misconceptionId: 5232,
    slug: 'conditional-ignores-condition',
    name: 'Ignores the condition',
    description:
      'Gives the probability for a student chosen from the whole club, ignoring that the student is known to be in one group.',
    howToFix:
      'Knowing which group the student is in changes the probability: count only inside that group, both the total and the ones that match.',
    subjectId: 552,
    rules: { 'conditional-probability': (p) => fractionAnswer(p.first, p.total) },
  },
  {
    misconceptionId: 5233,
    slug: 'without-replacement-treated-as-replaced',
    name: 'Treats taking without replacement as taking with replacement',
    description:
      'Uses the same probability for the second counter as for the first, as if the first counter were put back.',
    howToFix:
      'After one counter is taken there is one fewer in the bag and one fewer of that colour: the second fraction has both numbers one smaller. Draw the tree and write the second branches from the new bag.',
    subjectId: 553,
    rules: {
      'without-replacement': (p) => {
        const a = p.counts[p.target];
        const t = p.counts[0] + p.counts[1];
        return fractionAnswer(a * a, t * t);
      },
    },
  },
  {
    misconceptionId: 5234,
    slug: 'without-replacement-reduces-total-only',
    name: 'Takes one from the total but not from the colour',
    description:
      'Knows the bag has one fewer counter for the second pick but forgets that one of them was the colour just taken.',
    howToFix:
      'Ask what is left in the bag: one fewer counter altogether, and one fewer of the colour taken. Both the top and the bottom of the second fraction go down by one.',
    subjectId: 553,
    rules: {
      'without-replacement': (p) => {
        const a = p.counts[p.target];
        const t = p.counts[0] + p.counts[1];
        return fractionAnswer(a * a, t * (t - 1));
      },
    },
  },
  {
    misconceptionId: 5235,
    slug: 'without-replacement-reduces-colour-only',
    name: 'Takes one from the colour but not from the total',
    description:
      'Takes one off the number of counters of the colour for the second pick but keeps the same total in the bag.',
    howToFix:
      'The counter taken out has left the bag, so the total is one fewer too. Check the second-pick fractions on the tree add up to 1.',
    subjectId: 553,
    rules: {
      'without-replacement': (p) => {
        const a = p.counts[p.target];
        const t = p.counts[0] + p.counts[1];
        return fractionAnswer(a * (a - 1), t * t);
      },
    },
  },
  {
    misconceptionId: 5240,
    slug: 'pairs-counted-without-order-over-ordered-pairs',
    name: 'Counts pairs without order on top but in order underneath',
    description:
      'Counts the pairs of counters of the colour without order, ½a(a − 1), but divides by the ordered pairs t(t − 1), so the answer is half what it should be.',
    howToFix:
      'Count the top and the bottom the same way: either both in order (first, then second) or both without order. A tree diagram counts in order on every branch.',
    subjectId: 553,
    rules: {
      'without-replacement': (p) => {
        const a = p.counts[p.target];
        const t = p.counts[0] + p.counts[1];
        return fractionAnswer(a * (a - 1), 2 * t * (t - 1));
      },
    },
  },
  {
    misconceptionId: 5236,
    slug: 'adds-probabilities-along-branches',
    name: 'Adds the probabilities along a path of a tree',
    description:
      'Adds the first and second probabilities for "both", instead of multiplying along the branches.',
    howToFix:
      'For "this and then that", multiply along the branches: the second event happens in only a fraction of the cases where the first did, so the answer is smaller than either.',
    subjectId: 553,
    rules: {
      'without-replacement': (p) => {
        const a = p.counts[p.target];
        const t = p.counts[0] + p.counts[1];
        return fractionAnswer(a * (t - 1) + (a - 1) * t, t * (t - 1));
      },
    },
  },
  {
    misconceptionId: 5237,
    slug: 'at-least-one-adds',
    name: 'Adds the probabilities for "at least one"',
    description:
      'Adds P(A) and P(B) for "at least one", counting twice the case where both happen (the events can happen together).',
    howToFix:
      'Adding works only when the events cannot both happen. Use 1 − P(neither): P(neither) = (1 − P(A)) × (1 − P(B)) for independent events.',
    subjectId: 554,
    rules: { 'at-least-one': (p) => numberAnswer(add(ratFromNumber(p.pA), ratFromNumber(p.pB))) },
  },
  {
    misconceptionId: 5238,
    slug: 'at-least-one-gives-both',
    name: 'Gives the probability that both happen',
    description:
      'Multiplies P(A) × P(B), which is the probability that both happen, not that at least one does.',
    howToFix:
      '"At least one" includes one without the other: it is everything except "neither". List the outcomes (both, only A, only B, neither) and pick those that count.',
    subjectId: 554,
    rules: { 'at-least-one': (p) => numberAnswer(mul(ratFromNumber(p.pA), ratFromNumber(p.pB))) },
  },
  {
    misconceptionId: 5239,
    slug: 'at-least-one-one-minus-both',
    name: 'Takes the probability that both happen away from 1',
    description:
      'Works out 1 − P(A) × P(B), which is the probability that not both happen, instead of 1 − P(neither).',
    howToFix:
      'The opposite of "at least one" is "neither", not "not both". Multiply the probabilities of each not happening, then take that from 1.',
    subjectId: 554,
    rules: {
      'at-least-one': (p) => numberAnswer(sub(1, mul(ratFromNumber(p.pA), ratFromNumber(p.pB)))),
    },
  },
  {
    misconceptionId: 5242,
    slug: 'histogram-multiplies-by-upper-bound',
    name: 'Multiplies the height by the upper end of the class',
    description:
      'Takes the width of the class 20 < m ≤ 50 to be 50, the number at its right-hand edge, instead of 50 − 20.',
    howToFix:
      'A bar starts where the one before it ends: its width is the difference between the numbers under its two edges. Mark both edges on the axis before multiplying.',
    subjectId: 532,
    rules: {
      'histogram-frequency': (p) => numberAnswer(mul(densityOf(p, p.target), p.bounds[p.target + 1]!)),
    },
  },
  {
    misconceptionId: 5243,
    slug: 'histogram-assumes-equal-widths',
    name: 'Uses the width of the first class for every class',
    description:
      'Multiplies the height by the width of the first bar, as if every class were as wide as it, though the classes have different widths.',
    howToFix:
      'In a histogram the classes can be different widths; read each bar’s own width from the numbers under its edges. That is why the vertical axis is frequency density, not frequency.',
    subjectId: 532,
    rules: {
      'histogram-frequency': (p) => {
        const [first, own] = [p.bounds[1]! - p.bounds[0]!, p.bounds[p.target + 1]! - p.bounds[p.target]!];
        return first === own ? undefined : numberAnswer(mul(densityOf(p, p.target), first));
      },
    },
  },
  {
    misconceptionId: 5244,
    slug: 'box-plot-gives-median',
    name: 'Reads the median line of a box plot as the answer',
    description:
      'Gives the value at the line inside the box, the median, when asked for the interquartile range.',
    howToFix:
      'Name the five parts of a box plot before reading any: lowest value, lower quartile, median, upper quartile, highest value. The interquartile range is the length of the box, not a point on it.',
    subjectId: 533,
    rules: { 'box-plot-iqr': (p) => numberAnswer(p.five[2]) },
  },
  {
    misconceptionId: 5245,
    slug: 'box-plot-half-box',
    name: 'Measures from the median to the upper quartile',
    description:
      'Takes the interquartile range as the distance from the median line to the end of the box, half of the box, instead of the whole box.',
    howToFix:
      'The interquartile range covers the middle half of the data: from the lower quartile (the left end of the box) to the upper quartile (the right end), across the median.',
    subjectId: 533,
    rules: { 'box-plot-iqr': (p) => numberAnswer(p.five[3] - p.five[2]) },
  },
];
