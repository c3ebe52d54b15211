import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  attachSessionCache,
  clearSessionCache,
  readSessionEntry,
  SESSION_CACHE_PREFIX,
  writeSessionEntry,
} from './session-cache.ts';

const HOUR = 3600_000;
let now = 1_000_000;
const clock = () => now;

function client() {
  const c = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const detach = attachSessionCache(c.getQueryCache(), sessionStorage, clock);
  return { c, detach };
}

beforeEach(() => {
  sessionStorage.clear();
  now = 1_000_000;
});
afterEach(() => sessionStorage.clear());

describe('session storage entries (spec §9)', () => {
  it('keeps an answer until its time-to-live is over, then ignores and removes it', () => {
    writeSessionEntry(sessionStorage, '["a"]', { x: 1 }, HOUR, now);
    expect(readSessionEntry(sessionStorage, '["a"]', now + HOUR - 1)?.data).toEqual({ x: 1 });
    expect(readSessionEntry(sessionStorage, '["a"]', now + HOUR)).toBeNull();
    expect(sessionStorage.getItem(`${SESSION_CACHE_PREFIX}["a"]`)).toBeNull();
  });

  it('does not cache a time-to-live of 0 or less, and drops an older copy', () => {
    writeSessionEntry(sessionStorage, '["a"]', 1, HOUR, now);
    writeSessionEntry(sessionStorage, '["a"]', 2, 0, now);
    writeSessionEntry(sessionStorage, '["b"]', 3, -5, now);
    expect(sessionStorage.length).toBe(0);
  });

  it('removes an unreadable entry', () => {
    sessionStorage.setItem(`${SESSION_CACHE_PREFIX}["a"]`, '{not json');
    expect(readSessionEntry(sessionStorage, '["a"]', now)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('clears only its own entries', () => {
    writeSessionEntry(sessionStorage, '["a"]', 1, HOUR, now);
    writeSessionEntry(sessionStorage, '["b"]', 2, HOUR, now);
    sessionStorage.setItem('other', 'kept');
    clearSessionCache(sessionStorage);
    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.getItem('other')).toBe('kept');
  });
});

describe('queries that ask for it', () => {
  it('are written on success and read back by the next client (a reload) without fetching', async () => {
    const first = client();
    let calls = 0;
    const options = {
      queryKey: ['content', 'collections'],
      queryFn: async () => {
        calls++;
        return [{ id: 4 }];
      },
      meta: { sessionCache: { ttlMs: HOUR } },
    };
    await first.c.fetchQuery(options);
    expect(calls).toBe(1);
    first.detach();

    const second = client();
    expect(second.c.getQueryCache().build(second.c, options).state.data).toEqual([{ id: 4 }]);
    expect(await second.c.ensureQueryData(options)).toEqual([{ id: 4 }]);
    expect(calls).toBe(1);
    second.detach();

    // Once expired, the next client asks the server again.
    now += HOUR;
    const third = client();
    await third.c.ensureQueryData(options);
    expect(calls).toBe(2);
    third.detach();
  });

  it('are not kept without the meta, or with a time-to-live of 0 or less', async () => {
    const { c, detach } = client();
    await c.fetchQuery({ queryKey: ['plain'], queryFn: async () => 1 });
    await c.fetchQuery({ queryKey: ['zero'], queryFn: async () => 1, meta: { sessionCache: { ttlMs: 0 } } });
    await c.fetchQuery({
      queryKey: ['negative'],
      queryFn: async () => 1,
      meta: { sessionCache: { ttlMs: -1 } },
    });
    expect(sessionStorage.length).toBe(0);
    detach();
  });

  it('do not write an answer that lands after the cache was cleared (logout)', async () => {
    const { c, detach } = client();
    let finish: (v: number) => void = () => {};
    const pending = c.fetchQuery({
      queryKey: ['late'],
      queryFn: () =>
        new Promise<number>((resolve) => {
          finish = resolve;
        }),
      meta: { sessionCache: { ttlMs: HOUR } },
    });
    c.clear();
    finish(7);
    await pending.catch(() => undefined);
    expect(sessionStorage.length).toBe(0);
    detach();
  });
});
