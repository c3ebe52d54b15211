/**
 * Measures of what, apart from the maths, could point a student to the key: the key's letter over the
 * bank, the key's rank among its options' values within a construct, and near repeats (two questions
 * of a construct that differ only in a name or a context word). Shared by the tests that hold the
 * bank to them and by `npm run content:report`.
 */

import { nearRepeatSignature } from './near-repeat.ts';
import { type OptionMagnitude, optionMagnitude } from './option-value.ts';
import { OPTION_LETTERS, type OptionLetter, type Question } from './question.ts';

/** The options' sizes when every option is one number in one unit (any form), else undefined. */
export function optionSizes(q: Pick<Question, 'options'>): OptionMagnitude[] | undefined {
  const values = q.options.map((o) => optionMagnitude(o.text));
  if (values.some((v) => !v) || new Set(values.map((v) => v!.unit)).size !== 1) return undefined;
  return values.map((v) => v!);
}

/**
 * Where the key sits among its options' values (0 = smallest … 3 = largest), whatever order they are
 * shown in; undefined when the options are not all numbers in one unit.
 */
export function keyRank(q: Pick<Question, 'options'>): number | undefined {
  const values = optionSizes(q);
  if (!values) return undefined;
  const key = values[q.options.findIndex((o) => o.isCorrect)]!;
  return values.filter((v) => v.size < key.size).length;
}

/** The share of questions whose key is at each letter. */
export function letterShares(bank: readonly Question[]): Record<OptionLetter, number> {
  const shares = { A: 0, B: 0, C: 0, D: 0 };
  for (const q of bank) shares[q.correctLetter]++;
  for (const l of OPTION_LETTERS) shares[l] /= bank.length || 1;
  return shares;
}

/** A construct's most frequent key rank: which, in how many of its numeric questions, and the share. */
export interface RankCue {
  constructId: number;
  rank: number;
  count: number;
  numeric: number;
  share: number;
}

/**
 * Whether the question asks which option is the largest or the smallest ("Which of these numbers is the
 * largest?"): there the key's rank among the options is what is asked, not a cue, so it is not counted.
 */
export function asksForAnExtremeOption(q: Pick<Question, 'stem'>): boolean {
  return /^Which of these [a-z ]+ is the (largest|smallest)\?/i.test(q.stem);
}

/**
 * For each construct with numeric questions, its most frequent key rank, worst first. Questions that
 * ask for the largest or smallest option are left out (`asksForAnExtremeOption`).
 */
export function rankCues(bank: readonly Question[]): RankCue[] {
  const ranks = new Map<number, number[]>();
  for (const q of bank) {
    if (asksForAnExtremeOption(q)) continue;
    const r = keyRank(q);
    if (r === undefined) continue;
    if (!ranks.has(q.constructId)) ranks.set(q.constructId, [0, 0, 0, 0]);
    ranks.get(q.constructId)![r]!++;
  }
  return [...ranks]
    .map(([constructId, counts]) => {
      const count = Math.max(...counts);
      const numeric = counts.reduce((a, b) => a + b, 0);
      return { constructId, rank: counts.indexOf(count), count, numeric, share: count / numeric };
    })
    .sort((a, b) => b.share - a.share || a.constructId - b.constructId);
}

/** Groups of two or more questions of one construct with the same near-repeat signature. */
export function nearRepeatGroups(bank: readonly Question[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const q of bank) {
    const key = `${q.constructId} ${nearRepeatSignature(q)}`;
    groups.set(key, [...(groups.get(key) ?? []), q.key]);
  }
  return [...groups.values()].filter((g) => g.length > 1);
}
