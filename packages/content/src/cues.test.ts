/**
 * Nothing but the maths should point to the key: numbers shown smallest first with the key's letter
 * spread evenly, and every distractor a value the answer could possibly take.
 */

import { beforeAll, describe, expect, it } from 'vitest';
import { buildQuestionBank } from './bank.ts';
import { constructById } from './construct-registry.ts';
import { keyRank, letterShares, nearRepeatGroups, optionSizes, rankCues } from './cue-measures.ts';
import { nearRepeatSignature } from './near-repeat.ts';
import { optionMagnitude, optionQuantity } from './option-value.ts';
import { answerRange, inRange, isPlausible } from './plausible.ts';
import { solveProblem } from './problem.ts';
import { distractorCandidates, keyPlaces, type Question } from './question.ts';
import { fractionsInSimplestForm, simplifyFractions } from './simplest-form.ts';

let bank: Question[];
beforeAll(() => {
  bank = buildQuestionBank();
});

/** The options' sizes when every option is a number in one unit (any form), else undefined. */
const numericOptions = optionSizes;

describe('numeric options', () => {
  it('are shown in ascending order whenever the distractors allow the key more than one place', () => {
    // When the misconceptions allow the key only one place among four sorted options (say, every one
    // but the first gives a larger number), ascending order would put it there every time: a cue of
    // its own. Those are shuffled; the key's spread below covers them too.
    const unordered = bank.filter((q) => {
      const values = numericOptions(q);
      if (!values) return false;
      const correct = solveProblem(q.problem);
      const candidates = distractorCandidates(q.problem, correct).filter((c) =>
        isPlausible(q.problem, c.answer.text),
      );
      if (keyPlaces(correct, candidates).length < 2) return false;
      return values.some((v, i) => i > 0 && values[i - 1]!.size >= v.size);
    });
    expect(unordered.map((q) => q.key)).toEqual([]);
    const numeric = bank.filter((q) => numericOptions(q));
    const ascending = numeric.filter((q) => {
      const values = numericOptions(q)!;
      return values.every((v, i) => i === 0 || values[i - 1]!.size < v.size);
    });
    // Today most numeric constructs have exactly three plausible misconceptions, which fixes the
    // key's place; about a fifth of numeric questions can be sorted without a positional cue.
    expect(ascending.length / numeric.length).toBeGreaterThan(0.2);
  });
});

describe("the key's letter", () => {
  it('is each of A–D for 24–26 % of the whole bank, numeric or not', () => {
    // Shown smallest first, a numeric key's letter is its rank; shuffled options put the key at the
    // letter its construct has used least. Either way a student who always picks C gains nothing.
    const shares = letterShares(bank);
    for (const letter of ['A', 'B', 'C', 'D'] as const) {
      expect(shares[letter], letter).toBeGreaterThanOrEqual(0.24);
      expect(shares[letter], letter).toBeLessThanOrEqual(0.26);
    }
  });
});

