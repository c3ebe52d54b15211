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
import {
  childPrice,
  clockAnswer,
  journeyMinutes,
  penceAnswer,
  perimeterX,
  poundsAnswer,
  type WordedProblem,
  xAnswer,
} from '../problems/gcse-gaps-worded.ts';
import { add, decimalPlaces, div, isInteger, mul, type Rat, rat, roundTo, sub } from '../rational.ts';

type Shown = GraphEquation;
type Rate = Extract<GcseGapAlgebraProblem, { kind: 'tangent-gradient' }>;
type Tickets = Extract<WordedProblem, { kind: 'ticket-equation' }>;
type Journey = Extract<WordedProblem, { kind: 'journey-arrival' }>;
type Exchange = Extract<WordedProblem, { kind: 'exchange-compare' }>;

/** An x a student would write: to at most two decimal places. */
function tidyX(value: Rat): Answer | undefined {
  const dp = decimalPlaces(value);
  return dp !== undefined && dp <= 2 && value.n > 0 ? xAnswer(value) : undefined;
}

/** A ticket price a student would write: to the penny, above 0. */
function price(value: Rat): Answer | undefined {
  const dp = decimalPlaces(value);
  return dp !== undefined && dp <= 2 && value.n > 0 ? poundsAnswer(value) : undefined;
}

/** The price asked, from a child's price the student found (the adult's is £extra more). */
const asked = (p: Tickets, child: Rat) => price(p.ask === 'child' ? child : add(child, p.extra));

/** An arrival time from a journey time in minutes a student found (whole minutes only). */
const arrival = (p: Journey, minutes: Rat) =>
  isInteger(minutes) ? clockAnswer(p.start + minutes.n) : undefined;

