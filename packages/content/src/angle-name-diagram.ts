/**
 * A quadrilateral ABCD with one diagonal and one angle marked (GCSE G1: naming an angle by three
 * letters), drawn to scale from its corners. The corners are given in grid units (y up).
 */

import { angleArc, COLOURS, label, line, polygon, svgDocument } from './svg.ts';

export type Corner = readonly [number, number];

const U = 30;
const PAD = 30;

/** Direction in degrees (maths convention) from p to q. */
const bearing = (p: Corner, q: Corner) => (Math.atan2(q[1] - p[1], q[0] - p[0]) * 180) / Math.PI;

/**
 * `corners` A, B, C, D in order; the diagonal joins corner `diagonal[0]` to `diagonal[1]`; the angle
 * marked is at corner `at` between the lines to corners `arms[0]` and `arms[1]`.
 */
export function angleNameDrawing(
  letters: string,
  corners: readonly Corner[],
  diagonal: readonly [number, number],
  at: number,
  arms: readonly [number, number],
): { svg: string; alt: string } {
  const names = [...letters];
  const maxY = Math.max(...corners.map((c) => c[1]));
  const toPx = ([x, y]: Corner): [number, number] => [PAD + x * U, PAD + (maxY - y) * U];
  const pts = corners.map(toPx);
  const body = [polygon(pts, { fill: COLOURS.fillBlue }), line(...pts[diagonal[0]]!, ...pts[diagonal[1]]!)];
  // The arc runs anticlockwise from one arm to the other, the smaller way round.
  let [from, to] = arms.map((i) => bearing(corners[at]!, corners[i]!)) as [number, number];
  if ((((to - from) % 360) + 360) % 360 > 180) [from, to] = [to, from];
  if (to < from) to += 360;
  const [vx, vy] = pts[at]!;
  body.push(angleArc(vx, vy, 22, from, to, { 'stroke-width': 2 }));
  // Each letter sits outside its corner, away from the middle of the shape.
  const mid = [pts.reduce((t, p) => t + p[0], 0) / 4, pts.reduce((t, p) => t + p[1], 0) / 4];
  pts.forEach(([x, y], i) => {
    const [dx, dy] = [x - mid[0]!, y - mid[1]!];
    const d = Math.hypot(dx, dy);
    body.push(label(x + (dx / d) * 14, y + (dy / d) * 14, names[i]!));
  });
  const width = Math.max(...pts.map((p) => p[0])) + PAD;
  const height = Math.max(...pts.map((p) => p[1])) + PAD;
  const alt = `Quadrilateral ${letters} with the diagonal ${names[diagonal[0]]}${names[diagonal[1]]} drawn and one angle marked at ${names[at]}, between the lines ${names[at]}${names[arms[0]]} and ${names[at]}${names[arms[1]]}.`;
  return { svg: svgDocument(Math.round(width), Math.round(height), `Quadrilateral ${letters}`, body), alt };
}
