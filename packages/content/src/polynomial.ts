/**
 * Polynomials with integer coefficients, enough for the algebra questions: collecting terms,
 * expanding brackets and nth terms. Equal polynomials get equal keys however they were built.
 */

import type { Answer } from './answer.ts';

/** A polynomial: monomial signature ("" for the constant, "x^2", "ab") → coefficient. Zero terms are absent. */
export type Poly = ReadonlyMap<string, number>;

/** Parses a monomial like "x^2y" into sorted variable powers; the empty string is the constant. */
function parseMonomial(vars: string): Map<string, number> {
  const powers = new Map<string, number>();
  const re = /([a-z])(?:\^(\d+))?/g;
  for (const m of vars.matchAll(re)) {
    const v = m[1]!;
    powers.set(v, (powers.get(v) ?? 0) + Number(m[2] ?? 1));
  }
  return powers;
}

function signature(powers: ReadonlyMap<string, number>): string {
  return [...powers.entries()]
    .filter(([, p]) => p !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([v, p]) => (p === 1 ? v : `${v}^${p}`))
    .join('');
}

function degree(sig: string): number {
  return [...parseMonomial(sig).values()].reduce((s, p) => s + p, 0);
}

/** A polynomial from [coefficient, monomial] pairs, e.g. poly([3, 'x^2'], [-5, 'x'], [2]). */
export function poly(...terms: ReadonlyArray<readonly [number, string?]>): Poly {
  const out = new Map<string, number>();
  for (const [c, vars = ''] of terms) {
    const sig = signature(parseMonomial(vars));
    out.set(sig, (out.get(sig) ?? 0) + c);
  }
  for (const [k, v] of out) if (v === 0) out.delete(k);
  return out;
}

/** The coefficient of one monomial (0 when absent). */
export function coefficient(p: Poly, vars = ''): number {
  return p.get(signature(parseMonomial(vars))) ?? 0;
}

function orderedTerms(p: Poly): Array<[string, number]> {
  return [...p.entries()].sort(([a], [b]) => degree(b) - degree(a) || a.localeCompare(b));
}

function monomialLatex(sig: string): string {
  return sig.replace(/\^(\d+)/g, '^{$1}');
}

/** The polynomial in LaTeX, highest degree first: "3x^{2} - 5x + 2"; zero is "0". */
export function polyLatex(p: Poly): string {
  const terms = orderedTerms(p);
  if (terms.length === 0) return '0';
  return terms
    .map(([sig, c], i) => {
      const abs = Math.abs(c);
      const body = sig === '' ? `${abs}` : `${abs === 1 ? '' : abs}${monomialLatex(sig)}`;
      if (i === 0) return c < 0 ? `-${body}` : body;
      return c < 0 ? ` - ${body}` : ` + ${body}`;
    })
    .join('');
}

/** A key equal for equal polynomials, whatever order their terms were built in. */
export function polyKey(p: Poly): string {
  return `p:${orderedTerms(p)
    .map(([sig, c]) => `${c}${sig}`)
    .join(',')}`;
}

/** An answer showing the polynomial, optionally after a prefix such as "y = ". */
export function polyAnswer(p: Poly, prefix = ''): Answer {
  return { key: polyKey(p), text: `$${prefix}${polyLatex(p)}$` };
}
