/**
 * Algebra-strand misconceptions about solving: function machines, equations, simultaneous equations,
 * sequences, gradients and straight lines, inequalities, changing the subject, the laws of indices
 * (split from `algebra.ts`, whose helpers they share).
 */

import { numberAnswer } from '../answer.ts';
import { signed } from '../latex.ts';
import type { Misconception } from '../misconception.ts';
import { poly, polyAnswer } from '../polynomial.ts';
import {
  flipSign,
  formulaAnswer,
  inequalityAnswer,
  inequalitySolution,
  monomialAnswer,
  solutionAnswer,
} from '../problems/algebra.ts';
import { div, rat } from '../rational.ts';
import { eliminated } from './algebra.ts';

/** Equation, sequence, graph and index misconceptions of the algebra strand, with their rules. */
export const ALGEBRA_EQUATION_MISCONCEPTIONS: readonly Misconception[] = [
  {
    misconceptionId: 2030,
    slug: 'same-operation-not-inverse',
    name: 'Does the same operation instead of the inverse',
    description: 'To solve 4x = 28 multiplies 28 by 4 (or to solve x/4 = 7 divides 7 by 4).',
    howToFix:
      'To get x on its own, undo what has been done to it: 4x means × 4, so divide both sides by 4. Check by substituting back.',
    subjectId: 222,
    rules: {
      'one-step-equation': (p) => solutionAnswer(p.op === 'multiply' ? rat(p.rhs * p.k) : rat(p.rhs, p.k)),
    },
  },
  {
    misconceptionId: 2031,
    slug: 'undoes-multiplying-by-subtracting',
    name: 'Subtracts to undo multiplication',
    description: 'Solves 4x = 28 by subtracting 4 (and x/4 = 7 by adding 4), treating 4x as 4 + x.',
    howToFix:
      '4x means 4 × x, so the inverse is ÷ 4, not − 4. Substitute your answer back to check it works.',
    subjectId: 222,
    rules: {
      'one-step-equation': (p) => solutionAnswer(p.op === 'multiply' ? rat(p.rhs - p.k) : rat(p.rhs + p.k)),
      'two-step-equation': (p) => solutionAnswer(rat(p.c - p.b - p.a)),
      'equation-both-sides': (p) => solutionAnswer(rat(p.d - p.b - (p.a - p.c))),
      // After eliminating y to 2x = 6, takes 2 away: x = 4.
      'simultaneous-linear': (p) => {
        const { a, c } = eliminated(p);
        return solutionAnswer(rat(c - a));
      },
    },
  },
  {
    misconceptionId: 2032,
    slug: 'gives-rhs-as-solution',
    name: 'Gives the number on the right as the solution',
    description: 'Writes the right-hand side of the equation as the value of x.',
    howToFix:
      'x is the number that makes both sides equal. Substitute the right-hand side for x and see that it does not balance.',
    subjectId: 222,
    rules: { 'one-step-equation': (p) => solutionAnswer(rat(p.rhs)) },
  },
  {
    misconceptionId: 2033,
    slug: 'two-step-wrong-order',
    name: 'Undoes the operations in the wrong order',
    description: 'Solves ax + b = c by dividing c by a first and then subtracting b.',
    howToFix:
      'Undo in reverse order: the + b was done last, so take it away first, then divide by a. A function machine shows the order.',
    subjectId: 223,
    rules: {
      'two-step-equation': (p) => solutionAnswer(rat(p.c - p.b * p.a, p.a)),
      'rearrange-linear': (p) =>
        formulaAnswer(`\\frac{y}{${p.a}} ${signed(-p.b)}`, `y/${p.a}${signed(-p.b).replace(' ', '')}`),
    },
  },
  {
    misconceptionId: 2034,
    slug: 'moves-term-keeps-sign',
    name: 'Moves a term across the equals sign without changing its sign',
    description: 'Moves + 5 to the other side as + 5, so 3x + 5 = 20 becomes 3x = 25.',
    howToFix:
      'Do the same to both sides instead of "moving": subtract 5 from both sides. Write the step down to see the sign change.',
    subjectId: 223,
    rules: {
      'two-step-equation': (p) => solutionAnswer(rat(p.c + p.b, p.a)),
      'equation-both-sides': (p) => solutionAnswer(rat(p.d + p.b, p.a - p.c)),
      'linear-inequality': (p) => {
        const s = inequalitySolution(p);
        return inequalityAnswer(s.sign, rat(p.c + p.b, p.a));
      },
      'rearrange-linear': (p) =>
        formulaAnswer(`\\frac{y ${signed(p.b)}}{${p.a}}`, `(y${signed(p.b).replace(' ', '')})/${p.a}`),
    },
  },
  {
    misconceptionId: 2035,
    slug: 'ignores-constant-term',
    name: 'Ignores the constant term when solving',
    description: 'Divides the right-hand side by the coefficient and never deals with the number added to x.',
    howToFix:
      'Every term must be dealt with. Substitute your answer back into the whole equation to check it balances.',
    subjectId: 223,
    rules: { 'two-step-equation': (p) => solutionAnswer(rat(p.c, p.a)) },
  },
  {
    misconceptionId: 2036,
    slug: 'adds-x-terms-across-equals',
    name: 'Adds the x terms when collecting them on one side',
    description: 'Solves 5x + 3 = 2x + 18 as 7x = 15, adding 2x to the left instead of subtracting it.',
    howToFix:
      'To remove 2x from the right, subtract 2x from both sides. Keep the equation balanced like scales.',
    subjectId: 224,
    rules: { 'equation-both-sides': (p) => solutionAnswer(rat(p.d - p.b, p.a + p.c)) },
  },
  {
    misconceptionId: 2037,
    slug: 'subtracts-x-coefficients-wrong-way',
    name: 'Subtracts the x coefficients the wrong way round',
    description:
      'Collects the x terms as (smaller − larger)x but the numbers as (right − left), giving the wrong sign.',
    howToFix:
      'Write out the step "subtract 2x from both sides" and do it to each side. Check by substituting your answer.',
    subjectId: 224,
    rules: { 'equation-both-sides': (p) => solutionAnswer(rat(p.d - p.b, p.c - p.a)) },
  },
  {
    misconceptionId: 2038,
    slug: 'nth-term-concatenates',
    name: 'Reads 4n as the digits 4 and n',
    description: 'Substitutes n = 10 into 4n as 410 instead of 4 × 10.',
    howToFix: 'A number next to a letter means multiply: 4n = 4 × n. Write the × sign in when substituting.',
    subjectId: 231,
    rules: { 'nth-term-value': (p) => (p.a > 0 ? numberAnswer(Number(`${p.a}${p.n}`) + p.b) : undefined) },
  },
  {
    misconceptionId: 2039,
    slug: 'nth-term-adds-coefficient',
    name: 'Adds the coefficient to n',
    description: 'Reads 4n as 4 + n, so adds the coefficient to the position when substituting.',
    howToFix: '4n means 4 lots of n. Check with the sequence itself: the 1st term of 4n − 3 is 1, not 2.',
    subjectId: 231,
    rules: { 'nth-term-value': (p) => numberAnswer(p.a + p.n + p.b) },
  },
  {
    misconceptionId: 2040,
    slug: 'counts-on-n-times',
    name: 'Adds the difference n times to the first term',
    description: 'Finds term n by adding the difference n times to the first term, one time too many.',
    howToFix:
      'From the 1st term to the nth term there are n − 1 steps. Or substitute straight into the nth-term rule.',
    subjectId: 231,
    rules: { 'nth-term-value': (p) => numberAnswer(p.a * (p.n + 1) + p.b) },
  },
  {
    misconceptionId: 2041,
    slug: 'nth-term-ignores-constant',
    name: 'Ignores the constant in the nth term',
    description: 'Multiplies n by its coefficient and forgets the number added or subtracted.',
    howToFix: 'Substitute into every part of the rule: 4n − 3 at n = 10 is 4 × 10 − 3.',
    subjectId: 231,
    rules: { 'nth-term-value': (p) => (p.b !== 0 ? numberAnswer(p.a * p.n) : undefined) },
  },
  {
    misconceptionId: 2042,
    slug: 'term-to-term-as-nth-term',
    name: 'Writes the term-to-term rule as the nth term',
    description:
      'Gives n + 3 for a sequence going up in 3s, confusing "add 3 each time" with the position rule.',
    howToFix:
      'Going up by 3 each time means the 3 times table is hidden inside: the rule starts 3n. Test n = 1, 2, 3 in your rule.',
    subjectId: 232,
    rules: { 'nth-term-find': (p) => polyAnswer(poly([1, 'n'], [p.diff])) },
  },
  {
    misconceptionId: 2043,
    slug: 'nth-term-first-term-constant',
    name: 'Uses the first term as the constant',
    description: 'Writes dn + (first term), so the rule gives the wrong first term.',
    howToFix:
      'Compare the sequence with the d times table: the constant is the gap between them (first term − d). Check n = 1.',
    subjectId: 232,
    rules: { 'nth-term-find': (p) => polyAnswer(poly([p.diff, 'n'], [p.first])) },
  },
  {
    misconceptionId: 2044,
    slug: 'nth-term-swaps-parts',
    name: 'Swaps the difference and the first term',
    description: 'Uses the first term as the coefficient of n and the difference as the constant.',
    howToFix:
      'The coefficient of n is the common difference. Write the times table under the sequence to find the adjustment.',
    subjectId: 232,
    rules: { 'nth-term-find': (p) => polyAnswer(poly([p.first, 'n'], [p.diff])) },
  },
  {
    misconceptionId: 2045,
    slug: 'nth-term-constant-sign',
    name: 'Gets the sign of the constant wrong',
    description:
      'Finds the right difference and size of adjustment but adds where it should subtract (or the reverse).',
    howToFix:
      'Compare term 1 of the times table with term 1 of the sequence: is the sequence bigger or smaller? Then check n = 1 in the rule.',
    subjectId: 232,
    rules: {
      'nth-term-find': (p) =>
        p.first !== p.diff ? polyAnswer(poly([p.diff, 'n'], [p.diff - p.first])) : undefined,
    },
  },
  {
    misconceptionId: 2046,
    slug: 'gradient-run-over-rise',
    name: 'Calculates the gradient as run over rise',
    description: 'Divides the change in x by the change in y, giving the reciprocal of the gradient.',
    howToFix:
      'Gradient measures how far up for each one along: change in y ÷ change in x. Sketch the triangle and label up and along.',
    subjectId: 241,
    rules: { 'gradient-points': (p) => numberAnswer(rat(p.x2 - p.x1, p.y2 - p.y1), { style: 'fraction' }) },
  },
  {
    misconceptionId: 2047,
    slug: 'gradient-mismatched-order',
    name: 'Subtracts the coordinates in different orders',
    description: 'Works out y₂ − y₁ on top but x₁ − x₂ underneath, so the sign of the gradient is wrong.',
    howToFix:
      'Subtract in the same order top and bottom. Then check the sign with a sketch: uphill left to right is positive.',
    subjectId: 241,
    rules: { 'gradient-points': (p) => numberAnswer(rat(p.y2 - p.y1, p.x1 - p.x2), { style: 'fraction' }) },
  },
  {
    misconceptionId: 2048,
    slug: 'gradient-rise-only',
    name: 'Gives the change in y as the gradient',
    description: 'Finds how far the line goes up and forgets to divide by how far it goes along.',
    howToFix: 'Gradient is a rate: up for every one along. Divide the rise by the run.',
    subjectId: 241,
    rules: { 'gradient-points': (p) => numberAnswer(p.y2 - p.y1) },
  },
  {
    misconceptionId: 2049,
    slug: 'gradient-y-over-x-of-point',
    name: 'Divides a y-coordinate by an x-coordinate',
    description: 'Uses y ÷ x from one of the points instead of the changes between them.',
    howToFix:
      'Gradient compares two points: the change in y over the change in x. Only lines through the origin have y ÷ x as gradient.',
    subjectId: 241,
    rules: {
      'gradient-points': (p) =>
        p.x2 !== 0 ? numberAnswer(rat(p.y2, p.x2), { style: 'fraction' }) : undefined,
    },
  },
  {
    misconceptionId: 2050,
    slug: 'gradient-first-number',
    name: 'Takes the first number in the equation as the gradient',
    description: 'Reads the gradient off as whatever number comes first in the equation.',
    howToFix: 'Rearrange into y = mx + c first; the gradient is the number multiplying x.',
    subjectId: 242,
    rules: { 'line-gradient': (p) => numberAnswer(p.a) },
  },
  {
    misconceptionId: 2051,
    slug: 'gradient-gives-intercept',
    name: 'Gives the y-intercept instead of the gradient',
    description: 'Confuses m and c in y = mx + c, giving the y-intercept as the gradient.',
    howToFix:
      'In y = mx + c, m multiplies x (how steep), c stands alone (where the line crosses the y-axis).',
    subjectId: 242,
    rules: { 'line-gradient': (p) => numberAnswer(rat(p.c, p.a), { style: 'fraction' }) },
  },
  {
    misconceptionId: 2052,
    slug: 'gradient-not-divided-by-y-coefficient',
    name: 'Does not divide by the coefficient of y',
    description: 'Reads the x coefficient as the gradient before making y the subject.',
    howToFix:
      'The equation must start "y =" before reading m. Divide every term by the number in front of y.',
    subjectId: 242,
    rules: { 'line-gradient': (p) => numberAnswer(p.b) },
  },
  {
    misconceptionId: 2053,
    slug: 'gradient-divided-wrong-way',
    name: 'Divides the y coefficient by the x coefficient',
    description: 'Rearranges but divides the wrong way round, giving the reciprocal of the gradient.',
    howToFix: 'Divide both sides by the coefficient of y: 2y = 6x + 4 gives y = 3x + 2.',
    subjectId: 242,
    rules: { 'line-gradient': (p) => numberAnswer(rat(p.a, p.b), { style: 'fraction' }) },
  },
  {
    misconceptionId: 2054,
    slug: 'gradient-ignores-sign',
    name: 'Ignores a negative gradient',
    description: 'Drops the minus sign, so a line sloping down is given a positive gradient.',
    howToFix:
      'The sign is part of the gradient: a line going down from left to right has a negative gradient. Sketch to check.',
    subjectId: 242,
    rules: {
      'line-gradient': (p) =>
        p.b * p.a < 0 ? numberAnswer(rat(Math.abs(p.b), Math.abs(p.a)), { style: 'fraction' }) : undefined,
    },
  },
  {
    misconceptionId: 2055,
    slug: 'inequality-no-flip-negative',
    name: 'Does not reverse the inequality when dividing by a negative',
    description: 'Divides both sides by a negative number and keeps the inequality sign the same way round.',
    howToFix:
      'Multiplying or dividing by a negative reverses the order: 2 < 3 but −2 > −3. Test a value from your answer in the original.',
    subjectId: 251,
    rules: {
      'linear-inequality': (p) => (p.a < 0 ? inequalityAnswer(p.sign, rat(p.c - p.b, p.a)) : undefined),
    },
  },
  {
    misconceptionId: 2056,
    slug: 'inequality-flips-unnecessarily',
    name: 'Reverses the inequality when it should not',
    description: 'Reverses the sign after subtracting or dividing by a positive number.',
    howToFix:
      'Only multiplying or dividing by a negative reverses the sign. Test a number from your answer in the original inequality.',
    subjectId: 251,
    rules: {
      'linear-inequality': (p) =>
        p.a > 0 ? inequalityAnswer(flipSign(p.sign), rat(p.c - p.b, p.a)) : undefined,
    },
  },
  {
    misconceptionId: 2057,
    slug: 'inequality-as-equation',
    name: 'Replaces the inequality with an equals sign',
    description: 'Solves the inequality as an equation and gives a single value.',
    howToFix: 'An inequality has a range of solutions. Keep the inequality sign in every line of working.',
    subjectId: 251,
    rules: { 'linear-inequality': (p) => inequalityAnswer('=', inequalitySolution(p).value) },
  },
  {
    misconceptionId: 2058,
    slug: 'strict-non-strict-confusion',
    name: 'Confuses < with ≤',
    description: 'Changes a strict inequality into an inclusive one (or the reverse) while solving.',
    howToFix:
      'Copy the symbol carefully each line: < excludes the boundary value, ≤ includes it. Check whether the boundary makes the original true.',
    subjectId: 251,
    rules: {
      'linear-inequality': (p) => {
        const s = inequalitySolution(p);
        const toggled = ({ '<': '<=', '<=': '<', '>': '>=', '>=': '>' } as const)[s.sign];
        return inequalityAnswer(toggled, s.value);
      },
    },
  },
  {
    misconceptionId: 2059,
    slug: 'rearrange-multiplies-instead',
    name: 'Multiplies instead of dividing when rearranging',
    description: 'Undoes a multiplication by multiplying again, so y = 3x + 5 becomes x = 3(y − 5).',
    howToFix:
      'To undo multiplying by 3, divide by 3. Check by substituting numbers into both forms of the formula.',
    subjectId: 261,
    rules: {
      'rearrange-linear': (p) =>
        formulaAnswer(`${p.a}(y ${signed(-p.b)})`, `${p.a}(y${signed(-p.b).replace(' ', '')})`),
    },
  },
  {
    misconceptionId: 2060,
    slug: 'rearrange-swaps-letters',
    name: 'Swaps the letters instead of rearranging',
    description: 'Makes x the subject by exchanging x and y in the formula.',
    howToFix:
      'Rearranging keeps the same relationship; swapping letters makes a new one. Undo each operation on x in turn.',
    subjectId: 261,
    rules: {
      'rearrange-linear': (p) =>
        formulaAnswer(`${p.a}y ${signed(p.b)}`, `${p.a}y${signed(p.b).replace(' ', '')}`),
    },
  },
  {
    misconceptionId: 2061,
    slug: 'multiplies-indices-when-multiplying',
    name: 'Multiplies the indices when multiplying powers',
    description: 'Multiplies the indices when multiplying powers of the same base, so x⁴ × x⁵ = x²⁰.',
    howToFix:
      'Write it out: x⁴ × x⁵ is four x’s times five x’s, nine x’s altogether. Add the indices when multiplying.',
    subjectId: 206,
    rules: {
      'index-law': (p) => (p.op === 'multiply' ? monomialAnswer(p.c1 * p.c2, p.e1 * p.e2) : undefined),
    },
  },
  {
    misconceptionId: 2062,
    slug: 'divides-indices-when-dividing',
    name: 'Divides the indices when dividing powers',
    description: 'Divides the indices when dividing powers of the same base, so x⁸ ÷ x² = x⁴.',
    howToFix: 'Cancel common factors: x⁸ ÷ x² leaves 8 − 2 = 6 x’s. Subtract the indices when dividing.',
    subjectId: 206,
    rules: {
      'index-law': (p) => (p.op === 'divide' ? monomialAnswer(div(p.c1, p.c2), p.e1 / p.e2) : undefined),
    },
  },
  {
    misconceptionId: 2063,
    slug: 'adds-indices-power-of-power',
    name: 'Adds the indices for a power of a power',
    description: 'Adds the indices when raising a power to a power, so (x³)⁴ = x⁷.',
    howToFix: '(x³)⁴ is x³ × x³ × x³ × x³: four lots of 3, so multiply the indices.',
    subjectId: 206,
    rules: { 'index-law': (p) => (p.op === 'power' ? monomialAnswer(p.c1 ** p.e2, p.e1 + p.e2) : undefined) },
  },
  {
    misconceptionId: 2064,
    slug: 'coefficient-not-raised-to-power',
    name: 'Does not raise the coefficient to the power',
    description: 'Works out (2x³)⁴ as 2x¹², applying the power to the letter only.',
    howToFix: 'Everything inside the bracket is raised to the power: (2x³)⁴ = 2⁴ × (x³)⁴ = 16x¹².',
    subjectId: 206,
    rules: {
      'index-law': (p) => (p.op === 'power' && p.c1 > 1 ? monomialAnswer(p.c1, p.e1 * p.e2) : undefined),
    },
  },
  {
    misconceptionId: 2065,
    slug: 'coefficient-times-power',
    name: 'Multiplies the coefficient by the power',
    description:
      'Works out (2x³)⁴ as 8x¹², multiplying the number by 4 instead of raising it to the power 4.',
    howToFix: '2⁴ means 2 × 2 × 2 × 2 = 16, not 2 × 4. Write the repeated multiplication out.',
    subjectId: 206,
    rules: {
      'index-law': (p) =>
        p.op === 'power' && p.c1 > 1 ? monomialAnswer(p.c1 * p.e2, p.e1 * p.e2) : undefined,
    },
  },
  {
    misconceptionId: 2066,
    slug: 'subtracts-coefficients-when-dividing',
    name: 'Subtracts the coefficients when dividing',
    description: 'Subtracts the indices correctly but also subtracts the numbers in front.',
    howToFix: 'Divide the numbers and subtract the indices: 12x⁸ ÷ 4x² = (12 ÷ 4)x⁸⁻² = 3x⁶.',
    subjectId: 206,
    rules: { 'index-law': (p) => (p.op === 'divide' ? monomialAnswer(p.c1 - p.c2, p.e1 - p.e2) : undefined) },
  },
  {
    misconceptionId: 2067,
    slug: 'mixes-up-index-laws',
    name: 'Uses the dividing law when multiplying (or the reverse)',
    description: 'Subtracts the indices when multiplying or adds them when dividing.',
    howToFix:
      'Multiplying adds indices, dividing subtracts them. Check with numbers: 2³ × 2² = 8 × 4 = 32 = 2⁵.',
    subjectId: 206,
    rules: {
      'index-law': (p) => {
        if (p.op === 'multiply') return p.e1 > p.e2 ? monomialAnswer(p.c1 * p.c2, p.e1 - p.e2) : undefined;
        if (p.op === 'divide') return monomialAnswer(div(p.c1, p.c2), p.e1 + p.e2);
        return undefined;
      },
    },
  },
  {
    misconceptionId: 2068,
    slug: 'ignores-second-coefficient',
    name: 'Ignores the second coefficient',
    description: 'Applies the index law to the powers but keeps only the first number.',
    howToFix:
      'Deal with the numbers and the letters separately: multiply (or divide) the numbers, then combine the powers.',
    subjectId: 206,
    rules: {
      'index-law': (p) =>
        p.op === 'power' || p.c2 === 1
          ? undefined
          : monomialAnswer(p.c1, p.op === 'multiply' ? p.e1 + p.e2 : p.e1 - p.e2),
    },
  },
  {
    misconceptionId: 2069,
    slug: 'eliminates-with-wrong-operation',
    name: 'Adds the equations when it should subtract them (or the reverse)',
    description:
      'Adds two simultaneous equations whose y terms have the same sign (or subtracts them when the signs differ), so y is not eliminated; then ignores the y terms and solves for x.',
    howToFix:
      'Look at the two y terms: the same sign, subtract; different signs, add ("same signs subtract"). Check that the y terms really cancel before going on.',
    subjectId: 225,
    rules: {
      'simultaneous-linear': (p) => {
        const s = Math.sign(p.b2 / p.b1);
        const a = p.a1 + s * p.a2;
        return a === 0 ? undefined : solutionAnswer(rat(p.c1 + s * p.c2, a));
      },
    },
  },
  {
    misconceptionId: 2070,
    slug: 'subtracts-equations-inconsistently',
    name: 'Subtracts the left-hand sides one way and the right-hand sides the other',
    description:
      'Subtracts the second equation from the first on the left but the first from the second on the right, so 5x + 2y = 19 and 3x + 2y = 13 give 2x = −6.',
    howToFix:
      'Subtract the whole equation: write the second under the first and take away term by term, including the numbers on the right. Substitute the answer back into both equations to check.',
    subjectId: 225,
    rules: {
      'simultaneous-linear': (p) =>
        p.b1 === p.b2 && p.a1 !== p.a2 ? solutionAnswer(rat(p.c2 - p.c1, p.a1 - p.a2)) : undefined,
    },
  },
  {
    misconceptionId: 2071,
    slug: 'stops-after-eliminating',
    name: 'Gives the right-hand side after eliminating, without dividing',
    description:
      'Eliminates y correctly, reaching an equation such as 2x = 6, then gives 6 as the value of x without dividing by the coefficient.',
    howToFix:
      '2x = 6 says two lots of x make 6, so one x is 6 ÷ 2. Finish every equation with x on its own, then substitute back to check.',
    subjectId: 225,
    rules: {
      'simultaneous-linear': (p) => {
        const { a, c } = eliminated(p);
        return a === 1 ? undefined : solutionAnswer(rat(c));
      },
    },
  },
  {
    misconceptionId: 2301,
    slug: 'number-beside-letter-added',
    name: 'Reads a number beside a letter as adding',
    description:
      'Takes 3a² to mean 3 + a² (and 3a to mean 3 + a), so with a = 4 works out 3 + 16 = 19 instead of 3 × 16 = 48.',
    howToFix:
      'A number written against a letter multiplies it: 3a² is 3 × a², just as 3 apples are three lots of one apple. Rewrite the term with its × sign before you substitute.',
    subjectId: 204,
    rules: { substitute: (p) => numberAnswer(p.p + p.a ** 2 + p.q) },
  },
];
