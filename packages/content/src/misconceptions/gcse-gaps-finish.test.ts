/**
 * The symmetry and scatter-reliability constructs of decision 0062 worked by hand: each answer and each
 * misconception's option, and each shape read back from its SVG (drawn to scale on the grid, its
 * symmetry found by folding and turning the drawn corners).
 */

import { describe, expect, it } from 'vitest';
import { type Problem, renderProblem, solveProblem } from '../problem.ts';
import { pearson, type SymmetryShape } from '../problems/gcse-gaps-finish.ts';
import { predict } from '../test/apply.ts';
import { readSvg } from '../test/svg-geometry.ts';
import { polygonSymmetry } from '../verify/solvers-gcse-gaps-finish.ts';

const lines = (figure: SymmetryShape): Problem => ({ kind: 'symmetry-count', figure, ask: 'lines' });
const rotation = (figure: SymmetryShape): Problem => ({ kind: 'symmetry-count', figure, ask: 'rotation' });

describe('lines of symmetry of a drawn shape', () => {
  it('a kite has 1 line; 4 sides, its other diagonal, the line counted at both ends, none if not regular', () => {
    const p = lines({ shape: 'kite', a: 3, top: 2, bottom: 5 });
    expect(renderProblem(p).stem).toBe(
      'The diagram shows a kite drawn on a square grid. How many lines of symmetry does the kite have?',
    );
    expect(solveProblem(p).text).toBe('$1$');
    expect(predict(4780, p)).toBe('$4$');
    expect(predict(4781, p)).toBe('$2$'); // the line plus the diagonal across
    expect(predict(4782, p)).toBe('$2$');
    expect(predict(4785, p)).toBe('$0$');
    expect(predict(4783, p)).toBe('$1$'); // its one line is upright: the same as the key, so not offered
    expect(predict(4787, p)).toBeUndefined(); // a rotation belief, and lines are asked
  });

  it('a regular hexagon with a flat top has 6; upright lines only 2, corner to corner only 3, twice 12', () => {
    const p = lines({ shape: 'regular', sides: 6, radius: 4 });
    expect(solveProblem(p).text).toBe('$6$');
    expect(predict(4783, p)).toBe('$2$');
    expect(predict(4784, p)).toBe('$3$');
    expect(predict(4782, p)).toBe('$12$');
    expect(predict(4785, p)).toBeUndefined(); // it is regular
    expect(predict(4781, p)).toBeUndefined();
  });

  it('a regular pentagon has 5 lines, none of them corner to corner', () => {
    const p = lines({ shape: 'regular', sides: 5, radius: 3 });
    expect(solveProblem(p).text).toBe('$5$');
    expect(predict(4784, p)).toBe('$0$');
    expect(predict(4783, p)).toBe('$1$'); // the one upright line through the top corner
    expect(predict(4782, p)).toBe('$10$');
  });

  it('an isosceles trapezium has 1 line; both diagonals added give 3', () => {
    const p = lines({ shape: 'isosceles-trapezium', bottom: 6, top: 2, h: 4 });
    expect(solveProblem(p).text).toBe('$1$');
    expect(predict(4781, p)).toBe('$3$');
    expect(predict(4780, p)).toBe('$4$');
  });

  it('a parallelogram has no lines; its diagonals or its order of rotation give 2', () => {
    const p = lines({ shape: 'parallelogram', w: 6, h: 4, slant: 2 });
    expect(solveProblem(p).text).toBe('$0$');
    expect(predict(4781, p)).toBe('$2$');
    expect(predict(4786, p)).toBe('$2$');
    expect(predict(4782, p)).toBeUndefined(); // no line to count twice
  });
});

describe('the order of rotational symmetry of a drawn shape', () => {
  it('a rectangle has order 2; the full turn left out 1, counted twice 3, its 4 sides', () => {
    const p = rotation({ shape: 'rectangle', w: 6, h: 4 });
    expect(solveProblem(p).text).toBe('$2$');
    expect(predict(4787, p)).toBe('$1$');
    expect(predict(4788, p)).toBe('$3$');
    expect(predict(4789, p)).toBe('$1$');
    expect(predict(4780, p)).toBe('$4$');
    expect(predict(4786, p)).toBe('$2$'); // its 2 lines: the same as the key
  });

  it('a regular octagon has order 8; 7, 9 and a half turn’s 4', () => {
    const p = rotation({ shape: 'regular', sides: 8, radius: 4 });
    expect(solveProblem(p).text).toBe('$8$');
    expect(predict(4787, p)).toBe('$7$');
    expect(predict(4788, p)).toBe('$9$');
    expect(predict(4789, p)).toBe('$4$');
  });

  it('a kite has order 1, not 0', () => {
    const p = rotation({ shape: 'kite', a: 2, top: 1, bottom: 4 });
    expect(solveProblem(p).text).toBe('$1$');
    expect(predict(4787, p)).toBe('$0$');
    expect(predict(4788, p)).toBe('$2$');
    expect(predict(4789, p)).toBeUndefined();
  });
});

