/**
 * Misconceptions that give a wrong answer on the key's other side, for constructs whose existing
 * misconceptions all fell on one side of it (issue 30: the key's rank among its sorted options told
 * the answer: the order of operations always 2nd, a cylinder's volume always 3rd). Each is an error
 * students make, with its own re-teaching, not a number chosen to sit below or above.
 */

import { numberAnswer, writtenFraction } from '../answer.ts';
import type { Misconception } from '../misconception.ts';
import { bearingAnswer, degrees, piAnswer } from '../problems/geometry.ts';
import { countAnswer, moneyAnswer, ticketTotals } from '../problems/higher-algebra.ts';
import { conjugateValue } from '../problems/higher-number.ts';
import { primeFactorisation } from '../problems/number.ts';
import { ratioAnswer } from '../problems/ratio.ts';
import { probabilityAnswer } from '../problems/statistics.ts';
import { gcd, rat } from '../rational.ts';
import { columnSubtract } from './number.ts';

export const OTHER_SIDE_MISCONCEPTIONS: readonly Misconception[] = [
  {
    misconceptionId: 1305,
    slug: 'bidmas-right-to-left',
    name: 'Works from right to left',
    description:
      'Starts at the end of the calculation and works backwards, so 20 − 3 × 4 + 2 becomes 20 − 3 × 6: the addition is done before the multiplication and the subtraction.',
    howToFix:
      'Multiplication comes first, wherever it is; then add and subtract from left to right, as you read. Underline 3 × 4, replace it with 12, then work 20 − 12 + 2 from the left.',
    subjectId: 141,
    rules: {
      // Only where the student still gets a whole number of at least 0: a negative answer to a sum of
      // small positive numbers would tell a Year 6 student it is wrong.
      bidmas: (p) => {
        if (p.form !== 'a-bc+d') return undefined;
        const v = p.a - p.b * (p.c + p.d);
        return v >= 0 ? numberAnswer(v) : undefined;
      },
    },
  },
  {
    misconceptionId: 1306,
    slug: 'ignores-the-index',
    name: 'Leaves out the power',
    description: 'Reads b × c² as b × c, dropping the small index, so 5 + 3 × 4² becomes 5 + 12.',
    howToFix:
      'The small raised number is part of the calculation: c² means c × c. Work out every power first and write its value in before multiplying.',
    subjectId: 141,
    rules: { bidmas: (p) => (p.form === 'a+bc^2' ? numberAnswer(p.a + p.b * p.c) : undefined) },
  },
  {
    misconceptionId: 4308,
    slug: 'cylinder-total-surface-area',
    name: 'Gives the total surface area for the volume',
    description:
      'Works out the cylinder’s total surface area, 2πr² + 2πrh (two circles and the curved face), when asked for its volume πr²h.',
    howToFix:
      'Surface area covers the outside (square units); volume fills the inside (cubic units). Volume of a prism = area of the cross-section × length: πr² × h.',
    subjectId: 423,
    rules: { 'cylinder-volume': (p) => piAnswer(2 * p.r * p.r + 2 * p.r * p.h, 'cm3') },
  },
  {
    misconceptionId: 1350,
    slug: 'counts-the-starting-number',
    name: 'Counts the starting number as the first step',
    description:
      'Counts along a number line saying the starting number as "one", so stops one step short: 3 + (−8) becomes −4, and −2 − (−7) becomes 4.',
    howToFix:
      'Count the jumps, not the numbers: put your finger on the start and say "one" only after the first jump. Check with the calculation: 3 − 8 = −5.',
    subjectId: 131,
    rules: {
      // A negative added moves down the line, a negative taken away moves up: one step short either way.
      'negative-add-sub': (p) => {
        if (p.b >= 0) return undefined;
        return numberAnswer(p.op === 'add' ? p.a + p.b + 1 : p.a - p.b - 1);
      },
    },
  },
  {
    misconceptionId: 4750,
    slug: 'isosceles-taken-as-equilateral',
    name: 'Takes a nearly equilateral triangle to be equilateral',
    description:
      'Sees an isosceles triangle whose angles are all close to 60° and gives 60° for the unknown angle, as if all three were equal.',
    howToFix:
      'Only a triangle marked with three equal sides has three 60° angles. Here two sides are marked equal: use the given angle and the angle sum of 180°, and do not judge by eye.',
    subjectId: 404,
    rules: {
      // Only where the triangle does look equilateral: every angle between 50° and 70°.
      'isosceles-angle': (p) => {
        const apex = p.which === 'apex' ? p.given : 180 - 2 * p.given;
        const base = (180 - apex) / 2;
        return apex >= 50 && apex <= 70 && base >= 50 && base <= 70 ? degrees(60) : undefined;
      },
    },
  },
  {
    misconceptionId: 3850,
    slug: 'ratio-divides-one-part',
    name: 'Divides only one part of the ratio',
    description:
      'Divides the larger part by the common factor and copies the smaller part unchanged: 36 : 9 becomes 4 : 9, and 16 : 28 becomes 16 : 7.',
    howToFix:
      'Whatever you divide one part by, divide the other part by the same number: 36 ÷ 9 and 9 ÷ 9 give 4 : 1. Check by multiplying back: 4 : 1 times 9 is 36 : 9.',
    subjectId: 301,
    rules: {
      'ratio-simplify': (p) => {
        const h = gcd(p.a, p.b);
        return p.a >= p.b ? ratioAnswer(p.a / h, p.b) : ratioAnswer(p.a, p.b / h);
      },
    },
  },
  {
    misconceptionId: 1351,
    slug: 'odd-power-of-negative-positive',
    name: 'Thinks every power of a negative number is positive',
    description:
      'Knows that a negative times a negative is positive and stretches it to every power, so (−3)³ = 27 instead of −27.',
    howToFix:
      'Write the power out: (−3)³ = −3 × −3 × −3. The first two make 9, and 9 × −3 = −27. An even power of a negative is positive, an odd power negative.',
    subjectId: 181,
    rules: {
      power: (p) => (p.base < 0 && p.exponent % 2 === 1 ? numberAnswer((-p.base) ** p.exponent) : undefined),
    },
  },
  {
    misconceptionId: 1352,
    slug: 'conjugate-squares-subtracted-wrong-way',
    name: 'Takes the squares away in the wrong order',
    description:
      'Expanding (a + b)(a − b), subtracts the first term’s square from the second’s: (√5 + 3)(√5 − 3) becomes 9 − 5 = 4 instead of 5 − 9 = −4.',
    howToFix:
      'Multiply out in order: √5 × √5 = 5 and 3 × −3 = −9, and the middle terms cancel. The square of the term after the minus sign is the one taken away: 5 − 9 = −4.',
    subjectId: 192,
    rules: {
      'surd-conjugate': (p) => numberAnswer(-conjugateValue(p.whole ** 2, p.radicand, p.rootFirst)),
    },
  },
  {
    misconceptionId: 2750,
    slug: 'fixed-charge-joined-to-rate',
    name: 'Adds the fixed charge to the rate per mile',
    description:
      'Writes £1.80 + £0.90 for each mile as £2.70 a mile, joining the fixed charge to the term in m (1.80 + 0.90m = 2.70m), so a £9 fare gives 9 ÷ 2.70 miles.',
    howToFix:
      'The fixed charge is paid once, the rate once for every mile: 1.80 + 0.90m cannot be added into one term. Take the fixed charge off the fare first, then divide by the rate.',
    subjectId: 264,
    rules: {
      // Below the key whatever the rate (the fare over more than a mile's charge), where the other errors
      // fall above it or below it with the rate (decision 0063).
      'taxi-fare': (p) => countAnswer(rat(p.fixed + p.rate * p.miles, p.fixed + p.rate), 'miles'),
    },
  },
  {
    misconceptionId: 5750,
    slug: 'grouped-mean-gives-modal-class-midpoint',
    name: 'Gives the middle of the modal class as the mean',
    description:
      'Asked for an estimate of the mean from a grouped table, finds the class with the highest frequency and gives its midpoint, mixing up the mean with the modal class.',
    howToFix:
      'The modal class is the one with most values; the mean uses every value. Multiply each class’s midpoint by its frequency, add them up and divide by the total frequency.',
    subjectId: 531,
    rules: {
      'grouped-mean': (p) => {
        const top = Math.max(...p.freqs);
        const i = p.freqs.indexOf(top);
        if (p.freqs.lastIndexOf(top) !== i) return undefined;
        return numberAnswer(rat(p.bounds[i]! + p.bounds[i + 1]!, 2));
      },
    },
  },
  {
    misconceptionId: 5751,
    slug: 'complement-digits-from-nine',
    name: 'Takes every digit from 9 when subtracting from 1',
    description:
      'Works out 1 − 0.35 with "all from 9 and the last from 10" but takes the last digit from 9 too, giving 0.64 instead of 0.65.',
    howToFix:
      'Only the last digit comes from 10: 1 − 0.35 is 9 − 3 = 6 tenths and 10 − 5 = 5 hundredths, 0.65. Check by adding: 0.35 + 0.65 = 1.',
    subjectId: 522,
    rules: {
      // Two decimal places, as the rule needs a last digit: 0.01 below the key whatever the probability,
      // where the other errors fall above it when P(A) is over a half and below it when under (decision 0063).
      'probability-complement': (p) => {
        const hundredths = Math.round(p.p * 100);
        return hundredths % 10 === 0 ? undefined : probabilityAnswer(rat(99 - hundredths, 100));
      },
    },
  },
  {
    misconceptionId: 1353,
    slug: 'writes-carry-digits-down',
    name: 'Writes down the whole of each product instead of carrying',
    description:
      'Multiplying in columns, writes both digits of each small product in the answer instead of carrying the tens: 67 × 4 becomes 2428 (7 × 4 = 28 written down, then 6 × 4 = 24).',
    howToFix:
      'Only one digit goes in each column: 7 × 4 = 28, write 8 and carry the 2 under the next column; 6 × 4 = 24, add the carried 2 to make 26. So 67 × 4 = 268.',
    subjectId: 123,
    rules: {
      // Each row (the top number times one digit) written without carrying; the tens row shifted one place.
      'long-multiply': (p) => {
        const row = (digit: number) => Number(`${Math.floor(p.a / 10) * digit}${(p.a % 10) * digit}`);
        return numberAnswer(row(p.b % 10) + 10 * row(Math.floor(p.b / 10)));
      },
    },
  },
  {
    misconceptionId: 2751,
    slug: 'shares-total-among-adults',
    name: 'Shares a total among the adult tickets only',
    description:
      'Divides the first total by the number of adult tickets, as if the child tickets in it cost nothing: £74 for 4 adult and 4 child tickets gives £74 ÷ 4 = £18.50.',
    howToFix:
      'Each total pays for both kinds of ticket. Take one equation from the other to remove the child tickets, then divide what is left by the adult tickets left.',
    subjectId: 264,
    rules: {
      // Above the key (the child tickets' cost is shared out too), where the other unknown and the mean
      // price fall below it (decision 0063). Only a whole number of pence, as a price would be.
      'ticket-prices': (p) => moneyAnswer(rat(ticketTotals(p)[0], p.a1)),
    },
  },
  {
    misconceptionId: 1354,
    slug: 'exchanges-then-subtracts-smaller-from-larger',
    name: 'Exchanges, then takes the smaller digit from the larger anyway',
    description:
      'Crosses out and decreases the next digit as if exchanging, but never adds the ten: takes the smaller digit from the larger instead: in 3085 − 2557 the ones give 7 − 5 = 2 and the hundreds 5 − 0 = 5, so 522 instead of 528.',
    howToFix:
      'The ten you take from the next column joins this one: 5 becomes 15, and 15 − 7 = 8. Always take the bottom digit from the top one; if you cannot, exchange first and then subtract.',
    subjectId: 122,
    rules: { 'column-subtract': (p) => numberAnswer(columnSubtract(p.a, p.b, 'swap-and-decrement')) },
  },
  {
    misconceptionId: 5752,
    slug: 'mode-gives-median-of-data',
    name: 'Gives the median of the data as the mode',
    description:
      'Writes out the data from the frequency table in order and gives the middle value, the median, instead of the most common value.',
    howToFix:
      'Mode means most common: find the largest frequency and read across to its value. The median is a different average, the middle value in order.',
    subjectId: 504,
    rules: {
      // Only when the middle value is one value of the table (an odd total, or two equal middle values).
      'frequency-mode': (p) => {
        const data = p.values.flatMap((v, i) => Array<number>(p.freqs[i]!).fill(v));
        const [lo, hi] = [data[Math.floor((data.length - 1) / 2)]!, data[Math.ceil((data.length - 1) / 2)]!];
        return lo === hi ? numberAnswer(lo) : undefined;
      },
    },
  },
  {
    misconceptionId: 1355,
    slug: 'cross-multiplies-keeps-common-denominator',
    name: 'Cross-multiplies the numerators but keeps the common denominator',
    description:
      'Mixes two methods: multiplies each numerator by the other fraction’s denominator (the "butterfly") but writes the answer over the lowest common denominator, so 3/4 + 1/6 becomes (18 + 4)/12 = 22/12, and 2/8 + 5/8 becomes (16 + 40)/8 = 7.',
    howToFix:
      'Choose one method and keep to it. Over the lowest common denominator, scale each numerator by what its own denominator was multiplied by: 3/4 = 9/12 and 1/6 = 2/12. Cross-multiplied tops go over the product of the denominators.',
    subjectId: 163,
    rules: {
      // Where the product of the denominators is not the common denominator (equal or sharing a factor);
      // otherwise the mixture is the right answer.
      'fraction-add': (p) => {
        if (p.op !== 'add' || gcd(p.b, p.d) === 1) return undefined;
        return writtenFraction(p.a * p.d + p.c * p.b, (p.b * p.d) / gcd(p.b, p.d));
      },
    },
  },
  {
    misconceptionId: 1356,
    slug: 'lcm-as-lowest-common-factor',
    name: 'Gives the lowest common factor for the lowest common multiple',
    description:
      'Reads "lowest common multiple" as the lowest common factor and gives the smallest number above 1 that divides both: 2 for 12 and 18 instead of 36.',
    howToFix:
      'Multiples come from the times tables, so they are at least as big as the numbers; factors divide into the numbers. List the multiples of 18 (18, 36, …) and stop at the first that 12 divides.',
    subjectId: 151,
    rules: {
      // Only where that factor is not the HCF itself (then it is the HCF-for-LCM confusion).
      'hcf-lcm': (p) => {
        if (p.ask !== 'lcm') return undefined;
        const h = gcd(p.a, p.b);
        const smallest = primeFactorisation(h)[0]?.[0];
        return smallest !== undefined && smallest !== h ? numberAnswer(smallest) : undefined;
      },
    },
  },
  {
    misconceptionId: 1357,
    slug: 'power-as-addition',
    name: 'Adds the power to the number',
    description: 'Reads the small raised 2 as "add 2", so c² becomes c + 2: 5 + 3 × 4² becomes 5 + 3 × 6.',
    howToFix:
      'The small raised number says how many times to multiply the number by itself: 4² = 4 × 4 = 16. Say it aloud as "4 squared, 4 times 4".',
    subjectId: 141,
    rules: { bidmas: (p) => (p.form === 'a+bc^2' ? numberAnswer(p.a + p.b * (p.c + 2)) : undefined) },
  },
  {
    misconceptionId: 4760,
    slug: 'back-bearing-anticlockwise',
    name: 'Measures the bearing back anticlockwise from north',
    description:
      'Faces the right way back from B but measures the turn anticlockwise from north, giving 360° less the true bearing back: from a bearing of 250° the way back is 070°, read as 290°.',
    howToFix:
      'Bearings always turn clockwise from north. Draw the north line at B, put your pencil on it and turn clockwise until it points at A: that turn, in three figures, is the bearing.',
    subjectId: 407,
    // Under 180° it gives 180° − θ, as subtracting from 180° does (4051), and both are named.
    rules: { 'back-bearing': (p) => bearingAnswer(360 - ((p.bearing + 180) % 360)) },
  },
  {
    misconceptionId: 5760,
    slug: 'stratified-gives-percentage',
    name: 'Gives the group’s percentage of the whole as the number in the sample',
    description:
      'Works out what percentage of the population the group is and stops there, giving that percentage as the number of students: 360 of 600 is 60 %, so 60 students, whatever the sample’s size.',
    howToFix:
      'The percentage is a step, not the answer: take that percentage of the sample. 60 % of a sample of 50 is 0.6 × 50 = 30. Check: the answer can never be more than the sample.',
    subjectId: 541,
    rules: {
      'stratified-sample': (p) => {
        const percent = (100 * p.sizes[p.target]!) / p.sizes.reduce((a, b) => a + b, 0);
        return Number.isInteger(percent) ? numberAnswer(percent) : undefined;
      },
    },
  },
];
