import type { Query, QueryCache } from '@tanstack/react-query';

/**
 * Spec §9's data cache "also kept in session storage when requested": a query asks with
 * `meta: { sessionCache: { ttlMs } }` and its answer is written to session storage on success, then
 * read back when the same query is next made in this tab (a reload, a new page), until it expires.
 * A time-to-live of 0 or less is not cached (§9); an expired or unreadable entry is ignored and removed.
 * Logout clears session storage, so nothing outlives the session (§4).
 */

/** What a query puts in its `meta` to be kept in session storage. */
export interface SessionCacheMeta {
  sessionCache?: { ttlMs: number };
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: SessionCacheMeta & Record<string, unknown>;
  }
}

/** The prefix of every entry; the version changes when what is stored changes shape. */
export const SESSION_CACHE_PREFIX = 'mathsight.query-cache.v1:';

interface Entry {
  data: unknown;
  updatedAt: number;
  expiresAt: number;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function ttlOf(meta: SessionCacheMeta | undefined): number | null {
  const ttlMs = meta?.sessionCache?.ttlMs;
  return typeof ttlMs === 'number' && Number.isFinite(ttlMs) ? ttlMs : null;
}

/** The stored answer for a query, or null when none, expired or unreadable (those are removed). */
export function readSessionEntry(storage: Storage, queryHash: string, now: number): Entry | null {
  const key = SESSION_CACHE_PREFIX + queryHash;
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const entry = JSON.parse(raw) as Partial<Entry>;
    if (typeof entry.expiresAt === 'number' && entry.expiresAt > now && typeof entry.updatedAt === 'number') {
      return { data: entry.data, updatedAt: entry.updatedAt, expiresAt: entry.expiresAt };
    }
  } catch {
    // Unreadable: removed below like an expired one.
  }
  storage.removeItem(key);
  return null;
}

/** Keeps an answer for `ttlMs`; a time-to-live of 0 or less keeps nothing (and drops an older copy). */
export function writeSessionEntry(
  storage: Storage,
  queryHash: string,
  data: unknown,
  ttlMs: number,
  now: number,
): void {
  const key = SESSION_CACHE_PREFIX + queryHash;
  try {
    if (!(ttlMs > 0) || data === undefined) {
      storage.removeItem(key);
      return;
    }
    storage.setItem(key, JSON.stringify({ data, updatedAt: now, expiresAt: now + ttlMs } satisfies Entry));
  } catch {
    // Storage full or blocked: the answer stays in memory only.
  }
}

/** Removes every session-cached answer (and nothing else of session storage). */
export function clearSessionCache(storage: Storage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(SESSION_CACHE_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/**
 * Connects a query cache to session storage: a query that asks is filled from storage when it is
 * made, and written back on each success. Returns the unsubscribe.
 */
export function attachSessionCache(
  cache: QueryCache,
  storage: Storage,
  now: () => number = Date.now,
): () => void {
  let hydrating = false;
  const hydrate = (query: Query) => {
    if (ttlOf(query.meta) === null || query.state.data !== undefined) return;
    const entry = readSessionEntry(storage, query.queryHash, now());
    if (!entry) return;
    hydrating = true;
    try {
      query.setData(entry.data, { updatedAt: entry.updatedAt, manual: true });
    } finally {
      hydrating = false;
    }
  };
  return cache.subscribe((event) => {
    if (event.type === 'added') hydrate(event.query);
    // What was just read from storage is not written back (it keeps its own expiry).
    if (event.type !== 'updated' || event.action.type !== 'success' || hydrating) return;
    const ttlMs = ttlOf(event.query.meta);
    // A query removed meanwhile (logout clears the cache) must not write after the clearing.
    if (ttlMs === null || cache.get(event.query.queryHash) !== event.query) return;
    writeSessionEntry(storage, event.query.queryHash, event.query.state.data, ttlMs, now());
  });
}
