/**
 * Algebra-strand misconceptions, plus algebra rules for beliefs first met in number
 * (sign rules, powers as multiplication, dividing the wrong way).
 */

import { numberAnswer } from '../answer.ts';
import { signed } from '../latex.ts';
import type { Misconception, MisconceptionExtension } from '../misconception.ts';
import { type Poly, poly, polyAnswer } from '../polynomial.ts';
import {
  applyOp,
  bracketPairAnswer,
  factorisedAnswer,
  invertOp,
  type MachineOp,
  monomialAnswer,
  solutionAnswer,
} from '../problems/algebra.ts';
import { type Rat, rat } from '../rational.ts';

/** Collects [coefficient, letter] terms into a polynomial. */
function collect(terms: ReadonlyArray<readonly [number, string]>): Poly {
  return poly(...terms.map(([c, v]) => [c, v] as const));
}

/** Runs machine steps on a value. */
export function run(x: Rat, ops: readonly MachineOp[]): Rat {
  return ops.reduce(applyOp, x);
}

/** A divisor of n other than 1 and n, or undefined when n is prime. */
function properDivisor(n: number): number | undefined {
  for (let f = 2; f < n; f++) if (n % f === 0) return f;
  return undefined;
}

export const sign = (x: number) => (x < 0 ? -1 : 1);

