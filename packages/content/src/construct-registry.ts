/**
 * Every construct across the five strands, in a stable order, with lookups.
 */

import type { Construct } from './construct.ts';
import { ALGEBRA_CONSTRUCTS } from './constructs/algebra.ts';
import { FIGURE_HIGHER_CONSTRUCTS } from './constructs/figures-higher.ts';
import { GCSE_GAP_CONSTRUCTS } from './constructs/gcse-gaps.ts';
import { GCSE_GAP_ALGEBRA_CONSTRUCTS } from './constructs/gcse-gaps-algebra.ts';
import { GCSE_GAP_FINISH_CONSTRUCTS } from './constructs/gcse-gaps-finish.ts';
import { GCSE_GAP_GEOMETRY_CONSTRUCTS } from './constructs/gcse-gaps-geometry.ts';
import { GEOMETRY_CONSTRUCTS } from './constructs/geometry.ts';
import { HIGHER_ALGEBRA_CONSTRUCTS } from './constructs/higher-algebra.ts';
import { HIGHER_GEOMETRY_CONSTRUCTS } from './constructs/higher-geometry.ts';
import { HIGHER_NUMBER_CONSTRUCTS } from './constructs/higher-number.ts';
import { HIGHER_RATIO_CONSTRUCTS } from './constructs/higher-ratio.ts';
import { HIGHER_STATISTICS_CONSTRUCTS } from './constructs/higher-statistics.ts';
import { NUMBER_CONSTRUCTS } from './constructs/number.ts';
import { NUMBER_FRACTION_CONSTRUCTS } from './constructs/number-fractions.ts';
import { RATIO_CONSTRUCTS } from './constructs/ratio.ts';
import { REAL_LIFE_GRAPH_CONSTRUCTS } from './constructs/real-life-graphs.ts';
import { STATISTICS_CONSTRUCTS } from './constructs/statistics.ts';

/** Every construct, ordered by id (the order questions are generated in). */
export const CONSTRUCTS: readonly Construct[] = [
  ...NUMBER_CONSTRUCTS,
  ...NUMBER_FRACTION_CONSTRUCTS,
  ...HIGHER_NUMBER_CONSTRUCTS,
  ...ALGEBRA_CONSTRUCTS,
  ...HIGHER_ALGEBRA_CONSTRUCTS,
  ...RATIO_CONSTRUCTS,
  ...HIGHER_RATIO_CONSTRUCTS,
  ...GEOMETRY_CONSTRUCTS,
  ...HIGHER_GEOMETRY_CONSTRUCTS,
  ...STATISTICS_CONSTRUCTS,
  ...HIGHER_STATISTICS_CONSTRUCTS,
  ...FIGURE_HIGHER_CONSTRUCTS,
  ...GCSE_GAP_CONSTRUCTS,
  ...GCSE_GAP_ALGEBRA_CONSTRUCTS,
  ...GCSE_GAP_GEOMETRY_CONSTRUCTS,
  ...GCSE_GAP_FINISH_CONSTRUCTS,
  ...REAL_LIFE_GRAPH_CONSTRUCTS,
].sort((a, b) => a.constructId - b.constructId);

const BY_ID = new Map(CONSTRUCTS.map((c) => [c.constructId, c]));

/** The construct with this id, or undefined. */
export function constructById(id: number): Construct | undefined {
  return BY_ID.get(id);
}
