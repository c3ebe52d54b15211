import type { AssignmentKind } from '@mathsight/contract/assignments.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface WeekRange {
  /** Monday 00:00 school time, as an instant. */
  from: Date;
  /** The next Monday 00:00 school time. */
  to: Date;
}

export interface TeacherClassRow {
  schoolId: number;
  schoolName: string;
  groupId: number;
  code: string;
}

export interface DueWorkRow {
  groupId: number;
  assignmentId: number;
  name: string;
  kind: AssignmentKind;
  endDate: Date;
  setCount: number;
  startedCount: number;
  handedInCount: number;
  notStarted: Array<{ studentId: number; firstName: string; lastName: string }>;
}

export interface HeldMisconceptionRow {
  groupId: number;
  misconceptionId: number;
  name: string;
  studentCount: number;
  assignmentId: number;
}

export interface CompletionRow {
  assignmentId: number;
  name: string;
  kind: AssignmentKind;
  startDate: Date;
  endDate: Date;
  setCount: number;
  startedCount: number;
  handedInCount: number;
}

export interface WeeklyRecipient {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  unsubscribed: boolean;
}

const ids = (values: readonly number[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}::int`),
    sql`, `,
  )}]::int[]`;
const toDate = (value: unknown) => new Date(value as string);

/**
 * Every query of the weekly insights and completion summaries. Each one starts from a teacher's
 * classes (group_teachers_teacher_idx) or one class, reaches its work by assignment_groups_group_idx,
 * the students set it by the assignment_students primary key and the answers by
 * student_answers_attempt_idx (its assignment_id prefix): bounded by a teacher's classes and a week,
 * never a scan of a school's answers.
 */
export class WeeklyInsightsRepository {
  constructor(private readonly db: Db) {}

  /** The classes a user teaches in the schools where they are a Confirmed teacher, by school and code. */
  async teacherClasses(userId: number): Promise<TeacherClassRow[]> {
    const result = await this.db.execute<{
      school_id: number;
      school_name: string;
      group_id: number;
      code: string;
    }>(
      sql`select s.id as school_id, s.name as school_name, g.id as group_id, g.code
      from teachers t
      join schools s on s.id = t.school_id
      join group_teachers gt on gt.teacher_id = t.id
      join groups g on g.id = gt.group_id and not g.is_archived
      where t.user_id = ${userId} and t.membership_status = 'Confirmed'
      order by s.name, s.id, g.code, g.id`,
    );
    return result.rows.map((r) => ({
      schoolId: Number(r.school_id),
      schoolName: r.school_name,
      groupId: Number(r.group_id),
      code: r.code,
    }));
  }

  /** Work due in the week for each class, with the class's students' progress and the first few who did not start. */
  async dueWork(groupIds: readonly number[], week: WeekRange, namesShown: number): Promise<DueWorkRow[]> {
    if (groupIds.length === 0) return [];
    const result = await this.db.execute<{
      group_id: number;
      assignment_id: number;
      name: string;
      kind: AssignmentKind;
      end_date: string;
      set_count: number;
      started_count: number;
      handed_in_count: number;
      not_started: DueWorkRow['notStarted'] | null;
    }>(sql`select ag.group_id, a.id as assignment_id, a.name, a.kind, a.end_date,
        c.set_count, c.started_count, c.handed_in_count, ns.names as not_started
      from assignment_groups ag
      join assignments a on a.id = ag.assignment_id
      cross join lateral (
        select count(*)::int as set_count, count(st.started_at)::int as started_count,
          count(st.completed_at)::int as handed_in_count
        from assignment_students st where st.assignment_id = a.id and st.group_id = ag.group_id
      ) c
      left join lateral (
        select json_agg(json_build_object('studentId', x.student_id, 'firstName', x.first_name, 'lastName', x.last_name)
          order by x.last_name, x.first_name, x.student_id) as names
        from (
          select st.student_id, u.first_name, u.last_name
          from assignment_students st
          join students sd on sd.id = st.student_id
          join users u on u.id = sd.user_id
          where st.assignment_id = a.id and st.group_id = ag.group_id and st.started_at is null
          order by u.last_name, u.first_name, st.student_id
          limit ${namesShown}
        ) x
      ) ns on true
      where ag.group_id = any(${ids(groupIds)})
        and a.end_date >= ${week.from.toISOString()}::timestamptz and a.end_date < ${week.to.toISOString()}::timestamptz
      order by ag.group_id, a.end_date, a.id`);
    return result.rows.map((r) => ({
      groupId: Number(r.group_id),
      assignmentId: Number(r.assignment_id),
      name: r.name,
      kind: r.kind,
      endDate: toDate(r.end_date),
      setCount: Number(r.set_count),
      startedCount: Number(r.started_count),
      handedInCount: Number(r.handed_in_count),
      notStarted: r.not_started ?? [],
    }));
  }

  /**
   * Per class, the misconceptions most of its students showed in a first answer given during the week
   * (to work of the class open that week), each with the work where most of them showed it.
   */
  async heldMisconceptions(
    groupIds: readonly number[],
    week: WeekRange,
    perClass: number,
  ): Promise<HeldMisconceptionRow[]> {
    if (groupIds.length === 0) return [];
    const from = week.from.toISOString();
    const to = week.to.toISOString();
    const result = await this.db.execute<{
      group_id: number;
      misconception_id: number;
      name: string;
      student_count: number;
      assignment_id: number;
    }>(sql`with work as (
        select ag.group_id, a.id
        from assignment_groups ag join assignments a on a.id = ag.assignment_id
        where ag.group_id = any(${ids(groupIds)})
          and a.start_date < ${to}::timestamptz and a.end_date >= ${from}::timestamptz
      ), wrong as materialized (
        select w.group_id, sa.assignment_id, sa.student_id, sa.misconception_id
        from work w
        join student_answers sa on sa.assignment_id = w.id
        join assignment_students st on st.assignment_id = sa.assignment_id and st.student_id = sa.student_id
          and st.group_id = w.group_id
        where sa.attempt = 1 and not sa.is_correct and sa.misconception_id is not null
          and sa.answered_at >= ${from}::timestamptz and sa.answered_at < ${to}::timestamptz
      ), ranked as (
        select group_id, misconception_id, count(distinct student_id)::int as student_count,
          row_number() over (partition by group_id order by count(distinct student_id) desc, misconception_id) as rank
        from wrong group by group_id, misconception_id
      ), top as (select * from ranked where rank <= ${perClass})
      select t.group_id, t.misconception_id, m.name, t.student_count, best.assignment_id
      from top t
      join misconceptions m on m.id = t.misconception_id
      cross join lateral (
        select w.assignment_id from wrong w
        where w.group_id = t.group_id and w.misconception_id = t.misconception_id
        group by w.assignment_id order by count(distinct w.student_id) desc, w.assignment_id desc limit 1
      ) best
      order by t.group_id, t.rank`);
    return result.rows.map((r) => ({
      groupId: Number(r.group_id),
      misconceptionId: Number(r.misconception_id),
      name: r.name,
      studentCount: Number(r.student_count),
      assignmentId: Number(r.assignment_id),
    }));
  }

  /** One class's work that opened from `from` up to `now`, newest first, with its students' progress. */
  async completion(groupId: number, from: Date, now: Date): Promise<CompletionRow[]> {
    const result = await this.db.execute<{
      assignment_id: number;
      name: string;
      kind: AssignmentKind;
      start_date: string;
      end_date: string;
      set_count: number;
      started_count: number;
      handed_in_count: number;
    }>(sql`select a.id as assignment_id, a.name, a.kind, a.start_date, a.end_date,
        count(st.student_id)::int as set_count, count(st.started_at)::int as started_count,
        count(st.completed_at)::int as handed_in_count
      from assignment_groups ag
      join assignments a on a.id = ag.assignment_id
      left join assignment_students st on st.assignment_id = a.id and st.group_id = ag.group_id
      where ag.group_id = ${groupId}
        and a.start_date >= ${from.toISOString()}::timestamptz and a.start_date <= ${now.toISOString()}::timestamptz
      group by a.id
      order by a.start_date desc, a.id desc`);
    return result.rows.map((r) => ({
      assignmentId: Number(r.assignment_id),
      name: r.name,
      kind: r.kind,
      startDate: toDate(r.start_date),
      endDate: toDate(r.end_date),
      setCount: Number(r.set_count),
      startedCount: Number(r.started_count),
      handedInCount: Number(r.handed_in_count),
    }));
  }

  /**
   * The next teachers (Confirmed in some school, with a confirmed address) who have no row for the
   * week yet, by user id after `afterUserId`; `onlyUserIds` narrows them (the CLI's and tests' --user).
   */
  async unclaimedRecipients(
    weekStart: string,
    afterUserId: number,
    limit: number,
    onlyUserIds?: readonly number[],
  ): Promise<WeeklyRecipient[]> {
    const only = onlyUserIds ? sql`and u.id = any(${ids(onlyUserIds.length ? onlyUserIds : [0])})` : sql``;
    const result = await this.db.execute<{
      user_id: number;
      email: string;
      first_name: string;
      last_name: string;
      unsubscribed: boolean;
    }>(sql`select u.id as user_id, u.email, u.first_name, u.last_name,
        exists (select 1 from email_preferences p where p.user_id = u.id and p.kind = 'weekly-insights'
          and not p.subscribed) as unsubscribed
      from users u
      where u.id > ${afterUserId} ${only}
        and u.email is not null and u.email_confirmed_at is not null
        and exists (select 1 from teachers t where t.user_id = u.id and t.membership_status = 'Confirmed')
        and not exists (select 1 from weekly_insight_sends s where s.week_start = ${weekStart}::date and s.user_id = u.id)
      order by u.id
      limit ${limit}`);
    return result.rows.map((r) => ({
      userId: Number(r.user_id),
      email: r.email,
      firstName: r.first_name,
      lastName: r.last_name,
      unsubscribed: Boolean(r.unsubscribed),
    }));
  }

  /** Claims the week's email for a teacher: true for the one server whose row it is. */
  /**
   * Parents who turned the weekly parent email on (issue 27; no row is off), with a confirmed
   * address, and no row for the week yet: claimed in the same table as the teachers' email.
   */
  async unclaimedParents(
    weekStart: string,
    afterUserId: number,
    limit: number,
    onlyUserIds?: readonly number[],
  ): Promise<WeeklyRecipient[]> {
    const only = onlyUserIds ? sql`and u.id = any(${ids(onlyUserIds.length ? onlyUserIds : [0])})` : sql``;
    const result = await this.db.execute<{
      user_id: number;
      email: string;
      first_name: string;
      last_name: string;
    }>(
      sql`select u.id as user_id, u.email, u.first_name, u.last_name
      from email_preferences p join users u on u.id = p.user_id
      where p.kind = 'parent-weekly' and p.subscribed and u.id > ${afterUserId} ${only}
        and u.email is not null and u.email_confirmed_at is not null
        and exists (select 1 from parents pa where pa.user_id = u.id)
        and not exists (select 1 from weekly_insight_sends s where s.week_start = ${weekStart}::date and s.user_id = u.id)
      order by u.id
      limit ${limit}`,
    );
    return result.rows.map((r) => ({
      userId: r.user_id,
      email: r.email,
      firstName: r.first_name,
      lastName: r.last_name,
      unsubscribed: false,
    }));
  }

  async claim(weekStart: string, userId: number): Promise<boolean> {
    const result = await this.db.execute<{ user_id: number }>(
      sql`insert into weekly_insight_sends (week_start, user_id, outcome)
        values (${weekStart}::date, ${userId}, 'sending')
        on conflict do nothing returning user_id`,
    );
    return result.rows.length === 1;
  }

  async finish(
    weekStart: string,
    userId: number,
    outcome: 'sent' | 'nothing' | 'unsubscribed' | 'failed',
    error?: string,
  ): Promise<void> {
    await this.db.execute(
      sql`update weekly_insight_sends set outcome = ${outcome}, error = ${error?.slice(0, 1000) ?? null},
        finished_at = now() where week_start = ${weekStart}::date and user_id = ${userId}`,
    );
  }
}
