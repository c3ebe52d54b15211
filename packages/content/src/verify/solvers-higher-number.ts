/**
 * Verifier solvers for number at GCSE Higher and its worded problems. Each reads the stem as the
 * student sees it and works the answer out its own way, in the verifier's exact arithmetic.
 */

import {
  add,
  cmpQ,
  div,
  eq,
  gcdInt,
  mul,
  ONE,
  parseQ,
  pow,
  type Q,
  q,
  roundDp,
  show,
  sub,
  ZERO,
} from './exact.ts';
import { type Expect, inForm, number } from './expect.ts';
import { readQuantity } from './read.ts';
import type { Solver } from './solver.ts';
import { Unreadable } from './unreadable.ts';

function read(re: RegExp, text: string): RegExpExecArray {
  const m = re.exec(text);
  if (!m) throw new Unreadable(`cannot read "${text.slice(0, 60)}…" as ${re.source.slice(0, 40)}`);
  return m;
}

const int = (s: string | undefined) => BigInt(s === undefined || s === '' ? '1' : s);

/** Whether no square above 1 divides n. */
function squareFree(n: bigint): boolean {
  for (let f = 2n; f * f <= n; f++) if (n % (f * f) === 0n) return false;
  return true;
}

/**
 * A positive surd option read as its value squared ("2\sqrt{15}" → 60, "\frac{2\sqrt{3}}{3}" → 4/3,
 * "24" → 576), with whether it is written in its simplest form; undefined when it is not one.
 */
export function readSurd(text: string): { squared: Q; simplest: boolean } | undefined {
  const t = text.replaceAll('$', '').trim();
  const whole = /^(\d*)\\sqrt\{(\d+)\}$/.exec(t);
  if (whole) {
    const [k, m] = [int(whole[1]), BigInt(whole[2]!)];
    return { squared: q(k * k * m), simplest: squareFree(m) && m > 1n && whole[1] !== '1' };
  }
  const frac = /^\\frac\{(\d*)\\sqrt\{(\d+)\}\}\{(\d+)\}$/.exec(t);
  if (frac) {
    const [k, m, d] = [int(frac[1]), BigInt(frac[2]!), BigInt(frac[3]!)];
    return {
      squared: q(k * k * m, d * d),
      simplest: squareFree(m) && m > 1n && d > 1n && gcdInt(k, d) === 1n && frac[1] !== '1',
    };
  }
  const x = readQuantity(text);
  if (x?.pi !== 0 || x.unit !== '' || x.value.n < 0n) return undefined;
  return { squared: mul(x.value, x.value), simplest: /^\d+$/.test(t) || /^\\frac\{\d+\}\{\d+\}$/.test(t) };
}

/** A positive surd answer whose square is `squared`, to be shown in its simplest form. */
export function surd(squared: Q): Expect {
  return {
    answer: `√(${show(squared)})`,
    is: (text) => {
      const x = readSurd(text);
      return x !== undefined && eq(x.squared, squared) && x.simplest;
    },
    identity: (text) => {
      const x = readSurd(text);
      return x && `√${show(x.squared)}`;
    },
  };
}

/** An element x + y√r of the numbers made from whole numbers and one surd √r. */
interface WithRoot {
  x: Q;
  y: Q;
}

/** One bracket "X + Y" or "X - Y", each term a whole number or √r. */
function bracket(text: string): { terms: WithRoot[]; r: bigint | undefined } {
  const m = read(/^(\\sqrt\{\d+\}|\d+) ([+-]) (\\sqrt\{\d+\}|\d+)$/, text.trim());
  let r: bigint | undefined;
  const term = (t: string, sign: bigint): WithRoot => {
    const root = /^\\sqrt\{(\d+)\}$/.exec(t);
    if (!root) return { x: q(sign * BigInt(t)), y: ZERO };
    const n = BigInt(root[1]!);
    if (r !== undefined && r !== n) throw new Unreadable('one surd throughout');
    r = n;
    return { x: ZERO, y: q(sign) };
  };
  const terms = [term(m[1]!, 1n), term(m[3]!, m[2] === '-' ? -1n : 1n)];
  return { terms, r };
}

/** The k such that k^n = base, or undefined when base is not an nth power. */
function nthRoot(base: bigint, n: number): bigint | undefined {
  for (let k = 1n; k ** BigInt(n) <= base; k++) if (k ** BigInt(n) === base) return k;
  return undefined;
}

const lcmOf = (a: bigint, b: bigint) => (a * b) / gcdInt(a, b);

/** Pounds in a stem ("£2.45") as an exact value. */
const pounds = (text: string) => parseQ(text);

/** A number in standard form in a stem: its first number and its power of 10. */
const SF = String.raw`(\d+(?:\.\d+)?) \\times 10\^\{(-?\d+)\}`;

