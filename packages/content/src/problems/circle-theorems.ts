/**
 * Four more GCSE Higher circle theorems (issue 30 point 4): the angle in a semicircle, tangents and
 * radii, angles in the same segment and the alternate segment theorem. Every problem has a figure
 * drawn to scale; the asked angle is marked x on it and named by its letters in the stem.
 */

import {
  alternateSegmentDiagram,
  sameSegmentDiagram,
  semicircleDiagram,
  twoTangentsDiagram,
} from '../diagrams-circle-theorems.ts';
import type { KindTable } from '../kind.ts';
import type { Range, RangeTable } from '../range.ts';
import { degreesAnswer } from './higher-geometry.ts';

export type CircleTheoremProblem =
  /** AB a diameter, C on the circle, angle CAB = a; angle ABC asked. */
  | { kind: 'semicircle-angle'; a: number }
  /** Tangents from P touch the circle (centre O) at A and B, angle APB = a; angle AOB asked. */
  | { kind: 'two-tangents'; a: number }
  /** A, B, C, D on a circle in order: angle ADB = a, angle CAB = b; angle ABC asked. */
  | { kind: 'same-segment'; a: number; b: number }
  /** PT a tangent at T, A and B on the circle: angle PTA = a, angle ATB = c; angle TAB asked. */
  | { kind: 'alternate-segment'; a: number; c: number };

const deg = (n: number) => `$${n}^{\\circ}$`;

/** Solvers and renderers for the four circle theorems. */
export const CIRCLE_THEOREM_KINDS: KindTable<CircleTheoremProblem> = {
  'semicircle-angle': {
    solve: (p) => degreesAnswer(90 - p.a),
    render: (p) => {
      const alt = `A circle with centre O. AB is a diameter and C is a point on the circle. Chords AC and BC and the radius OC are drawn. Angle CAB is marked ${p.a}° and angle ABC is marked x.`;
      return {
        stem: `$AB$ is a diameter of the circle with centre $O$, and $C$ is a point on the circle. Angle $CAB$ is ${deg(p.a)}. Work out the size of angle $ABC$, marked $x$.`,
        diagram: { svg: semicircleDiagram({ a: p.a, title: alt }), alt },
      };
    },
  },
  'two-tangents': {
    solve: (p) => degreesAnswer(180 - p.a),
    render: (p) => {
      const alt = `A circle with centre O and a point P outside it. PA and PB are tangents to the circle at A and B. The radii OA and OB and the line OP are drawn. Angle APB is marked ${p.a}° and angle AOB is marked x.`;
      return {
        stem: `$PA$ and $PB$ are tangents to the circle with centre $O$, touching it at $A$ and $B$. Angle $APB$ is ${deg(p.a)}. Work out the size of angle $AOB$, marked $x$.`,
        diagram: { svg: twoTangentsDiagram({ a: p.a, title: alt }), alt },
      };
    },
  },
  'same-segment': {
    solve: (p) => degreesAnswer(180 - p.a - p.b),
    render: (p) => {
      const alt = `Four points A, B, C and D in order round a circle, with chords AB, BC, CA, AD and DB. Angle ADB is marked ${p.a}°, angle CAB is marked ${p.b}° and angle ABC is marked x.`;
      return {
        stem: `$A$, $B$, $C$ and $D$ are points on a circle. Angle $ADB$ is ${deg(p.a)} and angle $CAB$ is ${deg(p.b)}. Work out the size of angle $ABC$, marked $x$.`,
        diagram: { svg: sameSegmentDiagram({ a: p.a, b: p.b, title: alt }), alt },
      };
    },
  },
  'alternate-segment': {
    solve: (p) => degreesAnswer(180 - p.a - p.c),
    render: (p) => {
      const alt = `A circle with points T, A and B on it. The line through T to P is a tangent to the circle at T. Chords TA, TB and AB are drawn. Angle PTA is marked ${p.a}°, angle ATB is marked ${p.c}° and angle TAB is marked x.`;
      return {
        stem: `The line $PT$ is a tangent to the circle at $T$, and $A$ and $B$ are points on the circle. Angle $PTA$ is ${deg(p.a)} and angle $ATB$ is ${deg(p.c)}. Work out the size of angle $TAB$, marked $x$.`,
        diagram: { svg: alternateSegmentDiagram({ a: p.a, c: p.c, title: alt }), alt },
      };
    },
  },
};

/**
 * Every angle asked is an angle of a triangle or a kite drawn in the figure: between 0° and 180°.
 * (That angle ABC in a semicircle is under 90° is the theorem itself, so it is no bound by sense.)
 */
const halfTurn: Range = { min: 0, max: 180, minOpen: true, maxOpen: true };

export const CIRCLE_THEOREM_RANGES: RangeTable<CircleTheoremProblem> = {
  'semicircle-angle': () => halfTurn,
  'two-tangents': () => halfTurn,
  'same-segment': () => halfTurn,
  'alternate-segment': () => halfTurn,
};
