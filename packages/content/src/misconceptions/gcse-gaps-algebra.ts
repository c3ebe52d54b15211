/**
 * Misconceptions for the A12, A13, A16, R15 and R11 gaps (helper hc1): graph shapes confused (x² and
 * x³, k/x and kˣ, x^k and k^x, k/x and kx), a minus sign or an intercept misread; a translation's
 * signs or places mixed up; a circle's r² left as r or (a + b)²; the tangent given the radius's
 * gradient or half of the perpendicular rule; a tangent's gradient confused with an average or a
 * reading; a best buy chosen by price, by size or by the wrong way round. Each rule works from the
 * problem's own numbers, as the student would.
 */

import type { Answer } from '../answer.ts';
import type { Misconception, MisconceptionExtension } from '../misconception.ts';
import {
  circleAnswer,
  distanceAt,
  type GcseGapAlgebraProblem,
  type GraphEquation,
  graphAnswer,
  lineAnswer,
  lineThrough,
  metresPerSecond,
  packAnswer,
  shiftAnswer,
  tangentEnds,
  tangentGradient,
} from '../problems/gcse-gaps-algebra.ts';
import { decimalPlaces, div, mul, type Rat, rat } from '../rational.ts';

type Shown = GraphEquation;
type Rate = Extract<GcseGapAlgebraProblem, { kind: 'tangent-gradient' }>;

/** The same equation in another family (or with another sign or constant). */
const as = (e: Shown, change: Partial<Shown>): Answer => graphAnswer({ ...e, ...change });

/** A speed a student would write: to at most three decimal places. */
function speed(value: Rat): Answer | undefined {
  const dp = decimalPlaces(value);
  return dp !== undefined && dp <= 3 && value.n > 0 ? metresPerSecond(value) : undefined;
}

/** The shown circle's r², a² + b². */
const rSquared = (p: { a: number; b: number }) => p.a * p.a + p.b * p.b;

/** √n written as a whole number when n is square. */
function rootText(n: number): string {
  const r = Math.round(Math.sqrt(n));
  return r * r === n ? String(r) : `\\sqrt{${n}}`;
}

