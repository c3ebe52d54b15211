/**
 * GCSE Higher ratio, proportion and rates of change: proportion written as a formula (y ∝ xⁿ,
 * y ∝ 1/xⁿ), compound measures with unit conversions, depreciation, ratio problems and multi-step
 * problems in UK settings. Kept apart from `ratio.ts`, which holds the Key Stage 3 kinds.
 */

import { type Answer, mathAnswer, numberAnswer } from '../answer.ts';
import type { KindTable } from '../kind.ts';
import { latexDecimal } from '../latex.ts';
import type { Range, RangeTable } from '../range.ts';
import { div, gcd, lcm, mul, type Rat, rat, roundTo, sub } from '../rational.ts';
import { moneyAnswer, percentAnswer } from './ratio.ts';

/** What y is proportional to: x, x², x³ or √x. */
export type ProportionPower = 'x' | 'x2' | 'x3' | 'sqrt';

/** Every higher-ratio problem, as stored with its question. */
export type HigherRatioProblem =
  /** y ∝ xⁿ (direct) or y ∝ 1/xⁿ (inverse); y = y1 when x = x1; find y when x = x2. */
  | {
      kind: 'proportion-formula';
      relation: 'direct' | 'inverse';
      power: ProportionPower;
      x1: number;
      y1: number;
      x2: number;
    }
  /**
   * Density from a mass in kilograms (stored in grams) and a volume in cm³, asked in g/cm³; or
   * pressure from a force in newtons and an area in cm², asked in N/m². Both need a unit changed first.
   */
  | { kind: 'compound-measure'; measure: 'density' | 'pressure'; top: number; bottom: number }
  /** A speed of `value` in one unit, converted to the other (km/h ↔ m/s). */
  | { kind: 'speed-units'; from: 'km/h' | 'm/s'; value: number }
  /** A journey in two legs: d1 miles in t1 minutes, then d2 miles in t2 minutes; the average speed in mph. */
  | { kind: 'journey-speed'; vehicle: string; d1: number; t1: number; d2: number; t2: number }
  /** An item bought for `price` pounds loses `rate`% of its value each year; its value after `years`. */
  | { kind: 'depreciation'; item: string; price: number; rate: number; years: number }
  /**
   * Two people share money in the ratio p : q (p > q); the first gets `diff` pounds more than the
   * second. Asked: one person's share (0 or 1) or the total.
   */
  | {
      kind: 'ratio-difference';
      names: [string, string];
      p: number;
      q: number;
      diff: number;
      ask: 0 | 1 | 'total';
    }
  /** a : b and c : d share their middle quantity (b and c count the same thing); find all three in simplest form. */
  | { kind: 'ratio-combine'; things: [string, string, string]; a: number; b: number; c: number; d: number }
  /** A seller buys n items for `cost` pence altogether and sells each for `price` pence; the percentage profit. */
  | { kind: 'profit-percent'; seller: string; items: string; n: number; cost: number; price: number };

/** xⁿ (or √x) exactly; √ is only asked of perfect squares. */
export function powerOf(power: ProportionPower, x: number): Rat {
  if (power === 'x') return rat(x);
  if (power === 'x2') return rat(x * x);
  if (power === 'x3') return rat(x * x * x);
  let r = 0;
  while ((r + 1) * (r + 1) <= x) r++;
  if (r * r !== x) throw new RangeError(`${x} is not a perfect square`);
  return rat(r);
}

/** The LaTeX of what y is proportional to. */
const POWER_LATEX: Record<ProportionPower, string> = { x: 'x', x2: 'x^{2}', x3: 'x^{3}', sqrt: '\\sqrt{x}' };

/** y when x = x2 for the constant k: kxⁿ or k/xⁿ. */
export function proportionalY(
  relation: 'direct' | 'inverse',
  power: ProportionPower,
  k: Rat,
  x: number,
): Rat {
  return relation === 'direct' ? mul(k, powerOf(power, x)) : div(k, powerOf(power, x));
}

/** The constant k from y1 and x1: y/xⁿ (direct) or y·xⁿ (inverse). */
export function proportionConstant(p: Extract<HigherRatioProblem, { kind: 'proportion-formula' }>): Rat {
  const f = powerOf(p.power, p.x1);
  return p.relation === 'direct' ? div(p.y1, f) : mul(p.y1, f);
}

