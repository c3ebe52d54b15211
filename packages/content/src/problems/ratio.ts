/**
 * Ratio, proportion and rates of change problem kinds: ratios, proportion, percentage change,
 * growth, compound measures, similarity and units of measure.
 */

import { type Answer, mathAnswer, numberAnswer } from '../answer.ts';
import { barModelDiagram, similarRectanglesDiagram } from '../diagrams-charts.ts';
import { counted } from '../english.ts';
import type { KindTable } from '../kind.ts';
import { latexDecimal } from '../latex.ts';
import { add, div, gcd, mul, type Rat, rat, ratFromNumber, roundTo, sub } from '../rational.ts';

/** A metric unit the conversion questions use. */
export type MetricUnit = 'km' | 'm' | 'cm' | 'mm' | 'kg' | 'g' | 'l' | 'ml';

/** Every ratio-strand problem, as stored with its question. */
export type RatioProblem =
  | { kind: 'ratio-simplify'; a: number; b: number }
  /** Share `total` pounds in the ratio p : q; the question asks for the share of names[who]. */
  | { kind: 'ratio-share'; total: number; p: number; q: number; names: [string, string]; who: 0 | 1 }
  /** The fraction of the whole that is the first quantity in the ratio p : q. */
  | { kind: 'ratio-fraction'; p: number; q: number; names: [string, string] }
  /** Ratio p : q with the first part known; find the other part or the total. */
  | {
      kind: 'ratio-one-part';
      p: number;
      q: number;
      known: number;
      names: [string, string];
      ask: 'other' | 'total';
    }
  /** n1 items cost `cost1` pounds; find the cost of n2. */
  | { kind: 'unitary'; item: string; n1: number; cost1: number; n2: number }
  | { kind: 'inverse-proportion'; workers1: number; days1: number; workers2: number }
  | { kind: 'percent-change-amount'; amount: number; percent: number; direction: 'increase' | 'decrease' }
  | { kind: 'percent-change-find'; from: number; to: number }
  /** `final` is the price after the change; find the original. */
  | { kind: 'reverse-percent'; final: number; percent: number; direction: 'increase' | 'decrease' }
  /** Two successive percentage changes, signed (−10 is a 10% decrease). */
  | { kind: 'repeated-percent'; amount: number; p1: number; p2: number }
  | { kind: 'compound-interest'; principal: number; rate: number; years: number }
  | { kind: 'speed'; distance: number; hours: number; minutes: number }
  /** A w × h rectangle enlarged by `factor`; find the height of the larger one. */
  | { kind: 'similar-length'; w: number; h: number; factor: number }
  | { kind: 'scale-factor-measure'; k: number; value: number; measure: 'area' | 'volume' }
  | { kind: 'metric-convert'; value: number; from: MetricUnit; to: MetricUnit }
  | { kind: 'area-units'; value: number; from: 'm' | 'cm'; to: 'cm' | 'mm' }
  | { kind: 'time-convert'; hours: number };

/** A ratio a : b as written (the key keeps the written numbers, so 6 : 9 is not 2 : 3). */
export function ratioAnswer(a: number, b: number): Answer {
  return mathAnswer(`${a} : ${b}`, `ratio:${a}:${b}`);
}

/** A percentage answer, rounded to 1 decimal place when it does not terminate sooner. */
export function percentAnswer(value: Rat | number): Answer {
  return numberAnswer(roundTo(value, 1), { unit: '\\%' });
}

/** Pounds rounded to the nearest penny. */
export function moneyAnswer(value: Rat | number): Answer {
  return numberAnswer(roundTo(value, 2), { money: true });
}

/** The multiplier for a percentage change. */
export function multiplier(percent: number, direction: 'increase' | 'decrease'): Rat {
  return add(1, div(direction === 'increase' ? percent : -percent, 100));
}

/** How many of `to` make one `from`, e.g. km → m is 1000 (m → km is 1/1000). */
export function conversionFactor(from: MetricUnit, to: MetricUnit): Rat {
  const base: Record<MetricUnit, number> = {
    km: 1000000,
    m: 1000,
    cm: 10,
    mm: 1,
    kg: 1000,
    g: 1,
    l: 1000,
    ml: 1,
  };
  return rat(base[from], base[to]);
}

const unitNames: Record<MetricUnit, string> = {
  km: 'kilometres',
  m: 'metres',
  cm: 'centimetres',
  mm: 'millimetres',
  kg: 'kilograms',
  g: 'grams',
  l: 'litres',
  ml: 'millilitres',
};

