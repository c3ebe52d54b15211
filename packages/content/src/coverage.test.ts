import { describe, expect, it } from 'vitest';
import { buildQuestionBank } from './bank.ts';
import { CONSTRUCTS } from './construct-registry.ts';
import { MISCONCEPTIONS } from './misconception-registry.ts';

/**
 * Issue 15 point 6: the bank covers the English curriculum from Year 5 to GCSE Higher. Floors, not
 * targets: a change that drops the bank below one fails here.
 */
const bank = buildQuestionBank();
const questionsOf = (constructIds: Set<number>) => bank.filter((q) => constructIds.has(q.constructId)).length;

describe('the bank’s coverage of Year 5 to GCSE Higher', () => {
  it('has at least 160 constructs, 4,000 questions and 400 misconceptions', () => {
    expect(CONSTRUCTS.length).toBeGreaterThanOrEqual(160);
    expect(bank.length).toBeGreaterThanOrEqual(4000);
    expect(MISCONCEPTIONS.length).toBeGreaterThanOrEqual(400);
  });

  it('gives Years 10 and 11 at least a quarter of the constructs', () => {
    const gcse = CONSTRUCTS.filter((c) => c.yearGroup >= 10).length;
    expect(gcse / CONSTRUCTS.length).toBeGreaterThanOrEqual(0.25);
  });

  it('names the GCSE Higher topics the issue lists', () => {
    const slugs = CONSTRUCTS.map((c) => c.slug).join(' ');
    for (const topic of [
      'simultaneous',
      'quadratic',
      'cyclic-quadrilateral|angle-at-the-centre',
      'vector',
      'sine-rule',
      'cosine-rule',
      'histogram',
      'surd',
      'indices|index-laws',
      'direct-proportion',
      'inverse-proportion',
      'density|pressure|speed',
    ]) {
      expect(slugs, topic).toMatch(new RegExp(topic));
    }
  });

  it('poses at least 15 % of its questions as worded or multi-step problems', () => {
    const styled = new Set(CONSTRUCTS.filter((c) => c.problemStyle).map((c) => c.constructId));
    expect(questionsOf(styled) / bank.length).toBeGreaterThanOrEqual(0.15);
  });
});