describe('each shape drawn to scale on the grid', () => {
  const shapes: SymmetryShape[] = [
    { shape: 'regular', sides: 3, radius: 4 },
    { shape: 'regular', sides: 4, radius: 3 },
    { shape: 'regular', sides: 5, radius: 5 },
    { shape: 'regular', sides: 6, radius: 3 },
    { shape: 'regular', sides: 8, radius: 4 },
    { shape: 'rectangle', w: 6, h: 2 },
    { shape: 'rhombus', a: 4, b: 2 },
    { shape: 'kite', a: 3, top: 1, bottom: 5 },
    { shape: 'isosceles-trapezium', bottom: 8, top: 4, h: 2 },
    { shape: 'parallelogram', w: 6, h: 4, slant: -2 },
    { shape: 'isosceles-triangle', base: 4, h: 5 },
  ];

  it.each(shapes)('$shape: the drawn corners fold and turn onto themselves as the key says', (figure) => {
    for (const p of [lines(figure), rotation(figure)]) {
      const f = readSvg(renderProblem(p).diagram!.svg);
      expect(f.polygons).toHaveLength(1);
      const sym = polygonSymmetry(f.polygons[0]!);
      expect(`$${p.kind === 'symmetry-count' && p.ask === 'lines' ? sym.lines : sym.rotation}$`).toBe(
        solveProblem(p).text,
      );
    }
  });

  it('a 6 by 2 rectangle is 144 px by 48 px: 24 px a grid square, as the grid lines are apart', () => {
    const f = readSvg(renderProblem(lines({ shape: 'rectangle', w: 6, h: 2 })).diagram!.svg);
    const xs = f.polygons[0]!.map((p) => p[0]);
    const ys = f.polygons[0]!.map((p) => p[1]);
    expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(144, 5);
    expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(48, 5);
    const upright = [...new Set(f.segments.filter((s) => s.a[0] === s.b[0]).map((s) => s.a[0]))].sort(
      (a, b) => a - b,
    );
    expect(upright[1]! - upright[0]!).toBe(24);
  });

  it('the text alternative lists the corners in grid squares', () => {
    const r = renderProblem(lines({ shape: 'isosceles-triangle', base: 4, h: 6 }));
    expect(r.diagram!.alt).toBe(
      'An isosceles triangle drawn on a square grid. Its corners, in grid squares from its middle: (-2, -3), (2, -3), (0, 3).',
    );
  });
});

describe('interpolation or extrapolation on a scatter graph', () => {
  const base = {
    kind: 'scatter-reliability' as const,
    context: 'revision' as const,
    name: 'Ben',
    across: { from: 0, to: 10, step: 1 },
    up: { from: 0, to: 100, step: 10 },
    points: [
      [2, 41],
      [3, 38],
      [5, 60],
      [7, 58],
    ] as const,
    fit: [0, 25, 10, 85] as const,
  };

  it('4 hours lies between 2 and 7 hours: interpolation, likely reliable', () => {
    const p: Problem = { ...base, x: 4 };
    expect(solveProblem(p).text).toBe('Interpolation; it is likely to be reliable');
    expect(predict(5780, p)).toBe('Extrapolation; it is likely to be reliable');
    expect(predict(5783, p)).toBe('Interpolation; it may not be reliable');
    expect(predict(5784, p)).toBe('Extrapolation; it may not be reliable'); // no point at 4 hours
    expect(predict(5781, p)).toBeUndefined();
    expect(predict(5782, p)).toBeUndefined();
  });

  it('9 hours lies beyond the data though on the axis: extrapolation, may not be reliable', () => {
    const p: Problem = { ...base, x: 9 };
    expect(solveProblem(p).text).toBe('Extrapolation; it may not be reliable');
    expect(predict(5780, p)).toBe('Interpolation; it may not be reliable');
    expect(predict(5781, p)).toBe('Interpolation; it is likely to be reliable');
    expect(predict(5782, p)).toBe('Extrapolation; it is likely to be reliable');
    expect(predict(5783, p)).toBeUndefined();
    expect(predict(5784, p)).toBeUndefined();
  });

  it('draws one cross per point, the data from 2 to 7 hours', () => {
    const r = renderProblem({ ...base, x: 9 });
    const f = readSvg(r.diagram!.svg);
    const xAt = (v: number) => f.labels.find((l) => l.text === String(v) && l.at[1] > 220)!.at[0];
    const centres = f.segments
      .filter((s) => Math.abs(s.a[0] - s.b[0]) === 8 && s.a[1] < s.b[1])
      .map((s) => (s.a[0] + s.b[0]) / 2);
    expect(centres.map((c) => Math.round(c))).toEqual([2, 3, 5, 7].map((v) => Math.round(xAt(v))));
  });
});

