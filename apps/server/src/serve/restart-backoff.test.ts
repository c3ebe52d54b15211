import { describe, expect, it } from 'vitest';
import { HEALTHY_AFTER_MS, restartDelay, type SlotHistory } from './restart-backoff.ts';

/** The delays of a run of deaths, each after the given time serving (null: before it listened). */
function delays(served: Array<number | null>) {
  let history: SlotHistory = { failures: 0 };
  return served.map((servedMs) => {
    const next = restartDelay(history, servedMs);
    history = next.history;
    return next.delayMs;
  });
}

describe('restartDelay', () => {
  it('replaces a worker that was serving at once', () => {
    expect(delays([5_000])).toEqual([0]);
    expect(delays([HEALTHY_AFTER_MS, HEALTHY_AFTER_MS * 2, HEALTHY_AFTER_MS])).toEqual([0, 0, 0]);
  });

  it('backs off a worker that cannot start: 1, 2, 4 … up to 30 s', () => {
    expect(delays([null, null, null, null, null, null, null, null])).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('backs off a worker that dies again soon after its replacement, and forgets once one stays up', () => {
    expect(delays([2_000, 1_000, 500, HEALTHY_AFTER_MS, null])).toEqual([0, 2_000, 4_000, 0, 2_000]);
  });
});
