import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Counts of one school week (Monday, yyyy-mm-dd). */
export interface WeekWorkRow {
  weekStart: string;
  workSet: number;
  teachers: number;
}
export interface WeekAnswerRow {
  weekStart: string;
  students: number;
  work: number;
  answers: number;
}
export interface ClassRow {
  groupId: number;
  code: string;
  workSet: number;
  workDone: number;
  students: number;
  answers: number;
}
export interface FeatureRow {
  feature: string;
  events: number;
  users: number;
}
export interface VariantRow {
  experimentKey: string;
  variant: string;
  assigned: number;
  exposed: number;
  followed: number;
  nextRight: number;
}

/** The window's bounds in school time: [from's midnight, the day after to's midnight), Europe/London. */
const starts = (from: string) => sql`(${from}::date::timestamp at time zone 'Europe/London')`;
const ends = (to: string) => sql`((${to}::date + 1)::timestamp at time zone 'Europe/London')`;
const week = (column: ReturnType<typeof sql>) =>
  sql`to_char(date_trunc('week', ${column} at time zone 'Europe/London'), 'YYYY-MM-DD')`;

/**
 * Every SQL query of the usage report (issue 32 point 2), each bounded by the school and the window and
 * read by an index with the school first: the work by assignments_school_start_idx, the answers by
 * student_answers_school_answered_idx, the events by tracking_events_school_idx, the classes by
 * groups' school index. Each answers a whole table of the report in one statement (no query per row).
 */
export class UsageReportRepository {
  constructor(private readonly db: Db) {}

  /** Work set (its start date in the week) and the distinct teachers who set it, per week. */
  async weekWork(schoolId: number, from: string, to: string): Promise<WeekWorkRow[]> {
    const rows = await this.db.execute<{ week_start: string; work_set: number; teachers: number }>(sql`
select ${week(sql`a.start_date`)} as week_start, count(*)::int as work_set,
  count(distinct a.created_by_teacher_id)::int as teachers
from assignments a
where a.school_id = ${schoolId} and a.start_date >= ${starts(from)} and a.start_date < ${ends(to)}
group by 1`);
    return rows.rows.map((r) => ({ weekStart: r.week_start, workSet: r.work_set, teachers: r.teachers }));
  }

  /** Answers to set work per week: distinct students, distinct pieces of work, answers. */
  async weekAnswers(schoolId: number, from: string, to: string): Promise<WeekAnswerRow[]> {
    const rows = await this.db.execute<{
      week_start: string;
      students: number;
      work: number;
      answers: number;
    }>(sql`
select ${week(sql`sa.answered_at`)} as week_start, count(distinct sa.student_id)::int as students,
  count(distinct sa.assignment_id)::int as work, count(*)::int as answers
from student_answers sa
where sa.school_id = ${schoolId} and sa.answered_at >= ${starts(from)} and sa.answered_at < ${ends(to)}
group by 1`);
    return rows.rows.map((r) => ({
      weekStart: r.week_start,
      students: r.students,
      work: r.work,
      answers: r.answers,
    }));
  }

