/**
 * The misconceptions of the constructs for A3, G21 and G23 worked by hand: each rule gives the answer a
 * student holding the belief writes down, and the verifier's own reading of an algebraic statement.
 */

import { describe, expect, it } from 'vitest';
import { type Problem, solveProblem } from '../problem.ts';
import { predict } from '../test/apply.ts';
import { classify } from '../verify/solvers-gcse-gaps.ts';

const items = {
  expression: '4x + 5y',
  equation: '3x - 2 = 19',
  formula: 'v = u + at',
  identity: '3(x + 2) = 3x + 6',
  inequality: '3x - 2 < 19',
};

describe('expression, equation, formula or identity', () => {
  it('which is an identity: 3(x + 2) = 3x + 6; each other kind from the pair its student mixes up', () => {
    const p: Problem = { kind: 'algebra-vocabulary', style: 'which', ask: 'identity', items };
    expect(solveProblem(p).text).toBe('$3(x + 2) = 3x + 6$');
    expect(predict(2660, p)).toBe('$3x - 2 = 19$'); // an equation taken for an identity
    expect(predict(2664, p)).toBe('$v = u + at$'); // a formula "true for all its letters"
    expect(predict(2666, p)).toBe('$4x + 5y$'); // an expression that can be rewritten
    expect(predict(2663, p)).toBeUndefined(); // the inequality is offered only against an equation
  });

  it('which word describes 3x − 2 = 19: an equation, and the inequality is a distractor there', () => {
    const p: Problem = { kind: 'algebra-vocabulary', style: 'name', ask: 'equation', items };
    expect(solveProblem(p).text).toBe('An equation');
    expect(predict(2660, p)).toBe('An identity');
    expect(predict(2661, p)).toBe('A formula');
    expect(predict(2662, p)).toBe('An expression');
    expect(predict(2663, p)).toBe('An inequality');
  });

  it('the verifier tells each kind from its own text', () => {
    expect(Object.fromEntries(Object.entries(items).map(([k, v]) => [k, classify(v)]))).toEqual({
      expression: 'expression',
      equation: 'equation',
      formula: 'formula',
      identity: 'identity',
      inequality: 'inequality',
    });
    expect(classify('(x + 5)^{2} = x^{2} + 10x + 25')).toBe('identity');
    expect(classify('x^{2} - 9 = (x + 3)(x - 3)')).toBe('identity');
    expect(classify('x^{2} = 49')).toBe('equation');
    expect(classify('A = \\frac{1}{2}bh')).toBe('formula');
  });
});

describe('exact trigonometric values', () => {
  it('8 sin 30° = 4', () => {
    const p: Problem = { kind: 'exact-trig-value', fn: 'sin', angle: 30, k: 8 };
    expect(solveProblem(p).text).toBe('$4$');
    expect(predict(4660, p)).toBe('$4\\sqrt{3}$'); // 8 × cos 30° = 8 × √3/2
    expect(predict(4662, p)).toBe('$\\frac{8}{3}$'); // sin 30° taken as 30/90 = ⅓
    expect(predict(4663, p)).toBe('$\\frac{1}{2}$'); // sin 30° and no further
    expect(predict(4665, p)).toBeUndefined(); // ½ has no root to drop
  });

  it('tan 30° = √3/3', () => {
    const p: Problem = { kind: 'exact-trig-value', fn: 'tan', angle: 30, k: 1 };
    expect(solveProblem(p).text).toBe('$\\frac{\\sqrt{3}}{3}$');
    expect(predict(4661, p)).toBe('$\\sqrt{3}$'); // adjacent ÷ opposite
    expect(predict(4664, p)).toBe('$\\frac{1}{2}$'); // sin 30° for tan 30°
    expect(predict(4665, p)).toBe('$1$'); // 3/3 with the root left out
    expect(predict(4663, p)).toBeUndefined(); // nothing to multiply by
  });

  it('6 cos 45° = 3√2', () => {
    const p: Problem = { kind: 'exact-trig-value', fn: 'cos', angle: 45, k: 6 };
    expect(solveProblem(p).text).toBe('$3\\sqrt{2}$');
    expect(predict(4662, p)).toBe('$3$'); // cos 45° taken as 1 − 45/90 = ½
    expect(predict(4663, p)).toBe('$\\frac{\\sqrt{2}}{2}$');
    expect(predict(4665, p)).toBe('$6$'); // √2/2 read as 2/2
  });
});

