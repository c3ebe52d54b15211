import { describe, expect, it } from 'vitest';
import { classMeanPoints, studentPoints } from './class-mean.ts';

const w = (weekStart: string, ability: number) => ({ weekStart, ability, standardError: 0.5 });

describe('the class mean line', () => {
  it('carries each student’s last week on and counts them from their first week', () => {
    const points = classMeanPoints([
      { weeks: [w('2026-09-07', 0), w('2026-09-21', 1)] },
      { weeks: [w('2026-09-14', 2)] },
    ]);
    expect(points.map((p) => [p.weekStart, p.value])).toEqual([
      ['2026-09-07', 0],
      ['2026-09-14', 1],
      ['2026-09-21', 1.5],
    ]);
    // The spread: ± one standard deviation across the students counted.
    expect(points[1]?.high).toBeCloseTo(1 + Math.SQRT2, 9);
    expect(points[0]?.low).toBe(0);
  });

  it('gives one student’s line with ± one standard error', () => {
    const [point] = studentPoints({ weeks: [w('2026-09-07', 0.4)] });
    expect(point).toMatchObject({ weekStart: '2026-09-07', value: 0.4 });
    expect(point?.low).toBeCloseTo(-0.1, 12);
    expect(point?.high).toBeCloseTo(0.9, 12);
  });
});
