/**
 * All misconceptions in one list, with their cross-strand rule extensions merged in, plus lookups.
 */

import { type Misconception, type MisconceptionExtension, misconceptionKinds } from './misconception.ts';
import { ALGEBRA_EXTENSIONS, ALGEBRA_MISCONCEPTIONS } from './misconceptions/algebra.ts';
import { ALGEBRA_EQUATION_MISCONCEPTIONS } from './misconceptions/algebra-equations.ts';
import { CIRCLE_THEOREM_MISCONCEPTIONS } from './misconceptions/circle-theorems.ts';
import { GCSE_GAP_EXTENSIONS, GCSE_GAP_MISCONCEPTIONS } from './misconceptions/gcse-gaps.ts';
import {
  GCSE_GAP_ALGEBRA_EXTENSIONS,
  GCSE_GAP_ALGEBRA_MISCONCEPTIONS,
} from './misconceptions/gcse-gaps-algebra.ts';
import {
  GCSE_GAP_FINISH_EXTENSIONS,
  GCSE_GAP_FINISH_MISCONCEPTIONS,
} from './misconceptions/gcse-gaps-finish.ts';
import {
  GCSE_GAP_GEOMETRY_EXTENSIONS,
  GCSE_GAP_GEOMETRY_MISCONCEPTIONS,
} from './misconceptions/gcse-gaps-geometry.ts';
import { GEOMETRY_EXTENSIONS, GEOMETRY_MISCONCEPTIONS } from './misconceptions/geometry.ts';
import { GEOMETRY_SPACE_MISCONCEPTIONS } from './misconceptions/geometry-space.ts';
import { HIGHER_ALGEBRA_EXTENSIONS, HIGHER_ALGEBRA_MISCONCEPTIONS } from './misconceptions/higher-algebra.ts';
import { HIGHER_ALGEBRA_EQUATION_MISCONCEPTIONS } from './misconceptions/higher-algebra-equations.ts';
import {
  HIGHER_GEOMETRY_EXTENSIONS,
  HIGHER_GEOMETRY_MISCONCEPTIONS,
} from './misconceptions/higher-geometry.ts';
import { HIGHER_NUMBER_EXTENSIONS, HIGHER_NUMBER_MISCONCEPTIONS } from './misconceptions/higher-number.ts';
import { HIGHER_NUMBER_PROBLEM_MISCONCEPTIONS } from './misconceptions/higher-number-problems.ts';
import { HIGHER_RATIO_EXTENSIONS, HIGHER_RATIO_MISCONCEPTIONS } from './misconceptions/higher-ratio.ts';
import { HIGHER_STATISTICS_MISCONCEPTIONS } from './misconceptions/higher-statistics.ts';
import { HIGHER_STATISTICS_PROBABILITY_MISCONCEPTIONS } from './misconceptions/higher-statistics-probability.ts';
import { NUMBER_MISCONCEPTIONS } from './misconceptions/number.ts';
import { NUMBER_CALCULATION_MISCONCEPTIONS } from './misconceptions/number-calculation.ts';
import { NUMBER_FRACTION_MISCONCEPTIONS } from './misconceptions/number-fractions.ts';
import { NUMBER_POWER_MISCONCEPTIONS } from './misconceptions/number-powers.ts';
import { OTHER_SIDE_MISCONCEPTIONS } from './misconceptions/other-side.ts';
import { RATIO_EXTENSIONS, RATIO_MISCONCEPTIONS } from './misconceptions/ratio.ts';
import { RATIO_MEASURE_MISCONCEPTIONS } from './misconceptions/ratio-measures.ts';
import {
  REAL_LIFE_GRAPH_EXTENSIONS,
  REAL_LIFE_GRAPH_MISCONCEPTIONS,
} from './misconceptions/real-life-graphs.ts';
import { STATISTICS_MISCONCEPTIONS } from './misconceptions/statistics.ts';
import {
  STATISTICS_FIGURE_EXTENSIONS,
  STATISTICS_FIGURE_MISCONCEPTIONS,
} from './misconceptions/statistics-figures.ts';
import type { ProblemKind } from './problem.ts';

