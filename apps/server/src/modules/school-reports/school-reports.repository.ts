import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { EXPECTED, LABEL } from '../../measurement/labels-sql.ts';
import { type ReportClass, reportClasses } from '../../reporting/report-classes-sql.ts';
import {
  CLASS_MISCONCEPTION_WEEKS,
  CLASS_TOPIC_WEEKS,
  SCHOOL_MISCONCEPTION_WEEKS,
} from '../../reporting/school/school-report-sources-sql.ts';

export type { ReportClass } from '../../reporting/report-classes-sql.ts';

export interface ReportWindow {
  /** The window's first Monday (London) and the school year's (the week of 1 September). */
  from: string;
  schoolYearFrom: string;
}

/**
 * A class's or year group's proficiency: its students' strand measures by label against the year's
 * expected level, and the mean and spread over its measured students of each one's average gap to it.
 */
export interface LevelSummary {
  kind: 'class' | 'year';
  /** The class's id, or the year group's. */
  id: number;
  secure: number;
  developing: number;
  notYet: number;
  notEnough: number;
  /** Students with at least one labelled strand measure (the gap's sample). */
  measured: number;
  gapMean: number | null;
  /** The sample standard deviation of the students' gaps (null below two). */
  gapSd: number | null;
}

/** An integer array as one parameter (drizzle would spread a JS array into a row). */
const intArray = (xs: ReadonlyArray<number | null>) =>
  sql`${`{${xs.map((x) => (x === null ? 'NULL' : String(Math.trunc(x)))).join(',')}}`}::int[]`;

/**
 * Every statement of the school, classes and group reports. They read the rollups
 * (report_class_topic_weeks, report_misconception_weeks, with the answers not yet folded into them:
 * school-report-sources-sql.ts), the measures, and the bounded set of work
 * due in the window (assignments by school and end date, then their students by primary key); never
 * a scan of the answers.
 */
export class SchoolReportsRepository {
  constructor(private readonly db: Db) {}

  async window(months: number): Promise<ReportWindow> {
    const result = await this.db.execute<{ from: string; school_year_from: string }>(sql`select
  to_char(date_trunc('week', (now() at time zone 'Europe/London') - make_interval(months => ${months}::int)), 'YYYY-MM-DD') as from,
  to_char(date_trunc('week', make_date(
    extract(year from (now() at time zone 'Europe/London'))::int
      - case when extract(month from (now() at time zone 'Europe/London')) < 9 then 1 else 0 end, 9, 1)), 'YYYY-MM-DD')
    as school_year_from`);
    const r = result.rows[0];
    if (!r) throw new Error('no window');
    return { from: r.from, schoolYearFrom: r.school_year_from };
  }

  /** The school's classes (not archived) with their year group and size; or one class. */
  classes(schoolId: number, groupId?: number): Promise<ReportClass[]> {
    return reportClasses(this.db, schoolId, groupId);
  }

  /**
   * Work due in the window (due date from `from` to now), per class the student was set it through:
   * pieces due, handed in, right first attempts and the questions set to those who started (decision 0013).
   * Summed per piece of work and class first, from `assignment_students_progress_idx` alone (decision
   * 0020): `= any(array(…))` probes the index once per piece due instead of joining the whole table.
   */
  async completion(schoolId: number, from: string, groupIds: number[]) {
    const result = await this.db.execute<{
      group_id: number;
      due: number;
      handed_in: number;
      correct: number;
      answered: number;
      questions: number;
    }>(sql`with w as (
  select a.id from assignments a
  where a.school_id = ${schoolId}
    and a.end_date > (${from}::timestamp at time zone 'Europe/London') and a.end_date <= now()
), per_work as (
  select st.assignment_id, st.group_id, count(*)::int as due, count(st.completed_at)::int as handed_in,
    coalesce(sum(st.correct_count), 0)::int as correct, coalesce(sum(st.answered_count), 0)::int as answered,
    count(st.started_at)::int as started
  from assignment_students st
  where st.assignment_id = any(array(select id from w)) and st.group_id = any(${intArray(groupIds)})
  group by st.assignment_id, st.group_id
)
select p.group_id, sum(p.due)::int as due, sum(p.handed_in)::int as handed_in, sum(p.correct)::int as correct,
  sum(p.answered)::int as answered,
  sum(p.started * (select count(*) from assignment_questions aq where aq.assignment_id = p.assignment_id))::int
    as questions
from per_work p
group by p.group_id`);
    return result.rows.map((r) => ({
      groupId: r.group_id,
      due: r.due,
      handedIn: r.handed_in,
      correct: r.correct,
      answered: r.answered,
      questions: r.questions,
    }));
  }

