import {
  type Baseline,
  type GroupGrowthRow,
  growthVerdict,
  type MeanWithSpread,
  type MeasurePoint,
  type StudentGrowth,
} from '@mathsight/contract/growth.ts';
import { proficiencyLabel } from '../../measurement/labels.ts';
import type {
  StoredBaseline,
  StoredCurrent,
  StoredMeasure,
  StoredWeek,
  WeekValue,
} from './growth-reads-sql.ts';

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

/** What a class's or year group's row needs of one student: baseline, now, growth and the weekly values, oldest first. */
export type GrowthMember = Pick<
  StudentGrowth,
  'baseline' | 'now' | 'growth' | 'growthStandardError' | 'verdict'
> & {
  weeks: readonly WeekValue[];
};

export function growthMember(
  rows: { baseline?: StoredBaseline; now?: StoredCurrent; weeks: readonly WeekValue[] },
  expectedLevel: number,
): GrowthMember {
  return {
    baseline: rows.baseline ? baselinePoint(rows.baseline, expectedLevel) : null,
    now: rows.now ? measurePoint(rows.now, expectedLevel) : null,
    ...growthOf(rows.baseline, rows.now),
    weeks: rows.weeks,
  };
}

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
    ...growthMember(rows, expectedLevel),
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
  students: readonly GrowthMember[],
): GroupGrowthRow {
  const based = students.filter((s) => s.baseline !== null && s.now !== null);
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
    weeks: weeklyMeans(based),
  };
}

/**
 * The weekly mean of the students' measures, each student's last weekly value carried on to the weeks
 * after it. One pass per week with a cursor per student (their weeks are oldest first), so a year group
 * of 300 students over a year of weeks is 300 × weeks steps, not weeks² (decision 0020).
 */
function weeklyMeans(students: readonly GrowthMember[]): GroupGrowthRow['weeks'] {
  const weekStarts = [...new Set(students.flatMap((s) => s.weeks.map((w) => w.weekStart)))].sort();
  const cursor = students.map(() => 0);
  const last: Array<number | undefined> = students.map(() => undefined);
  return weekStarts.flatMap((weekStart) => {
    const values: number[] = [];
    students.forEach((s, i) => {
      let k = cursor[i] ?? 0;
      while (k < s.weeks.length && (s.weeks[k]?.weekStart ?? '') <= weekStart) {
        last[i] = s.weeks[k]?.ability;
        k += 1;
      }
      cursor[i] = k;
      const value = last[i];
      if (value !== undefined) values.push(value);
    });
    const spread = meanWithSpread(values);
    return spread ? [{ weekStart, mean: spread.mean, standardDeviation: spread.standardDeviation }] : [];
  });
}
