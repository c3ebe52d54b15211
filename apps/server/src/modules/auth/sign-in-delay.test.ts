import { describe, expect, it } from 'vitest';
import { secondsToWait } from './sign-in-delay.ts';

const policy = { freeFailures: 5, capSeconds: 300 };
const now = new Date('2026-01-01T10:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('secondsToWait', () => {
  it('lets the first failures through at once', () => {
    expect(secondsToWait({ count: 0, latest: null }, now, policy)).toBe(0);
    expect(secondsToWait({ count: 4, latest: now }, now, policy)).toBe(0);
  });

  it('doubles the wait with each further failure, counted from the latest', () => {
    expect(secondsToWait({ count: 5, latest: now }, now, policy)).toBe(2);
    expect(secondsToWait({ count: 6, latest: now }, now, policy)).toBe(4);
    expect(secondsToWait({ count: 8, latest: ago(10) }, now, policy)).toBe(6);
    expect(secondsToWait({ count: 6, latest: ago(4) }, now, policy)).toBe(0);
  });

  it('never asks for more than the cap', () => {
    expect(secondsToWait({ count: 500, latest: now }, now, policy)).toBe(300);
  });
});
