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
  q,
  roundDp,
  roundSf,
  roundTo,
  show,
  sub,
} from './exact.ts';
import { inForm, number } from './expect.ts';
import { numbersIn, plain, readQuantity } from './read.ts';
import type { Solver } from './solver.ts';
import { arithmetic, fig, isPrime, match, need, percent, squarefree, Z } from './solver-helpers.ts';
import { Unreadable } from './unreadable.ts';

/** The number strand, by construct slug. */
export const NUMBER_SOLVERS: Readonly<Record<string, Solver>> = {
  'place-value-digit': (s) => {
    const digit = plain(need(s.maths[0], 'the digit'));
    const n = plain(need(s.maths[1], 'the number')).replace(/\s/g, '');
    const at = [...n].flatMap((ch, i) => (ch === digit ? [i] : []));
    if (at.length !== 1) throw new Unreadable(`the digit ${digit} appears ${at.length} times in ${n}`);
    return number(mul(Z(Number(digit)), pow(Z(10), n.length - 1 - at[0]!)));
  },
  'decimal-compare': (s) => {
    const values = s.options.map((o) => need(readQuantity(o), o).value);
    const largest = /largest/.test(s.stem);
    if (!largest && !/smallest/.test(s.stem)) throw new Unreadable('largest or smallest');
    const best = values.reduce((b, v) => (cmpQ(v, b) * (largest ? 1 : -1) > 0 ? v : b));
    return number(best);
  },
  'multiply-divide-powers-of-ten': (s) => number(arithmetic(s.maths[0]!)),
  'read-number-line': (s) => {
    const f = fig(s);
    const axis = need(
      f.segments.find((l) => l.a[1] === l.b[1]),
      'the line',
    );
    const y = axis.a[1];
    const ticks = [
      ...new Set(
        f.segments
          .filter((l) => l.a[0] === l.b[0] && Math.min(l.a[1], l.b[1]) < y && Math.max(l.a[1], l.b[1]) > y)
          .map((l) => l.a[0]),
      ),
    ].sort((a, b) => a - b);
    const arrow = need(
      f.segments.find((l) => l.a[0] === l.b[0] && Math.max(l.a[1], l.b[1]) < y),
      'the arrow',
    );
    const ends = f.labels.filter((l) => /^-?\d+(\.\d+)?$/.test(l.text)).sort((a, b) => a.at[0] - b.at[0]);
    if (ends.length !== 2) throw new Unreadable('the two end labels');
    const [lo, hi] = [parseQ(ends[0]!.text), parseQ(ends[1]!.text)];
    const first = ticks.indexOf(ends[0]!.at[0]);
    const last = ticks.indexOf(ends[1]!.at[0]);
    const k = ticks.findIndex((t) => Math.abs(t - arrow.a[0]) < 0.5);
    if (first < 0 || last < 0 || k < 0) throw new Unreadable('the arrow on a mark between labelled ends');
    const value = add(lo, mul(sub(hi, lo), q(k - first, last - first)));
    const said =
      /from (-?[\d.]+) to (-?[\d.]+) split into (\d+) equal parts, with an arrow at the (\d+)\w\w mark after/.exec(
        s.alt ?? '',
      );
    if (
      said &&
      !eq(
        add(
          parseQ(said[1]!),
          mul(sub(parseQ(said[2]!), parseQ(said[1]!)), q(Number(said[4]), Number(said[3]))),
        ),
        value,
      )
    )
      throw new Unreadable('a text alternative that points where the arrow does');
    return number(value);
  },
  'round-integers': (s) => number(roundTo(s.nums[0]!, s.nums[1]!)),
  'round-decimal-places': (s) => number(roundDp(s.nums[0]!, Number(s.nums[1]!.n))),
  'round-significant-figures': (s) => number(roundSf(s.nums[0]!, Number(s.nums[1]!.n))),
  'estimate-products': (s) => {
    const sf = Number(match(/rounding each number to \$(\d+)\$ significant figure/, s.stem)[1]);
    const factors = numbersIn(s.maths[0]!);
    if (!/\\times/.test(s.maths[0]!) || factors.length !== 2)
      throw new Unreadable('a product of two numbers');
    return number(mul(roundSf(factors[0]!, sf), roundSf(factors[1]!, sf)));
  },
  'column-addition': (s) => number(arithmetic(s.maths[0]!)),
  'column-subtraction': (s) => number(arithmetic(s.maths[0]!)),
  'long-multiplication': (s) => number(arithmetic(s.maths[0]!)),
  'multiply-decimals': (s) => number(arithmetic(s.maths[0]!)),
  'add-subtract-negatives': (s) => number(arithmetic(s.maths[0]!)),
  'multiply-divide-negatives': (s) => number(arithmetic(s.maths[0]!)),
  'order-of-operations': (s) => number(arithmetic(s.maths[0]!)),
  'hcf-and-lcm': (s) => {
    const [a, b] = [s.nums[0]!.n, s.nums[1]!.n];
    const h = gcdInt(a, b);
    if (/highest common factor/.test(s.stem)) return number(q(h));
    if (/lowest common multiple/.test(s.stem)) return number(q((a * b) / h));
    throw new Unreadable('HCF or LCM');
  },
  'prime-factor-decomposition': (s) => {
    const n = s.nums[0]!.n;
    return inForm(`${n} in prime factors with indices`, (text) => {
      const factors = text.replaceAll('$', '').split('\\times');
      let product = 1n;
      const bases = new Set<bigint>();
      for (const f of factors) {
        const m = /^\s*(\d+)(?:\^\{(\d+)\})?\s*$/.exec(f);
        if (!m) return false;
        const [p, k] = [BigInt(m[1]!), BigInt(m[2] ?? '1')];
        if (!isPrime(p) || bases.has(p) || k < 1n) return false;
        bases.add(p);
        product *= p ** k;
      }
      return product === n;
    });
  },
  'equivalent-fractions': (s) => {
    const m = match(/\\frac\{(\d+)\}\{(\d+)\} = \\frac\{\?\}\{(\d+)\}/, s.stem);
    return number(div(mul(Z(Number(m[1])), Z(Number(m[3]))), Z(Number(m[2]))));
  },
  'fraction-of-amount': (s) => {
    const m = match(/\$\\frac\{(\d+)\}\{(\d+)\}\$ of \$([\d\\,]+)\$/, s.stem);
    return number(mul(q(BigInt(m[1]!), BigInt(m[2]!)), numbersIn(m[3]!)[0]!));
  },
  'add-fractions-same-denominator': (s) => number(arithmetic(s.maths[0]!), { simplest: true }),
  'add-fractions-different-denominators': (s) => number(arithmetic(s.maths[0]!), { simplest: true }),
  'subtract-fractions-different-denominators': (s) => number(arithmetic(s.maths[0]!), { simplest: true }),
  'multiply-fractions': (s) => number(arithmetic(s.maths[0]!), { simplest: true }),
  'divide-fractions': (s) => number(arithmetic(s.maths[0]!), { simplest: true }),
  'fraction-to-decimal': (s) => {
    if (!/as a decimal/.test(s.stem)) throw new Unreadable('as a decimal');
    return number(arithmetic(s.maths[0]!), { decimal: true });
  },
  'fraction-to-percentage': (s) => {
    if (!/as a percentage/.test(s.stem)) throw new Unreadable('as a percentage');
    return number(mul(arithmetic(s.maths[0]!), Z(100)), { unit: '%' });
  },
  'percentage-of-amount': (s) => {
    const m = match(/\$([\d.]+)\\%\$ of \$([\d\\,.]+)\$/, s.stem);
    return number(mul(percent(parseQ(m[1]!)), numbersIn(m[2]!)[0]!));
  },
  'evaluate-powers': (s) => number(arithmetic(s.maths[0]!)),
  'write-in-standard-form': (s) => {
    const n = numbersIn(s.maths[0]!)[0]!;
    return inForm(`${show(n)} in standard form`, (text) => {
      const m = /^\$(-?\d+(?:\.\d+)?) \\times 10\^\{(-?\d+)\}\$$/.exec(text);
      if (!m) return false;
      const a = parseQ(m[1]!);
      return cmpQ(a, ONE) >= 0 && cmpQ(a, Z(10)) < 0 && eq(mul(a, pow(Z(10), Number(m[2]))), n);
    });
  },
  'simplify-surds': (s) => {
    const n = BigInt(match(/\\sqrt\{(\d+)\}/, s.maths[0]!)[1]!);
    return inForm(`√${n} as a√b`, (text) => {
      const m = /^\$(\d+)\\sqrt\{(\d+)\}\$$/.exec(text);
      if (!m) return false;
      const [a, b] = [BigInt(m[1]!), BigInt(m[2]!)];
      return a > 1n && a * a * b === n && squarefree(b);
    });
  },
};