/** A compound measure's two given quantities in the units of its answer: g and cm³, or N and m². */
export function measureParts(p: Extract<HigherRatioProblem, { kind: 'compound-measure' }>): [Rat, Rat] {
  return p.measure === 'density' ? [rat(p.top), rat(p.bottom)] : [rat(p.top), rat(p.bottom, 10000)];
}

/** The unit of a compound measure's answer. */
export function measureUnit(p: Extract<HigherRatioProblem, { kind: 'compound-measure' }>) {
  return { unit: p.measure === 'density' ? '\\text{ g/cm}^{3}' : '\\text{ N/m}^{2}' };
}

/** A speed in the unit converted to. */
export function convertedSpeed(p: Extract<HigherRatioProblem, { kind: 'speed-units' }>, value: Rat): Answer {
  return numberAnswer(value, { unit: `\\text{ ${p.from === 'km/h' ? 'm/s' : 'km/h'}}` });
}

/** An average speed in mph, to 1 decimal place when not whole (as the stem asks). */
export function mphAnswer(value: Rat): Answer {
  return numberAnswer(roundTo(value, 1), { unit: '\\text{ mph}' });
}

/** A time in minutes as the stem says it: "40 minutes", "1 hour 15 minutes", "2 hours". */
function timeWords(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = h === 0 ? '' : `$${h}$ hour${h === 1 ? '' : 's'}`;
  const mins = m === 0 ? '' : `$${m}$ minutes`;
  return [hours, mins].filter(Boolean).join(' ');
}

/** The value after `years` years of losing `rate`% a year: price × (1 − r/100)ⁿ, exactly. */
export function depreciated(price: number, keep: Rat, years: number): Rat {
  let value = rat(price);
  for (let y = 0; y < years; y++) value = mul(value, keep);
  return value;
}

/** The fraction of its value an item keeps each year. */
export function kept(p: Extract<HigherRatioProblem, { kind: 'depreciation' }>): Rat {
  return sub(1, rat(p.rate, 100));
}

/** The value of one part when the parts differ by p − q. */
export function onePart(p: Extract<HigherRatioProblem, { kind: 'ratio-difference' }>): Rat {
  return rat(p.diff, p.p - p.q);
}

/** The number of parts asked about: the person's own, or all of them. */
export function askedParts(p: Extract<HigherRatioProblem, { kind: 'ratio-difference' }>): number {
  return p.ask === 'total' ? p.p + p.q : p.ask === 0 ? p.p : p.q;
}

/** A three-part ratio as written (the key keeps the numbers, so 4 : 6 : 8 is not 2 : 3 : 4). */
export function ratio3Answer(x: number, y: number, z: number) {
  return mathAnswer(`${x} : ${y} : ${z}`, `ratio3:${x}:${y}:${z}`);
}

/** a : b and c : d combined over their shared middle quantity, before simplifying. */
export function combined(
  p: Extract<HigherRatioProblem, { kind: 'ratio-combine' }>,
): [number, number, number] {
  const l = lcm(p.b, p.c);
  return [(p.a * l) / p.b, l, (p.d * l) / p.c];
}

/** A three-part ratio divided by the highest common factor of its parts. */
export function simplest3([x, y, z]: [number, number, number]): [number, number, number] {
  const h = gcd(gcd(x, y), z);
  return [x / h, y / h, z / h];
}

/** Money taken and money spent, in pounds, for a profit problem. */
export function takings(p: Extract<HigherRatioProblem, { kind: 'profit-percent' }>): {
  spent: Rat;
  taken: Rat;
} {
  return { spent: rat(p.cost, 100), taken: rat(p.n * p.price, 100) };
}

const positive: Range = { min: 0, minOpen: true };

/** The range each kind's answer can lie in (spread into `plausible.ts`). */
export const HIGHER_RATIO_RANGES: RangeTable<HigherRatioProblem> = {
  'proportion-formula': () => positive,
  'compound-measure': () => positive,
  'speed-units': () => positive,
  'journey-speed': () => positive,
  // An item that loses value is worth less than it cost, and still something.
  depreciation: (p) => ({ min: 0, max: p.price, minOpen: true, maxOpen: true }),
  'ratio-difference': () => positive,
  'profit-percent': () => positive,
};

