import { sql } from 'drizzle-orm';
import { advisoryTransactionLock } from '../../db/advisory-locks.ts';
import type { Db } from '../../db/client.ts';

/**
 * Growth by class and year from a rollup (issue 26 point 5, decision 0058): `report_class_growth_weeks`
 * holds, per class, strand and week, the steps of the weekly mean of decision 0017 (each counted student's
 * last value carried on). A student is counted in a class when they are a member, not archived, and have a
 * baseline in the strand (a weekly measure implies a strand measure now). Their steps, oldest week first:
 * at week i, `students` 1 at their first week, `total` v_i − v_(i−1), `totalSquares` v_i² − v_(i−1)²
 * (v_0 = 0), `weekRows` 1. A class's mean at week w is Σ total ÷ Σ students over its weeks ≤ w.
 *
 * Kept by marking, not by each writer: triggers (migration 0042) mark a student in `report_growth_dirty`
 * when their weeks, baseline, classes or archiving change; the fold (an answer fold, decision 0022) takes
 * a student's counted rows away (`report_growth_counted_*`, what the rollup holds of them) and adds their
 * rows as they stand. A report reads the rollup and adds the difference of the students still marked, so it
 * agrees with the live rows before, during and after a fold.
 */

/** One student's state as the rollup counts it: their classes, and each counted strand's weeks, oldest first. */
export interface CountedStudent {
  groups: number[];
  strands: Map<string, Array<{ weekStart: string; ability: number }>>;
}

export interface GrowthStep {
  students: number;
  total: number;
  totalSquares: number;
  weekRows: number;
}

/** Steps keyed `${groupId}|${strand}|${weekStart}`. */
export type GrowthSteps = Map<string, GrowthStep>;

export const stepKey = (groupId: number, strand: string, weekStart: string) =>
  `${groupId}|${strand}|${weekStart}`;

/** Adds `sign` × the student's steps in every one of their classes to `into`. */
export function addStudentSteps(
  into: GrowthSteps,
  student: CountedStudent,
  sign: number,
  groups = student.groups,
) {
  for (const [strand, weeks] of student.strands) {
    let previous: number | undefined;
    for (const w of weeks) {
      const before = previous ?? 0;
      const step = {
        students: previous === undefined ? 1 : 0,
        total: w.ability - before,
        totalSquares: w.ability * w.ability - before * before,
        weekRows: 1,
      };
      previous = w.ability;
      for (const groupId of groups) {
        const key = stepKey(groupId, strand, w.weekStart);
        const s = into.get(key) ?? { students: 0, total: 0, totalSquares: 0, weekRows: 0 };
        s.students += sign * step.students;
        s.total += sign * step.total;
        s.totalSquares += sign * step.totalSquares;
        s.weekRows += sign * step.weekRows;
        into.set(key, s);
      }
    }
  }
}

const emptyStudent = (): CountedStudent => ({ groups: [], strands: new Map() });

function studentsFrom(
  ids: readonly number[],
  groups: Array<{ student_id: number; group_id: number }>,
  weeks: Array<{ student_id: number; strand: string; week_start: string; ability: number }>,
) {
  const byId = new Map(ids.map((id) => [id, emptyStudent()]));
  for (const g of groups) byId.get(g.student_id)?.groups.push(g.group_id);
  for (const w of weeks) {
    const s = byId.get(w.student_id);
    if (!s) continue;
    let series = s.strands.get(w.strand);
    if (!series) {
      series = [];
      s.strands.set(w.strand, series);
    }
    series.push({ weekStart: w.week_start, ability: w.ability });
  }
  return byId;
}