/** Algebra-strand misconceptions with their rules. */
export const ALGEBRA_MISCONCEPTIONS: readonly Misconception[] = [
  {
    misconceptionId: 2001,
    slug: 'collect-terms-ignores-signs',
    name: 'Ignores the sign in front of a term',
    description: 'Collects like terms as if every term were positive, so 3a − a becomes 4a.',
    howToFix:
      'The sign belongs to the term after it: circle each term together with its sign before collecting. Then combine the a terms: 3a − a = 2a.',
    subjectId: 201,
    rules: {
      'collect-terms': (p) => polyAnswer(collect(p.terms.map(([c, v]) => [Math.abs(c), v] as const))),
    },
  },
  {
    misconceptionId: 2002,
    slug: 'combines-unlike-terms',
    name: 'Combines unlike terms into one',
    description: 'Adds all the coefficients and writes every letter together, so 3a + 5b becomes 8ab.',
    howToFix:
      'Only terms with exactly the same letters can be added: a and b are different, like apples and bananas. Collect the a terms and the b terms separately.',
    subjectId: 201,
    rules: {
      'collect-terms': (p) => {
        const letters = [...new Set(p.terms.map(([, v]) => v))].sort().join('');
        return polyAnswer(poly([p.terms.reduce((s, [c]) => s + c, 0), letters]));
      },
    },
  },
  {
    misconceptionId: 2003,
    slug: 'lone-letter-worth-nothing',
    name: 'Thinks a letter on its own is worth nothing',
    description: 'Treats a term like a or −b as having coefficient 0 rather than 1.',
    howToFix: 'A letter on its own means one of it: a = 1a. Write the hidden 1 in before collecting.',
    subjectId: 201,
    rules: {
      'collect-terms': (p) =>
        p.terms.some(([c]) => Math.abs(c) === 1)
          ? polyAnswer(collect(p.terms.filter(([c]) => Math.abs(c) !== 1)))
          : undefined,
    },
  },
  {
    misconceptionId: 2004,
    slug: 'minus-applies-to-all-following',
    name: 'Thinks a minus sign applies to every term after it',
    description: 'Treats 3a + 5b − a + 2b as 3a + 5b − (a + 2b), subtracting terms that were being added.',
    howToFix:
      'Each sign belongs only to the term straight after it. Rewrite the expression with each term and its own sign in a list before collecting.',
    subjectId: 201,
    rules: {
      'collect-terms': (p) => {
        const firstMinus = p.terms.findIndex(([c], i) => i > 0 && c < 0);
        if (firstMinus < 0 || !p.terms.slice(firstMinus + 1).some(([c]) => c > 0)) return undefined;
        return polyAnswer(
          collect(p.terms.map(([c, v], i) => [i > firstMinus ? -Math.abs(c) : c, v] as const)),
        );
      },
    },
  },
  {
    misconceptionId: 2005,
    slug: 'adds-coefficients-when-multiplying',
    name: 'Adds the numbers when multiplying terms',
    description: 'Multiplies the letters correctly but adds the coefficients, so 3a × 4b = 7ab.',
    howToFix:
      'A product of terms is a product of everything in them: 3a × 4b = 3 × 4 × a × b = 12ab. Write out the multiplication in full.',
    subjectId: 202,
    rules: {
      'multiply-terms': (p) => polyAnswer(poly([p.c1 + p.c2, p.v1 + p.v2])),
      'index-law': (p) => (p.op === 'multiply' ? monomialAnswer(p.c1 + p.c2, p.e1 + p.e2) : undefined),
    },
  },
  {
    misconceptionId: 2006,
    slug: 'x-times-x-is-x',
    name: 'Thinks x × x = x',
    description: 'Multiplies the numbers but writes the letter only once, so 2x × 5x = 10x.',
    howToFix: 'x × x is x squared, just as 3 × 3 = 3². Write x × x = x² and check by substituting x = 3.',
    subjectId: 202,
    rules: { 'multiply-terms': (p) => (p.v1 === p.v2 ? polyAnswer(poly([p.c1 * p.c2, p.v1])) : undefined) },
  },
  {
    misconceptionId: 2007,
    slug: 'x-times-x-is-2x',
    name: 'Thinks x × x = 2x',
    description: 'Confuses multiplying a letter by itself with adding it to itself, so x × x = 2x.',
    howToFix: 'x + x = 2x but x × x = x². Substitute x = 5: 5 + 5 = 10 but 5 × 5 = 25.',
    subjectId: 202,
    rules: {
      'multiply-terms': (p) => (p.v1 === p.v2 ? polyAnswer(poly([2 * p.c1 * p.c2, p.v1])) : undefined),
      // The same belief turns the first product of double brackets into 2x.
      'expand-double': (p) => polyAnswer(poly([2 + p.a + p.b, 'x'], [p.a * p.b])),
    },
  },
  {
    misconceptionId: 2008,
    slug: 'adds-terms-when-multiplying',
    name: 'Adds the terms instead of multiplying',
    description: 'Treats a product of terms as a sum, working out 2x × 5x as 2x + 5x = 7x.',
    howToFix: 'Read the operation: × means multiply every part. Multiply the numbers, then the letters.',
    subjectId: 202,
    rules: { 'multiply-terms': (p) => polyAnswer(poly([p.c1, p.v1], [p.c2, p.v2])) },
  },
  {
    misconceptionId: 2009,
    slug: 'concatenates-coefficients',
    name: 'Writes the numbers side by side',
    description: 'Puts the coefficients next to each other instead of multiplying, so 3a × 4b = 34ab.',
    howToFix:
      'Numbers next to letters are multiplied, but two numbers side by side make a new number. Multiply 3 × 4 first.',
    subjectId: 202,
    rules: {
      'multiply-terms': (p) =>
        p.v1 !== p.v2 ? polyAnswer(poly([Number(`${p.c1}${p.c2}`), p.v1 + p.v2])) : undefined,
    },
  },
  {
    misconceptionId: 2010,
    slug: 'squares-the-coefficient',
    name: 'Squares the coefficient as well as the letter',
    description: 'Works out 3a² as (3a)², squaring the number in front too.',
    howToFix:
      'The power applies only to what it is attached to: 3a² = 3 × a × a. Square a first, then multiply by 3.',
    subjectId: 204,
    rules: { substitute: (p) => numberAnswer((p.p * p.a) ** 2 + p.q) },
  },
  {
    misconceptionId: 2011,
    slug: 'substitution-ignores-power',
    name: 'Ignores the power when substituting',
    description: 'Substitutes the value but leaves out the index, so 3a² becomes 3 × a.',
    howToFix:
      'Copy every part of the expression and replace only the letter: 3a² becomes 3 × (−2)². Then work out the power first.',
    subjectId: 204,
    rules: { substitute: (p) => numberAnswer(p.p * p.a + p.q) },
  },
  {
    misconceptionId: 2012,
    slug: 'expands-first-term-only',
    name: 'Multiplies only the first term in the bracket',
    description: 'Expands 3(2x + 5) as 6x + 5, leaving the second term unmultiplied.',
    howToFix:
      'The number outside multiplies everything inside. Draw arrows from it to each term, or use a grid, and multiply along every arrow.',
    subjectId: 211,
    rules: { 'expand-single': (p) => polyAnswer(poly([p.k * p.a, 'x'], [p.b])) },
  },
  {
    misconceptionId: 2013,
    slug: 'expands-by-adding',
    name: 'Adds the outside number instead of multiplying',
    description: 'Adds the number outside the bracket to each term, so 3(2x + 5) = 5x + 8.',
    howToFix: 'A number next to a bracket means multiply: 3(2x + 5) means three lots of 2x + 5.',
    subjectId: 211,
    rules: {
      'expand-single': (p) => {
        const result = poly([p.a + p.k, 'x'], [p.b + p.k]);
        // Everything cancelling to 0 looks like a trick, not this belief, so it is not offered.
        return result.size > 0 ? polyAnswer(result) : undefined;
      },
    },
  },
  {
    misconceptionId: 2014,
    slug: 'expands-constant-only',
    name: 'Multiplies only the number term in the bracket',
    description: 'Multiplies the constant but not the x term, so 3(2x + 5) = 2x + 15.',
    howToFix:
      'Every term inside is multiplied, including the letter term. Check by substituting x = 1 into both forms.',
    subjectId: 211,
    rules: { 'expand-single': (p) => polyAnswer(poly([p.a, 'x'], [p.k * p.b])) },
  },
  {
    misconceptionId: 2015,
    slug: 'expand-double-first-last',
    name: 'Multiplies only the first and last terms',
    description: 'Expands (x + a)(x + b) as x² + ab, missing the two middle products.',
    howToFix:
      'Each term in the first bracket multiplies each term in the second: four products. A grid with two rows and two columns shows them all.',
    subjectId: 213,
    rules: { 'expand-double': (p) => polyAnswer(poly([1, 'x^2'], [p.a * p.b])) },
  },
  {
    misconceptionId: 2016,
    slug: 'expand-double-swaps-sum-product',
    name: 'Swaps the sum and the product',
    description: 'Writes the product of the numbers as the x coefficient and their sum as the constant.',
    howToFix:
      'The x terms come from x × a and x × b, so they add to (a + b)x; the constant is a × b. Fill in a grid to see where each comes from.',
    subjectId: 213,
    rules: { 'expand-double': (p) => polyAnswer(poly([1, 'x^2'], [p.a * p.b, 'x'], [p.a + p.b])) },
  },
  {
    misconceptionId: 2017,
    slug: 'factorise-not-highest-factor',
    name: 'Takes out a common factor that is not the highest',
    description:
      'Factorises with a factor both terms share, but not the largest, so the bracket still has a common factor.',
    howToFix:
      'After factorising, check the bracket: if its terms still share a factor, take that out too. Use the HCF of the numbers.',
    subjectId: 212,
    rules: {
      'factorise-linear': (p) => {
        const f = properDivisor(p.h);
        return f === undefined ? undefined : factorisedAnswer(f, (p.h / f) * p.p, (p.h / f) * p.q);
      },
    },
  },
  {
    misconceptionId: 2018,
    slug: 'factorise-divides-first-term-only',
    name: 'Divides only the first term by the factor',
    description:
      'Takes the factor out of the first term but copies the second term into the bracket unchanged.',
    howToFix:
      'Every term is divided by the factor. Expand your answer to check it gives back the original expression.',
    subjectId: 212,
    rules: { 'factorise-linear': (p) => factorisedAnswer(p.h, p.p, p.h * p.q) },
  },
  {
    misconceptionId: 2019,
    slug: 'factorise-no-division',
    name: 'Writes the factor outside without dividing inside',
    description: 'Puts the common factor in front but leaves the original terms in the bracket.',
    howToFix:
      'Whatever goes outside must be divided out of every term inside. Expanding the answer must give the original.',
    subjectId: 212,
    rules: { 'factorise-linear': (p) => factorisedAnswer(p.h, p.h * p.p, p.h * p.q) },
  },
  {
    misconceptionId: 2020,
    slug: 'factorise-sign-error',
    name: 'Gets the sign wrong inside the bracket',
    description: 'Factorises 6x − 9 as 3(2x + 3), losing the minus sign.',
    howToFix: 'Divide each term with its sign: −9 ÷ 3 = −3. Expand the answer to check the signs.',
    subjectId: 212,
    rules: { 'factorise-linear': (p) => factorisedAnswer(p.h, p.p, -p.q) },
  },
  {
    misconceptionId: 2021,
    slug: 'factorise-takes-out-letter',
    name: 'Takes the letter out as a common factor',
    description: 'Puts x outside the bracket even though one term has no x.',
    howToFix: 'A factor must divide every term. The number term has no x, so x cannot be taken out.',
    subjectId: 212,
    rules: {
      'factorise-linear': (p) => {
        const a = p.h * p.p;
        const b = p.h * p.q;
        return { key: `s:fac:x(${a}${signed(b).replace(' ', '')})`, text: `$x(${a} ${signed(b)})$` };
      },
    },
  },
  {
    misconceptionId: 2022,
    slug: 'quadratic-right-product-wrong-sum',
    name: 'Chooses a factor pair of the constant with the wrong sum',
    description: 'Picks two numbers that multiply to the constant term but do not add to the x coefficient.',
    howToFix:
      'List the factor pairs of the constant, then test which pair adds to the x coefficient. Expand your brackets to check.',
    subjectId: 214,
    rules: {
      'factorise-quadratic': (p) => {
        const c = p.r * p.s;
        for (let u = 1; u <= Math.abs(c); u++) {
          if (c % u !== 0) continue;
          const pairs: Array<[number, number]> = [
            [u * sign(p.r + p.s), (c / u) * sign(p.r + p.s)],
            [u, c / u],
          ];
          for (const [x, y] of pairs) if (x * y === c && x + y !== p.r + p.s) return bracketPairAnswer(x, y);
        }
        return undefined;
      },
    },
  },
  {
    misconceptionId: 2023,
    slug: 'quadratic-right-sum-wrong-product',
    name: 'Chooses numbers that add to the x coefficient but do not multiply to the constant',
    description: 'Finds a pair with the right sum and stops without checking the product.',
    howToFix:
      'The two numbers must multiply to give the constant and add to give the x coefficient. Check both before writing the brackets.',
    subjectId: 214,
    rules: {
      'factorise-quadratic': (p) => {
        const b = p.r + p.s;
        for (const u of [1, 2, 3, -1])
          if (u * (b - u) !== p.r * p.s && u !== b - u) return bracketPairAnswer(u, b - u);
        return undefined;
      },
    },
  },
  {
    misconceptionId: 2024,
    slug: 'quadratic-wrong-signs',
    name: 'Uses the opposite signs in the brackets',
    description:
      'Finds the right numbers but writes them with the wrong signs, e.g. (x − 3)(x − 4) for x² + 7x + 12.',
    howToFix:
      'The numbers in the brackets must add to the x coefficient, sign included. Expand to check the middle term.',
    subjectId: 214,
    rules: { 'factorise-quadratic': (p) => bracketPairAnswer(-p.r, -p.s) },
  },
  {
    misconceptionId: 2025,
    slug: 'quadratic-uses-coefficients',
    name: 'Puts the coefficients straight into the brackets',
    description: 'Copies the coefficients into the brackets, writing x² + bx + c as (x + b)(x + c).',
    howToFix:
      'Expand (x + b)(x + c) to see it gives a different constant. The bracket numbers multiply to c and add to b.',
    subjectId: 214,
    rules: { 'factorise-quadratic': (p) => bracketPairAnswer(p.r + p.s, p.r * p.s) },
  },
  {
    misconceptionId: 2026,
    slug: 'machine-runs-forwards',
    name: 'Runs the function machine forwards from the output',
    description: 'Puts the output back through the machine instead of working backwards.',
    howToFix:
      'To find an input, undo each step: start at the output, go backwards and use the inverse of every operation.',
    subjectId: 221,
    rules: { 'function-machine': (p) => numberAnswer(run(rat(p.output), p.ops), { style: 'fraction' }) },
  },
  {
    misconceptionId: 2027,
    slug: 'inverse-ops-wrong-order',
    name: 'Uses inverse operations in the original order',
    description: 'Undoes each operation but in the order they were done, not in reverse.',
    howToFix:
      'The last thing done is the first thing undone, like taking off shoes before socks. Reverse the order as well as the operations.',
    subjectId: 221,
    rules: {
      'function-machine': (p) => numberAnswer(run(rat(p.output), p.ops.map(invertOp)), { style: 'fraction' }),
    },
  },
  {
    misconceptionId: 2028,
    slug: 'reverses-order-not-operations',
    name: 'Reverses the order but keeps the same operations',
    description:
      'Works backwards through the machine but applies the original operations rather than their inverses.',
    howToFix: 'Going backwards, every operation becomes its inverse: + becomes −, × becomes ÷.',
    subjectId: 221,
    rules: {
      'function-machine': (p) =>
        numberAnswer(run(rat(p.output), [...p.ops].reverse()), { style: 'fraction' }),
    },
  },
  {
    misconceptionId: 2029,
    slug: 'undoes-last-step-only',
    name: 'Undoes only the last operation',
    description: 'Inverts the final step and stops, forgetting the earlier ones.',
    howToFix:
      'Every box in the machine must be undone. Tick each one off as you reverse it, then check by running your input forwards.',
    subjectId: 221,
    rules: {
      'function-machine': (p) =>
        numberAnswer(applyOp(rat(p.output), invertOp(p.ops[p.ops.length - 1]!)), { style: 'fraction' }),
    },
  },
];

