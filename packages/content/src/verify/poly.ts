/**
 * The verifier's reader for algebra as a student sees it: LaTeX such as `-5(3x + 7)`,
 * `\frac{y - 4}{4}`, `3x^{7} \times 2x^{6}` or `(x + 1)(x - 2)` read into an exact polynomial
 * (several letters, integer powers, dividing only by a single term), so two forms compare by value.
 */

import { add, div, eq, mul, neg, ONE, parseQ, type Q, show, ZERO } from './exact.ts';

/** Monomial key ("x^2 y^1", letters sorted) → coefficient. */
export type Poly = Map<string, Q>;

type Powers = Record<string, number>;

function keyOf(p: Powers): string {
  return Object.keys(p)
    .filter((v) => p[v] !== 0)
    .sort()
    .map((v) => `${v}^${p[v]}`)
    .join(' ');
}

function powersOf(key: string): Powers {
  const out: Powers = {};
  for (const part of key.split(' ').filter(Boolean)) {
    const [v, e] = part.split('^');
    out[v!] = Number(e);
  }
  return out;
}

export function constant(c: Q): Poly {
  return c.n === 0n ? new Map() : new Map([['', c]]);
}

function letter(v: string): Poly {
  return new Map([[`${v}^1`, ONE]]);
}

export function addPoly(a: Poly, b: Poly, sign = 1): Poly {
  const out = new Map(a);
  for (const [k, c] of b) {
    const v = add(out.get(k) ?? ZERO, sign < 0 ? neg(c) : c);
    if (v.n === 0n) out.delete(k);
    else out.set(k, v);
  }
  return out;
}

export function mulPoly(a: Poly, b: Poly): Poly {
  let out: Poly = new Map();
  for (const [ka, ca] of a)
    for (const [kb, cb] of b) {
      const p = powersOf(ka);
      for (const [v, e] of Object.entries(powersOf(kb))) p[v] = (p[v] ?? 0) + e;
      out = addPoly(out, new Map([[keyOf(p), mul(ca, cb)]]));
    }
  return out;
}

function divPoly(a: Poly, b: Poly): Poly {
  if (b.size !== 1) throw new Error('division by more than one term');
  const [kb, cb] = [...b][0]!;
  const inverse: Powers = {};
  for (const [v, e] of Object.entries(powersOf(kb!))) inverse[v] = -e;
  return mulPoly(a, new Map([[keyOf(inverse), div(ONE, cb!)]]));
}

function powPoly(a: Poly, k: number): Poly {
  if (!Number.isInteger(k) || k < 0 || k > 400) throw new Error(`power ${k}`);
  let out = constant(ONE);
  for (let i = 0; i < k; i++) out = mulPoly(out, a);
  return out;
}

/** The value of a polynomial with each letter replaced. */
export function evaluate(p: Poly, at: Record<string, Q>): Q {
  let total = ZERO;
  for (const [k, c] of p) {
    let term = c;
    for (const [v, e] of Object.entries(powersOf(k))) {
      const x = at[v];
      if (!x) throw new Error(`no value for ${v}`);
      for (let i = 0; i < Math.abs(e); i++) term = e > 0 ? mul(term, x) : div(term, x);
    }
    total = add(total, term);
  }
  return total;
}

/** The coefficient of one monomial ("x^1", "" for the constant). */
export function coefficient(p: Poly, key: string): Q {
  return p.get(key) ?? ZERO;
}

export function polyEq(a: Poly, b: Poly): boolean {
  return addPoly(a, b, -1).size === 0;
}

/** A canonical text of a polynomial, for comparing options by value. */
export function polyKey(p: Poly): string {
  return [...p]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, c]) => `${show(c)}${k ? `·${k}` : ''}`)
    .join(' + ');
}

type Token = { t: 'num'; v: Q } | { t: 'var'; v: string } | { t: 'op'; v: string };

