/**
 * GCSE Higher statistics misconceptions about probability: in context, with set notation, conditional,
 * dependent events, at least one of two; and the later additions to histograms and quartiles (split
 * from `higher-statistics.ts`, whose helpers they share).
 */

import { numberAnswer } from '../answer.ts';
import type { Misconception } from '../misconception.ts';
import { densityOf, fractionAnswer, overlap, ticketsSold } from '../problems/higher-statistics.ts';
import { add, mul, ratFromNumber, sub } from '../rational.ts';

/** Probability misconceptions of GCSE Higher statistics, with their rules. */
export const HIGHER_STATISTICS_PROBABILITY_MISCONCEPTIONS: readonly Misconception[] = [
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
