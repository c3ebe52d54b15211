/**
 * Geometry-strand misconceptions about volume and surface area, trigonometry, coordinates and
 * translations, and the later additions (bearings, areas, polygons) (split from `geometry.ts`, whose
 * helpers they share).
 */

import type { Misconception } from '../misconception.ts';
import {
  bearingAnswer,
  degrees,
  LOOKS_SQUARE_WITHIN,
  lengthAnswer,
  measure,
  piAnswer,
  pointAnswer,
  polygonValue,
  trig,
} from '../problems/geometry.ts';
import { rat, sub } from '../rational.ts';
import { nearest, sum, wrongRatio } from './geometry.ts';

/** 90°, where the true angle is drawn near enough to square to be taken for one (and is not one). */
function assumedSquare(trueAngle: number) {
  return trueAngle !== 90 && Math.abs(trueAngle - 90) <= LOOKS_SQUARE_WITHIN ? degrees(90) : undefined;
}

/** Solid, trigonometry, coordinate and later misconceptions of the geometry strand, with their rules. */
export const GEOMETRY_SPACE_MISCONCEPTIONS: readonly Misconception[] = [
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
    // Only where the unknown angle is drawn close to square (figures are drawn to scale), so judging it
    // by eye is a real temptation; never on an angle drawn at 47° or a 45-gon's 172°.
    rules: {
      'angles-line': (p) => assumedSquare(180 - sum(p.known)),
      'angles-triangle': (p) => assumedSquare(180 - p.a - p.b),
      'parallel-angles': (p) => assumedSquare(p.relation === 'co-interior' ? 180 - p.angle : p.angle),
      'polygon-angles': (p) => {
        if (p.ask === 'sum') return undefined;
        const angle = polygonValue(p.sides, p.ask);
        return assumedSquare(angle.n / angle.d);
      },
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
    // For one angle of a regular polygon the same count gives the interior angle 180(n − 3)° ÷ n, and the
    // exterior angle as what that leaves on a straight line.
    rules: {
      'polygon-angles': (p) => {
        const interior = rat(180 * (p.sides - 3), p.sides);
        if (p.ask === 'sum') return degrees(180 * (p.sides - 3));
        return degrees(p.ask === 'interior' ? interior : sub(180, interior));
      },
    },
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
    // For one angle of a regular polygon: 180° shared between n corners, and the exterior angle as what
    // that leaves on a straight line.
    rules: {
      'polygon-angles': (p) => {
        const interior = rat(180, p.sides);
        if (p.ask === 'sum') return degrees(180);
        return degrees(p.ask === 'interior' ? interior : sub(180, interior));
      },
    },
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