/** The students as they stand: classes and counted weeks (one strand, or every strand); nothing when archived or gone. */
export async function liveStudents(db: Db, ids: readonly number[], strand?: string) {
  if (ids.length === 0) return new Map<number, CountedStudent>();
  const [groups, weeks] = await Promise.all([
    db.execute<{ student_id: number; group_id: number }>(sql`select gs.student_id, gs.group_id
from group_students gs join students s on s.id = gs.student_id and not s.is_archived
where gs.student_id in ${[...ids]}`),
    db.execute<{ student_id: number; strand: string; week_start: string; ability: number }>(sql`select
  w.student_id, w.strand, w.week_start::text as week_start, w.ability
from student_measure_weeks w join students s on s.id = w.student_id and not s.is_archived
where w.student_id in ${[...ids]} ${strand === undefined ? sql`` : sql`and w.strand = ${strand}`}
  and exists (select 1 from student_baselines b where b.student_id = w.student_id and b.strand = w.strand)
order by w.student_id, w.strand, w.week_start`),
  ]);
  return studentsFrom(ids, groups.rows, weeks.rows);
}

/** The students as the rollup last counted them. */
async function countedStudents(db: Db, ids: readonly number[], strand?: string) {
  if (ids.length === 0) return new Map<number, CountedStudent>();
  const [groups, weeks] = await Promise.all([
    db.execute<{ student_id: number; group_id: number }>(
      sql`select student_id, group_id from report_growth_counted_groups where student_id in ${[...ids]}`,
    ),
    db.execute<{ student_id: number; strand: string; week_start: string; ability: number }>(sql`select
  student_id, strand, week_start::text as week_start, ability from report_growth_counted_weeks
where student_id in ${[...ids]} ${strand === undefined ? sql`` : sql`and strand = ${strand}`}
order by student_id, strand, week_start`),
  ]);
  return studentsFrom(ids, groups.rows, weeks.rows);
}

/** What the rollup lacks for these students: their live steps less their counted ones. */
async function stepDifference(db: Db, ids: readonly number[], strand?: string) {
  const [before, now] = await Promise.all([countedStudents(db, ids, strand), liveStudents(db, ids, strand)]);
  const steps: GrowthSteps = new Map();
  for (const id of ids) {
    addStudentSteps(steps, before.get(id) ?? emptyStudent(), -1);
    addStudentSteps(steps, now.get(id) ?? emptyStudent(), 1);
  }
  return { steps, now };
}

/** Students folded per transaction. */
const FOLD_BATCH = 500;

/**
 * Folds the marked students into the rollup: per batch, in one transaction under the fold's lock, the
 * marks taken away, the difference added to the class rows and the counted rows replaced. Answers the
 * number of students folded, or null when another process holds the lock (without `wait`).
 */
