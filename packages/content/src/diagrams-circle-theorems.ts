/**
 * Figures for four more circle theorems (issue 30 point 4), drawn to scale from the true geometry:
 * each point is placed on the circle at the angle the theorem fixes (an inscribed angle is half the
 * arc it stands on), so every marked angle is drawn at the size it is labelled and x at the key's.
 */

import { markAngle, type Pt } from './diagrams-higher-geometry.ts';
import { COLOURS, el, label, line, polar, svgDocument } from './svg.ts';

const seg = (p: Pt, q: Pt) => line(p[0], p[1], q[0], q[1]);
const dot = (p: Pt) => el('circle', { cx: p[0], cy: p[1], r: 3.5, fill: COLOURS.ink });
const outline = (c: Pt, r: number) =>
  el('circle', { cx: c[0], cy: c[1], r, fill: 'none', stroke: COLOURS.ink, 'stroke-width': 2 });

/** A point's name just outside the circle, on the ray from the centre through it. */
function nameOnCircle(c: Pt, r: number, deg: number, text: string): string {
  const [x, y] = polar(c[0], c[1], r + 16, deg);
  return label(x, y, text);
}

/**
 * AB a diameter of a circle with centre O, C on the circle with angle CAB = `a`; chords AC and BC and
 * the radius OC. Angle CAB stands on arc CB, so C sits 2a round from B; angle ABC (90° − a) is marked x.
 */
export function semicircleDiagram(o: { a: number; title: string }): string {
  const c: Pt = [150, 140];
  const r = 100;
  const [A, B, C] = [180, 0, 2 * o.a].map((d) => polar(c[0], c[1], r, d)) as [Pt, Pt, Pt];
  return svgDocument(300, 270, o.title, [
    outline(c, r),
    seg(A, B),
    seg(A, C),
    seg(B, C),
    seg(c, C),
    ...[A, B, C, c].map(dot),
    ...markAngle(A, B, C, `${o.a}°`, 30, 52),
    ...markAngle(B, A, C, 'x', 26, 46),
    nameOnCircle(c, r, 180, 'A'),
    nameOnCircle(c, r, 0, 'B'),
    nameOnCircle(c, r, 2 * o.a, 'C'),
    label(c[0], c[1] + 15, 'O'),
  ]);
}

/**
 * Tangents PA and PB from a point P to a circle with centre O, with radii OA and OB and the line OP.
 * Angle APB = `a`: P is r / sin(a/2) from O, and A and B are 90° − a/2 either side of OP. The radius
 * shrinks for a narrow angle so that P stays on the page. Angle AOB (180° − a) is marked x.
 */
export function twoTangentsDiagram(o: { a: number; title: string }): string {
  const half = (o.a / 2) * (Math.PI / 180);
  const r = Math.min(95, 270 / (1 + 1 / Math.sin(half)));
  const O: Pt = [r + 30, 150];
  const P: Pt = [O[0] + r / Math.sin(half), O[1]];
  const A = polar(O[0], O[1], r, 90 - o.a / 2);
  const B = polar(O[0], O[1], r, o.a / 2 - 90);
  const tangent = r / Math.tan(half);
  return svgDocument(Math.ceil(P[0]) + 30, 300, o.title, [
    outline(O, r),
    seg(P, A),
    seg(P, B),
    seg(O, A),
    seg(O, B),
    seg(O, P),
    ...[A, B, O, P].map(dot),
    // Both labels turned a quarter of their angle off the bisector, which OP runs along; the mark at P
    // kept well inside the tangents when they are short (a wide angle at P).
    ...markAngle(P, A, B, `${o.a}°`, Math.min(34, 0.45 * tangent), Math.min(62, 0.7 * tangent), o.a / 4),
    ...markAngle(O, A, B, 'x', 18, 34, (180 - o.a) / 4),
    nameOnCircle(O, r, 90 - o.a / 2, 'A'),
    nameOnCircle(O, r, o.a / 2 - 90, 'B'),
    label(P[0] + 14, P[1], 'P'),
    label(O[0] - 14, O[1], 'O'),
  ]);
}

/**
 * A, B, C and D in order round a circle with chords AB, BC, CA, AD and DB. Angle ACB = angle ADB = `a`
 * (both stand on arc AB, 2a), angle CAB = `b` (on arc BC, 2b), so angle ABC = 180° − a − b is marked x.
 * D sits halfway along the arc from C back to A; AB is level at the bottom.
 */
export function sameSegmentDiagram(o: { a: number; b: number; title: string }): string {
  const c: Pt = [150, 145];
  const r = 100;
  const at = { A: 270 - o.a, B: 270 + o.a, C: 270 + o.a + 2 * o.b, D: 0 };
  at.D = at.C + (360 - 2 * o.a - 2 * o.b) / 2;
  const [A, B, C, D] = [at.A, at.B, at.C, at.D].map((d) => polar(c[0], c[1], r, d)) as [Pt, Pt, Pt, Pt];
  return svgDocument(300, 290, o.title, [
    outline(c, r),
    seg(A, B),
    seg(B, C),
    seg(C, A),
    seg(A, D),
    seg(D, B),
    ...markAngle(D, A, B, `${o.a}°`, 26, 48),
    ...markAngle(A, B, C, `${o.b}°`, 26, 48),
    // D halves arc CA, so BD bisects angle ABC: x is turned off the bisector into the half nearer C.
    ...markAngle(B, A, C, 'x', 26, 48, -(180 - o.a - o.b) / 4),
    nameOnCircle(c, r, at.A, 'A'),
    nameOnCircle(c, r, at.B, 'B'),
    nameOnCircle(c, r, at.C, 'C'),
    nameOnCircle(c, r, at.D, 'D'),
  ]);
}

/**
 * A tangent to a circle at T (the bottom), running to P on the right, with chords TA, TB and AB.
 * Angle PTA = `a`, so arc TA is 2a; angle ATB = `c`, so arc AB is 2c. Angle TAB, on the remaining arc,
 * is 180° − a − c and marked x.
 */
export function alternateSegmentDiagram(o: { a: number; c: number; title: string }): string {
  const centre: Pt = [160, 125];
  const r = 100;
  const at = { T: 270, A: 270 + 2 * o.a, B: 270 + 2 * o.a + 2 * o.c };
  const [T, A, B] = [at.T, at.A, at.B].map((d) => polar(centre[0], centre[1], r, d)) as [Pt, Pt, Pt];
  const P: Pt = [T[0] + 140, T[1]];
  const Q: Pt = [T[0] - 140, T[1]];
  return svgDocument(320, 265, o.title, [
    outline(centre, r),
    seg(Q, P),
    seg(T, A),
    seg(T, B),
    seg(A, B),
    ...[T, A, B].map(dot),
    // The tangent–chord angle's label goes outside the circle, in the gap between it and the tangent
    // 75 px along (where the gap is 34 px high), still inside the angle PTA (at 7.6°, a is at least 35°).
    markAngle(T, P, A, '', 30, 0)[0]!,
    label(T[0] + 75, T[1] - 10, `${o.a}°`, { fill: COLOURS.accent }),
    ...markAngle(T, A, B, `${o.c}°`, 46, 76),
    ...markAngle(A, T, B, 'x', 22, 38),
    label(T[0], T[1] + 16, 'T'),
    label(P[0], P[1] + 16, 'P'),
    nameOnCircle(centre, r, at.A, 'A'),
    nameOnCircle(centre, r, at.B, 'B'),
  ]);
}