describe('area of a triangle as ½ab sin C', () => {
  it('BC = 10 cm, AC = 6 cm, C = 33°: 30 sin 33° = 16.3 cm²', () => {
    const p: Problem = { kind: 'triangle-area-sine', a: 10, b: 6, C: 33 };
    expect(solveProblem(p).text).toBe('$16.3\\text{ cm}^{2}$');
    expect(predict(4666, p)).toBe('$32.7\\text{ cm}^{2}$'); // 60 sin 33°, no ½
    expect(predict(4667, p)).toBe('$30\\text{ cm}^{2}$'); // ½ × 10 × 6
    expect(predict(4668, p)).toBe('$25.2\\text{ cm}^{2}$'); // 30 cos 33°
    // 33 radians is 1.584 past 10π, whose sine is 0.9999: the same 30 cm² by another error.
    expect(predict(4044, p)).toBe('$30\\text{ cm}^{2}$');
  });

  it('BC = 8 cm, AC = 5 cm, C = 120°: 20 sin 120° = 17.3 cm², and no negative cosine "area"', () => {
    const p: Problem = { kind: 'triangle-area-sine', a: 8, b: 5, C: 120 };
    expect(solveProblem(p).text).toBe('$17.3\\text{ cm}^{2}$');
    expect(predict(4666, p)).toBe('$34.6\\text{ cm}^{2}$');
    expect(predict(4667, p)).toBe('$20\\text{ cm}^{2}$');
    expect(predict(4668, p)).toBeUndefined(); // cos 120° = −½
    // 120 radians is 0.619 past 38π, whose sine is 0.581: 20 × 0.581 = 11.6.
    expect(predict(4044, p)).toBe('$11.6\\text{ cm}^{2}$');
  });
});

describe('faces, edges and vertices', () => {
  it('a hexagonal prism has 18 edges: 6 round each end and 6 joining them', () => {
    const p: Problem = { kind: 'solid-count', solid: 'prism', n: 6, ask: 'edges' };
    expect(solveProblem(p).text).toBe('$18$');
    expect(predict(4670, p)).toBe('$8$'); // its faces
    expect(predict(4671, p)).toBe('$12$'); // its vertices
    expect(predict(4673, p)).toBe('$6$'); // "hexagonal" read as the count
    expect(predict(4674, p)).toBe('$12$'); // the two ends' edges only
    expect(predict(4675, p)).toBe('$36$'); // 2 × 6 + 6 × 4 sides of faces, each edge twice
  });

  it('a square-based pyramid has 5 vertices, and no faces count is asked of a pyramid (faces = vertices)', () => {
    const p: Problem = { kind: 'solid-count', solid: 'pyramid', n: 4, ask: 'vertices' };
    expect(solveProblem(p).text).toBe('$5$');
    expect(predict(4670, p)).toBe('$5$'); // equal to the key, so never offered
    expect(predict(4672, p)).toBe('$8$');
    expect(predict(4673, p)).toBe('$4$'); // the apex left out
    expect(predict(4675, p)).toBe('$16$'); // 4 corners of the base + 3 of each of the 4 triangles
  });

  it('a triangular prism has 5 faces', () => {
    const p: Problem = { kind: 'solid-count', solid: 'prism', n: 3, ask: 'faces' };
    expect(solveProblem(p).text).toBe('$5$');
    expect(predict(4671, p)).toBe('$6$');
    expect(predict(4672, p)).toBe('$9$');
    expect(predict(4673, p)).toBe('$3$');
    expect(predict(4675, p)).toBeUndefined();
  });
});

describe('a probability estimated from all the trials', () => {
  // 40 spins with 13 blue, then 160 with 36: 49 blue in 200 spins.
  const p: Problem = {
    kind: 'pooled-relative-frequency',
    object: 'spinner5',
    names: ['Grace', 'Chloe'],
    n1: 40,
    r1: 13,
    n2: 160,
    r2: 36,
  };

  it('gives 49/200 = 0.245, and each partial estimate from the error its student makes', () => {
    expect(solveProblem(p).text).toBe('$0.245$');
    expect(predict(5660, p)).toBe('$0.325$'); // 13/40, the smaller experiment
    expect(predict(5661, p)).toBe('$0.225$'); // 36/160, the larger one alone
    expect(predict(5662, p)).toBe('$0.275$'); // (0.325 + 0.225) ÷ 2
    expect(predict(5663, p)).toBe('$0.2$'); // 1 in 5 for a fair spinner
  });
});
