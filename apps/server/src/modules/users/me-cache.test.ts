import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeCache } from './me-cache.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('MeCache', () => {
  it('keys by user, school and includes in any order', () => {
    expect(MeCache.key(1, 2, ['user-state', 'groups'])).toBe(MeCache.key(1, 2, ['groups', 'user-state']));
    expect(MeCache.key(1, undefined, [])).not.toBe(MeCache.key(1, 2, []));
  });

  it('evicts by user and by school, and nothing else', () => {
    const cache = new MeCache<string>();
    cache.set('a', { json: '{"a":1}', userId: 1, schoolId: 10 });
    cache.set('b', { json: '{"b":1}', userId: 2, schoolId: 10 });
    cache.set('c', { json: '{"c":1}', userId: 3, schoolId: 11 });
    cache.evict({ userId: 1 });
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('{"b":1}');
    cache.evict({ schoolId: 10 });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBe('{"c":1}');
  });

  it('forgets entries after the time limit', () => {
    vi.useFakeTimers();
    const cache = new MeCache<string>(1000);
    cache.set('a', { json: '1', userId: 1, schoolId: null });
    vi.advanceTimersByTime(999);
    expect(cache.get('a')).toBe('1');
    vi.advanceTimersByTime(2);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = new MeCache<string>(60_000, 2);
    cache.set('a', { json: '1', userId: 1, schoolId: null });
    cache.set('b', { json: '2', userId: 2, schoolId: null });
    cache.set('c', { json: '3', userId: 3, schoolId: null });
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
  });

  it('clears everything after a lost LISTEN connection comes back (evictions may have been missed)', () => {
    const cache = new MeCache<string>();
    cache.set('a', { json: '1', userId: 1, schoolId: 10 });
    cache.set('b', { json: '2', userId: 2, schoolId: null });
    cache.clear();
    expect([cache.get('a'), cache.get('b'), cache.size]).toEqual([undefined, undefined, 0]);
  });
});
