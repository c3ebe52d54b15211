import type { MeResponse } from '@mathsight/contract/users.ts';
import type { SerialisedJson } from '../../http/serialised-json.ts';
import type { ContextChange } from '../../notify-bus/context-changes.ts';

interface Entry<Json> {
  json: Json;
  userId: number;
  schoolId: number | null;
  expiresAt: number;
}

/**
 * users/me answers, already serialised, keyed by user, school and includes. Every write that
 * feeds them publishes a ContextChange, which evicts here on every node; the time limit
 * bounds any staleness should a notification be lost. Bounded in size (oldest out first).
 */
export class MeCache<Json extends string = SerialisedJson<MeResponse>> {
  readonly #entries = new Map<string, Entry<Json>>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 20_000,
  ) {}

  static key(userId: number, schoolId: number | undefined, includes: readonly string[]) {
    return `${userId}|${schoolId ?? ''}|${[...includes].sort().join(',')}`;
  }

  get(key: string): Json | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.json;
  }

  set(key: string, entry: Omit<Entry<Json>, 'expiresAt'>) {
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { ...entry, expiresAt: Date.now() + this.ttlMs });
  }

  evict(change: ContextChange) {
    for (const [key, entry] of this.#entries) {
      if ('userId' in change ? entry.userId === change.userId : entry.schoolId === change.schoolId) {
        this.#entries.delete(key);
      }
    }
  }

  /** Drops everything: the evictions published while this node was not listening were lost. */
  clear() {
    this.#entries.clear();
  }

  get size() {
    return this.#entries.size;
  }
}