  /**
   * Each class's and each year group's proficiency (LevelSummary) over its students not archived (the
   * class's size), summed in SQL (decision 0020): a
   * student counts once in a year group however many of its classes they are in (their summary is the
   * same in each, as the classes of a year group share its expected level).
   */
  async levelSummaries(
    classes: Array<{ groupId: number; year: number | null; yearGroupId: number | null }>,
  ): Promise<LevelSummary[]> {
    if (classes.length === 0) return [];
    const result = await this.db.execute<{
      kind: 'class' | 'year';
      id: number;
      secure: number;
      developing: number;
      not_yet: number;
      not_enough: number;
      measured: number;
      gap_mean: number | null;
      gap_sd: number | null;
    }>(sql`with cls as (
  select * from unnest(${intArray(classes.map((c) => c.groupId))}, ${intArray(classes.map((c) => c.year))},
    ${intArray(classes.map((c) => c.yearGroupId))}) as c(group_id, position, year_group_id)
), m as (
  select gs.group_id, cls.year_group_id, gs.student_id, sm.ability - ${sql.raw(EXPECTED('cls.position'))} as gap,
    ${sql.raw(LABEL('sm', EXPECTED('cls.position')))} as label
  from cls
  join group_students gs on gs.group_id = cls.group_id
  join students s on s.id = gs.student_id and not s.is_archived
  join student_strand_measures sm on sm.student_id = gs.student_id
), per_student as (
  select group_id, year_group_id, student_id,
    count(*) filter (where label = 's')::int as secure, count(*) filter (where label = 'd')::int as developing,
    count(*) filter (where label = 'y')::int as not_yet, count(*) filter (where label = 'n')::int as not_enough,
    avg(gap) filter (where label <> 'n') as gap
  from m group by group_id, year_group_id, student_id
), per_year_student as (
  select distinct on (year_group_id, student_id) * from per_student where year_group_id is not null
  order by year_group_id, student_id
)
select 'class' as kind, group_id as id, sum(secure)::int as secure, sum(developing)::int as developing,
  sum(not_yet)::int as not_yet, sum(not_enough)::int as not_enough, count(gap)::int as measured,
  avg(gap)::float8 as gap_mean, stddev_samp(gap)::float8 as gap_sd
from per_student group by group_id
union all
select 'year', year_group_id, sum(secure)::int, sum(developing)::int, sum(not_yet)::int, sum(not_enough)::int,
  count(gap)::int, avg(gap)::float8, stddev_samp(gap)::float8
from per_year_student group by year_group_id`);
    return result.rows.map((r) => ({
      kind: r.kind,
      id: r.id,
      secure: r.secure,
      developing: r.developing,
      notYet: r.not_yet,
      notEnough: r.not_enough,
      measured: r.measured,
      gapMean: r.gap_mean,
      gapSd: r.gap_sd,
    }));
  }