function tokenize(latex: string): Token[] {
  const s = latex
    .replaceAll('$', '')
    .replaceAll('\\left', '')
    .replaceAll('\\right', '')
    .replace(/(\d)\\,(\d)/g, '$1$2')
    .replaceAll('−', '-')
    .replaceAll('\\cdot', '\\times');
  const out: Token[] = [];
  let i = 0;
  while (i < s.length) {
    const ch = s[i]!;
    if (/\s/.test(ch)) i++;
    else if (s.startsWith('\\times', i)) {
      out.push({ t: 'op', v: '*' });
      i += 6;
    } else if (s.startsWith('\\div', i)) {
      out.push({ t: 'op', v: '/' });
      i += 4;
    } else if (s.startsWith('\\frac', i)) {
      out.push({ t: 'op', v: 'frac' });
      i += 5;
    } else if (/\d|\./.test(ch)) {
      const m = /^\d*\.?\d+/.exec(s.slice(i))!;
      out.push({ t: 'num', v: parseQ(m[0]) });
      i += m[0].length;
    } else if (/[a-z]/i.test(ch)) {
      out.push({ t: 'var', v: ch });
      i++;
    } else if ('+-()^{}'.includes(ch)) {
      out.push({ t: 'op', v: ch });
      i++;
    } else throw new Error(`cannot read "${ch}" in ${latex}`);
  }
  return out;
}

/** Reads LaTeX algebra into a polynomial; throws when it is not one. */
export function readPoly(latex: string): Poly {
  const tokens = tokenize(latex);
  let i = 0;
  const peek = () => tokens[i];
  const isOp = (v: string) => peek()?.t === 'op' && peek()!.v === v;
  const expect = (v: string) => {
    if (!isOp(v)) throw new Error(`expected ${v} in ${latex}`);
    i++;
  };
  function expr(): Poly {
    let sign = 1;
    if (isOp('-')) {
      sign = -1;
      i++;
    } else if (isOp('+')) i++;
    let out = addPoly(new Map(), term(), sign);
    while (isOp('+') || isOp('-')) {
      const s = (peek() as { v: string }).v === '-' ? -1 : 1;
      i++;
      out = addPoly(out, term(), s);
    }
    return out;
  }
  // Juxtaposition binds tighter than × and ÷, as a student reads 24x^9 ÷ 4x^3.
  function term(): Poly {
    let out = product();
    for (;;) {
      if (isOp('*')) {
        i++;
        out = mulPoly(out, product());
      } else if (isOp('/')) {
        i++;
        out = divPoly(out, product());
      } else return out;
    }
  }
  function product(): Poly {
    let out = power();
    while (peek() && (peek()!.t !== 'op' || isOp('(') || isOp('frac') || isOp('{')))
      out = mulPoly(out, power());
    return out;
  }
  function power(): Poly {
    let base = atom();
    while (isOp('^')) {
      i++;
      let k: Poly;
      if (isOp('{')) {
        i++;
        k = expr();
        expect('}');
      } else k = atom();
      const c = k.get('') ?? ZERO;
      if (k.size > 1 || (k.size === 1 && !k.has('')) || c.d !== 1n) throw new Error('non-integer power');
      base = powPoly(base, Number(c.n));
    }
    return base;
  }
  function atom(): Poly {
    const tok = peek();
    if (!tok) throw new Error(`unexpected end of ${latex}`);
    i++;
    if (tok.t === 'num') return constant(tok.v);
    if (tok.t === 'var') return letter(tok.v);
    if (tok.v === '(' || tok.v === '{') {
      const inner = expr();
      expect(tok.v === '(' ? ')' : '}');
      return inner;
    }
    if (tok.v === 'frac') {
      expect('{');
      const top = expr();
      expect('}');
      expect('{');
      const bottom = expr();
      expect('}');
      return divPoly(top, bottom);
    }
    if (tok.v === '-') return addPoly(new Map(), power(), -1);
    throw new Error(`unexpected ${tok.v} in ${latex}`);
  }
  const out = expr();
  if (i !== tokens.length) throw new Error(`left over in ${latex}`);
  return out;
}

/** A constant polynomial's value, or undefined. */
export function constantOf(p: Poly): Q | undefined {
  if (p.size === 0) return ZERO;
  if (p.size === 1 && p.has('')) return p.get('');
  return undefined;
}

export function isZeroPoly(p: Poly): boolean {
  return p.size === 0;
}

export { eq as eqQ };
