/**
 * A cumulative frequency graph drawn to scale from a grouped table: each class's running total
 * plotted at its upper class boundary, joined from (lowest boundary, 0) by straight lines, on a grid
 * fine enough to read a value between the boundaries.
 */

import { lineGraph } from './line-graph.ts';

export function cumulativeFrequencyDiagram(o: {
  /** Class boundaries, ascending: class i runs from bounds[i] to bounds[i + 1]. */
  bounds: readonly number[];
  /** The running total at each upper boundary, bounds[1] … bounds[k]. */
  cumulative: readonly number[];
  /** The vertical axis runs from 0 to `top` in steps of `step`, every step labelled. */
  top: number;
  step: number;
  axisLabel: string;
  title: string;
}): string {
  const [from, to] = [o.bounds[0]!, o.bounds[o.bounds.length - 1]!];
  const numbered = Array.from({ length: Math.floor(o.top / o.step) + 1 }, (_, k) => k * o.step);
  // Fine lines every fifth of a class and every half step, so a value between boundaries can be read.
  return lineGraph({
    across: { from, to, numbered: o.bounds, grid: (o.bounds[1]! - from) / 5, title: o.axisLabel },
    up: { from: 0, to: o.top, numbered, grid: o.step / 2, title: 'Cumulative frequency' },
    points: [[from, 0], ...o.cumulative.map((c, i) => [o.bounds[i + 1]!, c] as const)],
    title: o.title,
  });
}
