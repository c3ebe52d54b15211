/**
 * Misconceptions for the GCSE Higher ratio kinds (`problems/higher-ratio.ts`), plus rules for
 * beliefs first named in the Key Stage 3 ratio strand that bite here too.
 */

import { numberAnswer } from '../answer.ts';
import type { Misconception, MisconceptionExtension } from '../misconception.ts';
import {
  type HigherRatioProblem,
  powerOf,
  proportionalY,
  proportionConstant,
} from '../problems/higher-ratio.ts';
import { add, div, mul, rat, sub } from '../rational.ts';

type P<K extends HigherRatioProblem['kind']> = Extract<HigherRatioProblem, { kind: K }>;

/** The other relation: direct for inverse and inverse for direct. */
const flipped = (r: 'direct' | 'inverse') => (r === 'direct' ? 'inverse' : 'direct');

/** Misconceptions of the GCSE Higher ratio kinds, with their rules. */
export const HIGHER_RATIO_MISCONCEPTIONS: readonly Misconception[] = [
  {
    misconceptionId: 3201,
    slug: 'proportion-ignores-power',
    name: 'Scales y with x itself, ignoring the power or root',
    description:
      'Treats "y is proportional to x²" (or x³, or √x) as plain proportion to x, so doubling x doubles y: for y ∝ x² with y = 36 when x = 3, gives y = 60 when x = 5.',
    howToFix:
      'Write the formula first, y = kx², and keep the power in every step. Check with a table: when x doubles, x² and so y multiply by 4.',
    subjectId: 361,
    rules: {
      'proportion-formula': (p) => (p.power === 'x' ? undefined : numberAnswer(ignoringPower(p))),
    },
  },
  {
    misconceptionId: 3202,
    slug: 'proportion-direct-inverse-confused',
    name: 'Uses direct proportion for inverse proportion (or the reverse)',
    description:
      'Writes y = kxⁿ when y is inversely proportional to xⁿ, or y = k/xⁿ when it is directly proportional, so y grows when it should shrink.',
    howToFix:
      'Directly proportional: y = kxⁿ, both grow together. Inversely proportional: y = k/xⁿ, one grows as the other shrinks. Decide whether y should go up or down before working it out.',
    subjectId: 362,
    rules: {
      'proportion-formula': (p) => {
        const f = powerOf(p.power, p.x1);
        const k = p.relation === 'direct' ? mul(p.y1, f) : div(p.y1, f);
        return numberAnswer(proportionalY(flipped(p.relation), p.power, k, p.x2));
      },
    },
  },
  {
    misconceptionId: 3203,
    slug: 'proportion-gives-constant',
    name: 'Finds the constant of proportionality and stops',
    description: 'Works out k correctly (for y = kx², 36 = k × 9 gives k = 4) and gives k as the value of y.',
    howToFix:
      'k is a step, not the answer. Write the formula with k in it (y = 4x²), then substitute the new value of x.',
    subjectId: 361,
    rules: { 'proportion-formula': (p) => numberAnswer(proportionConstant(p)) },
  },
  {
    misconceptionId: 3204,
    slug: 'proportion-power-missed-finding-k',
    name: 'Forgets the power when finding k, then uses it',
    description:
      'Finds k from y = kx instead of y = kx² (36 = k × 3, so k = 12), then uses the power correctly: y = 12 × 5² = 300.',
    howToFix:
      'Substitute into the full formula, power included, both times: 36 = k × 3² gives k = 4. Writing the formula out each time stops the power going missing.',
    subjectId: 361,
    rules: {
      'proportion-formula': (p) => {
        if (p.power === 'x') return undefined;
        const k = p.relation === 'direct' ? div(p.y1, p.x1) : mul(p.y1, p.x1);
        return numberAnswer(proportionalY(p.relation, p.power, k, p.x2));
      },
    },
  },
  {
    misconceptionId: 3205,
    slug: 'proportion-power-missed-using-k',
    name: 'Finds k correctly, then forgets the power when using it',
    description: 'Finds k from y = kx² correctly (k = 4), then works out y = 4 × 5 = 20 instead of 4 × 5².',
    howToFix:
      'Write the formula with its k before substituting: y = 4x². Then square the new x first (order of operations) and multiply by k.',
    subjectId: 361,
    rules: {
      'proportion-formula': (p) =>
        p.power === 'x'
          ? undefined
          : numberAnswer(proportionalY(p.relation, 'x', proportionConstant(p), p.x2)),
    },
  },
  {
    misconceptionId: 3206,
    slug: 'proportion-constant-rearranged-wrongly',
    name: 'Rearranges the formula wrongly to find k',
    description:
      'Finds k by dividing where they should multiply, or the reverse: from y = kx with y = 20 when x = 4 writes k = 4 ÷ 20; from y = k/x writes k = y ÷ x. Then uses that k in the formula.',
    howToFix:
      'Substitute the pair of values into the formula and solve it as an equation: 20 = k × 4, so k = 20 ÷ 4. Check k by putting the first pair back in.',
    subjectId: 361,
    rules: {
      'proportion-formula': (p) => {
        const f = powerOf(p.power, p.x1);
        const k = p.relation === 'direct' ? div(f, p.y1) : div(p.y1, f);
        return numberAnswer(proportionalY(p.relation, p.power, k, p.x2));
      },
    },
  },
];

/** y from scaling by x alone, as if the power or root were not there. */
function ignoringPower(p: P<'proportion-formula'>) {
  return p.relation === 'direct' ? mul(p.y1, rat(p.x2, p.x1)) : mul(p.y1, rat(p.x1, p.x2));
}

/** Rules for misconceptions defined in the Key Stage 3 ratio strand. */
export const HIGHER_RATIO_EXTENSIONS: readonly MisconceptionExtension[] = [
  {
    // "Adds instead of multiplying": y goes up by as much as x does (or down, for inverse proportion).
    misconceptionId: 3013,
    rules: {
      'proportion-formula': (p) => {
        const y = p.relation === 'direct' ? add(p.y1, p.x2 - p.x1) : sub(p.y1, p.x2 - p.x1);
        return y.n > 0 ? numberAnswer(y) : undefined;
      },
    },
  },
];
