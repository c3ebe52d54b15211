/**
 * Verifier solvers for `constructs/gcse-gaps-finish.ts`, reading each question as the student sees it:
 * the symmetry of the one polygon drawn, found by folding and turning its drawn corners (not from the
 * shape's name), and an estimate on a scatter graph judged against the plotted points' own range.
 */

import { q } from './exact.ts';
import { exactText, number } from './expect.ts';
import type { Seen, Solver } from './solver.ts';
import { Unreadable } from './unreadable.ts';

type Pt = readonly [number, number];

/** Whether every corner, moved by `map`, lands on a corner (to within half a pixel). */
const onto = (corners: readonly Pt[], map: (p: Pt) => Pt) =>
  corners.every((c) => {
    const [x, y] = map(c);
    return corners.some(([u, v]) => Math.hypot(u - x, v - y) < 0.5);
  });

/** The lines of symmetry and order of rotation of a polygon, tested on its corners about their centre. */
export function polygonSymmetry(corners: readonly Pt[]): { lines: number; rotation: number } {
  const n = corners.length;
  const [cx, cy] = [corners.reduce((t, p) => t + p[0], 0) / n, corners.reduce((t, p) => t + p[1], 0) / n];
  // Any mirror line goes through the centre and through a corner or the middle of a side.
  const through: Pt[] = corners.flatMap((p, i) => {
    const r = corners[(i + 1) % n]!;
    return [p, [(p[0] + r[0]) / 2, (p[1] + r[1]) / 2] as const];
  });
  const angles = new Set<number>();
  for (const [px, py] of through) {
    const t = Math.atan2(py - cy, px - cx);
    const [ux, uy] = [Math.cos(t), Math.sin(t)];
    const mirror = ([x, y]: Pt): Pt => {
      const d = (x - cx) * ux + (y - cy) * uy;
      return [2 * (cx + d * ux) - x, 2 * (cy + d * uy) - y];
    };
    // One line meets the edge twice: keep its direction once, in whole degrees from 0 to 179.
    if (onto(corners, mirror)) angles.add(((Math.round((t * 180) / Math.PI) % 180) + 180) % 180);
  }
  let rotation = 0;
  for (let k = 1; k <= n; k++) {
    const a = (2 * Math.PI * k) / n;
    const turn = ([x, y]: Pt): Pt => [
      cx + (x - cx) * Math.cos(a) - (y - cy) * Math.sin(a),
      cy + (x - cx) * Math.sin(a) + (y - cy) * Math.cos(a),
    ];
    if (onto(corners, turn)) rotation++;
  }
  return { lines: angles.size, rotation };
}

/** The plotted points the text alternative lists, checked against the crosses drawn (two strokes each). */
function plotted(s: Seen): Pt[] {
  const listed = /Points: ([^.]*)\./.exec(s.alt ?? '');
  if (!listed) throw new Unreadable('the text alternative listing the points');
  const pts = [...listed[1]!.matchAll(/\((\d+), (\d+)\)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
  const strokes = (s.figure?.segments ?? []).filter(
    (g) => Math.abs(Math.abs(g.a[0] - g.b[0]) - 8) < 0.01 && Math.abs(Math.abs(g.a[1] - g.b[1]) - 8) < 0.01,
  );
  if (pts.length < 3 || strokes.length !== 2 * pts.length) throw new Unreadable('the plotted points');
  return pts;
}

export const GCSE_GAP_FINISH_SOLVERS: Readonly<Record<string, Solver>> = {
  'symmetry-of-a-drawn-shape': (s) => {
    if (s.figure?.polygons.length !== 1) throw new Unreadable('one shape drawn');
    const sym = polygonSymmetry(s.figure.polygons[0]!);
    if (/lines of symmetry/.test(s.stem)) return number(q(sym.lines));
    if (/order of rotational symmetry/.test(s.stem)) return number(q(sym.rotation));
    throw new Unreadable('lines or the order of rotational symmetry asked');
  },
  'l-shaped-area-cost': (s) => {
    const m =
      /is L-shaped: a rectangle \$(\d+)\$ m by \$(\d+)\$ m with a rectangle \$(\d+)\$ m by \$(\d+)\$ m cut from one corner\. \w+ costs £\$(\d+)\$ per square metre\./.exec(
        s.stem,
      );
    if (!m) throw new Unreadable('the rectangle, its cut-out corner and the price');
    const [w, h, a, b, price] = m.slice(1).map((t) => BigInt(t)) as [bigint, bigint, bigint, bigint, bigint];
    // Split the L into two rectangles: a strip the full width, and the rest of the other arm.
    const area = w * (h - b) + (w - a) * b;
    return number(q(area * price), { unit: '£' });
  },
  'scatter-graph-type-of-correlation': (s) => {
    const pts = plotted(s);
    // Pearson's r from the plotted points: near ±1 strong, well away from 0 and ±1 weak.
    const n = pts.length;
    const [mx, my] = [pts.reduce((t, p) => t + p[0], 0) / n, pts.reduce((t, p) => t + p[1], 0) / n];
    const sxy = pts.reduce((t, [x, y]) => t + (x - mx) * (y - my), 0);
    const sxx = pts.reduce((t, [x]) => t + (x - mx) ** 2, 0);
    const syy = pts.reduce((t, [, y]) => t + (y - my) ** 2, 0);
    const r = sxy / Math.sqrt(sxx * syy);
    const strength =
      Math.abs(r) >= 0.85 ? 'Strong' : Math.abs(r) >= 0.35 && Math.abs(r) <= 0.75 ? 'Weak' : '';
    if (!strength) throw new Unreadable(`a correlation clearly strong or weak (r = ${r.toFixed(2)})`);
    return exactText(`${strength} ${r > 0 ? 'positive' : 'negative'} correlation`, (text) => text);
  },
  'scatter-graph-interpolation-or-extrapolation': (s) => {
    const xs = plotted(s).map(([x]) => x);
    const m = /\$(\d+)\$/.exec(s.stem);
    if (!m) throw new Unreadable('the value estimated at');
    const x = Number(m[1]);
    const inside = x >= Math.min(...xs) && x <= Math.max(...xs);
    const answer = inside
      ? 'Interpolation; it is likely to be reliable'
      : 'Extrapolation; it may not be reliable';
    return exactText(answer, (text) => text);
  },
};
