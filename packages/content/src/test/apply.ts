/**
 * Test helper: the option text a misconception produces for a problem, so rule tests read as
 * hand-worked examples ("1/2 + 1/3 → 2/5").
 */

import { applyMisconception } from '../misconception.ts';
import { misconceptionById } from '../misconception-registry.ts';
import type { Problem } from '../problem.ts';

/** The text of the answer misconception `id` gives to the problem, or undefined when it does not apply. */
export function predict(id: number, problem: Problem): string | undefined {
  const m = misconceptionById(id);
  if (!m) throw new Error(`No misconception ${id}`);
  return applyMisconception(m, problem)?.text;
}