describe('the cost of covering an L-shaped area', () => {
  const p: Problem = { kind: 'l-shape-cost', scene: 'lawn', w: 12, h: 9, cw: 4, ch: 3, price: 6 };

  it('12 m by 9 m less a 4 m by 3 m corner is 96 m²; at £6 a square metre, £576', () => {
    expect(renderProblem(p).stem).toBe(
      'A lawn is L-shaped: a rectangle $12$ m by $9$ m with a rectangle $4$ m by $3$ m cut from one corner. Turf costs £$6$ per square metre. How much does it cost to turf the lawn?',
    );
    expect(solveProblem(p).text).toBe('£576');
    expect(predict(4790, p)).toBe('£648'); // 108 m²: the corner left in
    expect(predict(4791, p)).toBe('£720'); // 108 + 12 = 120 m²
    expect(predict(4792, p)).toBe('£288'); // 8 × 6 = 48 m²
    expect(predict(4793, p)).toBe('£96'); // the area alone
    expect(predict(4018, p)).toBe('£252'); // the perimeter, 42 m
  });
});

describe('the type of correlation on a scatter graph', () => {
  const points = [
    [1, 18],
    [2, 16],
    [3, 15],
    [5, 11],
    [6, 10],
    [8, 6],
    [9, 5],
  ] as const;
  const p: Problem = {
    kind: 'correlation-type',
    context: 'car',
    across: { from: 0, to: 10, step: 1 },
    up: { from: 0, to: 20, step: 2 },
    points,
    correlation: { strength: 'strong', sign: -1 },
  };

  it('older cars worth less, the points close to a line: strong negative; each misreading', () => {
    expect(pearson(points)).toBeLessThan(-0.9);
    expect(solveProblem(p).text).toBe('Strong negative correlation');
    expect(predict(5785, p)).toBe('Strong positive correlation');
    expect(predict(5786, p)).toBe('Weak negative correlation');
    expect(predict(5787, p)).toBe('No correlation');
  });

  it('weak positive: reversed is weak negative, the strength swapped strong positive', () => {
    const q: Problem = { ...p, correlation: { strength: 'weak', sign: 1 } };
    expect(solveProblem(q).text).toBe('Weak positive correlation');
    expect(predict(5785, q)).toBe('Weak negative correlation');
    expect(predict(5786, q)).toBe('Strong positive correlation');
  });

  it('draws a cross at each point and no line of best fit', () => {
    const r = renderProblem(p);
    const f = readSvg(r.diagram!.svg);
    expect(f.polylines).toHaveLength(0);
    // The scale from its numbered ends, 0 and 20 (£1000s).
    const label = (v: number) => f.labels.find((l) => l.text === String(v) && l.at[0] < 56)!.at[1];
    const yAt = (v: number) => label(0) + ((label(20) - label(0)) * v) / 20;
    const centres = f.segments
      .filter((s) => Math.abs(s.a[0] - s.b[0]) === 8 && s.a[1] < s.b[1])
      .map((s) => (s.a[1] + s.b[1]) / 2);
    expect(centres.map((c) => Math.round(c))).toEqual(points.map(([, y]) => Math.round(yAt(y))));
    expect(r.diagram!.alt).not.toContain('line of best fit');
  });
});
