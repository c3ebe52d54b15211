import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { toDate } from '../../shared/to-date.ts';

/**
 * Reading baseline and growth (decision 0017) for any module: the student page, the reports. Each
 * read goes by an index: a list of students (`student_id in (…)`, the tables' keys) or a school and
 * strand (`(school_id, strand, …)`). Never the answers.
 */

export interface StoredMeasure {
  ability: number;
  variance: number;
  answerCount: number;
}

export interface StoredBaseline extends StoredMeasure {
  studentId: number;
  strand: string;
  measuredAt: Date;
  source: 'diagnostic' | 'first answers';
  assignmentId: number | null;
  assignmentName: string | null;
}

export interface StoredWeek extends StoredMeasure {
  studentId: number;
  strand: string;
  weekStart: string;
}

/** A week's measure as a group's weekly mean reads it (the week's value only, no uncertainty). */
export interface WeekValue {
  weekStart: string;
  ability: number;
}

export interface StoredCurrent extends StoredMeasure {
  studentId: number;
  strand: string;
}

/** Where the rows come from: these students, or a whole school. */
export type GrowthScope = { studentIds: readonly number[] } | { schoolId: number };

function scopeOf(alias: string, scope: GrowthScope) {
  const column = sql.raw(alias);
  if ('schoolId' in scope) return sql`${column}.school_id = ${scope.schoolId}`;
  return scope.studentIds.length === 0 ? sql`false` : sql`${column}.student_id in ${[...scope.studentIds]}`;
}

/** Every strand (undefined), or one. */
const strandIs = (alias: string, strand: string | undefined) =>
  strand === undefined ? sql`` : sql`and ${sql.raw(alias)}.strand = ${strand}`;

/** The baselines of the students (every strand, or one). */
export async function readBaselines(db: Db, scope: GrowthScope, strand?: string): Promise<StoredBaseline[]> {
  const result = await db.execute<{
    student_id: number;
    strand: string;
    ability: number;
    variance: number;
    answer_count: number;
    measured_at: Date | string;
    source: 'diagnostic' | 'first answers';
    assignment_id: number | null;
    assignment_name: string | null;
  }>(sql`select b.student_id, b.strand, b.ability, b.variance, b.answer_count, b.measured_at, b.source,
  b.assignment_id, a.name as assignment_name
from student_baselines b left join assignments a on a.id = b.assignment_id
where ${scopeOf('b', scope)} ${strandIs('b', strand)}`);
  return result.rows.map((r) => ({
    studentId: r.student_id,
    strand: r.strand,
    ability: r.ability,
    variance: r.variance,
    answerCount: r.answer_count,
    measuredAt: toDate(r.measured_at),
    source: r.source,
    assignmentId: r.assignment_id,
    assignmentName: r.assignment_name,
  }));
}

/** The students' strand measures now (decision 0014's `student_strand_measures`), in one strand or all. */
export async function readCurrentMeasures(
  db: Db,
  scope: GrowthScope,
  strand?: string,
): Promise<StoredCurrent[]> {
  const result = await db.execute<{
    student_id: number;
    strand: string;
    ability: number;
    variance: number;
    answer_count: number;
  }>(sql`select m.student_id, m.strand, m.ability, m.variance, m.answer_count from student_strand_measures m
where ${scopeOf('m', scope)} ${strandIs('m', strand)}`);
  return result.rows.map((r) => ({
    studentId: r.student_id,
    strand: r.strand,
    ability: r.ability,
    variance: r.variance,
    answerCount: r.answer_count,
  }));
}

/** The students' weekly strand measures (one strand or all), oldest first. */
export async function readWeeks(db: Db, scope: GrowthScope, strand?: string): Promise<StoredWeek[]> {
  const result = await db.execute<{
    student_id: number;
    strand: string;
    week_start: string;
    ability: number;
    variance: number;
    answer_count: number;
  }>(sql`select w.student_id, w.strand, w.week_start::text as week_start, w.ability, w.variance, w.answer_count
from student_measure_weeks w
where ${scopeOf('w', scope)} ${strandIs('w', strand)}
order by w.week_start, w.student_id`);
  return result.rows.map((r) => ({
    studentId: r.student_id,
    strand: r.strand,
    weekStart: r.week_start,
    ability: r.ability,
    variance: r.variance,
    answerCount: r.answer_count,
  }));
}

/**
 * Every student's weekly strand measure across a school, by student, oldest week first: the school-wide
 * growth by class (decision 0020). Three narrow columns read from `student_measure_weeks_series_idx`
 * alone, in its order (no sort), the week as a day number: a school's year is ~50,000 rows.
 */
export async function readSchoolWeekSeries(
  db: Db,
  schoolId: number,
  strand: string,
): Promise<Map<number, WeekValue[]>> {
  const result = await db.execute<{ student_id: number; day: number; ability: number }>(sql`select
  w.student_id, (w.week_start - date '1970-01-01')::int as day, w.ability
from student_measure_weeks w
where w.school_id = ${schoolId} and w.strand = ${strand}
order by w.student_id, w.week_start`);
  const dates = new Map<number, string>();
  const dateOf = (day: number) => {
    let date = dates.get(day);
    if (date === undefined) {
      date = new Date(day * 86_400_000).toISOString().slice(0, 10);
      dates.set(day, date);
    }
    return date;
  };
  const series = new Map<number, WeekValue[]>();
  for (const r of result.rows) {
    let weeks = series.get(r.student_id);
    if (!weeks) {
      weeks = [];
      series.set(r.student_id, weeks);
    }
    weeks.push({ weekStart: dateOf(r.day), ability: r.ability });
  }
  return series;
}