export async function foldClassGrowth(db: Db, options: { wait?: boolean } = {}): Promise<number | null> {
  let total = 0;
  for (;;) {
    const folded = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      if (!(await advisoryTransactionLock(t, 'classGrowthFold', options.wait === true))) return null;
      const marked = await t.execute<{
        student_id: number;
        school_id: number;
      }>(sql`delete from report_growth_dirty
where student_id = any(array(select student_id from report_growth_dirty order by student_id limit ${FOLD_BATCH}))
returning student_id, school_id`);
      const ids = marked.rows.map((r) => r.student_id);
      if (ids.length === 0) return 0;
      const schoolOf = new Map(marked.rows.map((r) => [r.student_id, r.school_id]));
      const groupSchool = new Map<number, number>();
      const { steps, now } = await stepDifference(t, ids);
      for (const [id, s] of now) for (const g of s.groups) groupSchool.set(g, schoolOf.get(id) ?? 0);
      const counted = await t.execute<{ student_id: number; group_id: number }>(
        sql`select student_id, group_id from report_growth_counted_groups where student_id in ${ids}`,
      );
      for (const r of counted.rows) groupSchool.set(r.group_id, schoolOf.get(r.student_id) ?? 0);
      const rows = [...steps]
        .filter(([, s]) => s.students !== 0 || s.weekRows !== 0 || s.total !== 0 || s.totalSquares !== 0)
        .map(([key, s]) => {
          const [group, strand = '', week = ''] = key.split('|');
          return {
            c: groupSchool.get(Number(group)) ?? 0,
            s: strand,
            g: Number(group),
            w: week,
            n: s.students,
            t: s.total,
            q: s.totalSquares,
            r: s.weekRows,
          };
        })
        .sort((a, b) => a.c - b.c || a.s.localeCompare(b.s) || a.g - b.g || a.w.localeCompare(b.w));
      if (rows.length > 0)
        await t.execute(sql`insert into report_class_growth_weeks as r
  (school_id, strand, group_id, week_start, students, total, total_squares, week_rows)
select v.c, v.s, v.g, v.w::date, v.n, v.t, v.q, v.r
from json_to_recordset(${JSON.stringify(rows)}::json) as v(c int, s text, g int, w text, n int, t float8, q float8, r int)
where exists (select 1 from schools where id = v.c)
on conflict (school_id, strand, group_id, week_start) do update set
  students = r.students + excluded.students, total = r.total + excluded.total,
  total_squares = r.total_squares + excluded.total_squares, week_rows = r.week_rows + excluded.week_rows`);
      await t.execute(sql`delete from report_growth_counted_weeks where student_id in ${ids}`);
      await t.execute(sql`delete from report_growth_counted_groups where student_id in ${ids}`);
      const weeks = [...now].flatMap(([id, s]) =>
        [...s.strands].flatMap(([strand, series]) =>
          series.map((w) => ({ i: id, c: schoolOf.get(id), s: strand, w: w.weekStart, a: w.ability })),
        ),
      );
      const groups = [...now].flatMap(([id, s]) => s.groups.map((g) => ({ i: id, c: schoolOf.get(id), g })));
      if (weeks.length > 0)
        await t.execute(sql`insert into report_growth_counted_weeks (student_id, school_id, strand, week_start, ability)
select v.i, v.c, v.s, v.w::date, v.a from json_to_recordset(${JSON.stringify(weeks)}::json) as v(i int, c int, s text, w text, a float8)
where exists (select 1 from schools where id = v.c)`);
      if (groups.length > 0)
        await t.execute(sql`insert into report_growth_counted_groups (student_id, school_id, group_id)
select v.i, v.c, v.g from json_to_recordset(${JSON.stringify(groups)}::json) as v(i int, c int, g int)
where exists (select 1 from schools where id = v.c)`);
      return ids.length;
    });
    if (folded === null) return total > 0 ? total : null;
    total += folded;
    if (folded < FOLD_BATCH) return total;
  }
}

/**
 * The rollup rebuilt for a school (or every school) from the weekly measures, baselines and classes:
 * set-based, under the fold's lock, the school's marks dropped (the rebuild counts every student as they
 * stand). Runs after the growth rebuild (rebuild-rollups.ts), which marks every student it rewrites.
 */
