import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSTRUCTS } from './construct-registry.ts';
import { generateQuestion } from './question.ts';
import { validateQuestion } from './validate.ts';

const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });

describe.each(CONSTRUCTS.map((c) => [`${c.constructId} ${c.slug}`, c] as const))(
  'construct %s',
  (_, construct) => {
    it('makes a valid question from any seed', () => {
      fc.assert(
        fc.property(seeds, (seed) => {
          expect(validateQuestion(generateQuestion(construct, seed))).toEqual([]);
        }),
        { numRuns: 50 },
      );
    });

    it('makes the same question from the same seed', () => {
      fc.assert(
        fc.property(seeds, (seed) => {
          expect(generateQuestion(construct, seed, 7)).toEqual(generateQuestion(construct, seed, 7));
        }),
        { numRuns: 5 },
      );
    });

    it('does not always put the correct answer in the same place', () => {
      const letters = new Set(
        Array.from({ length: 30 }, (_, i) => generateQuestion(construct, i + 1).correctLetter),
      );
      expect(letters.size).toBeGreaterThan(1);
    });
  },
);

describe('generateQuestion', () => {
  it('labels the question with its construct, seed and id', () => {
    const construct = CONSTRUCTS[0]!;
    const q = generateQuestion(construct, 12, 101012);
    expect(q).toMatchObject({
      questionId: 101012,
      key: `${construct.slug}#12`,
      constructId: construct.constructId,
      seed: 12,
      subjectId: construct.subjectId,
      topicUnitId: construct.topicUnitId,
      yearGroup: construct.yearGroup,
    });
    expect(q.options.map((o) => o.letter)).toEqual(['A', 'B', 'C', 'D']);
  });
});
