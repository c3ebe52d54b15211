/**
 * Verifier solvers for the GCSE Higher ratio constructs (`constructs/higher-ratio.ts`). Each reads
 * the stem as the student sees it and works the answer out its own way, in exact BigInt arithmetic.
 */

import { add, div, gcdInt, isInt, isqrt, mul, parseQ, type Q, q, roundDp, sub } from './exact.ts';
import { type Expect, inForm, number } from './expect.ts';
import { Unreadable } from './unreadable.ts';

/** What these solvers read of a question (the verifier's `Seen`): the stem. */
interface Seen {
  stem: string;
}

type Solver = (s: Seen) => Expect;

function read(re: RegExp, text: string): RegExpExecArray {
  const m = re.exec(text);
  if (!m) throw new Unreadable(`"${text.slice(0, 60)}…" as ${re.source.slice(0, 40)}`);
  return m;
}

/** xⁿ for what the stem says y is proportional to: x, x^{2}, x^{3} or \sqrt{x} (of a perfect square). */
function measureOf(written: string, x: bigint): Q {
  if (written === 'x') return q(x);
  if (written === 'x^{2}') return q(x * x);
  if (written === 'x^{3}') return q(x * x * x);
  if (written === '\\sqrt{x}') {
    const r = isqrt(x);
    if (r * r !== x) throw new Unreadable(`√${x} is not whole`);
    return q(r);
  }
  throw new Unreadable(`proportional to ${written}`);
}

/**
 * "y is directly (or inversely) proportional to xⁿ": the ratio y ÷ xⁿ (or the product y × xⁿ) is the
 * same for both pairs, so the new y is the old y scaled by the ratio of the two values of xⁿ.
 */
function proportion(s: Seen): Expect {
  const m = read(
    /^\$y\$ is (directly|inversely) proportional to \$([^$]+)\$\. When \$x = (\d+)\$, \$y = (\d+)\$\. Find the value of \$y\$ when \$x = (\d+)\$\.$/,
    s.stem,
  );
  const before = measureOf(m[2]!, BigInt(m[3]!));
  const after = measureOf(m[2]!, BigInt(m[5]!));
  const y1 = q(BigInt(m[4]!));
  return number(m[1] === 'directly' ? mul(y1, div(after, before)) : mul(y1, div(before, after)));
}

/** Density (g/cm³) from kilograms and cm³, or pressure (N/m²) from newtons and cm². */
function compoundMeasure(s: Seen): Expect {
  const density =
    /^A block of metal has a mass of \$([\d.]+)\$ kg and a volume of \$(\d+)\\text\{ cm\}\^\{3\}\$\. Work out its density in \$\\text\{g\/cm\}\^\{3\}\$\.$/.exec(
      s.stem,
    );
  if (density) {
    const grams = mul(parseQ(density[1]!), q(1000));
    return number(div(grams, parseQ(density[2]!)), { unit: 'g/cm^3' });
  }
  const m = read(
    /pushes down with a force of \$(\d+)\$ newtons, and its base has an area of \$(\d+)\\text\{ cm\}\^\{2\}\$\. Work out the pressure on the floor in \$\\text\{N\/m\}\^\{2\}\$\.$/,
    s.stem,
  );
  // 1 m² is 100 cm × 100 cm.
  const squareMetres = div(parseQ(m[2]!), q(100 * 100));
  return number(div(parseQ(m[1]!), squareMetres), { unit: 'N/m^2' });
}

/** km/h ↔ m/s: 1 km = 1000 m and 1 hour = 60 × 60 s. */
function speedUnits(s: Seen): Expect {
  const m = read(
    /^Convert a speed of \$(\d+)\$ (km\/h|m\/s) into (metres per second \(m\/s\)|kilometres per hour \(km\/h\))\.$/,
    s.stem,
  );
  const metresPerSecondInKmh = div(q(1000), q(60 * 60));
  const value = parseQ(m[1]!);
  if (m[2] === 'km/h' && m[3]!.startsWith('metres'))
    return number(mul(value, metresPerSecondInKmh), { unit: 'm/s' });
  if (m[2] === 'm/s' && m[3]!.startsWith('kilometres'))
    return number(div(value, metresPerSecondInKmh), { unit: 'km/h' });
  throw new Unreadable('a conversion between two different units');
}

/** "$1$ hour $15$ minutes", "$40$ minutes" or "$2$ hours" as hours. */
function hoursIn(text: string): Q {
  const m = read(/^(?:\$(\d+)\$ hours?)? ?(?:\$(\d+)\$ minutes)?$/, text.trim());
  if (!m[1] && !m[2]) throw new Unreadable(`a time in "${text}"`);
  return add(q(BigInt(m[1] ?? 0)), q(BigInt(m[2] ?? 0), 60n));
}

