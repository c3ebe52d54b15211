/**
 * GCSE statements the bank did not ask yet (issue 30 point 1): telling an expression, equation,
 * formula and identity apart (A3, A6), the exact values of sin, cos and tan (G21) and the area of a
 * triangle as ½ab sin C (G23). Text only; every answer is worked from the problem's own data.
 */

import { type Answer, numberAnswer } from '../answer.ts';
import type { KindTable } from '../kind.ts';
import type { Range, RangeTable } from '../range.ts';
import { mul, type Rat, rat } from '../rational.ts';
import { fixed, sinFixed, tenths, times } from './exact-trig.ts';
import { surdValueAnswer } from './higher-number.ts';

/** The five kinds of algebraic statement A3 names. */
export type Vocabulary = 'expression' | 'equation' | 'formula' | 'identity' | 'inequality';

/** The trigonometric functions with exact values at 30°, 45° and 60°. */
export type TrigFunction = 'sin' | 'cos' | 'tan';

export type GcseGapProblem =
  /**
   * One statement of each kind (LaTeX); `which` asks which of four statements is the `ask` kind, `name`
   * shows the `ask` statement and asks which word describes it.
   */
  | {
      kind: 'algebra-vocabulary';
      style: 'which' | 'name';
      ask: Exclude<Vocabulary, 'inequality'>;
      items: Record<Vocabulary, string>;
    }
  /** k × fn(angle), exactly. */
  | { kind: 'exact-trig-value'; fn: TrigFunction; angle: 30 | 45 | 60; k: number }
  /** Triangle ABC with BC = a cm, AC = b cm and angle ACB = C°; its area to 1 decimal place. */
  | { kind: 'triangle-area-sine'; a: number; b: number; C: number }
  /** A prism or pyramid on an n-sided base; how many faces, edges or vertices it has. */
  | { kind: 'solid-count'; solid: 'prism' | 'pyramid'; n: number; ask: SolidPart }
  /**
   * Two people test one object: the first `n1` trials with `r1` successes, the second `n2` with `r2`;
   * the best estimate from all the trials is asked. `sections` is the number of equally likely outcomes
   * the object would have if it were fair.
   */
  | {
      kind: 'pooled-relative-frequency';
      object: PooledObject;
      names: readonly [string, string];
      n1: number;
      r1: number;
      n2: number;
      r2: number;
    };

/** What is tested, with the outcome counted and how many equally likely outcomes it would have if fair. */
export const POOLED_OBJECTS = {
  spinner4: {
    thing: 'a spinner with 4 equal sections',
    trial: 'spins',
    outcome: 'lands on red',
    sections: 4,
  },
  spinner5: {
    thing: 'a spinner with 5 equal sections',
    trial: 'spins',
    outcome: 'lands on blue',
    sections: 5,
  },
  coin: { thing: 'a coin', trial: 'flips', outcome: 'lands on heads', sections: 2 },
  dice10: { thing: 'a ten-sided dice', trial: 'rolls', outcome: 'shows a seven', sections: 10 },
} as const;

export type PooledObject = keyof typeof POOLED_OBJECTS;

/** What a count of a solid asks for. */
export type SolidPart = 'faces' | 'edges' | 'vertices';

/** The name of the n-sided polygon a prism or pyramid stands on. */
export const BASE_NAMES: Readonly<Record<number, string>> = {
  3: 'triangular',
  4: 'square',
  5: 'pentagonal',
  6: 'hexagonal',
  7: 'heptagonal',
  8: 'octagonal',
  10: 'decagonal',
};

/** Faces, edges and vertices of a prism (two n-gon ends joined by n rectangles) or a pyramid (an n-gon base and an apex). */
export function solidCounts(p: { solid: 'prism' | 'pyramid'; n: number }): Record<SolidPart, number> {
  return p.solid === 'prism'
    ? { faces: p.n + 2, edges: 3 * p.n, vertices: 2 * p.n }
    : { faces: p.n + 1, edges: 2 * p.n, vertices: p.n + 1 };
}

/** The solid's name as a GCSE paper writes it: "hexagonal prism", "square-based pyramid". */
export function solidName(p: { solid: 'prism' | 'pyramid'; n: number }): string {
  return p.solid === 'prism' ? `${BASE_NAMES[p.n]} prism` : `${BASE_NAMES[p.n]}-based pyramid`;
}

type P<K extends GcseGapProblem['kind']> = Extract<GcseGapProblem, { kind: K }>;

const ARTICLE: Record<Vocabulary, string> = {
  expression: 'An expression',
  equation: 'An equation',
  formula: 'A formula',
  identity: 'An identity',
  inequality: 'An inequality',
};

