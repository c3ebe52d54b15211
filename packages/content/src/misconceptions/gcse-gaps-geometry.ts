/**
 * Misconceptions for `problems/gcse-gaps-geometry.ts`: a tank's water in litres, floor packs bought
 * whole, a score from a change in the mean, and an estimate read from a scatter graph. Each rule gives
 * the answer a student holding the belief gives.
 */

import { numberAnswer } from '../answer.ts';
import type { Misconception, MisconceptionExtension } from '../misconception.ts';
import {
  angleNameAnswer,
  combinedReflection,
  criterionAnswer,
  criterionOf,
  floorArea,
  type GcseGapGeometryProblem,
  litres,
  packCost,
  packsFor,
  pounds,
  transformationAnswer,
  type View,
  viewCounts,
} from '../problems/gcse-gaps-geometry.ts';
import { rat } from '../rational.ts';

type P<K extends GcseGapGeometryProblem['kind']> = Extract<GcseGapGeometryProblem, { kind: K }>;

/** A rule for a student who mixes up two views: asked for one, they count the squares of the other. */
function confusesViews(a: View, b: View) {
  return (p: P<'cube-views'>) => {
    const counts = viewCounts(p.rows);
    return p.view === a ? numberAnswer(counts[b]) : p.view === b ? numberAnswer(counts[a]) : undefined;
  };
}

/** The plotted point whose x is nearest the one asked, when exactly one is nearest. */
function nearestPoint(p: P<'scatter-estimate'>): readonly [number, number] | undefined {
  const gaps = p.points.map(([a]) => Math.abs(a - p.x));
  const least = Math.min(...gaps);
  return gaps.filter((g) => g === least).length === 1 ? p.points[gaps.indexOf(least)] : undefined;
}