function merge(
  base: readonly Misconception[],
  extensions: readonly MisconceptionExtension[],
): Misconception[] {
  const byId = new Map(base.map((m) => [m.misconceptionId, { ...m, rules: { ...m.rules } }]));
  for (const ext of extensions) {
    const target = byId.get(ext.misconceptionId);
    if (!target) throw new Error(`Extension for unknown misconception ${ext.misconceptionId}`);
    for (const kind of Object.keys(ext.rules)) {
      if (Object.hasOwn(target.rules, kind))
        throw new Error(`Misconception ${ext.misconceptionId} already has a ${kind} rule`);
    }
    Object.assign(target.rules, ext.rules);
  }
  return [...byId.values()];
}

/** Every misconception, ordered by id, each carrying all of its rules. */
export const MISCONCEPTIONS: readonly Misconception[] = merge(
  [
    ...NUMBER_MISCONCEPTIONS,
    ...NUMBER_CALCULATION_MISCONCEPTIONS,
    ...NUMBER_FRACTION_MISCONCEPTIONS,
    ...NUMBER_POWER_MISCONCEPTIONS,
    ...OTHER_SIDE_MISCONCEPTIONS,
    ...HIGHER_NUMBER_MISCONCEPTIONS,
    ...HIGHER_NUMBER_PROBLEM_MISCONCEPTIONS,
    ...ALGEBRA_MISCONCEPTIONS,
    ...ALGEBRA_EQUATION_MISCONCEPTIONS,
    ...HIGHER_ALGEBRA_MISCONCEPTIONS,
    ...HIGHER_ALGEBRA_EQUATION_MISCONCEPTIONS,
    ...RATIO_MISCONCEPTIONS,
    ...RATIO_MEASURE_MISCONCEPTIONS,
    ...HIGHER_RATIO_MISCONCEPTIONS,
    ...REAL_LIFE_GRAPH_MISCONCEPTIONS,
    ...GEOMETRY_MISCONCEPTIONS,
    ...GEOMETRY_SPACE_MISCONCEPTIONS,
    ...HIGHER_GEOMETRY_MISCONCEPTIONS,
    ...CIRCLE_THEOREM_MISCONCEPTIONS,
    ...STATISTICS_MISCONCEPTIONS,
    ...HIGHER_STATISTICS_MISCONCEPTIONS,
    ...HIGHER_STATISTICS_PROBABILITY_MISCONCEPTIONS,
    ...STATISTICS_FIGURE_MISCONCEPTIONS,
    ...GCSE_GAP_MISCONCEPTIONS,
    ...GCSE_GAP_ALGEBRA_MISCONCEPTIONS,
    ...GCSE_GAP_GEOMETRY_MISCONCEPTIONS,
    ...GCSE_GAP_FINISH_MISCONCEPTIONS,
  ],
  [
    ...ALGEBRA_EXTENSIONS,
    ...HIGHER_ALGEBRA_EXTENSIONS,
    ...RATIO_EXTENSIONS,
    ...HIGHER_RATIO_EXTENSIONS,
    ...HIGHER_NUMBER_EXTENSIONS,
    ...GEOMETRY_EXTENSIONS,
    ...HIGHER_GEOMETRY_EXTENSIONS,
    ...STATISTICS_FIGURE_EXTENSIONS,
    ...GCSE_GAP_EXTENSIONS,
    ...GCSE_GAP_ALGEBRA_EXTENSIONS,
    ...GCSE_GAP_GEOMETRY_EXTENSIONS,
    ...GCSE_GAP_FINISH_EXTENSIONS,
    ...REAL_LIFE_GRAPH_EXTENSIONS,
  ],
).sort((a, b) => a.misconceptionId - b.misconceptionId);

const BY_ID = new Map(MISCONCEPTIONS.map((m) => [m.misconceptionId, m]));

const BY_KIND = new Map<ProblemKind, Misconception[]>();
for (const m of MISCONCEPTIONS) {
  for (const kind of misconceptionKinds(m)) {
    const list = BY_KIND.get(kind) ?? [];
    list.push(m);
    BY_KIND.set(kind, list);
  }
}

/** The misconception with this id, or undefined. */
export function misconceptionById(id: number): Misconception | undefined {
  return BY_ID.get(id);
}

/** Every misconception with a rule for this kind of problem, in id order. */
export function misconceptionsForKind(kind: ProblemKind): readonly Misconception[] {
  return BY_KIND.get(kind) ?? [];
}
