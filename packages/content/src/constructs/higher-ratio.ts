/**
 * GCSE Higher ratio, proportion and rates-of-change constructs (Years 10–11). Draws keep every key
 * exact: proportion constants chosen so both values of y are whole, money in whole pence.
 */

import { type Construct, defineConstruct } from '../construct.ts';
import type { Rng } from '../prng.ts';
import { type ProportionPower, powerOf } from '../problems/higher-ratio.ts';
import { lcm } from '../rational.ts';

/** Two different values from a list, in random order. */
function twoOf(rng: Rng, values: readonly number[]): [number, number] {
  const [a, b] = rng.shuffle(values).slice(0, 2) as [number, number];
  return [a, b];
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** y ∝ xⁿ with a whole constant k, so y is whole at both values of x. */
function directDraw(power: ProportionPower, xs: readonly number[], ks: readonly number[]) {
  return (rng: Rng) => {
    const [x1, x2] = twoOf(rng, xs);
    const k = rng.pick(ks);
    const y1 = k * powerOf(power, x1).n;
    return { kind: 'proportion-formula' as const, relation: 'direct' as const, power, x1, y1, x2 };
  };
}

/** y ∝ 1/xⁿ with k a multiple of both xⁿ, so y is whole at both values of x; k stays at most `maxK`. */
function inverseDraw(power: 'x' | 'x2', xs: readonly number[], maxK: number) {
  return (rng: Rng) => {
    const [x1, x2] = twoOf(rng, xs);
    const f = (x: number) => (power === 'x' ? x : x * x);
    const l = lcm(f(x1), f(x2));
    const k = l * rng.int(1, Math.max(1, Math.floor(maxK / l)));
    return {
      kind: 'proportion-formula' as const,
      relation: 'inverse' as const,
      power,
      x1,
      y1: k / f(x1),
      x2,
    };
  };
}

const SQUARES = [4, 9, 16, 25, 36, 49, 64, 81, 100, 121, 144];

/** Higher ratio constructs, Years 10–11. */
export const HIGHER_RATIO_CONSTRUCTS: readonly Construct[] = [
  defineConstruct({
    constructId: 331,
    slug: 'direct-proportion-formula',
    name: 'Use y = kx to solve a direct proportion problem',
    strand: 'ratio',
    subjectId: 361,
    topicUnitId: 44,
    yearGroup: 10,
    difficulty: 2,
    kind: 'proportion-formula',
    draw: directDraw('x', range(2, 15), range(2, 9)),
  }),
  defineConstruct({
    constructId: 332,
    slug: 'direct-proportion-square',
    name: 'Solve a problem where y is directly proportional to x squared',
    strand: 'ratio',
    subjectId: 361,
    topicUnitId: 44,
    yearGroup: 11,
    difficulty: 3,
    kind: 'proportion-formula',
    draw: directDraw('x2', range(2, 8), range(2, 6)),
  }),
  defineConstruct({
    constructId: 333,
    slug: 'direct-proportion-cube',
    name: 'Solve a problem where y is directly proportional to x cubed',
    strand: 'ratio',
    subjectId: 361,
    topicUnitId: 44,
    yearGroup: 11,
    difficulty: 3,
    kind: 'proportion-formula',
    draw: directDraw('x3', range(2, 5), range(2, 5)),
  }),
  defineConstruct({
    constructId: 334,
    slug: 'direct-proportion-square-root',
    name: 'Solve a problem where y is directly proportional to the square root of x',
    strand: 'ratio',
    subjectId: 361,
    topicUnitId: 44,
    yearGroup: 11,
    difficulty: 3,
    kind: 'proportion-formula',
    draw: directDraw('sqrt', SQUARES, range(2, 9)),
  }),
  defineConstruct({
    constructId: 335,
    slug: 'inverse-proportion-formula',
    name: 'Use y = k/x to solve an inverse proportion problem',
    strand: 'ratio',
    subjectId: 362,
    topicUnitId: 44,
    yearGroup: 10,
    difficulty: 2,
    kind: 'proportion-formula',
    draw: inverseDraw('x', range(2, 12), 240),
  }),
  defineConstruct({
    constructId: 336,
    slug: 'inverse-proportion-square',
    name: 'Solve a problem where y is inversely proportional to x squared',
    strand: 'ratio',
    subjectId: 362,
    topicUnitId: 44,
    yearGroup: 11,
    difficulty: 3,
    kind: 'proportion-formula',
    draw: inverseDraw('x2', range(1, 6), 3600),
  }),
];