export const GCSE_GAP_GEOMETRY_MISCONCEPTIONS: readonly Misconception[] = [
  {
    misconceptionId: 4700,
    slug: 'tank-full-height-not-depth',
    name: 'Uses the height of the container, not the depth of the liquid',
    description:
      'Works out the volume of the whole tank (length × width × height) when it is filled only to a lower depth.',
    howToFix:
      'The water is a cuboid too, but its height is the depth of the water, not the height of the tank. Sketch the water on its own and label its three lengths before multiplying.',
    subjectId: 421,
    rules: { 'tank-capacity': (p) => litres(p.l * p.w * p.h) },
  },
  {
    misconceptionId: 4701,
    slug: 'litre-is-100-cm3',
    name: 'Takes 1 litre as 100 cm³',
    description: 'Divides a volume in cm³ by 100 to give litres, as if a litre were 100 cm³.',
    howToFix:
      'A litre is a cube 10 cm by 10 cm by 10 cm, so 1 litre = 1000 cm³ (and 1 ml = 1 cm³). Divide cm³ by 1000 to get litres.',
    subjectId: 421,
    rules: { 'tank-capacity': (p) => (p.unit === 'cm' ? litres(p.l * p.w * p.depth, 100) : undefined) },
  },
  {
    misconceptionId: 4702,
    slug: 'tank-empty-part-for-water',
    name: 'Works out the empty space above the liquid instead of the liquid',
    description:
      'Uses the gap between the water and the top of the tank (height − depth) as the height of the water.',
    howToFix:
      'The water fills the tank from the bottom up to its depth, so the water is length × width × depth. Height − depth is the empty space above it: what would still be needed to fill the tank.',
    subjectId: 421,
    rules: { 'tank-capacity': (p) => litres(p.l * p.w * (p.h - p.depth)) },
  },
  {
    misconceptionId: 4703,
    slug: 'cubic-metre-is-100-litres',
    name: 'Takes 1 m³ as 100 litres',
    description:
      'Knows there are 100 cm in a metre and uses 100 for the litres in a cubic metre, so multiplies m³ by 100.',
    howToFix:
      'A cubic metre is 100 cm × 100 cm × 100 cm = 1,000,000 cm³, and a litre is 1000 cm³, so 1 m³ = 1000 litres. Multiply m³ by 1000 for litres.',
    subjectId: 421,
    rules: { 'tank-capacity': (p) => (p.unit === 'm' ? litres(p.l * p.w * p.depth, 10_000) : undefined) },
  },
  {
    misconceptionId: 4704,
    slug: 'packs-rounded-down',
    name: 'Rounds the number of packs down',
    description:
      'Divides the area by the area one pack covers and rounds to the whole number below (or to the nearest), leaving part of the floor uncovered.',
    howToFix:
      'Only whole packs are sold, and every part of the floor needs covering, so round up: 7.2 packs means 8 packs. Check: do the packs cover at least the whole area?',
    subjectId: 411,
    rules: {
      'floor-packs-cost': (p) => {
        const packs = packsFor(p, floorArea(p));
        return packs > 1 ? packCost(p, packs - 1) : undefined;
      },
    },
  },
  {
    misconceptionId: 4705,
    slug: 'pays-for-part-of-a-pack',
    name: 'Pays for part of a pack',
    description:
      'Works out the exact number of packs needed (such as 7.2) and multiplies it by the price, though only whole packs are sold.',
    howToFix:
      'A shop sells whole packs, so the number of packs must be a whole number: round 7.2 up to 8 before multiplying by the price.',
    subjectId: 411,
    rules: {
      'floor-packs-cost': (p) => {
        const a = floorArea(p);
        return pounds(rat(a.n * p.price, a.d * p.cover));
      },
    },
  },
  {
    misconceptionId: 4706,
    slug: 'pack-price-taken-per-square-metre',
    name: 'Uses the price of a pack as the price per square metre',
    description: 'Multiplies the floor area by the price of one pack, leaving out how much a pack covers.',
    howToFix:
      'A pack covers more than 1 m², so first find how many packs are needed (area ÷ area a pack covers, rounded up), then multiply by the price of one pack.',
    subjectId: 411,
    rules: { 'floor-packs-cost': (p) => pounds(rat(floorArea(p).n * p.price, floorArea(p).d)) },
  },
  {
    misconceptionId: 4707,
    slug: 'view-counts-every-cube',
    name: 'Counts every cube instead of the squares in one view',
    description:
      'Counts all the cubes in the solid when asked how many squares a plan or elevation has, including cubes hidden behind or below others in that view.',
    howToFix:
      'A plan or elevation is a flat drawing of what you see from one direction: cubes lined up one behind another (or one on top of another, from above) show as a single square. Look along the direction of the view and count the squares you would see.',
    subjectId: 425,
    rules: { 'cube-views': (p) => numberAnswer(viewCounts(p.rows).cubes) },
  },
  {
    misconceptionId: 4708,
    slug: 'plan-front-elevation-confused',
    name: 'Mixes up the plan and the front elevation',
    description:
      'Draws the view from the front when asked for the plan (the view from above), or the reverse.',
    howToFix:
      'The plan is the view from directly above: it shows the floor space the solid covers. The front elevation is the view from the front: it shows the heights. Point in the direction you are looking from before you start.',
    subjectId: 425,
    rules: { 'cube-views': confusesViews('plan', 'front') },
  },
  {
    misconceptionId: 4709,
    slug: 'plan-side-elevation-confused',
    name: 'Mixes up the plan and the side elevation',
    description:
      'Draws the view from the side when asked for the plan (the view from above), or the reverse.',
    howToFix:
      'The plan is looked at from above, so heights do not show in it; the side elevation is looked at from the side, so it shows each row’s tallest stack. Say which way you are looking before you count.',
    subjectId: 425,
    rules: { 'cube-views': confusesViews('plan', 'side') },
  },
  {
    misconceptionId: 4710,
    slug: 'front-side-elevation-confused',
    name: 'Mixes up the front and side elevations',
    description:
      'Looks at the solid from the side when asked for the front elevation, or from the front for the side.',
    howToFix:
      'Find the arrow or label that says which face is the front. The front elevation looks straight at that face; the side elevation looks at the face to its right (or left), at right angles to it.',
    subjectId: 425,
    rules: { 'cube-views': confusesViews('front', 'side') },
  },
  {
    misconceptionId: 4711,
    slug: 'elevation-counts-nearest-row-only',
    name: 'Counts only the nearest cubes in an elevation',
    description:
      'In an elevation, counts only the cubes in the row nearest the viewer, leaving out taller stacks behind them that would be seen above.',
    howToFix:
      'An elevation shows everything seen from that direction: a taller stack behind a short one shows above it. For each column, the elevation is as tall as the tallest stack in that line of sight.',
    subjectId: 425,
    rules: {
      'cube-views': (p) => {
        if (p.view === 'plan') return undefined;
        const nearest = p.view === 'front' ? p.rows.at(-1)! : p.rows.map((r) => r.at(-1)!);
        return numberAnswer(nearest.reduce((t, h) => t + h, 0));
      },
    },
  },
  {
    misconceptionId: 4712,
    slug: 'sas-asa-confused',
    name: 'Mixes up SAS and ASA',
    description:
      'Reads the letters as a count (two sides and an angle, or two angles and a side) and not as an order, so names SAS for ASA or ASA for SAS.',
    howToFix:
      'The letters go round the triangle in order: SAS is a side, the angle between the two sides, then the other side; ASA is an angle, the side between the two angles, then the other angle. Trace the marked parts round the triangle and say them in order.',
    subjectId: 443,
    rules: {
      'congruence-criterion': (p) => {
        const c = criterionOf(p.marks);
        return c === 'SAS' ? criterionAnswer('ASA') : c === 'ASA' ? criterionAnswer('SAS') : undefined;
      },
    },
  },
  {
    misconceptionId: 4713,
    slug: 'rhs-taken-as-sas',
    name: 'Takes the right angle in RHS as the angle between two sides (SAS)',
    description:
      'Sees two sides and a right angle and names SAS, though the right angle is not between the two sides marked: one of them is the hypotenuse.',
    howToFix:
      'For SAS the angle must be between the two sides. Here one side is the hypotenuse, opposite the right angle, so the condition is RHS: a right angle, the hypotenuse and one other side.',
    subjectId: 443,
    rules: {
      'congruence-criterion': (p) => (criterionOf(p.marks) === 'RHS' ? criterionAnswer('SAS') : undefined),
    },
  },
  {
    misconceptionId: 4714,
    slug: 'three-equal-parts-called-sss',
    name: 'Calls any three equal parts SSS',
    description: 'Counts three marked parts and names SSS, whether they are sides or angles.',
    howToFix:
      'Each letter stands for one kind of part: S for a side, A for an angle. SSS needs three sides marked equal. Name each marked part as a side or an angle first.',
    subjectId: 443,
    rules: {
      'congruence-criterion': (p) => (criterionOf(p.marks) === 'SSS' ? undefined : criterionAnswer('SSS')),
    },
  },
  {
    misconceptionId: 4715,
    slug: 'right-angle-means-rhs',
    name: 'Names RHS whenever a right angle is marked',
    description:
      'Sees a right angle and names RHS, though the hypotenuse is not one of the parts marked equal.',
    howToFix:
      'RHS needs the Right angle, the Hypotenuse (the side opposite it) and another Side. If the hypotenuse is not marked, look at the parts that are: two sides with the angle between them is SAS, two angles with the side between them is ASA.',
    subjectId: 443,
    rules: {
      'congruence-criterion': (p) => (criterionOf(p.marks) === 'RHS' ? undefined : criterionAnswer('RHS')),
    },
  },
  {
    misconceptionId: 4716,
    slug: 'rhs-rejected-as-two-sides-and-an-angle',
    name: 'Rejects RHS as two sides and an angle not between them',
    description:
      'Knows that two sides and an angle not between them need not fix a triangle, so says there is not enough information, not knowing the right-angled case (RHS) is an exception.',
    howToFix:
      'Two sides and a non-included angle do not fix a triangle in general, but when the angle is a right angle they do: Pythagoras gives the third side. So a right angle, the hypotenuse and a side (RHS) prove congruence.',
    subjectId: 443,
    rules: {
      'congruence-criterion': (p) => (criterionOf(p.marks) === 'RHS' ? criterionAnswer('none') : undefined),
    },
  },
  {
    misconceptionId: 4717,
    slug: 'combined-reflection-gap-not-doubled',
    name: 'Uses the gap between two mirror lines, not twice it',
    description:
      'Combining two reflections, takes the distance between parallel mirror lines as the translation, or the angle between crossing lines (90°) as the turn, when each is doubled.',
    howToFix:
      'Follow one point: reflected in x = 1 then x = 4, the point (0, 0) goes to (2, 0) and then to (6, 0), so it moves 6, twice the gap of 3. In the same way two perpendicular mirrors turn a shape through twice 90°, a half turn.',
    subjectId: 444,
    rules: {
      'combined-reflections': (p) => {
        const x = combinedReflection(p.first, p.second);
        if (x.t === 'translation')
          return transformationAnswer({ t: 'translation', dx: x.dx / 2, dy: x.dy / 2 });
        return x.t === 'rotation' ? transformationAnswer({ ...x, angle: 90 }) : undefined;
      },
    },
  },
  {
    misconceptionId: 4718,
    slug: 'combined-reflection-order-reversed',
    name: 'Reverses the order of two reflections',
    description:
      'Does the second reflection first, so gives the translation in the opposite direction (from the second mirror line towards the first).',
    howToFix:
      'Transformations are done in the order given, and for reflections the order matters. Follow one corner of the shape through the first reflection, then the second, and see which way it has moved.',
    subjectId: 444,
    rules: {
      'combined-reflections': (p) => {
        const x = combinedReflection(p.first, p.second);
        return x.t === 'translation'
          ? transformationAnswer({ t: 'translation', dx: -x.dx, dy: -x.dy })
          : undefined;
      },
    },
  },
  {
    misconceptionId: 4719,
    slug: 'two-reflections-make-one-reflection',
    name: 'Thinks two reflections make one reflection',
    description:
      'Expects two reflections to combine into another reflection, in the line halfway between the two mirror lines.',
    howToFix:
      'Each reflection turns the shape over, so two of them turn it back the right way round: the result cannot be a reflection. Parallel mirrors give a translation; crossing mirrors give a rotation.',
    subjectId: 444,
    rules: {
      'combined-reflections': (p) =>
        p.first.axis === p.second.axis
          ? transformationAnswer({
              t: 'reflection',
              mirror: { axis: p.first.axis, at: (p.first.at + p.second.at) / 2 },
            })
          : undefined,
    },
  },
  {
    misconceptionId: 4720,
    slug: 'rotation-centre-coordinates-swapped',
    name: 'Swaps the coordinates of a centre of rotation',
    description:
      'Finds the centre where the lines x = a and y = b cross but writes it as (b, a), taking the y value first.',
    howToFix:
      'The line x = a is the vertical line through a on the x-axis, so any point on it has x-coordinate a. Where it crosses y = b is (a, b): x first, then y.',
    subjectId: 444,
    rules: {
      'combined-reflections': (p) => {
        const x = combinedReflection(p.first, p.second);
        return x.t === 'rotation' ? transformationAnswer({ ...x, cx: x.cy, cy: x.cx }) : undefined;
      },
    },
  },
  {
    misconceptionId: 4721,
    slug: 'rotation-centre-taken-as-origin',
    name: 'Gives the origin as the centre of every rotation',
    description:
      'Describes a rotation about (0, 0) whatever the centre, because rotations are often met about the origin.',
    howToFix:
      'A rotation is fixed by its angle, its direction and its centre. The centre is the one point that does not move: here, where the two mirror lines cross.',
    subjectId: 444,
    rules: {
      'combined-reflections': (p) => {
        const x = combinedReflection(p.first, p.second);
        return x.t === 'rotation' ? transformationAnswer({ ...x, cx: 0, cy: 0 }) : undefined;
      },
    },
  },
  {
    misconceptionId: 4722,
    slug: 'angle-named-vertex-first',
    name: 'Puts the vertex first in an angle’s three-letter name',
    description:
      'Names the marked angle starting with the corner where it is, so writes angle BAC for the angle at B between BA and BC.',
    howToFix:
      'In angle ABC the middle letter is the vertex, where the angle is; the other two letters are points on its two arms. Trace the name with a finger: from A, to B (the corner), to C.',
    subjectId: 408,
    rules: { 'name-an-angle': (p) => angleNameAnswer(p.letters, p.at, p.arms[0], p.arms[1]) },
  },
  {
    misconceptionId: 4723,
    slug: 'angle-named-vertex-last',
    name: 'Puts the vertex last in an angle’s three-letter name',
    description:
      'Names the two arms first and the corner last, so writes angle ACB for the angle at B between BA and BC.',
    howToFix:
      'The vertex always goes in the middle of the three letters: angle ABC is at B. A name ending in B, such as ACB, is the angle at C.',
    subjectId: 408,
    rules: { 'name-an-angle': (p) => angleNameAnswer(p.letters, p.arms[0], p.arms[1], p.at) },
  },
  {
    misconceptionId: 4724,
    slug: 'angle-named-with-the-wrong-arm',
    name: 'Uses the wrong pair of lines where several meet at a corner',
    description:
      'Where three lines meet at a corner (two sides and a diagonal), names the angle between a different pair of them: the whole angle for a part, or a part for the whole.',
    howToFix:
      'Look at where the arc starts and ends: those two lines are the arms, and their far ends give the first and last letters. A diagonal from the corner splits the angle there into two smaller angles with their own names.',
    subjectId: 408,
    rules: {
      'name-an-angle': (p) => {
        const lines = p.diagonal.includes(p.at)
          ? [(p.at + 3) % 4, p.diagonal[0] === p.at ? p.diagonal[1] : p.diagonal[0], (p.at + 1) % 4]
          : undefined;
        if (!lines) return undefined;
        const [a, b] = [...p.arms].sort();
        const [x, d, y] = lines as [number, number, number];
        // The whole angle (between the sides) if a part is marked, else the part from the first side.
        const whole = [x, y].sort().join() === [a, b].join();
        return whole ? angleNameAnswer(p.letters, x, p.at, d) : angleNameAnswer(p.letters, x, p.at, y);
      },
    },
  },
  {
    misconceptionId: 5700,
    slug: 'new-value-is-new-mean',
    name: 'Gives the new mean as the new value',
    description:
      'Thinks the value that was added must equal the new mean, as if one value could set the mean on its own.',
    howToFix:
      'The new mean is shared out over all the values, old and new. Find the totals: new value = new mean × (n + 1) − old mean × n, then check it gives the new mean.',
    subjectId: 506,
    rules: { 'mean-after-new-value': (p) => numberAnswer(p.newMean) },
  },
  {
    misconceptionId: 5701,
    slug: 'mean-totals-both-new-count',
    name: 'Multiplies both means by the new number of values',
    description:
      'Finds the totals as old mean × (n + 1) and new mean × (n + 1), so gives (n + 1) × the change in the mean.',
    howToFix:
      'Each mean goes with its own number of values: the old mean was over n scores, the new mean over n + 1. Old total = old mean × n; new total = new mean × (n + 1).',
    subjectId: 506,
    rules: { 'mean-after-new-value': (p) => numberAnswer((p.n + 1) * (p.newMean - p.mean)) },
  },
  {
    misconceptionId: 5702,
    slug: 'mean-totals-both-old-count',
    name: 'Multiplies both means by the old number of values',
    description:
      'Finds the totals as old mean × n and new mean × n, forgetting the extra value, so gives n × the change in the mean.',
    howToFix:
      'After one more value there are n + 1 values, so the new total is new mean × (n + 1). Write the number of values next to each mean before multiplying.',
    subjectId: 506,
    rules: { 'mean-after-new-value': (p) => numberAnswer(p.n * (p.newMean - p.mean)) },
  },
  {
    misconceptionId: 5703,
    slug: 'new-mean-as-mean-of-old-mean-and-value',
    name: 'Takes the new mean to be halfway between the old mean and the new value',
    description:
      'Averages the old mean with the new value as if they counted equally, so gives new value = 2 × new mean − old mean.',
    howToFix:
      'The old mean stands for n values, not one, so it outweighs the new value. Use totals: new value = new mean × (n + 1) − old mean × n.',
    subjectId: 506,
    rules: { 'mean-after-new-value': (p) => numberAnswer(2 * p.newMean - p.mean) },
  },
  {
    misconceptionId: 5707,
    slug: 'mean-shortcut-from-old-mean',
    name: 'Adds n × the change in the mean to the old mean, not the new mean',
    description:
      'Uses the shortcut new value = mean + n × change, but starts from the old mean, so the answer is off by the change in the mean.',
    howToFix:
      'The shortcut starts from the new mean: the new value is the new mean plus the change for each of the n earlier values. Safer still, use totals: new mean × (n + 1) − old mean × n.',
    subjectId: 506,
    rules: { 'mean-after-new-value': (p) => numberAnswer(p.mean + p.n * (p.newMean - p.mean)) },
  },
  {
    misconceptionId: 5708,
    slug: 'mean-shortcut-counts-new-value',
    name: 'Adds the change in the mean for the new value as well as the earlier ones',
    description:
      'Uses the shortcut new value = new mean + number of values × change, but counts the new value too, so adds (n + 1) × the change instead of n × the change.',
    howToFix:
      'The new value already sits at the new mean; on top of that it has to lift each of the n earlier values by the change. So new value = new mean + n × change. Check with totals: new mean × (n + 1) − old mean × n.',
    subjectId: 506,
    rules: { 'mean-after-new-value': (p) => numberAnswer(p.newMean + (p.n + 1) * (p.newMean - p.mean)) },
  },
  {
    misconceptionId: 5704,
    slug: 'scatter-reads-nearest-point',
    name: 'Reads the nearest plotted point instead of the line of best fit',
    description:
      'Finds the plotted point closest to the value asked about and gives its value, rather than reading from the line.',
    howToFix:
      'A single point is one case and may be far from the trend. Go up from the value on the horizontal axis to the line of best fit, then across to the vertical axis, and read the scale there.',
    subjectId: 513,
    rules: {
      'scatter-estimate': (p) => {
        const point = nearestPoint(p);
        return point && numberAnswer(point[1]);
      },
    },
  },
  {
    misconceptionId: 5705,
    slug: 'scatter-line-through-origin',
    name: 'Treats the line of best fit as if it went through the origin',
    description:
      'Works out the gradient of the line and multiplies the value asked about by it, ignoring where the line crosses the vertical axis.',
    howToFix:
      'Most lines of best fit do not pass through (0, 0), so y is not just gradient × x. Read the estimate straight from the line on the graph, or use y = mx + c with the line’s own intercept.',
    subjectId: 513,
    rules: {
      'scatter-estimate': (p) => {
        const [x0, y0, x1, y1] = p.fit;
        return numberAnswer(rat((y1 - y0) * p.x, x1 - x0));
      },
    },
  },
  {
    misconceptionId: 5706,
    slug: 'scatter-joins-neighbouring-points',
    name: 'Reads between the two neighbouring points instead of the line of best fit',
    description:
      'Takes the plotted points just either side of the value asked about and gives the value halfway between them, as if the points were joined up.',
    howToFix:
      'The points are separate cases, not a graph to join dot to dot, so neighbouring points can be well off the trend. The line of best fit uses all of them: read the estimate from the line.',
    subjectId: 513,
    rules: {
      'scatter-estimate': (p) => {
        const left = p.points.filter(([a]) => a < p.x).at(-1);
        const right = p.points.find(([a]) => a > p.x);
        // Only where halfway is a whole number: half an ice cream or half a mark is ruled out by its form.
        return left && right && (left[1] + right[1]) % 2 === 0
          ? numberAnswer((left[1] + right[1]) / 2)
          : undefined;
      },
    },
  },
];

/** The floor's perimeter taken for its area, on the misconception the area constructs name. */
export const GCSE_GAP_GEOMETRY_EXTENSIONS: readonly MisconceptionExtension[] = [
  {
    // area-perimeter-confused
    misconceptionId: 4018,
    rules: {
      'floor-packs-cost': (p) => packCost(p, packsFor(p, rat(2 * (p.a10 + p.b10), 10))),
    },
  },
];
