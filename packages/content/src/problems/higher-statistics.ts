/**
 * GCSE Higher statistics and probability problem kinds: grouped data (estimated mean, frequency
 * density, interquartile range), sampling (stratified samples, capture–recapture, relative
 * frequency), means of combined groups, and probability with sets, conditions, dependent events
 * and "at least one".
 */

import { type Answer, numberAnswer } from '../answer.ts';
import { boxPlotDiagram } from '../box-plot-diagram.ts';
import { tableDiagram } from '../diagrams-charts.ts';
import { histogramDiagram } from '../histogram-diagram.ts';
import type { KindTable } from '../kind.ts';
import { latexDecimal } from '../latex.ts';
import type { Range, RangeTable } from '../range.ts';
import { add, div, mul, type Rat, rat, ratFromNumber, roundTo, sub } from '../rational.ts';

/** Every GCSE Higher statistics problem, as stored with its question. */
export type HigherStatisticsProblem =
  /** A grouped frequency table of times: classes bounds[i] < t ≤ bounds[i + 1] with their frequencies. */
  | { kind: 'grouped-mean'; bounds: number[]; freqs: number[] }
  /** The frequency density of the class lower < m ≤ upper (masses in kg) holding `freq` parcels. */
  | { kind: 'frequency-density'; lower: number; upper: number; freq: number }
  /** The interquartile range of a list of n values, n + 1 a multiple of 4. */
  | { kind: 'interquartile-range'; data: number[] }
  /** Capture–recapture: `first` marked, `second` caught later of which `marked` carry a mark. */
  | {
      kind: 'capture-recapture';
      animal: string;
      place: string;
      first: number;
      second: number;
      marked: number;
    }
  /** A sample of `sample` stratified by year group; how many from year group `target`. */
  | { kind: 'stratified-sample'; years: number[]; sizes: number[]; sample: number; target: number }
  /** `hits` successes in `trials`; the estimate of successes in `future` trials. */
  | {
      kind: 'relative-frequency-estimate';
      object: 'coin' | 'dice' | 'spinner';
      trials: number;
      hits: number;
      future: number;
    }
  /** `size` students in the first group with mean `mean`; all `total` students have mean `overall`. */
  | { kind: 'combined-mean-missing'; size: number; mean: number; total: number; overall: number }
  /** Tickets at `price` pence raise `raised` pounds; `bought` of them are one person's. */
  | {
      kind: 'raffle-probability';
      name: string;
      price: number;
      raised: number;
      bought: number;
      ask: 'win' | 'lose';
    }
  /** ξ = {1, …, universe}; P(A ∪ B) or P((A ∪ B)′) for a number chosen at random from ξ. */
  | { kind: 'set-probability'; universe: number; a: number[]; b: number[]; ask: 'union' | 'neither' }
  /** `total` people, `first` do one activity, `second` the other, `both` both; P(first | second). */
  | {
      kind: 'conditional-probability';
      total: number;
      activities: [string, string];
      first: number;
      second: number;
      both: number;
    }
  /** Two counters taken without replacement from `counts` of `colours`; P(both are colours[target]). */
  | { kind: 'without-replacement'; colours: [string, string]; counts: [number, number]; target: 0 | 1 }
  /**
   * A histogram of parcel masses: classes bounds[i] < m ≤ bounds[i + 1], bar i `heights[i]` gridlines
   * tall, each gridline `step` of frequency density; how many parcels are in class `target`.
   */
  | {
      kind: 'histogram-frequency';
      bounds: number[];
      heights: number[];
      step: number;
      gridlines: number;
      target: number;
    }
  /** A box plot of puzzle times: the five values (all even) on a scale from 0 to `scaleMax`. */
  | { kind: 'box-plot-iqr'; five: [number, number, number, number, number]; scaleMax: number }
  /** Two independent events with probabilities pA and pB (decimals); P(at least one happens). */
  | { kind: 'at-least-one'; pA: number; pB: number };

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
const dec = (x: number | Rat) => latexDecimal(x) ?? String(x);

/** A statistic to 1 decimal place unless it is whole, as the stems ask. */
export function oneDp(value: Rat): Answer {
  return numberAnswer(value.d === 1 ? value : roundTo(value, 1));
}

