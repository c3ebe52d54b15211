/**
 * Misconceptions about reading a cumulative frequency graph and a Venn diagram of counts (issue 30
 * point 4), and the rules that beliefs already named give for these figures.
 */

import { numberAnswer } from '../answer.ts';
import type { Misconception, MisconceptionExtension } from '../misconception.ts';
import {
  classHolding,
  countWhere,
  probabilityAnswer,
  quartilePositions,
  readAcross,
  type StatisticsFigureProblem,
  type VennAsk,
  vennEvent,
} from '../problems/statistics-figures.ts';

type P<K extends StatisticsFigureProblem['kind']> = Extract<StatisticsFigureProblem, { kind: K }>;
type Cumulative = P<'cumulative-frequency'>;
type Venn = P<'venn-probability'>;

/** The three readings of a cumulative frequency graph. */
function readings(p: Cumulative) {
  const q = quartilePositions(p.freqs);
  return { ...q, lq: readAcross(p, q.q1), median: readAcross(p, q.q2), uq: readAcross(p, q.q3) };
}

/** The answer the question wants, read from the graph. */
function keyOf(p: Cumulative): number {
  const r = readings(p);
  return { median: r.median, 'lower-quartile': r.lq, 'upper-quartile': r.uq, iqr: r.uq - r.lq }[p.ask];
}

/**
 * A reading a student could tell apart from the key on the graph: at least a small grid square (a
 * fifth of a class) away. A belief that lands closer is not offered, since the graph cannot show it wrong.
 */
function readable(p: Cumulative, value: number) {
  const square = (p.bounds[1]! - p.bounds[0]!) / 5;
  return Math.abs(value - keyOf(p)) >= square ? numberAnswer(value) : undefined;
}

/** The position a median or quartile is read across from. */
const position = (p: Cumulative) => {
  const q = quartilePositions(p.freqs);
  return { median: q.q2, 'lower-quartile': q.q1, 'upper-quartile': q.q3, iqr: undefined }[p.ask];
};

const scaleEnds = (p: Cumulative) => [p.bounds[0]!, p.bounds[p.bounds.length - 1]!] as const;

/** The total, and the counts of A, B, C and the overlaps, of a Venn diagram. */
function tally(p: Venn) {
  const n = (test: (r: string) => boolean) => countWhere(p.counts, test);
  const has = (s: string) => (r: string) => r.includes(s);
  return {
    total: n(() => true),
    a: n(has('A')),
    b: n(has('B')),
    c: n(has('C')),
    ab: n((r) => r.includes('A') && r.includes('B')),
    ac: n((r) => r.includes('A') && r.includes('C')),
    outside: p.counts[''] ?? 0,
  };
}

const given = (ask: VennAsk) => ask.includes('given');

