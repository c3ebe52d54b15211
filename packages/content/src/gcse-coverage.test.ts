import { describe, expect, it } from 'vitest';
import { CONSTRUCTS } from './construct-registry.ts';
import { GCSE_COVERAGE, gcseCoverage, gcseGaps } from './gcse-coverage.ts';
import { GCSE_STATEMENTS } from './gcse-statements.ts';

/**
 * The statements no construct assesses today (issue 30 point 1 wants none). Pinned so the list can only
 * shrink: a statement that loses its last construct fails here, and one that gains a construct must be
 * taken off this list.
 */
const KNOWN_GAPS = ['G2'];

describe('the GCSE subject content and what assesses it', () => {
  it('lists every DfE statement once: N1–N16, A1–A25, R1–R16, G1–G25, P1–P9, S1–S6', () => {
    const expected = Object.entries({ N: 16, A: 25, R: 16, G: 25, P: 9, S: 6 }).flatMap(([letter, n]) =>
      Array.from({ length: n }, (_, i) => `${letter}${i + 1}`),
    );
    expect(GCSE_STATEMENTS.map((s) => s.id)).toEqual(expected);
    expect(Object.keys(GCSE_COVERAGE).sort()).toEqual([...expected].sort());
    for (const s of GCSE_STATEMENTS) {
      expect(s.text.length, s.id).toBeGreaterThan(20);
      expect(s.higher === 'part', s.id).toBe(Boolean(s.higherPart));
    }
  });

  it('names only constructs the registry has, each once per statement', () => {
    const slugs = new Set(CONSTRUCTS.map((c) => c.slug));
    const unknown = gcseCoverage().flatMap((s) =>
      s.constructs.filter((c) => !slugs.has(c)).map((c) => `${s.id}: ${c}`),
    );
    expect(unknown).toEqual([]);
    for (const s of gcseCoverage()) expect(new Set(s.constructs).size, s.id).toBe(s.constructs.length);
  });

  it('maps every construct to at least one statement, so a new construct is placed in the table', () => {
    const mapped = new Set(gcseCoverage().flatMap((s) => s.constructs));
    expect(CONSTRUCTS.filter((c) => !mapped.has(c.slug)).map((c) => c.slug)).toEqual([]);
  });

  it('gives a reason and the nearest askable question wherever a part cannot be asked as four options', () => {
    for (const s of gcseCoverage()) {
      if (!s.notAskable) continue;
      expect(s.notAskable.part.length, s.id).toBeGreaterThan(5);
      expect(s.notAskable.reason.length, s.id).toBeGreaterThan(20);
      expect(s.notAskable.nearest.length, s.id).toBeGreaterThan(20);
    }
  });

  it('has no statement without a construct beyond the known gaps, each saying what is missing', () => {
    expect(gcseGaps()).toEqual(KNOWN_GAPS);
    for (const s of gcseCoverage().filter((x) => x.constructs.length === 0))
      expect(Boolean(s.notYet || s.notAskable), s.id).toBe(true);
  });
});
