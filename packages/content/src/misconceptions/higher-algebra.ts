/**
 * GCSE Higher algebra misconceptions (quadratics, functions, equations formed from contexts), plus
 * higher-algebra rules for beliefs first met in the algebra strand.
 */

import { numberAnswer } from '../answer.ts';
import type { Misconception, MisconceptionExtension } from '../misconception.ts';
import { poly, polyAnswer } from '../polynomial.ts';
import { solutionAnswer } from '../problems/algebra.ts';
import {
  between,
  bracketProductAnswer,
  bracketSquaredAnswer,
  completedSquareAnswer,
  countAnswer,
  fAt,
  gAt,
  type HigherAlgebraProblem,
  moneyAnswer,
  pointAnswer,
  quadraticInequalityAnswer,
  rootsAnswer,
  surdRootsAnswer,
  ticketTotals,
} from '../problems/higher-algebra.ts';
import { rat } from '../rational.ts';

type Formula = Extract<HigherAlgebraProblem, { kind: 'quadratic-formula' }>;
type Taxi = Extract<HigherAlgebraProblem, { kind: 'taxi-fare' }>;

const discriminant = (p: Formula) => p.b * p.b - 4 * p.a * p.c;
export const strict = (sign: string) => sign === '<' || sign === '>';
export const taxiTotal = (p: Taxi) => p.fixed + p.rate * p.miles;

