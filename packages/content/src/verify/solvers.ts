/**
 * One solver per construct: it reads the question as the student sees it (the stem's words and
 * numbers, the figure's labels and geometry) and works the answer out its own way, in exact
 * arithmetic. None of this calls the content's generators or solvers.
 */

import type { Seen, Solver } from './solver.ts';
import { ALGEBRA_SOLVERS } from './solvers-algebra.ts';
import { FIGURE_HIGHER_SOLVERS } from './solvers-figures-higher.ts';
import { GCSE_GAP_SOLVERS } from './solvers-gcse-gaps.ts';
import { GCSE_GAP_ALGEBRA_SOLVERS } from './solvers-gcse-gaps-algebra.ts';
import { GCSE_GAP_FINISH_SOLVERS } from './solvers-gcse-gaps-finish.ts';
import { GCSE_GAP_GEOMETRY_SOLVERS } from './solvers-gcse-gaps-geometry.ts';
import { GEOMETRY_SOLVERS } from './solvers-geometry.ts';
import { HIGHER_ALGEBRA_SOLVERS } from './solvers-higher-algebra.ts';
import { HIGHER_GEOMETRY_SOLVERS } from './solvers-higher-geometry.ts';
import { HIGHER_NUMBER_SOLVERS } from './solvers-higher-number.ts';
import { HIGHER_RATIO_SOLVERS } from './solvers-higher-ratio.ts';
import { HIGHER_STATISTICS_SOLVERS } from './solvers-higher-statistics.ts';
import { NUMBER_SOLVERS } from './solvers-number.ts';
import { RATIO_SOLVERS } from './solvers-ratio.ts';
import { REAL_LIFE_GRAPH_SOLVERS } from './solvers-real-life-graphs.ts';
import { STATISTICS_SOLVERS } from './solvers-statistics.ts';
import { Unreadable } from './unreadable.ts';

export type { Seen, Solver };

export { Unreadable };

/** Every construct's solver, by slug: each strand's file, in the order they always went (a later one wins). */
export const SOLVERS: Readonly<Record<string, Solver>> = {
  ...HIGHER_ALGEBRA_SOLVERS,
  ...HIGHER_NUMBER_SOLVERS,
  ...HIGHER_GEOMETRY_SOLVERS,
  ...NUMBER_SOLVERS,
  ...ALGEBRA_SOLVERS,
  ...RATIO_SOLVERS,
  ...GEOMETRY_SOLVERS,
  ...STATISTICS_SOLVERS,
  ...HIGHER_RATIO_SOLVERS,
  ...HIGHER_STATISTICS_SOLVERS,
  ...FIGURE_HIGHER_SOLVERS,
  ...GCSE_GAP_SOLVERS,
  ...GCSE_GAP_GEOMETRY_SOLVERS,
  ...GCSE_GAP_FINISH_SOLVERS,
  ...REAL_LIFE_GRAPH_SOLVERS,
  ...GCSE_GAP_ALGEBRA_SOLVERS,
};
