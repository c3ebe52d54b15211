import { describe, expect, it } from 'vitest';
import { SchoolCache } from './school-cache.ts';

describe('SchoolCache', () => {
  it('keeps a value for its time limit, including a cached null', async () => {
    let now = 1_000;
    const cache = new SchoolCache<string | null>(500, 10, () => now);
    cache.set('a', 'page', { schoolId: 1 });
    cache.set('n', null, { schoolId: 1 });
    expect(cache.get('a')).toBe('page');
    expect(cache.get('n')).toBeNull();
    now += 499;
    expect(cache.get('a')).toBe('page');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return null;
    };
    await cache.through('m', { schoolId: 1 }, compute);
    await cache.through('m', { schoolId: 1 }, compute);
    expect(computed).toBe(1);
  });

  it('evicts every entry of a school, or of a user', () => {
    const cache = new SchoolCache<string>(60_000);
    cache.set('s1u1', 'x', { schoolId: 1, userId: 1 });
    cache.set('s1u2', 'x', { schoolId: 1, userId: 2 });
    cache.set('s2u1', 'x', { schoolId: 2, userId: 1 });
    cache.evict({ userId: 1 });
    expect([cache.get('s1u1'), cache.get('s1u2'), cache.get('s2u1')]).toEqual([undefined, 'x', undefined]);
    cache.evict({ schoolId: 1 });
    expect(cache.size).toBe(0);
  });

  it('drops the oldest entry when full, and keeps nothing when its time limit is 0', () => {
    const cache = new SchoolCache<number>(60_000, 2);
    cache.set('a', 1, { schoolId: 1 });
    cache.set('b', 2, { schoolId: 1 });
    cache.set('c', 3, { schoolId: 1 });
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
    const off = new SchoolCache<number>(0);
    off.set('a', 1, { schoolId: 1 });
    expect(off.enabled).toBe(false);
    expect(off.get('a')).toBeUndefined();
  });

  it('clears everything after a lost LISTEN connection comes back (evictions may have been missed)', () => {
    const cache = new SchoolCache<string>(60_000);
    cache.set('s1', 'x', { schoolId: 1 });
    cache.set('s2u1', 'x', { schoolId: 2, userId: 1 });
    cache.clear();
    expect([cache.get('s1'), cache.get('s2u1'), cache.size]).toEqual([undefined, undefined, 0]);
  });

  it('shares one computation among callers who miss at once, and keeps none evicted meanwhile', async () => {
    const cache = new SchoolCache<number>(60_000);
    let computed = 0;
    const releases: Array<(value: number) => void> = [];
    const release = (value: number) => releases.at(-1)?.(value);
    const compute = () => {
      computed += 1;
      return new Promise<number>((resolve) => {
        releases.push(resolve);
      });
    };
    const first = cache.through('r', { schoolId: 1 }, compute);
    const second = cache.through('r', { schoolId: 1 }, compute);
    expect(computed).toBe(1);
    release(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(cache.get('r')).toBe(7);

    // The school changes while a value is computed: its callers get it, the cache does not keep it.
    cache.evict({ schoolId: 1 });
    const during = cache.through('r', { schoolId: 1 }, compute);
    cache.evict({ schoolId: 1 });
    const after = cache.through('r', { schoolId: 1 }, compute);
    expect(computed).toBe(3);
    release(9);
    expect(await after).toBe(9);
    expect(cache.get('r')).toBe(9);
    releases[1]?.(8);
    expect(await during).toBe(8);
    // The evicted computation finishing later does not replace the newer value.
    expect(cache.get('r')).toBe(9);
    expect(computed).toBe(3);
  });

  it('computes every time when turned off', async () => {
    const cache = new SchoolCache<number>(0);
    let computed = 0;
    const compute = async () => ++computed;
    await Promise.all([
      cache.through('r', { schoolId: 1 }, compute),
      cache.through('r', { schoolId: 1 }, compute),
    ]);
    expect(computed).toBe(2);
  });
});