/** GCSE Higher algebra misconceptions. */
export const HIGHER_ALGEBRA_MISCONCEPTIONS: readonly Misconception[] = [
  {
    misconceptionId: 2201,
    slug: 'roots-keep-bracket-signs',
    name: 'Takes the solutions straight from the brackets, signs and all',
    description:
      'Factorises x² − 2x − 15 = 0 correctly as (x + 3)(x − 5) = 0, then gives x = 3 or x = −5: the numbers in the brackets with their signs, rather than the values that make each bracket zero.',
    howToFix:
      'A product is zero only when one of its factors is zero, so ask "what makes x + 3 equal to 0?": x = −3. Substitute each answer back into the bracket to check it gives 0.',
    subjectId: 271,
    rules: {
      'quadratic-solve-factorising': (p) => rootsAnswer([rat(-p.r), rat(-p.s)]),
      'quadratic-inequality': (p) => quadraticInequalityAnswer(-p.r, -p.s, between(p.sign), strict(p.sign)),
    },
  },
  {
    misconceptionId: 2202,
    slug: 'roots-drop-negative-signs',
    name: 'Gives every solution of a quadratic as a positive number',
    description:
      'Finds the right pair of numbers for the brackets but writes both solutions as positive, so x² − 2x − 15 = 0 gives x = 3 or x = 5.',
    howToFix:
      'Write the factorised form, then set each bracket equal to zero as its own small equation and solve it. Check each solution by substituting it into the original quadratic.',
    subjectId: 271,
    rules: {
      'quadratic-solve-factorising': (p) => rootsAnswer([rat(Math.abs(p.r)), rat(Math.abs(p.s))]),
    },
  },
  {
    misconceptionId: 2203,
    slug: 'quadratic-ignores-squared-term',
    name: 'Solves a quadratic as if it were linear',
    description:
      'Ignores the x² term and solves what is left, so x² − 2x − 15 = 0 becomes −2x − 15 = 0 and x = −7.5: one answer where a quadratic has two.',
    howToFix:
      'An x² term cannot be dropped: it changes the equation completely. Make one side zero, factorise into two brackets and find the two values of x that make the product zero.',
    subjectId: 271,
    rules: {
      'quadratic-solve-factorising': (p) =>
        p.r + p.s === 0 ? undefined : solutionAnswer(rat(p.r * p.s, p.r + p.s)),
    },
  },
  {
    misconceptionId: 2204,
    slug: 'divides-by-x-loses-root',
    name: 'Divides both sides by x and loses the solution x = 0',
    description:
      'Solves x² − 6x = 0 by dividing both sides by x, giving only x = 6; the solution x = 0 disappears with the division.',
    howToFix:
      'Dividing by x is only allowed when x is not 0, and 0 may be a solution. Factorise instead: x(x − 6) = 0, so x = 0 or x = 6.',
    subjectId: 271,
    rules: {
      'quadratic-solve-factorising': (p) =>
        p.r === 0 ? solutionAnswer(p.s) : p.s === 0 ? solutionAnswer(p.r) : undefined,
    },
  },
  {
    misconceptionId: 2205,
    slug: 'formula-divides-only-root',
    name: 'Divides only the square root by 2a in the quadratic formula',
    description:
      'Works out −b ± √(b² − 4ac) ÷ 2a, dividing only the square root by 2a, instead of dividing the whole of −b ± √(b² − 4ac).',
    howToFix:
      'The fraction line in the formula runs under all of −b ± √(b² − 4ac). On a calculator, put the whole numerator in brackets before dividing by 2a.',
    subjectId: 272,
    rules: {
      'quadratic-formula': (p) => surdRootsAnswer(-2 * p.a * p.b, discriminant(p), 2 * p.a),
    },
  },
  {
    misconceptionId: 2206,
    slug: 'formula-uses-b-not-minus-b',
    name: 'Starts the quadratic formula with b instead of −b',
    description:
      'Substitutes b where the formula says −b, so both solutions come out with the wrong sign: 2x² + 3x − 4 = 0 gives x = (3 ± √41)/4.',
    howToFix:
      'Write the formula out first, then substitute in brackets: −(3) is −3 and −(−3) is 3. Check one answer by substituting it back into the equation.',
    subjectId: 272,
    rules: {
      'quadratic-formula': (p) => surdRootsAnswer(p.b, discriminant(p), 2 * p.a),
    },
  },
  {
    misconceptionId: 2207,
    slug: 'formula-divides-by-a',
    name: 'Divides by a instead of 2a in the quadratic formula',
    description:
      'Remembers the formula with a denominator of a instead of 2a, so both solutions come out twice as large as they should.',
    howToFix:
      'The denominator is 2a: the formula comes from completing the square, which halves the x coefficient. Learn it as a whole line, "x equals minus b plus or minus root b squared minus 4ac, all over 2a".',
    subjectId: 272,
    rules: {
      'quadratic-formula': (p) => surdRootsAnswer(-p.b, discriminant(p), p.a),
    },
  },
  {
    misconceptionId: 2208,
    slug: 'formula-sign-of-4ac',
    name: 'Gets the sign of 4ac wrong in the discriminant',
    description:
      'Works out b² + 4ac where the formula has b² − 4ac, often when c is negative and the two minus signs are mixed up.',
    howToFix:
      'Work out b² − 4ac on its own first, with every negative in brackets: with a = 2 and c = −4, 4ac = 4 × 2 × (−4) = −32, so b² − 4ac = b² + 32.',
    subjectId: 272,
    rules: {
      'quadratic-formula': (p) => surdRootsAnswer(-p.b, p.b * p.b + 4 * p.a * p.c, 2 * p.a),
    },
  },
  {
    misconceptionId: 2209,
    slug: 'completing-square-adds-square',
    name: 'Adds the square of half the coefficient instead of subtracting it',
    description:
      'Writes x² + 6x + 4 as (x + 3)² + 4 + 9 = (x + 3)² + 13, adding the 9 that (x + 3)² brings in instead of taking it away.',
    howToFix:
      'Expand (x + 3)²: it is x² + 6x + 9, which is 9 more than x² + 6x. So x² + 6x = (x + 3)² − 9, and the 9 must be subtracted. Expand your answer to check it.',
    subjectId: 273,
    rules: {
      'complete-square': (p) => completedSquareAnswer(p.b / 2, p.c + (p.b / 2) ** 2),
      'turning-point': (p) => pointAnswer(-p.b / 2, p.c + (p.b / 2) ** 2),
    },
  },
  {
    misconceptionId: 2210,
    slug: 'completing-square-does-not-halve',
    name: 'Uses the whole coefficient of x inside the bracket',
    description:
      'Writes x² + 6x + 4 as (x + 6)² − 36 + 4, putting the coefficient of x in the bracket without halving it.',
    howToFix:
      '(x + p)² expands to x² + 2px + p², so the x coefficient is 2p: p is half of it. Halve first, then square the half to find what to subtract.',
    subjectId: 273,
    rules: {
      'complete-square': (p) => completedSquareAnswer(p.b, p.c - p.b * p.b),
      'turning-point': (p) => pointAnswer(-p.b, p.c - p.b * p.b),
    },
  },
  {
    misconceptionId: 2211,
    slug: 'completing-square-forgets-to-subtract',
    name: 'Writes the bracket and keeps the constant, without adjusting it',
    description:
      'Writes x² + 6x + 4 as (x + 3)² + 4, forgetting that the bracket brings in an extra 9 that has to be taken away.',
    howToFix:
      'Every time you write (x + p)², you have added p² that was not there before. Take it away straight away: (x + 3)² − 9 + 4. Expand to check.',
    subjectId: 273,
    rules: {
      'complete-square': (p) => completedSquareAnswer(p.b / 2, p.c),
      'turning-point': (p) => pointAnswer(-p.b / 2, p.c),
    },
  },
  {
    misconceptionId: 2212,
    slug: 'completing-square-wrong-sign-in-bracket',
    name: 'Gives the bracket the opposite sign to the x term',
    description:
      'Writes x² + 6x + 4 as (x − 3)² − 5, taking the turning point (−3, −5) and flipping its sign into the bracket.',
    howToFix:
      'The sign in the bracket matches the sign of the x term: (x + 3)² gives +6x. The turning point then has the opposite sign: (x + 3)² − 5 has its minimum at (−3, −5).',
    subjectId: 273,
    rules: {
      'complete-square': (p) => completedSquareAnswer(-p.b / 2, p.c - (p.b / 2) ** 2),
    },
  },
  {
    misconceptionId: 2213,
    slug: 'difference-of-squares-as-perfect-square',
    name: 'Factorises a difference of two squares as a perfect square',
    description: 'Writes x² − 49 as (x − 7)², which expands to x² − 14x + 49, not x² − 49.',
    howToFix:
      'The two brackets need opposite signs so that the x terms cancel: (x + 7)(x − 7) = x² − 7x + 7x − 49. Expand your answer to check that no x term is left.',
    subjectId: 274,
    rules: {
      'difference-of-squares': (p) => bracketSquaredAnswer(p.a, -p.b),
    },
  },
  {
    misconceptionId: 2214,
    slug: 'difference-of-squares-no-square-root',
    name: 'Does not square-root the number when factorising a difference of two squares',
    description: 'Writes x² − 49 as (x + 49)(x − 49), using the number itself rather than its square root.',
    howToFix:
      'Each bracket holds the square root of each term: x² − 49 = x² − 7², so (x + 7)(x − 7). Expanding (x + 49)(x − 49) gives x² − 2401, which shows the slip.',
    subjectId: 274,
    rules: {
      'difference-of-squares': (p) => bracketProductAnswer(p.a, p.b * p.b, p.a, -p.b * p.b),
    },
  },
  {
    misconceptionId: 2215,
    slug: 'difference-of-squares-coefficient-not-rooted',
    name: 'Square-roots the number but not the coefficient of x²',
    description: 'Writes 9x² − 16 as (9x + 4)(9x − 4), square-rooting 16 but keeping the 9 as it is.',
    howToFix:
      '9x² is (3x)², so each bracket starts with 3x. Write both terms as squares first: 9x² − 16 = (3x)² − 4² = (3x + 4)(3x − 4).',
    subjectId: 274,
    rules: {
      'difference-of-squares': (p) =>
        p.a === 1 ? undefined : bracketProductAnswer(p.a * p.a, p.b, p.a * p.a, -p.b),
    },
  },
  {
    misconceptionId: 2216,
    slug: 'difference-of-squares-halves',
    name: 'Halves the number instead of square-rooting it',
    description: 'Writes x² − 36 as (x + 18)(x − 18), halving 36 where it should take the square root, 6.',
    howToFix:
      'Squaring and halving are different: 6² = 36 but 18 × 2 = 36. Ask "what number times itself gives 36?" and expand the answer to check.',
    subjectId: 274,
    rules: {
      'difference-of-squares': (p) =>
        p.a === 1 && (p.b * p.b) % 2 === 0
          ? bracketProductAnswer(1, (p.b * p.b) / 2, 1, -(p.b * p.b) / 2)
          : undefined,
    },
  },
  {
    misconceptionId: 2217,
    slug: 'non-monic-factors-in-wrong-brackets',
    name: 'Puts the factors of c in the wrong brackets when a is not 1',
    description:
      'Factorises 3x² + 10x + 8 as (3x + 2)(x + 4): the right numbers, but the 2 should go with x and the 4 with 3x, because the 3 multiplies the number in the other bracket.',
    howToFix:
      'When a is not 1, order matters: the outer and inner products (3x × 4 and 2 × x) must add to the middle term. Expand each trial to check the x term before settling on it.',
    subjectId: 275,
    rules: {
      'factorise-non-monic': (p) => bracketProductAnswer(p.a, p.s, 1, p.r),
    },
  },
  {
    misconceptionId: 2218,
    slug: 'non-monic-coefficient-in-both-brackets',
    name: 'Puts the coefficient of x² into both brackets',
    description:
      'Factorises 3x² + 10x + 8 as (3x + 4)(3x + 2), giving each bracket the 3; expanded, that starts 9x².',
    howToFix:
      'The first terms of the brackets multiply to give ax²: 3x × x = 3x², so only one bracket starts with 3x. Expand to check the x² term first.',
    subjectId: 275,
    rules: {
      'factorise-non-monic': (p) => bracketProductAnswer(p.a, p.r, p.a, p.s),
    },
  },
  {
    misconceptionId: 2219,
    slug: 'factorise-signs-reversed',
    name: 'Chooses the right numbers with the wrong signs',
    description:
      'Factorises 3x² + 10x + 8 as (3x − 4)(x − 2): the product of the numbers is right, but the x term comes out as −10x.',
    howToFix:
      'When the number term is positive, both signs match the sign of the x term; when it is negative, the signs differ. Expand the brackets to check the sign of the middle term.',
    subjectId: 275,
    rules: {
      'factorise-non-monic': (p) => bracketProductAnswer(p.a, -p.r, 1, -p.s),
    },
  },
  {
    misconceptionId: 2220,
    slug: 'triple-brackets-partial-product',
    name: 'Multiplies only the first term of the quadratic by the third bracket',
    description:
      'Expands the first two brackets correctly to x² + px + q, then multiplies only x² by (x + c), leaving px + q as they were.',
    howToFix:
      'Every term of x² + px + q multiplies every term of (x + c): six products. Set them out in a grid with three rows and two columns, then collect like terms.',
    subjectId: 276,
    rules: {
      'expand-triple': (p) => polyAnswer(poly([1, 'x^3'], [p.c, 'x^2'], [p.a + p.b, 'x'], [p.a * p.b])),
    },
  },
  {
    misconceptionId: 2221,
    slug: 'triple-brackets-adds-third',
    name: 'Adds the third bracket instead of multiplying by it',
    description:
      'Expands the first two brackets to x² + px + q and then adds (x + c) on, as if the brackets were joined by a plus sign.',
    howToFix:
      'Brackets written side by side are multiplied. Expand two, then multiply that whole answer by the third bracket: the result has an x³ term.',
    subjectId: 276,
    rules: {
      'expand-triple': (p) => polyAnswer(poly([1, 'x^2'], [p.a + p.b + 1, 'x'], [p.a * p.b + p.c])),
    },
  },
  {
    misconceptionId: 2222,
    slug: 'composite-order-reversed',
    name: 'Works out a composite function in the wrong order',
    description: 'Works out fg(3) as g(f(3)), applying f first because it is written first.',
    howToFix:
      'fg(x) means f(g(x)): the function next to x acts first, like the inside of a bracket. Work out g(3), then put that answer into f.',
    subjectId: 262,
    rules: {
      'composite-function': (p) => numberAnswer(gAt(p, fAt(p, p.at))),
    },
  },
  {
    misconceptionId: 2223,
    slug: 'composite-multiplies-functions',
    name: 'Reads fg(x) as f(x) multiplied by g(x)',
    description: 'Works out fg(3) as f(3) × g(3), reading the two letters side by side as a product.',
    howToFix:
      'In function notation fg(x) is "f of g of x": the output of g becomes the input of f. Draw the two machines in a row, g feeding f.',
    subjectId: 262,
    rules: {
      'composite-function': (p) => numberAnswer(fAt(p, p.at) * gAt(p, p.at)),
    },
  },
  {
    misconceptionId: 2224,
    slug: 'composite-stops-after-inner',
    name: 'Stops after the first function of a composite',
    description: 'Works out g(3) for fg(3) and gives that as the answer, never putting it into f.',
    howToFix:
      'A composite has two steps: g(3) is only the input to f. Write fg(3) = f(g(3)) = f(…) and fill in the gap before evaluating f.',
    subjectId: 262,
    rules: {
      'composite-function': (p) => numberAnswer(gAt(p, p.at)),
    },
  },
  {
    misconceptionId: 2238,
    slug: 'composite-ignores-inner',
    name: 'Ignores the inner function of a composite',
    description: 'Works out fg(3) as f(3), putting the number straight into f and leaving g out.',
    howToFix:
      'Read fg(3) from the right: 3 goes into g first, and whatever comes out goes into f. Write the middle value down before using f.',
    subjectId: 262,
    rules: {
      'composite-function': (p) => numberAnswer(fAt(p, p.at)),
    },
  },
];