const money = (x: number | Rat) => numberAnswer(x, { money: true }).text;

/** Solvers and renderers for the higher-ratio kinds. */
export const HIGHER_RATIO_KINDS: KindTable<HigherRatioProblem> = {
  'proportion-formula': {
    solve: (p) => numberAnswer(proportionalY(p.relation, p.power, proportionConstant(p), p.x2)),
    render: (p) => ({
      stem: `$y$ is ${p.relation === 'direct' ? 'directly' : 'inversely'} proportional to $${POWER_LATEX[p.power]}$. When $x = ${p.x1}$, $y = ${p.y1}$. Find the value of $y$ when $x = ${p.x2}$.`,
    }),
  },
  'compound-measure': {
    solve: (p) => {
      const [top, bottom] = measureParts(p);
      return numberAnswer(div(top, bottom), measureUnit(p));
    },
    render: (p) => ({
      stem:
        p.measure === 'density'
          ? `A block of metal has a mass of $${latexDecimal(rat(p.top, 1000))}$ kg and a volume of $${p.bottom}\\text{ cm}^{3}$. Work out its density in $\\text{g/cm}^{3}$.`
          : `A crate rests on the floor. It pushes down with a force of $${p.top}$ newtons, and its base has an area of $${p.bottom}\\text{ cm}^{2}$. Work out the pressure on the floor in $\\text{N/m}^{2}$.`,
    }),
  },
  'speed-units': {
    solve: (p) =>
      convertedSpeed(p, p.from === 'km/h' ? rat(p.value * 1000, 3600) : rat(p.value * 3600, 1000)),
    render: (p) => ({
      stem: `Convert a speed of $${p.value}$ ${p.from} into ${p.from === 'km/h' ? 'metres per second (m/s)' : 'kilometres per hour (km/h)'}.`,
    }),
  },
  'journey-speed': {
    solve: (p) => mphAnswer(div(p.d1 + p.d2, rat(p.t1 + p.t2, 60))),
    render: (p) => ({
      stem: `${p.vehicle} travels $${p.d1}$ miles in ${timeWords(p.t1)}. It then travels $${p.d2}$ miles in ${timeWords(p.t2)}. What is its average speed for the whole journey, in miles per hour? Give your answer to 1 decimal place if it is not a whole number.`,
    }),
  },
  depreciation: {
    solve: (p) => moneyAnswer(depreciated(p.price, kept(p), p.years)),
    render: (p) => ({
      stem: `${p.item} is bought for ${money(p.price)}. Its value falls by $${p.rate}\\%$ each year. What is it worth after $${p.years}$ years? Give your answer to the nearest penny.`,
    }),
  },
  'ratio-difference': {
    solve: (p) => moneyAnswer(mul(onePart(p), askedParts(p))),
    render: (p) => ({
      stem: `${p.names[0]} and ${p.names[1]} share some money in the ratio $${p.p} : ${p.q}$. ${p.names[0]} gets ${money(p.diff)} more than ${p.names[1]}. ${
        p.ask === 'total'
          ? 'How much money do they share altogether?'
          : `How much does ${p.names[p.ask]} get?`
      }`,
    }),
  },
  'ratio-combine': {
    solve: (p) => ratio3Answer(...simplest3(combined(p))),
    render: (p) => ({
      stem: `In a bag of counters, the ratio of ${p.things[0]} to ${p.things[1]} counters is $${p.a} : ${p.b}$, and the ratio of ${p.things[1]} to ${p.things[2]} counters is $${p.c} : ${p.d}$. Write the ratio of ${p.things[0]} to ${p.things[1]} to ${p.things[2]} counters in its simplest form.`,
    }),
  },
  'profit-percent': {
    solve: (p) => {
      const { spent, taken } = takings(p);
      return percentAnswer(mul(div(sub(taken, spent), spent), 100));
    },
    render: (p) => ({
      stem: `${p.seller} buys $${p.n}$ ${p.items} for ${money(rat(p.cost, 100))} altogether. It sells all of them for ${money(rat(p.price, 100))} each. What is its percentage profit?`,
    }),
  },
};
