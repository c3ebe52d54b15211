import type { AssignmentGroupRef, AssignmentStatusGroup } from '@mathsight/contract/assignments.ts';
import { DONE_NOTIFICATION_DAYS, UPCOMING_NOTIFICATION_DAYS } from '@mathsight/contract/notifications.ts';
import { and, asc, count, desc, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, teachers } from '../../db/schema.ts';

const DAY_MS = 86_400_000;

/**
 * The assignments of a teacher's classes (Confirmed memberships only), as SQL to embed: teachers by
 * user (teachers_user_school_idx) → group_teachers_teacher_idx → assignment_groups_group_idx.
 */
function taughtAssignments(userId: number, schoolId?: number): SQL {
  const school = schoolId === undefined ? sql`` : sql` and t.school_id = ${schoolId}`;
  return sql`select ag.assignment_id from teachers t
    join group_teachers gt on gt.teacher_id = t.id
    join assignment_groups ag on ag.group_id = gt.group_id
    where t.user_id = ${userId} and t.membership_status = 'Confirmed'${school}`;
}

/**
 * The classes a notification's work was set for, by code. The outer column is named in full: Drizzle
 * writes `notifications.assignmentId` unqualified in a one-table select, and inside this subquery
 * that would mean ag.assignment_id.
 */
const groupsOfWork = sql<AssignmentGroupRef[]>`coalesce((
  select json_agg(json_build_object('groupId', g.id, 'code', g.code) order by g.code, g.id)
  from assignment_groups ag join groups g on g.id = ag.group_id
  where ag.assignment_id = "notifications"."assignment_id"), '[]'::json)`;

/** A teacher's notifications: materialised on read, listed, marked read, and counted for the badges. */
/** A stored notification, as the repository reads it (notifications.presenter.ts makes it the API's). */
export type NotificationRow = typeof notifications.$inferSelect;

