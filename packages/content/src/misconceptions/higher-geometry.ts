/**
 * GCSE Higher geometry misconceptions (arcs and sectors, cones and spheres, vectors, Pythagoras in
 * three dimensions, circle theorems), and the rules that beliefs from other strands (radius and
 * diameter mixed up, a negative squared is negative…) give for these kinds.
 */

import { numberAnswer } from '../answer.ts';
import type { Misconception, MisconceptionExtension } from '../misconception.ts';
import { cosFixed, sqrtFixed, tenths } from '../problems/exact-trig.ts';
import {
  cmAnswer,
  cosineRuleAnswer,
  cosineRuleSquare,
  cubed,
  degreesAnswer,
  type HigherGeometryProblem,
  piMeasure,
  rootTo1dp,
  roundRadius,
  sectorUnit,
  sineRatio,
  squared,
  vectorAnswer,
} from '../problems/higher-geometry.ts';
import { add, mul, rat } from '../rational.ts';

type P<K extends HigherGeometryProblem['kind']> = Extract<HigherGeometryProblem, { kind: K }>;

/** The arc of a sector drawn with a different fraction of the circle or a different radius. */
const arcWith = (p: P<'arc-length'>, fraction: { n: number; d: number }, r: number) =>
  piMeasure(mul(fraction, 2 * r), sectorUnit(p), 1);
const areaWith = (p: P<'sector-area'>, fraction: { n: number; d: number }, r: number) =>
  piMeasure(mul(fraction, r * r), sectorUnit(p), 2);

/** A positive angle only: a belief that gives zero or less is not offered. */
const positiveDegrees = (value: number | { n: number; d: number }) =>
  (typeof value === 'number' ? value : value.n) > 0 ? degreesAnswer(value) : undefined;

/** The answer to a sphere question worked with radius r (which may be a half). */
function sphereWith(p: P<'sphere'>, r: { n: number; d: number }) {
  return p.ask === 'volume'
    ? piMeasure(mul(rat(4, 3), cubed(r)), 'cm', 3)
    : piMeasure(mul(4, squared(r)), 'cm', 2);
}

/** A length in centimetres, or nothing where the belief gives no length (a negative, or a rounding boundary). */
const lengthOrNothing = (x: { n: number; d: number } | undefined) => (x && x.n > 0 ? cmAnswer(x) : undefined);

/** A cosine-rule length in the problem's unit (km or cm), or nothing where the belief gives no length. */
const sideOrNothing = (p: P<'cosine-rule-side'>, x: { n: number; d: number } | undefined) =>
  x && x.n > 0 ? cosineRuleAnswer(p, x) : undefined;

/** √v for a fixed-point v, or 0 when v is negative (a belief that leads to a root of a negative gives no length). */
const sqrtFixedOrZero = (v: bigint) => (v > 0n ? sqrtFixed(v) : 0n);

/** √n to 1 decimal place where n > 0 (a belief that gives a square root of a negative gives no answer). */
const rootOf = (n: number) => (n > 0 ? rootTo1dp(n) : undefined);

