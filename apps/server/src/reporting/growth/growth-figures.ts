import {
  type Baseline,
  type GroupGrowthRow,
  growthVerdict,
  type MeanWithSpread,
  type MeasurePoint,
  type StudentGrowth,
} from '@mathsight/contract/growth.ts';
import { proficiencyLabel } from '../../measurement/labels.ts';
import type { StoredBaseline, StoredCurrent, StoredMeasure, StoredWeek } from './growth-reader.ts';

/** A stored measure as a teacher reads it: the estimate, its standard error and its label. */
export function measurePoint(m: StoredMeasure, expectedLevel: number): MeasurePoint {
  return {
    ability: m.ability,
    standardError: Math.sqrt(m.variance),
    answerCount: m.answerCount,
    label: proficiencyLabel({ mean: m.ability, variance: m.variance, count: m.answerCount }, expectedLevel),
  };
}

export function baselinePoint(b: StoredBaseline, expectedLevel: number): Baseline {
  return {
    ...measurePoint(b, expectedLevel),
    measuredAt: b.measuredAt.toISOString(),
    source: b.source,
    assignmentId: b.assignmentId,
    assignmentName: b.assignmentName,
  };
}

/** Growth = now − baseline, SE √(v_now + v_base) (decision 0017), and what it says in words. */
export function growthOf(baseline: StoredMeasure | undefined, now: StoredMeasure | undefined) {
  if (!baseline || !now)
    return { growth: null, growthStandardError: null, verdict: growthVerdict(null, null) };
  const growth = now.ability - baseline.ability;
  const growthStandardError = Math.sqrt(now.variance + baseline.variance);
  return { growth, growthStandardError, verdict: growthVerdict(growth, growthStandardError) };
}

type GrowthRows = { baseline?: StoredBaseline; now?: StoredCurrent; weeks: readonly StoredWeek[] };

export function studentGrowth(
  student: { studentId: number; firstName: string; lastName: string },
  rows: GrowthRows,
  expectedLevel: number,
): StudentGrowth {
  return { ...student, ...growthFigures(rows, expectedLevel) };
}

/** One student's figures in one strand: baseline, now, growth with its verdict, and the weeks. */
export function growthFigures(
  rows: GrowthRows,
  expectedLevel: number,
): Omit<StudentGrowth, 'studentId' | 'firstName' | 'lastName'> {
  return {
    baseline: rows.baseline ? baselinePoint(rows.baseline, expectedLevel) : null,
    now: rows.now ? measurePoint(rows.now, expectedLevel) : null,
    ...growthOf(rows.baseline, rows.now),
    weeks: rows.weeks.map((w) => ({
      weekStart: w.weekStart,
      ability: w.ability,
      standardError: Math.sqrt(w.variance),
    })),
  };
}

/** The mean of some students' figures, their standard deviation (n − 1) and the mean's standard error. */
export function meanWithSpread(values: readonly number[]): MeanWithSpread | null {
  if (values.length === 0) return null;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const sd =
    values.length > 1 ? Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / (values.length - 1)) : 0;
  return { mean, standardDeviation: sd, standardError: sd / Math.sqrt(values.length) };
}

/**
 * A class's or year group's row: means with spread over its students with a baseline, the verdicts,
 * and the weekly mean measure (each student's last weekly value carried on to the weeks after it,
 * from their first week).
 */
export function groupGrowthRow(
  group: { id: number; name: string; kind: 'class' | 'year' },
  students: readonly StudentGrowth[],
): GroupGrowthRow {
  const based = students.filter((s) => s.baseline !== null && s.now !== null);
  const weekStarts = [...new Set(based.flatMap((s) => s.weeks.map((w) => w.weekStart)))].sort();
  const weeks = weekStarts.flatMap((weekStart) => {
    const values = based.flatMap((s) => {
      let last: number | undefined;
      for (const w of s.weeks) if (w.weekStart <= weekStart) last = w.ability;
      return last === undefined ? [] : [last];
    });
    const spread = meanWithSpread(values);
    return spread ? [{ weekStart, mean: spread.mean, standardDeviation: spread.standardDeviation }] : [];
  });
  return {
    ...group,
    studentCount: students.length,
    withBaseline: based.length,
    baseline: meanWithSpread(based.map((s) => s.baseline?.ability ?? 0)),
    now: meanWithSpread(based.map((s) => s.now?.ability ?? 0)),
    growth: meanWithSpread(based.map((s) => s.growth ?? 0)),
    grew: based.filter((s) => s.verdict === 'grew').length,
    aboutTheSame: based.filter((s) => s.verdict === 'about the same').length,
    fell: based.filter((s) => s.verdict === 'fell').length,
    weeks,
  };
}