/** A probability as a fraction in its simplest form. */
export function fractionAnswer(n: number, d: number): Answer | undefined {
  return d > 0 ? numberAnswer(rat(n, d), { style: 'fraction' }) : undefined;
}

/** The midpoints of a grouped table's classes. */
export function midpoints(bounds: readonly number[]): Rat[] {
  return bounds.slice(1).map((b, i) => rat(bounds[i]! + b, 2));
}

/** Σ(x·f) ÷ Σf for class values xs (midpoints, or bounds a student uses instead). */
export function weightedMean(xs: readonly Rat[], freqs: readonly number[]): Rat {
  const top = xs.reduce((s, x, i) => add(s, mul(x, freqs[i]!)), rat(0));
  return div(top, sum(freqs));
}

/** The values at the lower and upper quartile positions, (n + 1)/4 and 3(n + 1)/4, of a list as given. */
export function quartilesOf(list: readonly number[]): [number, number] {
  const q = (list.length + 1) / 4;
  return [list[q - 1]!, list[3 * q - 1]!];
}

/** The number of tickets sold in a raffle. */
export function ticketsSold(p: { price: number; raised: number }): number {
  return (p.raised * 100) / p.price;
}

/** The frequency density of bar i of a histogram problem, exactly. */
export function densityOf(p: { heights: readonly number[]; step: number }, i: number): Rat {
  return mul(p.heights[i]!, ratFromNumber(p.step));
}

/** A ticket price in pence as the stem shows it: "£2" or "50p". */
function price(pence: number): string {
  return pence % 100 === 0 ? `£${pence / 100}` : `${pence}p`;
}

/** The count of A ∩ B, and of A ∪ B. */
export function overlap(p: { a: readonly number[]; b: readonly number[] }): { both: number; either: number } {
  const both = p.a.filter((x) => p.b.includes(x)).length;
  return { both, either: p.a.length + p.b.length - both };
}

/** A set as LaTeX: \{1, 2, 3\}. */
function setLatex(xs: readonly number[]): string {
  return `\\{${xs.join(', ')}\\}`;
}

const OBJECT_WORDS = {
  coin: { thing: 'A biased coin', action: 'thrown', outcome: 'heads', trial: 'throws' },
  dice: { thing: 'A biased six-sided dice', action: 'rolled', outcome: 'a six', trial: 'rolls' },
  spinner: {
    thing: 'A biased four-sided spinner with one red side',
    action: 'spun',
    outcome: 'red',
    trial: 'spins',
  },
} as const;

/** The chance of the outcome if the object were fair: a coin ½, a dice ⅙, a four-sided spinner ¼. */
export const FAIR_CHANCE = { coin: rat(1, 2), dice: rat(1, 6), spinner: rat(1, 4) } as const;

