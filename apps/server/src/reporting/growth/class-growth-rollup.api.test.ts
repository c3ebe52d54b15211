import { beforeAll, describe, expect, it } from 'vitest';
import { defined } from '../../test/defined.ts';
import { makeAssignment, makeClass, makeSchoolWithClasses, makeStudent } from '../../test/factories.ts';
import { sitWork } from '../../test/sit-work.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { rebuildRollups } from '../rebuild-rollups.ts';
import { foldClassGrowth, rebuildClassGrowth } from './class-growth-rollup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

type World = Awaited<ReturnType<typeof makeSchoolWithClasses>>;
type Weeks = Array<{ weekStart: string; mean: number; standardDeviation: number }>;

/**
 * Growth by class and year's weekly means straight from the raw rows, as decision 0017 defines them (the
 * rollup's own arithmetic not used): per class (not archived, not for demonstration) its members (not
 * archived) with a baseline and a measure now in the strand; at each week any of them has a weekly
 * measure, the mean and sample standard deviation of each one's last weekly value so far. A year: its
 * classes' students, each once.
 */
async function fromRawRows(schoolId: number, strand: string) {
  const members = await t.database.query<{ group_id: number; year: number | null; student_id: number }>(
    `select g.id as group_id,
       (select gy.country_year_group_id from group_year_groups gy join country_year_groups cy on cy.id = gy.country_year_group_id
        where gy.group_id = g.id order by cy.position limit 1) as year,
       gs.student_id
     from groups g join group_students gs on gs.group_id = g.id join students s on s.id = gs.student_id
     where g.school_id = $1 and not g.is_archived and not g.is_demo and not s.is_archived
       and exists (select 1 from student_baselines b where b.student_id = s.id and b.strand = $2)
       and exists (select 1 from student_strand_measures m where m.student_id = s.id and m.strand = $2)`,
    [schoolId, strand],
  );
  const weeks = await t.database.query<{ student_id: number; week_start: string; ability: number }>(
    `select student_id, week_start::text as week_start, ability from student_measure_weeks
     where school_id = $1 and strand = $2 order by week_start`,
    [schoolId, strand],
  );
  const seriesOf = new Map<number, Array<{ weekStart: string; ability: number }>>();
  for (const w of weeks) {
    const series = seriesOf.get(w.student_id) ?? [];
    series.push({ weekStart: w.week_start, ability: w.ability });
    seriesOf.set(w.student_id, series);
  }
  const means = (students: Set<number>): Weeks => {
    const starts = [
      ...new Set([...students].flatMap((s) => (seriesOf.get(s) ?? []).map((w) => w.weekStart))),
    ];
    return starts.sort().map((weekStart) => {
      const values = [...students].flatMap((s) => {
        const before = (seriesOf.get(s) ?? []).filter((w) => w.weekStart <= weekStart);
        const last = before[before.length - 1];
        return last ? [last.ability] : [];
      });
      const mean = values.reduce((a, b) => a + b, 0) / values.length;
      const sd =
        values.length > 1
          ? Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / (values.length - 1))
          : 0;
      return { weekStart, mean, standardDeviation: sd };
    });
  };
  const byClass = new Map<number, Set<number>>();
  const byYear = new Map<number, Set<number>>();
  for (const m of members) {
    byClass.set(m.group_id, (byClass.get(m.group_id) ?? new Set()).add(m.student_id));
    if (m.year !== null) byYear.set(m.year, (byYear.get(m.year) ?? new Set()).add(m.student_id));
  }
  return {
    classes: new Map([...byClass].map(([id, s]) => [id, means(s)])),
    years: new Map([...byYear].map(([id, s]) => [id, means(s)])),
  };
}

function expectSameWeeks(actual: Weeks, expected: Weeks) {
  expect(actual.map((w) => w.weekStart)).toEqual(expected.map((w) => w.weekStart));
  for (const [i, w] of expected.entries()) {
    const a = defined(actual[i], 'a week');
    expect(a.mean).toBeCloseTo(w.mean, 9);
    expect(a.standardDeviation).toBeCloseTo(w.standardDeviation, 9);
  }
}