/** A difference in pounds, rounded to the penny as a student would, above 0. */
function poundsDiff(value: Rat): Answer | undefined {
  const v = roundTo(value.n < 0 ? mul(value, -1) : value, 2);
  return v.n > 0 ? poundsAnswer(v) : undefined;
}

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
      'graph-equation': (p) =>
        p.shown.family === 'reciprocal' ? as(p.shown, { family: 'linear' }) : undefined,
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
    description:
      'Chooses the largest size without working anything out, believing bigger packs always cost less per gram.',
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
      'best-buy': (p) => packAnswer(p, [...p.packs].sort(([s1, p1], [s2, p2]) => p2 * s1 - p1 * s2)[0]![0]),
    },
  },
  {
    misconceptionId: 1310,
    slug: 'overtime-every-hour-at-higher-rate',
    name: 'Pays every hour at the overtime rate',
    description:
      'Sees that the worker did overtime and multiplies all the hours worked, not only those after the basic hours, by time and a half (or double).',
    howToFix:
      'Split the week: the basic hours at the normal rate, then only the hours over that at the higher rate. Add the two amounts.',
    subjectId: 142,
    rules: { 'overtime-pay': (p) => penceAnswer(mul(p.rate * p.hours, rat(p.times * 2, 2))) },
  },
  {
    misconceptionId: 1311,
    slug: 'overtime-rate-left-out',
    name: 'Pays the overtime hours at the normal rate',
    description:
      'Multiplies all the hours worked by the normal hourly rate, leaving out the higher rate for overtime.',
    howToFix:
      'Time and a half means each overtime hour is paid 1.5 times the normal rate (double time, 2 times). Work the overtime rate out first.',
    subjectId: 142,
    rules: { 'overtime-pay': (p) => penceAnswer(p.rate * p.hours) },
  },
  {
    misconceptionId: 1312,
    slug: 'overtime-only-the-extra-part',
    name: 'Pays only the extra half (or extra one) for overtime hours',
    description:
      'Takes time and a half to mean half the rate for each overtime hour (or double time to mean one more rate), and adds only that to the basic pay, leaving out the normal pay for those hours.',
    howToFix:
      'Time and a half is the whole rate and half again: £12 an hour becomes £18 an hour. Each overtime hour is paid that full amount.',
    subjectId: 142,
    rules: {
      'overtime-pay': (p) =>
        penceAnswer(add(p.rate * p.basic, mul(p.rate * (p.hours - p.basic), rat(p.times * 2 - 2, 2)))),
    },
  },
  {
    misconceptionId: 1313,
    slug: 'overtime-pay-only',
    name: 'Gives the overtime pay as the week’s pay',
    description:
      'Works out the pay for the overtime hours correctly and stops, leaving out the pay for the basic hours.',
    howToFix:
      'Read the question again: it asks for the whole week. Write down each part (basic pay, overtime pay) and add them at the end.',
    subjectId: 142,
    rules: { 'overtime-pay': (p) => penceAnswer(mul(p.rate * (p.hours - p.basic), rat(p.times * 2, 2))) },
  },
  {
    misconceptionId: 1318,
    slug: 'overtime-hours-paid-twice',
    name: 'Pays the overtime hours twice: once in the basic pay and again as overtime',
    description:
      'Multiplies all the hours worked by the normal rate, then adds the overtime hours at the higher rate as well, so the hours over the basic are paid twice.',
    howToFix:
      'Each hour is paid once. The hours up to the basic are at the normal rate; only the hours after that are at the higher rate. Check the two groups of hours add up to the hours worked.',
    subjectId: 142,
    rules: {
      'overtime-pay': (p) =>
        penceAnswer(add(p.rate * p.hours, mul(p.rate * (p.hours - p.basic), rat(p.times * 2, 2)))),
    },
  },
  {
    misconceptionId: 1319,
    slug: 'overtime-time-and-a-half-as-double',
    name: 'Takes time and a half to mean double the rate',
    description: 'Pays each overtime hour at twice the normal rate when the overtime is time and a half.',
    howToFix:
      'Time and a half is 1.5 times the rate: the rate plus half of it (£12 becomes £18). Double time is 2 times the rate (£24).',
    subjectId: 142,
    rules: {
      'overtime-pay': (p) =>
        p.times === 1.5 ? penceAnswer(p.rate * p.basic + 2 * p.rate * (p.hours - p.basic)) : undefined,
    },
  },
  {
    misconceptionId: 1320,
    slug: 'bill-standing-charge-only',
    name: 'Gives the standing charge for the days as the whole bill',
    description:
      'Works out the standing charge for all the days correctly and stops, leaving out the cost of the energy used.',
    howToFix:
      'A bill is the standing charge plus the energy used. Write each part on its own line and add them at the end.',
    subjectId: 142,
    rules: { 'energy-bill': (p) => penceAnswer(p.days * p.standing) },
  },
  {
    misconceptionId: 1314,
    slug: 'bill-standing-charge-once',
    name: 'Adds the daily standing charge once, not for every day',
    description:
      'Adds the standing charge for one day to the cost of the units, though it is charged every day of the bill.',
    howToFix:
      'A charge “a day” is paid for each day: multiply it by the number of days, then add the cost of the energy used.',
    subjectId: 142,
    rules: { 'energy-bill': (p) => penceAnswer(p.standing + p.units * p.price) },
  },
  {
    misconceptionId: 1315,
    slug: 'bill-standing-charge-left-out',
    name: 'Leaves the standing charge out of a bill',
    description:
      'Works out only the cost of the energy used (kWh × price) and forgets the fixed daily charge.',
    howToFix:
      'A bill has a fixed part and a part that depends on use. List every charge in the question and tick each off as it goes into the total.',
    subjectId: 142,
    rules: { 'energy-bill': (p) => penceAnswer(p.units * p.price) },
  },
  {
    misconceptionId: 1316,
    slug: 'bill-both-charges-per-unit',
    name: 'Charges the standing charge for every kWh',
    description:
      'Adds the standing charge to the price of a kWh and multiplies by the kWh used, as if both were charged per unit.',
    howToFix:
      'Match each charge to what it counts: the standing charge to days, the unit price to kWh. Work out each separately, then add.',
    subjectId: 142,
    rules: { 'energy-bill': (p) => penceAnswer((p.standing + p.price) * p.units) },
  },
  {
    misconceptionId: 1317,
    slug: 'bill-charges-swapped',
    name: 'Multiplies each charge by the other’s quantity',
    description:
      'Multiplies the daily standing charge by the kWh used and the unit price by the number of days.',
    howToFix:
      'Say what each number counts before multiplying: pence a day × days, pence a kWh × kWh. The units must match.',
    subjectId: 142,
    rules: { 'energy-bill': (p) => penceAnswer(p.days * p.price + p.units * p.standing) },
  },
  {
    misconceptionId: 2715,
    slug: 'perimeter-two-sides-only',
    name: 'Adds one length and one width for the perimeter',
    description:
      'Sets the length plus the width equal to the perimeter, forgetting that a rectangle has two of each.',
    howToFix:
      'The perimeter goes all the way round: length + width + length + width, or 2(length + width). Sketch the rectangle and label all four sides.',
    subjectId: 264,
    rules: { 'perimeter-equation': (p) => tidyX(div(p.perimeter - p.b - p.d, p.a + p.c)) },
  },
  {
    misconceptionId: 2716,
    slug: 'perimeter-gives-a-side',
    name: 'Gives the length of a side instead of x',
    description:
      'Solves for x correctly, then substitutes it and gives the rectangle’s length as the answer to “find x”.',
    howToFix:
      'Reread what is asked. “Find x” wants the value of x; the lengths come from it only if the question asks for them.',
    subjectId: 264,
    rules: { 'perimeter-equation': (p) => tidyX(add(mul(perimeterX(p), p.a), p.b)) },
  },
  {
    misconceptionId: 2717,
    slug: 'perimeter-doubles-x-terms-only',
    name: 'Doubles the x terms but not the numbers for the perimeter',
    description:
      'Writes the perimeter as 2(a + c)x + b + d, doubling the x terms but adding the numbers in the sides only once.',
    howToFix:
      'Each side appears twice, numbers and all: 2(ax + b) + 2(cx + d). Expand the brackets fully before collecting terms.',
    subjectId: 264,
    rules: { 'perimeter-equation': (p) => tidyX(div(p.perimeter - p.b - p.d, 2 * (p.a + p.c))) },
  },
  {
    misconceptionId: 2718,
    slug: 'ticket-difference-added-once',
    name: 'Adds the difference in price once, not for every adult ticket',
    description:
      'Writes the total as (adults + children) × c + extra, adding the extra cost of an adult ticket once, though each adult ticket costs that much more.',
    howToFix:
      'Each adult ticket is c + extra, so 3 adult tickets are 3(c + extra) = 3c + 3 × extra. Write the cost of each group in brackets first.',
    subjectId: 264,
    rules: { 'ticket-equation': (p) => asked(p, div(p.total - p.extra, p.adults + p.children)) },
  },
  {
    misconceptionId: 2719,
    slug: 'ticket-difference-ignored',
    name: 'Shares the total equally, ignoring the difference in price',
    description: 'Divides the total by the number of tickets, as if every ticket cost the same.',
    howToFix:
      'The tickets do not cost the same, so the total cannot be shared equally. Let c be a child’s price, write the adults’ price as c + extra, and form an equation.',
    subjectId: 264,
    rules: { 'ticket-equation': (p) => price(div(p.total, p.adults + p.children)) },
  },
  {
    misconceptionId: 2720,
    slug: 'ticket-difference-on-wrong-group',
    name: 'Puts the extra cost on the children’s tickets',
    description:
      'Adds the difference to each child ticket instead of each adult ticket when forming the equation.',
    howToFix:
      'Read which ticket costs more and write it in words first: adult = child + 4. The extra goes with the adult tickets.',
    subjectId: 264,
    rules: { 'ticket-equation': (p) => asked(p, div(p.total - p.children * p.extra, p.adults + p.children)) },
  },
  {
    misconceptionId: 3806,
    slug: 'arrival-leaves-out-stop',
    name: 'Leaves the stop out of the journey time',
    description: 'Adds the driving times of the stages to the start time but not the time spent stopped.',
    howToFix:
      'The clock keeps going during a stop. Add every part of the journey, moving and stopped, to the start time.',
    subjectId: 331,
    rules: { 'journey-arrival': (p) => arrival(p, sub(journeyMinutes(p), p.stop)) },
  },
  {
    misconceptionId: 3807,
    slug: 'time-hundred-minutes-in-an-hour',
    name: 'Counts 100 minutes in an hour when adding times',
    description:
      'Finds the total time in minutes correctly, then changes it to hours and minutes as if an hour had 100 minutes: 150 minutes as 1 hour 50 minutes.',
    howToFix:
      'An hour is 60 minutes: 150 minutes is 2 hours 30 minutes. Count on to the next o’clock first, then add what is left.',
    subjectId: 331,
    rules: {
      'journey-arrival': (p) => {
        const m = journeyMinutes(p);
        if (!isInteger(m) || m.n < 60 || m.n % 100 >= 60) return undefined;
        return clockAnswer(p.start + Math.floor(m.n / 100) * 60 + (m.n % 100));
      },
    },
  },
  {
    misconceptionId: 3808,
    slug: 'exchange-multiplies-by-rate',
    name: 'Multiplies by the exchange rate when changing euros to pounds',
    description:
      'Changes the euro price to pounds by multiplying by the rate (so it grows) instead of dividing.',
    howToFix:
      'At £1 = €1.20 a price in euros is a bigger number than the same price in pounds. To go from euros to pounds, divide by 1.20; check the pounds come out smaller.',
    subjectId: 311,
    rules: { 'exchange-compare': (p: Exchange) => poundsDiff(sub(p.pounds, mul(p.euros, p.rate))) },
  },
  {
    misconceptionId: 3809,
    slug: 'exchange-compares-without-converting',
    name: 'Subtracts a price in euros from a price in pounds',
    description:
      'Finds the difference between the two numbers as written, without changing them to the same currency.',
    howToFix:
      'Only amounts in the same unit can be compared. Change the euros to pounds first, then subtract.',
    subjectId: 311,
    rules: {
      'exchange-compare': (p: Exchange) => poundsDiff(rat(Math.round((p.pounds - p.euros) * 100), 100)),
    },
  },
  {
    misconceptionId: 3810,
    slug: 'exchange-gives-converted-price',
    name: 'Gives the converted price instead of the difference',
    description:
      'Changes the euro price into pounds correctly and gives that as the answer, without comparing it with the UK price.',
    howToFix:
      'The question asks for a difference. After converting, subtract the smaller price from the larger one.',
    subjectId: 311,
    rules: { 'exchange-compare': (p: Exchange) => poundsDiff(div(p.euros, p.rate)) },
  },
  {
    misconceptionId: 3812,
    slug: 'exchange-subtracts-then-converts',
    name: 'Subtracts the two prices first, then converts the difference',
    description:
      'Takes the price in euros from the price in pounds as they are written, then divides the difference by the exchange rate, as if the difference were in euros.',
    howToFix:
      'Change currency before comparing: convert the euro price to pounds, then subtract. A difference of pounds and euros mixed is in neither currency.',
    subjectId: 311,
    rules: {
      'exchange-compare': (p: Exchange) =>
        poundsDiff(div(rat(Math.round((p.pounds - p.euros) * 100), 100), p.rate)),
    },
  },
  {
    misconceptionId: 3811,
    slug: 'exchange-difference-in-euros',
    name: 'Works out the difference in euros and calls it pounds',
    description:
      'Changes the UK price to euros and subtracts, so the difference is in euros, then gives it as pounds.',
    howToFix:
      'Convert into the currency the answer is asked in. If you worked in euros, divide the difference by the rate at the end.',
    subjectId: 311,
    rules: { 'exchange-compare': (p: Exchange) => poundsDiff(sub(mul(p.pounds, p.rate), p.euros)) },
  },
];

