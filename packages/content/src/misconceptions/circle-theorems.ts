/**
 * Misconceptions about the angle in a semicircle, tangents and radii, angles in the same segment and
 * the alternate segment theorem (issue 30 point 4): each the answer a student gives who holds it.
 */

import type { Misconception } from '../misconception.ts';
import type { CircleTheoremProblem } from '../problems/circle-theorems.ts';
import { degreesAnswer } from '../problems/higher-geometry.ts';

type P<K extends CircleTheoremProblem['kind']> = Extract<CircleTheoremProblem, { kind: K }>;

/**
 * An angle the figure could show: a belief that gives under 10° is not offered, since every figure is
 * drawn to scale and no angle in it is that thin (a student reaching 2° would see the slip at once).
 */
const positive = (value: number) => (value >= 10 ? degreesAnswer(value) : undefined);

/** The third angle of triangle ABC when the angle at C is taken to be `atC` instead of the true one. */
const sameSegmentWith = (p: P<'same-segment'>, atC: number) => positive(180 - atC - p.b);
/** Angle TAB when angle TBA is taken to be `atB` instead of the alternate segment's a. */
const alternateWith = (p: P<'alternate-segment'>, atB: number) => positive(180 - atB - p.c);

export const CIRCLE_THEOREM_MISCONCEPTIONS: readonly Misconception[] = [
  {
    misconceptionId: 4261,
    slug: 'semicircle-right-angle-left-out',
    name: 'Leaves out the right angle in a semicircle',
    description:
      'Does not see that angle ACB is 90°, so takes the one angle given away from 180° and gives 180° − CAB for angle ABC.',
    howToFix:
      'A triangle drawn on a diameter always has a right angle where it meets the circle. Mark the 90° at C first, then the three angles of triangle ABC add to 180°.',
    subjectId: 453,
    rules: { 'semicircle-angle': (p) => degreesAnswer(180 - p.a) },
  },
  {
    misconceptionId: 4262,
    slug: 'semicircle-triangle-taken-as-isosceles',
    name: 'Takes the triangle in a semicircle to be isosceles',
    description:
      'Sees a triangle inside a circle and gives angle ABC equal to angle CAB, as if CA and CB were equal.',
    howToFix:
      'Only the radii OA, OB and OC are equal, so the isosceles triangles are AOC and BOC, not ABC. Use the right angle at C: angle ABC = 90° − angle CAB.',
    subjectId: 453,
    rules: { 'semicircle-angle': (p) => degreesAnswer(p.a) },
  },
  {
    misconceptionId: 4263,
    slug: 'semicircle-gives-angle-at-centre',
    name: 'Gives the angle at the centre instead of the angle asked',
    description:
      'Uses "the angle at the centre is twice the angle at the circumference" to find angle COB (twice CAB) and gives that as angle ABC.',
    howToFix:
      'Say which angle each theorem finds. Angle COB is at the centre; angle ABC is at B. Either use the right angle at C, or the isosceles triangle OBC: x = (180° − COB) ÷ 2.',
    subjectId: 453,
    rules: { 'semicircle-angle': (p) => degreesAnswer(2 * p.a) },
  },
  {
    misconceptionId: 4264,
    slug: 'semicircle-gives-the-right-angle',
    name: 'Gives 90° because the triangle stands on a diameter',
    description:
      'Knows that a diameter makes a right angle but puts it at B, the angle asked, rather than at C on the circle opposite the diameter.',
    howToFix:
      'The right angle is at the point on the circle, C, facing the diameter AB. Trace the diameter: its two ends are never the right angle.',
    subjectId: 453,
    rules: { 'semicircle-angle': () => degreesAnswer(90) },
  },
  {
    misconceptionId: 4265,
    slug: 'tangent-kite-opposite-angles-equal',
    name: 'Takes the opposite angles of the tangent kite to be equal',
    description: 'Gives angle AOB equal to angle APB, as if OAPB were a parallelogram.',
    howToFix:
      'A tangent meets the radius at 90°, so OAPB has two right angles, at A and B. The four angles make 360°: AOB = 360° − 90° − 90° − APB = 180° − APB.',
    subjectId: 453,
    rules: { 'two-tangents': (p) => degreesAnswer(p.a) },
  },
  {
    misconceptionId: 4266,
    slug: 'tangent-angle-treated-as-circumference',
    name: 'Doubles the angle between the tangents as if P were on the circle',
    description:
      'Uses "the angle at the centre is twice the angle at the circumference" with P, which lies outside the circle, and gives 2 × APB.',
    howToFix:
      'The angle-at-the-centre theorem needs the point on the circle; P is outside it. Use the two right angles where the radii meet the tangents instead.',
    subjectId: 453,
    rules: { 'two-tangents': (p) => degreesAnswer(2 * p.a) },
  },
  {
    misconceptionId: 4267,
    slug: 'tangent-kite-gives-half-angle',
    name: 'Gives angle AOP, half of the angle asked',
    description:
      'Works in one of the two right-angled triangles OAP and finds angle AOP = 90° − APB ÷ 2, then gives it as angle AOB.',
    howToFix:
      'OP cuts the kite into two matching triangles, so angle AOB is made of two angles the size of AOP. Check which angle the x marks: it runs from OA to OB.',
    subjectId: 453,
    rules: { 'two-tangents': (p) => (p.a % 2 === 0 ? degreesAnswer(90 - p.a / 2) : undefined) },
  },
  {
    misconceptionId: 4268,
    slug: 'tangent-kite-one-right-angle',
    name: 'Counts only one right angle in the tangent kite',
    description:
      'Knows a tangent meets a radius at 90° but uses it at one of A and B only: 360° − 90° − APB.',
    howToFix:
      'Both tangents meet their radius at 90°, at A and at B. Mark both right angles before using the angle sum of a quadrilateral, 360°.',
    subjectId: 453,
    rules: { 'two-tangents': (p) => positive(270 - p.a) },
  },
  {
    misconceptionId: 4269,
    slug: 'same-segment-angle-doubled',
    name: 'Doubles an angle in the same segment',
    description:
      'Uses "twice the angle" for two angles at the circumference on the same arc, so takes angle ACB as 2 × ADB before finishing the triangle.',
    howToFix:
      'Angles at the circumference standing on the same arc are equal; doubling is only for the angle at the centre. Shade arc AB and look for angles at the circle touching both its ends.',
    subjectId: 453,
    rules: { 'same-segment': (p) => sameSegmentWith(p, 2 * p.a) },
  },
  {
    misconceptionId: 4270,
    slug: 'same-segment-stops-at-first-angle',
    name: 'Stops after finding the equal angle',
    description: 'Finds angle ACB = angle ADB and gives it as the answer, not going on to angle ABC.',
    howToFix:
      'The same-segment theorem gives angle ACB; the question asks for angle ABC. Write down each angle as you find it, then use the triangle ABC: its angles add to 180°.',
    subjectId: 453,
    rules: { 'same-segment': (p) => degreesAnswer(p.a) },
  },
  {
    misconceptionId: 4271,
    slug: 'same-segment-angles-supplementary',
    name: 'Takes angles in the same segment to add to 180°',
    description:
      'Uses the cyclic-quadrilateral fact for two angles on the same arc, taking angle ACB as 180° − ADB.',
    howToFix:
      'Angles that add to 180° are opposite corners of a cyclic quadrilateral, on either side of a chord. C and D are on the same side of AB, so angles ACB and ADB are equal.',
    subjectId: 453,
    rules: { 'same-segment': (p) => sameSegmentWith(p, 180 - p.a) },
  },
  {
    misconceptionId: 4272,
    slug: 'same-segment-angle-halved',
    name: 'Halves an angle in the same segment',
    description:
      'Treats angle ADB as an angle at the centre and halves it to get angle ACB before finishing the triangle.',
    howToFix:
      'D is on the circle, not at the centre, so nothing is halved. Angles at the circumference on the same arc AB are equal: ACB = ADB.',
    subjectId: 453,
    rules: { 'same-segment': (p) => (p.a % 2 === 0 ? sameSegmentWith(p, p.a / 2) : undefined) },
  },
  {
    misconceptionId: 4273,
    slug: 'alternate-segment-angle-at-wrong-vertex',
    name: 'Puts the tangent–chord angle at the wrong corner',
    description:
      'Knows the angle between the tangent and chord TA equals an angle in the triangle but puts it at A, next to the chord, and gives angle TAB = PTA.',
    howToFix:
      'The equal angle is in the alternate segment: at the corner across from chord TA, which is B. Trace the chord TA, then go to the third corner of the triangle.',
    subjectId: 453,
    rules: { 'alternate-segment': (p) => degreesAnswer(p.a) },
  },
  {
    misconceptionId: 4274,
    slug: 'tangent-chord-angle-complement',
    name: 'Uses 90° between the tangent and the chord',
    description:
      'Mixes up the tangent–radius fact with the alternate segment theorem and takes angle TBA as 90° − PTA.',
    howToFix:
      'The 90° is between a tangent and a radius, and there is no radius here. Between a tangent and a chord, the angle equals the angle in the alternate segment: TBA = PTA.',
    subjectId: 453,
    rules: { 'alternate-segment': (p) => alternateWith(p, 90 - p.a) },
  },
  {
    misconceptionId: 4275,
    slug: 'alternate-segment-angle-doubled',
    name: 'Doubles the tangent–chord angle',
    description:
      'Treats the alternate segment theorem like the angle at the centre and takes angle TBA as 2 × PTA.',
    howToFix:
      'The alternate segment theorem says the two angles are equal, not that one is twice the other. Doubling belongs to the angle at the centre.',
    subjectId: 453,
    rules: { 'alternate-segment': (p) => alternateWith(p, 2 * p.a) },
  },
  {
    misconceptionId: 4276,
    slug: 'alternate-segment-other-side-of-tangent',
    name: 'Uses the angle on the other side of the tangent',
    description:
      'Takes angle TBA as the angle between the chord TA and the other half of the tangent, 180° − PTA.',
    howToFix:
      'Use the angle between the tangent and chord TA on the side of P, the one marked. The angle in the alternate segment equals it: TBA = PTA.',
    subjectId: 453,
    rules: { 'alternate-segment': (p) => alternateWith(p, 180 - p.a) },
  },
];
