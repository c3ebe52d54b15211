import type { z } from 'zod';
import { type SerialisedJson, serialiseJson } from '../http/serialised-json.ts';
import type { ContextChange } from '../notify-bus/context-changes.ts';
import { SchoolCache } from '../school-access/school-cache.ts';

/** What a cached figure depends on besides its school: never the caller (see ReportCache). */
type KeyPart = string | number | null;

/**
 * A school's report figures, computed once for all its teachers and kept on this node for a few
 * seconds (config.reportCacheSeconds; decision 0043). Ten teachers opening the school report at once
 * cost one computation, not ten. What is kept must not depend on who asks: services check access
 * first, keep the school-wide figures here, and filter them for the caller after (the classes they may
 * see). The school's work or classes changing evicts its figures on every node (NOTIFY); answers that
 * arrive meanwhile show within the time limit. Callers must not change what they are given: it is
 * shared.
 */
export class ReportCache {
  readonly #cache: SchoolCache<unknown>;
  readonly #source: (() => Promise<string>) | undefined;

  /**
   * `source`: where the current request reads (with a read replica, decision 0052). Figures read from
   * the replica and from the primary are kept apart: a client that has just written reads the primary's,
   * never figures another teacher read from a replica that had not yet replayed its write.
   */
  constructor(ttlMs: number, maxEntries = 2_000, source?: () => Promise<string>) {
    this.#cache = new SchoolCache<unknown>(ttlMs, maxEntries);
    this.#source = source;
  }

  /** A cache that keeps nothing: every call computes (tests, jobs, the bench's own SQL). */
  static off(): ReportCache {
    return new ReportCache(0);
  }

  /**
   * The figures named `report` of the school for `parts`, computed on a miss. The name fixes the
   * value's type: one name, one compute function.
   */
  async figures<V>(
    report: string,
    schoolId: number,
    parts: readonly KeyPart[],
    compute: () => Promise<V>,
  ): Promise<V> {
    const source = this.#source ? `${await this.#source()}|` : '';
    const key = `${source}${report}|${schoolId}|${parts.map((p) => (p === null ? '' : String(p))).join('|')}`;
    return (await this.#cache.through(key, { schoolId }, compute)) as V;
  }

  /**
   * The same figures as JSON text, checked against the call's schema once when written: a hit then
   * costs no validation or serialisation (a whole school's league is 2,000 rows). Only for figures that
   * are the whole answer, the same for every caller (the league, growth by class, a students page).
   */
  json<S extends z.ZodType>(
    report: string,
    schoolId: number,
    parts: readonly KeyPart[],
    schema: S,
    compute: () => Promise<z.output<S>>,
  ): Promise<SerialisedJson<z.output<S>>> {
    return this.figures(`${report}.json`, schoolId, parts, async () =>
      serialiseJson(schema, await compute()),
    );
  }

  evict(change: ContextChange) {
    this.#cache.evict(change);
  }

  clear() {
    this.#cache.clear();
  }
}
