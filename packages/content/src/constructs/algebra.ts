/**
 * Algebra-strand constructs. Draws keep answers whole where the year group expects it and make
 * sure signs, constants and repeated letters are present so each misconception can show itself.
 */

import { type Construct, defineConstruct } from '../construct.ts';
import type { Rng } from '../prng.ts';
import type { InequalitySign, MachineOp } from '../problems/algebra.ts';
import { gcd } from '../rational.ts';

/** A non-zero integer in [-max, -min] ∪ [min, max]. */
function signedInt(rng: Rng, min: number, max: number): number {
  return rng.int(min, max) * (rng.chance(0.5) ? -1 : 1);
}

/** Algebra-strand constructs, Years 7–10. */
export const ALGEBRA_CONSTRUCTS: readonly Construct[] = [
  defineConstruct({
    constructId: 201,
    slug: 'collect-like-terms',
    published: { edition: 2, digest: '8f4699ae951dadc0' },
    name: 'Simplify an expression by collecting like terms',
    strand: 'algebra',
    subjectId: 201,
    topicUnitId: 12,
    yearGroup: 7,
    difficulty: 1,
    kind: 'collect-terms',
    draw: (rng) => {
      const [u, v] = rng.pick([
        ['a', 'b'],
        ['x', 'y'],
        ['m', 'n'],
        ['p', 'q'],
      ] as const);
      const c1 = rng.int(2, 9);
      const c3 = -rng.int(1, c1 - 1);
      const c2 = rng.int(2, 9);
      const c4 = rng.int(1, 6);
      return {
        kind: 'collect-terms',
        terms: [
          [c1, u],
          [c2, v],
          [c3, u],
          [c4, v],
        ],
      };
    },
  }),
  defineConstruct({
    constructId: 202,
    slug: 'multiply-algebraic-terms',
    published: { edition: 2, digest: '5a0923128b40bbfe' },
    name: 'Multiply algebraic terms',
    strand: 'algebra',
    subjectId: 202,
    topicUnitId: 12,
    yearGroup: 7,
    difficulty: 1,
    kind: 'multiply-terms',
    draw: (rng) => {
      const c1 = rng.int(2, 7);
      const c2 = rng.int(2, 7);
      if (rng.chance(0.5)) {
        const v = rng.pick(['x', 'y', 'a', 'n']);
        return { kind: 'multiply-terms', c1, v1: v, c2, v2: v };
      }
      const [v1, v2] = rng.pick([
        ['a', 'b'],
        ['x', 'y'],
        ['m', 'n'],
      ] as const);
      return { kind: 'multiply-terms', c1, v1, c2, v2 };
    },
  }),
  defineConstruct({
    constructId: 203,
    slug: 'substitute-into-expression',
    published: { edition: 4, digest: '2e64fabbe3ac8f81' },
    name: 'Substitute into an expression with a power',
    strand: 'algebra',
    subjectId: 204,
    topicUnitId: 12,
    yearGroup: 8,
    difficulty: 2,
    kind: 'substitute',
    draw: (rng) => ({
      kind: 'substitute',
      // Now and then a negative coefficient (−3a² + 5): every error then gives more than the key, where
      // with a positive one most give less, so the key's rank among the options varies (decision 0063).
      p: rng.chance(0.25) ? -rng.int(2, 5) : rng.int(2, 5),
      q: signedInt(rng, 1, 9),
      a: signedInt(rng, 2, 5),
    }),
  }),
  defineConstruct({
    constructId: 204,
    slug: 'expand-single-bracket',
    published: { edition: 2, digest: '670e7af57a622816' },
    name: 'Expand a single bracket',
    strand: 'algebra',
    subjectId: 211,
    topicUnitId: 13,
    yearGroup: 8,
    difficulty: 1,
    kind: 'expand-single',
    draw: (rng) => ({
      kind: 'expand-single',
      k: signedInt(rng, 2, 6),
      a: rng.int(2, 5),
      b: signedInt(rng, 1, 9),
    }),
  }),
  defineConstruct({
    constructId: 205,
    slug: 'factorise-into-single-bracket',
    published: { edition: 2, digest: 'b3472d92b5b86445' },
    name: 'Factorise an expression into a single bracket',
    strand: 'algebra',
    subjectId: 212,
    topicUnitId: 13,
    yearGroup: 8,
    difficulty: 2,
    kind: 'factorise-linear',
    draw: (rng) => {
      const h = rng.pick([2, 3, 4, 5, 6, 8, 9, 10]);
      const p = rng.int(1, 5);
      const choices = [1, 2, 3, 4, 5, 6, 7].filter((q) => gcd(p, q) === 1 && q !== p);
      return { kind: 'factorise-linear', h, p, q: rng.pick(choices) * (rng.chance(0.5) ? -1 : 1) };
    },
  }),
  defineConstruct({
    constructId: 206,
    slug: 'expand-double-brackets',
    published: { edition: 2, digest: 'dc40622b3de73cf2' },
    name: 'Expand and simplify double brackets',
    strand: 'algebra',
    subjectId: 213,
    topicUnitId: 13,
    yearGroup: 9,
    difficulty: 2,
    kind: 'expand-double',
    draw: (rng) => {
      const a = signedInt(rng, 1, 9);
      let b = signedInt(rng, 1, 9);
      if (a + b === 0) b = -b;
      return { kind: 'expand-double', a, b };
    },
  }),
  defineConstruct({
    constructId: 207,
    slug: 'factorise-quadratic',
    published: { edition: 2, digest: '81b6a8de32edff6d' },
    name: 'Factorise a quadratic expression',
    strand: 'algebra',
    subjectId: 214,
    topicUnitId: 13,
    yearGroup: 10,
    difficulty: 3,
    kind: 'factorise-quadratic',
    draw: (rng) => {
      const r = rng.int(1, 8);
      let s = rng.int(2, 9) * (rng.chance(0.35) ? -1 : 1);
      if (s === r || s === -r) s = s > 0 ? s + 1 : s - 1;
      return { kind: 'factorise-quadratic', r, s };
    },
  }),
  defineConstruct({
    constructId: 208,
    slug: 'function-machine-inverse',
    published: { edition: 2, digest: 'aee3a63669e25084' },
    name: 'Find the input of a two-step function machine',
    strand: 'algebra',
    subjectId: 221,
    topicUnitId: 14,
    yearGroup: 7,
    difficulty: 1,
    kind: 'function-machine',
    draw: (rng) => {
      const input = rng.int(2, 12);
      const mult: MachineOp = ['multiply', rng.int(2, 5)];
      const shift: MachineOp = [rng.pick(['add', 'subtract'] as const), rng.int(1, 9)];
      const ops = rng.chance(0.5) ? [mult, shift] : [shift, mult];
      const output = ops.reduce(
        (x, [op, k]) => (op === 'add' ? x + k : op === 'subtract' ? x - k : x * k),
        input,
      );
      return { kind: 'function-machine', ops, output };
    },
  }),
  defineConstruct({
    constructId: 209,
    slug: 'solve-one-step-equations',
    published: { edition: 2, digest: 'e4f39472ea0632f7' },
    name: 'Solve one-step equations involving multiplication and division',
    strand: 'algebra',
    subjectId: 222,
    topicUnitId: 14,
    yearGroup: 7,
    difficulty: 1,
    kind: 'one-step-equation',
    draw: (rng) => {
      const k = rng.int(2, 9);
      return rng.chance(0.6)
        ? { kind: 'one-step-equation', op: 'multiply', k, rhs: k * rng.int(2, 12) }
        : { kind: 'one-step-equation', op: 'divide', k: rng.int(2, 6), rhs: rng.int(2, 9) };
    },
  }),
  defineConstruct({
    constructId: 210,
    slug: 'solve-two-step-equations',
    published: { edition: 2, digest: '88f7fc216282f2c3' },
    name: 'Solve two-step linear equations',
    strand: 'algebra',
    subjectId: 223,
    topicUnitId: 14,
    yearGroup: 8,
    difficulty: 2,
    kind: 'two-step-equation',
    draw: (rng) => {
      const a = rng.int(2, 7);
      const x = rng.int(1, 9);
      const b = signedInt(rng, 1, 12);
      return { kind: 'two-step-equation', a, b, c: a * x + b };
    },
  }),
  defineConstruct({
    constructId: 211,
    slug: 'solve-equations-unknown-both-sides',
    published: { edition: 2, digest: 'f8a074048155ad90' },
    name: 'Solve equations with unknowns on both sides',
    strand: 'algebra',
    subjectId: 224,
    topicUnitId: 14,
    yearGroup: 9,
    difficulty: 2,
    kind: 'equation-both-sides',
    draw: (rng) => {
      const a = rng.int(3, 9);
      const c = rng.int(1, a - 1);
      const x = rng.int(1, 9);
      const b = signedInt(rng, 1, 9);
      return { kind: 'equation-both-sides', a, b, c, d: (a - c) * x + b };
    },
  }),
  defineConstruct({
    constructId: 212,
    slug: 'term-from-nth-term',
    published: { edition: 2, digest: '249020a5c7dd85b3' },
    name: 'Find a term of a sequence from its nth term',
    strand: 'algebra',
    subjectId: 231,
    topicUnitId: 15,
    yearGroup: 7,
    difficulty: 1,
    kind: 'nth-term-value',
    draw: (rng) => ({
      kind: 'nth-term-value',
      a: rng.int(2, 9),
      b: signedInt(rng, 1, 9),
      n: rng.pick([10, 12, 15, 20, 25, 50]),
    }),
  }),
  defineConstruct({
    constructId: 213,
    slug: 'find-nth-term',
    published: { edition: 2, digest: '8a3b4d94e3da33ac' },
    name: 'Find the nth term of a linear sequence',
    strand: 'algebra',
    subjectId: 232,
    topicUnitId: 15,
    yearGroup: 8,
    difficulty: 2,
    kind: 'nth-term-find',
    draw: (rng) => {
      const diff = rng.int(2, 9);
      let first = rng.int(-5, 15);
      if (first === diff || first === 0 || first === 2 * diff) first += 1;
      return { kind: 'nth-term-find', first, diff };
    },
  }),
  defineConstruct({
    constructId: 214,
    slug: 'gradient-from-two-points',
    published: { edition: 2, digest: '33b2bdea6e7360cd' },
    name: 'Find the gradient of a line through two points',
    strand: 'algebra',
    subjectId: 241,
    topicUnitId: 16,
    yearGroup: 9,
    difficulty: 2,
    kind: 'gradient-points',
    draw: (rng) => {
      const x1 = rng.int(-3, 4);
      const y1 = rng.int(-4, 6);
      const dx = rng.int(1, 5);
      const m = signedInt(rng, 1, 4);
      return { kind: 'gradient-points', x1, y1, x2: x1 + dx, y2: y1 + m * dx };
    },
  }),
  defineConstruct({
    constructId: 215,
    slug: 'gradient-from-equation',
    published: { edition: 2, digest: '26d363dc4836196b' },
    name: 'Find the gradient from the equation of a line',
    strand: 'algebra',
    subjectId: 242,
    topicUnitId: 16,
    yearGroup: 9,
    difficulty: 2,
    kind: 'line-gradient',
    draw: (rng) => {
      const a = rng.int(2, 5);
      const m = signedInt(rng, 1, 5);
      return { kind: 'line-gradient', a, b: m * a, c: signedInt(rng, 1, 9) };
    },
  }),
  defineConstruct({
    constructId: 216,
    slug: 'solve-linear-inequalities',
    published: { edition: 2, digest: '74904746209fedfa' },
    name: 'Solve a linear inequality',
    strand: 'algebra',
    subjectId: 251,
    topicUnitId: 17,
    yearGroup: 9,
    difficulty: 2,
    kind: 'linear-inequality',
    draw: (rng) => {
      const a = signedInt(rng, 2, 5);
      const x = signedInt(rng, 1, 8);
      const b = signedInt(rng, 1, 9);
      const sign = rng.pick<InequalitySign>(['<', '>', '<=', '>=']);
      return { kind: 'linear-inequality', a, b, c: a * x + b, sign };
    },
  }),
  defineConstruct({
    constructId: 217,
    slug: 'change-the-subject',
    published: { edition: 2, digest: '403a34d439c51157' },
    name: 'Change the subject of a linear formula',
    strand: 'algebra',
    subjectId: 261,
    topicUnitId: 17,
    yearGroup: 10,
    difficulty: 2,
    kind: 'rearrange-linear',
    draw: (rng) => ({ kind: 'rearrange-linear', a: rng.int(2, 9), b: signedInt(rng, 1, 9) }),
  }),
  defineConstruct({
    constructId: 218,
    slug: 'index-laws-multiply-divide',
    published: { edition: 2, digest: 'f0d8d16b045c55a7' },
    name: 'Multiply and divide algebraic powers',
    strand: 'algebra',
    subjectId: 206,
    topicUnitId: 18,
    yearGroup: 9,
    difficulty: 2,
    kind: 'index-law',
    draw: (rng) => {
      if (rng.chance(0.5)) {
        return {
          kind: 'index-law',
          op: 'multiply',
          c1: rng.int(2, 6),
          e1: rng.int(2, 7),
          c2: rng.int(2, 6),
          e2: rng.int(2, 6),
        };
      }
      const c2 = rng.int(2, 5);
      const e2 = rng.int(2, 4);
      return { kind: 'index-law', op: 'divide', c1: c2 * rng.int(2, 6), e1: e2 * rng.int(2, 4), c2, e2 };
    },
  }),
  defineConstruct({
    constructId: 219,
    slug: 'index-laws-power-of-power',
    published: { edition: 2, digest: 'ceea2595c8521d58' },
    name: 'Raise an algebraic power to a power',
    strand: 'algebra',
    subjectId: 206,
    topicUnitId: 18,
    yearGroup: 10,
    difficulty: 3,
    kind: 'index-law',
    draw: (rng) => ({
      kind: 'index-law',
      op: 'power',
      c1: rng.int(2, 5),
      e1: rng.int(2, 5),
      c2: 1,
      e2: rng.int(2, 4),
    }),
  }),
  defineConstruct({
    constructId: 220,
    slug: 'solve-simultaneous-equations',
    published: { edition: 2, digest: 'b5528dcd2fa86c48' },
    name: 'Solve linear simultaneous equations by elimination',
    strand: 'algebra',
    subjectId: 225,
    topicUnitId: 14,
    yearGroup: 10,
    difficulty: 2,
    kind: 'simultaneous-linear',
    draw: (rng) => {
      // The y terms match (subtract to eliminate) or are opposite (add); x and y whole, x not 0.
      const same = rng.chance(0.5);
      const a1 = rng.int(3, 8);
      const a2 = same ? rng.int(1, a1 - 2) : rng.pick([1, 2, 3, 4, 5, 6].filter((n) => n !== a1));
      const b1 = rng.int(1, 5);
      const b2 = same ? b1 : -b1;
      const x = signedInt(rng, 1, 7);
      const y = signedInt(rng, 1, 6);
      return { kind: 'simultaneous-linear', a1, b1, c1: a1 * x + b1 * y, a2, b2, c2: a2 * x + b2 * y };
    },
  }),
];
