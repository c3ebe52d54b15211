import { describe, expect, it } from 'vitest';
import { RecentRevocations } from './recent-revocations.ts';

describe('RecentRevocations', () => {
  it('remembers a revocation for the keep period, then forgets it when the next one comes', () => {
    const recent = new RecentRevocations(1000);
    recent.add('a', 0, 0);
    recent.add('b', 500, 500);
    expect(recent.has('a')).toBe(true);
    expect(recent.has('c')).toBe(false);
    recent.add('c', 1200, 1200);
    expect(recent.has('a')).toBe(false);
    expect([recent.has('b'), recent.has('c'), recent.size]).toEqual([true, true, 2]);
  });

  it('ignores a revocation already too old to matter (read at start)', () => {
    const recent = new RecentRevocations(1000);
    recent.add('old', 0, 5000);
    expect(recent.has('old')).toBe(false);
    recent.add('recent', 4500, 5000);
    expect(recent.has('recent')).toBe(true);
  });

  it('keeps a session revoked twice until the later revocation expires', () => {
    const recent = new RecentRevocations(1000);
    recent.add('a', 0, 0);
    recent.add('b', 100, 100);
    recent.add('a', 800, 800);
    recent.add('c', 1500, 1500);
    // b expired at 1100; a, revoked again at 800, lasts until 1800.
    expect([recent.has('a'), recent.has('b'), recent.has('c')]).toEqual([true, false, true]);
    recent.add('d', 1900, 1900);
    expect([recent.has('a'), recent.has('c'), recent.has('d')]).toEqual([false, true, true]);
  });
});