export const GCSE_GAP_ALGEBRA_MISCONCEPTIONS: readonly Misconception[] = [
  {
    misconceptionId: 2700,
    slug: 'graph-quadratic-cubic-confused',
    name: 'Mixes up the shapes of x² and x³ graphs',
    description:
      'Takes a cubic graph (an S shape that rises on one side and falls on the other) for a quadratic, or a quadratic’s U shape for a cubic, and so picks the equation with the wrong power.',
    howToFix:
      'Try x = −2 and x = 2: x² gives 4 both times, so the graph is symmetric about the y-axis (a U or ∩); x³ gives −8 and 8, so the two ends go opposite ways (an S).',
    subjectId: 243,
    rules: {
      'graph-equation': (p) =>
        p.shown.family === 'quadratic'
          ? as(p.shown, { family: 'cubic' })
          : p.shown.family === 'cubic'
            ? as(p.shown, { family: 'quadratic' })
            : undefined,
    },
  },
  {
    misconceptionId: 2701,
    slug: 'graph-reciprocal-exponential-confused',
    name: 'Mixes up reciprocal and exponential graphs',
    description:
      'Sees a curve that gets closer and closer to an axis and calls it reciprocal or exponential without checking: y = 3/x taken for y = 3ˣ, or the other way round.',
    howToFix:
      'An exponential graph is one unbroken curve that crosses the y-axis (at y = 1 for kˣ) and hugs the x-axis on one side only. A reciprocal graph has two separate pieces and never meets either axis.',
    subjectId: 243,
    rules: {
      // 1ˣ is the line y = 1, so for y = 1/x the exponential a student names is the commonest, 2ˣ.
      'graph-equation': (p) =>
        p.shown.family === 'reciprocal'
          ? as(p.shown, { family: 'exponential', k: p.shown.k === 1 ? 2 : p.shown.k })
          : p.shown.family === 'exponential'
            ? as(p.shown, { family: 'reciprocal' })
            : undefined,
    },
  },
  {
    misconceptionId: 2702,
    slug: 'graph-ignores-leading-minus',
    name: 'Overlooks the minus sign that turns a graph upside down',
    description:
      'Matches the shape but not its way up: takes y = −x² (a ∩) for y = x² (a U), or y = −2/x (top-left and bottom-right pieces) for y = 2/x.',
    howToFix:
      'Put in one value of x and check the sign of y: for y = −x² at x = 2, y = −4, below the axis. A minus sign in front reflects the whole graph in the x-axis.',
    subjectId: 243,
    rules: { 'graph-equation': (p) => as(p.shown, { sign: p.shown.sign === 1 ? -1 : 1 }) },
  },
  {
    misconceptionId: 2703,
    slug: 'graph-intercept-sign-reversed',
    name: 'Reads the constant with the wrong sign',
    description:
      'Sees the graph cross the y-axis at −3 and picks the equation ending + 3 (or crosses at 3 and picks − 3), as if the constant moved the graph the other way.',
    howToFix:
      'Put x = 0 into the equation: y = x² − 3 gives y = −3, so the graph crosses the y-axis at −3. The constant added is where it crosses, sign and all.',
    subjectId: 243,
    rules: {
      'graph-equation': (p) =>
        (p.shown.family === 'quadratic' || p.shown.family === 'cubic') && p.shown.c !== 0
          ? as(p.shown, { c: -p.shown.c })
          : undefined,
    },
  },
  {
    misconceptionId: 2704,
    slug: 'graph-power-and-exponent-confused',
    name: 'Mixes up x² with 2ˣ (a power of x with x as a power)',
    description:
      'Treats y = 2ˣ and y = x² (or 3ˣ and x³) as the same kind of graph because they use the same two symbols, so picks one for the other.',
    howToFix:
      'Make a table: x² at x = −2, 0, 2 is 4, 0, 4 (a U through the origin); 2ˣ is ¼, 1, 4 (always above the axis, through (0, 1)). Where x sits, base or power, changes the shape.',
    subjectId: 243,
    rules: {
      'graph-equation': (p) => {
        const e = p.shown;
        if (e.family === 'exponential')
          return as(e, { family: e.k === 2 ? 'quadratic' : 'cubic', k: 1, c: 0 });
        if ((e.family === 'quadratic' || e.family === 'cubic') && e.c === 0)
          return as(e, { family: 'exponential', k: e.family === 'quadratic' ? 2 : 3 });
        return undefined;
      },
    },
  },
  {
    misconceptionId: 2705,
    slug: 'graph-reciprocal-as-straight-line',
    name: 'Takes y = k/x to be the straight line y = kx',
    description:
      'Confuses inverse proportion with direct proportion: sees k/x and thinks of a line through the origin, so gives y = 4x for the graph of y = 4/x.',
    howToFix:
      'As x doubles, 4/x halves, so the graph falls away and never reaches the axes: two curved pieces. Only y = kx, where y doubles as x doubles, is a straight line through the origin.',
    subjectId: 243,
    rules: {
      'graph-equation': (p) => (p.shown.family === 'reciprocal' ? as(p.shown, { family: 'linear' }) : undefined),
    },
  },
  {
    misconceptionId: 2706,
    slug: 'translation-inside-bracket-sign',
    name: 'Adds a sideways shift inside the bracket with its own sign',
    description:
      'For a translation of 3 to the right writes f(x + 3), because the vector says +3, though f(x + 3) moves the graph 3 to the left.',
    howToFix:
      'Inside the bracket the change works backwards: f(x − 3) takes at x the value f had at x − 3, three places earlier, so every point moves 3 to the right. Check with one point, such as a turning point.',
    subjectId: 243,
    rules: { 'translated-graph': (p) => shiftAnswer(p.p, p.q) },
  },
  {
    misconceptionId: 2707,
    slug: 'translation-inside-outside-swapped',
    name: 'Puts the sideways shift outside the bracket and the upward shift inside',
    description:
      'Uses the top number of the vector as the number added after f(x) and the bottom number inside the bracket, so the graph moves along the wrong axes.',
    howToFix:
      'A number added after f(x) changes every y, so it moves the graph up or down (the bottom of the vector). A number inside the bracket changes x, so it moves the graph sideways (the top).',
    subjectId: 243,
    rules: { 'translated-graph': (p) => shiftAnswer(-p.q, p.p) },
  },
  {
    misconceptionId: 2708,
    slug: 'translation-vertical-sign-reversed',
    name: 'Reverses the sign of an upward shift as well',
    description:
      'Knows the sideways shift goes in the bracket with the opposite sign, and does the same to the shift up or down: a vector with bottom number 2 written as f(x − 3) − 2.',
    howToFix:
      'Only the change inside the bracket works backwards. Adding 2 after f(x) adds 2 to every y-value, which moves the graph 2 up, so the sign matches the vector.',
    subjectId: 243,
    rules: { 'translated-graph': (p) => shiftAnswer(-p.p, -p.q) },
  },
  {
    misconceptionId: 2709,
    slug: 'circle-equation-radius-not-squared',
    name: 'Writes the radius, not its square, in x² + y² = r²',
    description:
      'Finds the radius, √(a² + b²), and puts it on the right-hand side, though the equation of a circle of radius r is x² + y² = r².',
    howToFix:
      'Every point (x, y) on the circle is r from the centre, so by Pythagoras x² + y² = r². The right-hand side is the radius squared: for the point (3, 4), 3² + 4² = 25.',
    subjectId: 243,
    rules: { 'circle-equation': (p) => circleAnswer(rootText(rSquared(p)), `root:${rSquared(p)}`) },
  },
  {
    misconceptionId: 2710,
    slug: 'circle-equation-adds-then-squares',
    name: 'Adds the coordinates, then squares',
    description: 'Works out (a + b)² instead of a² + b² for the point (a, b), as if (a + b)² were a² + b².',
    howToFix:
      'Square each coordinate first, then add: (3, 4) gives 9 + 16 = 25, not 7² = 49. (a + b)² = a² + 2ab + b², which has the extra 2ab.',
    subjectId: 243,
    rules: {
      'circle-equation': (p) => circleAnswer(String((p.a + p.b) ** 2), String((p.a + p.b) ** 2)),
    },
  },
  {
    misconceptionId: 2711,
    slug: 'tangent-is-the-radius-line',
    name: 'Gives the line through the centre (the radius) instead of the tangent',
    description:
      'Finds the gradient of the radius OP, b/a, and uses it for the line through P, which gives the line through the origin along the radius, not the tangent.',
    howToFix:
      'A tangent meets the radius at a right angle. Find the radius’s gradient, then the perpendicular gradient (the negative reciprocal), and use that for the line through P.',
    subjectId: 243,
    rules: { 'circle-tangent': (p) => lineThrough(div(p.b, p.a), p.a, p.b) },
  },
  {
    misconceptionId: 2712,
    slug: 'perpendicular-gradient-negates-only',
    name: 'Takes a perpendicular gradient as the negative, without the reciprocal',
    description:
      'Changes the sign of the radius’s gradient but does not turn it over: the radius has gradient 4/3, so they use −4/3 instead of −3/4.',
    howToFix:
      'Perpendicular gradients multiply to −1: 4/3 × (−3/4) = −1, but 4/3 × (−4/3) is not. Turn the fraction over and change its sign.',
    subjectId: 243,
    rules: { 'circle-tangent': (p) => lineThrough(div(-p.b, p.a), p.a, p.b) },
  },
  {
    misconceptionId: 2713,
    slug: 'perpendicular-gradient-reciprocal-only',
    name: 'Takes a perpendicular gradient as the reciprocal, without changing the sign',
    description:
      'Turns the radius’s gradient over but keeps its sign: the radius has gradient 4/3, so they use 3/4 instead of −3/4.',
    howToFix:
      'If one line goes up to the right, a line at right angles to it goes down to the right, so one gradient is positive and the other negative. Their product is −1.',
    subjectId: 243,
    rules: { 'circle-tangent': (p) => lineThrough(div(p.a, p.b), p.a, p.b) },
  },
  {
    misconceptionId: 2714,
    slug: 'tangent-intercept-is-point-y',
    name: 'Uses the point’s y-coordinate as the intercept c',
    description:
      'Finds the right gradient, then writes y = mx + b with b the point’s y-coordinate, instead of working c out from the point.',
    howToFix:
      'c is where the line crosses the y-axis, at x = 0, not at the point P. Substitute P’s coordinates into y = mx + c and solve for c.',
    subjectId: 243,
    rules: { 'circle-tangent': (p) => lineAnswer(div(-p.a, p.b), rat(p.b)) },
  },
  {
    misconceptionId: 3800,
    slug: 'tangent-gradient-average-from-start',
    name: 'Gives the average speed from the start instead of the speed at the instant',
    description:
      'Divides the distance at the time asked by that time (the gradient of the chord from the origin), which is the average speed so far, not the speed at that moment.',
    howToFix:
      'The speed at an instant is the gradient of the tangent there: pick two points far apart on the tangent line and divide the change in distance by the change in time.',
    subjectId: 331,
    rules: { 'tangent-gradient': (p) => speed(div(distanceAt(p, p.t0), p.t0)) },
  },
  {
    misconceptionId: 3801,
    slug: 'tangent-gradient-reads-the-value',
    name: 'Reads the distance at the point instead of the gradient',
    description:
      'Goes up from the time asked to the curve and across to the distance axis, and gives that distance as the speed.',
    howToFix:
      'A reading of the graph is the distance travelled; the speed is how fast that distance changes, the steepness of the tangent: change in d ÷ change in t along it.',
    subjectId: 331,
    rules: { 'tangent-gradient': (p) => speed(distanceAt(p, p.t0)) },
  },
  {
    misconceptionId: 3803,
    slug: 'best-buy-lowest-price',
    name: 'Picks the pack with the lowest price, ignoring its size',
    description: 'Compares the prices alone and chooses the cheapest pack, though it holds the least.',
    howToFix:
      'Value for money compares price for the same amount. Work out the cost of 100 g (or the amount £1 buys) for each pack, then compare those.',
    subjectId: 311,
    rules: {
      'best-buy': (p) => packAnswer(p, [...p.packs].sort((a, b) => a[1] - b[1])[0]![0]),
    },
  },
  {
    misconceptionId: 3804,
    slug: 'best-buy-biggest-pack',
    name: 'Assumes the biggest pack is always the best value',
    description: 'Chooses the largest size without working anything out, believing bigger packs always cost less per gram.',
    howToFix:
      'Shops do not always price bigger packs lower per gram. Work out the price of the same amount (say 100 g) in every pack and compare.',
    subjectId: 311,
    rules: { 'best-buy': (p) => packAnswer(p, Math.max(...p.packs.map(([s]) => s))) },
  },
  {
    misconceptionId: 3805,
    slug: 'best-buy-largest-unit-price',
    name: 'Works out the price per gram and picks the largest',
    description:
      'Divides each price by its size correctly, then chooses the biggest result, as if more pence for each gram were better.',
    howToFix:
      'Price ÷ amount is what each gram costs: the smaller it is, the better the value. (Amount ÷ price, the grams for each penny, is the one where bigger is better.)',
    subjectId: 311,
    rules: {
      'best-buy': (p) =>
        packAnswer(p, [...p.packs].sort(([s1, p1], [s2, p2]) => p2 * s1 - p1 * s2)[0]![0]),
    },
  },
];

