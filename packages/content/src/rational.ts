/**
 * Exact rational arithmetic. Answers are compared by value, so 0.5, 1/2 and 2/4 must be
 * the same number; floating point would make 0.1 + 0.2 differ from 0.3.
 */

/** A reduced fraction with a positive denominator. */
export interface Rat {
  readonly n: number;
  readonly d: number;
}

function gcdInt(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x;
}

/** The greatest common divisor of two integers (gcd(0, 0) = 0). */
export function gcd(a: number, b: number): number {
  return gcdInt(a, b);
}

/** The lowest common multiple of two positive integers. */
export function lcm(a: number, b: number): number {
  return Math.abs(a * b) / gcdInt(a, b);
}

/** The reduced fraction n/d; throws on a zero denominator or non-integer parts. */
export function rat(n: number, d = 1): Rat {
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d)) throw new RangeError(`Not integers: ${n}/${d}`);
  if (d === 0) throw new RangeError('Zero denominator');
  const g = gcdInt(n, d) || 1;
  const sign = d < 0 ? -1 : 1;
  // `+ 0` turns -0 into 0 so keys never read "-0".
  return { n: (sign * n) / g + 0, d: (sign * d) / g };
}

/** The exact value of a finite JS number written in decimal (0.3 → 3/10, not the nearest binary float). */
export function ratFromNumber(x: number): Rat {
  if (!Number.isFinite(x)) throw new RangeError(`Not finite: ${x}`);
  if (Number.isInteger(x)) return rat(x);
  const [mantissa, expPart] = x.toString().split('e');
  const exp = expPart ? Number(expPart) : 0;
  const [whole, frac = ''] = mantissa!.split('.');
  const digits = Number(`${whole}${frac}`);
  const scale = frac.length - exp;
  return scale >= 0 ? rat(digits, 10 ** scale) : rat(digits * 10 ** -scale);
}

/** Accepts either representation so callers can write plain numbers. */
export function toRat(x: Rat | number): Rat {
  return typeof x === 'number' ? ratFromNumber(x) : x;
}

/** a + b exactly. */
export function add(a: Rat | number, b: Rat | number): Rat {
  const x = toRat(a);
  const y = toRat(b);
  return rat(x.n * y.d + y.n * x.d, x.d * y.d);
}

/** a − b exactly. */
export function sub(a: Rat | number, b: Rat | number): Rat {
  const y = toRat(b);
  return add(a, rat(-y.n, y.d));
}

/** a × b exactly. */
export function mul(a: Rat | number, b: Rat | number): Rat {
  const x = toRat(a);
  const y = toRat(b);
  return rat(x.n * y.n, x.d * y.d);
}

/** a ÷ b exactly; throws when b is zero. */
export function div(a: Rat | number, b: Rat | number): Rat {
  const x = toRat(a);
  const y = toRat(b);
  return rat(x.n * y.d, x.d * y.n);
}

/** −1, 0 or 1 as a is less than, equal to or greater than b. */
export function cmp(a: Rat | number, b: Rat | number): number {
  const d = sub(a, b);
  return Math.sign(d.n);
}

/** The nearest float, for display-free computations such as plausibility checks. */
export function toNumber(a: Rat | number): number {
  const x = toRat(a);
  return x.n / x.d;
}

/** True when the value is a whole number. */
export function isInteger(a: Rat | number): boolean {
  return toRat(a).d === 1;
}

/** The value rounded to `dp` decimal places, halves away from zero, computed exactly. */
export function roundTo(a: Rat | number, dp: number): Rat {
  const x = toRat(a);
  const scale = 10 ** Math.max(dp, 0);
  const unit = 10 ** Math.max(-dp, 0);
  const scaledN = Math.abs(x.n) * scale;
  const denom = x.d * unit;
  const q = Math.floor(scaledN / denom);
  const r = scaledN - q * denom;
  const rounded = 2 * r >= denom ? q + 1 : q;
  const sign = x.n < 0 ? -1 : 1;
  return rat(sign * rounded * unit, scale);
}

/** The value truncated (rounded towards zero) to `dp` decimal places. */
export function truncateTo(a: Rat | number, dp: number): Rat {
  const x = toRat(a);
  const scale = 10 ** Math.max(dp, 0);
  const unit = 10 ** Math.max(-dp, 0);
  const q = Math.floor((Math.abs(x.n) * scale) / (x.d * unit));
  return rat((x.n < 0 ? -1 : 1) * q * unit, scale);
}

/** Rounds a float (a root, a sine) to `dp` places and returns it as an exact rational. */
export function roundFloat(x: number, dp: number): Rat {
  const scale = 10 ** dp;
  // The 1e-9 nudge stops 2.675-style binary representation errors from rounding down.
  const scaled = Math.round(Math.abs(x) * scale + 1e-9);
  return rat((x < 0 ? -1 : 1) * scaled, scale);
}

/** The number of decimal places needed to write the value exactly, or undefined when it recurs. */
export function decimalPlaces(a: Rat | number): number | undefined {
  let d = toRat(a).d;
  let twos = 0;
  let fives = 0;
  while (d % 2 === 0) {
    d /= 2;
    twos++;
  }
  while (d % 5 === 0) {
    d /= 5;
    fives++;
  }
  return d === 1 ? Math.max(twos, fives) : undefined;
}

/** The digits of a terminating value as a plain decimal string ("-3.25"); undefined when it recurs. */
export function toDecimalString(a: Rat | number): string | undefined {
  const x = toRat(a);
  const dp = decimalPlaces(x);
  if (dp === undefined) return undefined;
  const scaled = Math.round((Math.abs(x.n) * 10 ** dp) / x.d);
  const digits = scaled.toString().padStart(dp + 1, '0');
  const whole = digits.slice(0, digits.length - dp);
  const frac = digits.slice(digits.length - dp);
  return `${x.n < 0 ? '-' : ''}${whole}${dp > 0 ? `.${frac}` : ''}`;
}
