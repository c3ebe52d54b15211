/**
 * Figures for the GCSE Higher circle theorems, drawn to scale from the true geometry: points placed
 * on the circle at the angles the theorem fixes, and each marked angle drawn at the size it is labelled.
 */

import { angleArc, COLOURS, el, label, line, polar, svgDocument } from './svg.ts';

export type Pt = [number, number];

const CENTRE: Pt = [150, 145];
const RADIUS = 100;
/**
 * Where C sits on the major arc (maths degrees about O), for A and B at 270° ∓ c: any point there
 * subtends the same angle, so C is put at least 35° from the ends of the diameters through A and B
 * (90° ± c), where a chord from C would run along a radius.
 */
function cAt(c: number, marked: 'ACB' | 'AOB'): number {
  // With the angle at O marked, C at the top keeps the chords CA and CB out of that angle and its label.
  if (marked === 'AOB') return 90;
  return c < 60 ? 125 + c : 110;
}

/** The maths-convention direction (degrees, anticlockwise, y up) from one screen point to another. */
export function directionOf(from: Pt, to: Pt): number {
  return ((Math.atan2(from[1] - to[1], to[0] - from[0]) * 180) / Math.PI + 360) % 360;
}

/**
 * An arc at vertex v marking the angle between its rays to a and b, and its label along the bisector
 * (turned `turn` degrees off it, where a line runs along the bisector and would cross the label).
 */
export function markAngle(v: Pt, a: Pt, b: Pt, text: string, r: number, labelAt: number, turn = 0): string[] {
  let [from, to] = [directionOf(v, a), directionOf(v, b)];
  if ((((to - from) % 360) + 360) % 360 > 180) [from, to] = [to, from];
  if (to < from) to += 360;
  const [lx, ly] = polar(v[0], v[1], labelAt, (from + to) / 2 + turn);
  return [angleArc(v[0], v[1], r, from, to), label(lx, ly, text, { fill: COLOURS.accent })];
}

/**
 * A circle with centre O and points A, B and C on it, C on the major arc AB, with chords CA and CB
 * and radii OA and OB. Angle AOB is twice `circumference` (angle ACB); the angle marked is ACB
 * or AOB, labelled `text`.
 */
export function angleAtCentreDiagram(o: {
  circumference: number;
  marked: 'ACB' | 'AOB';
  text: string;
  title: string;
}): string {
  const [cx, cy] = CENTRE;
  const a = polar(cx, cy, RADIUS, 270 - o.circumference);
  const b = polar(cx, cy, RADIUS, 270 + o.circumference);
  const c = polar(cx, cy, RADIUS, cAt(o.circumference, o.marked));
  const name = (deg: number, text: string) => {
    const [x, y] = polar(cx, cy, RADIUS + 16, deg);
    return label(x, y, text);
  };
  const dot = (p: Pt) => el('circle', { cx: p[0], cy: p[1], r: 3.5, fill: COLOURS.ink });
  const mark =
    o.marked === 'ACB' ? markAngle(c, a, b, o.text, 28, 50) : markAngle(CENTRE, a, b, o.text, 24, 44);
  return svgDocument(300, 290, o.title, [
    el('circle', { cx, cy, r: RADIUS, fill: 'none', stroke: COLOURS.ink, 'stroke-width': 2 }),
    line(c[0], c[1], a[0], a[1]),
    line(c[0], c[1], b[0], b[1]),
    line(cx, cy, a[0], a[1]),
    line(cx, cy, b[0], b[1]),
    ...[a, b, c, CENTRE].map(dot),
    ...mark,
    name(270 - o.circumference, 'A'),
    name(270 + o.circumference, 'B'),
    name(cAt(o.circumference, o.marked), 'C'),
    // O's name sits above the centre (between the chords from C at the top) or up and to the right,
    // outside the marked angle either way.
    o.marked === 'AOB' ? label(cx, cy - 15, 'O') : label(cx + 13, cy - 13, 'O'),
  ]);
}

/**
 * A cyclic quadrilateral ABCD (anticlockwise) on a circle, with the angles at A and B drawn at a° and
 * b° and labelled. The arcs between the corners follow from the inscribed angle theorem: angle A
 * stands on arc BCD, so arcs BC + CD = 2a, and angle B on arc CDA, so CD + DA = 2b; arc CD is chosen
 * so that every arc is at least 20°.
 */
export function cyclicQuadrilateralDiagram(o: {
  a: number;
  b: number;
  labels: [string, string];
  title: string;
}): string {
  const [cx, cy] = CENTRE;
  const cd = (Math.max(20, 2 * o.a + 2 * o.b - 340) + Math.min(2 * o.a, 2 * o.b) - 20) / 2;
  const [bc, da] = [2 * o.a - cd, 2 * o.b - cd];
  // A at the bottom left; going anticlockwise: B, C, D.
  const at = { A: 240, B: 0, C: 0, D: 0 };
  at.B = at.A + (360 - bc - cd - da);
  at.C = at.B + bc;
  at.D = at.C + cd;
  const corner = (deg: number) => polar(cx, cy, RADIUS, deg);
  const [pa, pb, pc, pd] = [at.A, at.B, at.C, at.D].map(corner) as [Pt, Pt, Pt, Pt];
  const name = (deg: number, text: string) => {
    const [x, y] = polar(cx, cy, RADIUS + 16, deg);
    return label(x, y, text);
  };
  return svgDocument(300, 290, o.title, [
    el('circle', { cx, cy, r: RADIUS, fill: 'none', stroke: COLOURS.ink, 'stroke-width': 2 }),
    line(pa[0], pa[1], pb[0], pb[1]),
    line(pb[0], pb[1], pc[0], pc[1]),
    line(pc[0], pc[1], pd[0], pd[1]),
    line(pd[0], pd[1], pa[0], pa[1]),
    ...markAngle(pa, pb, pd, o.labels[0], 24, 44),
    ...markAngle(pb, pc, pa, o.labels[1], 24, 44),
    name(at.A, 'A'),
    name(at.B, 'B'),
    name(at.C, 'C'),
    name(at.D, 'D'),
  ]);
}
