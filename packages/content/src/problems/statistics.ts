/**
 * Probability and statistics problem kinds: averages and range, frequency tables, bar and pie
 * charts, and probability (single events, complements, expected frequency, independent events).
 */

import { type Answer, numberAnswer } from '../answer.ts';
import {
  barChartDiagram,
  pieChartDiagram,
  probabilityTreeDiagram,
  tableDiagram,
} from '../diagrams-charts.ts';
import { counted } from '../english.ts';
import type { KindTable } from '../kind.ts';
import { latexDecimal } from '../latex.ts';
import { add, div, mul, type Rat, rat, ratFromNumber, roundTo, sub } from '../rational.ts';

/** Every statistics-strand problem, as stored with its question. */
export type StatisticsProblem =
  | { kind: 'average'; data: number[]; ask: 'mean' | 'median' | 'range' }
  /** The mean of known + one missing value is `mean`; find the missing value. */
  | { kind: 'mean-missing'; known: number[]; mean: number }
  | { kind: 'frequency-mean'; values: number[]; freqs: number[] }
  | { kind: 'frequency-mode'; values: number[]; freqs: number[] }
  /** How many more in category i than in category j ('more'), or fewer in j than in i ('fewer'). */
  | {
      kind: 'bar-chart';
      categories: string[];
      values: number[];
      step: number;
      gridlines: number;
      i: number;
      j: number;
      ask?: 'fewer';
    }
  | { kind: 'pie-angle'; total: number; part: number; category: string }
  | { kind: 'pie-read'; total: number; sectors: Array<{ name: string; angle: number }>; target: number }
  | { kind: 'probability-single'; colours: string[]; counts: number[]; target: number }
  | { kind: 'probability-complement'; p: number; event: string }
  /** Probability n/d, repeated `trials` times. */
  | { kind: 'expected-frequency'; n: number; d: number; trials: number }
  | { kind: 'probability-sum'; outcomes: string[]; probs: number[]; missing: number }
  | { kind: 'probability-and'; pA: number; pB: number };

/** The sorted copy of a data set. */
export function sorted(data: readonly number[]): number[] {
  return [...data].sort((a, b) => a - b);
}

/** The mean of a data set, exactly. */
export function meanOf(data: readonly number[]): Rat {
  return rat(
    data.reduce((s, x) => s + x, 0),
    data.length,
  );
}

/** The median of a data set (the mean of the middle pair for an even count). */
export function medianOf(data: readonly number[]): Rat {
  return middleOf(sorted(data));
}

/** The middle of a list in the order given, as a student reading it without sorting would find it. */
export function middleOf(list: readonly number[]): Rat {
  const n = list.length;
  return n % 2 === 1 ? rat(list[(n - 1) / 2]!) : rat(list[n / 2 - 1]! + list[n / 2]!, 2);
}

/** A statistic rounded to 1 decimal place, as the stems ask. */
export function statAnswer(value: Rat | number): Answer {
  return numberAnswer(roundTo(value, 1));
}

/** A probability written as a decimal. */
export function probabilityAnswer(value: Rat | number): Answer {
  return numberAnswer(value);
}

/** The sum of f × x over a frequency table. */
export function sumFx(p: { values: readonly number[]; freqs: readonly number[] }): number {
  return p.values.reduce((s, x, i) => s + x * p.freqs[i]!, 0);
}

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
const dec = (x: number | Rat) => latexDecimal(x) ?? String(x);

/** How a student travels, as the verb phrase a question asks about: "walk", "travel by bus". */
function travelPhrase(mode: string): string {
  return mode === 'Walk' ? 'walk' : `travel by ${mode.toLowerCase()}`;
}