/**
 * Beliefs already named, applied here: coordinates added without squaring (4039) or their squares
 * subtracted (4041), a translation in the opposite direction (4048), a gradient as its rise alone
 * (2048), as one point's y ÷ x (2049) or as run over rise (2046), speed as distance × time (3785), a
 * constant moved without changing its sign (2034) or left out (2035), the other unknown given (2236),
 * decimal hours read as minutes (3036) and the mean of two speeds (3214).
 */
export const GCSE_GAP_ALGEBRA_EXTENSIONS: readonly MisconceptionExtension[] = [
  // A constant moved across the perimeter equation keeping its sign, and the constants left out (2034, 2035).
  {
    misconceptionId: 2034,
    rules: { 'perimeter-equation': (p) => tidyX(div(p.perimeter / 2 + p.b + p.d, p.a + p.c)) },
  },
  { misconceptionId: 2035, rules: { 'perimeter-equation': (p) => tidyX(div(p.perimeter, 2 * (p.a + p.c))) } },
  // The price not asked for: the adult's when the child's is asked, and the other way round (2236).
  {
    misconceptionId: 2236,
    rules: {
      'ticket-equation': (p: Tickets) =>
        price(p.ask === 'child' ? add(childPrice(p), p.extra) : childPrice(p)),
    },
  },
  // A stage's time in hours as a decimal, its digits read as minutes: 1.5 hours as 1 hour 50 minutes (3036).
  {
    misconceptionId: 3036,
    rules: {
      'journey-arrival': (p: Journey) => {
        let total = rat(p.stop);
        for (const [km, kmh] of p.legs) {
          const hours = div(km, kmh);
          const dp = decimalPlaces(hours);
          if (dp === undefined || dp === 0 || dp > 2) return undefined;
          const whole = Math.floor(hours.n / hours.d);
          const digits = Math.round((hours.n / hours.d - whole) * 100);
          const asMinutes = dp === 1 ? digits / 10 : digits;
          if (asMinutes >= 60) return undefined;
          total = add(total, whole * 60 + asMinutes);
        }
        return arrival(p, total);
      },
    },
  },
  // The mean of the two stages' speeds used for the whole distance (3214).
  {
    misconceptionId: 3214,
    rules: {
      'journey-arrival': (p: Journey) => {
        const [[d1, v1], [d2, v2]] = p.legs as [[number, number], [number, number]];
        return arrival(p, add(div((d1 + d2) * 60 * 2, v1 + v2), p.stop));
      },
    },
  },
  {
    // Only where the sum is positive: x² + y² = −4 is ruled out by its form alone.
    misconceptionId: 4039,
    rules: {
      'circle-equation': (p) =>
        p.a + p.b > 0 ? circleAnswer(String(p.a + p.b), `sum:${p.a + p.b}`) : undefined,
    },
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
  {
    misconceptionId: 3785,
    rules: { 'tangent-gradient': (p: Rate) => speed(mul(distanceAt(p, p.t0), p.t0)) },
  },
];
