/**
 * The union of every problem kind across the five strands, and the dispatch that solves or
 * renders any problem. Problems are plain JSON so the database can store them beside the question.
 */

import type { Answer } from './answer.ts';
import type { KindDef, Rendered } from './kind.ts';
import { ALGEBRA_KINDS, type AlgebraProblem } from './problems/algebra.ts';
import { CIRCLE_THEOREM_KINDS, type CircleTheoremProblem } from './problems/circle-theorems.ts';
import { GCSE_GAP_KINDS, type GcseGapProblem } from './problems/gcse-gaps.ts';
import { GCSE_GAP_ALGEBRA_KINDS, type GcseGapAlgebraProblem } from './problems/gcse-gaps-algebra.ts';
import { GCSE_GAP_FINISH_KINDS, type GcseGapFinishProblem } from './problems/gcse-gaps-finish.ts';
import { GCSE_GAP_GEOMETRY_KINDS, type GcseGapGeometryProblem } from './problems/gcse-gaps-geometry.ts';
import { WORDED_KINDS, type WordedProblem } from './problems/gcse-gaps-worded.ts';
import { GEOMETRY_KINDS, type GeometryProblem } from './problems/geometry.ts';
import { HIGHER_ALGEBRA_KINDS, type HigherAlgebraProblem } from './problems/higher-algebra.ts';
import { HIGHER_GEOMETRY_KINDS, type HigherGeometryProblem } from './problems/higher-geometry.ts';
import { HIGHER_NUMBER_KINDS, type HigherNumberProblem } from './problems/higher-number.ts';
import { HIGHER_RATIO_KINDS, type HigherRatioProblem } from './problems/higher-ratio.ts';
import { HIGHER_STATISTICS_KINDS, type HigherStatisticsProblem } from './problems/higher-statistics.ts';
import { NUMBER_KINDS, type NumberProblem } from './problems/number.ts';
import { RATIO_KINDS, type RatioProblem } from './problems/ratio.ts';
import { REAL_LIFE_GRAPH_KINDS, type RealLifeGraphProblem } from './problems/real-life-graphs.ts';
import { STATISTICS_KINDS, type StatisticsProblem } from './problems/statistics.ts';
import { STATISTICS_FIGURE_KINDS, type StatisticsFigureProblem } from './problems/statistics-figures.ts';

/** Any problem a question can be built on. */
export type Problem =
  | NumberProblem
  | HigherNumberProblem
  | AlgebraProblem
  | HigherAlgebraProblem
  | RatioProblem
  | HigherRatioProblem
  | RealLifeGraphProblem
  | GeometryProblem
  | HigherGeometryProblem
  | CircleTheoremProblem
  | StatisticsProblem
  | HigherStatisticsProblem
  | StatisticsFigureProblem
  | GcseGapProblem
  | GcseGapAlgebraProblem
  | WordedProblem
  | GcseGapGeometryProblem
  | GcseGapFinishProblem;

/** The name of a kind of problem, e.g. "fraction-add". */
export type ProblemKind = Problem['kind'];

/** The problem shape for one kind. */
export type ProblemOf<K extends ProblemKind> = Extract<Problem, { kind: K }>;

const KINDS = {
  ...NUMBER_KINDS,
  ...HIGHER_NUMBER_KINDS,
  ...ALGEBRA_KINDS,
  ...HIGHER_ALGEBRA_KINDS,
  ...RATIO_KINDS,
  ...HIGHER_RATIO_KINDS,
  ...REAL_LIFE_GRAPH_KINDS,
  ...GEOMETRY_KINDS,
  ...HIGHER_GEOMETRY_KINDS,
  ...CIRCLE_THEOREM_KINDS,
  ...STATISTICS_KINDS,
  ...HIGHER_STATISTICS_KINDS,
  ...STATISTICS_FIGURE_KINDS,
  ...GCSE_GAP_KINDS,
  ...GCSE_GAP_ALGEBRA_KINDS,
  ...WORDED_KINDS,
  ...GCSE_GAP_GEOMETRY_KINDS,
  ...GCSE_GAP_FINISH_KINDS,
};

/** Every problem kind, in a stable order. */
export const PROBLEM_KINDS: readonly ProblemKind[] = Object.keys(KINDS) as ProblemKind[];

function kindOf(problem: Problem): KindDef<Problem> {
  // The table is keyed by kind, so the entry always matches the problem; TypeScript cannot see that correlation.
  const def = (KINDS as Record<string, KindDef<Problem> | undefined>)[problem.kind];
  if (!def) throw new Error(`Unknown problem kind: ${problem.kind}`);
  return def;
}

/** The correct answer to a problem, computed from its data alone. */
export function solveProblem(problem: Problem): Answer {
  return kindOf(problem).solve(problem);
}

/** The stem (and diagram, if the kind draws one) for a problem. */
export function renderProblem(problem: Problem): Rendered {
  return kindOf(problem).render(problem);
}
