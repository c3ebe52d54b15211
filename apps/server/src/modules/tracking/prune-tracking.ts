import type { TrackingRepository } from './tracking.repository.ts';

const DAY_MS = 86_400_000;
const BATCH = 5_000;

/**
 * Deletes the tracking events older than the retention, a batch at a time until none is left or the
 * job is stopped (issue 32 point 1: a year of a large school does not slow the database). Answers how
 * many went.
 */
export async function pruneTrackingEvents(
  repo: TrackingRepository,
  retentionDays: number,
  now: Date,
  signal?: AbortSignal,
): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * DAY_MS);
  let total = 0;
  for (;;) {
    if (signal?.aborted) return total;
    const gone = await repo.pruneBatch(before, BATCH);
    total += gone;
    if (gone < BATCH) return total;
  }
}
