/**
 * Statistics read from a figure (issue 30 point 4): medians, quartiles and the interquartile range
 * read from a cumulative frequency graph, and probabilities read from a Venn diagram of counts.
 */

import { type Answer, numberAnswer } from '../answer.ts';
import { cumulativeFrequencyDiagram } from '../cumulative-frequency-diagram.ts';
import type { KindTable } from '../kind.ts';
import type { Range, RangeTable } from '../range.ts';
import { rat } from '../rational.ts';
import { vennDiagram } from '../venn-diagram.ts';

/** What a cumulative frequency question asks for. */
export type CumulativeAsk = 'median' | 'lower-quartile' | 'upper-quartile' | 'iqr';

/** A Venn diagram's events: P(A), P(A ∩ B), P(A ∪ B), P(A′), and conditional probabilities. */
export type VennAsk = 'A' | 'A-and-B' | 'A-or-B' | 'not-A' | 'A-given-B' | 'B-given-A' | 'C-given-A';

export type StatisticsFigureProblem =
  /**
   * A grouped table (classes bounds[i] < v ≤ bounds[i + 1], frequencies freqs) drawn as a cumulative
   * frequency graph; each frequency divides the class width, so every quartile reads as a whole number.
   */
  | {
      kind: 'cumulative-frequency';
      context: CumulativeContext;
      bounds: number[];
      freqs: number[];
      ask: CumulativeAsk;
    }
  /**
   * A Venn diagram of `sets` sets: `counts` maps each region (the sets it is inside, "A", "AB", "" for
   * outside them all) to how many are in it. One of them is chosen at random.
   */
  | {
      kind: 'venn-probability';
      sets: 2 | 3;
      context: VennContext;
      counts: Record<string, number>;
      ask: VennAsk;
    };

export type CumulativeContext = 'walk' | 'apples' | 'sunflowers' | 'phones';
export type VennContext = 'sport' | 'club' | 'cafe' | 'pets';

const CUMULATIVE_WORDS: Record<CumulativeContext, { who: string; axis: string; of: string }> = {
  walk: {
    who: 'the times, in minutes, that $N$ people took to complete a charity walk',
    axis: 'Time (minutes)',
    of: 'times',
  },
  apples: { who: 'the masses, in grams, of $N$ apples', axis: 'Mass (grams)', of: 'masses' },
  sunflowers: {
    who: 'the heights, in centimetres, of $N$ sunflowers',
    axis: 'Height (cm)',
    of: 'heights',
  },
  phones: {
    who: 'how many minutes $N$ students spent on their phones one evening',
    axis: 'Time (minutes)',
    of: 'times',
  },
};

const ASK_WORDS: Record<CumulativeAsk, string> = {
  median: 'median',
  'lower-quartile': 'lower quartile',
  'upper-quartile': 'upper quartile',
  iqr: 'interquartile range',
};

/** The running totals at each upper class boundary. */
export function cumulativeTotals(freqs: readonly number[]): number[] {
  let total = 0;
  return freqs.map((f) => (total += f));
}

/**
 * The value the graph gives at cumulative frequency `at`: along the straight line through the class
 * that holds it (a class that ends exactly at `at` gives its upper boundary).
 */
export function readAcross(p: { bounds: readonly number[]; freqs: readonly number[] }, at: number): number {
  const totals = [0, ...cumulativeTotals(p.freqs)];
  const i = classHolding(p, at);
  const [low, high] = [p.bounds[i]!, p.bounds[i + 1]!];
  return low + ((high - low) * (at - totals[i]!)) / p.freqs[i]!;
}

/** The index of the class whose running totals reach `at` (the first whose upper total is at least it). */
export function classHolding(p: { freqs: readonly number[] }, at: number): number {
  const totals = cumulativeTotals(p.freqs);
  const i = totals.findIndex((t) => t >= at);
  return i < 0 ? totals.length - 1 : i;
}

