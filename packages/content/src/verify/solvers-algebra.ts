/**
 * The algebra strand's solvers: each reads a question as the student sees it and works its answer out, exactly
 * (split from `solvers.ts`, which gathers every strand's).
 */

import { add, div, eq, gcdInt, mul, neg, parseQ, type Q, show, sub } from './exact.ts';
import { exactText, inForm, number, polynomial } from './expect.ts';
import { addPoly, coefficient, constant, evaluate, type Poly, readPoly } from './poly.ts';
import { numbersIn } from './read.ts';
import type { Solver } from './solver.ts';
import { arithmetic, fig, match, need, readInequality, sides, solveLinear } from './solver-helpers.ts';
import { Unreadable } from './unreadable.ts';

/** The algebra strand, by construct slug. */
export const ALGEBRA_SOLVERS: Readonly<Record<string, Solver>> = {
  'collect-like-terms': (s) => {
    const p = readPoly(s.maths[0]!);
    // Simplified: one term per kind of term.
    return polynomial(
      p,
      (text) => text.split(/[+-]/).filter((t) => t.trim().replaceAll('$', '')).length === p.size,
    );
  },
  'multiply-algebraic-terms': (s) => polynomial(readPoly(s.maths[0]!), (text) => !/\\times/.test(text)),
  'substitute-into-expression': (s) => {
    const at = match(/^([a-z]) = (.+)$/, need(s.maths[1], 'the value'));
    return number(evaluate(readPoly(s.maths[0]!), { [at[1]!]: arithmetic(at[2]!) }));
  },
  'expand-single-bracket': (s) => polynomial(readPoly(s.maths[0]!), (text) => !/\(/.test(text)),
  'expand-double-brackets': (s) => polynomial(readPoly(s.maths[0]!), (text) => !/\(/.test(text)),
  'factorise-into-single-bracket': (s) => {
    const p = readPoly(s.maths[0]!);
    return inForm(`${s.maths[0]} fully factorised`, (text) => {
      const m = /^\$(\d+)\((\d*)x ([+-]) (\d+)\)\$$/.exec(text);
      if (!m) return false;
      let read: Poly;
      try {
        read = readPoly(text);
      } catch {
        return false;
      }
      const [a, b] = [BigInt(m[2] || '1'), BigInt(m[4]!)];
      return gcdInt(a, b) === 1n && addPoly(read, p, -1).size === 0;
    });
  },
  'factorise-quadratic': (s) =>
    polynomial(readPoly(s.maths[0]!), (text) => /^\$\(x [+-] \d+\)\(x [+-] \d+\)\$$/.test(text)),
  'function-machine-inverse': (s) => {
    const f = fig(s);
    const out = s.nums[0]!;
    const last = f.labels
      .filter((l) => /^-?\d/.test(l.text))
      .sort((x, y) => x.at[0] - y.at[0])
      .pop();
    if (!last || !eq(parseQ(last.text), out))
      throw new Unreadable('the output the stem gives, on the machine');
    const ops = f.labels
      .map((l) => /^([+−×÷-]) (\d+(?:\.\d+)?)$/.exec(l.text))
      .filter((m): m is RegExpExecArray => m !== null);
    if (ops.length === 0) throw new Unreadable('the machine');
    let x = out;
    for (const op of [...ops].reverse()) {
      const k = parseQ(op[2]!);
      x = op[1] === '+' ? sub(x, k) : op[1] === '×' ? div(x, k) : op[1] === '÷' ? mul(x, k) : add(x, k);
    }
    return number(x);
  },
  'solve-one-step-equations': (s) => number(solveLinear(sides(s.maths[0]!))),
  'solve-two-step-equations': (s) => number(solveLinear(sides(s.maths[0]!))),
  'solve-equations-unknown-both-sides': (s) => number(solveLinear(sides(s.maths[0]!))),
  'solve-simultaneous-equations': (s) => {
    // Each equation as a·x + b·y + k = 0; Cramer's rule for x, whichever unknown the student eliminates.
    if (!/value of \$x\$/.test(s.stem)) throw new Unreadable('which unknown is asked for');
    const [e1, e2] = [0, 1].map((i) => {
      const p = sides(need(s.maths[i], 'two equations'));
      if ([...p.keys()].some((k) => !['x^1', 'y^1', ''].includes(k)))
        throw new Unreadable('linear equations');
      return [coefficient(p, 'x^1'), coefficient(p, 'y^1'), neg(coefficient(p, ''))] as const;
    }) as [readonly [Q, Q, Q], readonly [Q, Q, Q]];
    const det = sub(mul(e1[0], e2[1]), mul(e2[0], e1[1]));
    if (det.n === 0n) throw new Unreadable('equations with one solution');
    return number(div(sub(mul(e1[2], e2[1]), mul(e2[2], e1[1])), det));
  },
  'term-from-nth-term': (s) => {
    const n = s.nums[s.nums.length - 1]!;
    return number(evaluate(readPoly(need(s.maths[1], 'the nth term')), { n }));
  },
  'find-nth-term': (s) => {
    const terms = numbersIn(need(s.maths[1], 'the sequence'));
    const d = sub(terms[1]!, terms[0]!);
    if (terms.length < 3 || terms.some((t, i) => i > 0 && !eq(sub(t, terms[i - 1]!), d)))
      throw new Unreadable('an arithmetic sequence');
    return polynomial(addPoly(readPoly(`${show(d)}n`), constant(sub(terms[0]!, d))));
  },
  'gradient-from-two-points': (s) => {
    const [x1, y1, x2, y2] = s.nums as [Q, Q, Q, Q];
    return number(div(sub(y2, y1), sub(x2, x1)));
  },
  'gradient-from-equation': (s) => {
    const p = sides(need(s.maths[0], 'the line'));
    return number(div(neg(coefficient(p, 'x^1')), coefficient(p, 'y^1')));
  },
  'solve-linear-inequalities': (s) => {
    const m = match(/^(.+?)\s*(<|>|\\le|\\ge)\s*(.+)$/, s.maths[0]!);
    const p = addPoly(readPoly(m[1]!), readPoly(m[3]!), -1);
    const a = coefficient(p, 'x^1');
    const flip: Record<string, string> = { '<': '>', '>': '<', '\\le': '\\ge', '\\ge': '\\le' };
    const op = a.n < 0n ? flip[m[2]!]! : m[2]!;
    return exactText(`${op} ${show(solveLinear(p))}`, readInequality);
  },
  'change-the-subject': (s) => {
    if (!/Make \$x\$ the subject/.test(s.stem)) throw new Unreadable('make x the subject');
    const p = sides(s.maths[1]!); // y − (ax + b) = 0
    const a = coefficient(p, 'x^1');
    // x = (y-part + constant) / −a
    const rest = addPoly(p, readPoly(`${show(a)}x`), -1);
    return polynomial(new Map([...rest].map(([k, c]) => [k, div(c, neg(a))])), (text) =>
      /^\$x = /.test(text),
    );
  },
  'index-laws-multiply-divide': (s) =>
    polynomial(readPoly(s.maths[0]!), (text) => !/\\times|\\div|\(/.test(text)),
  'index-laws-power-of-power': (s) =>
    polynomial(readPoly(s.maths[0]!), (text) => !/\\times|\\div|\(/.test(text)),
};
