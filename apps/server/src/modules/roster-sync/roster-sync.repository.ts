import type { SyncProvider } from '@mathsight/contract/sync-connections.ts';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groups, schools, students, syncLinks, syncRuns, teachers, users } from '../../db/schema.ts';
import { applySyncPlan, type SyncPlanApply } from './apply-sync-plan-sql.ts';
import type { LocalState, SyncLink } from './plan-sync.ts';

export type SyncRunRow = typeof syncRuns.$inferSelect & { firstName: string | null; lastName: string | null };

type NewRun = Pick<
  typeof syncRuns.$inferInsert,
  'schoolId' | 'provider' | 'mode' | 'updateType' | 'startedBy' | 'nightly'
>;

/** §9: a run still running this long after it started has failed (its node died or it hung). */
const STALE_AFTER = sql`interval '30 minutes'`;

/**
 * Every SQL query of the sync engine. Reading the school is four statements whatever its size; an apply is
 * one transaction of a fixed number of statements (decision: the whole roster or nothing).
 */
export class RosterSyncRepository {
  constructor(private readonly db: Db) {}

  async school(schoolId: number) {
    const [row] = await this.db
      .select({ country: schools.country })
      .from(schools)
      .where(eq(schools.id, schoolId));
    return row ?? null;
  }

