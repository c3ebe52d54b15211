/**
 * Sines and cosines in fixed-point BigInt arithmetic (40 decimal places), so lengths found with the
 * sine and cosine rules round the same way on every engine. A value too close to a rounding
 * boundary to be sure of is refused (undefined), and such problems are not drawn.
 */

import { type Rat, rat } from '../rational.ts';

/** Fixed-point values carry this many decimal places. */
const SCALE = 10n ** 40n;
/** π × 10⁴⁰, truncated. */
const PI = 31415926535897932384626433832795028841971n;

/** An angle of x radians (given × 10⁴⁰) reduced to (−π, π]. */
function reduce(x: bigint): bigint {
  const turn = 2n * PI;
  let r = x % turn;
  if (r > PI) r -= turn;
  if (r <= -PI) r += turn;
  return r;
}

/** sin or cos of x radians (× 10⁴⁰) by its Taylor series, summed until the terms vanish. */
function series(x: bigint, sine: boolean): bigint {
  const r = reduce(x);
  const r2 = (r * r) / SCALE;
  let term = sine ? r : SCALE;
  let sum = term;
  // sin: r − r³/(2·3) + …; cos: 1 − r²/(1·2) + …: each term is the last × −r² / (k(k + 1)).
  for (let k = sine ? 2n : 1n; term !== 0n; k += 2n) {
    term = -(term * r2) / SCALE / (k * (k + 1n));
    sum += term;
  }
  return sum;
}

/** sin of an angle in whole degrees (or, for the calculator-in-radians slip, whole radians), × 10⁴⁰. */
export function sinFixed(angle: number, radians = false): bigint {
  return series(radians ? BigInt(angle) * SCALE : (BigInt(angle) * PI) / 180n, true);
}

/** cos of an angle in whole degrees (or whole radians), × 10⁴⁰. */
export function cosFixed(angle: number, radians = false): bigint {
  return series(radians ? BigInt(angle) * SCALE : (BigInt(angle) * PI) / 180n, false);
}

/** The integer square root of n ≥ 0. */
function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  // Newton's method from the float estimate, then step to the exact floor.
  for (;;) {
    const y = (x + n / x) / 2n;
    if (y >= x - 1n && y <= x + 1n) break;
    x = y;
  }
  while (x * x > n) x--;
  while ((x + 1n) * (x + 1n) <= n) x++;
  return x;
}

/** How near (in 10⁻⁴⁰ units) a value may come to a rounding boundary before it is refused. */
const MARGIN = 10n ** 20n;

/** A positive fixed-point value (× 10⁴⁰) to 1 decimal place; undefined when not positive or too near a boundary to be sure. */
export function tenths(fixed: bigint): Rat | undefined {
  if (fixed <= 0n) return undefined;
  const scaled = fixed * 10n;
  const half = SCALE / 2n;
  const frac = scaled % SCALE;
  if (frac > half - MARGIN && frac < half + MARGIN) return undefined;
  return rat(Number((scaled + half) / SCALE), 10);
}

/** √v for a fixed-point v ≥ 0 (× 10⁴⁰), as a fixed-point value. */
export function sqrtFixed(v: bigint): bigint {
  return isqrt(v * SCALE);
}

/** A whole number as a fixed-point value. */
export function fixed(n: number): bigint {
  return BigInt(n) * SCALE;
}

/** a × b for fixed-point values. */
export function times(a: bigint, b: bigint): bigint {
  return (a * b) / SCALE;
}

/** a ÷ b for fixed-point values. */
export function over(a: bigint, b: bigint): bigint {
  return (a * SCALE) / b;
}
