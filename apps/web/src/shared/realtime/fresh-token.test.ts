import { afterEach, describe, expect, it, vi } from 'vitest';
import { FreshToken } from './fresh-token.ts';

const MINUTE = 60_000;
const START = Date.parse('2026-11-29T09:00:00Z');
/** A token that expires `minutes` after `at`. */
const token = (n: number, at: number, minutes = 60) => ({
  n,
  expiresAt: new Date(at + minutes * MINUTE).toISOString(),
});

afterEach(() => vi.useRealTimers());

describe('FreshToken', () => {
  it('fetches once, keeps the token while more than 30 minutes remain, and fetches the next at 30 minutes left', async () => {
    vi.useFakeTimers({ now: START });
    let n = 0;
    const fetchToken = vi.fn(async () => token(++n, Date.now()));
    const fresh = new FreshToken(fetchToken, () => Date.now());

    expect((await fresh.get()).n).toBe(1);
    expect((await fresh.get()).n).toBe(1);
    expect(fetchToken).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(30 * MINUTE - 1);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect((await fresh.get()).n).toBe(2);
    fresh.stop();
  });

  it('fetches a new token after drop, and none once stopped', async () => {
    vi.useFakeTimers({ now: START });
    let n = 0;
    const fetchToken = vi.fn(async () => token(++n, Date.now()));
    const fresh = new FreshToken(fetchToken, () => Date.now());

    await fresh.get();
    fresh.drop();
    expect((await fresh.get()).n).toBe(2);

    fresh.stop();
    await vi.advanceTimersByTimeAsync(120 * MINUTE);
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('fetches at once when the token held has 30 minutes or less left, and keeps the old one if a refresh fails', async () => {
    vi.useFakeTimers({ now: START });
    const fetchToken = vi
      .fn<() => Promise<{ n: number; expiresAt: string }>>()
      .mockResolvedValueOnce(token(1, START, 31))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(token(3, START + 2 * MINUTE, 60));
    const fresh = new FreshToken(fetchToken, () => Date.now());

    expect((await fresh.get()).n).toBe(1);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(fetchToken).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect((await fresh.get()).n).toBe(3);
    fresh.stop();
  });
});