/** The number of items, and the cumulative frequencies of the lower quartile, median and upper quartile. */
export function quartilePositions(freqs: readonly number[]): {
  n: number;
  q1: number;
  q2: number;
  q3: number;
} {
  const n = freqs.reduce((s, f) => s + f, 0);
  return { n, q1: n / 4, q2: n / 2, q3: (3 * n) / 4 };
}

/** The position (cumulative frequency) a median or quartile question reads across from. */
export function askedPosition(p: { freqs: readonly number[]; ask: CumulativeAsk }): number {
  const q = quartilePositions(p.freqs);
  return p.ask === 'lower-quartile' ? q.q1 : p.ask === 'upper-quartile' ? q.q3 : q.q2;
}

const VENN_WORDS: Record<VennContext, { group: string; sets: [string, string, string] }> = {
  sport: {
    group: 'students in Year 10',
    sets: ['students who play football', 'students who play tennis', 'students who swim'],
  },
  club: {
    group: 'members of a youth club',
    sets: ['members who like films', 'members who like music', 'members who like sport'],
  },
  cafe: {
    group: 'customers at a café one morning',
    sets: ['customers who bought a drink', 'customers who bought a sandwich', 'customers who bought a cake'],
  },
  pets: {
    group: 'families in a street',
    sets: ['families with a cat', 'families with a dog', 'families with a rabbit'],
  },
};

const EVENT_LATEX: Record<VennAsk, string> = {
  A: 'P(A)',
  'A-and-B': 'P(A \\cap B)',
  'A-or-B': 'P(A \\cup B)',
  'not-A': "P(A')",
  'A-given-B': 'P(A \\mid B)',
  'B-given-A': 'P(B \\mid A)',
  'C-given-A': 'P(C \\mid A)',
};

/** How many are in the regions that pass `inside` (a region is named by the sets it is inside). */
export function countWhere(
  counts: Readonly<Record<string, number>>,
  inside: (region: string) => boolean,
): number {
  return Object.entries(counts).reduce((s, [region, n]) => s + (inside(region) ? n : 0), 0);
}

const has = (set: string) => (region: string) => region.includes(set);
const both = (x: string, y: string) => (region: string) => region.includes(x) && region.includes(y);

/** The event asked as (regions counted on top, regions counted below), for the key. */
export function vennEvent(ask: VennAsk): { top: (r: string) => boolean; bottom: (r: string) => boolean } {
  const everyone = () => true;
  switch (ask) {
    case 'A':
      return { top: has('A'), bottom: everyone };
    case 'A-and-B':
      return { top: both('A', 'B'), bottom: everyone };
    case 'A-or-B':
      return { top: (r) => has('A')(r) || has('B')(r), bottom: everyone };
    case 'not-A':
      return { top: (r) => !has('A')(r), bottom: everyone };
    case 'A-given-B':
      return { top: both('A', 'B'), bottom: has('B') };
    case 'B-given-A':
      return { top: both('A', 'B'), bottom: has('A') };
    case 'C-given-A':
      return { top: both('A', 'C'), bottom: has('A') };
  }
}

/** A probability as a fraction in its simplest form (a whole number when it is 0 or 1). */
export function probabilityAnswer(top: number, bottom: number): Answer | undefined {
  return bottom > 0 && top >= 0 ? numberAnswer(rat(top, bottom), { style: 'fraction' }) : undefined;
}

/** The region names of a Venn diagram of 2 or 3 sets, in the order the text alternative reads them. */
export function vennRegions(sets: 2 | 3): string[] {
  return sets === 2 ? ['A', 'AB', 'B', ''] : ['A', 'B', 'C', 'AB', 'AC', 'BC', 'ABC', ''];
}

/** A region in words for the text alternative: "only in A", "in A and B but not C", "in none of the sets". */
function regionWords(region: string, sets: 2 | 3): string {
  const names = ['A', 'B', 'C'].slice(0, sets);
  if (region === '') return sets === 2 ? 'in neither set' : 'in none of the sets';
  if (region.length === 1) return `only in ${region}`;
  const out = names.filter((n) => !region.includes(n));
  const inside = [...region].join(' and ');
  return out.length ? `in ${inside} but not ${out.join(' or ')}` : `in all three sets`;
}

