import { describe, expect, it } from 'vitest';
import { resendDelayMs } from './resend-delay.ts';

describe('resendDelayMs', () => {
  it('doubles from 1 s up to 10 s, each wait in the upper half of its step', () => {
    const longest = (n: number) => resendDelayMs(n, () => 1);
    const shortest = (n: number) => resendDelayMs(n, () => 0);
    expect([0, 1, 2, 3, 4, 10, 50].map(longest)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
    expect([0, 1, 2, 3, 4, 10].map(shortest)).toEqual([500, 1000, 2000, 4000, 5000, 5000]);
  });
});
