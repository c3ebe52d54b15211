/**
 * GCSE Higher ratio, proportion and rates of change: proportion written as a formula (y ∝ xⁿ,
 * y ∝ 1/xⁿ), compound measures with unit conversions, depreciation, ratio problems and multi-step
 * problems in UK settings. Kept apart from `ratio.ts`, which holds the Key Stage 3 kinds.
 */

import { numberAnswer } from '../answer.ts';
import type { KindTable } from '../kind.ts';
import type { Range } from '../plausible.ts';
import type { Problem } from '../problem.ts';
import { div, mul, type Rat, rat } from '../rational.ts';

/** What y is proportional to: x, x², x³ or √x. */
export type ProportionPower = 'x' | 'x2' | 'x3' | 'sqrt';

/** Every higher-ratio problem, as stored with its question. */
export type HigherRatioProblem =
  /** y ∝ xⁿ (direct) or y ∝ 1/xⁿ (inverse); y = y1 when x = x1; find y when x = x2. */
  {
    kind: 'proportion-formula';
    relation: 'direct' | 'inverse';
    power: ProportionPower;
    x1: number;
    y1: number;
    x2: number;
  };

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

const positive: Range = { min: 0, minOpen: true };

/** The range each kind's answer can lie in (spread into `plausible.ts`). */
export const HIGHER_RATIO_RANGES: Partial<Record<HigherRatioProblem['kind'], (p: Problem) => Range>> = {
  'proportion-formula': () => positive,
};

/** Solvers and renderers for the higher-ratio kinds. */
export const HIGHER_RATIO_KINDS: KindTable<HigherRatioProblem> = {
  'proportion-formula': {
    solve: (p) => numberAnswer(proportionalY(p.relation, p.power, proportionConstant(p), p.x2)),
    render: (p) => ({
      stem: `$y$ is ${p.relation === 'direct' ? 'directly' : 'inversely'} proportional to $${POWER_LATEX[p.power]}$. When $x = ${p.x1}$, $y = ${p.y1}$. Find the value of $y$ when $x = ${p.x2}$.`,
    }),
  },
};
