/**
 * Algebra strand problem kinds: simplifying, substitution, expanding and factorising, equations,
 * sequences, straight-line graphs, inequalities, rearranging formulae and laws of indices.
 */

import { type Answer, mathAnswer, numberAnswer } from '../answer.ts';
import { functionMachineDiagram } from '../diagrams-charts.ts';
import type { KindTable } from '../kind.ts';
import { latexFraction, signed } from '../latex.ts';
import { type Poly, poly, polyAnswer, polyLatex } from '../polynomial.ts';
import { add, div, mul, type Rat, rat, sub } from '../rational.ts';

/** A function-machine step. */
export type MachineOp = readonly ['add' | 'subtract' | 'multiply' | 'divide', number];

/** An inequality symbol as stored. */
export type InequalitySign = '<' | '>' | '<=' | '>=';

/** Every algebra-strand problem, as stored with its question. */
export type AlgebraProblem =
  /** Terms as [coefficient, letter] in the order written. */
  | { kind: 'collect-terms'; terms: Array<[number, string]> }
  | { kind: 'multiply-terms'; c1: number; v1: string; c2: number; v2: string }
  /** p·a² + q when a has the given value. */
  | { kind: 'substitute'; p: number; q: number; a: number }
  /** k(ax + b). */
  | { kind: 'expand-single'; k: number; a: number; b: number }
  /** (x + a)(x + b). */
  | { kind: 'expand-double'; a: number; b: number }
  /** h·p·x + h·q, to be written h(px + q). */
  | { kind: 'factorise-linear'; h: number; p: number; q: number }
  /** x² + (r + s)x + rs, to be written (x + r)(x + s). */
  | { kind: 'factorise-quadratic'; r: number; s: number }
  | { kind: 'function-machine'; ops: MachineOp[]; output: number }
  /** kx = rhs (multiply) or x/k = rhs (divide). */
  | { kind: 'one-step-equation'; op: 'multiply' | 'divide'; k: number; rhs: number }
  /** ax + b = c. */
  | { kind: 'two-step-equation'; a: number; b: number; c: number }
  /** ax + b = cx + d. */
  | { kind: 'equation-both-sides'; a: number; b: number; c: number; d: number }
  /**
   * a1·x + b1·y = c1 and a2·x + b2·y = c2 with b2 = ±b1, so one addition or subtraction
   * eliminates y; the question asks for x.
   */
  | { kind: 'simultaneous-linear'; a1: number; b1: number; c1: number; a2: number; b2: number; c2: number }
  /** The nth term of the sequence an + b. */
  | { kind: 'nth-term-value'; a: number; b: number; n: number }
  | { kind: 'nth-term-find'; first: number; diff: number }
  | { kind: 'gradient-points'; x1: number; y1: number; x2: number; y2: number }
  /** The gradient of ay = bx + c. */
  | { kind: 'line-gradient'; a: number; b: number; c: number }
  /** ax + b (sign) c. */
  | { kind: 'linear-inequality'; a: number; b: number; c: number; sign: InequalitySign }
  /** Make x the subject of y = ax + b. */
  | { kind: 'rearrange-linear'; a: number; b: number }
  /** c1x^e1 × c2x^e2, c1x^e1 ÷ c2x^e2, or (c1x^e1)^e2. */
  | {
      kind: 'index-law';
      op: 'multiply' | 'divide' | 'power';
      c1: number;
      e1: number;
      c2: number;
      e2: number;
    };

/** A single term such as 3a, -a or 5 for display. */
function termLatex(c: number, v: string, first: boolean): string {
  const abs = Math.abs(c);
  const body = v === '' ? `${abs}` : `${abs === 1 ? '' : abs}${v}`;
  if (first) return c < 0 ? `-${body}` : body;
  return c < 0 ? ` - ${body}` : ` + ${body}`;
}

/** Terms written in the order given (not collected), e.g. "3a + 5b - a + 2b". */
export function termsLatex(terms: ReadonlyArray<readonly [number, string]>): string {
  return terms.map(([c, v], i) => termLatex(c, v, i === 0)).join('');
}

/** A monomial c·x^e in LaTeX. */
export function monomialLatex(c: number, e: number, letter = 'x'): string {
  const coef = c === 1 ? '' : c === -1 ? '-' : `${c}`;
  return e === 0 ? `${c}` : `${coef}${letter}${e === 1 ? '' : `^{${e}}`}`;
}

/** The monomial c·x^e as a polynomial answer. */
export function monomialAnswer(c: number | Rat, e: number): Answer | undefined {
  const value = typeof c === 'number' ? rat(c) : c;
  if (value.d !== 1 || !Number.isInteger(e) || e < 0) return undefined;
  return polyAnswer(poly([value.n, e === 0 ? '' : `x^${e}`]));
}

/** The solution x = value as an answer, written as an integer or a fraction. */
export function solutionAnswer(value: Rat | number): Answer {
  return numberAnswer(value, { prefix: 'x = ', style: 'fraction' });
}