export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  async isConfirmedIn(userId: number, schoolId: number) {
    const [row] = await this.db
      .select({ status: teachers.membershipStatus })
      .from(teachers)
      .where(and(eq(teachers.userId, userId), eq(teachers.schoolId, schoolId)));
    return row?.status === 'Confirmed';
  }

  /**
   * Brings the user's notifications up to date, idempotently, in one transaction: an Upcoming one
   * for each piece of work of their classes due within 7 days, a Done one for each that ended within
   * 30 days (title and date kept in step with edits); Upcoming ones that no longer apply (ended, moved,
   * class changed) and Done ones whose work was reopened are removed. Read state is kept.
   */
  async materialise(userId: number, now: Date) {
    const at = sql`${now.toISOString()}::timestamptz`;
    const upcomingUntil = sql`${new Date(now.getTime() + UPCOMING_NOTIFICATION_DAYS * DAY_MS).toISOString()}::timestamptz`;
    const doneSince = sql`${new Date(now.getTime() - DONE_NOTIFICATION_DAYS * DAY_MS).toISOString()}::timestamptz`;
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notifications
  (user_id, school_id, category, "group", assignment_id, title, relevant_date)
select distinct ${userId}::int, a.school_id, 'Assignment',
  case when a.end_date > ${at} then 'Upcoming' else 'Done' end,
  a.id,
  case when a.end_date > ${at} then 'Due soon: ' else 'Finished: ' end || a.name,
  a.end_date
from assignments a
where a.id in (${taughtAssignments(userId)})
  and a.end_date > ${doneSince} and a.end_date <= ${upcomingUntil}
on conflict (user_id, assignment_id, "group") do update
  set title = excluded.title, relevant_date = excluded.relevant_date
  where notifications.title is distinct from excluded.title
     or notifications.relevant_date is distinct from excluded.relevant_date`);
      await tx.execute(sql`delete from notifications n
where n.user_id = ${userId} and (
  (n."group" = 'Upcoming' and not exists (
    select 1 from assignments a
    where a.id = n.assignment_id and a.end_date > ${at} and a.end_date <= ${upcomingUntil}
      and a.id in (${taughtAssignments(userId)})))
  or (n."group" = 'Done' and exists (
    select 1 from assignments a where a.id = n.assignment_id and a.end_date > ${at})))`);
    });
  }

  /**
   * One page in relevant-date order, each with its work's classes (a correlated subquery on
   * assignment_groups_assignment_idx, so still one statement for the page), and the group's total and
   * unread count: two queries.
   */
  async list(o: {
    userId: number;
    group: AssignmentStatusGroup;
    schoolId?: number;
    /** Only work set for this class (assignment_groups' primary key: assignment, class; named in full as in groupsOfWork). */
    groupId?: number;
    descending: boolean;
    skip: number;
    take: number;
  }) {
    const where = and(
      eq(notifications.userId, o.userId),
      eq(notifications.group, o.group),
      o.schoolId === undefined ? undefined : eq(notifications.schoolId, o.schoolId),
      o.groupId === undefined
        ? undefined
        : sql`exists (select 1 from assignment_groups ag
            where ag.assignment_id = "notifications"."assignment_id" and ag.group_id = ${o.groupId})`,
    );
    const order = o.descending
      ? [desc(notifications.relevantDate), desc(notifications.id)]
      : [asc(notifications.relevantDate), asc(notifications.id)];
    const [items, [counts]] = await Promise.all([
      this.db
        .select({ ...getTableColumns(notifications), groups: groupsOfWork })
        .from(notifications)
        .where(where)
        .orderBy(...order)
        .limit(o.take)
        .offset(o.skip),
      this.db
        .select({
          total: count(),
          unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
        })
        .from(notifications)
        .where(where),
    ]);
    return { items, total: counts?.total ?? 0, unread: counts?.unread ?? 0 };
  }

  async find(notificationId: number) {
    const [row] = await this.db.select().from(notifications).where(eq(notifications.id, notificationId));
    return row ?? null;
  }

  async setRead(notificationId: number, read: boolean) {
    const [row] = await this.db
      .update(notifications)
      .set({ readAt: read ? sql`coalesce(${notifications.readAt}, now())` : null })
      .where(eq(notifications.id, notificationId))
      .returning();
    return row ?? null;
  }

  /** Marks every unread notification of the user in one school read: one UPDATE; how many it marked. */
  async markAllRead(userId: number, schoolId: number) {
    const result = await this.db.execute<{ marked: number }>(sql`with marked as (
  update notifications set read_at = now()
  where user_id = ${userId} and school_id = ${schoolId} and read_at is null
  returning 1)
select count(*)::int as marked from marked`);
    return result.rows[0]?.marked ?? 0;
  }

  /** The navigation badges of one school, in one query. */
  async badgeCounts(userId: number, schoolId: number, now: Date) {
    const at = sql`${now.toISOString()}::timestamptz`;
    const weekAhead = sql`${new Date(now.getTime() + 7 * DAY_MS).toISOString()}::timestamptz`;
    const weekAgo = sql`${new Date(now.getTime() - 7 * DAY_MS).toISOString()}::timestamptz`;
    const unread = and(
      eq(notifications.userId, userId),
      eq(notifications.schoolId, schoolId),
      isNull(notifications.readAt),
    );
    const result = await this.db.execute<{ plan: number; check: number; notifications: number }>(sql`select
  (select count(*)::int from assignments a
    where a.id in (${taughtAssignments(userId, schoolId)})
      and a.end_date > ${at} and a.end_date <= ${weekAhead}) as plan,
  (select count(*)::int from notifications
    where ${unread} and "group" = 'Done' and relevant_date > ${weekAgo}) as "check",
  (select count(*)::int from notifications where ${unread})
  -- An administrator is also told of teachers waiting to join (teachers_school_idx serves it).
  + (select count(*)::int from teachers p
      where p.school_id = ${schoolId} and p.membership_status = 'Pending'
        and exists (select 1 from teachers me where me.user_id = ${userId} and me.school_id = ${schoolId}
                    and me.is_school_administrator and me.membership_status = 'Confirmed')) as notifications`);
    const row = result.rows[0];
    return { plan: row?.plan ?? 0, check: row?.check ?? 0, notifications: row?.notifications ?? 0 };
  }
}
