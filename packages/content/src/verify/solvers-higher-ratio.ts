/**
 * Verifier solvers for the GCSE Higher ratio constructs (`constructs/higher-ratio.ts`). Each reads
 * the stem as the student sees it and works the answer out its own way, in exact BigInt arithmetic.
 */

import { div, isqrt, mul, type Q, q } from './exact.ts';
import { type Expect, number } from './expect.ts';
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

/** Solvers keyed by construct slug. */
export const HIGHER_RATIO_SOLVERS: Readonly<Record<string, Solver>> = {
  'direct-proportion-formula': proportion,
  'direct-proportion-square': proportion,
  'direct-proportion-cube': proportion,
  'direct-proportion-square-root': proportion,
  'inverse-proportion-formula': proportion,
  'inverse-proportion-square': proportion,
};