/** Solvers and renderers for the statistics strand. */
export const STATISTICS_KINDS: KindTable<StatisticsProblem> = {
  average: {
    solve: (p) =>
      statAnswer(
        p.ask === 'mean'
          ? meanOf(p.data)
          : p.ask === 'median'
            ? medianOf(p.data)
            : Math.max(...p.data) - Math.min(...p.data),
      ),
    render: (p) => ({
      stem: `Here are some numbers: $${p.data.join(',\\ ')}$. What is the ${p.ask}?${p.ask === 'mean' ? ' Give your answer to 1 decimal place if it is not a whole number.' : ''}`,
    }),
  },
  'mean-missing': {
    solve: (p) => numberAnswer(p.mean * (p.known.length + 1) - sum(p.known)),
    render: (p) => {
      const count =
        ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven'][p.known.length - 1] ?? String(p.known.length);
      return {
        stem: `The mean of $${p.known.length + 1}$ numbers is $${p.mean}$. ${count} of them are $${p.known.join(',\\ ')}$. What is the other number?`,
      };
    },
  },
  'frequency-mean': {
    solve: (p) => statAnswer(rat(sumFx(p), sum(p.freqs))),
    render: (p) => {
      const alt = `A frequency table. ${p.values.map((x, i) => `${counted(x, 'goal')}: frequency ${p.freqs[i]}`).join('; ')}.`;
      return {
        stem: 'The table shows the number of goals scored by a team in each match of a season. Work out the mean number of goals per match. Give your answer to 1 decimal place if it is not a whole number.',
        diagram: {
          svg: tableDiagram({
            headers: ['Goals', 'Frequency'],
            rows: p.values.map((x, i) => [String(x), String(p.freqs[i])] as const),
            title: alt,
          }),
          alt,
        },
      };
    },
  },
  'frequency-mode': {
    solve: (p) => numberAnswer(p.values[p.freqs.indexOf(Math.max(...p.freqs))]!),
    render: (p) => {
      const alt = `A frequency table. ${p.values.map((x, i) => `${counted(x, 'pet')}: frequency ${p.freqs[i]}`).join('; ')}.`;
      return {
        stem: 'The table shows how many pets the students in a class have. What is the mode?',
        diagram: {
          svg: tableDiagram({
            headers: ['Number of pets', 'Frequency'],
            rows: p.values.map((x, i) => [String(x), String(p.freqs[i])] as const),
            title: alt,
          }),
          alt,
        },
      };
    },
  },
  'bar-chart': {
    solve: (p) => numberAnswer(p.values[p.i]! - p.values[p.j]!),
    render: (p) => {
      const alt = `A bar chart of favourite fruits. The vertical axis goes up in steps of ${p.step}, labelled every ${2 * p.step}. ${p.categories
        .map((c, k) => `${c}: ${p.values[k]}`)
        .join(', ')}.`;
      return {
        stem:
          p.ask === 'fewer'
            ? `The bar chart shows the favourite fruit of some students. How many fewer students chose ${p.categories[p.j]} than ${p.categories[p.i]}?`
            : `The bar chart shows the favourite fruit of some students. How many more students chose ${p.categories[p.i]} than ${p.categories[p.j]}?`,
        diagram: {
          svg: barChartDiagram({
            categories: p.categories,
            values: p.values,
            step: p.step,
            gridlines: p.gridlines,
            axisLabel: 'Number of students',
            title: alt,
          }),
          alt,
        },
      };
    },
  },
  'pie-angle': {
    solve: (p) => numberAnswer(mul(rat(p.part, p.total), 360), { unit: '^{\\circ}' }),
    render: (p) => ({
      stem: `In a survey of $${p.total}$ people, $${p.part}$ chose ${p.category}. The results are shown in a pie chart. What angle should the ${p.category} sector be?`,
    }),
  },
  'pie-read': {
    solve: (p) => numberAnswer(mul(rat(p.sectors[p.target]!.angle, 360), p.total)),
    render: (p) => {
      const alt = `A pie chart with sectors ${p.sectors.map((s) => `${s.name} ${s.angle}°`).join(', ')}.`;
      return {
        stem: `The pie chart shows how $${p.total}$ students travel to school. How many students ${travelPhrase(p.sectors[p.target]!.name)}?`,
        diagram: {
          svg: pieChartDiagram({
            sectors: p.sectors.map((s, k) => ({
              name: s.name,
              angle: s.angle,
              ...(k === p.target ? { angleLabel: `${s.angle}°` } : {}),
            })),
            title: alt,
          }),
          alt: `${alt} The ${p.sectors[p.target]!.name} sector is labelled ${p.sectors[p.target]!.angle}°.`,
        },
      };
    },
  },
  'probability-single': {
    solve: (p) => numberAnswer(rat(p.counts[p.target]!, sum(p.counts)), { style: 'fraction' }),
    render: (p) => ({
      stem: `A bag contains ${p.colours
        .map((c, k) => `$${p.counts[k]}$ ${c}`)
        .join(', ')
        .replace(
          /, ([^,]*)$/,
          ' and $1',
        )} counters. One counter is taken at random. What is the probability that it is ${p.colours[p.target]}?`,
    }),
  },
  'probability-complement': {
    solve: (p) => probabilityAnswer(sub(1, ratFromNumber(p.p))),
    render: (p) => ({
      stem: `The probability that ${p.event} is $${dec(p.p)}$. What is the probability that this does not happen?`,
    }),
  },
  'expected-frequency': {
    solve: (p) => numberAnswer(mul(rat(p.n, p.d), p.trials)),
    render: (p) => ({
      stem: `The probability that a spinner lands on red is $\\frac{${p.n}}{${p.d}}$. The spinner is spun $${p.trials}$ times. How many times would you expect it to land on red?`,
    }),
  },
  'probability-sum': {
    solve: (p) =>
      probabilityAnswer(
        sub(
          1,
          p.probs.reduce<Rat>((s, x, k) => (k === p.missing ? s : add(s, ratFromNumber(x))), rat(0)),
        ),
      ),
    render: (p) => {
      const rows = p.outcomes.map((o, k) => [o, k === p.missing ? 'x' : dec(p.probs[k]!)] as const);
      const alt = `A probability table for a biased spinner: ${rows.map(([o, v]) => `${o} ${v}`).join(', ')}.`;
      return {
        stem: 'The table shows the probabilities of a biased spinner landing on each colour. Work out the value of $x$.',
        diagram: { svg: tableDiagram({ headers: ['Colour', 'Probability'], rows, title: alt }), alt },
      };
    },
  },
  'probability-and': {
    solve: (p) => probabilityAnswer(mul(ratFromNumber(p.pA), ratFromNumber(p.pB))),
    render: (p) => {
      const qa = dec(sub(1, ratFromNumber(p.pA)));
      const qb = dec(sub(1, ratFromNumber(p.pB)));
      const alt = `A probability tree. First branches: rain ${dec(p.pA)}, no rain ${qa}. Second branches after each: bus late ${dec(p.pB)}, bus on time ${qb}.`;
      return {
        stem: `The probability that it rains on a given day is $${dec(p.pA)}$. Independently, the probability that the bus is late is $${dec(p.pB)}$. What is the probability that it rains and the bus is late?`,
        diagram: {
          svg: probabilityTreeDiagram({
            first: ['Rain', 'No rain'],
            firstProbs: [dec(p.pA), qa],
            second: ['Late', 'On time'],
            secondProbs: [dec(p.pB), qb],
            title: alt,
          }),
          alt,
        },
      };
    },
  },
};

/** Exposed for rules that need the pie total logic. */
export function pieShare(angle: number, whole: number, total: number): Rat {
  return mul(div(angle, whole), total);
}
