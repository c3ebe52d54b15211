/**
 * Verifier solvers for the constructs of `constructs/gcse-gaps.ts`. Each reads the stem as the student
 * sees it: an algebraic statement is classified by its sign and by testing both sides as polynomials,
 * an exact value is worked from the sides of the two special triangles, and an area from ½ab sin C.
 */

import { mul, parseQ, q } from './exact.ts';
import { exactText, formOf, number } from './expect.ts';
import { polyEq, readPoly } from './poly.ts';
import type { Solver } from './solver.ts';
import { surd } from './solvers-higher-number.ts';
import { Unreadable } from './unreadable.ts';

function read(re: RegExp, text: string): RegExpExecArray {
  const m = re.exec(text);
  if (!m) throw new Unreadable(`cannot read "${text.slice(0, 60)}…"`);
  return m;
}

/** What an algebraic statement is, from its own text. */
export function classify(latex: string): string {
  const t = latex.replaceAll('$', '').trim();
  if (/<|>|\\leq|\\geq|\\lt|\\gt/.test(t)) return 'inequality';
  const sides = t.split('=');
  if (sides.length === 1) return 'expression';
  if (sides.length !== 2) throw new Unreadable(`one equals sign in ${t}`);
  const [left, right] = sides.map((s) => s.trim()) as [string, string];
  const letters = new Set(t.replace(/\\[a-z]+/g, '').match(/[a-z]/gi) ?? []);
  // A formula gives one quantity (its subject, alone on the left) from other quantities.
  if (/^[A-Za-z]$/.test(left) && left !== 'x' && !right.includes(left) && letters.size >= 2) return 'formula';
  if ([...letters].some((l) => l !== 'x')) throw new Unreadable(`a statement in x: ${t}`);
  return polyEq(readPoly(left), readPoly(right)) ? 'identity' : 'equation';
}

/** An option's kind, or undefined when it cannot be read (a fault the verifier reports). */
function classifyOrNothing(latex: string): string | undefined {
  try {
    return classify(latex);
  } catch {
    return undefined;
  }
}

const WORDS: Record<string, string> = {
  'An expression': 'expression',
  'An equation': 'equation',
  'A formula': 'formula',
  'An identity': 'identity',
  'An inequality': 'inequality',
};

/** sin² and cos² at 30°, 45° and 60° from the half-equilateral triangle (1, √3, 2) and the half-square (1, 1, √2). */
const SQUARED: Record<string, Record<string, [number, number]>> = {
  sin: { 30: [1, 4], 45: [1, 2], 60: [3, 4] },
  cos: { 30: [3, 4], 45: [1, 2], 60: [1, 4] },
};

const SIDES: Record<string, number> = {
  triangular: 3,
  square: 4,
  pentagonal: 5,
  hexagonal: 6,
  heptagonal: 7,
  octagonal: 8,
  decagonal: 10,
};

export const GCSE_GAP_SOLVERS: Readonly<Record<string, Solver>> = {
  'expression-equation-formula-identity': (s) => {
    const which = /^Which of these is an? (expression|equation|formula|identity)\?$/.exec(s.stem);
    // Options are statements: one of the kind asked shows the answer; each is told apart by its kind
    // and its own text, so a statement changed within its kind is still a different option.
    if (which)
      return {
        answer: which[1]!,
        is: (text) => classifyOrNothing(text) === which[1],
        identity: (text) => {
          const kind = classifyOrNothing(text);
          return kind && `${kind}: ${formOf(text)}`;
        },
      };
    const named = read(/^Which word describes \$([^$]+)\$\?$/, s.stem);
    return exactText(classify(named[1]!), (text) => WORDS[text]);
  },
  'exact-trigonometric-values': (s) => {
    const m = read(/the exact value of \$(\d*)\\(sin|cos|tan) (\d+)\^\{\\circ\}\$\.$/, s.stem);
    const k = q(BigInt(m[1] || '1'));
    const [fn, angle] = [m[2]!, m[3]!];
    let squared: [number, number];
    if (fn === 'tan') {
      // tan² = sin² ÷ cos².
      const [[a, b], [c, d]] = [SQUARED.sin![angle]!, SQUARED.cos![angle]!];
      squared = [a * d, b * c];
    } else squared = SQUARED[fn]![angle] ?? [0, 0];
    if (squared[1] === 0) throw new Unreadable(`an angle of 30°, 45° or 60°: ${angle}`);
    return surd(mul(mul(k, k), q(squared[0], squared[1])));
  },
  'triangle-area-half-ab-sin-c': (s) => {
    const m = read(
      /\$BC = (\d+)\\text\{ cm\}\$, \$AC = (\d+)\\text\{ cm\}\$ and angle \$ACB\$ is \$(\d+)\^\{\\circ\}\$\. Work out the area of triangle \$ABC\$\. Give your answer to 1 decimal place\.$/,
      s.stem,
    );
    const [a, b, C] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const tenths = 10 * 0.5 * a * b * Math.sin((C * Math.PI) / 180);
    // Sines are irrational: the verifier rounds a float here, so it refuses a value near a rounding boundary.
    if (Math.abs((tenths % 1) - 0.5) < 1e-6) throw new Unreadable('an area clear of a rounding boundary');
    return number(parseQ((Math.round(tenths) / 10).toFixed(1)), { unit: 'cm^2' });
  },
  'faces-edges-vertices': (s) => {
    const m = read(
      /^How many (faces|edges|vertices) does an? ([a-z]+)(-based pyramid| prism) have\?$/,
      s.stem,
    );
    const n = SIDES[m[2]!];
    if (!n) throw new Unreadable(`a polygon named ${m[2]}`);
    // Counted from the solid: a prism is two n-gons and n rectangles; a pyramid is an n-gon, n triangles and an apex.
    const counts =
      m[3] === ' prism'
        ? { faces: n + 2, edges: n + n + n, vertices: n + n }
        : { faces: 1 + n, edges: n + n, vertices: n + 1 };
    return number(q(counts[m[1] as keyof typeof counts]));
  },
  'relative-frequency-from-all-trials': (s) => {
    // Two experiments on one object: "… $n$ times and it lands on … $r$ times." twice; all the trials pooled.
    const runs = [...s.stem.matchAll(/\$(\d+)\$ times and it [a-z ]+ \$(\d+)\$ times\./g)];
    if (runs.length !== 2 || !/Using all of their results/.test(s.stem))
      throw new Unreadable('two experiments and an estimate from all of them');
    const [trials, hits] = [0, 1].map((i) => runs.reduce((t, m) => t + Number(m[i + 1]), 0)) as [
      number,
      number,
    ];
    return number(q(hits, trials));
  },
};