/** h(px + q) as an answer; the key keeps the written form, so 2(3x + 6) is not 6(x + 2). */
export function factorisedAnswer(h: number, p: number, q: number, letter = 'x'): Answer {
  const inner = polyLatex(poly([p, letter], [q]));
  return mathAnswer(`${h}(${inner})`, `fac:${h}(${inner})`);
}

/** (x + u)(x + v) as an answer; the key is order-free. */
export function bracketPairAnswer(u: number, v: number): Answer {
  const [lo, hi] = u <= v ? [u, v] : [v, u];
  const part = (k: number) => (k === 0 ? 'x' : `x ${signed(k)}`);
  return mathAnswer(`(${part(lo)})(${part(hi)})`, `fq:${lo},${hi}`);
}

/** The inequality x (sign) value as an answer. */
export function inequalityAnswer(sign: InequalitySign | '=', value: Rat | number): Answer {
  const v = typeof value === 'number' ? rat(value) : value;
  const symbol = { '<': '<', '>': '>', '<=': '\\le', '>=': '\\ge', '=': '=' }[sign];
  return mathAnswer(`x ${symbol} ${latexFraction(v)}`, `ineq:${sign}:${v.n}/${v.d}`);
}

/** The sign with its direction reversed. */
export function flipSign(sign: InequalitySign): InequalitySign {
  return ({ '<': '>', '>': '<', '<=': '>=', '>=': '<=' } as const)[sign];
}

/** A rearranged formula x = … as an answer, given its LaTeX and a structural key. */
export function formulaAnswer(latex: string, key: string): Answer {
  return mathAnswer(`x = ${latex}`, `formula:${key}`);
}

const opText = { add: '+', subtract: '−', multiply: '×', divide: '÷' } as const;

/** Applies one machine step. */
export function applyOp(x: Rat, [op, k]: MachineOp): Rat {
  switch (op) {
    case 'add':
      return add(x, k);
    case 'subtract':
      return sub(x, k);
    case 'multiply':
      return mul(x, k);
    case 'divide':
      return div(x, k);
  }
}

/** The inverse of a machine step. */
export function invertOp([op, k]: MachineOp): MachineOp {
  const inverse = { add: 'subtract', subtract: 'add', multiply: 'divide', divide: 'multiply' } as const;
  return [inverse[op], k];
}

/** The input of a function machine, found by undoing each step in reverse order. */
export function machineInput(p: { ops: readonly MachineOp[]; output: number }): Rat {
  return [...p.ops].reverse().reduce((x, op) => applyOp(x, invertOp(op)), rat(p.output));
}

/** The value that solves ax + b (sign) c, with the sign after dividing by a. */
export function inequalitySolution(p: { a: number; b: number; c: number; sign: InequalitySign }): {
  sign: InequalitySign;
  value: Rat;
} {
  return { sign: p.a < 0 ? flipSign(p.sign) : p.sign, value: rat(p.c - p.b, p.a) };
}

const inequalityLatex = { '<': '<', '>': '>', '<=': '\\le', '>=': '\\ge' } as const;

/** The index-law expression shown in the stem. */
export function indexLawLatex(p: Extract<AlgebraProblem, { kind: 'index-law' }>): string {
  if (p.op === 'power') return `(${monomialLatex(p.c1, p.e1)})^{${p.e2}}`;
  return `${monomialLatex(p.c1, p.e1)} ${p.op === 'multiply' ? '\\times' : '\\div'} ${monomialLatex(p.c2, p.e2)}`;
}

function expandSinglePoly(p: { k: number; a: number; b: number }): Poly {
  return poly([p.k * p.a, 'x'], [p.k * p.b]);
}