export const STATISTICS_FIGURE_MISCONCEPTIONS: readonly Misconception[] = [
  {
    misconceptionId: 5261,
    slug: 'cumulative-gives-position',
    name: 'Gives the cumulative frequency instead of the value read from it',
    description:
      'Works out where the median or quartile is, n ÷ 2 or n ÷ 4, and gives that number rather than reading across to the curve and down to the scale.',
    howToFix:
      'n ÷ 2 tells you how far up the cumulative frequency axis to start. Draw across to the curve, then down: the answer is read from the bottom scale, in its units.',
    subjectId: 533,
    rules: {
      'cumulative-frequency': (p) => {
        const at = position(p);
        return at === undefined ? undefined : readable(p, at);
      },
    },
  },
  {
    misconceptionId: 5262,
    slug: 'cumulative-reads-next-plotted-point',
    name: 'Reads off the next plotted point, not the line',
    description:
      'Goes to the first plotted point at or above the position and gives its upper class boundary, instead of reading where the line crosses.',
    howToFix:
      'Between plotted points the line shows how the values build up. Draw the horizontal line from the position to the curve and read down from where they meet, not from a corner.',
    subjectId: 533,
    rules: {
      'cumulative-frequency': (p) => {
        const upper = (at: number) => p.bounds[classHolding(p, at) + 1]!;
        const q = quartilePositions(p.freqs);
        const at = position(p);
        return readable(p, at === undefined ? upper(q.q3) - upper(q.q1) : upper(at));
      },
    },
  },
  {
    misconceptionId: 5263,
    slug: 'cumulative-gives-start-of-class',
    name: 'Gives the start of the class the median or quartile is in',
    description:
      'Finds which class holds the median or quartile and gives that class’s lower boundary, as if every value in it sat at its start.',
    howToFix:
      'The graph estimates where inside the class the value is. Read across from the position to the line and down to the scale, which usually lands part of the way through the class.',
    subjectId: 533,
    rules: {
      'cumulative-frequency': (p) => {
        const at = position(p);
        return at === undefined ? undefined : readable(p, p.bounds[classHolding(p, at)]!);
      },
    },
  },
  {
    misconceptionId: 5264,
    slug: 'cumulative-reads-fraction-of-scale',
    name: 'Takes the median halfway along the scale (a quartile a quarter along)',
    description:
      'Ignores the curve and gives the value halfway along the horizontal axis for the median, or a quarter or three quarters along for the quartiles.',
    howToFix:
      'Half of the data, not half of the axis: start at half the total on the cumulative frequency axis, go across to the curve, then down.',
    subjectId: 533,
    rules: {
      'cumulative-frequency': (p) => {
        const [from, to] = scaleEnds(p);
        const part = { median: 2, 'lower-quartile': 1, 'upper-quartile': 3, iqr: 2 }[p.ask];
        return readable(p, (p.ask === 'iqr' ? 0 : from) + ((to - from) * part) / 4);
      },
    },
  },
  {
    misconceptionId: 5265,
    slug: 'cumulative-quartiles-swapped',
    name: 'Mixes up the lower and upper quartiles',
    description: 'Reads across from 3n ÷ 4 for the lower quartile, or from n ÷ 4 for the upper quartile.',
    howToFix:
      'The lower quartile is the lower value: a quarter of the data is below it, so start a quarter of the way up. The upper quartile starts three quarters of the way up.',
    subjectId: 533,
    rules: {
      'cumulative-frequency': (p) => {
        const r = readings(p);
        if (p.ask === 'lower-quartile') return readable(p, r.uq);
        return p.ask === 'upper-quartile' ? readable(p, r.lq) : undefined;
      },
    },
  },
  {
    misconceptionId: 5266,
    slug: 'cumulative-quartile-gives-median',
    name: 'Gives the median when a quartile is asked',
    description: 'Reads across from half the total, as for the median, whichever quartile is asked.',
    howToFix:
      'Quartiles split the data into quarters: start n ÷ 4 up for the lower quartile and 3n ÷ 4 up for the upper one. Half way up is the median.',
    subjectId: 533,
    rules: {
      'cumulative-frequency': (p) =>
        p.ask === 'lower-quartile' || p.ask === 'upper-quartile'
          ? readable(p, readings(p).median)
          : undefined,
    },
  },
  {
    misconceptionId: 5267,
    slug: 'cumulative-median-from-modal-class',
    name: 'Gives the middle of the class with the most values as the median',
    description:
      'Confuses the median with the mode: finds the class with the highest frequency (the steepest part of the graph) and gives its midpoint.',
    howToFix:
      'The modal class has the most values; the median is the middle value. For the median read across from half the total, not from the steepest part of the curve.',
    subjectId: 533,
    rules: {
      'cumulative-frequency': (p) => {
        if (p.ask !== 'median') return undefined;
        const most = Math.max(...p.freqs);
        if (p.freqs.filter((f) => f === most).length !== 1) return undefined;
        const i = p.freqs.indexOf(most);
        return readable(p, (p.bounds[i]! + p.bounds[i + 1]!) / 2);
      },
    },
  },
  {
    misconceptionId: 5268,
    slug: 'cumulative-iqr-subtracts-positions',
    name: 'Subtracts the quartile positions, not the quartiles',
    description:
      'Works out 3n ÷ 4 − n ÷ 4 on the cumulative frequency axis and gives that, without reading either quartile from the graph.',
    howToFix:
      'n ÷ 4 and 3n ÷ 4 only say where to start reading. Read both quartiles from the bottom scale first, then subtract: upper quartile − lower quartile.',
    subjectId: 533,
    rules: {
      'cumulative-frequency': (p) => {
        const q = quartilePositions(p.freqs);
        return p.ask === 'iqr' ? readable(p, q.q3 - q.q1) : undefined;
      },
    },
  },
  {
    misconceptionId: 5271,
    slug: 'cumulative-iqr-from-median',
    name: 'Reads the interquartile range from the median to the upper quartile',
    description:
      'Reads the median and the upper quartile from the graph and subtracts them, measuring only the upper half of the middle of the data.',
    howToFix:
      'The interquartile range runs from the lower quartile to the upper quartile, across the median. Read across from n ÷ 4 as well as 3n ÷ 4, and subtract those two.',
    subjectId: 533,
    rules: {
      'cumulative-frequency': (p) => {
        const r = readings(p);
        return p.ask === 'iqr' ? readable(p, r.uq - r.median) : undefined;
      },
    },
  },
  {
    misconceptionId: 5272,
    slug: 'venn-total-leaves-out-outside',
    name: 'Leaves the region outside the circles out of the total',
    description:
      'Adds up only the numbers inside the circles for the total, forgetting those in ξ that are in none of the sets.',
    howToFix:
      'The total is everyone in the rectangle ξ, including the number outside every circle. Add all the regions, outside included, before dividing.',
    subjectId: 551,
    rules: {
      'venn-probability': (p) => {
        // Asked only of the overlap: for a union it would give 1, for A′ a region outside the total.
        if (p.ask !== 'A-and-B') return undefined;
        const t = tally(p);
        return probabilityAnswer(t.ab, t.total - t.outside);
      },
    },
  },
  {
    misconceptionId: 5273,
    slug: 'venn-multiplies-for-and',
    name: 'Multiplies P(A) by P(B) for P(A ∩ B) from a Venn diagram',
    description:
      'Uses the rule for independent events, P(A) × P(B), instead of reading the overlap of the two circles.',
    howToFix:
      'P(A) × P(B) only works when A and B are independent, and nothing says they are. The Venn diagram gives the overlap directly: the number in both over the total.',
    subjectId: 551,
    rules: {
      'venn-probability': (p) => {
        if (p.ask !== 'A-and-B') return undefined;
        const t = tally(p);
        return probabilityAnswer(t.a * t.b, t.total * t.total);
      },
    },
  },
  {
    misconceptionId: 5274,
    slug: 'venn-and-divides-by-one-set',
    name: 'Divides the overlap by one set instead of by everyone',
    description:
      'For P(A ∩ B) divides the number in both A and B by the number in A, finding P(B | A) rather than P(A ∩ B).',
    howToFix:
      'P(A ∩ B) chooses from everyone in ξ, so the total goes on the bottom. Dividing by n(A) is for "given A", when only those in A can be chosen.',
    subjectId: 551,
    rules: {
      'venn-probability': (p) => {
        const t = tally(p);
        return p.ask === 'A-and-B' ? probabilityAnswer(t.ab, t.a) : undefined;
      },
    },
  },
  {
    misconceptionId: 5275,
    slug: 'venn-complement-only-outside',
    name: 'Counts only the region outside all the circles for A′',
    description: 'Reads A′ (not A) as outside every circle, leaving out the part of B that is not in A.',
    howToFix:
      'A′ is everything not in circle A, including the part of B outside A. Shade all of ξ except circle A, then add every number in the shading.',
    subjectId: 551,
    rules: {
      'venn-probability': (p) =>
        p.ask === 'not-A' ? probabilityAnswer(tally(p).outside, tally(p).total) : undefined,
    },
  },
  {
    misconceptionId: 5276,
    slug: 'venn-complement-only-other-set',
    name: 'Counts only the other set for A′',
    description:
      'Takes A′ to be "only B", the part of the other circle outside A, leaving out the region outside both.',
    howToFix:
      'A′ means not in A: the part of B outside A and the region outside both circles. Shade everything outside circle A and add all the numbers there.',
    subjectId: 551,
    rules: {
      'venn-probability': (p) =>
        p.ask === 'not-A' && p.sets === 2 ? probabilityAnswer(p.counts.B ?? 0, tally(p).total) : undefined,
    },
  },
  {
    misconceptionId: 5277,
    slug: 'venn-complement-sign-ignored',
    name: 'Ignores the dash in A′',
    description: 'Gives P(A) for P(A′), reading the prime as part of the name rather than "not".',
    howToFix:
      'The dash means "not": A′ is everything outside circle A. P(A′) = 1 − P(A), so the two always add to 1.',
    subjectId: 551,
    rules: {
      'venn-probability': (p) =>
        p.ask === 'not-A' ? probabilityAnswer(tally(p).a, tally(p).total) : undefined,
    },
  },
  {
    misconceptionId: 5278,
    slug: 'venn-odds-for-probability',
    name: 'Writes the number not in A on the bottom (odds, not a probability)',
    description:
      'Compares the number outside A with the number in A, n(A′) : n(A), and writes it as a fraction instead of dividing by the total.',
    howToFix:
      'A probability divides by everyone who could be chosen, so the bottom is the total of all regions. Check: P(A) + P(A′) must make 1.',
    subjectId: 551,
    rules: {
      'venn-probability': (p) => {
        const t = tally(p);
        return p.ask === 'not-A' ? probabilityAnswer(t.total - t.a, t.a) : undefined;
      },
    },
  },
  {
    misconceptionId: 5279,
    slug: 'venn-overlap-misses-centre',
    name: 'Leaves out the centre region when counting an overlap of three sets',
    description:
      'Counts only the region in A and B but not C for A ∩ B, forgetting that the middle region, in all three, is in both A and B too.',
    howToFix:
      'A ∩ B is the whole lens where circles A and B overlap, and circle C cuts it in two. Shade circle A, then circle B: add every region shaded twice, the centre included.',
    subjectId: 551,
    rules: {
      'venn-probability': (p) => {
        if (p.sets !== 3) return undefined;
        const t = tally(p);
        if (p.ask === 'A-and-B') return probabilityAnswer(p.counts.AB ?? 0, t.total);
        return p.ask === 'C-given-A' ? probabilityAnswer(p.counts.AC ?? 0, t.a) : undefined;
      },
    },
  },
  {
    misconceptionId: 5280,
    slug: 'venn-given-divides-by-one-region',
    name: 'Divides by the part of the given set outside the other, not the whole set',
    description:
      'For P(A | B) puts only the "B but not A" region on the bottom, leaving the overlap out of B.',
    howToFix:
      'Given B, the choice is from the whole of circle B, the overlap included. Add every region inside circle B for the bottom of the fraction.',
    subjectId: 552,
    rules: {
      'venn-probability': (p) => {
        const t = tally(p);
        if (p.ask === 'A-given-B') return probabilityAnswer(t.ab, t.b - t.ab);
        return p.ask === 'B-given-A' ? probabilityAnswer(t.ab, t.a - t.ab) : undefined;
      },
    },
  },
];

