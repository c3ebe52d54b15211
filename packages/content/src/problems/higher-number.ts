/**
 * Number at GCSE Higher: negative and fractional indices, calculating with surds, error intervals
 * and bounds, recurring decimals, the product rule for counting, and worded and multi-step number
 * problems (buses and packs, a school trip's costs, change from a shop).
 */

import { type Answer, mathAnswer, numberAnswer } from '../answer.ts';
import type { KindTable } from '../kind.ts';
import { latexDecimal, latexFraction } from '../latex.ts';
import { add, cmp, div, gcd, lcm, mul, type Rat, rat, roundTo, sub } from '../rational.ts';
import { standardFormAnswer, tex } from './number.ts';

/** Every higher-number problem, as stored with its question. */
export type HigherNumberProblem =
  /** (num/den)^(−n): an integer base when den is 1. */
  | { kind: 'negative-index'; num: number; den: number; n: number }
  /** (root^den)^(±num/den). */
  | { kind: 'fractional-index'; root: number; num: number; den: number; negative: boolean }
  /** (a × 10^m) × or ÷ (b × 10^n), with a = a100/100 and b = b100/100 each from 1 to 10. */
  | {
      kind: 'standard-form-calc';
      a100: number;
      m: number;
      b100: number;
      n: number;
      op: 'multiply' | 'divide';
    }
  /** (a × 10^m) ± (b × 10^n) with m > n, a = a100/100, b = b100/100; the answer is positive. */
  | { kind: 'standard-form-sum'; a100: number; m: number; b100: number; n: number; op: 'add' | 'subtract' }
  /** c√a × d√b, with a and b square-free and coprime so the product needs no simplifying. */
  | { kind: 'surd-multiply'; c: number; a: number; d: number; b: number }
  /** a/√b, to be written with a rational denominator. */
  | { kind: 'surd-rationalise'; a: number; b: number }
  /** (X + Y)(X − Y) where one of X, Y is the whole number `whole` and the other is √radicand. */
  | { kind: 'surd-conjugate'; whole: number; radicand: number; rootFirst: boolean }
  /**
   * A measurement `measure` × 10^place (place −2, −1: decimal places; 1, 2: nearest 10, 100),
   * asking for its lower or upper bound.
   */
  | {
      kind: 'error-interval';
      measure: number;
      place: number;
      unit: MeasureUnit;
      ask: 'lower' | 'upper';
    }
  /** A rectangle length × width, each to the nearest metre; the bound of its area. */
  | { kind: 'bounds-area'; length: number; width: number; ask: 'lower' | 'upper' }
  /**
   * An average speed from a distance (metres, to the nearest metre) and a time (seconds, to the
   * nearest second): its lower or upper bound, to 2 decimal places.
   */
  | {
      kind: 'bounds-speed';
      who: 'runner' | 'swimmer';
      metres: number;
      seconds: number;
      ask: 'lower' | 'upper';
    }
  /** 0.(fixed)(repeat repeating), e.g. fixed "3", repeat "7" is 0.37777…; digits as strings keep leading zeros. */
  | { kind: 'recurring-decimal'; fixed: string; repeat: string }
  /** Codes of `positions` symbols from `symbols` choices, with or without repeats. */
  | {
      kind: 'counting-codes';
      context: 'padlock' | 'letters';
      symbols: number;
      positions: number;
      repeats: boolean;
    }
  /** An HCF or LCM found from a situation. */
  | { kind: 'hcf-lcm-problem'; context: 'buses' | 'packs' | 'ribbons'; a: number; b: number }
  /** A cost `total` (pounds): one payer covers n1/d1, a second n2/d2 of what is left; who pays the rest? */
  | { kind: 'fraction-of-remainder'; total: number; n1: number; d1: number; n2: number; d2: number }
  /** `count` items at `price` pence each and one more at `extra` pence, paid with a `paid`-pound note. */
  | {
      kind: 'shopping-change';
      name: string;
      count: number;
      item: string;
      price: number;
      extra: number;
      extraItem: string;
      paid: number;
    };

/** The units a measurement can be given in. */
export type MeasureUnit = 'cm' | 'm' | 'kg' | 'g' | 'km';

/** What each unit measures, for the stem. */
const MEASURED: Record<MeasureUnit, string> = {
  cm: 'The length of a piece of string is',
  m: 'The height of a tree is',
  kg: 'The mass of a suitcase is',
  g: 'The mass of a parcel is',
  km: 'The length of a cycle route is',
};

/** (num/den)^k exactly, for k ≥ 0. */
export function ratPower(num: number, den: number, k: number): Rat {
  return rat(num ** k, den ** k);
}