/** Solvers and renderers for GCSE Higher statistics and probability. */
export const HIGHER_STATISTICS_KINDS: KindTable<HigherStatisticsProblem> = {
  'grouped-mean': {
    solve: (p) => oneDp(weightedMean(midpoints(p.bounds), p.freqs)),
    render: (p) => {
      const rows = p.freqs.map((f, i) => [`${p.bounds[i]} < t ≤ ${p.bounds[i + 1]}`, String(f)] as const);
      // Said in words: a screen reader may skip "<" and "≤", and the title would have to escape "<".
      // One sentence a class, each starting with a capital, so it is read as the table's rows.
      const said = p.freqs.map(
        (f, i) => `More than ${p.bounds[i]} and at most ${p.bounds[i + 1]} minutes: frequency ${f}.`,
      );
      const alt = `A grouped frequency table of times, t minutes. ${said.join(' ')}`;
      return {
        stem: 'The table shows how long, in minutes, some students took to travel to school. Work out an estimate of the mean time. Give your answer to 1 decimal place if it is not a whole number.',
        diagram: { svg: tableDiagram({ headers: ['Time, t (min)', 'Frequency'], rows, title: alt }), alt },
      };
    },
  },
  'frequency-density': {
    solve: (p) => numberAnswer(rat(p.freq, p.upper - p.lower)),
    render: (p) => ({
      stem: `A histogram shows the masses, $m$ kg, of parcels at a post office. The class $${p.lower} < m \\le ${p.upper}$ holds $${p.freq}$ parcels. What is the frequency density of this class?`,
    }),
  },
  'interquartile-range': {
    solve: (p) => {
      const [q1, q3] = quartilesOf([...p.data].sort((x, y) => x - y));
      return numberAnswer(q3 - q1);
    },
    render: (p) => ({
      stem: `Here are some numbers: $${p.data.join(',\\ ')}$. What is the interquartile range?`,
    }),
  },
  'capture-recapture': {
    solve: (p) => numberAnswer(rat(p.first * p.second, p.marked)),
    render: (p) => ({
      stem: `An ecologist catches $${p.first}$ ${p.animal} in a ${p.place}, marks them and releases them. A week later she catches $${p.second}$ ${p.animal}, and $${p.marked}$ of them are marked. Estimate the number of ${p.animal} in the ${p.place}.`,
    }),
  },
  'stratified-sample': {
    solve: (p) => numberAnswer(rat(p.sample * p.sizes[p.target]!, sum(p.sizes))),
    render: (p) => {
      const [a, b, c] = p.years.map((y, i) => `$${p.sizes[i]}$${i === 0 ? ' students' : ''} in Year ${y}`);
      return {
        stem: `A school has ${a}, ${b} and ${c}. The head teacher takes a sample of $${p.sample}$ students, stratified by year group. How many Year ${p.years[p.target]} students should be in the sample?`,
      };
    },
  },
  'relative-frequency-estimate': {
    solve: (p) => numberAnswer(rat(p.hits * p.future, p.trials)),
    render: (p) => {
      const w = OBJECT_WORDS[p.object];
      return {
        stem: `${w.thing} is ${w.action} $${p.trials}$ times and lands on ${w.outcome} $${p.hits}$ times. Use these results to estimate how many times it would land on ${w.outcome} in $${p.future}$ ${w.trial}.`,
      };
    },
  },
  'combined-mean-missing': {
    solve: (p) => oneDp(rat(p.total * p.overall - p.size * p.mean, p.total - p.size)),
    render: (p) => ({
      stem: `In a maths test marked out of $100$, the $${p.size}$ students in Ms Khan's class scored a mean of $${p.mean}$ marks. The mean mark of all $${p.total}$ students in Ms Khan's and Mr Evans's classes together was $${p.overall}$. Work out the mean mark of the students in Mr Evans's class. Give your answer to 1 decimal place if it is not a whole number.`,
    }),
  },
  'raffle-probability': {
    solve: (p) => {
      const sold = ticketsSold(p);
      return fractionAnswer(p.ask === 'win' ? p.bought : sold - p.bought, sold)!;
    },
    render: (p) => ({
      stem: `Raffle tickets cost ${price(p.price)} each, and the school raffle raised £${p.raised} from ticket sales. ${p.name} bought $${p.bought}$ tickets. One ticket is drawn at random for the first prize. What is the probability that ${p.name} ${p.ask === 'win' ? 'wins' : 'does not win'} the first prize?`,
    }),
  },
  'set-probability': {
    solve: (p) => {
      const { either } = overlap(p);
      return fractionAnswer(p.ask === 'union' ? either : p.universe - either, p.universe)!;
    },
    render: (p) => ({
      stem: `$\\xi = \\{1, 2, 3, \\ldots, ${p.universe}\\}$, $A = ${setLatex(p.a)}$ and $B = ${setLatex(p.b)}$. A number is chosen at random from $\\xi$. What is $P(${p.ask === 'union' ? 'A \\cup B' : "(A \\cup B)'"})$?`,
    }),
  },
  'conditional-probability': {
    solve: (p) => fractionAnswer(p.both, p.second)!,
    render: (p) => {
      const [one, two] = p.activities;
      return {
        stem: `There are $${p.total}$ students in a sports club. $${p.first}$ of them play ${one}, $${p.second}$ play ${two} and $${p.both}$ play both. A student who plays ${two} is chosen at random. What is the probability that this student also plays ${one}?`,
      };
    },
  },
  'without-replacement': {
    solve: (p) => {
      const a = p.counts[p.target];
      const t = p.counts[0] + p.counts[1];
      return fractionAnswer(a * (a - 1), t * (t - 1))!;
    },
    render: (p) => ({
      stem: `A bag contains $${p.counts[0]}$ ${p.colours[0]} counters and $${p.counts[1]}$ ${p.colours[1]} counters. Two counters are taken at random without replacement. What is the probability that both counters are ${p.colours[p.target]}?`,
    }),
  },
  'histogram-frequency': {
    solve: (p) => numberAnswer(mul(densityOf(p, p.target), p.bounds[p.target + 1]! - p.bounds[p.target]!)),
    render: (p) => {
      const bars = p.heights.map(
        (_, i) => `from ${p.bounds[i]} to ${p.bounds[i + 1]} kg, height ${dec(densityOf(p, i))}`,
      );
      const alt = `A histogram of the masses of parcels, m kg, drawn to scale. The frequency density axis goes up in steps of ${dec(ratFromNumber(p.step))}. Bars: ${bars.join('; ')}.`;
      return {
        stem: `The histogram shows the masses, $m$ kg, of some parcels at a post office. How many parcels are in the class $${p.bounds[p.target]} < m \\le ${p.bounds[p.target + 1]}$?`,
        diagram: {
          svg: histogramDiagram({
            bounds: p.bounds,
            heights: p.heights,
            step: p.step,
            gridlines: p.gridlines,
            axisLabel: 'Mass, m (kg)',
            title: alt,
          }),
          alt,
        },
      };
    },
  },
  'box-plot-iqr': {
    solve: (p) => numberAnswer(p.five[3] - p.five[1]),
    render: (p) => {
      const [low, q1, median, q3, high] = p.five;
      const alt = `A box plot of puzzle times in minutes, drawn to scale on a number line from 0 to ${p.scaleMax}: lowest value ${low}, lower quartile ${q1}, median ${median}, upper quartile ${q3}, highest value ${high}.`;
      return {
        stem: 'The box plot shows the times, in minutes, that some students took to finish a puzzle. What is the interquartile range of the times?',
        diagram: {
          svg: boxPlotDiagram({
            five: p.five,
            scaleMax: p.scaleMax,
            axisLabel: 'Time (minutes)',
            title: alt,
          }),
          alt,
        },
      };
    },
  },
  'at-least-one': {
    solve: (p) => numberAnswer(sub(1, mul(sub(1, ratFromNumber(p.pA)), sub(1, ratFromNumber(p.pB))))),
    render: (p) => ({
      stem: `The probability that Amir's train is late is $${dec(p.pA)}$. Independently, the probability that his bus is late is $${dec(p.pB)}$. What is the probability that at least one of them is late?`,
    }),
  },
};

