import { growthVerdict } from '@mathsight/contract/growth.ts';
import { describe, expect, it } from 'vitest';
import { groupGrowthRow, growthMember, growthOf, meanWithSpread } from './growth-figures.ts';
import { schoolWeekStart } from './school-week.ts';

describe('growth figures', () => {
  it('is now − baseline with SE √(v_now + v_base), called up or down only when the 95 % interval excludes 0', () => {
    const g = growthOf(
      { ability: -0.5, variance: 0.09, answerCount: 10 },
      { ability: 0.5, variance: 0.16, answerCount: 40 },
    );
    expect(g.growth).toBeCloseTo(1, 12);
    expect(g.growthStandardError).toBeCloseTo(0.5, 12);
    expect(g.verdict).toBe('grew');
    expect(growthVerdict(0.97, 0.5)).toBe('about the same');
    expect(growthVerdict(-1, 0.5)).toBe('fell');
    expect(growthOf(undefined, { ability: 0, variance: 1, answerCount: 1 }).verdict).toBe('no baseline yet');
  });

  it('gives a mean with its spread', () => {
    expect(meanWithSpread([])).toBeNull();
    expect(meanWithSpread([2])).toEqual({ mean: 2, standardDeviation: 0, standardError: 0 });
    const m = meanWithSpread([1, 2, 3, 4]);
    expect(m?.mean).toBe(2.5);
    expect(m?.standardDeviation).toBeCloseTo(Math.sqrt(5 / 3), 12);
    expect(m?.standardError).toBeCloseTo(Math.sqrt(5 / 3) / 2, 12);
  });

  it("carries each student's last weekly value on in a group's weekly mean, from their first week", () => {
    const measure = { ability: 0, variance: 0.1, answerCount: 20 };
    const baseline = {
      ...measure,
      studentId: 1,
      strand: 'number',
      measuredAt: new Date('2026-09-01T09:00:00Z'),
      source: 'first answers' as const,
      assignmentId: null,
      assignmentName: null,
    };
    const now = { ...measure, studentId: 1, strand: 'number' };
    const member = (weeks: Array<[string, number]>) =>
      growthMember(
        { baseline, now, weeks: weeks.map(([weekStart, ability]) => ({ weekStart, ability })) },
        0,
      );
    const row = groupGrowthRow({ id: 1, name: '8A', kind: 'class' }, [
      member([
        ['2026-09-07', 1],
        ['2026-09-21', 3],
      ]),
      member([['2026-09-14', 2]]),
      // No baseline: not in the weekly mean.
      { ...member([['2026-09-07', 100]]), baseline: null },
    ]);
    expect(row.withBaseline).toBe(2);
    expect(row.weeks.map((w) => [w.weekStart, w.mean])).toEqual([
      ['2026-09-07', 1],
      ['2026-09-14', 1.5],
      ['2026-09-21', 2.5],
    ]);
    expect(row.weeks[0]?.standardDeviation).toBe(0);
  });

  it('counts weeks from Monday in London time, as the rollup does', () => {
    expect(schoolWeekStart(new Date('2026-11-29T23:30:00Z'))).toBe('2026-11-23'); // Sunday 23:30 GMT
    expect(schoolWeekStart(new Date('2026-06-28T23:30:00Z'))).toBe('2026-06-29'); // Monday 00:30 BST
    expect(schoolWeekStart(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23');
  });
});
