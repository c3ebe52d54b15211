/**
 * The verifier's own exact arithmetic: fractions of BigInts, written apart from the content's
 * `rational.ts` so a fault in the generators' arithmetic cannot hide itself here.
 */

export interface Q {
  n: bigint;
  d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y) [x, y] = [y, x % y];
  return x;
}

export function q(n: bigint | number, d: bigint | number = 1n): Q {
  let [nn, dd] = [BigInt(n), BigInt(d)];
  if (dd === 0n) throw new RangeError('division by zero');
  if (dd < 0n) [nn, dd] = [-nn, -dd];
  const g = gcd(nn, dd) || 1n;
  return { n: nn / g, d: dd / g };
}

export const ZERO = q(0);
export const ONE = q(1);
export const add = (a: Q, b: Q) => q(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Q, b: Q) => q(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Q, b: Q) => q(a.n * b.n, a.d * b.d);
export const div = (a: Q, b: Q) => q(a.n * b.d, a.d * b.n);
export const neg = (a: Q) => q(-a.n, a.d);
export const eq = (a: Q, b: Q) => a.n === b.n && a.d === b.d;
export const cmpQ = (a: Q, b: Q) => {
  const x = a.n * b.d - b.n * a.d;
  return x < 0n ? -1 : x > 0n ? 1 : 0;
};
export const isInt = (a: Q) => a.d === 1n;
export const sum = (xs: readonly Q[]) => xs.reduce(add, ZERO);

export function pow(a: Q, k: number): Q {
  if (k < 0) return pow(div(ONE, a), -k);
  let out = ONE;
  for (let i = 0; i < k; i++) out = mul(out, a);
  return out;
}

export function floorQ(a: Q): bigint {
  const f = a.n / a.d;
  return a.n < 0n && f * a.d !== a.n ? f - 1n : f;
}

/** Rounded to `dp` decimal places, halves away from zero (as taught). */
export function roundDp(a: Q, dp: number): Q {
  const scale = 10n ** BigInt(dp);
  const x = mul(a.n < 0n ? neg(a) : a, q(scale));
  const r = floorQ(add(x, q(1, 2)));
  return q(a.n < 0n ? -r : r, scale);
}

/** Rounded to the nearest multiple of `unit` (10, 100, 0.1 …), halves up. */
export function roundTo(a: Q, unit: Q): Q {
  return mul(q(floorQ(add(div(a, unit), q(1, 2)))), unit);
}

/** Rounded to `sf` significant figures. */
export function roundSf(a: Q, sf: number): Q {
  if (a.n === 0n) return a;
  const abs = a.n < 0n ? neg(a) : a;
  let e = 0; // 10^e ≤ abs < 10^(e+1)
  while (cmpQ(abs, pow(q(10), e + 1)) >= 0) e++;
  while (cmpQ(abs, pow(q(10), e)) < 0) e--;
  const r = roundTo(abs, pow(q(10), e - sf + 1));
  return a.n < 0n ? neg(r) : r;
}

/** √a to `dp` places, exactly (integer square roots, no floating point). */
export function sqrtDp(a: Q, dp: number): Q {
  // round(10^dp √(n/d)) = round(√(n·d·100^dp) / d)
  const scale = 10n ** BigInt(2 * dp);
  const target = a.n * a.d * scale; // (10^dp √a · d)²
  // x = 10^dp·√a = √target / d; round x = floor(x + 1/2) = floor((2√target + d) / 2d)
  // floor((√(4·target) + d) / 2d): with s = isqrt(4·target), exact since adding d keeps the floor.
  const s = isqrt(4n * target);
  return q((s + a.d) / (2n * a.d), 10n ** BigInt(dp));
}

export function isqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError('negative');
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  while (x * x > n) x--;
  while ((x + 1n) * (x + 1n) <= n) x++;
  return x;
}

/** A decimal, a fraction "a/b" or an integer string as an exact value. */
export function parseQ(text: string): Q {
  const t = text.trim();
  const frac = /^(-?\d+)\/(\d+)$/.exec(t);
  if (frac) return q(BigInt(frac[1]!), BigInt(frac[2]!));
  const m = /^(-?)(\d*)(?:\.(\d+))?$/.exec(t);
  if (!m || (m[2] === '' && !m[3])) throw new Error(`not a number: ${text}`);
  const digits = BigInt(`${m[2] || '0'}${m[3] ?? ''}`);
  const value = q(digits, 10n ** BigInt((m[3] ?? '').length));
  return m[1] ? neg(value) : value;
}

export function show(a: Q): string {
  return a.d === 1n ? `${a.n}` : `${a.n}/${a.d}`;
}

export function toNumber(a: Q): number {
  return Number(a.n) / Number(a.d);
}

export function gcdInt(a: bigint, b: bigint): bigint {
  return gcd(a, b);
}
