/**
 * The question bank: every construct × a fixed run of seeds, each with a stable integer id.
 */

import type { Construct } from './construct.ts';
import { CONSTRUCTS } from './construct-registry.ts';
import { keyRank } from './cue-measures.ts';
import { nearRepeatSignature } from './near-repeat.ts';
import {
  emptyPlaceCounts,
  generateQuestion,
  OPTION_LETTERS,
  problemSignature,
  type Question,
} from './question.ts';

/** Seeds generated per construct in the standard bank. */
export const SEEDS_PER_CONSTRUCT = 25;

/**
 * The stable question id for the nth seed (1-based) of a construct in one edition of its questions:
 * constructId × 1000 + edition × 100 + n. A published question keeps its id, text and key; when a
 * construct's questions change, its edition goes up and they become new questions with new ids,
 * while the old ids stay in the database for the work already set with them
 * (docs/decisions/0015-question-identity.md).
 */
export function questionIdFor(constructId: number, n: number, edition = 0): number {
  if (!Number.isInteger(n) || n < 1 || n > 99) throw new RangeError(`Seed number ${n} is outside 1–99`);
  if (!Number.isInteger(edition) || edition < 0 || edition > 9)
    throw new RangeError(`Edition ${edition} is outside 0–9`);
  return constructId * 1000 + edition * 100 + n;
}

/** The edition of a construct's questions now published (0 was the bank before issue 15). */
export function editionOf(construct: Construct): number {
  return construct.published.edition;
}

/**
 * A construct's questions for seeds 1..count, each with its stable id. Each seed redraws a problem an
 * earlier seed already asked, so the run has no repeats, and puts its key at the letter the run has
 * used least; question n therefore depends on seeds 1..n−1.
 */
export function constructQuestions(construct: Construct, count: number = SEEDS_PER_CONSTRUCT): Question[] {
  const taken = new Set<string>();
  const counts = emptyPlaceCounts();
  const out: Question[] = [];
  for (let n = 1; n <= count; n++) {
    const id = questionIdFor(construct.constructId, n, editionOf(construct));
    const q = generateQuestion(construct, n, id, taken, counts);
    taken.add(problemSignature(q.problem));
    taken.add(nearRepeatSignature(q));
    counts.letters[OPTION_LETTERS.indexOf(q.correctLetter)]!++;
    const rank = keyRank(q);
    if (rank !== undefined) counts.ranks[rank]!++;
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