/** Solvers and renderers for statistics read from a figure. */
export const STATISTICS_FIGURE_KINDS: KindTable<StatisticsFigureProblem> = {
  'cumulative-frequency': {
    solve: (p) => {
      const q = quartilePositions(p.freqs);
      if (p.ask === 'iqr') return numberAnswer(readAcross(p, q.q3) - readAcross(p, q.q1));
      return numberAnswer(readAcross(p, askedPosition(p)));
    },
    render: (p) => {
      const w = CUMULATIVE_WORDS[p.context];
      const { n } = quartilePositions(p.freqs);
      const totals = cumulativeTotals(p.freqs);
      const step = n > 80 ? 20 : 10;
      const top = Math.ceil(n / step) * step;
      const points = totals.map((t, i) => `${t} at ${p.bounds[i + 1]}`).join(', ');
      const alt = `A cumulative frequency graph drawn to scale, with ${w.axis.toLowerCase()} across from ${p.bounds[0]} to ${p.bounds[p.bounds.length - 1]} and cumulative frequency up from 0 to ${top}. Straight lines join the points: cumulative frequency 0 at ${p.bounds[0]}, ${points}.`;
      return {
        stem: `The cumulative frequency graph shows ${w.who.replace('$N$', `$${n}$`)}. Use the graph to estimate the ${ASK_WORDS[p.ask]} of the ${w.of}.`,
        diagram: {
          svg: cumulativeFrequencyDiagram({
            bounds: p.bounds,
            cumulative: totals,
            top,
            step,
            axisLabel: w.axis,
            title: alt,
          }),
          alt,
        },
      };
    },
  },
  'venn-probability': {
    solve: (p) => {
      const e = vennEvent(p.ask);
      return probabilityAnswer(countWhere(p.counts, e.top), countWhere(p.counts, e.bottom))!;
    },
    render: (p) => {
      const w = VENN_WORDS[p.context];
      const total = countWhere(p.counts, () => true);
      const names = ['A', 'B', 'C'].slice(0, p.sets);
      const defined = names.map((n, i) => `$${n}$ is the set of ${w.sets[i]}`);
      const sets = `${defined.slice(0, -1).join(', ')} and ${defined[defined.length - 1]}`;
      const regions = vennRegions(p.sets).map((r) => `${regionWords(r, p.sets)}, ${p.counts[r]}`);
      const alt = `A Venn diagram of the ${total} ${w.group}, with ${p.sets === 2 ? 'two' : 'three'} overlapping circles ${names.join(', ').replace(/, (?=[^,]*$)/, ' and ')} inside a rectangle for ξ. The number in each region: ${regions.join('; ')}.`;
      const chosen = p.ask.includes('given')
        ? `One of them is chosen at random. Work out $${EVENT_LATEX[p.ask]}$.`
        : `One of them is chosen at random. What is $${EVENT_LATEX[p.ask]}$?`;
      return {
        stem: `The Venn diagram shows the $${total}$ ${w.group}, where ${sets}. ${chosen}`,
        diagram: { svg: vennDiagram({ sets: p.sets, counts: p.counts, title: alt }), alt },
      };
    },
  },
};

const probability: Range = { min: 0, max: 1 };

/** A median or quartile lies on the graph's scale; the interquartile range is at most its width. */
export const STATISTICS_FIGURE_RANGES: RangeTable<StatisticsFigureProblem> = {
  'cumulative-frequency': (p) => {
    const [from, to] = [p.bounds[0]!, p.bounds[p.bounds.length - 1]!];
    return p.ask === 'iqr' ? { min: 0, max: to - from, minOpen: true } : { min: from, max: to };
  },
  'venn-probability': () => probability,
};