/** The answer naming or showing the statement of one kind, as the question's style asks. */
export function vocabularyAnswer(p: P<'algebra-vocabulary'>, kind: Vocabulary): Answer {
  const key = `s:vocabulary:${kind}`;
  return p.style === 'name' ? { key, text: ARTICLE[kind] } : { key, text: `$${p.items[kind]}$` };
}

/** An exact trigonometric value c√m (m = 1, 2 or 3). */
export interface ExactValue {
  c: Rat;
  m: 1 | 2 | 3;
}

/** sin, cos and tan at 30°, 45° and 60°, as c√m. */
export const EXACT_VALUES: Record<TrigFunction, Record<30 | 45 | 60, ExactValue>> = {
  sin: { 30: { c: rat(1, 2), m: 1 }, 45: { c: rat(1, 2), m: 2 }, 60: { c: rat(1, 2), m: 3 } },
  cos: { 30: { c: rat(1, 2), m: 3 }, 45: { c: rat(1, 2), m: 2 }, 60: { c: rat(1, 2), m: 1 } },
  tan: { 30: { c: rat(1, 3), m: 3 }, 45: { c: rat(1), m: 1 }, 60: { c: rat(1), m: 3 } },
};

/** k × c√m as an answer in its simplest form (½√2 × 6 = 3√2; ⅓√3 × 1 = √3/3). */
export function exactAnswer(k: number, v: ExactValue): Answer {
  return surdValueAnswer(mul(rat(k), v.c), v.m);
}

const TRIG_TEX: Record<TrigFunction, string> = { sin: '\\sin', cos: '\\cos', tan: '\\tan' };

/** ½ × a × b × factor to 1 decimal place, in cm², where factor is a fixed-point value (× 10⁴⁰). */
export function halfProductTimes(p: P<'triangle-area-sine'>, factor: bigint): Answer | undefined {
  const value = tenths(times(fixed(p.a * p.b), factor) / 2n);
  return value && numberAnswer(value, { unit: '\\text{ cm}^{2}' });
}

export const GCSE_GAP_KINDS: KindTable<GcseGapProblem> = {
  'algebra-vocabulary': {
    solve: (p) => vocabularyAnswer(p, p.ask),
    render: (p) => ({
      stem:
        p.style === 'which'
          ? `Which of these is ${ARTICLE[p.ask].toLowerCase()}?`
          : `Which word describes $${p.items[p.ask]}$?`,
    }),
  },
  'exact-trig-value': {
    solve: (p) => exactAnswer(p.k, EXACT_VALUES[p.fn][p.angle]),
    render: (p) => {
      const body = `${p.k === 1 ? '' : `${p.k}`}${TRIG_TEX[p.fn]} ${p.angle}^{\\circ}`;
      return {
        stem:
          p.k === 1
            ? `Without a calculator, write down the exact value of $${body}$.`
            : `Without a calculator, work out the exact value of $${body}$.`,
      };
    },
  },
  'solid-count': {
    solve: (p) => numberAnswer(solidCounts(p)[p.ask]),
    render: (p) => {
      const name = solidName(p);
      return { stem: `How many ${p.ask} does a${/^[aeiou]/.test(name) ? 'n' : ''} ${name} have?` };
    },
  },
  'pooled-relative-frequency': {
    solve: (p) => numberAnswer(rat(p.r1 + p.r2, p.n1 + p.n2)),
    render: (p) => {
      const o = POOLED_OBJECTS[p.object];
      const [first, second] = p.names;
      return {
        stem: `${first} ${o.trial} ${o.thing} $${p.n1}$ times and it ${o.outcome} $${p.r1}$ times. ${second} ${o.trial} the same ${o.thing.replace(/^an? /, '').replace(/ with .*$/, '')} $${p.n2}$ times and it ${o.outcome} $${p.r2}$ times. Using all of their results, what is the best estimate of the probability that it ${o.outcome}?`,
      };
    },
  },
  'triangle-area-sine': {
    // Every drawn triangle's area is well away from a rounding boundary (see the construct), so never undefined.
    solve: (p) => halfProductTimes(p, sinFixed(p.C))!,
    render: (p) => ({
      stem: `In triangle $ABC$, $BC = ${p.a}\\text{ cm}$, $AC = ${p.b}\\text{ cm}$ and angle $ACB$ is $${p.C}^{\\circ}$. Work out the area of triangle $ABC$. Give your answer to 1 decimal place.`,
    }),
  },
};

/** sin and cos lie in [0, 1] at these angles, so k sin θ and k cos θ lie in [0, k]; tan is only positive. */
export const GCSE_GAP_RANGES: RangeTable<GcseGapProblem> = {
  'exact-trig-value': (p): Range => (p.fn === 'tan' ? { min: 0, minOpen: true } : { min: 0, max: p.k }),
  'triangle-area-sine': () => ({ min: 0, minOpen: true }),
  'solid-count': () => ({ min: 1 }),
  'pooled-relative-frequency': () => ({ min: 0, max: 1 }),
};
