import { describe, expect, it } from 'vitest';
import { constructQuestions } from '../bank.ts';
import { CONSTRUCTS } from '../construct-registry.ts';
import { verifyQuestion } from './verify.ts';

const circleQuestions = () =>
  constructQuestions(CONSTRUCTS.find((c) => c.slug === 'angle-at-the-centre')!, 4);

describe('the circle-theorem figure as the verifier reads it', () => {
  it('agrees with every question as generated', () => {
    for (const q of circleQuestions()) expect(verifyQuestion(q).faults, q.key).toEqual([]);
  });

  it('catches a marked angle relabelled in both the stem and the figure, so it is no longer drawn to scale', () => {
    for (const q of circleQuestions()) {
      const m = /is \$(\d+)\^\{\\circ\}\$/.exec(q.stem)!;
      const [was, now] = [m[1]!, String(Number(m[1]) + 10)];
      const mutant = {
        ...q,
        stem: q.stem.replace(`$${was}^{\\circ}$`, `$${now}^{\\circ}$`),
        diagram: q.diagram!.replace(`>${was}°<`, `>${now}°<`),
      };
      expect(verifyQuestion(mutant).faults.join(), q.key).toMatch(/drawn as/);
    }
  });

  it('catches a circle redrawn so that A, B and C no longer lie on it', () => {
    const q = circleQuestions()[0]!;
    const svg = q.diagram!.replace(
      /<circle cx="([\d.]+)" cy="([\d.]+)" r="100"/,
      '<circle cx="$1" cy="$2" r="90"',
    );
    expect(verifyQuestion({ ...q, diagram: svg }).faults.join()).toMatch(/on the circle/);
  });

  it('catches a cyclic quadrilateral whose marked angle is relabelled in the stem and the figure alike', () => {
    const qs = constructQuestions(CONSTRUCTS.find((c) => c.slug === 'cyclic-quadrilateral-angles')!, 4);
    for (const q of qs) {
      expect(verifyQuestion(q).faults, q.key).toEqual([]);
      const was = /Angle \$A\$ is \$(\d+)/.exec(q.stem)![1]!;
      const now = String(Number(was) + 10);
      const mutant = {
        ...q,
        stem: q.stem.replace(`$${was}^{\\circ}$`, `$${now}^{\\circ}$`),
        diagram: q.diagram!.replace(`>${was}°<`, `>${now}°<`),
      };
      expect(verifyQuestion(mutant).faults.join(), q.key).toMatch(/drawn as/);
    }
  });
});