const probability: Range = { min: 0, max: 1 };

/**
 * Where each answer can possibly lie: an estimated mean inside the table's classes, a population at
 * least the animals already seen, a sample no larger than the whole sample, a mark out of 100.
 */
export const HIGHER_STATISTICS_RANGES: RangeTable<HigherStatisticsProblem> = {
  'grouped-mean': (p) => ({ min: p.bounds[0]!, max: p.bounds[p.bounds.length - 1]! }),
  'frequency-density': () => ({ min: 0, minOpen: true }),
  'interquartile-range': (p) => ({ min: 0, max: Math.max(...p.data) - Math.min(...p.data) }),
  'capture-recapture': (p) => ({ min: p.first + p.second - p.marked }),
  'stratified-sample': (p) => ({ min: 0, max: p.sample }),
  'relative-frequency-estimate': (p) => ({ min: 0, max: p.future }),
  'combined-mean-missing': () => ({ min: 0, max: 100 }),
  'raffle-probability': () => probability,
  'set-probability': () => probability,
  'conditional-probability': () => probability,
  'without-replacement': () => probability,
  'at-least-one': () => probability,
  'histogram-frequency': () => ({ min: 0, minOpen: true }),
  'box-plot-iqr': (p) => ({ min: 0, max: p.five[4] - p.five[0] }),
};
