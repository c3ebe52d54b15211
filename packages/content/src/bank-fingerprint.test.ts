import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildQuestionBank } from './bank.ts';
import {
  FINGERPRINT_FILE,
  fingerprintChanges,
  fingerprintFile,
  fingerprintLines,
  hash64,
  parseFingerprintFile,
} from './bank-fingerprint.ts';
import { CONSTRUCTS } from './construct-registry.ts';
import type { Question } from './question.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

describe('the bank’s per-construct fingerprint', () => {
  let bank: Question[];
  // The whole bank takes seconds to build on a busy machine: once, with room to spare.
  beforeAll(() => {
    bank = buildQuestionBank();
  }, 120_000);

  it('matches the recorded line of every construct on this engine', () => {
    // Run on Node 20 and Node 24 (docs/architecture.md, "The question bank"): an engine that builds a
    // different bank fails here, naming the constructs it differs on. After a meant change to a
    // construct, `npm run content:fingerprint` rewrites its line.
    const recorded = parseFingerprintFile(readFileSync(join(root, FINGERPRINT_FILE), 'utf8'));
    const changes = fingerprintChanges(recorded, fingerprintLines(CONSTRUCTS, bank));
    expect(changes, `Node ${process.version}`).toEqual([]);
    expect(recorded).toHaveLength(CONSTRUCTS.length);
  });

  it('changes one line when one construct changes, and names it', () => {
    const before = fingerprintLines(CONSTRUCTS, bank);
    const first = bank[0]!;
    const edited = bank.map((q) => (q === first ? { ...q, stem: `${q.stem} ` } : q));
    const changes = fingerprintChanges(before, fingerprintLines(CONSTRUCTS, edited));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toContain(CONSTRUCTS.find((c) => c.constructId === first.constructId)!.slug);
    expect(fingerprintChanges(before, before.slice(1))).toEqual([`gone: ${before[0]}`]);
    expect(fingerprintChanges(before.slice(1), before)).toEqual([`new: ${before[0]}`]);
    expect(parseFingerprintFile(fingerprintFile(before))).toEqual(before);
  });

  it('hashes with integer arithmetic alone, to fixed values', () => {
    // Pinned outputs: the hash itself must not drift between engines or edits.
    expect(hash64('')).toMatch(/^[0-9a-f]{16}$/);
    expect(hash64('a')).not.toBe(hash64('b'));
    expect(hash64('ab')).not.toBe(hash64('ba'));
    expect(hash64('Mathsight')).toBe(HASH_OF_MATHSIGHT);
  });
});

const HASH_OF_MATHSIGHT = '62fc055d7f026cc9';
