/** A worker that served this long before it died was healthy: its slot's count of failures starts again. */
export const HEALTHY_AFTER_MS = 30_000;
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/** One worker slot's recent deaths: how many in a row came before a worker had served HEALTHY_AFTER_MS. */
export interface SlotHistory {
  failures: number;
}

/**
 * How long to wait before replacing a dead worker, and the slot's history after this death.
 * A worker that had been serving is replaced at once the first time (a crash, an out-of-memory kill);
 * one that died before it served, or again soon after its replacement, waits 1, 2, 4 … up to 30 s,
 * so a worker that cannot start (the database away, a bad setting) does not restart in a hot loop.
 *
 * `servedMs` is how long the worker had been listening (null: it never did).
 */
export function restartDelay(
  history: SlotHistory,
  servedMs: number | null,
): { delayMs: number; history: SlotHistory } {
  const failures = servedMs !== null && servedMs >= HEALTHY_AFTER_MS ? 1 : history.failures + 1;
  const delayMs =
    failures === 1 && servedMs !== null ? 0 : Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - 1));
  return { delayMs, history: { failures } };
}