/** The report through the API agrees with the raw rows, class by class and year by year. */
async function expectReportAgrees(s: World, strand: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v3/schools/${s.school.id}/growth/classes?strand=${strand}`,
    headers: s.teacher.headers,
  });
  expect(res.statusCode).toBe(200);
  const report = res.json() as {
    classes: Array<{ id: number; weeks: Weeks }>;
    years: Array<{ id: number; weeks: Weeks }>;
  };
  const raw = await fromRawRows(s.school.id, strand);
  for (const c of report.classes) expectSameWeeks(c.weeks, raw.classes.get(c.id) ?? []);
  for (const y of report.years) expectSameWeeks(y.weeks, raw.years.get(y.id) ?? []);
  return report;
}

async function rollupRows(schoolId: number) {
  return t.database.query<{
    group_id: number;
    week_start: string;
    students: number;
    week_rows: number;
    total: number;
  }>(
    `select group_id, strand, week_start::text as week_start, students, week_rows, total, total_squares
     from report_class_growth_weeks where school_id = $1 and (students <> 0 or week_rows <> 0)
     order by group_id, strand, week_start`,
    [schoolId],
  );
}

const mondays = (n: number) =>
  Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(2026, 0, 5 + 7 * i));
    return d.toISOString().slice(0, 10);
  });

/** A student's weekly measures, baseline and measure now in a strand, written as a rebuild would. */
async function measured(
  schoolId: number,
  studentId: number,
  strand: string,
  abilities: Array<number | null>,
) {
  const weeks = mondays(abilities.length);
  let last = 0;
  for (const [i, ability] of abilities.entries()) {
    if (ability === null) continue;
    last = ability;
    await t.database.query(
      `insert into student_measure_weeks (student_id, strand, week_start, school_id, ability, variance, answer_count)
       values ($1, $2, $3, $4, $5, 0.2, $6)`,
      [studentId, strand, weeks[i], schoolId, ability, 10 + i],
    );
  }
  await t.database.query(
    `insert into student_baselines (student_id, strand, school_id, ability, variance, answer_count, measured_at, source)
     values ($1, $2, $3, $4, 0.3, 10, now(), 'first answers') on conflict do nothing`,
    [studentId, strand, schoolId, abilities.find((a) => a !== null) ?? 0],
  );
  await t.database.query(
    `insert into student_strand_measures (student_id, strand, school_id, ability, variance, answer_count, measured_at)
     values ($1, $2, $3, $4, 0.2, 20, now()) on conflict (student_id, strand) do update set ability = excluded.ability`,
    [studentId, strand, schoolId, last],
  );
}

/** Bank questions of one strand, the highest ids first (as growth.api.test.ts, for the same reason). */
async function strandQuestions(strand: string, count: number) {
  const rows = await t.database.query<{ id: number }>(
    `select q.id from questions q join topic_units tu on tu.id = q.topic_unit_id
     where tu.strand = $1 and not q.retired order by q.id desc limit $2`,
    [strand, count],
  );
  return rows.map((r) => r.id);
}

describe('growth by class and year from the class rollup (decision 0058)', () => {
  it('agrees with the raw rows before and after a fold, as answers arrive and classes change, and equals its rebuild', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const schoolId = s.school.id;
    const [a1, a2, a3] = s.studentsA;
    const [b1, b2] = s.studentsB;
    // Weeks with gaps (a value carried on), a student with no baseline, one who starts late.
    await measured(schoolId, defined(a2, 'a2').studentId, 'number', [0.2, null, 0.5, 0.4, null, 0.9]);
    await measured(schoolId, defined(a3, 'a3').studentId, 'number', [null, -0.4, null, null, 0.1]);
    await measured(schoolId, defined(b1, 'b1').studentId, 'number', [1.1, 1.0, 1.3]);
    await t.database.query(
      `insert into student_measure_weeks (student_id, strand, week_start, school_id, ability, variance, answer_count)
       values ($1, 'number', '2026-01-12', $2, 3.0, 0.5, 4)`,
      [defined(b2, 'b2').studentId, schoolId],
    );
    // A student in both classes of the year: once in Year 8's row.
    await t.database.query(
      'insert into group_students (group_id, student_id, school_id) values ($1, $2, $3)',
      [s.classB.id, defined(a2, 'a2').studentId, schoolId],
    );
    // Answers through the answer statement: the first student's measure, week and (at the 10th) baseline, live.
    const work = await makeAssignment(t.database.db, {
      schoolId,
      groupIds: [s.classA.id],
      createdByTeacherId: s.teacher.teacherId,
      questionIds: await strandQuestions('number', 12),
    });
    await sitWork(t, work.id, s.student.headers, work.questionIds);
    expect(defined(a1, 'a1').studentId).toBe(s.student.studentId);

    // Nothing folded yet: the report adds the marked students to an empty rollup.
    expect(await rollupRows(schoolId)).toEqual([]);
    const before = await expectReportAgrees(s, 'number');
    expect(before.classes.find((c) => c.id === s.classA.id)?.weeks.length).toBeGreaterThan(5);
    await foldClassGrowth(t.database.db, { wait: true });
    const marked = await t.database.query('select 1 from report_growth_dirty where school_id = $1', [
      schoolId,
    ]);
    expect(marked).toEqual([]);
    expect((await rollupRows(schoolId)).length).toBeGreaterThan(0);
    await expectReportAgrees(s, 'number');

    // A later week's answer, a move between classes, an archived student, a new class of the year.
    await measured(schoolId, defined(b2, 'b2').studentId, 'number', [
      null,
      null,
      null,
      null,
      null,
      null,
      2.2,
    ]);
    await t.database.query(
      'update student_measure_weeks set ability = 0.7 where student_id = $1 and week_start = $2',
      [defined(a2, 'a2').studentId, mondays(3)[2]],
    );
    await t.database.query('delete from group_students where group_id = $1 and student_id = $2', [
      s.classA.id,
      defined(a3, 'a3').studentId,
    ]);
    await t.database.query(
      'insert into group_students (group_id, student_id, school_id) values ($1, $2, $3)',
      [s.classB.id, defined(a3, 'a3').studentId, schoolId],
    );
    await t.database.query('update students set is_archived = true where id = $1', [
      defined(b1, 'b1').studentId,
    ]);
    const classC = await makeClass(t.database.db, schoolId, {
      teacherIds: [s.teacher.teacherId],
      yearGroupId: 9,
    });
    const c1 = await makeStudent(t.database.db, schoolId, classC.id);
    await measured(schoolId, c1.studentId, 'number', [-1, -0.5, 0, 0.5]);
    const gone = await makeStudent(t.database.db, schoolId, s.classB.id);
    await measured(schoolId, gone.studentId, 'number', [0.3, 0.3]);
    await foldClassGrowth(t.database.db, { wait: true });
    await t.database.query('delete from students where id = $1', [gone.studentId]);

    await expectReportAgrees(s, 'number');
    await foldClassGrowth(t.database.db, { wait: true });
    const folded = await rollupRows(schoolId);
    await expectReportAgrees(s, 'number');

    // The rebuild from the raw rows gives the rows the marks and folds kept.
    await rebuildClassGrowth(t.database.db, { schoolId });
    const rebuilt = await rollupRows(schoolId);
    expect(rebuilt.map((r) => [r.group_id, r.week_start, r.students, r.week_rows])).toEqual(
      folded.map((r) => [r.group_id, r.week_start, r.students, r.week_rows]),
    );
    for (const [i, r] of rebuilt.entries()) expect(r.total).toBeCloseTo(defined(folded[i], 'a row').total, 9);
    await expectReportAgrees(s, 'number');

    // The whole rebuild (as after a bulk load) marks and then counts every student once.
    await rebuildRollups(t.database.db, { schoolId });
    expect(
      await t.database.query('select 1 from report_growth_dirty where school_id = $1', [schoolId]),
    ).toEqual([]);
    await expectReportAgrees(s, 'number');
  });

  it('lets a school with marked students be deleted', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    await measured(s.school.id, defined(s.studentsA[0], 'a student').studentId, 'number', [0.1, 0.2]);
    await t.database.query('delete from schools where id = $1', [s.school.id]);
    expect(
      await t.database.query('select 1 from report_growth_dirty where school_id = $1', [s.school.id]),
    ).toEqual([]);
  });
});
