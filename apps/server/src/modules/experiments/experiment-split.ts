import { createHash } from 'node:crypto';
import type { ExperimentDefinition } from '@mathsight/contract/experiments.ts';

/**
 * Where a user falls in [0, 1) for an experiment: the first 32 bits of SHA-256 of "key:userId". The same
 * user and experiment always land on the same point; different experiments split users independently.
 */
export function splitPoint(experimentKey: string, userId: number): number {
  const digest = createHash('sha256').update(`${experimentKey}:${userId}`).digest();
  return digest.readUInt32BE(0) / 2 ** 32;
}

/** The variant whose share of the weights holds the user's point (deterministic, decision 0048). */
export function variantFor(experiment: ExperimentDefinition, userId: number): string {
  const total = experiment.variants.reduce((sum, v) => sum + v.weight, 0);
  const point = splitPoint(experiment.key, userId) * total;
  let upTo = 0;
  for (const v of experiment.variants) {
    upTo += v.weight;
    if (point < upTo) return v.key;
  }
  // Only reached if every weight were 0, which the configuration's schema refuses.
  return experiment.variants[0]?.key ?? 'control';
}