/** n!/(n − k)!: arrangements of k from n without repeats. */
export function arrangements(n: number, k: number): number {
  let out = 1;
  for (let i = 0; i < k; i++) out *= n - i;
  return out;
}

/** The largest square dividing m, as [root of it, square-free rest]. */
export function squareFreeParts(m: number): [number, number] {
  let k = 1;
  let rest = m;
  for (let f = 2; f * f <= rest; f++) {
    while (rest % (f * f) === 0) {
      rest /= f * f;
      k *= f;
    }
  }
  return [k, rest];
}

/**
 * coef × √m as an answer, written as a student would (`m` left as given, so an unsimplified
 * surd stays unsimplified), keyed by its squared value so equal values collide whatever their form.
 */
export function surdValueAnswer(coef: Rat, m: number): Answer {
  const squared = mul(mul(coef, coef), m);
  const key = `sq:${squared.n}/${squared.d}`;
  if (m === 1) return mathAnswer(latexFraction(coef), key);
  const top = `${coef.n === 1 ? '' : coef.n}\\sqrt{${m}}`;
  return mathAnswer(coef.d === 1 ? top : `\\frac{${top}}{${coef.d}}`, key);
}

/** 10^place exactly, for a negative place too. */
export function pow10(place: number): Rat {
  return place >= 0 ? rat(10 ** place) : rat(1, 10 ** -place);
}

/** The bounds of a measurement: half a step either side. */
export function halfStep(place: number): Rat {
  return mul(rat(1, 2), pow10(place));
}

/** The value a measurement shows. */
export function measured(p: { measure: number; place: number }): Rat {
  return mul(p.measure, pow10(p.place));
}

/** A length, mass or area with its unit (LaTeX such as `\\text{ m}^{2}`), as an option. */
export function measureAnswer(value: Rat, unit: string): Answer {
  return numberAnswer(value, { unit });
}

/** The LaTeX of a unit written after a number. */
export const unitTex = (unit: string) => `\\text{ ${unit}}`;

/** Square metres, after a number. */
export const SQUARE_METRES = '\\text{ m}^{2}';

/** How an accuracy is said: "$1$ decimal place", "the nearest $10$ m". */
function accuracyText(place: number, unit: string): string {
  if (place < 0) return `$${-place}$ decimal place${place === -1 ? '' : 's'}`;
  return `the nearest $${10 ** place}$ ${unit}`;
}

/** Metres per second, as an option. */
export const METRES_PER_SECOND = '\\text{ m/s}';

/** A speed from a distance and a time each moved by a step, rounded to 2 decimal places as asked. */
export function speedAnswer(metres: Rat, seconds: Rat): Answer {
  return measureAnswer(roundTo(div(metres, seconds), 2), METRES_PER_SECOND);
}

/** The value of 0.(fixed)(repeat repeating) as a fraction. */
export function recurringValue(fixed: string, repeat: string): Rat {
  const all = Number(`${fixed}${repeat}`);
  const head = fixed === '' ? 0 : Number(fixed);
  return rat(all - head, 10 ** fixed.length * (10 ** repeat.length - 1));
}

/** 0.3\dot{7} or 0.\dot{2}\dot{7}: dots over the first and last digits of the repeating block. */
function recurringLatex(fixed: string, repeat: string): string {
  const dotted =
    repeat.length === 1
      ? `\\dot{${repeat}}`
      : `\\dot{${repeat[0]}}${repeat.slice(1, -1)}\\dot{${repeat.at(-1)}}`;
  return `0.${fixed}${dotted}`;
}

/** Pounds from pence, as a money answer. */
export function pence(p: number): Answer {
  return numberAnswer(rat(p, 100), { money: true });
}

/** Pence written as pounds in a stem: "£2.45", or "£3" when whole. */
function poundsText(p: number): string {
  const whole = Math.floor(p / 100);
  return p % 100 === 0 ? `£${whole}` : `£${whole}.${String(p % 100).padStart(2, '0')}`;
}

/** The answer to a fraction-of-remainder problem: what is left after both shares. */
export function restAfterShares(p: { total: number; n1: number; d1: number; n2: number; d2: number }): Rat {
  const left = mul(p.total, sub(1, rat(p.n1, p.d1)));
  return mul(left, sub(1, rat(p.n2, p.d2)));
}

/** Money in pounds as an answer, only when it is a whole number of pence. */
export function poundsAnswer(value: Rat): Answer | undefined {
  const inPence = mul(value, 100);
  return inPence.d === 1 ? numberAnswer(value, { money: true }) : undefined;
}

const fractionTex = (n: number, d: number) => `\\frac{${n}}{${d}}`;

