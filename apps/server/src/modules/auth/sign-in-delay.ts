/** When an account's next sign-in attempt may be made (growing delays, never a hard lock). */
export interface SignInDelayPolicy {
  /** Failures within the window before any delay. */
  freeFailures: number;
  capSeconds: number;
}

/**
 * Whole seconds the caller must still wait before another attempt, 0 when it may try now. After the
 * free failures, the k-th further failure makes the next attempt wait 2^k seconds after it (2, 4, 8 …),
 * up to the cap: guessing slows to a crawl, while the owner, who knows the password, only waits.
 */
export function secondsToWait(
  failures: { count: number; latest: Date | null },
  now: Date,
  policy: SignInDelayPolicy,
): number {
  const extra = failures.count - policy.freeFailures + 1;
  if (extra <= 0 || !failures.latest) return 0;
  const delayMs = Math.min(2 ** Math.min(extra, 31), policy.capSeconds) * 1000;
  const remainingMs = failures.latest.getTime() + delayMs - now.getTime();
  return remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
}
