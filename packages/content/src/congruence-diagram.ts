/**
 * Two right-angled triangles drawn to scale side by side (GCSE G5): ABC with the right angle at B and
 * DEF with it at E, the second a mirror image of the first. Only the sides and angles the question
 * gives are labelled; the right angles are marked with a square.
 */

import { COLOURS, label, polygon, rightAngleMark, svgDocument } from './svg.ts';

/** What is marked on each triangle: the two sides at the right angle, the hypotenuse, the angle at C. */
export interface RightTriangleMarks {
  /** AB, BC (the sides at the right angle) in cm. */
  legs: readonly [number, number];
  /** Which lengths and which angle are labelled. */
  show: { ab: boolean; bc: boolean; ac: boolean; angleC: boolean };
  /** The angle at C in whole degrees, when labelled (drawn from the legs otherwise). */
  angleC: number;
}

function triangle(
  names: readonly [string, string, string],
  m: RightTriangleMarks,
  originX: number,
  mirror: boolean,
  scale: number,
): string[] {
  const [ab, bc] = m.legs;
  const s = mirror ? -1 : 1;
  const baseY = 30 + 150;
  const B: [number, number] = [originX, baseY];
  const A: [number, number] = [originX, baseY - ab * scale];
  const C: [number, number] = [originX + s * bc * scale, baseY];
  const [a, b, c] = names;
  const mid = (p: [number, number], q: [number, number]): [number, number] => [
    (p[0] + q[0]) / 2,
    (p[1] + q[1]) / 2,
  ];
  const body = [
    polygon([A, B, C], { fill: COLOURS.fillBlue }),
    rightAngleMark(B[0], B[1], [s, 0], [0, -1]),
    label(A[0] - s * 12, A[1] - 4, a),
    label(B[0] - s * 12, B[1] + 8, b),
    label(C[0] + s * 12, C[1] + 8, c),
  ];
  const [abM, bcM, acM] = [mid(A, B), mid(B, C), mid(A, C)];
  if (m.show.ab) body.push(label(abM[0] - s * 30, abM[1], `${ab} cm`, { 'font-size': 13 }));
  if (m.show.bc) body.push(label(bcM[0], bcM[1] + 18, `${bc} cm`, { 'font-size': 13 }));
  if (m.show.ac) body.push(label(acM[0] + s * 32, acM[1] - 8, `${hypotenuse(m)} cm`, { 'font-size': 13 }));
  if (m.show.angleC)
    body.push(label(C[0] - s * 38, C[1] - 12, `${m.angleC}°`, { 'font-size': 13, fill: COLOURS.accent }));
  return body;
}

/** The hypotenuse to 1 decimal place, as labelled. */
export function hypotenuse(m: RightTriangleMarks): number {
  return Math.round(Math.hypot(m.legs[0], m.legs[1]) * 10) / 10;
}

export function congruenceDrawing(m: RightTriangleMarks): { svg: string; alt: string } {
  const scale = 140 / Math.max(m.legs[0], m.legs[1]);
  const width = 2 * (m.legs[1] * scale) + 220;
  const body = [
    ...triangle(['A', 'B', 'C'], m, 60, false, scale),
    ...triangle(['D', 'E', 'F'], m, width - 60, true, scale),
  ];
  const said = (a: string, b: string, c: string) =>
    [
      `angle ${a}${b}${c} = 90°`,
      ...(m.show.ab ? [`${a}${b} = ${m.legs[0]} cm`] : []),
      ...(m.show.bc ? [`${b}${c} = ${m.legs[1]} cm`] : []),
      ...(m.show.ac ? [`${a}${c} = ${hypotenuse(m)} cm`] : []),
      ...(m.show.angleC ? [`angle ${a}${c}${b} = ${m.angleC}°`] : []),
    ].join(', ');
  const alt = `Two triangles. Triangle ABC: ${said('A', 'B', 'C')}. Triangle DEF, a mirror image: ${said('D', 'E', 'F')}.`;
  return { svg: svgDocument(Math.round(width), 220, 'Two triangles', body), alt };
}
