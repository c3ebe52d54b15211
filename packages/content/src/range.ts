/**
 * Bounds on an answer, and each kind's bounds read from its own problem. In a file of their own so
 * `plausible.ts`, which gathers every area's table, and the areas' problem files (`problems/higher-*.ts`)
 * do not import each other.
 */

/** Bounds on a quantity; `open` bounds exclude the end itself. */
export interface Range {
  min?: number;
  max?: number;
  minOpen?: boolean;
  maxOpen?: boolean;
}

/** The range each kind's answer can lie in, given that kind's problem. */
export type RangeTable<P extends { kind: string }> = {
  [K in P['kind']]?: (p: Extract<P, { kind: K }>) => Range;
};
