/**
 * A misconception is a named, teachable wrong belief plus the rule that predicts the answer a
 * student holding it would give. Rules are keyed by problem kind, so one belief (say "a negative
 * times a negative is negative") can produce distractors for arithmetic and for expanding brackets.
 */

import type { Answer } from './answer.ts';
import type { Problem, ProblemKind, ProblemOf } from './problem.ts';
import { asAsked } from './simplest-form.ts';

/** For each kind a misconception applies to: the answer its holder gives, or undefined when it gives none. */
export type RuleSet = { [K in ProblemKind]?: (problem: ProblemOf<K>) => Answer | undefined };

/** A misconception with its rules (the in-memory form used by generators and the validator). */
export interface Misconception {
  /** Stable id, stored as-is in the database. */
  misconceptionId: number;
  /** Stable kebab-case handle for logs and tests. */
  slug: string;
  /** Short name a teacher recognises. */
  name: string;
  /** What the student believes or does, for the teacher. */
  description: string;
  /** How to re-teach it, 1–3 sentences, shown to the teacher and in the student's lesson flow. */
  howToFix: string;
  /** The subject (topic or subtopic) the misconception belongs to. */
  subjectId: number;
  rules: RuleSet;
  /**
   * Why the belief is no longer offered, when every answer its rule could give is ruled out by sense
   * (an angle on a line over 180°, a probability over 1 or below 0). A retired belief has no rules, so
   * no question offers it, but keeps its record: answers already given with it keep their diagnosis
   * (decision 0063).
   */
  retired?: string;
}

/**
 * Extra rules for a misconception defined in another strand's module, so a belief such as
 * "a negative times a negative is negative" is written once and applied wherever it bites.
 */
export interface MisconceptionExtension {
  misconceptionId: number;
  rules: RuleSet;
}

/** The answer a student holding the misconception gives to the problem, or undefined when the rule does not apply. */
export function applyMisconception(m: Misconception, problem: Problem): Answer | undefined {
  // RuleSet is keyed by kind, so the looked-up rule always accepts this problem; TypeScript cannot correlate the two.
  const rule = (m.rules as Record<string, ((p: Problem) => Answer | undefined) | undefined>)[problem.kind];
  if (!rule) return undefined;
  const answer = rule(problem);
  if (!answer || answer.text.trim() === '' || answer.key.includes('NaN') || answer.key.includes('Infinity')) {
    return undefined;
  }
  // In a simplest-form question the student simplifies what their error gives, as asked.
  return asAsked(problem, answer);
}

/** The kinds a misconception has a rule for. */
export function misconceptionKinds(m: Misconception): ProblemKind[] {
  return Object.keys(m.rules) as ProblemKind[];
}