  /** First attempts and right ones per class and topic since `from` (the rollup; class 0 is practice). */
  async classTopics(schoolId: number, from: string, groupId?: number) {
    const result = await this.db.execute<{
      group_id: number;
      topic_unit_id: number;
      answers: number;
      correct: number;
    }>(
      groupId === undefined
        ? sql`select group_id, topic_unit_id, sum(answers)::int as answers, sum(correct)::int as correct
from ${CLASS_TOPIC_WEEKS} r where school_id = ${schoolId} and week_start >= ${from}::date
group by group_id, topic_unit_id`
        : sql`select group_id, topic_unit_id, sum(answers)::int as answers, sum(correct)::int as correct
from ${CLASS_TOPIC_WEEKS} r where group_id = ${groupId} and week_start >= ${from}::date and school_id = ${schoolId}
group by group_id, topic_unit_id`,
    );
    return result.rows.map((r) => ({
      groupId: r.group_id,
      topicUnitId: r.topic_unit_id,
      answers: r.answers,
      correct: r.correct,
    }));
  }

  /** The topics of the work set to each class since `from` (set counts as taught even before an answer). */
  async setTopics(schoolId: number, from: string) {
    const result = await this.db.execute<{ group_id: number; topic_unit_id: number }>(sql`select distinct
  ag.group_id, q.topic_unit_id
from assignments a
join assignment_groups ag on ag.assignment_id = a.id
join quizzes q on q.id = a.quiz_id
where a.school_id = ${schoolId} and a.end_date > (${from}::timestamp at time zone 'Europe/London')
  and a.start_date <= now() and q.topic_unit_id is not null`);
    return result.rows.map((r) => ({ groupId: r.group_id, topicUnitId: r.topic_unit_id }));
  }

  /** Misconceptions chosen by one class since `from` (the rollup). */
  async classMisconceptions(schoolId: number, from: string, groupId: number) {
    const result = await this.db.execute<{ group_id: number; misconception_id: number; answers: number }>(
      sql`select group_id, misconception_id, sum(answers)::int as answers
from ${CLASS_MISCONCEPTION_WEEKS} r where group_id = ${groupId} and week_start >= ${from}::date and school_id = ${schoolId}
group by group_id, misconception_id`,
    );
    return result.rows.map((r) => ({
      groupId: r.group_id,
      misconceptionId: r.misconception_id,
      answers: r.answers,
    }));
  }

  /**
   * The school's commonest misconceptions since `from` (every class and practice), the first `limit` by
   * answers then id, each with its total and its answers per class (decision 0020): ranked from the
   * school's weekly totals (`report_school_misconception_weeks`), then only those few read per class.
   */
  async topMisconceptions(schoolId: number, from: string, limit: number) {
    const result = await this.db.execute<{
      group_id: number;
      misconception_id: number;
      answers: number;
      total: number;
    }>(sql`with top as (
  select misconception_id, sum(answers)::int as total from ${SCHOOL_MISCONCEPTION_WEEKS} r
  where school_id = ${schoolId} and week_start >= ${from}::date
  group by misconception_id order by total desc, misconception_id limit ${limit}
)
select c.group_id, c.misconception_id, sum(c.answers)::int as answers, top.total
from top
join ${CLASS_MISCONCEPTION_WEEKS} c
  on c.school_id = ${schoolId} and c.misconception_id = top.misconception_id and c.week_start >= ${from}::date
group by c.group_id, c.misconception_id, top.total
order by top.total desc, c.misconception_id, answers desc, c.group_id`);
    return result.rows.map((r) => ({
      groupId: r.group_id,
      misconceptionId: r.misconception_id,
      answers: r.answers,
      total: r.total,
    }));
  }

  async misconceptions(ids: number[]) {
    if (ids.length === 0) return [];
    const result = await this.db.execute<{ id: number; name: string; how_to_fix: string }>(
      sql`select id, name, how_to_fix from misconceptions where id = any(${intArray(ids)})`,
    );
    return result.rows.map((r) => ({ id: r.id, name: r.name, howToFix: r.how_to_fix }));
  }

  /** The curriculum: every topic unit with its years (a small content table). */
  async topicUnits() {
    const result = await this.db.execute<{
      id: number;
      name: string;
      strand: string;
      year_from: number;
      year_to: number;
    }>(sql`select id, name, strand, year_from, year_to from topic_units order by strand, name, id`);
    return result.rows.map((r) => ({
      id: r.id,
      name: r.name,
      strand: r.strand,
      yearFrom: r.year_from,
      yearTo: r.year_to,
    }));
  }