/** Average speed: the whole distance over the whole time, to 1 decimal place when not whole. */
function journey(s: Seen): Expect {
  const m = read(
    /travels \$(\d+)\$ miles in (.+?)\. It then travels \$(\d+)\$ miles in (.+?)\. What is its average speed for the whole journey, in miles per hour\? Give your answer to 1 decimal place if it is not a whole number\.$/,
    s.stem,
  );
  const miles = add(parseQ(m[1]!), parseQ(m[3]!));
  const speed = div(miles, add(hoursIn(m[2]!), hoursIn(m[4]!)));
  return number(isInt(speed) ? speed : roundDp(speed, 1), { unit: 'mph' });
}

/** Money in a stem, "£12,000" or "£24.50", as an exact value. */
const pounds = (text: string) => parseQ(text.replaceAll(',', ''));

/** The value after n years of losing r% a year: the price times (1 − r/100) once for each year. */
function depreciation(s: Seen): Expect {
  const m = read(
    /^An? [a-z ]+ is bought for £([\d,]+(?:\.\d\d)?)\. Its value falls by \$(\d+)\\%\$ each year\. What is it worth after \$(\d+)\$ years\? Give your answer to the nearest penny\.$/,
    s.stem,
  );
  let value = pounds(m[1]!);
  const keep = sub(q(1), q(BigInt(m[2]!), 100n));
  for (let year = 0; year < Number(m[3]); year++) value = mul(value, keep);
  return number(roundDp(value, 2), { unit: '£' });
}

/** Shares in p : q differ by p − q parts, so one part is the difference over p − q. */
function ratioDifference(s: Seen): Expect {
  const m = read(
    /^(\w+) and (\w+) share some money in the ratio \$(\d+) : (\d+)\$\. (\w+) gets £([\d,.]+) more than (\w+)\. How much (?:does (\w+) get|money do they share altogether)\?$/,
    s.stem,
  );
  const [first, second] = [m[1]!, m[2]!];
  const parts = { [first]: q(BigInt(m[3]!)), [second]: q(BigInt(m[4]!)) };
  const more = parts[m[5]!];
  const less = parts[m[7]!];
  if (!more || !less || m[5] === m[7]) throw new Unreadable('who gets more than whom');
  const part = div(pounds(m[6]!), sub(more, less));
  const asked = m[8] === undefined ? add(parts[first]!, parts[second]!) : parts[m[8]];
  if (!asked) throw new Unreadable('whose share is asked for');
  return number(mul(part, asked), { unit: '£' });
}

/** a : b and c : d over a shared middle quantity: scale both so the middle matches, then simplify. */
function combineRatios(s: Seen): Expect {
  const m = read(
    /the ratio of (\w+) to (\w+) counters is \$(\d+) : (\d+)\$, and the ratio of (\w+) to (\w+) counters is \$(\d+) : (\d+)\$\. Write the ratio of (\w+) to (\w+) to (\w+) counters in its simplest form\.$/,
    s.stem,
  );
  if (m[2] !== m[5] || m[9] !== m[1] || m[10] !== m[2] || m[11] !== m[6])
    throw new Unreadable('two ratios joined by their shared quantity');
  const [a, b, c, d] = [m[3], m[4], m[7], m[8]].map((x) => BigInt(x!)) as [bigint, bigint, bigint, bigint];
  // red : blue : green = a·c : b·c : b·d, then divided by the common factor of all three.
  const parts = [a * c, b * c, b * d];
  const h = gcdInt(gcdInt(parts[0]!, parts[1]!), parts[2]!);
  const answer = parts.map((x) => `${x / h}`).join(' : ');
  return inForm(answer, (text) => text.replaceAll('$', '').replace(/\s+/g, ' ').trim() === answer);
}

/** Percentage profit: (takings − cost) ÷ cost × 100, to 1 decimal place when it does not stop sooner. */
function profit(s: Seen): Expect {
  const m = read(
    /^An? [^$]+ buys \$(\d+)\$ ([a-zA-Z -]+) for £([\d,.]+) altogether\. It sells all of them for £([\d,.]+) each\. What is its percentage profit\?$/,
    s.stem,
  );
  const cost = pounds(m[3]!);
  const takings = mul(q(BigInt(m[1]!)), pounds(m[4]!));
  const percent = mul(div(sub(takings, cost), cost), q(100));
  return number(roundDp(percent, 1), { unit: '%' });
}

/** Solvers keyed by construct slug. */
export const HIGHER_RATIO_SOLVERS: Readonly<Record<string, Solver>> = {
  'direct-proportion-formula': proportion,
  'direct-proportion-square': proportion,
  'direct-proportion-cube': proportion,
  'direct-proportion-square-root': proportion,
  'inverse-proportion-formula': proportion,
  'inverse-proportion-square': proportion,
  'density-with-unit-change': compoundMeasure,
  'pressure-with-unit-change': compoundMeasure,
  'convert-speed-units': speedUnits,
  'average-speed-two-part-journey': journey,
  'depreciation-over-years': depreciation,
  'ratio-given-difference': ratioDifference,
  'combine-two-ratios': combineRatios,
  'percentage-profit-on-a-batch': profit,
};
