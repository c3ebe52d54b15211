/**
 * The independent verifier over the whole bank, and its mutation test: seeded faults in real
 * questions, each of which it must catch.
 */

import { beforeAll, describe, expect, it } from 'vitest';
import { buildQuestionBank } from '../bank.ts';
import { CONSTRUCTS } from '../construct-registry.ts';
import type { Question } from '../question.ts';
import { MUTATIONS } from './mutate.ts';
import { BINDING_FAULTS, verifyBank, verifyQuestion } from './verify.ts';

let bank: Question[];
beforeAll(() => {
  bank = buildQuestionBank();
});

describe('the independent verifier', () => {
  it('agrees with every question in the bank, and covers every construct', () => {
    const started = performance.now();
    const report = verifyBank(bank);
    const ms = performance.now() - started;
    console.info(
      `verifier: ${report.verified}/${report.questions} questions verified, ${report.coveredConstructs}/${report.constructs} constructs covered, ${Math.round(ms)} ms`,
    );
    expect(report.faults).toEqual([]);
    // A construct without a solver is listed here, never passed silently: add its solver.
    expect(report.unverified).toEqual([]);
    expect(report.coveredConstructs).toBe(CONSTRUCTS.length);
    expect(report.verified).toBe(bank.length);
    // About 3 s on an idle laptop-class core; the bound leaves room for a busy CI machine.
  }, 30_000);

  it('catches every seeded fault (mutation test)', () => {
    // Four questions per construct, each mutated every way that applies to it; every parallel-lines
    // figure mirrored and every triangle and parallelogram made impossible.
    const everyOne = new Set(['mirrored figure', 'impossible figure']);
    const sample = bank.filter(
      (q) =>
        q.seed <= 4 || ['parallel-angles', 'triangle-area', 'parallelogram-area'].includes(q.problem.kind),
    );
    const missed: string[] = [];
    const unexplained: string[] = [];
    const rates: Record<string, string> = {};
    const independent: Record<string, string> = {};
    for (const [name, mutate] of Object.entries(MUTATIONS)) {
      let [made, killed, byReading] = [0, 0, 0];
      for (const q of everyOne.has(name) ? sample : sample.filter((x) => x.seed <= 4)) {
        const mutant = mutate(q);
        if (!mutant) continue;
        made++;
        const verdict = verifyQuestion(mutant);
        if (verdict.faults.length > 0) killed++;
        else missed.push(`${name}: ${q.key}`);
        // Caught by reading the question itself, not only because it no longer matches its stored problem.
        if (verdict.faults.some((f) => !BINDING_FAULTS.includes(f))) byReading++;
        // Reading alone may pass a mutant only when the change leaves the true answer where it was
        // (rounding 79 878 or 79 879 to the nearest 10; the median of a list with an outer value moved).
        // or, where the question asks which option is largest, when the changed key is still the largest.
        else if (verdict.answer !== verifyQuestion(q).answer && q.problem.kind !== 'decimal-compare')
          unexplained.push(`${name}: ${q.key}`);
      }
      rates[name] = `${killed}/${made}`;
      independent[name] = `${byReading}/${made}`;
      expect(made, name).toBeGreaterThan(0);
    }
    console.info('mutants killed', rates, 'of which by reading the question alone', independent);
    expect(missed).toEqual([]);
    expect(unexplained).toEqual([]);
  }, 30_000);
});