/** Higher-algebra rules for misconceptions defined in the algebra strand. */
export const HIGHER_ALGEBRA_EXTENSIONS: readonly MisconceptionExtension[] = [
  {
    // Adds the tops and the bottoms: (2x + a + b)/(p + q) = k.
    misconceptionId: 1069,
    rules: {
      'fraction-equation': (p) => solutionAnswer(rat(p.k * (p.p + p.q) - p.a - p.b, 2)),
    },
  },
  {
    // Adds the tops over the product of the bottoms, without scaling: (2x + a + b)/pq = k.
    misconceptionId: 1070,
    rules: {
      'fraction-equation': (p) => solutionAnswer(rat(p.k * p.p * p.q - p.a - p.b, 2)),
    },
  },
  {
    // Multiplies only the x in each bracket by the other denominator: qx + a + px + b = kpq.
    misconceptionId: 2012,
    rules: {
      'fraction-equation': (p) => solutionAnswer(rat(p.k * p.p * p.q - p.a - p.b, p.p + p.q)),
    },
  },
  {
    // Multiplies only the first and last terms: (x + 2)(x − 3)(x + 4) = x³ − 24.
    misconceptionId: 2015,
    rules: {
      'expand-triple': (p) => polyAnswer(poly([1, 'x^3'], [p.a * p.b * p.c])),
    },
  },
  {
    // Divides first: (fare) ÷ rate − fixed fee, as in solving 3x + 5 = 20 by 20 ÷ 3 − 5.
    misconceptionId: 2033,
    rules: {
      'taxi-fare': (p) => countAnswer(rat(100 * taxiTotal(p) - p.fixed * p.rate, 100 * p.rate), 'miles'),
    },
  },
  {
    // Moves the fixed fee across as a plus: (fare + fixed fee) ÷ rate.
    misconceptionId: 2034,
    rules: {
      'taxi-fare': (p) => countAnswer(rat(taxiTotal(p) + p.fixed, p.rate), 'miles'),
    },
  },
  {
    // Adds the two totals (the children's tickets do not cancel), then ignores them: (c1 + c2) ÷ (a1 + a2).
    misconceptionId: 2069,
    rules: {
      'ticket-prices': (p) => {
        const [c1, c2] = ticketTotals(p);
        const share = rat(c1 + c2, p.a1 + p.a2);
        return share.d === 1 ? moneyAnswer(share) : undefined;
      },
    },
  },
  {
    // Eliminates the children's tickets to (a1 − a2) adult tickets = c1 − c2, then gives c1 − c2.
    misconceptionId: 2071,
    rules: {
      'ticket-prices': (p) => {
        const [c1, c2] = ticketTotals(p);
        return p.a1 - p.a2 === 1 ? undefined : moneyAnswer(rat(c1 - c2));
      },
    },
  },
];
