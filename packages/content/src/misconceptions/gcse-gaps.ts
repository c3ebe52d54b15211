/**
 * Misconceptions for the GCSE statements added in `problems/gcse-gaps.ts`: the words for algebraic
 * statements mixed up in pairs (A3), exact trigonometric values misremembered (G21) and the area of a
 * triangle as ½ab sin C misused (G23). Each rule gives the answer a student holding the belief gives.
 */

import type { Answer } from '../answer.ts';
import { numberAnswer } from '../answer.ts';
import type { Misconception, MisconceptionExtension } from '../misconception.ts';
import { cosFixed, fixed, sinFixed } from '../problems/exact-trig.ts';
import {
  EXACT_VALUES,
  type ExactValue,
  exactAnswer,
  type GcseGapProblem,
  halfProductTimes,
  POOLED_OBJECTS,
  solidCounts,
  type TrigFunction,
  type Vocabulary,
  vocabularyAnswer,
} from '../problems/gcse-gaps.ts';
import { surdValueAnswer } from '../problems/higher-number.ts';
import { add, mul, rat } from '../rational.ts';

type P<K extends GcseGapProblem['kind']> = Extract<GcseGapProblem, { kind: K }>;

/** A rule for a student who mixes up two kinds of statement: asked for one, they choose the other. */
function confuses(x: Vocabulary, y: Vocabulary) {
  return (p: P<'algebra-vocabulary'>): Answer | undefined =>
    p.ask === x ? vocabularyAnswer(p, y) : p.ask === y ? vocabularyAnswer(p, x) : undefined;
}

/** k × a value the student believes in place of the true one. */
const believed = (p: P<'exact-trig-value'>, v: ExactValue | undefined) => v && exactAnswer(p.k, v);

/** The rational value k × n/d in lowest terms, written and keyed as the exact answers are. */
const times = (p: P<'exact-trig-value'>, n: number, d: number) =>
  surdValueAnswer(mul(rat(p.k), rat(n, d)), 1);

const OTHER: Partial<Record<TrigFunction, TrigFunction>> = { sin: 'cos', cos: 'sin' };