  /** The caller's own email (lower case): a teacher who is not an administrator syncs the sections they own. */
  async teacherEmail(teacherId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ email: users.email })
      .from(teachers)
      .innerJoin(users, eq(users.id, teachers.userId))
      .where(eq(teachers.id, teacherId));
    return row?.email ? row.email.toLocaleLowerCase('en-GB') : null;
  }

  /** The school as the planner matches against it, and this provider's links. */
  async localState(
    schoolId: number,
    provider: SyncProvider,
  ): Promise<Omit<LocalState, 'yearGroups'> & { userIdOf: Map<number, number> }> {
    const [classRows, studentRows, teacherRows, linkRows] = await Promise.all([
      this.db
        .select({
          groupId: groups.id,
          code: groups.code,
          isArchived: groups.isArchived,
          years: sql<
            number[]
          >`coalesce((select array_agg(y.country_year_group_id) from group_year_groups y where y.group_id = "groups"."id"), '{}')`,
          teacherIds: sql<
            number[]
          >`coalesce((select array_agg(t.teacher_id) from group_teachers t where t.group_id = "groups"."id"), '{}')`,
          studentIds: sql<
            number[]
          >`coalesce((select array_agg(s.student_id) from group_students s where s.group_id = "groups"."id"), '{}')`,
        })
        .from(groups)
        .where(eq(groups.schoolId, schoolId)),
      this.db
        .select({
          studentId: students.id,
          userId: students.userId,
          firstName: users.firstName,
          lastName: users.lastName,
          upn: students.upn,
          dateOfBirth: users.dateOfBirth,
          isArchived: students.isArchived,
        })
        .from(students)
        .innerJoin(users, and(eq(users.id, students.userId), isNull(users.deletedAt)))
        .where(eq(students.schoolId, schoolId)),
      this.db
        .select({
          teacherId: teachers.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(teachers)
        .innerJoin(users, and(eq(users.id, teachers.userId), isNull(users.deletedAt)))
        .where(and(eq(teachers.schoolId, schoolId), eq(teachers.membershipStatus, 'Confirmed'))),
      this.db
        .select({
          kind: syncLinks.kind,
          providerId: syncLinks.providerId,
          action: syncLinks.action,
          localId: syncLinks.localId,
        })
        .from(syncLinks)
        .where(and(eq(syncLinks.schoolId, schoolId), eq(syncLinks.provider, provider))),
    ]);
    return {
      classes: classRows.map((c) => ({
        groupId: c.groupId,
        code: c.code,
        isArchived: c.isArchived,
        countryYearGroupIds: c.years,
        teacherIds: c.teacherIds,
        studentIds: c.studentIds,
      })),
      students: studentRows.map((s) => ({
        studentId: s.studentId,
        firstName: s.firstName,
        lastName: s.lastName,
        upn: s.upn,
        dateOfBirth: s.dateOfBirth ?? null,
        isArchived: s.isArchived,
      })),
      userIdOf: new Map(studentRows.map((s) => [s.studentId, s.userId])),
      teachers: teacherRows.flatMap((t) =>
        t.email
          ? [
              {
                teacherId: t.teacherId,
                email: t.email.toLocaleLowerCase('en-GB'),
                name: `${t.firstName} ${t.lastName}`.trim(),
              },
            ]
          : [],
      ),
      links: new Map(
        linkRows.map((l): [string, SyncLink] => [
          `${l.kind}:${l.providerId}`,
          { action: l.action, localId: l.localId },
        ]),
      ),
    };
  }

  /** Whether each id is one of the school's classes, students or (Confirmed) teachers. */
  async isSchools(schoolId: number, kind: 'class' | 'student' | 'teacher', id: number): Promise<boolean> {
    const table = kind === 'class' ? groups : kind === 'student' ? students : teachers;
    const [row] = await this.db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), eq(table.schoolId, schoolId)));
    return row !== undefined;
  }

  /** A person's resolution of a mis-sync: the next run follows it (sync_links_provider_idx). */
  async saveLink(o: {
    schoolId: number;
    provider: SyncProvider;
    kind: 'class' | 'student' | 'teacher';
    providerId: string;
    action: SyncLink['action'];
    localId: number | null;
  }) {
    await this.db
      .insert(syncLinks)
      .values(o)
      .onConflictDoUpdate({
        target: [syncLinks.schoolId, syncLinks.provider, syncLinks.kind, syncLinks.providerId],
        set: { action: o.action, localId: o.localId },
      });
  }

  /**
   * Claims the school and provider for a new run: a run left running past §9's 30 minutes is failed first; then
   * the insert succeeds only when none is running (sync_runs_one_running_idx). Null when one is.
   */
  async startRun(run: NewRun): Promise<number | null> {
    await this.db
      .update(syncRuns)
      .set({ status: 'failed', error: 'timeout', finishedAt: new Date() })
      .where(
        and(
          eq(syncRuns.schoolId, run.schoolId),
          eq(syncRuns.provider, run.provider),
          eq(syncRuns.status, 'running'),
          lt(syncRuns.startedAt, sql`now() - ${STALE_AFTER}`),
        ),
      );
    const [row] = await this.db
      .insert(syncRuns)
      .values(run)
      .onConflictDoNothing({ target: [syncRuns.schoolId, syncRuns.provider], where: sql`status = 'running'` })
      .returning({ id: syncRuns.id });
    return row?.id ?? null;
  }

  async progress(runId: number, pagesRead: number, itemsRead: number) {
    await this.db
      .update(syncRuns)
      .set({ pagesRead, itemsRead })
      .where(and(eq(syncRuns.id, runId), eq(syncRuns.status, 'running')));
  }

  async finishRun(runId: number, o: { status: 'done' | 'failed'; error: string | null; result: unknown }) {
    await this.db
      .update(syncRuns)
      .set({ status: o.status, error: o.error, result: o.result, finishedAt: new Date() })
      .where(eq(syncRuns.id, runId));
  }

  private runs() {
    return this.db
      .select({
        run: syncRuns,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(syncRuns)
      .leftJoin(teachers, eq(teachers.id, syncRuns.startedBy))
      .leftJoin(users, and(eq(users.id, teachers.userId), isNull(users.deletedAt)));
  }

  async run(schoolId: number, provider: SyncProvider, runId: number): Promise<SyncRunRow | null> {
    const [row] = await this.runs().where(
      and(eq(syncRuns.id, runId), eq(syncRuns.schoolId, schoolId), eq(syncRuns.provider, provider)),
    );
    return row ? { ...row.run, firstName: row.firstName, lastName: row.lastName } : null;
  }

  /** The newest run of a mode (sync_runs_school_idx). */
  async latest(
    schoolId: number,
    provider: SyncProvider,
    mode: 'preview' | 'apply',
    finished = false,
  ): Promise<SyncRunRow | null> {
    const [row] = await this.runs()
      .where(
        and(
          eq(syncRuns.schoolId, schoolId),
          eq(syncRuns.provider, provider),
          eq(syncRuns.mode, mode),
          ...(finished ? [eq(syncRuns.status, 'done')] : []),
        ),
      )
      .orderBy(desc(syncRuns.id))
      .limit(1);
    return row ? { ...row.run, firstName: row.firstName, lastName: row.lastName } : null;
  }

  /** Nightly: the connections whose school asked for it and that have not synced in the last 20 hours. */
  async nightlyDue(): Promise<Array<{ schoolId: number; provider: SyncProvider }>> {
    const due = await this.db.execute<{ school_id: number; provider: SyncProvider }>(sql`
      select c.school_id, c.provider from sync_connections c
      where c.nightly
        and not exists (
          select 1 from sync_runs r
          where r.school_id = c.school_id and r.provider = c.provider and r.mode = 'apply'
            and r.started_at > now() - interval '20 hours'
        )
      limit 50`);
    return due.rows.map((r) => ({ schoolId: r.school_id, provider: r.provider }));
  }

  /** A plan applied in one transaction, with its run's record (apply-sync-plan-sql.ts). */
  apply(o: SyncPlanApply) {
    return applySyncPlan(this.db, o);
  }
}