/** M × 10^e with 1 ≤ M < 10, found exactly (no logarithms, which engines may round differently). */
export function normalised(mantissa: Rat, exponent: number): { mantissa: Rat; exponent: number } {
  let [m, e] = [mantissa, exponent];
  while (cmp(m, 10) >= 0) [m, e] = [div(m, 10), e + 1];
  while (cmp(m, 1) < 0) [m, e] = [mul(m, 10), e - 1];
  return { mantissa: m, exponent: e };
}

/** A value M × 10^e as a standard-form answer, after putting M between 1 and 10. */
export function standardForm(mantissa: Rat, exponent: number): Answer {
  const n = normalised(mantissa, exponent);
  return standardFormAnswer(n.mantissa, n.exponent);
}

/** The two mantissas of a standard-form calculation. */
export function mantissas(p: { a100: number; b100: number }): [Rat, Rat] {
  return [rat(p.a100, 100), rat(p.b100, 100)];
}

/**
 * (a × 10^m) ± (b × 10^n) written over the larger power: a ± b × 10^shift, times 10^m. The true
 * shift is n − m; a student who lines the digits up wrongly uses another.
 */
export function alignedSum(
  p: { a100: number; m: number; b100: number; op: 'add' | 'subtract' },
  shift: number,
): { raw: Rat; e: number } {
  const [a, b] = mantissas(p);
  const moved = mul(b, pow10(shift));
  return { raw: p.op === 'add' ? add(a, moved) : sub(a, moved), e: p.m };
}

/** a × 10^m in a stem. */
const sfTex = (mantissa: Rat, exponent: number) => `${tex(mantissa)} \\times 10^{${exponent}}`;