  /**
   * The class's students' topic measures (one student's by primary key each), labelled against the
   * class's year and counted per topic in SQL (decision 0020: a class's ~800 measures stay in the database).
   */
  async topicLevels(groupId: number, year: number | null) {
    const result = await this.db.execute<{
      topic_unit_id: number;
      secure: number;
      developing: number;
      not_yet: number;
      not_enough: number;
    }>(sql`with m as (
  select m.topic_unit_id, ${sql.raw(LABEL('m', EXPECTED('c.position')))} as label
  from (select ${year}::int as position) c
  cross join group_students gs
  join students s on s.id = gs.student_id and not s.is_archived
  join student_topic_measures m on m.student_id = gs.student_id
  where gs.group_id = ${groupId}
)
select topic_unit_id,
  count(*) filter (where label = 's')::int as secure, count(*) filter (where label = 'd')::int as developing,
  count(*) filter (where label = 'y')::int as not_yet, count(*) filter (where label = 'n')::int as not_enough
from m group by topic_unit_id`);
    return result.rows.map((r) => ({
      topicUnitId: r.topic_unit_id,
      proficiency: { secure: r.secure, developing: r.developing, notYet: r.not_yet, notEnough: r.not_enough },
    }));
  }

  /** The class's work in the window (due after `from`, already started), with its students' progress in this class. */
  async groupWork(groupId: number, from: string) {
    const result = await this.db.execute<{
      assignment_id: number;
      name: string;
      kind: string;
      start_date: Date | string;
      end_date: Date | string;
      student_count: number;
      handed_in: number;
      correct: number;
      answered: number;
      questions: number;
    }>(sql`with w as (
  select a.id, a.name, a.kind, a.start_date, a.end_date from assignment_groups ag
  join assignments a on a.id = ag.assignment_id
  where ag.group_id = ${groupId} and a.end_date > (${from}::timestamp at time zone 'Europe/London')
    and a.start_date <= now()
)
select w.id as assignment_id, w.name, w.kind, w.start_date, w.end_date,
  count(st.student_id)::int as student_count, count(st.completed_at)::int as handed_in,
  coalesce(sum(st.correct_count), 0)::int as correct, coalesce(sum(st.answered_count), 0)::int as answered,
  (count(st.started_at) * (select count(*) from assignment_questions aq where aq.assignment_id = w.id))::int as questions
from w
left join assignment_students st on st.assignment_id = w.id and st.group_id = ${groupId}
group by w.id, w.name, w.kind, w.start_date, w.end_date
order by w.end_date desc, w.id desc`);
    return result.rows.map((r) => ({
      assignmentId: r.assignment_id,
      name: r.name,
      kind: r.kind,
      startDate: new Date(r.start_date).toISOString(),
      endDate: new Date(r.end_date).toISOString(),
      studentCount: r.student_count,
      handedIn: r.handed_in,
      correct: r.correct,
      answered: r.answered,
      questions: r.questions,
    }));
  }

  /**
   * For each misconception, the class's latest piece of work (of these) where one of its students chose
   * it on a first attempt: where Fix acts on it. Bounded: the answers of these pieces by their index.
   */
  async latestWorkWith(groupId: number, assignmentIds: number[], misconceptionIds: number[]) {
    if (assignmentIds.length === 0 || misconceptionIds.length === 0) return new Map<number, number>();
    const result = await this.db.execute<{ misconception_id: number; assignment_id: number }>(sql`select
  sa.misconception_id, max(sa.assignment_id)::int as assignment_id
from assignment_students st
join student_answers sa on sa.assignment_id = st.assignment_id and sa.student_id = st.student_id
where st.assignment_id = any(${intArray(assignmentIds)}) and st.group_id = ${groupId}
  and sa.attempt = 1 and sa.misconception_id = any(${intArray(misconceptionIds)})
group by sa.misconception_id`);
    return new Map(result.rows.map((r) => [r.misconception_id, r.assignment_id]));
  }
}
