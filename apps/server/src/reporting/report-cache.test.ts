import { describe, expect, it } from 'vitest';
import { ReportCache } from './report-cache.ts';

describe('ReportCache with a read replica (decision 0052)', () => {
  it("keeps the replica's figures apart from the primary's", async () => {
    let source = 'replica';
    const cache = new ReportCache(60_000, 100, async () => source);
    let computed = 0;
    const figures = () => cache.figures('school', 1, [], async () => `${source} ${++computed}`);

    expect(await figures()).toBe('replica 1');
    expect(await figures()).toBe('replica 1');
    // A client that has just written reads the primary: never the figures read on the replica.
    source = 'primary';
    expect(await figures()).toBe('primary 2');
    source = 'replica';
    expect(await figures()).toBe('replica 1');
  });

  it('keys by report alone without a replica', async () => {
    const cache = new ReportCache(60_000);
    let computed = 0;
    const figures = () => cache.figures('school', 1, [2026], async () => ++computed);
    expect([await figures(), await figures()]).toEqual([1, 1]);
  });
});