/** Solvers and renderers for the higher-number problems. */
export const HIGHER_NUMBER_KINDS: KindTable<HigherNumberProblem> = {
  'negative-index': {
    solve: (p) => numberAnswer(ratPower(p.den, p.num, p.n), { style: 'fraction' }),
    render: (p) => ({
      stem:
        p.den === 1
          ? `Work out $${p.num}^{-${p.n}}$, giving your answer as a fraction.`
          : `Work out $\\left(${fractionTex(p.num, p.den)}\\right)^{-${p.n}}$, giving your answer as a fraction.`,
    }),
  },
  'fractional-index': {
    solve: (p) => {
      const v = rat(p.root ** p.num);
      return numberAnswer(p.negative ? div(1, v) : v, { style: 'fraction' });
    },
    render: (p) => ({
      stem: `Work out $${p.root ** p.den}^{${p.negative ? '-' : ''}${fractionTex(p.num, p.den)}}$.`,
    }),
  },
  'standard-form-calc': {
    solve: (p) => {
      const [a, b] = mantissas(p);
      return p.op === 'multiply' ? standardForm(mul(a, b), p.m + p.n) : standardForm(div(a, b), p.m - p.n);
    },
    render: (p) => {
      const [a, b] = mantissas(p);
      return {
        stem: `Work out $(${sfTex(a, p.m)}) ${p.op === 'multiply' ? '\\times' : '\\div'} (${sfTex(b, p.n)})$, giving your answer in standard form.`,
      };
    },
  },
  'standard-form-sum': {
    solve: (p) => {
      const { raw, e } = alignedSum(p, p.n - p.m);
      return standardForm(raw, e);
    },
    render: (p) => {
      const [a, b] = mantissas(p);
      return {
        stem: `Work out $(${sfTex(a, p.m)}) ${p.op === 'add' ? '+' : '-'} (${sfTex(b, p.n)})$, giving your answer in standard form.`,
      };
    },
  },
  'surd-multiply': {
    solve: (p) => surdValueAnswer(rat(p.c * p.d), p.a * p.b),
    render: (p) => ({
      stem: `Simplify $${p.c === 1 ? '' : p.c}\\sqrt{${p.a}} \\times ${p.d === 1 ? '' : p.d}\\sqrt{${p.b}}$.`,
    }),
  },
  'surd-rationalise': {
    solve: (p) => surdValueAnswer(rat(p.a, p.b), p.b),
    render: (p) => ({
      stem: `Rationalise the denominator of $\\frac{${p.a}}{\\sqrt{${p.b}}}$, giving your answer in its simplest form.`,
    }),
  },
  'surd-conjugate': {
    solve: (p) => numberAnswer(conjugateValue(p.whole ** 2, p.radicand, p.rootFirst)),
    render: (p) => {
      const [x, y] = p.rootFirst
        ? [`\\sqrt{${p.radicand}}`, `${p.whole}`]
        : [`${p.whole}`, `\\sqrt{${p.radicand}}`];
      return { stem: `Expand and simplify $(${x} + ${y})(${x} - ${y})$.` };
    },
  },
  'error-interval': {
    solve: (p) => {
      const v = measured(p);
      const h = halfStep(p.place);
      return measureAnswer(p.ask === 'lower' ? sub(v, h) : add(v, h), unitTex(p.unit));
    },
    render: (p) => ({
      stem: `${MEASURED[p.unit]} $${latexDecimal(measured(p))}$ ${p.unit}, correct to ${accuracyText(p.place, p.unit)}. What is its ${p.ask} bound?`,
    }),
  },
  'bounds-area': {
    solve: (p) => {
      const h = p.ask === 'upper' ? rat(1, 2) : rat(-1, 2);
      return measureAnswer(mul(add(p.length, h), add(p.width, h)), SQUARE_METRES);
    },
    render: (p) => ({
      stem: `A rectangular garden is $${p.length}$ m long and $${p.width}$ m wide, each measured to the nearest metre. What is the ${p.ask} bound of its area?`,
    }),
  },
  'bounds-speed': {
    solve: (p) => {
      // Largest speed: the longest distance in the shortest time; smallest: the reverse.
      const h = p.ask === 'upper' ? rat(1, 2) : rat(-1, 2);
      return speedAnswer(add(p.metres, h), sub(p.seconds, h));
    },
    render: (p) => ({
      stem: `A ${p.who} ${p.who === 'runner' ? 'runs' : 'swims'} $${p.metres}$ m, measured to the nearest metre, in $${p.seconds}$ seconds, measured to the nearest second. What is the ${p.ask} bound of the ${p.who}'s average speed? Give your answer in m/s to $2$ decimal places.`,
    }),
  },
  'recurring-decimal': {
    solve: (p) => numberAnswer(recurringValue(p.fixed, p.repeat), { style: 'fraction' }),
    render: (p) => ({
      stem: `Write $${recurringLatex(p.fixed, p.repeat)}$ as a fraction in its simplest form.`,
    }),
  },
  'counting-codes': {
    solve: (p) => numberAnswer(p.repeats ? p.symbols ** p.positions : arrangements(p.symbols, p.positions)),
    render: (p) => {
      const rule = p.repeats ? 'may be used more than once' : 'cannot be used more than once';
      return {
        stem:
          p.context === 'padlock'
            ? `A padlock has $${p.positions}$ dials. Each dial shows one of the digits $0$ to $9$, and a digit ${rule}. How many different codes are possible?`
            : `A locker code is $${p.positions}$ letters long. Each letter is one of the first $${p.symbols}$ letters of the alphabet, and a letter ${rule}. How many different codes are possible?`,
      };
    },
  },
  'hcf-lcm-problem': {
    solve: (p) => {
      if (p.context === 'ribbons') return measureAnswer(rat(gcd(p.a, p.b)), unitTex('cm'));
      const l = lcm(p.a, p.b);
      return p.context === 'buses' ? numberAnswer(l, { unit: '\\text{ minutes}' }) : numberAnswer(l);
    },
    render: (p) => ({
      stem: {
        buses: `Two buses leave the bus station at 8 am. One leaves every $${p.a}$ minutes and the other every $${p.b}$ minutes. After how many minutes will they next leave together?`,
        packs: `Bread rolls are sold in packs of $${p.a}$ and burgers in packs of $${p.b}$. Priya wants exactly the same number of rolls and burgers. What is the smallest number of rolls she can buy?`,
        ribbons: `Two ribbons are $${p.a}$ cm and $${p.b}$ cm long. Both are cut into pieces of the same length, with none left over. What is the longest each piece can be?`,
      }[p.context],
    }),
  },
  'fraction-of-remainder': {
    solve: (p) => numberAnswer(restAfterShares(p), { money: true }),
    render: (p) => ({
      stem: `A school trip costs £${p.total}. The school pays $${fractionTex(p.n1, p.d1)}$ of the cost. Parents pay $${fractionTex(p.n2, p.d2)}$ of what is left, and the parents' association pays the rest. How much does the parents' association pay?`,
    }),
  },
  'shopping-change': {
    solve: (p) => pence(p.paid * 100 - p.count * p.price - p.extra),
    render: (p) => ({
      stem: `${p.name} buys $${p.count}$ ${p.item} at ${poundsText(p.price)} each and a ${p.extraItem} for ${poundsText(p.extra)}. ${p.name} pays with a £${p.paid} note. How much change should ${p.name} get?`,
    }),
  },
};

/** (X + Y)(X − Y) = X² − Y², where the square of the whole number is `wholeSquared` and of the root is `radicand`. */
export function conjugateValue(wholeSquared: number, radicand: number, rootFirst: boolean): number {
  return rootFirst ? radicand - wholeSquared : wholeSquared - radicand;
}