export async function rebuildClassGrowth(db: Db, options: { schoolId?: number }): Promise<void> {
  const ofSchool = (alias: string) =>
    options.schoolId === undefined ? sql`true` : sql`${sql.raw(alias)}.school_id = ${options.schoolId}`;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await advisoryTransactionLock(t, 'classGrowthFold', true);
    for (const table of [
      'report_growth_dirty',
      'report_class_growth_weeks',
      'report_growth_counted_weeks',
      'report_growth_counted_groups',
    ])
      await t.execute(sql`delete from ${sql.raw(table)} d where ${ofSchool('d')}`);
    await t.execute(sql`insert into report_growth_counted_weeks (student_id, school_id, strand, week_start, ability)
select w.student_id, w.school_id, w.strand, w.week_start, w.ability
from student_measure_weeks w join students s on s.id = w.student_id and not s.is_archived
where ${ofSchool('w')}
  and exists (select 1 from student_baselines b where b.student_id = w.student_id and b.strand = w.strand)`);
    await t.execute(sql`insert into report_growth_counted_groups (student_id, school_id, group_id)
select gs.student_id, gs.school_id, gs.group_id
from group_students gs join students s on s.id = gs.student_id and not s.is_archived
where ${ofSchool('gs')}`);
    await t.execute(sql`insert into report_class_growth_weeks
  (school_id, strand, group_id, week_start, students, total, total_squares, week_rows)
select g.school_id, c.strand, g.group_id, c.week_start, sum(c.first)::int, sum(c.step), sum(c.step_squares), count(*)::int
from (
  select student_id, strand, week_start,
    case when lag(ability) over w is null then 1 else 0 end as first,
    ability - coalesce(lag(ability) over w, 0) as step,
    ability * ability - coalesce(lag(ability) over w, 0) ^ 2 as step_squares
  from report_growth_counted_weeks cw
  where ${ofSchool('cw')}
  window w as (partition by student_id, strand order by week_start)
) c
join report_growth_counted_groups g on g.student_id = c.student_id
group by g.school_id, c.strand, g.group_id, c.week_start`);
  });
}

/** A class's (or a year's) weekly sums, oldest week first. */
export type ClassGrowthSeries = Map<number, Array<{ weekStart: string } & GrowthStep>>;

/**
 * The school's class rows in one strand as they stand: the rollup plus what the marked students (not yet
 * folded) change. Then the weekly mean series per class, from cumulative sums.
 */
export async function readClassGrowthSteps(db: Db, schoolId: number, strand: string): Promise<GrowthSteps> {
  const [rows, marked] = await Promise.all([
    db.execute<{
      group_id: number;
      week_start: string;
      students: number;
      total: number;
      total_squares: number;
      week_rows: number;
    }>(sql`select group_id, week_start::text as week_start, students, total, total_squares, week_rows
from report_class_growth_weeks where school_id = ${schoolId} and strand = ${strand}`),
    db.execute<{ student_id: number }>(
      sql`select student_id from report_growth_dirty where school_id = ${schoolId}`,
    ),
  ]);
  const steps: GrowthSteps = new Map(
    rows.rows.map((r) => [
      stepKey(r.group_id, strand, r.week_start),
      { students: r.students, total: r.total, totalSquares: r.total_squares, weekRows: r.week_rows },
    ]),
  );
  if (marked.rows.length > 0) {
    const { steps: difference } = await stepDifference(
      db,
      marked.rows.map((r) => r.student_id),
      strand,
    );
    for (const [key, d] of difference) {
      const s = steps.get(key) ?? { students: 0, total: 0, totalSquares: 0, weekRows: 0 };
      steps.set(key, {
        students: s.students + d.students,
        total: s.total + d.total,
        totalSquares: s.totalSquares + d.totalSquares,
        weekRows: s.weekRows + d.weekRows,
      });
    }
  }
  return steps;
}

/**
 * The weekly mean and standard deviation (n − 1) of a class's or year's counted students from its steps:
 * the weeks in which at least one of them has a measure, each mean over every student measured by then.
 */
export function weeklyMeansFromSteps(steps: ReadonlyArray<{ weekStart: string } & GrowthStep>) {
  const sorted = [...steps].sort((a, b) => a.weekStart.localeCompare(b.weekStart));
  let n = 0;
  let total = 0;
  let squares = 0;
  const weeks: Array<{ weekStart: string; mean: number; standardDeviation: number }> = [];
  for (const s of sorted) {
    n += s.students;
    total += s.total;
    squares += s.totalSquares;
    if (s.weekRows <= 0 || n <= 0) continue;
    const mean = total / n;
    const variance = n > 1 ? Math.max(0, (squares - (total * total) / n) / (n - 1)) : 0;
    weeks.push({ weekStart: s.weekStart, mean, standardDeviation: Math.sqrt(variance) });
  }
  return weeks;
}
