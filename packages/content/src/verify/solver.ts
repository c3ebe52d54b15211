/**
 * What a solver reads and what it is: in a file of their own so the solvers of each area
 * (`solvers-higher-*.ts`) and the registry that gathers them (`solvers.ts`) do not import each other.
 */

import type { SvgFigure } from '../test/svg-geometry.ts';
import type { Q } from './exact.ts';
import type { Expect } from './expect.ts';

/** A question as the student sees it. */
export interface Seen {
  stem: string;
  /** The maths between `$` signs in the stem, in order. */
  maths: string[];
  /** Every number in the stem, in order. */
  nums: Q[];
  /** The options' texts, A–D. */
  options: string[];
  /** The figure read back from its SVG, when there is one. */
  figure?: SvgFigure;
  svg?: string;
  /** The figure's text alternative, which a student using a screen reader hears instead. */
  alt?: string;
}

export type Solver = (s: Seen) => Expect;
