/**
 * GCSE Higher ratio, proportion and rates of change: proportion written as a formula (y ∝ xⁿ,
 * y ∝ 1/xⁿ), compound measures with unit conversions, depreciation, ratio problems and multi-step
 * problems in UK settings. Kept apart from `ratio.ts`, which holds the Key Stage 3 kinds.
 */

import { type Answer, numberAnswer } from '../answer.ts';
import type { KindTable } from '../kind.ts';
import { latexDecimal } from '../latex.ts';
import type { Range } from '../plausible.ts';
import type { Problem } from '../problem.ts';
import { div, mul, type Rat, rat, roundTo } from '../rational.ts';

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
  | { kind: 'journey-speed'; vehicle: string; d1: number; t1: number; d2: number; t2: number };

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

const positive: Range = { min: 0, minOpen: true };

/** The range each kind's answer can lie in (spread into `plausible.ts`). */
export const HIGHER_RATIO_RANGES: Partial<Record<HigherRatioProblem['kind'], (p: Problem) => Range>> = {
  'proportion-formula': () => positive,
  'compound-measure': () => positive,
  'speed-units': () => positive,
  'journey-speed': () => positive,
};

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
};