/** The equation a·x = c left after eliminating y from a pair of simultaneous equations. */
export function eliminated(p: { a1: number; b1: number; c1: number; a2: number; b2: number; c2: number }): {
  a: number;
  c: number;
} {
  const s = Math.sign(p.b2 / p.b1);
  return { a: p.a1 - s * p.a2, c: p.c1 - s * p.c2 };
}

/** Algebra rules for misconceptions defined in the number strand. */
export const ALGEBRA_EXTENSIONS: readonly MisconceptionExtension[] = [
  {
    // Negative × negative = negative, met again when expanding brackets.
    misconceptionId: 1041,
    rules: {
      'expand-single': (p) =>
        p.k < 0 && p.b < 0 ? polyAnswer(poly([p.k * p.a, 'x'], [-Math.abs(p.k * p.b)])) : undefined,
      'expand-double': (p) =>
        p.a < 0 && p.b < 0 ? polyAnswer(poly([1, 'x^2'], [p.a + p.b, 'x'], [-p.a * p.b])) : undefined,
    },
  },
  {
    // Negative × positive = positive.
    misconceptionId: 1042,
    rules: {
      'expand-single': (p) =>
        sign(p.k) !== sign(p.b) ? polyAnswer(poly([p.k * p.a, 'x'], [Math.abs(p.k * p.b)])) : undefined,
      'expand-double': (p) =>
        sign(p.a) !== sign(p.b)
          ? polyAnswer(poly([1, 'x^2'], [p.a + p.b, 'x'], [Math.abs(p.a * p.b)]))
          : undefined,
    },
  },
  {
    // A power read as multiplication by the index: a² = 2a.
    misconceptionId: 1051,
    rules: { substitute: (p) => numberAnswer(p.p * 2 * p.a + p.q) },
  },
  {
    // A negative number squared taken to be negative.
    misconceptionId: 1095,
    rules: { substitute: (p) => (p.a < 0 ? numberAnswer(-p.p * p.a ** 2 + p.q) : undefined) },
  },
  {
    // Dividing the wrong way round: 4x = 28 gives x = 4/28.
    misconceptionId: 1045,
    rules: {
      'one-step-equation': (p) => (p.op === 'multiply' ? solutionAnswer(rat(p.k, p.rhs)) : undefined),
      // After eliminating y to 2x = 6, gives x = 2/6.
      'simultaneous-linear': (p) => {
        const { a, c } = eliminated(p);
        return c === 0 ? undefined : solutionAnswer(rat(a, c));
      },
    },
  },
];
