import { describe, expect, it } from 'vitest';
import { sessionTimes, simulatedAnswerId } from './sitting.ts';

const DAY_MS = 86_400_000;
const now = new Date('2026-03-11T10:30:00Z');

describe('session times', () => {
  it('fall inside the window, before now, one after another', () => {
    const startDate = new Date(now.getTime() - 3 * DAY_MS);
    const endDate = new Date(now.getTime() + 4 * DAY_MS);
    let seed = 0.37;
    const random = () => {
      seed = (seed * 9301 + 0.49297) % 1;
      return seed;
    };
    for (let i = 0; i < 50; i++) {
      const t = sessionTimes(random, { startDate, endDate, now }, [20_000, 30_000, 45_000, 9_000]);
      expect(t.startedAt.getTime()).toBeGreaterThanOrEqual(startDate.getTime());
      let previous = t.startedAt.getTime();
      for (const at of t.answeredAt) {
        expect(at.getTime()).toBeGreaterThan(previous);
        previous = at.getTime();
      }
      expect(t.answeredAt).toHaveLength(4);
      expect(t.finishedAt?.getTime()).toBeLessThan(now.getTime());
    }
  });

  it('drop answers that would fall after the work closed', () => {
    const startDate = new Date(now.getTime() - 10 * 60_000);
    const t = sessionTimes(
      () => 0.5,
      { startDate, endDate: now, now },
      [90_000, 90_000, 90_000, 90_000, 90_000, 90_000, 90_000],
    );
    expect(t.answeredAt.length).toBeLessThan(7);
    expect(t.finishedAt).toBeNull();
  });
});

it('simulated answers have stable UUIDs', () => {
  const id = simulatedAnswerId(1, 2, 3, 4);
  expect(id).toBe(simulatedAnswerId(1, 2, 3, 4));
  expect(id).not.toBe(simulatedAnswerId(1, 2, 3, 5));
  expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
});