describe('distractors', () => {
  it('lie within the range the answer can take', () => {
    const outside: string[] = [];
    for (const q of bank) {
      const range = answerRange(q.problem);
      if (!range) continue;
      for (const o of q.options) {
        const v = optionQuantity(o.text);
        if (v && !inRange(v.value, range)) outside.push(`${q.key}: ${o.text}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it('have ranges for probabilities, angles of a triangle and lengths', () => {
    const kinds = new Set(bank.filter((q) => answerRange(q.problem)).map((q) => q.problem.kind));
    for (const k of [
      'probability-single',
      'probability-complement',
      'angles-triangle',
      'pythagoras',
      'trig-side',
    ]) {
      expect(kinds.has(k as Question['problem']['kind']), k).toBe(true);
    }
    const triangle = bank.find((q) => q.problem.kind === 'angles-triangle')!;
    expect(inRange({ n: 236, d: 1 }, answerRange(triangle.problem)!)).toBe(false);
    const probability = bank.find((q) => q.problem.kind === 'probability-single')!;
    expect(inRange({ n: 5, d: 2 }, answerRange(probability.problem)!)).toBe(false);
  });
});

/**
 * Constructs whose key sits at one rank of its options' values (0 = smallest … 3 = largest) in more
 * than half their numeric questions. A construct whose key is always the smallest (column
 * subtraction's misconceptions all give larger numbers) teaches "pick the smallest" however the
 * options are ordered: shuffling hides the letter, not the rank. This list may only shrink: give each
 * misconceptions on the other side of the key, or problems where they fall there, and take it off.
 */
const KNOWN_RANK_CUES = new Set<string>([
  'add-fractions-different-denominators',
  'add-fractions-same-denominator',
  'add-subtract-negatives',
  // Issue 30: with one marked angle the only fair distractors are the angle, its supplement and complement,
  // and 90° where the lines cross near square, so the key is 2nd (equal angles) or largest (co-interior).
  'angles-in-parallel-lines',
  'area-volume-scale-factors',
  'back-bearings',
  'bar-chart-comparison',
  'circle-circumference',
  'column-subtraction',
  'compound-interest',
  'decimal-compare',
  'estimated-mean-grouped-data',
  'evaluate-powers',
  'expand-surd-brackets',
  'fraction-to-decimal',
  'frequency-from-histogram',
  'hcf-and-lcm',
  'isosceles-triangle-angles',
  'long-multiplication',
  'mode-from-frequency-table',
  'order-of-operations',
  'pie-chart-reading',
  'probability-of-not-happening',
  'round-significant-figures',
  'speed-distance-time',
  'stratified-sample',
  'substitute-into-expression',
  'surface-area-of-a-sphere',
  'taxi-fare-equation',
  'ticket-prices-simultaneous',
  'unitary-method',
]);

describe("the key's rank among the options", () => {
  it('reads every numeric form: fractions, mixed numbers, negatives, surds, π, standard form, units, money', () => {
    const sizes = [
      '$2\\frac{1}{3}$',
      '$-\\frac{3}{4}$',
      '$x = -0.5$',
      '$3\\sqrt{2}$',
      '$\\frac{7\\sqrt{10}}{10}$',
      '$\\frac{256}{3}\\pi\\text{ cm}^{2}$',
      '$18\\,432\\pi\\text{ cm}^{3}$',
      '$4.1 \\times 10^{-3}$',
      '$12.5\\text{ km/h}$',
      '£4.50',
      '$55^{\\circ}$',
    ].map((t) => optionMagnitude(t)?.size);
    const expected = [
      7 / 3,
      -0.75,
      -0.5,
      3 * Math.SQRT2,
      0.7 * Math.sqrt(10),
      (256 / 3) * Math.PI,
      18432 * Math.PI,
      0.0041,
      12.5,
      4.5,
      55,
    ];
    for (const [i, size] of sizes.entries()) expect(size, String(i)).toBeCloseTo(expected[i]!, 9);
    expect(optionMagnitude('$4a + 15b$')).toBeUndefined();
    expect(optionMagnitude('$(x + 1)(x + 6)$')).toBeUndefined();
    // π and surd constructs are read, so the test below covers them.
    for (const slug of [
      'cylinder-volume',
      'circle-circumference',
      'rationalise-the-denominator',
      'standard-form-add-subtract',
    ])
      expect(
        bank
          .filter((q) => constructById(q.constructId)?.slug === slug)
          .every((q) => keyRank(q) !== undefined),
        slug,
      ).toBe(true);
  });

  it("is the same in at most half of each construct's questions, apart from the known constructs still to mend (a list that may only shrink)", () => {
    const cued = rankCues(bank)
      .filter((r) => r.share > 0.5)
      .map((r) => constructById(r.constructId)!.slug);
    expect(cued.filter((slug) => !KNOWN_RANK_CUES.has(slug))).toEqual([]);
    // Mended constructs come off the list.
    expect([...KNOWN_RANK_CUES].filter((slug) => !cued.includes(slug))).toEqual([]);
    // Those still listed offer the key two ranks for most problems (13 of 25 at one is the least they
    // can do); none may slip back to the 80–100 % the verifier found (26 Nov 2026).
    expect(rankCues(bank)[0]!.share).toBeLessThanOrEqual(14 / 25);
  });
});

describe('near repeats', () => {
  it('are none: no two questions of a construct differ only in a name or a context word', () => {
    expect(nearRepeatGroups(bank)).toEqual([]);
  });

  it('are found with names and context nouns masked and options read as values', () => {
    const q = bank.find((x) => constructById(x.constructId)?.slug === 'probability-of-not-happening')!;
    const renamed = {
      ...q,
      stem: q.stem.replace(/the probability/i, 'the chance').replace(/[A-Z][a-z]+ /, 'Beth '),
    };
    expect(nearRepeatSignature(renamed)).toBe(nearRepeatSignature(q));
    const other = bank.find((x) => x.constructId === q.constructId && x !== q)!;
    expect(nearRepeatSignature(other)).not.toBe(nearRepeatSignature(q));
  });
});

describe('simplest-form questions', () => {
  it('show every fraction option in its simplest form, so none is ruled out by its form alone', () => {
    const unsimplified = bank
      .filter((q) => /simplest form/i.test(q.stem))
      .flatMap((q) =>
        q.options.filter((o) => !fractionsInSimplestForm(o.text)).map((o) => `${q.key}: ${o.text}`),
      );
    expect(unsimplified).toEqual([]);
    expect(simplifyFractions('$\\frac{8}{18}$ or $-\\frac{6}{2}$')).toBe('$\\frac{4}{9}$ or $-3$');
  });
});
