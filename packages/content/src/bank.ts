/**
 * The question bank: every construct × a fixed run of seeds, each with a stable integer id.
 */

import type { Construct } from './construct.ts';
import { CONSTRUCTS } from './construct-registry.ts';
import { generateQuestion, OPTION_LETTERS, problemSignature, type Question } from './question.ts';

/** Seeds generated per construct in the standard bank. */
export const SEEDS_PER_CONSTRUCT = 25;

/** The stable question id for the nth seed (1-based) of a construct: constructId × 1000 + n. */
export function questionIdFor(constructId: number, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > 999) throw new RangeError(`Seed number ${n} is outside 1–999`);
  return constructId * 1000 + n;
}

/**
 * A construct's questions for seeds 1..count, each with its stable id. Each seed redraws a problem an
 * earlier seed already asked, so the run has no repeats, and puts its key at the letter the run has
 * used least; question n therefore depends on seeds 1..n−1.
 */
export function constructQuestions(construct: Construct, count: number = SEEDS_PER_CONSTRUCT): Question[] {
  const taken = new Set<string>();
  const placeCounts = [0, 0, 0, 0];
  const out: Question[] = [];
  for (let n = 1; n <= count; n++) {
    const q = generateQuestion(construct, n, questionIdFor(construct.constructId, n), taken, placeCounts);
    taken.add(problemSignature(q.problem));
    placeCounts[OPTION_LETTERS.indexOf(q.correctLetter)]!++;
    out.push(q);
  }
  return out;
}

/** The nth question (1-based) of a construct; identical on every call. */
export function bankQuestion(construct: Construct, n: number): Question {
  return constructQuestions(construct, n)[n - 1]!;
}

/** Every construct's questions for seeds 1..seedsPerConstruct, in construct then seed order; deterministic. */
export function buildQuestionBank(seedsPerConstruct: number = SEEDS_PER_CONSTRUCT): Question[] {
  return CONSTRUCTS.flatMap((construct) => constructQuestions(construct, seedsPerConstruct));
}
