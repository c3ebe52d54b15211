/**
 * Misconceptions for `problems/gcse-gaps-finish.ts`: the symmetry of a drawn shape (lines and order of
 * rotation) and whether an estimate from a line of best fit is interpolation or extrapolation. Each rule
 * gives the answer a student holding the belief gives.
 */

import { numberAnswer } from '../answer.ts';
import type { Misconception, MisconceptionExtension } from '../misconception.ts';
import {
  cornerToCornerLines,
  correlationAnswer,
  dataSpan,
  diagonalsNotLines,
  type GcseGapFinishProblem,
  judgementAnswer,
  judgementOf,
  lArea,
  lCost,
  sidesOf,
  symmetryOf,
  uprightLines,
} from '../problems/gcse-gaps-finish.ts';

type P<K extends GcseGapFinishProblem['kind']> = Extract<GcseGapFinishProblem, { kind: K }>;

/** A rule for one of the two questions only. */
const when =
  (ask: 'lines' | 'rotation', rule: (p: P<'symmetry-count'>) => number | undefined) =>
  (p: P<'symmetry-count'>) => {
    if (p.ask !== ask) return undefined;
    const n = rule(p);
    return n === undefined ? undefined : numberAnswer(n);
  };

export const GCSE_GAP_FINISH_MISCONCEPTIONS: readonly Misconception[] = [
  {
    misconceptionId: 4780,
    slug: 'symmetry-count-is-number-of-sides',
    name: 'Gives the number of sides as the amount of symmetry',
    description:
      'Answers with the number of sides (or corners) of the shape, as if every shape had one line of symmetry, or one turn, for each side.',
    howToFix:
      'Only a regular polygon has as many lines of symmetry, and as high an order of rotation, as it has sides. For any other shape, test each fold or turn: does the shape land exactly on itself?',
    subjectId: 409,
    rules: { 'symmetry-count': (p) => numberAnswer(sidesOf(p.figure)) },
  },
  {
    misconceptionId: 4781,
    slug: 'diagonals-taken-as-lines-of-symmetry',
    name: 'Takes every diagonal as a line of symmetry',
    description:
      'Counts the diagonals of a quadrilateral as lines of symmetry as well, such as 4 lines for a rectangle or 2 for a parallelogram.',
    howToFix:
      'A diagonal cuts a rectangle or a parallelogram into two equal halves, but folding along it does not put one half on top of the other. Trace the shape, fold along the line, and check the halves match exactly.',
    subjectId: 409,
    rules: {
      'symmetry-count': when('lines', (p) => {
        const extra = diagonalsNotLines(p.figure);
        return extra ? symmetryOf(p.figure).lines + extra : undefined;
      }),
    },
  },
  {
    misconceptionId: 4782,
    slug: 'each-line-of-symmetry-counted-twice',
    name: 'Counts each line of symmetry twice, once at each end',
    description:
      'Goes round the shape marking a line at every corner and side it passes through, so each line of symmetry is counted at both of its ends.',
    howToFix:
      'A line of symmetry crosses the whole shape, so it meets the edge twice. Draw each line right across the shape and count the lines, not the places where they meet the edge.',
    subjectId: 409,
    rules: {
      'symmetry-count': when('lines', (p) => {
        const lines = symmetryOf(p.figure).lines;
        return lines ? 2 * lines : undefined;
      }),
    },
  },
  {
    misconceptionId: 4783,
    slug: 'only-upright-lines-of-symmetry',
    name: 'Looks only for upright and level lines of symmetry',
    description: 'Counts only a vertical or a horizontal mirror line, missing the sloping lines of symmetry.',
    howToFix:
      'Lines of symmetry can slope. Turn the page, or use tracing paper, and test lines through each corner and through the middle of each side, not just the up-and-down and across ones.',
    subjectId: 409,
    rules: { 'symmetry-count': when('lines', (p) => uprightLines(p.figure)) },
  },
  {
    misconceptionId: 4784,
    slug: 'only-corner-to-corner-lines-of-symmetry',
    name: 'Counts only lines of symmetry that join two corners',
    description:
      'Looks for mirror lines from one corner to the opposite corner only, missing those through the middles of sides (so a regular pentagon gets none).',
    howToFix:
      'A line of symmetry can go through a corner, the middle of a side, or both. In a regular polygon with an odd number of sides every line goes from a corner to the middle of the opposite side.',
    subjectId: 409,
    rules: { 'symmetry-count': when('lines', (p) => cornerToCornerLines(p.figure)) },
  },
  {
    misconceptionId: 4785,
    slug: 'only-regular-shapes-have-symmetry',
    name: 'Thinks only regular shapes have line symmetry',
    description: 'Says a shape whose sides are not all equal has no lines of symmetry at all.',
    howToFix:
      'Many shapes that are not regular still have lines of symmetry: a rectangle has 2, a kite and an isosceles triangle have 1. Fold along a possible line and see if the halves match.',
    subjectId: 409,
    rules: { 'symmetry-count': when('lines', (p) => (p.figure.shape === 'regular' ? undefined : 0)) },
  },
  {
    misconceptionId: 4786,
    slug: 'lines-of-symmetry-for-rotational-order',
    name: 'Mixes up lines of symmetry and the order of rotational symmetry',
    description:
      'Gives the number of lines of symmetry when asked for the order of rotational symmetry, or the order when asked for the lines.',
    howToFix:
      'Lines of symmetry are about folding: one half is the mirror image of the other. Rotational symmetry is about turning: count how many times the shape fits onto itself in one full turn. A parallelogram has no lines of symmetry but order 2.',
    subjectId: 409,
    rules: {
      'symmetry-count': (p) => {
        const s = symmetryOf(p.figure);
        return numberAnswer(p.ask === 'lines' ? s.rotation : s.lines);
      },
    },
  },
  {
    misconceptionId: 4787,
    slug: 'rotation-order-leaves-out-full-turn',
    name: 'Leaves the full turn out of the order of rotational symmetry',
    description:
      'Counts the positions where the shape fits onto itself before the full turn but not the full turn itself, so gives one less than the order (and 0 for a shape that only fits after a full turn).',
    howToFix:
      'The order counts every position in one full turn where the shape looks the same, and the full turn is one of them. So every shape has order at least 1; a shape with no rotational symmetry has order 1.',
    subjectId: 409,
    rules: { 'symmetry-count': when('rotation', (p) => symmetryOf(p.figure).rotation - 1) },
  },
  {
    misconceptionId: 4788,
    slug: 'rotation-order-counts-start-and-full-turn',
    name: 'Counts the start and the full turn as two positions',
    description:
      'Counts the starting position and the position after the full turn separately, so gives one more than the order.',
    howToFix:
      'After a full turn the shape is back where it started: that is the same position, counted once. Mark one corner, turn the tracing until that corner is back home, and count the fits on the way, including the last one.',
    subjectId: 409,
    rules: { 'symmetry-count': when('rotation', (p) => symmetryOf(p.figure).rotation + 1) },
  },
  {
    misconceptionId: 4789,
    slug: 'rotation-order-stops-at-half-turn',
    name: 'Turns the shape only as far as a half turn',
    description:
      'Counts the positions where the shape fits onto itself in a half turn only, as if turning it further just repeats them, so gives about half the order.',
    howToFix:
      'The order is counted over a whole turn of 360°, not 180°. Keep turning the tracing until the shape is back at the start and count every fit.',
    subjectId: 409,
    rules: {
      'symmetry-count': when('rotation', (p) => {
        const order = symmetryOf(p.figure).rotation;
        return order > 1 ? Math.floor(order / 2) : undefined;
      }),
    },
  },
  {
    misconceptionId: 4790,
    slug: 'corner-cut-out-ignored',
    name: 'Works out the whole rectangle, leaving the cut-out corner in',
    description:
      'Multiplies the two outside lengths of an L-shape, as if it were a full rectangle, so the missing corner is paid for too.',
    howToFix:
      'Sketch the shape: the corner is missing, so it must not be covered. Either take the cut-out away (big rectangle − corner), or split the L into two rectangles and add their areas.',
    subjectId: 411,
    rules: { 'l-shape-cost': (p) => lCost(p, p.w * p.h) },
  },
  {
    misconceptionId: 4791,
    slug: 'corner-cut-out-added',
    name: 'Adds the cut-out corner instead of taking it away',
    description:
      'Works out both rectangles’ areas but adds the corner to the big rectangle instead of subtracting it.',
    howToFix:
      'The corner is cut from the big rectangle, so its area is taken away: area = big rectangle − corner. Check: the L must be smaller than the rectangle it was cut from.',
    subjectId: 411,
    rules: { 'l-shape-cost': (p) => lCost(p, p.w * p.h + p.cw * p.ch) },
  },
  {
    misconceptionId: 4792,
    slug: 'cut-out-lengths-subtracted-not-area',
    name: 'Takes the cut-out’s lengths off the sides, not its area off the whole',
    description:
      'Subtracts the corner’s length and width from the rectangle’s length and width and multiplies what is left, which leaves only the part of the L away from both arms.',
    howToFix:
      'Taking the corner away removes its area, not a strip from every side. Work out the big rectangle’s area and the corner’s area, then subtract; or split the L into two rectangles.',
    subjectId: 411,
    rules: { 'l-shape-cost': (p) => lCost(p, (p.w - p.cw) * (p.h - p.ch)) },
  },
  {
    misconceptionId: 4793,
    slug: 'stops-at-the-area',
    name: 'Stops at the area and gives it as the cost',
    description:
      'Finds the area of the shape and gives that number as the cost, leaving out the price per square metre.',
    howToFix:
      'The area is only the first step. Each square metre costs the price given, so the cost is area × price per square metre. Reread the question to see what it asks for.',
    subjectId: 411,
    rules: { 'l-shape-cost': (p) => numberAnswer(lArea(p), { money: true }) },
  },
  {
    misconceptionId: 5785,
    slug: 'correlation-direction-reversed',
    name: 'Gives the direction of a correlation the wrong way round',
    description:
      'Calls a pattern going up from left to right negative, or one going down positive (reading the graph from right to left, or taking “negative” as “going up the page”).',
    howToFix:
      'Read from left to right, as the scale on the horizontal axis goes. If the points tend to go up, larger values go with larger values: positive correlation. If they tend to go down, larger values go with smaller ones: negative.',
    subjectId: 513,
    rules: {
      'correlation-type': (p) =>
        correlationAnswer({ ...p.correlation, sign: p.correlation.sign > 0 ? -1 : 1 }),
    },
  },
  {
    misconceptionId: 5786,
    slug: 'correlation-strength-confused',
    name: 'Judges the strength of a correlation by how steep it is',
    description:
      'Calls a correlation strong or weak from how steeply the points rise or fall, not from how closely they lie to a straight line, so names the strength the wrong way round.',
    howToFix:
      'Strength is how close the points are to a straight line: tightly along a line is strong, a loose cloud with a trend is weak. A shallow pattern can be strong and a steep one weak; imagine the line of best fit and look at the gaps to it.',
    subjectId: 513,
    rules: {
      'correlation-type': (p) =>
        correlationAnswer({
          ...p.correlation,
          strength: p.correlation.strength === 'strong' ? 'weak' : 'strong',
        }),
    },
  },
  {
    misconceptionId: 5787,
    slug: 'correlation-needs-points-on-a-line',
    name: 'Thinks there is no correlation unless the points lie on a line',
    description: 'Says there is no correlation because the points do not all lie on a straight line.',
    howToFix:
      'Correlation is a tendency, not a rule: if larger values of one tend to go with larger (or smaller) values of the other, there is correlation even though the points are scattered. No correlation means no pattern at all.',
    subjectId: 513,
    rules: { 'correlation-type': () => correlationAnswer({ strength: 'none', sign: 1 }) },
  },
  {
    misconceptionId: 5780,
    slug: 'interpolation-extrapolation-names-swapped',
    name: 'Swaps the words interpolation and extrapolation',
    description:
      'Judges rightly whether the value is within the data but gives it the other name, calling a reading within the data extrapolation and one beyond it interpolation.',
    howToFix:
      'Inter- means between (as in international): interpolation is an estimate between the plotted values. Extra- means outside (as in extra-terrestrial): extrapolation goes beyond the data.',
    subjectId: 513,
    rules: {
      'scatter-reliability': (p) => {
        const j = judgementOf(p);
        return judgementAnswer({ inside: !j.inside, reliable: j.reliable });
      },
    },
  },
  {
    misconceptionId: 5781,
    slug: 'axes-taken-as-range-of-data',
    name: 'Takes the length of the axes as the range of the data',
    description:
      'Sees that the value is on the graph’s scale and calls the estimate interpolation, though it lies beyond every plotted point.',
    howToFix:
      'The axes are only drawn to fit; what matters is where the data is. Find the smallest and largest plotted values across: an estimate between them is interpolation, one outside them is extrapolation even if the axis goes further.',
    subjectId: 513,
    rules: {
      'scatter-reliability': (p) => {
        const inScale = p.x >= p.across.from && p.x <= p.across.to;
        return !judgementOf(p).inside && inScale
          ? judgementAnswer({ inside: true, reliable: true })
          : undefined;
      },
    },
  },
  {
    misconceptionId: 5782,
    slug: 'line-of-best-fit-trusted-beyond-data',
    name: 'Trusts a line of best fit beyond the data',
    description:
      'Knows the estimate is extrapolation but thinks any value read from the line of best fit is reliable, as if the trend must carry on.',
    howToFix:
      'The line only shows the pattern where there is data. Beyond it the pattern may change (marks cannot pass 100, people stop growing), so an extrapolated estimate may not be reliable.',
    subjectId: 513,
    rules: {
      'scatter-reliability': (p) =>
        judgementOf(p).inside ? undefined : judgementAnswer({ inside: false, reliable: true }),
    },
  },
  {
    misconceptionId: 5783,
    slug: 'no-estimate-from-a-line-of-best-fit-is-reliable',
    name: 'Thinks no estimate from a line of best fit is reliable',
    description:
      'Knows the estimate is interpolation but says it may not be reliable, because the points do not lie exactly on the line.',
    howToFix:
      'An estimate is never exact, but within the data the line follows the points, so an interpolated estimate is likely to be reliable (the more so the closer the points are to the line).',
    subjectId: 513,
    rules: {
      'scatter-reliability': (p) =>
        judgementOf(p).inside ? judgementAnswer({ inside: true, reliable: false }) : undefined,
    },
  },
  {
    misconceptionId: 5784,
    slug: 'no-plotted-point-means-extrapolation',
    name: 'Thinks a value with no plotted point at it is extrapolation',
    description:
      'Sees there is no data point at the value asked about and decides the estimate goes beyond the data, though it lies between plotted values.',
    howToFix:
      'Interpolation means estimating between plotted values, usually where there is no point: that is why the line is used. Compare the value with the smallest and largest values plotted, not with the single points.',
    subjectId: 513,
    rules: {
      'scatter-reliability': (p) => {
        const [lo, hi] = dataSpan(p);
        const plotted = p.points.some(([a]) => a === p.x);
        return p.x > lo && p.x < hi && !plotted
          ? judgementAnswer({ inside: false, reliable: false })
          : undefined;
      },
    },
  },
];

/** The L-shape's perimeter costed for its area, on the misconception the area constructs name. */
export const GCSE_GAP_FINISH_EXTENSIONS: readonly MisconceptionExtension[] = [
  {
    // area-perimeter-confused
    misconceptionId: 4018,
    rules: { 'l-shape-cost': (p) => lCost(p, 2 * (p.w + p.h)) },
  },
];