/**
 * Beliefs already named for the interquartile range (5208, 5210) on a cumulative frequency graph, and the set
 * and conditional-probability beliefs (5227–5232) on a Venn diagram of counts.
 */
export const STATISTICS_FIGURE_EXTENSIONS: readonly MisconceptionExtension[] = [
  {
    // The range of the scale, the spread of all the data, for the interquartile range.
    misconceptionId: 5208,
    rules: {
      'cumulative-frequency': (p) => {
        const [from, to] = scaleEnds(p);
        return p.ask === 'iqr' ? readable(p, to - from) : undefined;
      },
    },
  },
  {
    // The upper quartile read, and the lower one never taken away.
    misconceptionId: 5210,
    rules: { 'cumulative-frequency': (p) => (p.ask === 'iqr' ? readable(p, readings(p).uq) : undefined) },
  },
  {
    // Union and intersection swapped.
    misconceptionId: 5227,
    rules: {
      'venn-probability': (p) => {
        const t = tally(p);
        if (p.ask === 'A-and-B') return probabilityAnswer(t.a + t.b - t.ab, t.total);
        return p.ask === 'A-or-B' ? probabilityAnswer(t.ab, t.total) : undefined;
      },
    },
  },
  {
    // The overlap counted twice: n(A) + n(B).
    misconceptionId: 5228,
    rules: {
      'venn-probability': (p) => {
        const t = tally(p);
        return p.ask === 'A-or-B' ? probabilityAnswer(t.a + t.b, t.total) : undefined;
      },
    },
  },
  {
    // The overlap left out of the union.
    misconceptionId: 5229,
    rules: {
      'venn-probability': (p) => {
        const t = tally(p);
        return p.ask === 'A-or-B' ? probabilityAnswer(t.a + t.b - 2 * t.ab, t.total) : undefined;
      },
    },
  },
  {
    // Divides by everyone, not the given set.
    misconceptionId: 5230,
    rules: {
      'venn-probability': (p) => {
        if (!given(p.ask)) return undefined;
        return probabilityAnswer(countWhere(p.counts, vennEvent(p.ask).top), tally(p).total);
      },
    },
  },
  {
    // Divides by the other set.
    misconceptionId: 5231,
    rules: {
      'venn-probability': (p) => {
        const t = tally(p);
        if (p.ask === 'A-given-B') return probabilityAnswer(t.ab, t.a);
        if (p.ask === 'B-given-A') return probabilityAnswer(t.ab, t.b);
        return p.ask === 'C-given-A' ? probabilityAnswer(t.ac, t.c) : undefined;
      },
    },
  },
  {
    // Ignores the condition: P(A) for P(A | B).
    misconceptionId: 5232,
    rules: {
      'venn-probability': (p) => {
        const t = tally(p);
        if (p.ask === 'A-given-B') return probabilityAnswer(t.a, t.total);
        if (p.ask === 'B-given-A') return probabilityAnswer(t.b, t.total);
        return p.ask === 'C-given-A' ? probabilityAnswer(t.c, t.total) : undefined;
      },
    },
  },
];
