/**
 * The contract every problem kind fulfils. A problem is plain JSON data (stored with the question);
 * its kind knows how to solve it and how to show it, so the correct answer is always recomputable.
 */

import type { Answer } from './answer.ts';

/** What a question shows: the stem and, for visual topics, a diagram with its alt text. */
export interface Rendered {
  stem: string;
  diagram?: { svg: string; alt: string };
}

/** How one kind of problem is solved and shown. */
export interface KindDef<P> {
  solve(problem: P): Answer;
  render(problem: P): Rendered;
}

/** One `KindDef` per kind of a union of problems, checked against each member's own shape. */
export type KindTable<U extends { kind: string }> = { [K in U['kind']]: KindDef<Extract<U, { kind: K }>> };