export const HIGHER_GEOMETRY_MISCONCEPTIONS: readonly Misconception[] = [
  {
    misconceptionId: 4201,
    slug: 'sector-uses-whole-circle',
    name: 'Works out the whole circle instead of the sector',
    description:
      'Uses the full circumference 2πr or the full area πr² and forgets to take the fraction angle ÷ 360 of it.',
    howToFix:
      'A sector is a fraction of a circle: angle ÷ 360 of the whole. Write the fraction first (90° is 90/360 = 1/4), then multiply it by 2πr or πr².',
    subjectId: 451,
    rules: {
      'arc-length': (p) => arcWith(p, rat(1), p.r),
      'sector-area': (p) => areaWith(p, rat(1), p.r),
    },
  },
  {
    misconceptionId: 4202,
    slug: 'arc-sector-formulas-swapped',
    name: 'Uses the area formula for an arc length (or the circumference for a sector area)',
    description:
      'Takes angle ÷ 360 of πr² when the arc length is asked, or of 2πr when the sector area is asked.',
    howToFix:
      'An arc is part of the circumference (a length, 2πr, units cm); a sector is part of the area (πr², units cm²). Check the units of the answer match the formula.',
    subjectId: 451,
    rules: {
      'arc-length': (p) => piMeasure(rat(p.r * p.r * p.angle, 360), sectorUnit(p), 1),
      'sector-area': (p) => piMeasure(rat(2 * p.r * p.angle, 360), sectorUnit(p), 2),
    },
  },
  {
    misconceptionId: 4203,
    slug: 'sector-uses-other-angle',
    name: 'Works out the other sector of the circle',
    description:
      'Uses 360° minus the angle, so finds the arc or area of the rest of the circle rather than the sector asked for.',
    howToFix:
      'The fraction of the circle is the sector’s own angle over 360. Sketch the sector and shade it: a small angle gives a small slice.',
    subjectId: 451,
    rules: {
      'arc-length': (p) => arcWith(p, rat(360 - p.angle, 360), p.r),
      'sector-area': (p) => areaWith(p, rat(360 - p.angle, 360), p.r),
    },
  },
  {
    misconceptionId: 4204,
    slug: 'sector-fraction-of-180',
    name: 'Divides the angle by 180 instead of 360',
    description:
      'Takes angle ÷ 180 as the fraction of the circle, as if a full turn were 180°, so the arc or area comes out twice as big.',
    howToFix:
      'A full turn is 360°, so a sector of 90° is a quarter of the circle. Check: a 180° sector must be exactly half.',
    subjectId: 451,
    rules: {
      'arc-length': (p) => arcWith(p, rat(p.angle, 180), p.r),
      'sector-area': (p) => areaWith(p, rat(p.angle, 180), p.r),
    },
  },
  {
    misconceptionId: 4205,
    slug: 'volume-forgets-third',
    name: 'Forgets to divide by 3 in the volume of a cone or sphere',
    description:
      'Leaves out the division by 3: works out πr²h for a cone (the cylinder around it) or 4πr³ for a sphere.',
    howToFix:
      'A cone fills a third of the cylinder with the same base and height: V = ⅓πr²h; a sphere is ⁴⁄₃πr³, four thirds. Pour three cones of water into the cylinder to see the third.',
    subjectId: 461,
    rules: {
      'cone-volume': (p) => piMeasure(mul(squared(roundRadius(p)), p.h), 'cm', 3),
      sphere: (p) => (p.ask === 'volume' ? piMeasure(mul(4, cubed(roundRadius(p))), 'cm', 3) : undefined),
    },
  },
  {
    misconceptionId: 4206,
    slug: 'cone-volume-uses-half',
    name: 'Uses a half instead of a third for a cone',
    description:
      'Remembers that a cone is a fraction of a cylinder but uses ½πr²h, as in the area of a triangle.',
    howToFix:
      'Cones and pyramids take a third of their prism: V = ⅓ × base area × height. The half belongs to the area of a triangle, a flat shape.',
    subjectId: 461,
    rules: {
      'cone-volume': (p) => piMeasure(mul(squared(roundRadius(p)), rat(p.h, 2)), 'cm', 3),
    },
  },
  {
    misconceptionId: 4207,
    slug: 'squares-by-doubling',
    name: 'Doubles a number instead of squaring it',
    description:
      'Reads r² as 2 × r, so works out 2r where a formula squares a length (the radius, or the edges in Pythagoras).',
    howToFix:
      'The small 2 means "times itself": r² = r × r, so 5² = 25, not 10. Write r × r in full before substituting.',
    subjectId: 461,
    rules: {
      'cone-volume': (p) => {
        const r = roundRadius(p);
        return piMeasure(mul(mul(r, 2), rat(p.h, 3)), 'cm', 3);
      },
      sphere: (p) => (p.ask === 'surface' ? piMeasure(mul(roundRadius(p), 8), 'cm', 2) : undefined),
      'cuboid-diagonal': (p) => cmAnswer(rootTo1dp(2 * (p.l + p.w + p.h))),
      'vector-magnitude': (p) => numberAnswer(rootTo1dp(2 * (Math.abs(p.x) + Math.abs(p.y)))),
    },
  },
  {
    misconceptionId: 4208,
    slug: 'sphere-volume-surface-confused',
    name: 'Swaps the volume and surface area formulae of a sphere',
    description: 'Uses 4πr² for the volume of a sphere, or ⁴⁄₃πr³ for its surface area.',
    howToFix:
      'Volume is in cubic units, so its formula has r³: ⁴⁄₃πr³ (cm³). Surface area is in square units, r²: 4πr² (cm²).',
    subjectId: 462,
    rules: {
      sphere: (p) => {
        const r = roundRadius(p);
        return p.ask === 'volume'
          ? piMeasure(mul(4, squared(r)), 'cm', 3)
          : piMeasure(mul(rat(4, 3), cubed(r)), 'cm', 2);
      },
    },
  },
  {
    misconceptionId: 4209,
    slug: 'sphere-volume-three-quarters',
    name: 'Uses ¾ instead of ⁴⁄₃ in the volume of a sphere',
    description: 'Turns the fraction upside down and works out ¾πr³.',
    howToFix:
      'The fraction is four thirds, more than 1: a sphere holds more than πr³. Say it aloud as "four thirds π r cubed".',
    subjectId: 462,
    rules: {
      sphere: (p) =>
        p.ask === 'volume' ? piMeasure(mul(rat(3, 4), cubed(roundRadius(p))), 'cm', 3) : undefined,
    },
  },
  {
    misconceptionId: 4210,
    slug: 'cubes-by-multiplying-by-three',
    name: 'Multiplies by 3 instead of cubing',
    description: 'Reads r³ as 3 × r, so the volume of a sphere becomes ⁴⁄₃π × 3r = 4πr.',
    howToFix:
      'The small 3 means the number multiplied by itself three times: r³ = r × r × r, so 2³ = 8, not 6.',
    subjectId: 462,
    rules: {
      sphere: (p) => (p.ask === 'volume' ? piMeasure(mul(roundRadius(p), 4), 'cm', 3) : undefined),
    },
  },
  {
    misconceptionId: 4211,
    slug: 'sphere-surface-circle-area',
    name: 'Gives the area of one circle as the surface area of a sphere',
    description: 'Works out πr², the area of a circle through the centre, instead of 4πr².',
    howToFix:
      'A sphere’s surface is four times the area of its largest circle: the peel of an orange covers four circles of its width. Use 4πr².',
    subjectId: 463,
    rules: {
      sphere: (p) => (p.ask === 'surface' ? piMeasure(squared(roundRadius(p)), 'cm', 2) : undefined),
    },
  },
  {
    misconceptionId: 4212,
    slug: 'vector-scalar-top-only',
    name: 'Multiplies only the top component of a vector',
    description:
      'Multiplies the top number of each column vector by its scalar and leaves the bottom numbers as they are.',
    howToFix:
      '3a means a + a + a: every component is tripled. Write the multiplication beside each component, top and bottom.',
    subjectId: 471,
    rules: {
      'vector-combination': (p) =>
        vectorAnswer(p.m * p.a[0] + p.n * p.b[0], p.a[1] + Math.sign(p.n) * p.b[1]),
    },
  },
  {
    misconceptionId: 4213,
    slug: 'vector-minus-top-only',
    name: 'Subtracts the top components but adds the bottom ones',
    description:
      'In a − b, subtracts only in the top row and adds the bottom components, as if the minus sign belonged to the first row.',
    howToFix:
      'The minus sign applies to the whole vector: a − b subtracts every component. Rewrite it as a + (−1)b and work row by row.',
    subjectId: 471,
    rules: {
      'vector-combination': (p) =>
        p.n < 0 ? vectorAnswer(p.m * p.a[0] + p.n * p.b[0], p.m * p.a[1] - p.n * p.b[1]) : undefined,
    },
  },
  {
    misconceptionId: 4214,
    slug: 'vector-scales-one-vector',
    name: 'Multiplies only the first vector by its number',
    description:
      'Scales the first vector correctly but adds or subtracts the second vector without multiplying it.',
    howToFix:
      'Each vector carries its own number: 2a − 3b needs 2 × a and 3 × b before combining. Work out both scaled vectors first, then combine.',
    subjectId: 471,
    rules: {
      'vector-combination': (p) =>
        vectorAnswer(p.m * p.a[0] + Math.sign(p.n) * p.b[0], p.m * p.a[1] + Math.sign(p.n) * p.b[1]),
    },
  },
  {
    misconceptionId: 4215,
    slug: 'magnitude-roots-sum-of-components',
    name: 'Square-roots the sum of the components without squaring them',
    description:
      'Finds the magnitude of (x, y) as √(x + y), using the sizes of the components, forgetting to square them first.',
    howToFix:
      'The magnitude is the hypotenuse of a right-angled triangle with sides x and y: square each, add, then square root, √(x² + y²).',
    subjectId: 472,
    rules: {
      'vector-magnitude': (p) => numberAnswer(rootTo1dp(Math.abs(p.x) + Math.abs(p.y))),
    },
  },
  {
    misconceptionId: 4216,
    slug: '3d-pythagoras-base-diagonal-only',
    name: 'Stops at the diagonal of the base in 3D Pythagoras',
    description:
      'Uses Pythagoras once on the base of the cuboid and gives the diagonal of the base, not the diagonal through the box.',
    howToFix:
      'The longest diagonal rises from a bottom corner to the opposite top corner: use the base diagonal and the height in a second right-angled triangle, or √(l² + w² + h²).',
    subjectId: 473,
    rules: {
      'cuboid-diagonal': (p) => cmAnswer(rootTo1dp(p.l * p.l + p.w * p.w)),
    },
  },
  {
    misconceptionId: 4217,
    slug: '3d-pythagoras-subtracts-height',
    name: 'Subtracts the square of the height in 3D Pythagoras',
    description:
      'Adds the squares of the length and width but subtracts the square of the height: √(l² + w² − h²).',
    howToFix:
      'The space diagonal is the hypotenuse of the second triangle, the longest side, so both steps add: d² = l² + w² + h².',
    subjectId: 473,
    rules: {
      'cuboid-diagonal': (p) => {
        const s = p.l * p.l + p.w * p.w - p.h * p.h;
        return s > 0 ? cmAnswer(rootTo1dp(s)) : undefined;
      },
    },
  },
  {
    misconceptionId: 4226,
    slug: '3d-pythagoras-adds-height',
    name: 'Adds the height to the base diagonal in 3D Pythagoras',
    description:
      'Finds the diagonal of the base with Pythagoras, then adds the height to it instead of using Pythagoras a second time.',
    howToFix:
      'The base diagonal, the height and the rod make a second right-angled triangle: square both, add, then square root. A straight rod is shorter than the two edges it cuts across.',
    subjectId: 473,
    rules: {
      'cuboid-diagonal': (p) => cmAnswer(add(rootTo1dp(p.l * p.l + p.w * p.w), p.h)),
    },
  },
  {
    misconceptionId: 4218,
    slug: 'centre-angle-halved',
    name: 'Halves the angle at the circumference to get the angle at the centre (or doubles the other way)',
    description:
      'Knows the two angles are linked by a factor of 2 but applies it the wrong way: halves to find the angle at the centre, doubles to find the one at the circumference.',
    howToFix:
      'The angle at the centre is the bigger one: it is twice the angle at the circumference. Check the centre angle looks wider on a sketch.',
    subjectId: 453,
    rules: {
      'angle-at-centre': (p) =>
        p.ask === 'centre' ? degreesAnswer(rat(p.angle, 2)) : degreesAnswer(2 * p.angle),
    },
  },
  {
    misconceptionId: 4219,
    slug: 'centre-angle-equals-circumference',
    name: 'Thinks the angle at the centre equals the angle at the circumference',
    description:
      'Takes the angle at the centre and the angle at the circumference from the same arc as equal.',
    howToFix:
      'Only angles at the circumference standing on the same arc are equal. The angle at the centre is twice them: draw both and compare.',
    subjectId: 453,
    rules: { 'angle-at-centre': (p) => degreesAnswer(p.angle) },
  },
  {
    misconceptionId: 4220,
    slug: 'circle-angles-supplementary',
    name: 'Subtracts the angle from 180° in a circle theorem',
    description:
      'Treats the angle at the centre and the angle at the circumference as adding to 180°, as opposite angles of a cyclic quadrilateral do.',
    howToFix:
      'Say which theorem you use before calculating. Angle at the centre = 2 × angle at the circumference; only opposite angles of a cyclic quadrilateral add to 180°.',
    subjectId: 453,
    rules: { 'angle-at-centre': (p) => degreesAnswer(180 - p.angle) },
  },
  {
    misconceptionId: 4221,
    slug: 'centre-angle-uses-reflex',
    name: 'Uses the reflex angle at the centre',
    description:
      'Works with the reflex angle at O, on the other side from C: gives 360° − 2 × ACB for angle AOB, or half of 360° − AOB for angle ACB.',
    howToFix:
      'The angle at the centre that is double ACB faces the same arc AB as C does, away from C. Shade the arc AB that the angle stands on.',
    subjectId: 453,
    rules: {
      'angle-at-centre': (p) =>
        p.ask === 'centre' ? degreesAnswer(360 - 2 * p.angle) : degreesAnswer(rat(360 - p.angle, 2)),
    },
  },
  {
    misconceptionId: 4222,
    slug: 'cyclic-opposite-angles-equal',
    name: 'Thinks opposite angles of a cyclic quadrilateral are equal',
    description: 'Gives angle C equal to angle A, as in a parallelogram.',
    howToFix:
      'In a cyclic quadrilateral opposite angles add to 180°. Only a rectangle has them equal too: both 90°.',
    subjectId: 453,
    rules: { 'cyclic-quadrilateral': (p) => degreesAnswer(p.a) },
  },
  {
    misconceptionId: 4223,
    slug: 'cyclic-adjacent-angles-supplementary',
    name: 'Adds neighbouring angles of a cyclic quadrilateral to 180°',
    description: 'Uses the angle next to C, angle B, and works out 180° − B for angle C.',
    howToFix:
      'It is the opposite angles, across the diagonal, that add to 180°: A with C and B with D. Trace the diagonal from A to find C.',
    subjectId: 453,
    rules: { 'cyclic-quadrilateral': (p) => degreesAnswer(180 - p.b) },
  },
  {
    misconceptionId: 4224,
    slug: 'quadrilateral-shares-remaining-angle',
    name: 'Shares the remaining angle equally between the two unknown angles',
    description:
      'Subtracts the two known angles from 360° and halves the rest, as if C and D had to be equal.',
    howToFix:
      'Nothing says C and D are equal. Use the cyclic quadrilateral fact for C directly: C = 180° − A.',
    subjectId: 453,
    rules: { 'cyclic-quadrilateral': (p) => degreesAnswer(rat(360 - p.a - p.b, 2)) },
  },
  {
    misconceptionId: 4225,
    slug: 'quadrilateral-gives-remaining-total',
    name: 'Gives the two unknown angles together as angle C',
    description: 'Subtracts the two known angles from 360° and gives the whole remainder as angle C.',
    howToFix:
      '360° − A − B is the total of C and D together. Find C on its own from its opposite angle: C = 180° − A.',
    subjectId: 453,
    rules: { 'cyclic-quadrilateral': (p) => positiveDegrees(360 - p.a - p.b) },
  },
  {
    misconceptionId: 4227,
    slug: 'sine-rule-ratio-inverted',
    name: 'Turns the sine rule ratio upside down',
    description:
      'Pairs each side with the wrong angle’s sine, working out BC × sin A ÷ sin B instead of BC × sin B ÷ sin A.',
    howToFix:
      'Each side goes with the sine of the angle opposite it: a/sin A = b/sin B. Write the pair you know, then the pair you want, and solve.',
    subjectId: 474,
    rules: { 'sine-rule-side': (p) => lengthOrNothing(sineRatio(p.a, p.A, p.B)) },
  },
  {
    misconceptionId: 4228,
    slug: 'sine-rule-uses-third-angle',
    name: 'Uses the angle that is not opposite the side asked for',
    description:
      'Works out the third angle and uses its sine for the side asked for, though that angle is not opposite it.',
    howToFix:
      'Label each side with the small letter of the angle opposite it (a opposite A). The side asked for pairs with the angle across the triangle from it.',
    subjectId: 474,
    rules: { 'sine-rule-side': (p) => lengthOrNothing(sineRatio(p.a, 180 - p.A - p.B, p.A)) },
  },
  {
    misconceptionId: 4229,
    slug: 'sine-rule-forgets-to-divide',
    name: 'Multiplies by the sine but forgets to divide by the other sine',
    description: 'Rearranges b/sin B = a/sin A to b = a × sin B, leaving out the division by sin A.',
    howToFix:
      'b/sin B = a/sin A: multiply both sides by sin B to get b = a × sin B ÷ sin A. Check by substituting back into the ratio.',
    subjectId: 474,
    rules: { 'sine-rule-side': (p) => lengthOrNothing(sineRatio(p.a, p.B, 90)) },
  },
  {
    misconceptionId: 4230,
    slug: 'cosine-rule-ignores-angle',
    name: 'Uses Pythagoras in a triangle without a right angle',
    description: 'Works out √(b² + c²), leaving out the −2bc cos A term, as if angle A were 90°.',
    howToFix:
      'Pythagoras needs a right angle. The cosine rule is Pythagoras with a correction: a² = b² + c² − 2bc cos A, and the correction is zero only when A = 90°.',
    subjectId: 475,
    rules: { 'cosine-rule-side': (p) => cosineRuleAnswer(p, rootTo1dp(p.b * p.b + p.c * p.c)) },
  },
  {
    misconceptionId: 4231,
    slug: 'cosine-rule-order-of-operations',
    name: 'Works the cosine rule left to right, multiplying everything by cos A',
    description: 'Works out (b² + c² − 2bc) × cos A, ignoring the order of operations, then square roots.',
    howToFix:
      'Multiplication comes before subtraction: work out 2bc cos A as one number first, then subtract it from b² + c². Type the whole of b² + c² − 2bc cos A into the calculator in one go.',
    subjectId: 475,
    rules: {
      'cosine-rule-side': (p) => {
        const d = p.b - p.c;
        return sideOrNothing(p, tenths(sqrtFixedOrZero(BigInt(d * d) * cosFixed(p.angle))));
      },
    },
  },
  {
    misconceptionId: 4232,
    slug: 'cosine-rule-adds-last-term',
    name: 'Adds 2bc cos A instead of subtracting it',
    description: 'Works out b² + c² + 2bc cos A, changing the minus sign of the cosine rule into a plus.',
    howToFix:
      'The rule subtracts: a² = b² + c² − 2bc cos A. Sense-check: an acute angle A makes a shorter than √(b² + c²), an obtuse one longer.',
    subjectId: 475,
    rules: {
      'cosine-rule-side': (p) => sideOrNothing(p, tenths(sqrtFixedOrZero(cosineRuleSquare(p, { sign: -1 })))),
    },
  },
];

