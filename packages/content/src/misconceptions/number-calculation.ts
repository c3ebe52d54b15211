/**
 * Number-strand misconceptions about calculating: column addition and subtraction, long multiplication,
 * negative numbers, the order of operations, factors and multiples, prime factors (split from `number.ts`,
 * whose helpers they share).
 */

import { numberAnswer } from '../answer.ts';
import type { Misconception } from '../misconception.ts';
import { degrees } from '../problems/geometry.ts';
import { digitsOf, fromDigits, primeFactorisation, productAnswer } from '../problems/number.ts';
import { div, gcd, lcm } from '../rational.ts';
import { columnSubtract, sign } from './number.ts';

/** Calculation misconceptions of the number strand, with their rules. */
export const NUMBER_CALCULATION_MISCONCEPTIONS: readonly Misconception[] = [
  {
    misconceptionId: 1024,
    slug: 'addition-forgets-carry',
    name: 'Forgets to carry in column addition',
    description:
      'Writes only the ones digit of a column total and drops the ten, so 8 + 5 gives 3 with nothing carried.',
    howToFix:
      'When a column adds to 10 or more, exchange ten ones for one ten: write the 1 under the next column and add it in. Check with an estimate.',
    subjectId: 121,
    rules: {
      'column-add': (p) => {
        const a = digitsOf(p.a);
        const b = digitsOf(p.b);
        const len = Math.max(a.length, b.length);
        const out = Array.from({ length: len }, (_, i) => ((a[i] ?? 0) + (b[i] ?? 0)) % 10);
        return numberAnswer(fromDigits(out));
      },
    },
  },
  {
    misconceptionId: 1025,
    slug: 'addition-writes-column-totals',
    name: 'Writes whole column totals in column addition',
    description:
      'Writes the full total of every column side by side (8 + 5 = 13 written as 13), making an answer far too long.',
    howToFix:
      'Each column can hold only one digit. Keep the ones digit and carry the ten to the next column; compare the size of the answer with an estimate.',
    subjectId: 121,
    rules: {
      'column-add': (p) => {
        const a = digitsOf(p.a);
        const b = digitsOf(p.b);
        const len = Math.max(a.length, b.length);
        const totals = Array.from({ length: len }, (_, i) => (a[i] ?? 0) + (b[i] ?? 0));
        if (totals.every((t) => t < 10)) return undefined;
        return numberAnswer(Number(totals.reverse().join('')));
      },
    },
  },
  {
    misconceptionId: 1026,
    slug: 'aligns-digits-from-left',
    name: 'Lines up digits from the left',
    description:
      'Writes numbers of different lengths lined up on the left, so hundreds are added to thousands.',
    howToFix:
      'Line up the ones column first, then tens, hundreds and so on. Write the numbers in a place-value grid.',
    subjectId: 121,
    rules: {
      'column-add': (p) => {
        const la = String(p.a).length;
        const lb = String(p.b).length;
        if (la === lb) return undefined;
        return numberAnswer(la > lb ? p.a + p.b * 10 ** (la - lb) : p.b + p.a * 10 ** (lb - la));
      },
    },
  },
  {
    misconceptionId: 1027,
    slug: 'drops-final-carry',
    name: 'Drops the final carried digit',
    description:
      'Carries correctly between columns but does not write the last carry, so the answer loses its leading digit.',
    howToFix:
      'A carry out of the last column still has to be written: it starts a new column on the left. Estimate to see the answer needs the extra digit.',
    subjectId: 121,
    rules: {
      'column-add': (p) => {
        const len = Math.max(String(p.a).length, String(p.b).length);
        const sum = p.a + p.b;
        return String(sum).length > len ? numberAnswer(sum % 10 ** len) : undefined;
      },
    },
  },
  {
    misconceptionId: 1028,
    slug: 'subtracts-smaller-from-larger-digit',
    name: 'Subtracts the smaller digit from the larger',
    description:
      'In each column takes the smaller digit from the larger, whichever is on top, so avoids exchanging.',
    howToFix:
      'The top number is the one you start with, so always calculate top − bottom. When the top digit is smaller, exchange one from the next column.',
    subjectId: 122,
    rules: {
      'column-subtract': (p) => numberAnswer(columnSubtract(p.a, p.b, 'swap')),
      // Co-interior angles worked as 180° − a in columns: 180 − 76 gives 116 (0 − 6 read as 6), not 104.
      // Always above the key, where the other errors (a, 90°, 90° − a) fall below it (decision 0063).
      'parallel-angles': (p) =>
        p.relation === 'co-interior' ? degrees(columnSubtract(180, p.angle, 'swap')) : undefined,
    },
  },
  {
    misconceptionId: 1029,
    slug: 'exchange-without-decrease',
    name: 'Exchanges without reducing the next column',
    description: 'Adds ten to a column that needs it but does not take one from the column to the left.',
    howToFix:
      'An exchange moves value, it does not create it: cross out the next digit and write one less before adding ten. Model it with base-ten blocks.',
    subjectId: 122,
    rules: { 'column-subtract': (p) => numberAnswer(columnSubtract(p.a, p.b, 'no-decrement')) },
  },
  {
    misconceptionId: 1030,
    slug: 'small-minus-large-is-zero',
    name: 'Writes 0 when the top digit is smaller',
    description:
      'Believes a smaller digit minus a larger one is zero (3 − 8 = 0) and moves on without exchanging.',
    howToFix:
      'You cannot take 8 from 3 without exchanging. Take one ten from the next column to make 13, then 13 − 8 = 5.',
    subjectId: 122,
    rules: { 'column-subtract': (p) => numberAnswer(columnSubtract(p.a, p.b, 'zero')) },
  },
  {
    misconceptionId: 1031,
    slug: 'exchange-across-zero',
    name: 'Exchanges from a zero as if it were ten',
    description:
      'When the next digit is 0, turns it into 10 to borrow from and never exchanges from the digit beyond it.',
    howToFix:
      'A zero has nothing to give. Exchange from the next non-zero digit first: 500 becomes 4 hundreds, 9 tens and 10 ones.',
    subjectId: 122,
    rules: { 'column-subtract': (p) => numberAnswer(columnSubtract(p.a, p.b, 'zero-becomes-ten')) },
  },
  {
    misconceptionId: 1032,
    slug: 'multiplies-tens-by-tens-ones-by-ones',
    name: 'Multiplies only tens by tens and ones by ones',
    description: 'Works out 34 × 26 as 30 × 20 + 4 × 6, missing the two cross products.',
    howToFix:
      'Use a grid: both parts of one number multiply both parts of the other, so there are four products to add (30×20, 30×6, 4×20, 4×6).',
    subjectId: 123,
    rules: {
      'long-multiply': (p) => {
        const [a0, a1] = digitsOf(p.a);
        const [b0, b1] = digitsOf(p.b);
        return numberAnswer(100 * a1! * b1! + a0! * b0!);
      },
    },
  },
  {
    misconceptionId: 1033,
    slug: 'long-multiplication-no-placeholder',
    name: 'Forgets the placeholder zero in long multiplication',
    description: 'Multiplies by the tens digit as if it were ones, leaving out the zero in the second row.',
    howToFix:
      'The second row multiplies by tens (2 tens, not 2), so start it with a zero in the ones column. Estimate to check the size.',
    subjectId: 123,
    rules: {
      'long-multiply': (p) => {
        const [b0, b1] = digitsOf(p.b);
        return numberAnswer(p.a * b0! + p.a * b1!);
      },
    },
  },
  {
    misconceptionId: 1034,
    slug: 'grid-method-misses-product',
    name: 'Leaves out a partial product',
    description:
      'Multiplies the ones of the first number by the ones of the second but forgets them times the tens.',
    howToFix:
      'Draw the grid and fill every cell before adding: a two-digit by two-digit product always has four parts.',
    subjectId: 123,
    rules: {
      'long-multiply': (p) => {
        const [a0] = digitsOf(p.a);
        const [, b1] = digitsOf(p.b);
        return numberAnswer(p.a * p.b - 10 * a0! * b1!);
      },
    },
  },
  {
    misconceptionId: 1035,
    slug: 'long-multiplication-two-placeholders',
    name: 'Shifts the tens row two places',
    description:
      'Writes two placeholder zeros when multiplying by the tens digit, so that row is ten times too big.',
    howToFix:
      'Multiplying by tens needs one placeholder zero; hundreds need two. Say the digit with its value: "times 20".',
    subjectId: 123,
    rules: {
      'long-multiply': (p) => {
        const [b0, b1] = digitsOf(p.b);
        return numberAnswer(p.a * b0! + 100 * p.a * b1!);
      },
    },
  },
  {
    misconceptionId: 1036,
    slug: 'subtracting-negative-decreases',
    name: 'Thinks subtracting a negative makes a number smaller',
    description: 'Treats a − (−b) as a − b, ignoring that taking away a negative increases the value.',
    howToFix:
      'Subtracting is finding the difference: from −5 up to −3 is +2. Use a number line or the pattern 3 − 1, 3 − 0, 3 − (−1) to see the answers increase.',
    subjectId: 131,
    rules: {
      'negative-add-sub': (p) =>
        p.op === 'subtract' && p.b < 0 ? numberAnswer(p.a - Math.abs(p.b)) : undefined,
    },
  },
  {
    misconceptionId: 1037,
    slug: 'ignores-negative-signs',
    name: 'Ignores the negative signs',
    description: 'Calculates with the numbers as if they were all positive.',
    howToFix:
      'Read the signs aloud first and mark the starting point on a number line. A negative number is below zero, so it changes which way you move.',
    subjectId: 131,
    rules: {
      'negative-add-sub': (p) =>
        numberAnswer(p.op === 'add' ? Math.abs(p.a) + Math.abs(p.b) : Math.abs(p.a) - Math.abs(p.b)),
    },
  },
  {
    misconceptionId: 1038,
    slug: 'adds-magnitudes-keeps-larger-sign',
    name: 'Adds the sizes and keeps the sign of the larger',
    description:
      'For numbers with different signs, adds their sizes and gives the sign of the larger (−7 + 3 = −10).',
    howToFix:
      'A positive and a negative partly cancel: find the difference of their sizes. On a number line, start at −7 and move 3 to the right to reach −4.',
    subjectId: 131,
    rules: {
      'negative-add-sub': (p) => {
        const b = p.op === 'add' ? p.b : -p.b;
        if (p.a === 0 || b === 0 || sign(p.a) === sign(b)) return undefined;
        const larger = Math.abs(p.a) >= Math.abs(b) ? p.a : b;
        return numberAnswer(sign(larger) * (Math.abs(p.a) + Math.abs(b)));
      },
    },
  },
  {
    misconceptionId: 1039,
    slug: 'adding-negative-increases',
    name: 'Thinks adding a negative makes a number bigger',
    description: 'Treats a + (−b) as a + b, moving up the number line instead of down.',
    howToFix:
      'Adding a negative is the same as subtracting its size: 4 + (−6) = 4 − 6. Model it with counters where a red counter cancels a yellow one.',
    subjectId: 131,
    rules: {
      'negative-add-sub': (p) => (p.op === 'add' && p.b < 0 ? numberAnswer(p.a + Math.abs(p.b)) : undefined),
    },
  },
  {
    misconceptionId: 1040,
    slug: 'sign-of-first-number',
    name: 'Gives the answer the sign of the first number',
    description:
      'Works out the size of the answer but copies the sign of the first number in the calculation.',
    howToFix:
      'Decide the sign from where you finish on the number line, not from the first number. Sketch the line and check.',
    subjectId: 131,
    rules: {
      'negative-add-sub': (p) => {
        const correct = p.op === 'add' ? p.a + p.b : p.a - p.b;
        return correct === 0 ? undefined : numberAnswer(sign(p.a) * Math.abs(correct));
      },
    },
  },
  {
    misconceptionId: 1041,
    slug: 'negative-times-negative-negative',
    name: 'Thinks a negative times a negative is negative',
    description: 'Believes multiplying or dividing two negative numbers gives a negative answer.',
    howToFix:
      'Continue the pattern −3 × 2 = −6, −3 × 1 = −3, −3 × 0 = 0, −3 × −1 = 3: each step adds 3. Two negatives multiply or divide to give a positive.',
    subjectId: 132,
    rules: {
      'negative-mul-div': (p) =>
        p.a < 0 && p.b < 0 ? numberAnswer(-Math.abs(p.op === 'multiply' ? p.a * p.b : p.a / p.b)) : undefined,
    },
  },
  {
    misconceptionId: 1042,
    slug: 'negative-times-positive-positive',
    name: 'Thinks a negative times a positive is positive',
    description: 'Gives a positive answer when multiplying or dividing numbers with different signs.',
    howToFix:
      'Think of −4 × 3 as three lots of −4: −4, −8, −12. Different signs give a negative answer; the same signs give a positive one.',
    subjectId: 132,
    rules: {
      'negative-mul-div': (p) =>
        sign(p.a) !== sign(p.b)
          ? numberAnswer(Math.abs(p.op === 'multiply' ? p.a * p.b : p.a / p.b))
          : undefined,
    },
  },
  {
    misconceptionId: 1043,
    slug: 'adds-instead-of-multiplying-negatives',
    name: 'Adds negative numbers when asked to multiply',
    description: 'Combines the numbers by adding them, applying the rules for addition to a product.',
    howToFix:
      'Read the operation sign before the number signs. × means groups of: −4 × −6 asks for −6 lots of −4, which is 24, not −10.',
    subjectId: 132,
    rules: { 'negative-mul-div': (p) => (p.op === 'multiply' ? numberAnswer(p.a + p.b) : undefined) },
  },
  {
    misconceptionId: 1044,
    slug: 'subtracts-instead-of-multiplying-negatives',
    name: 'Treats the signs in a product as subtraction',
    description: 'Reads (−4) × (−6) as −4 − 6 or −4 − (−6), turning the negative signs into take-aways.',
    howToFix:
      'Brackets around a negative number show it is one number, not a subtraction. Multiply the sizes, then decide the sign.',
    subjectId: 132,
    rules: { 'negative-mul-div': (p) => (p.op === 'multiply' ? numberAnswer(p.a - p.b) : undefined) },
  },
  {
    misconceptionId: 1045,
    slug: 'divides-the-wrong-way',
    name: 'Divides the second number by the first',
    description: 'Swaps the order in a division, working out b ÷ a instead of a ÷ b.',
    howToFix:
      'Division is not commutative: a ÷ b asks how many b fit into a. Read it as "a shared by b" and keep the order.',
    subjectId: 132,
    rules: { 'negative-mul-div': (p) => (p.op === 'divide' ? numberAnswer(div(p.b, p.a)) : undefined) },
  },
  {
    misconceptionId: 1046,
    slug: 'multiplies-instead-of-dividing',
    name: 'Multiplies when asked to divide',
    description: 'Multiplies the two numbers instead of dividing them.',
    howToFix:
      'Say the calculation in words ("−24 shared into 6 groups") and estimate: the answer must be smaller in size than −24.',
    subjectId: 132,
    rules: { 'negative-mul-div': (p) => (p.op === 'divide' ? numberAnswer(p.a * p.b) : undefined) },
  },
  {
    misconceptionId: 1047,
    slug: 'bidmas-left-to-right',
    name: 'Works left to right, ignoring the order of operations',
    description: 'Does each operation in the order it is written, so 20 − 3 × 4 becomes 17 × 4.',
    howToFix:
      'Multiplication and division come before addition and subtraction. Underline the × parts and work them out first, then add and subtract from left to right.',
    subjectId: 141,
    rules: {
      bidmas: (p) => numberAnswer(p.form === 'a-bc+d' ? (p.a - p.b) * p.c + p.d : (p.a + p.b) * p.c ** 2),
    },
  },
  {
    misconceptionId: 1048,
    slug: 'addition-before-subtraction',
    name: 'Does addition before subtraction',
    description:
      'Reads BIDMAS as a strict order and adds before subtracting, so 20 − 12 + 2 becomes 20 − 14.',
    howToFix:
      'Addition and subtraction have equal priority: work them from left to right. Rewrite the subtraction as adding a negative if it helps.',
    subjectId: 141,
    rules: { bidmas: (p) => (p.form === 'a-bc+d' ? numberAnswer(p.a - (p.b * p.c + p.d)) : undefined) },
  },
  {
    misconceptionId: 1049,
    slug: 'adds-before-multiplying',
    name: 'Does additions and subtractions before multiplying',
    description: 'Works out the additions and subtractions either side first, then multiplies the results.',
    howToFix:
      'Multiplication binds the numbers next to it more tightly. Put brackets round each product (3 × 4) before doing anything else.',
    subjectId: 141,
    rules: { bidmas: (p) => (p.form === 'a-bc+d' ? numberAnswer((p.a - p.b) * (p.c + p.d)) : undefined) },
  },
  {
    misconceptionId: 1050,
    slug: 'multiplies-before-power',
    name: 'Multiplies before working out the power',
    description: 'In b × c², squares the product b × c instead of just c.',
    howToFix:
      'A power belongs only to the number it is written on. Work out c² first (indices come before multiplication).',
    subjectId: 141,
    rules: { bidmas: (p) => (p.form === 'a+bc^2' ? numberAnswer(p.a + (p.b * p.c) ** 2) : undefined) },
  },
  {
    misconceptionId: 1051,
    slug: 'power-as-multiplication',
    name: 'Multiplies the base by the power',
    description: 'Treats a power as multiplication by the index, so 4³ = 12 and x² = 2x.',
    howToFix:
      'The index says how many times the base appears in a product: 4³ = 4 × 4 × 4. Write the repeated multiplication out before calculating.',
    subjectId: 181,
    rules: {
      bidmas: (p) => (p.form === 'a+bc^2' ? numberAnswer(p.a + p.b * 2 * p.c) : undefined),
      power: (p) => numberAnswer(p.base * p.exponent),
    },
  },
  {
    misconceptionId: 1052,
    slug: 'confuses-hcf-and-lcm',
    name: 'Confuses HCF and LCM',
    description: 'Gives the lowest common multiple when asked for the highest common factor, or the reverse.',
    howToFix:
      'Factors go into a number (they are smaller or equal); multiples come out of it (they are larger or equal). The HCF is at most the smaller number; the LCM is at least the larger.',
    subjectId: 151,
    rules: { 'hcf-lcm': (p) => numberAnswer(p.ask === 'hcf' ? lcm(p.a, p.b) : gcd(p.a, p.b)) },
  },
  {
    misconceptionId: 1053,
    slug: 'lcm-is-product',
    name: 'Thinks the LCM is the product of the numbers',
    description:
      'Multiplies the two numbers to find the lowest common multiple, even when they share a factor.',
    howToFix:
      'The product is always a common multiple but not always the lowest. List the multiples of the larger number until one divides by the smaller.',
    subjectId: 151,
    rules: { 'hcf-lcm': (p) => (p.ask === 'lcm' && gcd(p.a, p.b) > 1 ? numberAnswer(p.a * p.b) : undefined) },
  },
  {
    misconceptionId: 1054,
    slug: 'common-factor-not-highest',
    name: 'Gives a common factor or multiple that is not the highest or lowest',
    description:
      'Finds a factor both numbers share (or a multiple they share) but stops before the highest (or lowest) one.',
    howToFix:
      'List all the factors of both numbers (or the multiples) and circle every common one; then pick the highest factor or lowest multiple. Prime factor trees make this reliable.',
    subjectId: 151,
    rules: {
      'hcf-lcm': (p) => {
        if (p.ask === 'hcf') {
          const h = gcd(p.a, p.b);
          const smallest = primeFactorisation(h)[0]?.[0];
          return smallest !== undefined && smallest !== h ? numberAnswer(smallest) : undefined;
        }
        const l = lcm(p.a, p.b);
        return 2 * l === p.a * p.b ? undefined : numberAnswer(2 * l);
      },
    },
  },
  {
    misconceptionId: 1055,
    slug: 'hcf-is-smaller-number',
    name: 'Gives one of the numbers as the HCF or LCM',
    description:
      'Assumes the HCF is the smaller number (or the LCM the larger) without checking it divides (or is divisible by) the other.',
    howToFix:
      'Check the answer: the HCF must divide both numbers exactly, and the LCM must be divisible by both. Test the candidate before giving it.',
    subjectId: 151,
    rules: { 'hcf-lcm': (p) => numberAnswer(p.ask === 'hcf' ? Math.min(p.a, p.b) : Math.max(p.a, p.b)) },
  },
  {
    misconceptionId: 1056,
    slug: 'prime-factors-stop-at-composite',
    name: 'Stops at a factor that is not prime',
    description: 'Leaves a composite number such as 4 or 6 in the product, so it is not a product of primes.',
    howToFix:
      'Keep splitting the factor tree until every branch ends in a prime; circle the primes. Check each factor in the answer is prime.',
    subjectId: 152,
    rules: {
      'prime-factors': (p) => {
        const f = primeFactorisation(p.n);
        const repeated = f.findIndex(([, e]) => e >= 2);
        if (repeated >= 0) {
          const [prime, e] = f[repeated]!;
          const parts = f.map(([q, k]): [number, number] => (q === prime ? [prime ** e, 1] : [q, k]));
          return productAnswer(parts);
        }
        if (f.length < 3) return undefined;
        const [[p1], [p2], ...rest] = f as [[number, number], [number, number], ...Array<[number, number]>];
        return productAnswer([[p1 * p2, 1], ...rest]);
      },
    },
  },
  {
    misconceptionId: 1057,
    slug: 'prime-factors-each-once',
    name: 'Lists each prime factor only once',
    description: 'Writes the distinct primes but misses repeats, so 60 = 2 × 3 × 5.',
    howToFix:
      'Multiply your answer back out: it must make the original number. Every prime at the end of the factor tree appears in the product, repeats included.',
    subjectId: 152,
    rules: {
      'prime-factors': (p) => {
        const f = primeFactorisation(p.n);
        return f.some(([, e]) => e > 1) ? productAnswer(f.map(([q]) => [q, 1] as const)) : undefined;
      },
    },
  },
  {
    misconceptionId: 1058,
    slug: 'one-is-prime',
    name: 'Thinks 1 is a prime number',
    description: 'Includes 1 in a prime factorisation, believing 1 is prime.',
    howToFix:
      'A prime has exactly two factors, 1 and itself. 1 has only one factor, so it is not prime and never appears in a prime factorisation.',
    subjectId: 152,
    rules: { 'prime-factors': (p) => productAnswer([[1, 1], ...primeFactorisation(p.n)]) },
  },
  {
    misconceptionId: 1059,
    slug: 'factor-pair-not-primes',
    name: 'Gives a factor pair instead of prime factors',
    description: 'Writes the number as two factors multiplied together and stops.',
    howToFix:
      'A factor pair is only the first branch of the factor tree. Keep splitting each branch until only primes remain.',
    subjectId: 152,
    rules: {
      'prime-factors': (p) => {
        let f = Math.floor(Math.sqrt(p.n));
        while (f > 1 && p.n % f !== 0) f--;
        const isPrime = (x: number) =>
          primeFactorisation(x).length === 1 && primeFactorisation(x)[0]![1] === 1;
        // Two primes would be a correct (if unindexed) factorisation, not a misconception.
        return f > 1 && !(isPrime(f) && isPrime(p.n / f))
          ? productAnswer([
              [f, 1],
              [p.n / f, 1],
            ])
          : undefined;
      },
    },
  },
];