  /**
   * The school's classes (not archived, no demonstration class) with the work set to each in the window
   * (assignment_groups by its primary key) and the answers given to it, a class's answers being those of
   * the students set the work through it (assignment_students by its primary key).
   */
  async classes(schoolId: number, from: string, to: string): Promise<ClassRow[]> {
    const rows = await this.db.execute<{
      group_id: number;
      code: string;
      work_set: number | null;
      work_done: number | null;
      students: number | null;
      answers: number | null;
    }>(sql`
with set_work as (
  select ag.group_id, count(*)::int as work_set
  from assignments a join assignment_groups ag on ag.assignment_id = a.id
  where a.school_id = ${schoolId} and a.start_date >= ${starts(from)} and a.start_date < ${ends(to)}
  group by ag.group_id
),
answered as (
  select st.group_id, count(distinct sa.assignment_id)::int as work_done,
    count(distinct sa.student_id)::int as students, count(*)::int as answers
  from student_answers sa
  join assignment_students st on st.assignment_id = sa.assignment_id and st.student_id = sa.student_id
  where sa.school_id = ${schoolId} and sa.answered_at >= ${starts(from)} and sa.answered_at < ${ends(to)}
  group by st.group_id
)
select g.id as group_id, g.code, s.work_set, d.work_done, d.students, d.answers
from groups g
left join set_work s on s.group_id = g.id
left join answered d on d.group_id = g.id
where g.school_id = ${schoolId} and not g.is_archived and not g.is_demo`);
    return rows.rows.map((r) => ({
      groupId: r.group_id,
      code: r.code,
      workSet: r.work_set ?? 0,
      workDone: r.work_done ?? 0,
      students: r.students ?? 0,
      answers: r.answers ?? 0,
    }));
  }

  /**
   * The tracking events of the school in the window (every one from a user who accepted analytics: no
   * other is stored), by feature: a named action (user-events) by its name, a page by its first part
   * (its digits already out: "/classes/" is "classes"), the bare root as "home". Exposures are left out:
   * they are the experiments', not a feature used.
   */
  async features(schoolId: number, from: string, to: string, exposure: string): Promise<FeatureRow[]> {
    const rows = await this.db.execute<{ feature: string; events: number; users: number }>(sql`
select feature, count(*)::int as events, count(distinct user_id)::int as users
from (
  select e.user_id,
    case when e.kind = 'user-event' or e.page is null then e.action
      else coalesce(nullif(split_part(trim(both '/' from e.page), '/', 1), ''), 'home') end as feature
  from tracking_events e
  where e.school_id = ${schoolId} and e.occurred_at >= ${starts(from)} and e.occurred_at < ${ends(to)}
    and e.action <> ${exposure}
) f
group by feature`);
    return rows.rows;
  }

  /**
   * Per variant of these experiments, the school's students put in it (students by school, their
   * variant by experiment_assignments' primary key) and their answers in the window after that
   * (student_answers by school and time): those with a wrong one, and how the answer after each wrong one
   * went (the next answer of the same student, in the window, whatever the work).
   */
  async variants(schoolId: number, keys: string[], from: string, to: string): Promise<VariantRow[]> {
    if (keys.length === 0) return [];
    const rows = await this.db.execute<{
      experiment_key: string;
      variant: string;
      assigned: number;
      exposed: number;
      followed: number;
      next_right: number;
    }>(sql`
with assigned as (
  select ea.experiment_key, ea.variant, s.id as student_id, ea.assigned_at
  from students s
  join experiment_assignments ea on ea.user_id = s.user_id and ea.experiment_key in ${keys}
  where s.school_id = ${schoolId}
),
answers as (
  select sa.student_id, sa.is_correct, sa.answered_at,
    lead(sa.is_correct) over (partition by sa.student_id order by sa.answered_at, sa.id) as next_correct
  from student_answers sa
  where sa.school_id = ${schoolId} and sa.answered_at >= ${starts(from)} and sa.answered_at < ${ends(to)}
    and sa.student_id in (select student_id from assigned)
)
select a.experiment_key, a.variant, count(distinct a.student_id)::int as assigned,
  (count(distinct x.student_id) filter (where not x.is_correct))::int as exposed,
  (count(*) filter (where not x.is_correct and x.next_correct is not null))::int as followed,
  (count(*) filter (where not x.is_correct and x.next_correct))::int as next_right
from assigned a
left join answers x on x.student_id = a.student_id and x.answered_at >= a.assigned_at
group by a.experiment_key, a.variant`);
    return rows.rows.map((r) => ({
      experimentKey: r.experiment_key,
      variant: r.variant,
      assigned: r.assigned,
      exposed: r.exposed,
      followed: r.followed,
      nextRight: r.next_right,
    }));
  }
}
