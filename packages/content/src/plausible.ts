/**
 * The range a question's answer can possibly lie in (a probability in [0, 1], an angle of a triangle
 * in (0°, 180°), a length above 0). A distractor outside it can be ruled out by sense alone, so it
 * gives away nothing about a misconception and is never offered.
 */

import { optionQuantity } from './option-value.ts';
import type { Problem } from './problem.ts';
import { CIRCLE_THEOREM_RANGES } from './problems/circle-theorems.ts';
import { GCSE_GAP_RANGES } from './problems/gcse-gaps.ts';
import { GCSE_GAP_ALGEBRA_RANGES } from './problems/gcse-gaps-algebra.ts';
import { GCSE_GAP_FINISH_RANGES } from './problems/gcse-gaps-finish.ts';
import { GCSE_GAP_GEOMETRY_RANGES } from './problems/gcse-gaps-geometry.ts';
import { WORDED_RANGES } from './problems/gcse-gaps-worded.ts';
import { HIGHER_RATIO_RANGES } from './problems/higher-ratio.ts';
import { HIGHER_STATISTICS_RANGES } from './problems/higher-statistics.ts';
import { REAL_LIFE_GRAPH_RANGES } from './problems/real-life-graphs.ts';
import { STATISTICS_FIGURE_RANGES } from './problems/statistics-figures.ts';
import type { Range, RangeTable } from './range.ts';
import { cmp, type Rat, rat } from './rational.ts';

const probability: Range = { min: 0, max: 1 };
const halfTurn: Range = { min: 0, max: 180, minOpen: true, maxOpen: true };
const fullTurn: Range = { min: 0, max: 360, minOpen: true, maxOpen: true };
const positive: Range = { min: 0, minOpen: true };

const RANGES: RangeTable<Problem> = {
  'probability-single': () => probability,
  'probability-complement': () => probability,
  'probability-sum': () => probability,
  'probability-and': () => probability,
  'angles-line': () => halfTurn,
  'angles-triangle': () => halfTurn,
  'isosceles-angle': () => halfTurn,
  'parallel-angles': () => halfTurn,
  'angles-point': () => fullTurn,
  'pie-angle': () => ({ min: 0, max: 360, minOpen: true }),
  'back-bearing': () => ({ min: 0, max: 360, maxOpen: true }),
  // A polygon's interior and exterior angles are each under 180°; the sum of them is only positive.
  'polygon-angles': (p) => (p.kind === 'polygon-angles' && p.ask !== 'sum' ? halfTurn : positive),
  rectangle: () => positive,
  'triangle-area': () => positive,
  'parallelogram-area': () => positive,
  'trapezium-area': () => positive,
  cuboid: () => positive,
  pythagoras: () => positive,
  'trig-side': () => positive,
  'similar-length': () => positive,
  'scale-factor-measure': () => positive,
  'time-convert': () => positive,
  'metric-convert': () => positive,
  'area-units': () => positive,
  speed: () => positive,
  // A recurring decimal 0.…; a bound, an area, money left or change: never negative.
  'recurring-decimal': () => ({ min: 0, max: 1, minOpen: true, maxOpen: true }),
  'error-interval': () => positive,
  'bounds-area': () => positive,
  'bounds-speed': () => positive,
  'fraction-of-remainder': () => positive,
  'shopping-change': () => positive,
  ...HIGHER_RATIO_RANGES,
  ...HIGHER_STATISTICS_RANGES,
  ...CIRCLE_THEOREM_RANGES,
  ...STATISTICS_FIGURE_RANGES,
  ...GCSE_GAP_RANGES,
  ...GCSE_GAP_ALGEBRA_RANGES,
  ...WORDED_RANGES,
  ...GCSE_GAP_GEOMETRY_RANGES,
  ...GCSE_GAP_FINISH_RANGES,
  ...REAL_LIFE_GRAPH_RANGES,
  // GCSE Higher geometry: an angle at the centre may be reflex; one at the circumference, or in a quadrilateral, is under 180°.
  'angle-at-centre': (p) => (p.kind === 'angle-at-centre' && p.ask === 'centre' ? fullTurn : halfTurn),
  'cyclic-quadrilateral': () => halfTurn,
  'vector-magnitude': () => positive,
  'cuboid-diagonal': () => positive,
  'cosine-rule-side': () => positive,
  'sine-rule-side': () => positive,
};

/** The possible range of the problem's answer, when it has one narrower than all numbers. */
export function answerRange(problem: Problem): Range | undefined {
  // The table is keyed by kind, so the function found takes this problem's kind.
  const range = RANGES[problem.kind] as ((p: Problem) => Range) | undefined;
  return range?.(problem);
}

/** Whether a value lies in the range. */
export function inRange(value: Rat, range: Range): boolean {
  if (range.min !== undefined) {
    const c = cmp(value, rat(range.min));
    if (c < 0 || (c === 0 && range.minOpen)) return false;
  }
  if (range.max !== undefined) {
    const c = cmp(value, rat(range.max));
    if (c > 0 || (c === 0 && range.maxOpen)) return false;
  }
  return true;
}

/** Whether an option's text could be the answer by sense alone: true when it is not a single quantity. */
export function isPlausible(problem: Problem, text: string): boolean {
  const range = answerRange(problem);
  const q = optionQuantity(text);
  return !range || !q || inRange(q.value, range);
}
