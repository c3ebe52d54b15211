import { describe, expect, it } from 'vitest';
import { everyWeek } from './growth-chart.tsx';

const point = (weekStart: string, value: number) => ({ weekStart, value, low: value - 1, high: value + 1 });

describe('everyWeek', () => {
  it('fills the weeks without answers with the week before’s measure, so the weeks are evenly spaced in time', () => {
    expect(everyWeek([point('2026-09-28', 0.5), point('2026-10-19', 0.9)])).toEqual([
      point('2026-09-28', 0.5),
      point('2026-10-05', 0.5),
      point('2026-10-12', 0.5),
      point('2026-10-19', 0.9),
    ]);
  });

  it('leaves a series with every week, a single week and no weeks as they are', () => {
    const full = [point('2026-09-07', 0), point('2026-09-14', 0.2)];
    expect(everyWeek(full)).toEqual(full);
    expect(everyWeek([point('2026-09-07', 0)])).toEqual([point('2026-09-07', 0)]);
    expect(everyWeek([])).toEqual([]);
  });

  it('crosses the clocks going back (weeks are counted in UTC days)', () => {
    expect(everyWeek([point('2026-10-19', 1), point('2026-11-02', 2)]).map((p) => p.weekStart)).toEqual([
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
    ]);
  });
});
