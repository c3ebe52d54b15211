/**
 * The A12 and R15 figures read back from their own SVG (helper hc1): every drawn point of a curve must
 * lie on the graph of the function asked about, measured against the numbered axes, and no other
 * option's equation may pass through all of them; the tangent drawn on a distance–time curve must touch
 * the curve at the time in the stem and its rise over run, measured on the figure, must be the key.
 */

import { describe, expect, it } from 'vitest';
import { constructQuestions } from './bank.ts';
import { constructById } from './construct-registry.ts';
import { graphValue } from './problems/gcse-gaps-algebra.ts';
import type { Question } from './question.ts';
import { type Label, readSvg } from './test/svg-geometry.ts';

const questions = (id: number) => constructQuestions(constructById(id)!);

/** Pixels to values along one axis, from its number labels. */
function scale(labels: readonly Label[], along: 0 | 1) {
  const sorted = [...labels].sort((p, q) => p.at[along] - q.at[along]);
  expect(sorted.length).toBeGreaterThanOrEqual(3);
  const [first, last] = [sorted[0]!, sorted.at(-1)!];
  const per = (last.at[along] - first.at[along]) / (Number(last.text) - Number(first.text));
  // Evenly spaced: every number at its place on the scale.
  for (const l of sorted)
    expect(first.at[along] + (Number(l.text) - Number(first.text)) * per).toBeCloseTo(l.at[along], 0);
  return (px: number) => Number(first.text) + (px - first.at[along]) / per;
}

/** The figure's two axes: the row of numbers and the column of numbers. */
function axes(svg: string) {
  const numbers = readSvg(svg).labels.filter((l) => /^-?\d+$/.test(l.text));
  const rows = new Map<number, Label[]>();
  for (const l of numbers) rows.set(l.at[1], [...(rows.get(l.at[1]) ?? []), l]);
  const across = [...rows.values()].sort((a, b) => b.length - a.length)[0]!;
  return {
    x: scale(across, 0),
    y: scale(
      numbers.filter((l) => !across.includes(l)),
      1,
    ),
  };
}

const keyOf = (q: Question) => q.options.find((o) => o.isCorrect)!;

describe('graphs of functions (A12)', () => {
  it('draw the curve of the equation asked about, to scale, in one piece or two', () => {
    const qs = questions(261);
    expect(qs).toHaveLength(25);
    for (const q of qs) {
      if (q.problem.kind !== 'graph-equation') throw new Error('kind');
      const shown = q.problem.shown;
      const fig = readSvg(q.diagram!);
      const { x, y } = axes(q.diagram!);
      const points = fig.polylines.flatMap((piece) => piece.map(([a, b]) => [x(a), y(b)] as const));
      expect(points.length, q.key).toBeGreaterThan(20);
      for (const [a, b] of points) {
        const want = graphValue(shown, a)!;
        const slope = Math.abs(graphValue(shown, a + 0.001)! - graphValue(shown, a - 0.001)!) / 0.002;
        expect(Math.abs(want - b), `${q.key} at x = ${a.toFixed(2)}`).toBeLessThan(0.05 + 0.005 * slope);
      }
      // A reciprocal has two pieces, one each side of the y-axis; every other curve one.
      expect(fig.polylines.length, q.key).toBe(shown.family === 'reciprocal' ? 2 : 1);
      // The window is x from −4 to 4 and y from −10 to 10: the scale reads back.
      expect(Math.min(...points.map(([, b]) => b))).toBeGreaterThanOrEqual(-10.01);
      expect(keyOf(q).misconceptionIds).toEqual([]);
    }
  });
});

describe('the tangent to a distance–time curve (R15)', () => {
  it('touches the curve at the time asked, and its measured gradient is the key', () => {
    const qs = questions(385);
    expect(qs).toHaveLength(25);
    for (const q of qs) {
      if (q.problem.kind !== 'tangent-gradient') throw new Error('kind');
      const fig = readSvg(q.diagram!);
      const { x, y } = axes(q.diagram!);
      const tangent = fig.segments.filter((s) => s.stroke === '#9a3412');
      expect(tangent, q.key).toHaveLength(1);
      const [[t1, d1], [t2, d2]] = [tangent[0]!.a, tangent[0]!.b].map(([a, b]) => [x(a), y(b)]) as [
        number[],
        number[],
      ];
      const t0 = Number(/at \$t = (\d+)\$ has been drawn/.exec(q.stem)![1]);
      expect((t1! + t2!) / 2).toBeCloseTo(t0, 2);
      const gradient = (d2! - d1!) / (t2! - t1!);
      const key = /^\$([\d.]+)\\text\{ m\/s\}\$$/.exec(keyOf(q).text)![1];
      expect(gradient, q.key).toBeCloseTo(Number(key), 1);
      // The curve passes through the point touched: the distance there is k t0².
      const curve = fig.polylines[0]!.map(([a, b]) => [x(a), y(b)] as const);
      const k = q.problem.k.n / q.problem.k.d;
      const near = curve.reduce((best, [a, b]) =>
        Math.abs(a - t0) < Math.abs(best[0] - t0) ? [a, b] : best,
      );
      expect(near[1], q.key).toBeCloseTo(k * near[0] * near[0], 0);
      // And the tangent runs through it: its middle is on the curve.
      expect((d1! + d2!) / 2).toBeCloseTo(k * t0 * t0, 1);
    }
  });
});
