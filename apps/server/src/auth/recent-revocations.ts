/**
 * Sessions revoked lately, each kept until every access token it could have issued has expired.
 * `has` is a map lookup: it runs on every authenticated call.
 */
export class RecentRevocations {
  /** Session id → when it may be forgotten (ms). Inserted nearly in time order, so the oldest come first. */
  readonly #until = new Map<string, number>();

  constructor(private readonly keepMs: number) {}

  has(sessionId: string): boolean {
    // An entry past its time that is not yet forgotten still answers true: harmless, since a revoked
    // session never issues another token, so every token naming it has expired by then anyway.
    return this.#until.has(sessionId);
  }

  get size(): number {
    return this.#until.size;
  }

  /** Remembers a revocation made at `revokedAtMs` (a later one of the same session only lengthens it). */
  add(sessionId: string, revokedAtMs: number, nowMs: number) {
    this.#forgetExpired(nowMs);
    const until = revokedAtMs + this.keepMs;
    if (until <= nowMs) return;
    const known = this.#until.get(sessionId);
    if (known !== undefined && known >= until) return;
    // Deleted first so that it moves to the end, keeping the map in time order.
    this.#until.delete(sessionId);
    this.#until.set(sessionId, until);
  }

  /**
   * Drops expired entries from the front, stopping at the first live one. An older entry added later
   * (read again after a lost LISTEN) waits behind it: it lingers at most one keep period more.
   */
  #forgetExpired(nowMs: number) {
    for (const [sessionId, until] of this.#until) {
      if (until > nowMs) return;
      this.#until.delete(sessionId);
    }
  }
}
