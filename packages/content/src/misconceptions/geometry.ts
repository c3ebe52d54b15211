/**
 * Geometry and measures misconceptions: angle facts, polygon angles, area and perimeter,
 * circles, volume, Pythagoras, trigonometry, coordinates and bearings.
 */

import type { Misconception, MisconceptionExtension } from '../misconception.ts';
import {
  degrees,
  type GeometryProblem,
  lengthAnswer,
  measure,
  piAnswer,
  polygonValue,
  radiusOf,
  type TrigRatio,
} from '../problems/geometry.ts';
import { rat } from '../rational.ts';

type P<K extends GeometryProblem['kind']> = Extract<GeometryProblem, { kind: K }>;

export const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

/** The value in xs nearest to target (the first on a tie). */
export const nearest = (xs: readonly number[], target: number) =>
  xs.reduce((best, x) => (Math.abs(x - target) < Math.abs(best - target) ? x : best));

/** A positive angle only: beliefs that would give zero or a negative angle are not offered. */
function positiveDegrees(value: number): ReturnType<typeof degrees> | undefined {
  return value > 0 ? degrees(value) : undefined;
}

export const wrongRatio: Record<TrigRatio, TrigRatio> = { sin: 'cos', cos: 'sin', tan: 'sin' };

function circleWithRadius(p: P<'circle'>, r: { n: number; d: number }) {
  return p.ask === 'area' ? piAnswer(rat(r.n * r.n, r.d * r.d), 'cm2') : piAnswer(rat(2 * r.n, r.d), 'cm');
}

