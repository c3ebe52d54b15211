/**
 * Turns a construct and a seed into a finished multiple-choice question: one correct answer from
 * the kind's solver, three distractors from named misconception rules, options shuffled by the seed.
 */

import type { Answer } from './answer.ts';
import type { Construct } from './construct.ts';
import { applyMisconception, type Misconception } from './misconception.ts';
import { misconceptionsForKind } from './misconception-registry.ts';
import { nearRepeatSignature } from './near-repeat.ts';
import { optionMagnitude } from './option-value.ts';
import { isPlausible } from './plausible.ts';
import { createRng, hashSeed, type Rng } from './prng.ts';
import { type Problem, renderProblem, solveProblem } from './problem.ts';

/** The four option letters, in display order. */
export const OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;

/** One of A–D. */
export type OptionLetter = (typeof OPTION_LETTERS)[number];

/** One answer option as shown to the student. */
export interface QuestionOption {
  letter: OptionLetter;
  /** LaTeX-bearing text (inline maths between `$` signs). */
  text: string;
  /** Normalised value used to compare options. */
  key: string;
  isCorrect: boolean;
  /** The misconception that produces this option; null for the correct answer. */
  misconceptionId: number | null;
  /**
   * Every misconception whose rule gives this option (the same value, or the same product or sum in
   * another order), `misconceptionId` first; empty for the correct answer.
   */
  misconceptionIds: number[];
}

/** A diagnostic question: a stem, an optional diagram and four options, exactly one correct. */
export interface Question {
  questionId: number;
  /** Stable text key: construct slug and seed, e.g. "fraction-add#7". */
  key: string;
  constructId: number;
  seed: number;
  /** How many draws were rejected before this one (colliding distractors force a re-draw). */
  attempt: number;
  subjectId: number;
  topicUnitId: number;
  /** GB year group, 5–11. */
  yearGroup: number;
  difficulty: 1 | 2 | 3;
  stem: string;
  diagram?: string;
  diagramAlt?: string;
  /** The problem data; solving it gives the correct option and each misconception rule gives its distractor. */
  problem: Problem;
  options: QuestionOption[];
  correctLetter: OptionLetter;
}

/** How many draws a generator may reject before giving up; real constructs need a handful at most. */
export const MAX_ATTEMPTS = 2000;

/** Text compared loosely, so "$0.5$" and "$0.5 $" count as the same option. */
export function normaliseText(text: string): string {
  return text.replace(/\s+/g, '').replaceAll('\\,', '');
}

/** Splits LaTeX at the top level (outside braces and brackets) on a separator. */
function splitTopLevel(latex: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < latex.length; i++) {
    const ch = latex[i]!;
    if (ch === '{' || ch === '(' || ch === '[') depth++;
    else if (ch === '}' || ch === ')' || ch === ']') depth--;
    else if (depth === 0 && latex.startsWith(separator, i)) {
      parts.push(latex.slice(start, i));
      start = i + separator.length;
      i += separator.length - 1;
    }
  }
  parts.push(latex.slice(start));
  return parts;
}

/**
 * An option's text in a form where a product or a sum written in another order is the same
 * ("3 × 4" and "4 × 3"), so a question never offers the same answer twice in two orders.
 */
export function optionForm(text: string): string {
  const terms = splitTopLevel(normaliseText(text).replaceAll('$', ''), '+');
  return terms
    .map((term) => splitTopLevel(term, '\\times').sort().join('\\times'))
    .sort()
    .join('+');
}

/** One distractor: the answer shown and every misconception that gives it, in registry order. */
export interface Candidate {
  misconceptions: Misconception[];
  answer: Answer;
}

/**
 * The distinct wrong answers the kind's misconceptions give to the problem, each with every
 * misconception that gives it (by value, or by the same product or sum in another order), so an
 * answer two beliefs lead to is tagged with both.
 */
export function distractorCandidates(problem: Problem, correct: Answer): Candidate[] {
  const correctForm = optionForm(correct.text);
  const groups: Array<Candidate & { keys: Set<string>; forms: Set<string> }> = [];
  for (const misconception of misconceptionsForKind(problem.kind)) {
    const answer = applyMisconception(misconception, problem);
    if (!answer) continue;
    const form = optionForm(answer.text);
    if (answer.key === correct.key || form === correctForm) continue;
    const group = groups.find((g) => g.keys.has(answer.key) || g.forms.has(form));
    if (group) {
      group.misconceptions.push(misconception);
      group.keys.add(answer.key);
      group.forms.add(form);
    } else
      groups.push({
        misconceptions: [misconception],
        answer,
        keys: new Set([answer.key]),
        forms: new Set([form]),
      });
  }
  return groups.map(({ misconceptions, answer }) => ({ misconceptions, answer }));
}

