/**
 * "Giving your answer in its simplest form": a student who makes an error still does what the
 * question asks and simplifies what they get, so a wrong answer is shown in its simplest form too.
 * Otherwise an unsimplified fraction is ruled out by its form alone, whatever error produced it
 * (issue 30: 12 of 54 sampled distractors in simplest-form questions could be).
 */

import type { Answer } from './answer.ts';
import { type Problem, renderProblem } from './problem.ts';
import { gcd } from './rational.ts';

const asked = new WeakMap<Problem, boolean>();

/** Whether a problem's stem asks for the answer in its simplest form (read once per problem). */
export function asksSimplestForm(problem: Problem): boolean {
  let yes = asked.get(problem);
  if (yes === undefined) {
    yes = /simplest form/i.test(renderProblem(problem).stem);
    asked.set(problem, yes);
  }
  return yes;
}

/** The text with every fraction cancelled to lowest terms ("\frac{8}{18}" → "\frac{4}{9}", "\frac{6}{2}" → "3"). */
export function simplifyFractions(text: string): string {
  return text.replace(
    /(-)?\\frac\{(\d+)\}\{(\d+)\}/g,
    (whole, minus: string | undefined, n: string, d: string) => {
      const g = gcd(Number(n), Number(d));
      if (g === 0) return whole;
      const [a, b] = [Number(n) / g, Number(d) / g];
      return `${minus ?? ''}${b === 1 ? a : `\\frac{${a}}{${b}}`}`;
    },
  );
}

/** Every fraction the text shows is in lowest terms. */
export function fractionsInSimplestForm(text: string): boolean {
  return simplifyFractions(text) === text;
}

/** A wrong answer as the student would give it to a simplest-form question: simplified. */
export function asAsked(problem: Problem, answer: Answer): Answer {
  if (!asksSimplestForm(problem)) return answer;
  const text = simplifyFractions(answer.text);
  return text === answer.text ? answer : { ...answer, text };
}