/** Geometry-strand misconceptions with their rules. */
export const GEOMETRY_MISCONCEPTIONS: readonly Misconception[] = [
  {
    misconceptionId: 4001,
    slug: 'angles-on-line-360',
    name: 'Thinks angles on a straight line add up to 360°',
    description: 'Subtracts from 360° instead of 180° for angles on a straight line.',
    howToFix:
      'A straight line is a half turn: 180°. A full turn around a point is 360°. Stand up and turn to feel the difference.',
    subjectId: 401,
    rules: {},
    retired:
      'On a straight line its answer, 360° less the known angles, is always more than 180°: ruled out by sense, never a fair distractor.',
  },
  {
    misconceptionId: 4002,
    slug: 'adds-known-angles',
    name: 'Adds the known angles and stops',
    description: 'Finds the total of the given angles and gives it as the missing angle.',
    howToFix:
      'The known angles and the missing one together make the total (180° or 360°). Subtract the known total from it.',
    subjectId: 40,
    rules: {
      'angles-line': (p) => degrees(sum(p.known)),
      'angles-point': (p) => degrees(sum(p.known)),
      'angles-triangle': (p) => degrees(p.a + p.b),
    },
  },
  {
    misconceptionId: 4003,
    slug: 'subtracts-one-known-angle',
    name: 'Subtracts only one of the known angles',
    description: 'Takes one given angle from the total and forgets the others.',
    howToFix:
      'Add up all the known angles first, then subtract that total from 180° or 360°. Tick each angle as you use it.',
    subjectId: 40,
    rules: {
      'angles-line': (p) => degrees(180 - Math.max(...p.known)),
      'angles-point': (p) => degrees(360 - Math.max(...p.known)),
      'angles-triangle': (p) => degrees(180 - Math.max(p.a, p.b)),
    },
  },
  {
    misconceptionId: 4004,
    slug: 'angles-at-point-180',
    name: 'Thinks angles around a point add up to 180°',
    description: 'Uses 180° as the total for angles all the way round a point.',
    howToFix:
      'All the way round a point is a full turn, 360°. Only angles on one side of a straight line make 180°.',
    subjectId: 402,
    rules: { 'angles-point': (p) => positiveDegrees(180 - sum(p.known)) },
  },
  {
    misconceptionId: 4005,
    slug: 'triangle-angles-360',
    name: 'Thinks the angles in a triangle add up to 360°',
    description: 'Uses 360° as the angle sum of a triangle, mixing it up with quadrilaterals or a full turn.',
    howToFix:
      'Tear the three corners off a paper triangle and place them together: they make a straight line, 180°. Quadrilaterals make 360°.',
    subjectId: 403,
    rules: {
      'angles-triangle': (p) => degrees(360 - p.a - p.b),
      'isosceles-angle': (p) => degrees(p.which === 'apex' ? rat(360 - p.given, 2) : 360 - 2 * p.given),
    },
  },
  {
    misconceptionId: 4006,
    slug: 'isosceles-forgets-two-equal-angles',
    name: 'Forgets that the two base angles are equal',
    description:
      'Subtracts one given angle from 180° without halving (or doubling) for the pair of equal angles.',
    howToFix:
      'Mark the two equal angles at the ends of the equal sides. There are two of them, so share the remaining angle equally.',
    subjectId: 404,
    rules: { 'isosceles-angle': (p) => degrees(180 - p.given) },
  },
  {
    misconceptionId: 4007,
    slug: 'isosceles-wrong-equal-pair',
    name: 'Thinks the wrong pair of angles are equal',
    description:
      'Assumes the unknown angle equals the given one, even though they are not at the ends of the equal sides.',
    howToFix:
      'The equal angles sit at the base of the two equal sides (opposite them). Mark the equal sides, then the equal angles.',
    subjectId: 404,
    rules: { 'isosceles-angle': (p) => degrees(p.given) },
  },
  {
    misconceptionId: 4008,
    slug: 'equal-angles-add-to-180',
    name: 'Thinks alternate or corresponding angles add up to 180°',
    description:
      'Treats angles that are equal (alternate, corresponding or vertically opposite) as if they made a straight line.',
    howToFix:
      'Trace the F (corresponding) and Z (alternate) shapes: the angles inside them are equal. Only co-interior (C) angles add to 180°.',
    subjectId: 405,
    rules: { 'parallel-angles': (p) => (p.relation !== 'co-interior' ? degrees(180 - p.angle) : undefined) },
  },
  {
    misconceptionId: 4009,
    slug: 'co-interior-angles-equal',
    name: 'Thinks co-interior angles are equal',
    description: 'Treats co-interior angles (inside a C shape) as equal rather than adding to 180°.',
    howToFix:
      'Co-interior angles sit on the same side between the parallel lines, one acute and one obtuse: they add to 180°.',
    subjectId: 405,
    rules: { 'parallel-angles': (p) => (p.relation === 'co-interior' ? degrees(p.angle) : undefined) },
  },
  {
    misconceptionId: 4010,
    slug: 'parallel-angles-360',
    name: 'Thinks the angles add up to 360°',
    description: 'Subtracts the known angle from 360° for angles in parallel lines.',
    howToFix:
      'Angles at a point make 360°, but a pair of angles in parallel lines is either equal or adds to 180°. Decide which by the shape (F, Z or C).',
    subjectId: 405,
    rules: {},
    retired:
      'Between parallel lines its answer, 360° less an angle under 180°, is always more than 180°: ruled out by sense, never a fair distractor.',
  },
  {
    misconceptionId: 4011,
    slug: 'parallel-angles-90',
    name: 'Thinks the angles add up to 90°',
    description: 'Treats a pair of angles in parallel lines as complementary.',
    howToFix:
      'Look at the diagram: is one angle acute and the other obtuse (they add to 180°), or do they look the same (equal)?',
    subjectId: 405,
    rules: { 'parallel-angles': (p) => positiveDegrees(90 - p.angle) },
  },
  {
    misconceptionId: 4012,
    slug: 'polygon-sum-n-times-180',
    name: 'Multiplies the number of sides by 180°',
    description: 'Uses n × 180° for the interior angle sum instead of (n − 2) × 180°.',
    howToFix:
      'Split the polygon into triangles from one corner: an n-sided polygon makes n − 2 triangles, each 180°.',
    subjectId: 406,
    rules: {
      'polygon-angles': (p) =>
        p.ask === 'sum' ? degrees(180 * p.sides) : p.ask === 'interior' ? degrees(180) : undefined,
    },
  },
  {
    misconceptionId: 4013,
    slug: 'polygon-n-minus-1-triangles',
    name: 'Splits a polygon into n − 1 triangles',
    description:
      'Counts one triangle too many when splitting a polygon, using (n − 1) × 180° for the angle sum.',
    howToFix:
      'Draw the diagonals from one corner and count the triangles: always two fewer than the number of sides.',
    subjectId: 406,
    rules: {
      'polygon-angles': (p) =>
        p.ask === 'sum'
          ? degrees(180 * (p.sides - 1))
          : p.ask === 'interior'
            ? degrees(rat(180 * (p.sides - 1), p.sides))
            : undefined,
    },
  },
  {
    misconceptionId: 4014,
    slug: 'interior-exterior-confused',
    name: 'Confuses interior and exterior angles',
    description: 'Gives the exterior angle when asked for the interior angle, or the reverse.',
    howToFix:
      'The exterior angle is the turn at each corner when walking round; it and the interior angle make a straight line (180°).',
    subjectId: 406,
    rules: {
      'polygon-angles': (p) =>
        p.ask === 'interior'
          ? degrees(polygonValue(p.sides, 'exterior'))
          : p.ask === 'exterior'
            ? degrees(polygonValue(p.sides, 'interior'))
            : undefined,
    },
  },
  {
    misconceptionId: 4015,
    slug: 'polygon-forgets-to-divide',
    name: 'Gives the total instead of each angle',
    description:
      'Finds the total that equal angles share (the angle sum of a regular polygon, or what is left for the two base angles of an isosceles triangle) and forgets to divide it between them.',
    howToFix:
      'Equal angles share their total equally: a regular polygon divides its angle sum by the number of sides; an isosceles triangle halves what is left for its two base angles.',
    subjectId: 406,
    rules: {
      'polygon-angles': (p) =>
        p.ask === 'interior' ? degrees(180 * (p.sides - 2)) : p.ask === 'exterior' ? degrees(360) : undefined,
      // The one place the total is under 180° and so a fair distractor: 180° − apex for a base angle.
      'isosceles-angle': (p) => (p.which === 'apex' ? degrees(180 - p.given) : undefined),
    },
  },
  {
    misconceptionId: 4016,
    slug: 'exterior-angle-180-over-n',
    name: 'Divides 180° by the number of sides for the exterior angle',
    description: 'Uses 180° ÷ n as each exterior angle, as if the exterior angles made a straight line.',
    howToFix:
      'Walking once round any polygon turns you through a full turn, so the exterior angles add to 360°: each is 360° ÷ n.',
    subjectId: 406,
    rules: { 'polygon-angles': (p) => (p.ask === 'exterior' ? degrees(rat(180, p.sides)) : undefined) },
  },
  {
    misconceptionId: 4017,
    slug: 'polygon-sum-always-360',
    name: 'Thinks every polygon’s interior angles add up to 360°',
    description: 'Uses 360° as the interior angle sum whatever the number of sides.',
    howToFix:
      '360° is the sum for quadrilaterals only. Count triangles: a pentagon splits into three triangles, 540°.',
    subjectId: 406,
    rules: { 'polygon-angles': (p) => (p.ask === 'sum' ? degrees(360) : undefined) },
  },
  {
    misconceptionId: 4018,
    slug: 'area-perimeter-confused',
    name: 'Confuses area and perimeter',
    description: 'Works out the perimeter when asked for the area, or the reverse.',
    howToFix:
      'Perimeter is the distance around the edge (add lengths, units cm); area is the space inside (multiply, units cm²). Count squares to check.',
    subjectId: 411,
    rules: {
      rectangle: (p) => (p.ask === 'area' ? measure(2 * (p.w + p.h), 'cm2') : measure(p.w * p.h, 'cm')),
      'parallelogram-area': (p) => measure(2 * (p.base + p.slant), 'cm2'),
    },
  },
  {
    misconceptionId: 4019,
    slug: 'adds-length-and-width',
    name: 'Adds the length and the width only',
    description: 'Adds two sides, giving half the perimeter, whether asked for the area or the perimeter.',
    howToFix:
      'Perimeter goes all the way round: four sides, so add both lengths and both widths. Trace the edge with a finger.',
    subjectId: 411,
    rules: { rectangle: (p) => measure(p.w + p.h, p.ask === 'area' ? 'cm2' : 'cm') },
  },
  {
    misconceptionId: 4020,
    slug: 'area-doubled',
    name: 'Doubles the area as if it were a perimeter',
    description: 'Multiplies the length by the width and then doubles the result.',
    howToFix:
      'Only the perimeter needs doubling (two lengths and two widths). The area is just length × width: count the squares.',
    subjectId: 411,
    rules: { rectangle: (p) => (p.ask === 'area' ? measure(2 * p.w * p.h, 'cm2') : undefined) },
  },
  {
    misconceptionId: 4021,
    slug: 'perimeter-misses-side',
    name: 'Leaves out a side of the perimeter',
    description: 'Adds only three of the four sides of the rectangle.',
    howToFix:
      'Label every side, including the ones without numbers; opposite sides of a rectangle are equal. Add all four.',
    subjectId: 411,
    rules: { rectangle: (p) => (p.ask === 'perimeter' ? measure(2 * p.w + p.h, 'cm') : undefined) },
  },
  {
    // A distractor on either side of the key (4 × the length is above it when the rectangle is longer than
    // it is wide, below otherwise), so the key's rank among the options varies (issue 30, rank cues).
    misconceptionId: 4310,
    slug: 'rectangle-perimeter-as-square',
    name: 'Uses the square’s perimeter rule for a rectangle',
    description:
      'Multiplies the length by 4, as for a square, so a rectangle 9 cm long and 5 cm wide gets a perimeter of 36 cm (it is 28 cm).',
    howToFix:
      '4 × side works only when all four sides are equal. A rectangle has two lengths and two widths: add all four sides, or work out 2 × (length + width).',
    subjectId: 411,
    rules: { rectangle: (p) => (p.ask === 'perimeter' ? measure(4 * p.w, 'cm') : undefined) },
  },
  {
    // A second distractor above the key beside the surface area, so the key is not always third or
    // largest (issue 30, rank cues).
    misconceptionId: 4311,
    slug: 'cuboid-volume-as-cube',
    name: 'Cubes the length for the volume of a cuboid',
    description:
      'Uses the cube’s rule, length³, for a cuboid, so a cuboid 6 cm long, 3 cm wide and 2 cm high gets 216 cm³ instead of 36 cm³.',
    howToFix:
      'length³ works only when all three edges are equal. A cuboid has three different edges: volume = length × width × height, one layer of length × width cubes for each centimetre of height.',
    subjectId: 421,
    rules: { cuboid: (p) => (p.ask === 'volume' ? measure(p.l ** 3, 'cm3') : undefined) },
  },
  {
    misconceptionId: 4022,
    slug: 'triangle-area-no-half',
    name: 'Forgets to halve when finding the area of a triangle',
    description: 'Multiplies the base by the height without dividing by 2.',
    howToFix:
      'A triangle is half of a rectangle with the same base and height. Draw the rectangle round it to see the half.',
    subjectId: 412,
    rules: {
      'triangle-area': (p) => measure(p.base * p.height, 'cm2'),
      'trapezium-area': (p) => measure((p.a + p.b) * p.h, 'cm2'),
    },
  },
  {
    misconceptionId: 4023,
    slug: 'uses-slant-height',
    name: 'Uses the sloping side instead of the perpendicular height',
    description: 'Multiplies by the slanted side length rather than the height at right angles to the base.',
    howToFix:
      'The height must meet the base at a right angle. Find the side or dashed line marked with the right-angle square.',
    subjectId: 412,
    rules: {
      'triangle-area': (p) => measure(rat(p.base * p.slant, 2), 'cm2'),
      'parallelogram-area': (p) => measure(p.base * p.slant, 'cm2'),
    },
  },
  {
    misconceptionId: 4024,
    slug: 'triangle-area-halves-twice',
    name: 'Halves both the base and the height',
    description:
      'Halves each length before multiplying (the base and the height, or a trapezium’s a + b and its height), giving a quarter of the product.',
    howToFix: 'Halve only once: ½ × base × height. Halving both lengths makes a quarter.',
    subjectId: 412,
    rules: {
      'triangle-area': (p) => measure(rat(p.base * p.height, 4), 'cm2'),
      // ½(a + b) × ½h: the half in the formula applied to the height as well.
      'trapezium-area': (p) => measure(rat((p.a + p.b) * p.h, 4), 'cm2'),
    },
  },
  {
    misconceptionId: 4025,
    slug: 'parallelogram-halved',
    name: 'Halves the area of a parallelogram or rectangle like a triangle',
    description:
      'Halves base × height for a parallelogram (or length × width for a rectangle), applying the triangle formula to a shape that is not a triangle.',
    howToFix:
      'Only a triangle is half of a rectangle. Cut the triangle off one end of a parallelogram and move it to the other: it makes a rectangle, base × height, with nothing to halve.',
    subjectId: 413,
    rules: {
      'parallelogram-area': (p) => measure(rat(p.base * p.height, 2), 'cm2'),
      rectangle: (p) => (p.ask === 'area' ? measure(rat(p.w * p.h, 2), 'cm2') : undefined),
    },
  },
  {
    misconceptionId: 4026,
    slug: 'trapezium-one-parallel-side',
    name: 'Uses only one of the parallel sides',
    description: 'Multiplies the longer parallel side by the height, ignoring the other parallel side.',
    howToFix: 'A trapezium’s area uses the average of the two parallel sides: (a + b) ÷ 2 × h.',
    subjectId: 414,
    rules: { 'trapezium-area': (p) => measure(Math.max(p.a, p.b) * p.h, 'cm2') },
  },
  {
    misconceptionId: 4027,
    slug: 'trapezium-multiplies-parallel-sides',
    name: 'Multiplies the parallel sides instead of adding them',
    description: 'Multiplies the parallel sides together instead of adding them, working out a × b × h ÷ 2.',
    howToFix:
      'The formula adds the parallel sides: ½(a + b)h. Two copies of the trapezium make a parallelogram with base a + b.',
    subjectId: 414,
    rules: { 'trapezium-area': (p) => measure(rat(p.a * p.b * p.h, 2), 'cm2') },
  },
  {
    misconceptionId: 4028,
    slug: 'circle-area-circumference-confused',
    name: 'Confuses the area and circumference formulae',
    description: 'Uses 2πr (or πd) for area, or πr² for circumference.',
    howToFix:
      'Area is measured in square units, so its formula has a square in it: πr². The circumference is a length: 2πr.',
    subjectId: 415,
    rules: {
      circle: (p) => {
        const r = radiusOf(p);
        return p.ask === 'area'
          ? piAnswer(rat(2 * r.n, r.d), 'cm2')
          : piAnswer(rat(r.n * r.n, r.d * r.d), 'cm');
      },
    },
  },
  {
    misconceptionId: 4029,
    slug: 'radius-diameter-confused',
    name: 'Mixes up the radius and the diameter',
    description:
      'Uses the diameter where the formula needs the radius (or the radius where it needs the diameter).',
    howToFix:
      'The radius goes from the centre to the edge; the diameter goes right across and is twice as long. Label r before using a formula.',
    subjectId: 415,
    rules: {
      circle: (p) => circleWithRadius(p, p.given === 'radius' ? rat(p.value, 2) : rat(p.value)),
      'cylinder-volume': (p) => piAnswer(4 * p.r * p.r * p.h, 'cm3'),
    },
  },
  {
    misconceptionId: 4030,
    slug: 'circumference-pi-r',
    name: 'Uses πr for the circumference',
    description: 'Multiplies the radius by π, forgetting the 2 (mixing up πd and 2πr).',
    howToFix: 'Circumference is π × diameter. The diameter is 2r, so C = 2πr, not πr.',
    subjectId: 415,
    rules: { circle: (p) => (p.ask === 'circumference' ? piAnswer(radiusOf(p), 'cm') : undefined) },
  },
  {
    misconceptionId: 4031,
    slug: 'squares-pi',
    name: 'Squares π as well as the radius',
    description: 'Works out πr² as (πr)², giving π² in the answer.',
    howToFix: 'Only r is squared: πr² = π × r × r. The index belongs to the letter it is written on.',
    subjectId: 415,
    rules: {
      circle: (p) => {
        if (p.ask !== 'area') return undefined;
        const r = radiusOf(p);
        return piAnswer(rat(r.n * r.n, r.d * r.d), 'cm2', 2);
      },
    },
  },
  {
    misconceptionId: 4053,
    slug: 'circle-formula-2-pi-r-squared',
    name: 'Mixes the two circle formulae into 2πr²',
    description: 'Combines the formulae for area and circumference, using 2πr² for either.',
    howToFix:
      'Learn them as a pair with their units: area πr² (cm²), circumference 2πr (cm). Only one has a square, only one has a 2.',
    subjectId: 415,
    rules: {
      circle: (p) => {
        const r = radiusOf(p);
        return piAnswer(rat(2 * r.n * r.n, r.d * r.d), p.ask === 'area' ? 'cm2' : 'cm');
      },
    },
  },
];

/** Geometry rules for misconceptions defined in other strands. */
export const GEOMETRY_EXTENSIONS: readonly MisconceptionExtension[] = [
  {
    // "Squaring is doubling": the squares on the sides become 2a and 2b, then the square root is taken.
    misconceptionId: 1051,
    rules: {
      pythagoras: (p) => {
        const squares = p.ask === 'hypotenuse' ? 2 * p.a + 2 * p.b : 2 * p.a - 2 * p.b;
        return squares > 0 ? lengthAnswer(Math.sqrt(squares)) : undefined;
      },
    },
  },
];