/** Speed with 1-decimal-place rounding, the precision the stem asks for. */
export function speedAnswer(value: Rat): Answer {
  return numberAnswer(roundTo(value, 1), { unit: '\\text{ km/h}' });
}

const money = (x: number | Rat) => numberAnswer(x, { money: true }).text;
const num = (x: number | Rat) => latexDecimal(x) ?? String(x);

/** The change described in words: "increased by 20%" or "reduced by 10%". */
function changeWords(signedPercent: number): string {
  return signedPercent >= 0 ? `increased by $${signedPercent}\\%$` : `reduced by $${-signedPercent}\\%$`;
}

/** Solvers and renderers for the ratio strand. */
export const RATIO_KINDS: KindTable<RatioProblem> = {
  'ratio-simplify': {
    solve: (p) => {
      const g = gcd(p.a, p.b);
      return ratioAnswer(p.a / g, p.b / g);
    },
    render: (p) => ({ stem: `Write the ratio $${p.a} : ${p.b}$ in its simplest form.` }),
  },
  'ratio-share': {
    solve: (p) => moneyAnswer(mul(p.total, rat(p.who === 0 ? p.p : p.q, p.p + p.q))),
    render: (p) => {
      const alt = `A bar model: ${p.names[0]} has ${counted(p.p, 'equal box', 'equal boxes')}, ${p.names[1]} has ${counted(p.q, 'equal box', 'equal boxes')}, and all the boxes together are worth £${p.total}.`;
      return {
        stem: `${p.names[0]} and ${p.names[1]} share ${money(p.total)} in the ratio $${p.p} : ${p.q}$. How much does ${p.names[p.who]} get?`,
        diagram: {
          svg: barModelDiagram({
            rows: [
              { name: p.names[0], parts: p.p },
              { name: p.names[1], parts: p.q },
            ],
            total: `£${p.total}`,
            title: alt,
          }),
          alt,
        },
      };
    },
  },
  'ratio-fraction': {
    solve: (p) => numberAnswer(rat(p.p, p.p + p.q), { style: 'fraction' }),
    render: (p) => ({
      stem: `In a group, the ratio of ${p.names[0]} to ${p.names[1]} is $${p.p} : ${p.q}$. What fraction of the group are ${p.names[0]}?`,
    }),
  },
  'ratio-one-part': {
    solve: (p) => {
      const unit = rat(p.known, p.p);
      return numberAnswer(mul(unit, p.ask === 'other' ? p.q : p.p + p.q), { unit: '\\text{ litres}' });
    },
    render: (p) => ({
      stem: `${p.names[0].charAt(0).toUpperCase()}${p.names[0].slice(1)} and ${p.names[1]} paint are mixed in the ratio $${p.p} : ${p.q}$. There are $${p.known}$ litres of ${p.names[0]} paint. ${
        p.ask === 'other'
          ? `How many litres of ${p.names[1]} paint are there?`
          : 'How many litres of paint are there altogether?'
      }`,
    }),
  },
  unitary: {
    solve: (p) => moneyAnswer(mul(div(ratFromNumber(p.cost1), p.n1), p.n2)),
    render: (p) => ({
      stem: `$${p.n1}$ ${p.item} cost ${money(p.cost1)}. How much do $${p.n2}$ ${p.item} cost?`,
    }),
  },
  'inverse-proportion': {
    solve: (p) =>
      numberAnswer(rat(p.workers1 * p.days1, p.workers2), { style: 'mixed', unit: '\\text{ days}' }),
    render: (p) => ({
      stem: `It takes $${p.workers1}$ builders $${p.days1}$ days to build a wall. How long would it take $${p.workers2}$ builders working at the same rate?`,
    }),
  },
  'percent-change-amount': {
    solve: (p) => moneyAnswer(mul(p.amount, multiplier(p.percent, p.direction))),
    render: (p) => ({
      stem: `${p.direction === 'increase' ? 'Increase' : 'Decrease'} ${money(p.amount)} by $${p.percent}\\%$.`,
    }),
  },
  'percent-change-find': {
    solve: (p) => percentAnswer(mul(div(Math.abs(p.to - p.from), p.from), 100)),
    render: (p) => ({
      stem: `The price of a ticket changes from ${money(p.from)} to ${money(p.to)}. What is the percentage ${p.to > p.from ? 'increase' : 'decrease'}?`,
    }),
  },
  'reverse-percent': {
    solve: (p) => moneyAnswer(div(ratFromNumber(p.final), multiplier(p.percent, p.direction))),
    render: (p) => ({
      stem: `After a $${p.percent}\\%$ ${p.direction}, the price of a bike is ${money(p.final)}. What was the price before the ${p.direction}?`,
    }),
  },
  'repeated-percent': {
    solve: (p) => moneyAnswer(mul(mul(p.amount, add(1, rat(p.p1, 100))), add(1, rat(p.p2, 100)))),
    render: (p) => ({
      stem: `A coat costs ${money(p.amount)}. Its price is ${changeWords(p.p1)}, and then the new price is ${changeWords(p.p2)}. What is the final price?`,
    }),
  },
  'compound-interest': {
    solve: (p) => moneyAnswer(compoundTotal(p.principal, rat(p.rate, 100), p.years)),
    render: (p) => ({
      stem: `${money(p.principal)} is invested at $${num(p.rate)}\\%$ compound interest per year. How much is in the account after $${p.years}$ years? Give your answer to the nearest penny.`,
    }),
  },
  speed: {
    solve: (p) => speedAnswer(div(p.distance, add(p.hours, rat(p.minutes, 60)))),
    render: (p) => ({
      stem: `A car travels $${p.distance}$ km in $${p.hours}$ hour${p.hours === 1 ? '' : 's'} $${p.minutes}$ minutes. What is its average speed in km/h? Give your answer to 1 decimal place if it is not a whole number.`,
    }),
  },
  'similar-length': {
    solve: (p) => numberAnswer(mul(p.h, ratFromNumber(p.factor)), { unit: '\\text{ cm}' }),
    render: (p) => {
      const W = num(mul(p.w, ratFromNumber(p.factor)));
      const alt = `Two similar rectangles. The smaller is ${num(p.w)} cm wide and ${num(p.h)} cm tall. The larger is ${W} cm wide and x cm tall.`;
      return {
        stem: 'These two rectangles are similar. Work out the length $x$.',
        diagram: {
          svg: similarRectanglesDiagram({
            small: [p.w, p.h],
            large: [p.w * p.factor, p.h * p.factor],
            smallLabels: [`${num(p.w)} cm`, `${num(p.h)} cm`],
            largeLabels: [`${W} cm`, 'x'],
            title: alt,
          }),
          alt,
        },
      };
    },
  },
  'scale-factor-measure': {
    solve: (p) =>
      numberAnswer(mul(p.value, p.k ** (p.measure === 'area' ? 2 : 3)), {
        unit: p.measure === 'area' ? '\\text{ cm}^{2}' : '\\text{ cm}^{3}',
      }),
    render: (p) => ({
      stem: `Two shapes are mathematically similar. The lengths of the larger shape are $${p.k}$ times the lengths of the smaller shape. The smaller shape has ${p.measure} $${p.value}\\text{ cm}^{${p.measure === 'area' ? 2 : 3}}$. What is the ${p.measure} of the larger shape?`,
    }),
  },
  'metric-convert': {
    solve: (p) =>
      numberAnswer(mul(ratFromNumber(p.value), conversionFactor(p.from, p.to)), { unit: `\\text{ ${p.to}}` }),
    render: (p) => ({ stem: `Convert $${num(p.value)}$ ${unitNames[p.from]} into ${unitNames[p.to]}.` }),
  },
  'area-units': {
    solve: (p) => {
      const f = conversionFactor(p.from, p.to);
      return numberAnswer(mul(ratFromNumber(p.value), mul(f, f)), { unit: `\\text{ ${p.to}}^{2}` });
    },
    render: (p) => ({ stem: `Convert $${num(p.value)}\\text{ ${p.from}}^{2}$ into $\\text{${p.to}}^{2}$.` }),
  },
  'time-convert': {
    solve: (p) => numberAnswer(mul(ratFromNumber(p.hours), 60), { unit: '\\text{ minutes}' }),
    render: (p) => ({ stem: `How many minutes are there in $${num(p.hours)}$ hours?` }),
  },
};

/** Compound growth, exposed for the rules that vary one step of it. */
export function compoundTotal(principal: number, rate: Rat, years: number): Rat {
  let total = rat(principal);
  for (let y = 0; y < years; y++) total = mul(total, add(1, rate));
  return total;
}

/** The difference between two values, always positive. */
export function absDiff(a: Rat | number, b: Rat | number): Rat {
  const d = sub(a, b);
  return d.n < 0 ? rat(-d.n, d.d) : d;
}
