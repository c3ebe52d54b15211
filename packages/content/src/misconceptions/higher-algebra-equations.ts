/**
 * GCSE Higher algebra misconceptions about inverse functions, quadratic inequalities, equations formed
 * from a context or with algebraic fractions, quadratic sequences and iteration (split from
 * `higher-algebra.ts`, whose helpers they share).
 */

import type { Misconception } from '../misconception.ts';
import { solutionAnswer } from '../problems/algebra.ts';
import {
  between,
  countAnswer,
  iterate,
  iterationStep,
  linearInXAnswer,
  moneyAnswer,
  nthTermAnswer,
  pointAnswer,
  quadraticInequalityAnswer,
  sequenceTerms,
  termAnswer,
  ticketTotals,
} from '../problems/higher-algebra.ts';
import { add, div, rat } from '../rational.ts';
import { strict, taxiTotal } from './higher-algebra.ts';

/** Function, equation and sequence misconceptions of GCSE Higher algebra, with their rules. */
export const HIGHER_ALGEBRA_EQUATION_MISCONCEPTIONS: readonly Misconception[] = [
  {
    misconceptionId: 2225,
    slug: 'inverse-undoes-in-wrong-order',
    name: 'Undoes the operations of a function in the wrong order',
    description:
      'Finds the inverse of f(x) = 5x + 3 by dividing by 5 and then subtracting 3, giving x/5 − 3 instead of (x − 3)/5.',
    howToFix:
      'f multiplies by 5 and then adds 3, so the inverse undoes the last step first: subtract 3, then divide by 5. A function machine run backwards shows the order.',
    subjectId: 263,
    rules: {
      'inverse-function': (p) =>
        linearInXAnswer(`\\frac{x}{${p.a}} ${p.b < 0 ? '+' : '-'} ${Math.abs(p.b)}`, rat(1, p.a), rat(-p.b)),
    },
  },
  {
    misconceptionId: 2226,
    slug: 'inverse-keeps-operation-sign',
    name: 'Keeps the sign of the added number when finding an inverse',
    description:
      'Finds the inverse of f(x) = 5x + 3 as (x + 3)/5, reversing the multiplication but not the addition.',
    howToFix:
      'Each step must be undone by its inverse: + 3 is undone by − 3. Check by putting a number through f and then through your inverse: you should get it back.',
    subjectId: 263,
    rules: {
      'inverse-function': (p) =>
        linearInXAnswer(
          `\\frac{x ${p.b < 0 ? '-' : '+'} ${Math.abs(p.b)}}{${p.a}}`,
          rat(1, p.a),
          rat(p.b, p.a),
        ),
    },
  },
  {
    misconceptionId: 2227,
    slug: 'inverse-undoes-one-step',
    name: 'Undoes only one step of a two-step function',
    description:
      'Finds the inverse of f(x) = 5x + 3 as x − 3, undoing the addition but forgetting the multiplication.',
    howToFix:
      'List every operation f does, in order, and undo each one in reverse. Test the inverse on a value: f(2) = 13, and the inverse of 13 must be 2.',
    subjectId: 263,
    rules: {
      'inverse-function': (p) =>
        linearInXAnswer(`x ${p.b < 0 ? '+' : '-'} ${Math.abs(p.b)}`, rat(1), rat(-p.b)),
    },
  },
  {
    misconceptionId: 2228,
    slug: 'quadratic-inequality-wrong-region',
    name: 'Takes the wrong region for a quadratic inequality',
    description:
      'Finds the roots of x² − 2x − 15 < 0 correctly (−3 and 5) but gives x < −3 or x > 5, where the graph is above the axis, not below it.',
    howToFix:
      'Sketch the U-shaped graph through the two roots. "< 0" asks where the curve is below the x-axis, which is between the roots; "> 0" is the two outer parts.',
    subjectId: 252,
    rules: {
      'quadratic-inequality': (p) => quadraticInequalityAnswer(p.r, p.s, !between(p.sign), strict(p.sign)),
    },
  },
  {
    misconceptionId: 2229,
    slug: 'inequality-endpoints-wrong',
    name: 'Includes or excludes the end values the wrong way',
    description:
      'Solves x² − 2x − 15 < 0 as −3 ≤ x ≤ 5, including the roots where the inequality is strict (or leaves them out for ≤).',
    howToFix:
      'At a root the quadratic equals 0 exactly. "< 0" does not allow 0, so the roots are not included; "≤ 0" does, so they are. Substitute a root to check.',
    subjectId: 252,
    rules: {
      'quadratic-inequality': (p) => quadraticInequalityAnswer(p.r, p.s, between(p.sign), !strict(p.sign)),
    },
  },
  {
    misconceptionId: 2230,
    slug: 'ignores-fixed-charge',
    name: 'Ignores the fixed charge in a worded problem',
    description:
      'Divides the whole bill by the rate per mile (or per unit), forgetting that part of the bill was a fixed fee paid whatever the distance.',
    howToFix:
      'Write the bill as an equation first: fixed fee + rate × miles = total. Take off the fixed fee before dividing by the rate, then check by working out the fare for your answer.',
    subjectId: 264,
    rules: {
      'taxi-fare': (p) => countAnswer(rat(taxiTotal(p), p.rate), 'miles'),
    },
  },
  {
    misconceptionId: 2231,
    slug: 'stops-before-dividing-by-rate',
    name: 'Gives the money left after the fixed charge as the answer',
    description:
      'Takes the fixed fee off the total correctly, then gives the pounds left over as the number of miles without dividing by the price of one mile.',
    howToFix:
      'The amount left is the cost of all the miles together; each mile costs the rate, so divide by it. Keep the units: pounds ÷ pounds per mile gives miles.',
    subjectId: 264,
    rules: {
      'taxi-fare': (p) => countAnswer(rat(p.rate * p.miles, 100), 'miles'),
    },
  },
  {
    misconceptionId: 2232,
    slug: 'mixes-pounds-and-pence',
    name: 'Mixes pounds and pence in one calculation',
    description:
      'Divides a difference in pounds by a difference in pence without converting, so an answer of 400 minutes comes out as 4.',
    howToFix:
      'Put every amount into the same unit before calculating: £8 is 800p. Check the answer by working out both costs for that many minutes.',
    subjectId: 264,
    rules: {
      'tariff-break-even': (p) => countAnswer(rat(p.b - p.a, p.p - p.q), 'minutes'),
    },
  },
  {
    misconceptionId: 2233,
    slug: 'break-even-adds-rates',
    name: 'Adds the two rates where it should find their difference',
    description:
      'Sets up the costs of two tariffs but divides the difference in monthly charges by the sum of the per-minute rates instead of their difference.',
    howToFix:
      'Each minute, the cheaper-rate tariff catches up by the difference of the rates (5p − 3p = 2p a minute). Divide the gap in monthly charges by that difference, then check both costs agree.',
    subjectId: 264,
    rules: {
      'tariff-break-even': (p) => countAnswer(rat(100 * (p.b - p.a), p.p + p.q), 'minutes'),
    },
  },
  {
    misconceptionId: 2234,
    slug: 'break-even-adds-fixed-charges',
    name: 'Adds the two fixed charges where it should find their difference',
    description:
      'Adds the monthly charges of two tariffs and divides by the difference of the rates, instead of dividing the difference of the monthly charges.',
    howToFix:
      'The tariffs cost the same when the dearer monthly charge has been caught up: that gap is the difference of the monthly charges. Write cost A = cost B as an equation and solve it.',
    subjectId: 264,
    rules: {
      'tariff-break-even': (p) => countAnswer(rat(100 * (p.a + p.b), p.p - p.q), 'minutes'),
    },
  },
  {
    misconceptionId: 2235,
    slug: 'divides-by-one-rate',
    name: 'Divides by one tariff’s rate instead of the difference of the rates',
    description:
      'Divides the difference in monthly charges by the per-minute rate of one tariff alone (the one with the higher monthly charge), as if the other tariff cost nothing a minute.',
    howToFix:
      'Both tariffs charge for every minute, so what matters is how much more one charges per minute than the other. Write both costs as expressions in m and set them equal.',
    subjectId: 264,
    rules: {
      'tariff-break-even': (p) => countAnswer(rat(100 * (p.b - p.a), p.q), 'minutes'),
    },
  },
  {
    misconceptionId: 2236,
    slug: 'answers-the-other-unknown',
    name: 'Gives the value of the other unknown',
    description:
      'Solves a pair of simultaneous equations in context correctly but gives the price the question did not ask for (a child ticket instead of an adult ticket).',
    howToFix:
      'Before solving, write down what each letter stands for ("a = price of an adult ticket"), then reread the question at the end and answer it in words.',
    subjectId: 264,
    rules: {
      'ticket-prices': (p) => moneyAnswer(rat(p.price)),
    },
  },
  {
    misconceptionId: 2237,
    slug: 'averages-over-all-tickets',
    name: 'Shares a total equally between tickets of different prices',
    description:
      'Divides the total cost by the number of tickets bought, as if adult and child tickets cost the same, giving the mean price of a ticket.',
    howToFix:
      'When the tickets have different prices, use a letter for each price and write an equation for each total. Dividing by the number of tickets only works when every ticket costs the same.',
    subjectId: 264,
    rules: {
      'ticket-prices': (p) => {
        const [c1] = ticketTotals(p);
        const share = rat(c1, p.a1 + p.child);
        return share.d === 1 ? moneyAnswer(share) : undefined;
      },
    },
  },
  {
    misconceptionId: 2239,
    slug: 'turning-point-sign-from-bracket',
    name: 'Reads the turning point’s x-coordinate with the sign in the bracket',
    description:
      'Completes the square correctly, y = (x + 3)² − 5, then gives the turning point as (3, −5), copying the +3 from the bracket.',
    howToFix:
      'The lowest point is where the bracket is zero: x + 3 = 0 when x = −3. So (x + 3)² − 5 has its turning point at (−3, −5); check by substituting x = −3.',
    subjectId: 273,
    rules: {
      'turning-point': (p) => pointAnswer(p.b / 2, p.c - (p.b / 2) ** 2),
    },
  },
  {
    misconceptionId: 2240,
    slug: 'quadratic-sequence-second-difference-not-halved',
    name: 'Uses the second difference as the coefficient of n²',
    // One procedure, one answer: with the wrong n² term what is left is not linear, so the rule fixes which
    // terms the student uses (the first two), as the usual method does (issue 30).
    description:
      'Sees a second difference of 4 and writes 4n² instead of 2n², then subtracts 4n² from the first two terms and takes the linear part through those two leftovers, so the nth term fits the first two terms and no others.',
    howToFix:
      'The sequence n² has a second difference of 2, so an² has a second difference of 2a: halve the second difference. Check the nth term by working out the first three terms from it.',
    subjectId: 277,
    rules: {
      'quadratic-sequence': (p) => {
        const [u1, u2] = sequenceTerms(p) as [number, number];
        const [r1, r2] = [u1 - 2 * p.a, u2 - 8 * p.a];
        return nthTermAnswer(2 * p.a, r2 - r1, 2 * r1 - r2);
      },
    },
  },
  {
    misconceptionId: 2241,
    slug: 'quadratic-sequence-stops-at-n-squared',
    name: 'Gives only the n² part of a quadratic nth term',
    description:
      'Finds the n² term correctly from the second difference and stops, without finding the linear part left over.',
    howToFix:
      'Subtract an² from each term: what is left is a linear sequence (it may be all zeros, but usually is not). Find its nth term and add it on, then test the whole formula on the first terms.',
    subjectId: 277,
    rules: {
      'quadratic-sequence': (p) => nthTermAnswer(p.a, 0, 0),
    },
  },
  {
    misconceptionId: 2242,
    slug: 'quadratic-sequence-uses-first-difference',
    name: 'Uses the first difference as the coefficient of n',
    description:
      'Finds the n² term, then uses the first difference of the original sequence as the coefficient of n and fits the constant to the first term.',
    howToFix:
      'The first differences of a quadratic sequence change, so they cannot give the n term directly. Subtract an² from every term first, then find the nth term of what is left.',
    subjectId: 277,
    rules: {
      'quadratic-sequence': (p) => {
        const [u1, u2] = sequenceTerms(p) as [number, number];
        return nthTermAnswer(p.a, u2 - u1, u1 - p.a - (u2 - u1));
      },
    },
  },
  {
    misconceptionId: 2243,
    slug: 'quadratic-sequence-subtracts-wrong-way',
    name: 'Subtracts the sequence from an² instead of an² from the sequence',
    description:
      'Works out an² − term for each term instead of term − an², so the linear part comes out with every sign reversed.',
    howToFix:
      'What is left is "the sequence minus an²": write the rows in that order (term, an², term − an²) and check the finished nth term against the first term.',
    subjectId: 277,
    rules: {
      'quadratic-sequence': (p) => nthTermAnswer(p.a, -p.b, -p.c),
    },
  },
  {
    misconceptionId: 2244,
    slug: 'clears-fractions-not-right-side',
    name: 'Multiplies the fractions by the common denominator but not the other side',
    description:
      'Multiplies both fractions by the common denominator to clear them, but leaves the number on the right-hand side as it was.',
    howToFix:
      'Whatever you multiply by, multiply every term on both sides: with a common denominator of 10, the right-hand side 3 becomes 30. Substitute your answer into the original equation to check.',
    subjectId: 265,
    rules: {
      'fraction-equation': (p) => solutionAnswer(rat(p.k - p.q * p.a - p.p * p.b, p.p + p.q)),
    },
  },
  {
    misconceptionId: 2245,
    slug: 'iteration-stops-one-early',
    name: 'Stops one iteration early',
    description:
      'Asked for x₃, substitutes x₁ once and gives x₂: counts the first substitution as reaching the third term.',
    howToFix:
      'Each substitution moves one term on: x₁ gives x₂, and x₂ gives x₃. Write the terms in a list, x₁, x₂, x₃, and fill them in one at a time.',
    subjectId: 266,
    rules: {
      iteration: (p) => termAnswer(iterate(p.start, 2, (x) => iterationStep(p, x))?.[1]),
    },
  },
  {
    misconceptionId: 2246,
    slug: 'iteration-one-too-many',
    name: 'Iterates once too often',
    description:
      'Asked for x₃, substitutes three times and gives x₄, treating x₁ as the result of the first step.',
    howToFix:
      'x₁ is given: it is the start, not a step. Two substitutions reach x₃. Label each value as you find it so the count stays right.',
    subjectId: 266,
    rules: {
      iteration: (p) => termAnswer(iterate(p.start, 4, (x) => iterationStep(p, x))?.[3]),
    },
  },
  {
    misconceptionId: 2247,
    slug: 'iteration-substitutes-n',
    name: 'Substitutes n for xₙ in an iteration formula',
    description:
      'Reads x_{n+1} = 2 + 3/xₙ as a position-to-term rule and puts n = 2 into it to find x₃, instead of using the value of x₂.',
    howToFix:
      'In an iterative formula each term is made from the term before: xₙ is a value of the sequence, not the position n. Find x₂ first, then put that value in.',
    subjectId: 266,
    rules: {
      iteration: (p) => termAnswer(iterationStep(p, rat(2))),
    },
  },
  {
    misconceptionId: 2248,
    slug: 'iteration-fraction-upside-down',
    name: 'Divides xₙ by the number instead of the number by xₙ',
    description: 'Works out 2 + 3/xₙ as 2 + xₙ ÷ 3, turning the fraction upside down at every step.',
    howToFix:
      'The fraction 3/xₙ means 3 divided by xₙ: the number on top is divided. Substitute in brackets, 3 ÷ (x₁), and check the first step before going on.',
    subjectId: 266,
    rules: {
      iteration: (p) => termAnswer(iterate(p.start, 3, (x) => add(rat(p.b), div(x, rat(p.a))))?.[2]),
    },
  },
];