export const GCSE_GAP_MISCONCEPTIONS: readonly Misconception[] = [
  {
    misconceptionId: 2660,
    slug: 'equation-identity-confused',
    name: 'Mixes up an equation and an identity',
    description:
      'Sees an equals sign with x on both sides and cannot tell whether it is true for one value of x (an equation) or for every value (an identity).',
    howToFix:
      'Try two values of x in both sides. If both sides agree for every value you try (and expanding one side gives the other), it is an identity; if they agree for only one value, it is an equation to solve.',
    subjectId: 207,
    rules: { 'algebra-vocabulary': confuses('equation', 'identity') },
  },
  {
    misconceptionId: 2661,
    slug: 'equation-formula-confused',
    name: 'Mixes up an equation and a formula',
    description:
      'Calls any statement with an equals sign an equation, or any equation a formula, not seeing that a formula links different quantities, each with its own letter.',
    howToFix:
      'A formula is a rule linking quantities, like v = u + at: put in any values for u, a and t and it gives v. An equation has one unknown to find, like 3x + 2 = 17.',
    subjectId: 207,
    rules: { 'algebra-vocabulary': confuses('equation', 'formula') },
  },
  {
    misconceptionId: 2662,
    slug: 'equation-expression-confused',
    name: 'Mixes up an expression and an equation',
    description:
      'Calls a collection of terms such as 3x + 5 an equation (and talks of "solving" it), or takes an equation for an expression.',
    howToFix:
      'Look for the equals sign. An expression has none: it can be simplified or evaluated, not solved. An equation says two expressions are equal, so it can be solved.',
    subjectId: 207,
    rules: { 'algebra-vocabulary': confuses('equation', 'expression') },
  },
  {
    misconceptionId: 2663,
    slug: 'inequality-taken-for-equation',
    name: 'Takes an inequality for an equation',
    description:
      'Thinks any statement comparing two sides is an equation, whatever the sign between them, so chooses 3x − 1 < 11 as an equation.',
    howToFix:
      'Read the sign between the two sides. Only = makes an equation; <, >, ≤ and ≥ make an inequality, which is true for a whole range of values, not one.',
    subjectId: 207,
    rules: {
      'algebra-vocabulary': (p) => (p.ask === 'equation' ? vocabularyAnswer(p, 'inequality') : undefined),
    },
  },
  {
    misconceptionId: 2664,
    slug: 'formula-identity-confused',
    name: 'Mixes up a formula and an identity',
    description:
      'Reasons that a formula such as A = lw is true for every value of its letters, so calls it an identity (or calls an identity a formula).',
    howToFix:
      'In an identity both sides are the same expression written two ways, true for every x: 2(x + 3) = 2x + 6. A formula gives one quantity from others: it works out A from l and w, but its two sides are not the same expression.',
    subjectId: 207,
    rules: { 'algebra-vocabulary': confuses('formula', 'identity') },
  },
  {
    misconceptionId: 2665,
    slug: 'expression-formula-confused',
    name: 'Mixes up an expression and a formula',
    description:
      'Calls an expression such as 2x + 7 a formula because it "works something out", or takes a formula for an expression.',
    howToFix:
      'A formula has an equals sign and a subject: the quantity it gives, like P in P = 2l + 2w. An expression has no equals sign, so it is not a rule for anything until it is set equal to a quantity.',
    subjectId: 207,
    rules: { 'algebra-vocabulary': confuses('expression', 'formula') },
  },
  {
    misconceptionId: 2666,
    slug: 'expression-identity-confused',
    name: 'Mixes up an expression and an identity',
    description:
      'Thinks an identity is an expression that can be expanded or simplified, such as 4(x + 2), rather than a statement that two expressions are always equal.',
    howToFix:
      'An identity is a statement with two sides, like 4(x + 2) = 4x + 8, equal for every value of x. On its own, 4(x + 2) is an expression: it has no second side to be equal to.',
    subjectId: 207,
    rules: { 'algebra-vocabulary': confuses('expression', 'identity') },
  },
  {
    misconceptionId: 4660,
    slug: 'exact-sin-cos-swapped',
    name: 'Swaps the exact values of sin and cos',
    description:
      'Remembers the values ½, √2/2 and √3/2 but attaches them to the wrong function, e.g. sin 60° = ½ and cos 60° = √3/2.',
    howToFix:
      'Sketch the half-square and the half-equilateral triangle. sin is opposite ÷ hypotenuse: the side opposite 30° is the short one, so sin 30° = ½ and sin 60° = √3/2. sin rises from 0 at 0° to 1 at 90°; cos falls.',
    subjectId: 432,
    rules: {
      'exact-trig-value': (p) => {
        const other = OTHER[p.fn];
        return believed(p, other && EXACT_VALUES[other][p.angle]);
      },
    },
  },
  {
    misconceptionId: 4661,
    slug: 'exact-tan-inverted',
    name: 'Turns tan upside down',
    description: 'Takes tan θ as adjacent ÷ opposite, so gives tan 30° = √3 and tan 60° = 1/√3 = √3/3.',
    howToFix:
      'tan is opposite ÷ adjacent (TOA). In the half-equilateral triangle the side opposite 60° is √3 and the side next to it is 1, so tan 60° = √3, and tan 30° = 1/√3.',
    subjectId: 432,
    rules: {
      'exact-trig-value': (p) => {
        if (p.fn !== 'tan') return undefined;
        const v = EXACT_VALUES.tan[p.angle];
        // 1/(c√m) = √m/(c·m).
        return believed(p, { c: rat(v.c.d, v.c.n * v.m), m: v.m });
      },
    },
  },
  {
    misconceptionId: 4662,
    slug: 'exact-trig-linear-in-angle',
    name: 'Takes sin and cos to change evenly with the angle',
    description:
      'Knows sin goes from 0 at 0° to 1 at 90° (and cos from 1 to 0) and assumes it does so evenly: sin 30° = ⅓, sin 45° = ½, cos 60° = ⅓.',
    howToFix:
      'Check with the special triangles: sin 30° is ½, not ⅓, and sin 45° = √2/2 ≈ 0.71, more than ½. The graph of sin is a curve, steep near 0° and flat near 90°.',
    subjectId: 432,
    rules: {
      'exact-trig-value': (p) =>
        p.fn === 'tan' ? undefined : times(p, p.fn === 'sin' ? p.angle : 90 - p.angle, 90),
    },
  },
  {
    misconceptionId: 4663,
    slug: 'exact-value-not-multiplied',
    name: 'Gives the exact value without multiplying',
    description:
      'Finds the exact value, e.g. sin 30° = ½, and stops, not multiplying it by the number in front.',
    howToFix:
      'The number in front multiplies: 8 sin 30° means 8 × sin 30° = 8 × ½ = 4. Write the exact value in brackets, then multiply.',
    subjectId: 432,
    rules: {
      'exact-trig-value': (p) => (p.k === 1 ? undefined : exactAnswer(1, EXACT_VALUES[p.fn][p.angle])),
    },
  },
  {
    misconceptionId: 4664,
    slug: 'exact-tan-from-sin-row',
    name: 'Gives the sine value for tan',
    description:
      'Reads the tan row of the table of exact values from the sin row: tan 30° = ½, tan 45° = √2/2, tan 60° = √3/2.',
    howToFix:
      'tan θ = sin θ ÷ cos θ, so it is not the sine: tan 45° = (√2/2) ÷ (√2/2) = 1. Keep the three rows apart: tan 30° = √3/3, tan 45° = 1, tan 60° = √3.',
    subjectId: 432,
    rules: {
      'exact-trig-value': (p) => (p.fn === 'tan' ? believed(p, EXACT_VALUES.sin[p.angle]) : undefined),
    },
  },
  {
    misconceptionId: 4665,
    slug: 'exact-value-root-dropped',
    name: 'Leaves out the square root in an exact value',
    description:
      'Remembers the numbers in an exact value but not the root: sin 60° = 3/2, sin 45° = 2/2 = 1, tan 60° = 3.',
    howToFix:
      'The sides of the special triangles come from Pythagoras, so roots appear: 1² + 1² = 2 gives a hypotenuse of √2, and 2² − 1² = 3 gives a side of √3. A sine or cosine over 1 is impossible, so 3/2 cannot be right.',
    subjectId: 432,
    rules: {
      'exact-trig-value': (p) => {
        const v = EXACT_VALUES[p.fn][p.angle];
        return v.m === 1 ? undefined : surdValueAnswer(mul(rat(p.k * v.m), v.c), 1);
      },
    },
  },
  {
    misconceptionId: 4666,
    slug: 'triangle-area-sine-no-half',
    name: 'Leaves out the ½ in ½ab sin C',
    description:
      'Works out a × b × sin C, the area of a parallelogram with those sides, not of the triangle.',
    howToFix:
      'Two copies of the triangle make a parallelogram of area ab sin C, so the triangle is half of it: ½ab sin C, just as a triangle is ½ × base × height.',
    subjectId: 476,
    rules: { 'triangle-area-sine': (p) => halfProductTimes(p, 2n * sinFixed(p.C)) },
  },
  {
    misconceptionId: 4667,
    slug: 'triangle-area-sine-left-out',
    name: 'Uses ½ × base × height with two sides that are not at right angles',
    description: 'Takes the two given sides as base and height and gives ½ab, leaving out sin C.',
    howToFix:
      'Base and height must be at right angles. With the angle C between the sides a and b, the height above a is b sin C, so the area is ½ab sin C.',
    subjectId: 476,
    rules: { 'triangle-area-sine': (p) => halfProductTimes(p, fixed(1)) },
  },
  {
    misconceptionId: 4668,
    slug: 'triangle-area-uses-cosine',
    name: 'Uses cos C in the area of a triangle',
    description: 'Remembers the shape of the formula but uses the cosine: ½ab cos C.',
    howToFix:
      'The height above side a is b sin C: it is the side opposite the angle C in a right-angled triangle with hypotenuse b. So the area uses sine: ½ab sin C.',
    subjectId: 476,
    rules: {
      'triangle-area-sine': (p) => {
        const cos = cosFixed(p.C);
        // An obtuse C gives a negative "area", which the student would reject at once: not offered.
        return cos > 0n ? halfProductTimes(p, cos) : undefined;
      },
    },
  },
  {
    misconceptionId: 4670,
    slug: 'solid-gives-faces',
    name: 'Counts the faces when asked for edges or vertices',
    description: 'Mixes up the words for the parts of a solid and counts its flat surfaces (faces) instead.',
    howToFix:
      'A face is a flat surface, an edge is a line where two faces meet, a vertex is a corner where edges meet. Point to one of each on a model before counting.',
    subjectId: 424,
    rules: { 'solid-count': (p) => (p.ask === 'faces' ? undefined : numberAnswer(solidCounts(p).faces)) },
  },
  {
    misconceptionId: 4671,
    slug: 'solid-gives-vertices',
    name: 'Counts the vertices when asked for faces or edges',
    description: 'Mixes up the words for the parts of a solid and counts its corners (vertices) instead.',
    howToFix:
      'A vertex is a corner, a point; an edge is a line; a face is a flat surface. Say which of the three you are counting, then mark each one as you count it.',
    subjectId: 424,
    rules: {
      'solid-count': (p) => (p.ask === 'vertices' ? undefined : numberAnswer(solidCounts(p).vertices)),
    },
  },
  {
    misconceptionId: 4672,
    slug: 'solid-gives-edges',
    name: 'Counts the edges when asked for faces or vertices',
    description:
      'Mixes up the words for the parts of a solid and counts the lines where faces meet (edges) instead.',
    howToFix:
      'An edge is a line where two faces meet; a vertex is a corner at the end of edges; a face is a flat surface. Say which of the three you are counting before you start.',
    subjectId: 424,
    rules: { 'solid-count': (p) => (p.ask === 'edges' ? undefined : numberAnswer(solidCounts(p).edges)) },
  },
  {
    misconceptionId: 4673,
    slug: 'solid-count-is-base-sides',
    name: 'Takes the number of sides of the base as the count',
    description: 'Reads the count from the solid’s name: a hexagonal prism has "6" faces, edges or vertices.',
    howToFix:
      'The name gives the shape of the base, not the count. Sketch the solid: a hexagonal prism has two hexagon ends and six rectangles, so 8 faces, 18 edges and 12 vertices.',
    subjectId: 424,
    rules: { 'solid-count': (p) => numberAnswer(p.n) },
  },
  {
    misconceptionId: 4674,
    slug: 'prism-joining-edges-missed',
    name: 'Leaves out the edges joining the two ends of a prism',
    description:
      'Counts the edges round the two ends of a prism (2n) but not the n edges running from one end to the other.',
    howToFix:
      'A prism has three sets of edges: round one end, round the other end, and the lengthways edges joining them. Count each set: n + n + n = 3n.',
    subjectId: 424,
    rules: {
      'solid-count': (p) => (p.solid === 'prism' && p.ask === 'edges' ? numberAnswer(2 * p.n) : undefined),
    },
  },
  {
    misconceptionId: 4675,
    slug: 'solid-shared-parts-counted-per-face',
    name: 'Counts a shared edge or corner once for every face it is on',
    description:
      'Adds up the edges (or corners) of every face, so an edge shared by two faces is counted twice and a corner shared by three faces three times.',
    howToFix:
      'Each edge belongs to two faces, so adding the faces’ sides counts every edge twice: halve the total, or count on the solid itself, ticking each edge once.',
    subjectId: 424,
    rules: {
      // The faces' sides (or corners) add to twice the edges, for prisms and pyramids alike.
      'solid-count': (p) => (p.ask === 'faces' ? undefined : numberAnswer(2 * solidCounts(p).edges)),
    },
  },
  {
    misconceptionId: 5660,
    slug: 'pooled-uses-smaller-experiment',
    name: 'Uses only the smaller set of trials',
    description:
      'Gives the relative frequency of the first, smaller experiment alone, as if a few trials gave as good an estimate as many.',
    howToFix:
      'The more trials, the closer the relative frequency tends to be to the true probability. Put all the trials together: total successes ÷ total trials.',
    subjectId: 543,
    rules: { 'pooled-relative-frequency': (p) => numberAnswer(rat(p.r1, p.n1)) },
  },
  {
    misconceptionId: 5661,
    slug: 'pooled-uses-larger-experiment-only',
    name: 'Uses only the larger set of trials, not all of them',
    description:
      'Knows that more trials give a better estimate, so takes the larger experiment’s relative frequency, but leaves out the other trials.',
    howToFix:
      'The larger experiment is better than the smaller one, and both together are better still: more trials in all. Add the successes and add the trials, then divide.',
    subjectId: 543,
    rules: { 'pooled-relative-frequency': (p) => numberAnswer(rat(p.r2, p.n2)) },
  },
  {
    misconceptionId: 5662,
    slug: 'pooled-averages-relative-frequencies',
    name: 'Averages the two relative frequencies',
    description:
      'Finds each relative frequency and takes their mean, giving a small experiment as much weight as a large one.',
    howToFix:
      'A relative frequency from 40 trials should count for less than one from 160. Combine the counts instead: (successes + successes) ÷ (trials + trials).',
    subjectId: 543,
    rules: {
      'pooled-relative-frequency': (p) => numberAnswer(mul(rat(1, 2), add(rat(p.r1, p.n1), rat(p.r2, p.n2)))),
    },
  },
  {
    misconceptionId: 5663,
    slug: 'pooled-ignores-results-for-fair-probability',
    name: 'Gives the probability for a fair object, ignoring the results',
    description:
      'Assumes every outcome is equally likely (¼ for a spinner with 4 sections) and gives that, though the question asks for an estimate from the trials.',
    howToFix:
      'The object may be biased: that is why it is being tested. An estimate of probability from an experiment is its relative frequency, successes ÷ trials, using as many trials as there are.',
    subjectId: 543,
    rules: { 'pooled-relative-frequency': (p) => numberAnswer(rat(1, POOLED_OBJECTS[p.object].sections)) },
  },
];

/** The right area worked with the calculator in radians, on the misconception the trigonometry constructs name. */
export const GCSE_GAP_EXTENSIONS: readonly MisconceptionExtension[] = [
  {
    // calculator-radians
    misconceptionId: 4044,
    rules: {
      'triangle-area-sine': (p) => {
        const sin = sinFixed(p.C, true);
        return sin > 0n ? halfProductTimes(p, sin) : undefined;
      },
    },
  },
];
