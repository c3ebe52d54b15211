import type { ExperimentDefinition } from '@mathsight/contract/experiments.ts';
import { describe, expect, it } from 'vitest';
import { splitPoint, variantFor } from './experiment-split.ts';

const experiment = (weights: number[]): ExperimentDefinition => ({
  key: 'split-test',
  description: '',
  active: true,
  audience: 'students',
  variants: weights.map((weight, i) => ({ key: `v${i}`, weight })),
});

function shares(e: ExperimentDefinition, users: number): number[] {
  const counts = new Map<string, number>();
  for (let id = 1; id <= users; id++) {
    const v = variantFor(e, id);
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  return e.variants.map((v) => (counts.get(v.key) ?? 0) / users);
}

describe('the experiments hash split (issue 32 point 3)', () => {
  it('splits many users roughly by the weights', () => {
    const [a, b] = shares(experiment([50, 50]), 20_000);
    expect(a).toBeCloseTo(0.5, 1);
    expect(b).toBeCloseTo(0.5, 1);
    const [x, y, z] = shares(experiment([70, 20, 10]), 20_000);
    expect(Math.abs((x ?? 0) - 0.7)).toBeLessThan(0.02);
    expect(Math.abs((y ?? 0) - 0.2)).toBeLessThan(0.02);
    expect(Math.abs((z ?? 0) - 0.1)).toBeLessThan(0.02);
  });

  it('never gives a variant of weight 0', () => {
    expect(shares(experiment([0, 1]), 2_000)).toEqual([0, 1]);
  });

  it('is the same for the same user and experiment, and independent between experiments', () => {
    expect(splitPoint('a', 42)).toBe(splitPoint('a', 42));
    const ids = Array.from({ length: 1000 }, (_, i) => i + 1);
    const same = ids.filter((id) => splitPoint('a', id) < 0.5 === splitPoint('b', id) < 0.5).length;
    // Independent halves agree about half the time, not always.
    expect(same).toBeGreaterThan(400);
    expect(same).toBeLessThan(600);
  });
});