/** Solvers and renderers for the algebra strand. */
export const ALGEBRA_KINDS: KindTable<AlgebraProblem> = {
  'collect-terms': {
    solve: (p) => polyAnswer(poly(...p.terms.map(([c, v]) => [c, v] as const))),
    render: (p) => ({ stem: `Simplify $${termsLatex(p.terms)}$.` }),
  },
  'multiply-terms': {
    solve: (p) => polyAnswer(poly([p.c1 * p.c2, p.v1 + p.v2])),
    render: (p) => ({
      stem: `Simplify $${termLatex(p.c1, p.v1, true)} \\times ${termLatex(p.c2, p.v2, true)}$.`,
    }),
  },
  substitute: {
    solve: (p) => numberAnswer(p.p * p.a ** 2 + p.q),
    render: (p) => ({
      stem: `Work out the value of $${monomialLatex(p.p, 2, 'a')}${p.q === 0 ? '' : ` ${signed(p.q)}`}$ when $a = ${p.a}$.`,
    }),
  },
  'expand-single': {
    solve: (p) => polyAnswer(expandSinglePoly(p)),
    render: (p) => ({
      stem: `Expand $${p.k === -1 ? '-' : p.k}(${polyLatex(poly([p.a, 'x'], [p.b]))})$.`,
    }),
  },
  'expand-double': {
    solve: (p) => polyAnswer(poly([1, 'x^2'], [p.a + p.b, 'x'], [p.a * p.b])),
    render: (p) => ({ stem: `Expand and simplify $(x ${signed(p.a)})(x ${signed(p.b)})$.` }),
  },
  'factorise-linear': {
    solve: (p) => factorisedAnswer(p.h, p.p, p.q),
    render: (p) => ({ stem: `Factorise fully $${polyLatex(poly([p.h * p.p, 'x'], [p.h * p.q]))}$.` }),
  },
  'factorise-quadratic': {
    solve: (p) => bracketPairAnswer(p.r, p.s),
    render: (p) => ({ stem: `Factorise $${polyLatex(poly([1, 'x^2'], [p.r + p.s, 'x'], [p.r * p.s]))}$.` }),
  },
  'function-machine': {
    solve: (p) => numberAnswer(machineInput(p), { style: 'fraction' }),
    render: (p) => {
      const steps = p.ops.map(([op, k]) => `${opText[op]} ${k}`);
      const alt = `A function machine: the input goes through ${steps.join(', then ')}, and the output is ${p.output}.`;
      return {
        stem: `The output of this function machine is $${p.output}$. What was the input?`,
        diagram: {
          svg: functionMachineDiagram({
            input: 'Input ?',
            operations: steps,
            output: String(p.output),
            title: alt,
          }),
          alt,
        },
      };
    },
  },
  'one-step-equation': {
    solve: (p) => solutionAnswer(p.op === 'multiply' ? rat(p.rhs, p.k) : rat(p.rhs * p.k)),
    render: (p) => ({
      stem: `Solve $${p.op === 'multiply' ? `${p.k}x` : `\\frac{x}{${p.k}}`} = ${p.rhs}$.`,
    }),
  },
  'two-step-equation': {
    solve: (p) => solutionAnswer(rat(p.c - p.b, p.a)),
    render: (p) => ({ stem: `Solve $${polyLatex(poly([p.a, 'x'], [p.b]))} = ${p.c}$.` }),
  },
  'equation-both-sides': {
    solve: (p) => solutionAnswer(rat(p.d - p.b, p.a - p.c)),
    render: (p) => ({
      stem: `Solve $${polyLatex(poly([p.a, 'x'], [p.b]))} = ${polyLatex(poly([p.c, 'x'], [p.d]))}$.`,
    }),
  },
  'simultaneous-linear': {
    solve: (p) => solutionAnswer(rat(p.c1 * p.b2 - p.c2 * p.b1, p.a1 * p.b2 - p.a2 * p.b1)),
    render: (p) => ({
      stem: `Solve the simultaneous equations $${polyLatex(poly([p.a1, 'x'], [p.b1, 'y']))} = ${p.c1}$ and $${polyLatex(poly([p.a2, 'x'], [p.b2, 'y']))} = ${p.c2}$. What is the value of $x$?`,
    }),
  },
  'nth-term-value': {
    solve: (p) => numberAnswer(p.a * p.n + p.b),
    render: (p) => ({
      stem: `The $n$th term of a sequence is $${polyLatex(poly([p.a, 'n'], [p.b]))}$. What is term number $${p.n}$?`,
    }),
  },
  'nth-term-find': {
    solve: (p) => polyAnswer(poly([p.diff, 'n'], [p.first - p.diff])),
    render: (p) => {
      const terms = [0, 1, 2, 3].map((i) => p.first + i * p.diff);
      return { stem: `What is the $n$th term of the sequence $${terms.join(',\\ ')},\\ \\ldots$?` };
    },
  },
  'gradient-points': {
    solve: (p) => numberAnswer(rat(p.y2 - p.y1, p.x2 - p.x1), { style: 'fraction' }),
    render: (p) => ({
      stem: `What is the gradient of the straight line through $(${p.x1}, ${p.y1})$ and $(${p.x2}, ${p.y2})$?`,
    }),
  },
  'line-gradient': {
    solve: (p) => numberAnswer(rat(p.b, p.a), { style: 'fraction' }),
    render: (p) => ({
      stem: `What is the gradient of the line $${p.a}y = ${polyLatex(poly([p.b, 'x'], [p.c]))}$?`,
    }),
  },
  'linear-inequality': {
    solve: (p) => {
      const s = inequalitySolution(p);
      return inequalityAnswer(s.sign, s.value);
    },
    render: (p) => ({
      stem: `Solve $${polyLatex(poly([p.a, 'x'], [p.b]))} ${inequalityLatex[p.sign]} ${p.c}$.`,
    }),
  },
  'rearrange-linear': {
    solve: (p) =>
      formulaAnswer(`\\frac{y ${signed(-p.b)}}{${p.a}}`, `(y${signed(-p.b).replace(' ', '')})/${p.a}`),
    render: (p) => ({ stem: `Make $x$ the subject of $y = ${p.a}x ${signed(p.b)}$.` }),
  },
  'index-law': {
    solve: (p) => {
      if (p.op === 'multiply') return monomialAnswer(p.c1 * p.c2, p.e1 + p.e2)!;
      if (p.op === 'divide') return monomialAnswer(div(p.c1, p.c2), p.e1 - p.e2)!;
      return monomialAnswer(p.c1 ** p.e2, p.e1 * p.e2)!;
    },
    render: (p) => ({ stem: `Simplify $${indexLawLatex(p)}$.` }),
  },
};
