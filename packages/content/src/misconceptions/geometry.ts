/**
 * Geometry and measures misconceptions: angle facts, polygon angles, area and perimeter,
 * circles, volume, Pythagoras, trigonometry, coordinates and bearings.
 */

import type { Misconception, MisconceptionExtension } from '../misconception.ts';
import {
  bearingAnswer,
  degrees,
  type GeometryProblem,
  lengthAnswer,
  measure,
  piAnswer,
  pointAnswer,
  polygonValue,
  radiusOf,
  type TrigRatio,
  trig,
} from '../problems/geometry.ts';
import { rat } from '../rational.ts';

type P<K extends GeometryProblem['kind']> = Extract<GeometryProblem, { kind: K }>;

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

/** The value in xs nearest to target (the first on a tie). */
const nearest = (xs: readonly number[], target: number) =>
  xs.reduce((best, x) => (Math.abs(x - target) < Math.abs(best - target) ? x : best));

/** A positive angle only: beliefs that would give zero or a negative angle are not offered. */
function positiveDegrees(value: number): ReturnType<typeof degrees> | undefined {
  return value > 0 ? degrees(value) : undefined;
}

const wrongRatio: Record<TrigRatio, TrigRatio> = { sin: 'cos', cos: 'sin', tan: 'sin' };

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
    rules: { 'angles-line': (p) => degrees(360 - sum(p.known)) },
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
    rules: { 'parallel-angles': (p) => degrees(360 - p.angle) },
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
      'Finds the sum of the angles (interior or exterior) and forgets to divide by the number of sides.',
    howToFix:
      'A regular polygon shares its angle total equally between its corners: divide by the number of sides.',
    subjectId: 406,
    rules: {
      'polygon-angles': (p) =>
        p.ask === 'interior' ? degrees(180 * (p.sides - 2)) : p.ask === 'exterior' ? degrees(360) : undefined,
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
  {
    misconceptionId: 4032,
    slug: 'volume-adds-dimensions',
    name: 'Adds the dimensions to find the volume',
    description: 'Adds length, width and height instead of multiplying.',
    howToFix:
      'Volume counts cubes: a layer of length × width cubes, repeated for each unit of height. Build it with cubes.',
    subjectId: 421,
    rules: { cuboid: (p) => (p.ask === 'volume' ? measure(p.l + p.w + p.h, 'cm3') : undefined) },
  },
  {
    misconceptionId: 4033,
    slug: 'volume-surface-area-confused',
    name: 'Confuses volume and surface area',
    description: 'Works out the surface area when asked for the volume, or the reverse.',
    howToFix:
      'Volume is the space inside (cubes, cm³); surface area is the wrapping paper around the outside (squares, cm²).',
    subjectId: 421,
    rules: {
      cuboid: (p) =>
        p.ask === 'volume'
          ? measure(2 * (p.l * p.w + p.l * p.h + p.w * p.h), 'cm3')
          : measure(p.l * p.w * p.h, 'cm2'),
    },
  },
  {
    misconceptionId: 4034,
    slug: 'volume-one-face',
    name: 'Finds the area of one face instead of the volume',
    description: 'Multiplies only two of the three dimensions, finding the area of one face.',
    howToFix: 'Length × width gives one layer; multiply by the height to stack the layers.',
    subjectId: 421,
    rules: { cuboid: (p) => (p.ask === 'volume' ? measure(p.l * p.w, 'cm3') : undefined) },
  },
  {
    misconceptionId: 4035,
    slug: 'surface-area-three-faces',
    name: 'Counts only three faces for surface area',
    description:
      'Adds the areas of the three different faces without doubling for the hidden opposite faces.',
    howToFix: 'A cuboid has six faces in three matching pairs. Sketch a net and label every face.',
    subjectId: 422,
    rules: {
      cuboid: (p) => (p.ask === 'surface' ? measure(p.l * p.w + p.l * p.h + p.w * p.h, 'cm2') : undefined),
    },
  },
  {
    misconceptionId: 4036,
    slug: 'surface-area-six-equal-faces',
    name: 'Multiplies one face by 6',
    description: 'Treats every cuboid like a cube, using six copies of one face.',
    howToFix:
      'Only a cube has six identical faces. For a cuboid, find the three different face areas and double each.',
    subjectId: 422,
    rules: { cuboid: (p) => (p.ask === 'surface' ? measure(6 * p.l * p.w, 'cm2') : undefined) },
  },
  {
    misconceptionId: 4037,
    slug: 'cylinder-uses-curved-area',
    name: 'Uses the curved surface area formula for volume',
    description: 'Uses the curved surface area 2πrh instead of the volume πr²h.',
    howToFix:
      'Volume of a prism is area of cross-section × height. A cylinder’s cross-section is a circle, area πr².',
    subjectId: 423,
    rules: { 'cylinder-volume': (p) => piAnswer(2 * p.r * p.h, 'cm3') },
  },
  {
    misconceptionId: 4038,
    slug: 'cylinder-radius-not-squared',
    name: 'Forgets to square the radius',
    description:
      'Multiplies π by the radius and the height, forgetting to square the radius (πrh instead of πr²h).',
    howToFix: 'The circle’s area needs r²: π × r × r. Write the formula out in full before substituting.',
    subjectId: 423,
    rules: { 'cylinder-volume': (p) => piAnswer(p.r * p.h, 'cm3') },
  },
  {
    misconceptionId: 4039,
    slug: 'pythagoras-adds-sides',
    name: 'Adds (or subtracts) the sides without squaring',
    description: 'Adds the two shorter sides to get the hypotenuse, or subtracts lengths directly.',
    howToFix:
      'Pythagoras works with the areas of squares on each side: a² + b² = c². Square, add (or subtract), then square root.',
    subjectId: 431,
    rules: { pythagoras: (p) => lengthAnswer(p.ask === 'hypotenuse' ? p.a + p.b : p.a - p.b) },
  },
  {
    misconceptionId: 4040,
    slug: 'pythagoras-no-square-root',
    name: 'Forgets to square-root at the end',
    description: 'Stops after adding (or subtracting) the squares and gives c² as the length of the side.',
    howToFix:
      'a² + b² gives the area of the square on the side, not its length. Take the square root; check the hypotenuse is the longest side.',
    subjectId: 431,
    rules: {
      pythagoras: (p) => lengthAnswer(p.ask === 'hypotenuse' ? p.a ** 2 + p.b ** 2 : p.a ** 2 - p.b ** 2),
    },
  },
  {
    misconceptionId: 4041,
    slug: 'pythagoras-wrong-operation',
    name: 'Adds the squares when finding a shorter side (or subtracts for the hypotenuse)',
    description: 'Uses the wrong operation for the side being found.',
    howToFix:
      'The hypotenuse is the longest side, so adding makes it; a shorter side is found by subtracting. Check your answer is shorter or longer as it should be.',
    subjectId: 431,
    rules: {
      pythagoras: (p) =>
        lengthAnswer(Math.sqrt(p.ask === 'hypotenuse' ? Math.abs(p.a ** 2 - p.b ** 2) : p.a ** 2 + p.b ** 2)),
    },
  },
  {
    misconceptionId: 4042,
    slug: 'wrong-trig-ratio',
    name: 'Chooses the wrong trigonometric ratio',
    description: 'Mixes up which sides go with sine, cosine and tangent.',
    howToFix:
      'Label the sides opposite, adjacent and hypotenuse from the marked angle, then pick the ratio with the two sides you have (SOH CAH TOA).',
    subjectId: 432,
    rules: { 'trig-side': (p) => lengthAnswer(p.given * trig(wrongRatio[p.ratio], p.angle)) },
  },
  {
    misconceptionId: 4043,
    slug: 'trig-divides-instead',
    name: 'Divides by the ratio instead of multiplying',
    description: 'Rearranges sin θ = opp/hyp wrongly, dividing the known side by sin θ.',
    howToFix:
      'Write the ratio with the unknown in place, e.g. sin 30° = x/10, then multiply both sides by 10.',
    subjectId: 432,
    rules: { 'trig-side': (p) => lengthAnswer(p.given / trig(p.ratio, p.angle)) },
  },
  {
    misconceptionId: 4044,
    slug: 'calculator-radians',
    name: 'Uses a calculator in radians mode',
    description:
      'Works out the right calculation but with the calculator set to radians, giving a strange (even negative) length.',
    howToFix: 'Check the calculator shows D (degrees). A quick test: sin 30 should give 0.5.',
    subjectId: 432,
    rules: {
      'trig-side': (p) => {
        const value = p.given * trig(p.ratio, p.angle, true);
        // A negative length would alert the student at once, so only a plausible-looking value is offered.
        return value > 0 ? lengthAnswer(value) : undefined;
      },
    },
  },
  {
    misconceptionId: 4045,
    slug: 'coordinates-swapped',
    name: 'Writes the coordinates the wrong way round',
    description:
      'Reads or writes the y-coordinate first, giving (y, x) instead of (x, y); translating by a vector, adds its top number to y and its bottom number to x.',
    howToFix:
      'Along the corridor, then up the stairs: the x-coordinate (across) comes first, then y (up or down). A vector is the same: its top number moves across, its bottom number up or down.',
    subjectId: 441,
    rules: {
      coordinates: (p) => (p.x !== p.y ? pointAnswer(p.y, p.x) : undefined),
      translation: (p) => pointAnswer(p.x + p.dy, p.y + p.dx),
    },
  },
  {
    misconceptionId: 4046,
    slug: 'coordinates-ignore-negatives',
    name: 'Ignores negative signs in coordinates',
    description: 'Reads or writes positions left of or below the origin as positive.',
    howToFix:
      'Left of the y-axis x is negative; below the x-axis y is negative. Say the direction before the number: "left 3, down 2".',
    subjectId: 441,
    rules: {
      coordinates: (p) => (p.x < 0 || p.y < 0 ? pointAnswer(Math.abs(p.x), Math.abs(p.y)) : undefined),
      translation: (p) =>
        p.dx < 0 || p.dy < 0 ? pointAnswer(p.x + Math.abs(p.dx), p.y + Math.abs(p.dy)) : undefined,
    },
  },
  {
    misconceptionId: 4047,
    slug: 'coordinates-count-from-one',
    name: 'Counts the grid lines starting from 1',
    description: 'Counts the origin line as 1, so each coordinate is one too far from zero.',
    howToFix: 'Count the jumps from the origin, not the lines: the origin is 0.',
    subjectId: 441,
    rules: {
      coordinates: (p) => pointAnswer(p.x + Math.sign(p.x), p.y + Math.sign(p.y)),
    },
  },
  {
    misconceptionId: 4048,
    slug: 'translation-wrong-direction',
    name: 'Translates in the opposite direction',
    description: 'Subtracts the vector from the point instead of adding it.',
    howToFix:
      'The top number moves right (positive) or left (negative); the bottom moves up or down. Add each to the matching coordinate.',
    subjectId: 442,
    rules: { translation: (p) => pointAnswer(p.x - p.dx, p.y - p.dy) },
  },
  {
    misconceptionId: 4049,
    slug: 'translation-vector-as-image',
    name: 'Gives the vector as the image point',
    description: 'Writes the translation vector as the new coordinates.',
    howToFix: 'A vector is a movement, not a position. Start at the point and move by the vector.',
    subjectId: 442,
    rules: { translation: (p) => pointAnswer(p.dx, p.dy) },
  },
  {
    misconceptionId: 4050,
    slug: 'back-bearing-360-minus',
    name: 'Subtracts the bearing from 360° for the return bearing',
    description: 'Finds the bearing back by subtracting the original bearing from 360°.',
    howToFix:
      'Facing back the other way is a half turn: add (or subtract) 180°. Sketch north lines at both points.',
    subjectId: 407,
    rules: { 'back-bearing': (p) => bearingAnswer(360 - p.bearing) },
  },
  {
    misconceptionId: 4051,
    slug: 'back-bearing-180-minus',
    name: 'Subtracts the bearing from 180° for the return bearing',
    description: 'Finds the bearing back by subtracting the original bearing from 180°.',
    howToFix:
      'The return journey points the opposite way, 180° round from the original direction: b + 180° when b is less than 180°.',
    subjectId: 407,
    rules: { 'back-bearing': (p) => (p.bearing < 180 ? bearingAnswer(180 - p.bearing) : undefined) },
  },
  {
    misconceptionId: 4052,
    slug: 'back-bearing-same',
    name: 'Thinks the bearing back is the same',
    description: 'Gives the original bearing as the bearing of A from B.',
    howToFix:
      'Bearings are measured from the starting point. Draw the north line at B and measure clockwise to the line BA.',
    subjectId: 407,
    rules: { 'back-bearing': (p) => bearingAnswer(p.bearing) },
  },
  {
    misconceptionId: 4055,
    slug: 'assumes-right-angle',
    name: 'Assumes an angle is a right angle',
    description:
      'Takes an angle that is not marked as a right angle to be 90°, because lines look square to each other or because squares and rectangles have right angles.',
    howToFix:
      'Only a square corner mark means 90°. Work the angle out from the facts you know (180° on a line, 180° in a triangle, 360° round a polygon) instead of judging it by eye.',
    subjectId: 40,
    rules: {
      'angles-line': (p) => (180 - sum(p.known) === 90 ? undefined : degrees(90)),
      'angles-triangle': (p) => (p.a + p.b === 90 ? undefined : degrees(90)),
      'parallel-angles': (p) => (p.angle === 90 ? undefined : degrees(90)),
      'polygon-angles': (p) => (p.ask === 'sum' || 360 / p.sides === 90 ? undefined : degrees(90)),
    },
  },
  {
    misconceptionId: 4056,
    slug: 'angle-judged-equal-to-marked',
    name: 'Takes the unknown angle to equal a marked angle',
    description:
      'Gives the marked angle nearest in size to the unknown one, as though angles that look alike must be equal, instead of using an angle fact.',
    howToFix:
      'Angles are only equal for a reason: vertically opposite, alternate, corresponding, or the base angles of an isosceles triangle. Name the fact before you copy an angle across.',
    subjectId: 40,
    rules: {
      'angles-line': (p) => degrees(nearest(p.known, 180 - sum(p.known))),
      'angles-triangle': (p) => degrees(nearest([p.a, p.b], 180 - p.a - p.b)),
      'angles-point': (p) => degrees(nearest(p.known, 360 - sum(p.known))),
    },
  },
  {
    misconceptionId: 4301,
    slug: 'area-adds-the-lengths',
    name: 'Adds the lengths to find an area',
    description:
      'Finds the area of a triangle, parallelogram or trapezium by adding the lengths it needs (base + height, or both parallel sides + height) instead of multiplying them.',
    howToFix:
      'Area counts squares, so lengths multiply: a 6 by 4 rectangle holds 6 rows of 4 squares, 24, not 6 + 4. A triangle is half of such a rectangle; a trapezium is half of a parallelogram with base a + b.',
    subjectId: 412,
    rules: {
      'triangle-area': (p) => measure(p.base + p.height, 'cm2'),
      'parallelogram-area': (p) => measure(p.base + p.height, 'cm2'),
      'trapezium-area': (p) => measure(p.a + p.b + p.h, 'cm2'),
    },
  },
  {
    misconceptionId: 4302,
    slug: 'area-multiplies-every-length',
    name: 'Multiplies every length on the diagram',
    description:
      'Multiplies all the lengths shown, the sloping side as well as the base and the height, as though more numbers in the product made a fuller answer.',
    howToFix:
      'An area is two lengths at right angles multiplied, never three (three lengths make a volume, cm³). Pick the base and the height that meets it at the right-angle mark, leave the sloping side out, and halve for a triangle.',
    subjectId: 412,
    rules: {
      'triangle-area': (p) => measure(p.base * p.height * p.slant, 'cm2'),
      'parallelogram-area': (p) => measure(p.base * p.height * p.slant, 'cm2'),
    },
  },
  {
    misconceptionId: 4303,
    slug: 'polygon-counts-diagonals-not-triangles',
    name: 'Counts the diagonals instead of the triangles in a polygon',
    description:
      'Draws the diagonals from one corner and multiplies the number of diagonals (n − 3) by 180°, instead of the number of triangles they make (n − 2).',
    howToFix:
      'The n − 3 diagonals from one corner cut the polygon into n − 2 triangles: a pentagon has 2 diagonals but 3 triangles. Shade and count the triangles, not the lines.',
    subjectId: 406,
    rules: { 'polygon-angles': (p) => (p.ask === 'sum' ? degrees(180 * (p.sides - 3)) : undefined) },
  },
  {
    misconceptionId: 4304,
    slug: 'polygon-sum-always-180',
    name: 'Thinks the angles of any polygon add up to 180°',
    description:
      'Gives 180° as the angle sum of every polygon, carrying the triangle fact over to shapes with more sides.',
    howToFix:
      '180° belongs to the triangle only; each extra side adds another triangle and another 180°. Split the polygon into triangles from one corner and add 180° for each.',
    subjectId: 406,
    rules: { 'polygon-angles': (p) => (p.ask === 'sum' ? degrees(180) : undefined) },
  },
  {
    misconceptionId: 4305,
    slug: 'volume-adds-the-layers',
    name: 'Adds the number of layers to one layer',
    description:
      'Finds the cubes in one layer (length × width) correctly, then adds the height instead of multiplying by it, so a 5 × 4 × 3 cuboid gives 20 + 3 = 23 cm³.',
    howToFix:
      'The height counts the layers, and every layer holds the same number of cubes: 3 layers of 20 cubes is 3 × 20 = 60. Stack two layers of cubes to see the total double.',
    subjectId: 421,
    rules: { cuboid: (p) => (p.ask === 'volume' ? measure(p.l * p.w + p.h, 'cm3') : undefined) },
  },
  {
    misconceptionId: 4306,
    slug: 'trapezium-as-triangle',
    name: 'Uses the triangle formula for a trapezium',
    description:
      'Works out ½ × base × height for a trapezium, taking the longer parallel side as the base and leaving the shorter one out.',
    howToFix:
      'A trapezium is not a triangle: its top side has length too. Two copies of the trapezium, one turned over, make a parallelogram with base a + b, so the area is ½(a + b) × h.',
    subjectId: 414,
    rules: { 'trapezium-area': (p) => measure(rat(Math.max(p.a, p.b) * p.h, 2), 'cm2') },
  },
  {
    misconceptionId: 4307,
    slug: 'pythagoras-roots-without-squaring',
    name: 'Square-roots the sides without squaring them first',
    description:
      'Remembers the square root at the end of Pythagoras but not the squares at the start, so works out √(6 + 8) instead of √(6² + 8²).',
    howToFix:
      'The theorem is about the squares drawn on the sides: square each side, add (or subtract), and only then take the square root. Write a² + b² = c² with the numbers in before calculating.',
    subjectId: 431,
    rules: {
      pythagoras: (p) => {
        const inside = p.ask === 'hypotenuse' ? p.a + p.b : p.a - p.b;
        return inside > 0 ? lengthAnswer(Math.sqrt(inside)) : undefined;
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