/**
 * Beliefs already named, applied here: coordinates added without squaring (4039) or their squares
 * subtracted (4041), a translation in the opposite direction (4048), a gradient as its rise alone
 * (2048), as one point's y ÷ x (2049) or as run over rise (2046), and speed as distance × time (3785).
 */
export const GCSE_GAP_ALGEBRA_EXTENSIONS: readonly MisconceptionExtension[] = [
  {
    // Only where the sum is positive: x² + y² = −4 is ruled out by its form alone.
    misconceptionId: 4039,
    rules: { 'circle-equation': (p) => (p.a + p.b > 0 ? circleAnswer(String(p.a + p.b), `sum:${p.a + p.b}`) : undefined) },
  },
  {
    // The radius is the hypotenuse of the triangle under OP: subtracting the squares is the wrong operation.
    misconceptionId: 4041,
    rules: {
      'circle-equation': (p) => {
        const d = Math.abs(p.a * p.a - p.b * p.b);
        return d > 0 ? circleAnswer(String(d), `difference:${d}`) : undefined;
      },
    },
  },
  { misconceptionId: 4048, rules: { 'translated-graph': (p) => shiftAnswer(p.p, -p.q) } },
  {
    // The tangent drawn runs 1 second either side of the point: its rise, not divided by its run of 2.
    misconceptionId: 2048,
    rules: { 'tangent-gradient': (p: Rate) => speed(mul(tangentGradient(p), 2)) },
  },
  {
    // One end of the tangent, its distance ÷ its time, as if the tangent went through the origin.
    misconceptionId: 2049,
    rules: {
      'tangent-gradient': (p: Rate) => {
        const [, [t, d]] = tangentEnds(p);
        return speed(div(d, t));
      },
    },
  },
  {
    misconceptionId: 2046,
    rules: {
      'tangent-gradient': (p: Rate) => speed(div(1, tangentGradient(p))),
    },
  },
  { misconceptionId: 3785, rules: { 'tangent-gradient': (p: Rate) => speed(mul(distanceAt(p, p.t0), p.t0)) } },
];
