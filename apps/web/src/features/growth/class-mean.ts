import type { StudentGrowth } from '@mathsight/contract/growth.ts';
import type { GrowthChartPoint } from '../../shared/reports/growth-chart.tsx';

/**
 * A class's weekly mean measure from its students' weekly series: each student counts from their first
 * week on, their last value carried into weeks they did not answer; the band is ± one standard
 * deviation across the students.
 */
export function classMeanPoints(students: readonly Pick<StudentGrowth, 'weeks'>[]): GrowthChartPoint[] {
  const weeks = [...new Set(students.flatMap((s) => s.weeks.map((w) => w.weekStart)))].sort();
  return weeks.flatMap((weekStart) => {
    const values = students.flatMap((s) => {
      let last: number | undefined;
      for (const w of s.weeks) if (w.weekStart <= weekStart) last = w.ability;
      return last === undefined ? [] : [last];
    });
    if (values.length === 0) return [];
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const sd =
      values.length > 1
        ? Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / (values.length - 1))
        : 0;
    return [{ weekStart, value: mean, low: mean - sd, high: mean + sd }];
  });
}

/** One student's weekly measure with ± one standard error. */
export function studentPoints(student: Pick<StudentGrowth, 'weeks'>): GrowthChartPoint[] {
  return student.weeks.map((w) => ({
    weekStart: w.weekStart,
    value: w.ability,
    low: w.ability - w.standardError,
    high: w.ability + w.standardError,
  }));
}