/** Rules for these kinds on misconceptions defined in the number and geometry strands. */
export const HIGHER_GEOMETRY_EXTENSIONS: readonly MisconceptionExtension[] = [
  {
    // radius-diameter-confused: a diameter used as if it were the radius, or a radius doubled.
    misconceptionId: 4029,
    rules: {
      'arc-length': (p) => arcWith(p, rat(p.angle, 360), 2 * p.r),
      'sector-area': (p) => areaWith(p, rat(p.angle, 360), 2 * p.r),
      'cone-volume': (p) =>
        piMeasure(rat(4 * roundRadius(p).n ** 2 * p.h, 3 * roundRadius(p).d ** 2), 'cm', 3),
      sphere: (p) => sphereWith(p, p.given === 'diameter' ? rat(p.value) : rat(2 * p.value)),
    },
  },
  {
    // circumference-pi-r: the arc as a fraction of πr.
    misconceptionId: 4030,
    rules: { 'arc-length': (p) => piMeasure(rat(p.r * p.angle, 360), sectorUnit(p), 1) },
  },
  {
    // cylinder-radius-not-squared: ⅓πrh for a cone.
    misconceptionId: 4038,
    rules: {
      'cone-volume': (p) => piMeasure(mul(roundRadius(p), rat(p.h, 3)), 'cm', 3),
    },
  },
  {
    // pythagoras-adds-sides: adds the components of a vector, or the edges of a box.
    misconceptionId: 4039,
    rules: {
      'vector-magnitude': (p) => numberAnswer(Math.abs(p.x) + Math.abs(p.y)),
      'cuboid-diagonal': (p) => cmAnswer(p.l + p.w + p.h),
    },
  },
  {
    // pythagoras-no-square-root: gives the sum of the squares.
    misconceptionId: 4040,
    rules: {
      'vector-magnitude': (p) => numberAnswer(p.x * p.x + p.y * p.y),
      'cuboid-diagonal': (p) => cmAnswer(p.l * p.l + p.w * p.w + p.h * p.h),
      // BC² from the cosine rule, to 1 decimal place.
      'cosine-rule-side': (p) => sideOrNothing(p, tenths(cosineRuleSquare(p))),
    },
  },
  {
    // negative-times-negative-negative: (−2) × (−3) = −6 inside n·b.
    misconceptionId: 1041,
    rules: {
      'vector-combination': (p) => {
        if (p.n >= 0 || (p.b[0] >= 0 && p.b[1] >= 0)) return undefined;
        const product = (b: number) => (b < 0 ? -Math.abs(p.n * b) : p.n * b);
        return vectorAnswer(p.m * p.a[0] + product(p.b[0]), p.m * p.a[1] + product(p.b[1]));
      },
    },
  },
  {
    // square-root-halves: √(x² + y²) worked out as (x² + y²) ÷ 2.
    misconceptionId: 1102,
    rules: { 'vector-magnitude': (p) => numberAnswer(rat(p.x * p.x + p.y * p.y, 2)) },
  },
  {
    // calculator-radians: the right rule worked with the calculator in radians.
    misconceptionId: 4044,
    rules: {
      'cosine-rule-side': (p) =>
        sideOrNothing(p, tenths(sqrtFixedOrZero(cosineRuleSquare(p, { radians: true })))),
      'sine-rule-side': (p) => lengthOrNothing(sineRatio(p.a, p.B, p.A, true)),
    },
  },
  {
    // negative-squared-negative: (−3)² = −9 inside x² + y².
    misconceptionId: 1095,
    rules: {
      'vector-magnitude': (p) => {
        const s = Math.sign(p.x) * p.x * p.x + Math.sign(p.y) * p.y * p.y;
        const root = rootOf(s);
        return root && (p.x < 0 || p.y < 0) ? numberAnswer(root) : undefined;
      },
    },
  },
];