/**
 * The candidates below and above the key when it and they are all numbers in one unit, in any form
 * (fractions, surds, multiples of π, standard form…).
 */
function split(correct: Answer, candidates: readonly Candidate[]) {
  const key = optionMagnitude(correct.text);
  const values = candidates.map((c) => optionMagnitude(c.answer.text));
  if (!key || values.some((v) => !v || v.unit !== key.unit)) return undefined;
  return {
    below: candidates.filter((_, i) => values[i]!.size < key.size),
    above: candidates.filter((_, i) => values[i]!.size > key.size),
  };
}

/** The key's rank (0 = smallest) among the key and the chosen distractors, when all are numbers in one unit. */
function rankAmong(correct: Answer, chosen: readonly Candidate[]): number | undefined {
  const sides = split(correct, chosen);
  return sides?.below.length;
}

/**
 * The places (0–3) the key can take among four options in ascending order, given the distractors
 * on offer: t of them below it and 3 − t above. Empty when the options are not all quantities.
 */
export function keyPlaces(correct: Answer, candidates: readonly Candidate[]): number[] {
  const sides = split(correct, candidates);
  if (!sides) return [];
  return [0, 1, 2, 3].filter((t) => sides.below.length >= t && sides.above.length >= 3 - t);
}

/**
 * Three distractors for the key, and the key's place (0–3) when the options are to be shown in
 * ascending order: when every option is a quantity in one unit and the distractors allow the key
 * more than one place. The place is the first in `preference` they allow, or undefined when `strict`
 * and the first is not possible. When the key could take only one place, ascending order would put
 * it there every time, a cue in itself, so those options are shuffled instead (place null).
 */
function pickDistractors(
  correct: Answer,
  candidates: Candidate[],
  preference: readonly number[],
  strict: boolean,
): { chosen: Candidate[]; place: number | null } | undefined {
  const places = keyPlaces(correct, candidates);
  const sides = split(correct, candidates);
  if (places.length < 2 || !sides) return { chosen: candidates.slice(0, 3), place: null };
  if (strict && !places.includes(preference[0]!)) return undefined;
  const place = preference.find((t) => places.includes(t))!;
  return { chosen: [...sides.below.slice(0, place), ...sides.above.slice(0, 3 - place)], place };
}

/** Draws that may be redrawn for the key's preferred place before settling for another. */
const PLACE_REDRAWS = 8;

/**
 * Draws that may be redrawn when the key would sit at a rank (among the options' values) the run
 * has already used for as many questions as `rankCap` allows: a construct whose misconceptions fall
 * on one side of the key for some problems but not others then varies the key's rank.
 */
const RANK_REDRAWS = 20;

/** Rank redraws a whole run may spend, so a construct whose key has one rank for most problems costs little. */
const RUN_RANK_REDRAWS = 250;

/** How many of a run's first n numeric questions may put the key at one rank: half, from a few on. */
function rankCap(n: number): number {
  return Math.max(2, Math.floor(0.5 * n));
}

/** A problem as text, to tell whether a construct has already asked it. */
export function problemSignature(problem: Problem): string {
  return JSON.stringify(problem);
}

/** How often a run of a construct's questions has put its key at each letter and at each rank. */
export interface PlaceCounts {
  /** Keys at A, B, C, D. */
  letters: number[];
  /** Numeric keys at each rank of the options' values, smallest first. */
  ranks: number[];
  /** Rank redraws the run has spent; `generateQuestion` adds its own. */
  rankRedraws: number;
}

/** Counts for a run that has not started. */
export function emptyPlaceCounts(): PlaceCounts {
  return { letters: [0, 0, 0, 0], ranks: [0, 0, 0, 0], rankRedraws: 0 };
}

/**
 * The question a construct makes from a seed: deterministic, valid, or an error if no valid draw
 * exists. A draw whose problem, or whose question up to a name or a context word
 * (`nearRepeatSignature`), is in `taken` (the construct's earlier seeds) is redrawn, so a run of
 * seeds never asks the same question twice. `counts` (where the run's keys sat) steers the key to the
 * letters used least, so its letter gives nothing away, and redraws a problem whose key would sit at
 * a rank of the options' values the run has used too often, so its rank gives nothing away either.
 */
