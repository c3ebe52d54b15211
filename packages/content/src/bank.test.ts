import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildQuestionBank, questionIdFor, SEEDS_PER_CONSTRUCT } from './bank.ts';
import { CONSTRUCTS } from './construct-registry.ts';
import { applyMisconception, misconceptionKinds } from './misconception.ts';
import { MISCONCEPTIONS } from './misconception-registry.ts';
import { isPlausible } from './plausible.ts';
import { PUBLISHED_EDITIONS } from './published.ts';
import { editionDigest } from './published-digest.ts';
import { normaliseText, type Question } from './question.ts';
import { validateQuestion } from './validate.ts';

let bank: Question[];
beforeAll(() => {
  bank = buildQuestionBank();
});

/**
 * The whole bank's SHA-256. Node 20 and Node 24 build it alike (checked by hand on 25 Nov 2026: the
 * same fingerprint under both), so a change here means the questions changed, on purpose or by an
 * engine's floating point. On purpose: a published question keeps its id, text and key, so a change
 * makes new questions; then set the new fingerprint.
 */
const BANK_FINGERPRINT = '6003d14792ba07912a6189c3926413aa383b53cec8324affb66b2b690795696c';

describe('the question bank', () => {
  // How fast it builds is measured by `npm run bench`, not here.
  it('has at least 1500 questions', () => {
    expect(bank.length).toBe(CONSTRUCTS.length * SEEDS_PER_CONSTRUCT);
    expect(bank.length).toBeGreaterThanOrEqual(1500);
  });

  it('is exactly the bank it was: the same on every engine', () => {
    expect(createHash('sha256').update(JSON.stringify(bank)).digest('hex')).toBe(BANK_FINGERPRINT);
  });

  it('validates with zero problems', () => {
    const failures = bank.flatMap((q) => validateQuestion(q).map((p) => `${q.key}: ${p}`));
    expect(failures).toEqual([]);
  });

  it('has unique, stable question ids and keys', () => {
    expect(new Set(bank.map((q) => q.questionId)).size).toBe(bank.length);
    expect(new Set(bank.map((q) => q.key)).size).toBe(bank.length);
    const q = bank.find((x) => x.constructId === 201 && x.seed === 4)!;
    expect(q.questionId).toBe(questionIdFor(201, 4, 1));
    expect(q.questionId).toBe(201_104);
  });

  it('keeps every published question: a construct whose questions changed has moved to a new edition', () => {
    // Edition e of a construct is ids constructId × 1000 + e × 100 + n. Its digest covers what a
    // student sees; if this fails, the questions changed under ids already in use. Do not update
    // the digest in place: raise the construct's edition in published.ts (new ids) and record the
    // new digest, so work already set keeps the questions it was set with.
    const stale: string[] = [];
    for (const c of CONSTRUCTS) {
      const published = PUBLISHED_EDITIONS[c.slug];
      const questions = bank.filter((q) => q.constructId === c.constructId);
      if (!published) stale.push(`${c.slug}: not published`);
      else if (editionDigest(questions) !== published.digest)
        stale.push(`${c.slug}: changed in edition ${published.edition}`);
    }
    expect(stale).toEqual([]);
    expect(Object.keys(PUBLISHED_EDITIONS).sort()).toEqual(CONSTRUCTS.map((c) => c.slug).sort());
  });

  it('never asks the same question twice: no two share a stem, a figure and the same options', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const q of bank) {
      const options = q.options.map((o) => normaliseText(o.text)).sort();
      const asked = JSON.stringify([normaliseText(q.stem), q.diagram ?? '', options]);
      const first = seen.get(asked);
      if (first) repeats.push(`${q.key} repeats ${first}`);
      else seen.set(asked, q.key);
    }
    expect(repeats).toEqual([]);
  });

  it('gives every construct at least 15 distinct problems (in fact all its seeds differ)', () => {
    for (const c of CONSTRUCTS) {
      const problems = new Set(
        bank.filter((q) => q.constructId === c.constructId).map((q) => JSON.stringify(q.problem)),
      );
      expect(problems.size, c.slug).toBeGreaterThanOrEqual(15);
      expect(problems.size, c.slug).toBe(SEEDS_PER_CONSTRUCT);
    }
  });

  it('is identical when built twice', () => {
    expect(buildQuestionBank(3)).toEqual(bank.filter((q) => q.seed <= 3));
  });

  it('spreads the correct answer over all four letters', () => {
    const counts = new Map<string, number>();
    for (const q of bank) counts.set(q.correctLetter, (counts.get(q.correctLetter) ?? 0) + 1);
    for (const letter of ['A', 'B', 'C', 'D']) expect(counts.get(letter)).toBeGreaterThan(bank.length / 8);
  });

  it('uses every misconception as a distractor somewhere', () => {
    const used = new Set(bank.flatMap((q) => q.options.flatMap((o) => o.misconceptionIds)));
    const unused = MISCONCEPTIONS.filter((m) => !used.has(m.misconceptionId));
    // A few beliefs only ever lead to answers ruled out by sense (angles on a line adding to 360° gives
    // more than 180°; a probability upside down is more than 1). They stay in the registry, so
    // answers already given keep their diagnosis, but are never offered: check that is the reason.
    const plausibleSomewhere = unused.filter((m) =>
      bank.some((q) => {
        const a = applyMisconception(m, q.problem);
        return a !== undefined && isPlausible(q.problem, a.text);
      }),
    );
    expect(plausibleSomewhere.map((m) => m.slug)).toEqual([]);
    expect(unused.length).toBeLessThanOrEqual(8);
  });
});

describe('constructs and misconceptions', () => {
  it('has at least 60 constructs covering all five strands and Years 5 to 11', () => {
    expect(CONSTRUCTS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(CONSTRUCTS.map((c) => c.strand))).toEqual(
      new Set(['number', 'algebra', 'ratio', 'geometry', 'statistics']),
    );
    expect(new Set(CONSTRUCTS.map((c) => c.yearGroup))).toEqual(new Set([5, 6, 7, 8, 9, 10, 11]));
    expect(new Set(CONSTRUCTS.map((c) => c.constructId)).size).toBe(CONSTRUCTS.length);
    expect(new Set(CONSTRUCTS.map((c) => c.slug)).size).toBe(CONSTRUCTS.length);
  });

  it('gives every construct at least three misconception rules to draw distractors from', () => {
    for (const c of CONSTRUCTS) {
      const rules = MISCONCEPTIONS.filter((m) => misconceptionKinds(m).includes(c.kind));
      expect(rules.length, c.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('has at least 150 named misconceptions with unique ids and slugs and real teaching text', () => {
    expect(MISCONCEPTIONS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(MISCONCEPTIONS.map((m) => m.misconceptionId)).size).toBe(MISCONCEPTIONS.length);
    expect(new Set(MISCONCEPTIONS.map((m) => m.slug)).size).toBe(MISCONCEPTIONS.length);
    expect(new Set(MISCONCEPTIONS.map((m) => m.name)).size).toBe(MISCONCEPTIONS.length);
    for (const m of MISCONCEPTIONS) {
      expect(m.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(m.description.length, m.slug).toBeGreaterThan(20);
      const sentences = m.howToFix.split(/(?<=[.!?])\s+(?=[A-Z0-9"(])/).length;
      expect(sentences, m.slug).toBeGreaterThanOrEqual(1);
      expect(sentences, m.slug).toBeLessThanOrEqual(3);
      expect(misconceptionKinds(m).length, m.slug).toBeGreaterThan(0);
    }
  });
});