/** An answer asked for in standard form: a × 10^n with 1 ≤ a < 10, of the right value. */
function standardForm(value: Q): Expect {
  return inForm(`${show(value)} in standard form`, (text) => {
    const o = /^\$(\d+(?:\.\d+)?) \\times 10\^\{(-?\d+)\}\$$/.exec(text);
    if (!o) return false;
    const first = parseQ(o[1]!);
    return cmpQ(first, ONE) >= 0 && cmpQ(first, q(10)) < 0 && eq(mul(first, pow(q(10), Number(o[2]))), value);
  });
}

export const HIGHER_NUMBER_SOLVERS: Readonly<Record<string, Solver>> = {
  'negative-indices': (s) => {
    const m = read(/^(?:(\d+)|\\left\(\\frac\{(\d+)\}\{(\d+)\}\\right\))\^\{-(\d+)\}$/, s.maths[0] ?? '');
    const base = m[1] ? q(BigInt(m[1])) : q(BigInt(m[2]!), BigInt(m[3]!));
    return number(pow(base, -Number(m[4])));
  },
  'fractional-indices': (s) => {
    const m = read(/^(\d+)\^\{(-?)\\frac\{(\d+)\}\{(\d+)\}\}$/, s.maths[0] ?? '');
    const root = nthRoot(BigInt(m[1]!), Number(m[4]));
    if (root === undefined) throw new Unreadable('a base that is an exact power');
    const value = pow(q(root), Number(m[3]));
    return number(m[2] ? div(ONE, value) : value);
  },
  'standard-form-multiply-divide': (s) => {
    if (!/giving your answer in standard form/.test(s.stem)) throw new Unreadable('what is asked');
    const m = read(new RegExp(`^\\(${SF}\\) (\\\\times|\\\\div) \\(${SF}\\)$`), s.maths[0] ?? '');
    const a = mul(parseQ(m[1]!), pow(q(10), Number(m[2])));
    const b = mul(parseQ(m[4]!), pow(q(10), Number(m[5])));
    return standardForm(m[3] === '\\times' ? mul(a, b) : div(a, b));
  },
  'standard-form-add-subtract': (s) => {
    if (!/giving your answer in standard form/.test(s.stem)) throw new Unreadable('what is asked');
    const m = read(new RegExp(`^\\(${SF}\\) ([+-]) \\(${SF}\\)$`), s.maths[0] ?? '');
    const a = mul(parseQ(m[1]!), pow(q(10), Number(m[2])));
    const b = mul(parseQ(m[4]!), pow(q(10), Number(m[5])));
    return standardForm(m[3] === '+' ? add(a, b) : sub(a, b));
  },
  'multiply-surds': (s) => {
    const m = read(/^(\d*)\\sqrt\{(\d+)\} \\times (\d*)\\sqrt\{(\d+)\}$/, s.maths[0] ?? '');
    const [c, a, d, b] = [int(m[1]), BigInt(m[2]!), int(m[3]), BigInt(m[4]!)];
    return surd(q(c * c * a * d * d * b));
  },
  'rationalise-the-denominator': (s) => {
    if (!/Rationalise the denominator/.test(s.stem)) throw new Unreadable('what is asked');
    const m = read(/^\\frac\{(\d+)\}\{\\sqrt\{(\d+)\}\}$/, s.maths[0] ?? '');
    const a = BigInt(m[1]!);
    return surd(q(a * a, BigInt(m[2]!)));
  },
  'expand-surd-brackets': (s) => {
    const m = read(/^\((.+)\)\((.+)\)$/, s.maths[0] ?? '');
    const [p1, p2] = [bracket(m[1]!), bracket(m[2]!)];
    const r = q(p1.r ?? p2.r ?? 0n);
    // (x1 + y1√r)(x2 + y2√r) = x1x2 + y1y2·r + (x1y2 + x2y1)√r, summed over every pair of terms.
    let [x, y] = [ZERO, ZERO];
    for (const t1 of p1.terms)
      for (const t2 of p2.terms) {
        x = add(x, add(mul(t1.x, t2.x), mul(mul(t1.y, t2.y), r)));
        y = add(y, add(mul(t1.x, t2.y), mul(t2.x, t1.y)));
      }
    if (y.n !== 0n) throw new Unreadable('a product with no surd left');
    return number(x);
  },
  'error-intervals': (s) => {
    const m = read(
      /is \$([\d.]+)\$ (\w+), correct to (?:\$(\d+)\$ decimal places?|the nearest \$(\d+)\$ (\w+))\. What is its (lower|upper) bound\?/,
      s.stem,
    );
    if (m[5] !== undefined && m[5] !== m[2]) throw new Unreadable('an accuracy in the same unit');
    const step = m[3] !== undefined ? pow(q(10), -Number(m[3])) : q(BigInt(m[4]!));
    const half = div(step, q(2));
    const value = parseQ(m[1]!);
    return number(m[6] === 'lower' ? sub(value, half) : add(value, half), { unit: m[2]! });
  },
  'bounds-of-an-area': (s) => {
    const m = read(
      /is \$(\d+)\$ m long and \$(\d+)\$ m wide, each measured to the nearest metre\. What is the (lower|upper) bound of its area\?/,
      s.stem,
    );
    const half = m[3] === 'lower' ? q(-1, 2) : q(1, 2);
    return number(mul(add(parseQ(m[1]!), half), add(parseQ(m[2]!), half)), { unit: 'm^2' });
  },
  'bounds-of-a-speed': (s) => {
    const m = read(
      /(?:runs|swims) \$(\d+)\$ m, measured to the nearest metre, in \$(\d+)\$ seconds, measured to the nearest second\. What is the (lower|upper) bound of the \w+'s average speed\? Give your answer in m\/s to \$(\d+)\$ decimal places\./,
      s.stem,
    );
    const [d, t, half] = [parseQ(m[1]!), parseQ(m[2]!), q(1, 2)];
    // Speed grows with the distance and shrinks with the time.
    const value = m[3] === 'upper' ? div(add(d, half), sub(t, half)) : div(sub(d, half), add(t, half));
    return number(roundDp(value, Number(m[4])), { unit: 'm/s' });
  },
  'recurring-decimals-to-fractions': (s) => {
    if (!/as a fraction in its simplest form/.test(s.stem)) throw new Unreadable('what is asked');
    const m = read(/^0\.(\d*)\\dot\{(\d)\}(?:(\d*)\\dot\{(\d)\})?$/, s.maths[0] ?? '');
    const fixed = m[1]!;
    const repeat = `${m[2]}${m[3] ?? ''}${m[4] ?? ''}`;
    // 0.fixed, plus the repeating block as a geometric series: block / (10^r − 1), shifted past the fixed digits.
    const shift = pow(q(10), fixed.length);
    const head = fixed === '' ? ZERO : div(parseQ(fixed), shift);
    const tail = div(div(parseQ(repeat), sub(pow(q(10), repeat.length), ONE)), shift);
    return number(add(head, tail), { simplest: true });
  },
  'product-rule-for-counting': (s) => {
    const lock =
      /has \$(\d+)\$ dials\. Each dial shows one of the digits \$(\d+)\$ to \$(\d+)\$, and a digit (may|cannot) be used more than once\. How many different codes/.exec(
        s.stem,
      );
    const m =
      lock ??
      read(
        /is \$(\d+)\$ letters long\. Each letter is one of the first \$(\d+)\$ letters of the alphabet, and a letter (may|cannot) be used more than once\. How many different codes/,
        s.stem,
      );
    const positions = Number(m[1]);
    const choices = lock ? BigInt(lock[3]!) - BigInt(lock[2]!) + 1n : BigInt(m[2]!);
    const repeats = (lock ? lock[4] : m[3]) === 'may';
    let count = 1n;
    for (let i = 0; i < positions; i++) count *= repeats ? choices : choices - BigInt(i);
    return number(q(count));
  },
  'hcf-lcm-problems': (s) => {
    const buses =
      /One leaves every \$(\d+)\$ minutes and the other every \$(\d+)\$ minutes\. After how many minutes will they next leave together\?/.exec(
        s.stem,
      );
    if (buses) return number(q(lcmOf(BigInt(buses[1]!), BigInt(buses[2]!))), { unit: 'minutes' });
    const packs =
      /in packs of \$(\d+)\$ and burgers in packs of \$(\d+)\$\. \w+ wants exactly the same number of rolls and burgers\. What is the smallest number of rolls/.exec(
        s.stem,
      );
    if (packs) return number(q(lcmOf(BigInt(packs[1]!), BigInt(packs[2]!))), { unit: '' });
    const m = read(
      /ribbons are \$(\d+)\$ cm and \$(\d+)\$ cm long\. Both are cut into pieces of the same length, with none left over\. What is the longest/,
      s.stem,
    );
    return number(q(gcdInt(BigInt(m[1]!), BigInt(m[2]!))), { unit: 'cm' });
  },
  'fraction-of-a-remainder': (s) => {
    const m = read(
      /costs £(\d+)\. The school pays \$\\frac\{(\d+)\}\{(\d+)\}\$ of the cost\. Parents pay \$\\frac\{(\d+)\}\{(\d+)\}\$ of what is left, and the parents' association pays the rest\. How much does the parents' association pay\?/,
      s.stem,
    );
    const total = parseQ(m[1]!);
    const school = mul(total, q(BigInt(m[2]!), BigInt(m[3]!)));
    const left = sub(total, school);
    const parents = mul(left, q(BigInt(m[4]!), BigInt(m[5]!)));
    return number(sub(left, parents), { unit: '£' });
  },
  'change-from-a-shop': (s) => {
    const m = read(
      /buys \$(\d+)\$ [a-z ]+ at £([\d.]+) each and an? [a-z ]+ for £([\d.]+)\. \w+ pays with a £(\d+) note\. How much change/,
      s.stem,
    );
    const spent = add(mul(parseQ(m[1]!), pounds(m[2]!)), pounds(m[3]!));
    return number(sub(parseQ(m[4]!), spent), { unit: '£' });
  },
};
