import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, hashSeed, mulberry32 } from './prng.ts';

describe('mulberry32', () => {
  it('gives the same sequence for the same seed and a different one for another seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const seqA = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(seqA);
    expect(Array.from({ length: 5 }, c)).not.toEqual(seqA);
  });
});

describe('createRng', () => {
  it('keeps int() within its inclusive bounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.integer({ min: -50, max: 50 }),
        fc.nat(20),
        (seed, min, span) => {
          const rng = createRng(seed);
          for (let i = 0; i < 20; i++) {
            const v = rng.int(min, min + span);
            expect(v).toBeGreaterThanOrEqual(min);
            expect(v).toBeLessThanOrEqual(min + span);
            expect(Number.isInteger(v)).toBe(true);
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('shuffles into a permutation without touching the input', () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    const shuffled = createRng(7).shuffle(items);
    expect([...shuffled].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('refuses impossible ranges and empty picks', () => {
    expect(() => createRng(1).int(5, 4)).toThrow(RangeError);
    expect(() => createRng(1).pick([])).toThrow(RangeError);
  });
});

describe('hashSeed', () => {
  it('is stable and sensitive to every part', () => {
    expect(hashSeed(101, 1, 0)).toBe(hashSeed(101, 1, 0));
    expect(hashSeed(101, 1, 0)).not.toBe(hashSeed(101, 1, 1));
    expect(hashSeed(101, 1, 0)).not.toBe(hashSeed(101, 2, 0));
    expect(hashSeed('a')).toBeGreaterThanOrEqual(0);
  });
});