export function generateQuestion(
  construct: Construct,
  seed: number,
  questionId = 0,
  taken: ReadonlySet<string> = new Set(),
  counts: PlaceCounts = emptyPlaceCounts(),
): Question {
  let placeRedraws = 0;
  let rankRedraws = 0;
  const numericSoFar = counts.ranks.reduce((a, b) => a + b, 0);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const rng = createRng(hashSeed(construct.constructId, seed, attempt));
    const problem = construct.draw(rng);
    if (taken.has(problemSignature(problem))) continue;
    const correct = solveProblem(problem);
    const candidates = rng.shuffle(
      distractorCandidates(problem, correct).filter((c) => isPlausible(problem, c.answer.text)),
    );
    if (candidates.length < 3) continue;
    // The key's place in ascending order: the places this construct has used least so far first.
    // The rank first (a cue within the construct), then the letter (balanced over the bank).
    const used = (t: number) => 4 * (counts.ranks[t] ?? 0) + (counts.letters[t] ?? 0);
    // Within a run, ties go to the ends (see endsFirst); a question on its own takes any place.
    const tieOrder = numericSoFar > 0 ? endsFirst(rng) : rng.shuffle([0, 1, 2, 3]);
    const preference = tieOrder.sort((a, b) => used(a) - used(b));
    // Redraw for the first choice only when it is the one place used least, not one of a tie.
    const strict = placeRedraws < PLACE_REDRAWS && used(preference[0]!) < used(preference[1]!);
    const picked = pickDistractors(correct, candidates, preference, strict);
    if (!picked) {
      placeRedraws++;
      continue;
    }
    const { chosen, place } = picked;
    const rank = rankAmong(correct, chosen);
    if (
      rank !== undefined &&
      (counts.ranks[rank] ?? 0) >= rankCap(numericSoFar + 1) &&
      rankRedraws < RANK_REDRAWS &&
      counts.rankRedraws + rankRedraws < RUN_RANK_REDRAWS
    ) {
      rankRedraws++;
      continue;
    }
    const rendered = renderProblem(problem);
    const entries = [
      { answer: correct, misconceptionIds: [] as number[] },
      ...chosen.map((c) => ({
        answer: c.answer,
        misconceptionIds: c.misconceptions.map((m) => m.misconceptionId),
      })),
    ];
    // Numbers are shown smallest first, so where the key sits says nothing; other answers are
    // shuffled, the key at the letter this construct has used least.
    const order =
      place !== null
        ? entries.sort((a, b) => size(a.answer) - size(b.answer))
        : keyAtLeastUsed(entries, counts.letters, rng);
    const options: QuestionOption[] = order.map((o, i) => ({
      letter: OPTION_LETTERS[i]!,
      text: o.answer.text,
      key: o.answer.key,
      isCorrect: o.misconceptionIds.length === 0,
      misconceptionId: o.misconceptionIds[0] ?? null,
      misconceptionIds: o.misconceptionIds,
    }));
    const asked = { stem: rendered.stem, diagramAlt: rendered.diagram?.alt, options };
    if (taken.has(nearRepeatSignature(asked))) continue;
    counts.rankRedraws += rankRedraws;
    return {
      questionId,
      key: `${construct.slug}#${seed}`,
      constructId: construct.constructId,
      seed,
      attempt,
      subjectId: construct.subjectId,
      topicUnitId: construct.topicUnitId,
      yearGroup: construct.yearGroup,
      difficulty: construct.difficulty,
      stem: rendered.stem,
      ...(rendered.diagram ? { diagram: rendered.diagram.svg, diagramAlt: rendered.diagram.alt } : {}),
      problem,
      options,
      correctLetter: options.find((o) => o.isCorrect)!.letter,
    };
  }
  throw new Error(
    `Construct ${construct.slug} found no valid question for seed ${seed} in ${MAX_ATTEMPTS} draws`,
  );
}

/**
 * The four places, A and D first (in either order), then B and C: ties go to the ends, because
 * many constructs' misconceptions allow the key only the middle places in ascending order (one wrong
 * answer always below it, one always above), and the bank's letters must still come out even.
 */
function endsFirst(rng: Rng): number[] {
  return [...rng.shuffle([0, 3]), ...rng.shuffle([1, 2])];
}

/** An answer's size, for options already known to be numbers in one unit. */
function size(answer: Answer): number {
  return optionMagnitude(answer.text)!.size;
}

/** The options shuffled with the key (first entry) at the letter used least so far, ties at random. */
function keyAtLeastUsed<T>(entries: T[], letters: readonly number[], rng: Rng): T[] {
  const [key, ...rest] = entries;
  const fewest = Math.min(...[0, 1, 2, 3].map((i) => letters[i] ?? 0));
  const at = endsFirst(rng).find((i) => (letters[i] ?? 0) === fewest)!;
  const order = rng.shuffle(rest);
  order.splice(at, 0, key!);
  return order;
}
