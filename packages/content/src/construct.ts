/**
 * A construct is one assessable skill at one level ("add fractions with different denominators",
 * Year 7). It draws random problems of one kind; solving, rendering and distractors come from the kind
 * and from the misconception rules for that kind.
 */

import type { Rng } from './prng.ts';
import type { ProblemKind, ProblemOf } from './problem.ts';

/** The five strands; every construct belongs to exactly one. */
export type Strand = 'number' | 'algebra' | 'ratio' | 'geometry' | 'statistics';

/** A construct with its problem drawer. */
export interface Construct<K extends ProblemKind = ProblemKind> {
  /** Stable id; question ids are derived from it. */
  constructId: number;
  slug: string;
  name: string;
  strand: Strand;
  /** The level-3 subject (subtopic) it assesses. */
  subjectId: number;
  topicUnitId: number;
  /** GB year group, 5–11. */
  yearGroup: number;
  difficulty: 1 | 2 | 3;
  /**
   * How the problem is posed, where it is more than a bare calculation: 'worded' sets it in a
   * realistic UK scene (money, journeys, recipes, shops), 'multi-step' needs two or more linked
   * calculations before the answer. Absent: a fluency item. Issue 15 counts both (at least 15 %).
   */
  problemStyle?: 'worded' | 'multi-step';
  /**
   * Its questions as published: the edition (question ids are constructId × 1000 + edition × 100 + n) and
   * a digest of what students see (`published-digest.ts`). Kept on the construct, not in one list, so two
   * people changing two constructs never edit the same lines. Its questions must not change under this
   * edition: `bank.test.ts` rebuilds them and compares; a change raises the edition and records the new
   * digest (docs/decisions/0015-question-identity.md). A new construct starts at edition 1, digest ''.
   */
  published: { edition: number; digest: string };
  kind: K;
  /** A random problem of this construct's kind; all randomness comes from `rng`. */
  draw(rng: Rng): ProblemOf<K>;
}

/** Type-checks a construct against its own kind, then widens it for the registry. */
export function defineConstruct<K extends ProblemKind>(c: Construct<K>): Construct {
  return c as unknown as Construct;
}
