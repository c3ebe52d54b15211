import type { ContextChange } from '../notify-bus/context-changes.ts';

interface Entry<V> {
  value: V;
  schoolId: number;
  userId: number | null;
  expiresAt: number;
}

/**
 * Answers this node built, tagged with the school (and user) they depend on, for a limited time.
 * A ContextChange for the school or user evicts them here; the writing node publishes it through
 * PostgreSQL NOTIFY so every node evicts, and the time limit bounds staleness if one is lost
 * (decision 0005). A limit of 0 turns the cache off. Bounded in size: oldest out first.
 */
export class SchoolCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  /** Values being computed, so callers who miss at once share one computation (single flight). */
  readonly #computing = new Map<string, { promise: Promise<V>; schoolId: number; userId: number | null }>();

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly clock: () => number = Date.now,
  ) {}

  get enabled() {
    return this.ttlMs > 0;
  }

  /** The cached value, or undefined when absent or expired (a cached null is returned as null). */
  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, tags: { schoolId: number; userId?: number }) {
    if (!this.enabled) return;
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, {
      value,
      schoolId: tags.schoolId,
      userId: tags.userId ?? null,
      expiresAt: this.clock() + this.ttlMs,
    });
  }

  /**
   * The value for `key`, computing and keeping it on a miss. Callers who miss while it is computed wait
   * for the same computation. One evicted while it was computed is still answered to its callers (it
   * was asked before the change) but not kept, and the next caller computes afresh.
   */
  async through(key: string, tags: { schoolId: number; userId?: number }, compute: () => Promise<V>) {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    if (!this.enabled) return compute();
    const pending = this.#computing.get(key);
    if (pending) return pending.promise;
    const flight = { promise: compute(), schoolId: tags.schoolId, userId: tags.userId ?? null };
    this.#computing.set(key, flight);
    try {
      const value = await flight.promise;
      if (this.#computing.get(key) === flight) this.set(key, value, tags);
      return value;
    } finally {
      if (this.#computing.get(key) === flight) this.#computing.delete(key);
    }
  }

  /** Drops every entry of the school, or every entry of the user. */
  evict(change: ContextChange) {
    const matches = (entry: { schoolId: number; userId: number | null }) =>
      'userId' in change ? entry.userId === change.userId : entry.schoolId === change.schoolId;
    for (const [key, entry] of this.#entries) if (matches(entry)) this.#entries.delete(key);
    for (const [key, flight] of this.#computing) if (matches(flight)) this.#computing.delete(key);
  }

  /** Drops everything: the evictions published while this node was not listening were lost. */
  clear() {
    this.#entries.clear();
    this.#computing.clear();
  }

  get size() {
    return this.#entries.size;
  }
}
