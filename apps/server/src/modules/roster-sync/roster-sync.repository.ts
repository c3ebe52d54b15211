import type { SyncProvider } from '@mathsight/contract/sync-connections.ts';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  cleverUserLinks,
  groupStudents,
  groups,
  groupTeachers,
  groupYearGroups,
  invitations,
  schools,
  students,
  syncLinks,
  syncRuns,
  teachers,
  users,
} from '../../db/schema.ts';
import {
  addStudentsToClasses,
  chooseUserNames,
  lockStudentUserNames,
} from '../../school-members/add-students-sql.ts';
import { enrolInClassWork } from '../../work/enrol-in-class-work-sql.ts';
import { withdrawFromClassWork } from '../../work/withdraw-from-class-work-sql.ts';
import type { ClassRef, LocalState, StudentRef, SyncLink, SyncPlan } from './plan-sync.ts';

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

  /**
   * A plan applied in one transaction, with its run's record: the usernames' lock and the school's row first
   * (as every add of students takes them), then classes, students, class places and their work, teachers,
   * links. Students made here have no password: they sign in through their provider, or a teacher sets one.
   */
  apply(o: {
    schoolId: number;
    provider: SyncProvider;
    plan: SyncPlan;
    invitationCodes: string[];
    userNameBases: string[];
    userIdOf: Map<number, number>;
    runId: number;
    result: unknown;
    now: Date;
  }) {
    const { plan, schoolId } = o;
    return this.db.transaction(async (tx) => {
      await lockStudentUserNames(tx);
      await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId)).for('update');

      const made = plan.newClasses.length
        ? await tx
            .insert(groups)
            .values(plan.newClasses.map((c) => ({ schoolId, code: c.code })))
            .returning({ id: groups.id, code: groups.code })
        : [];
      const madeByCode = new Map(made.map((g) => [g.code.toLocaleLowerCase('en-GB'), g.id]));
      const newClassIds = plan.newClasses.map((c) => {
        const id = madeByCode.get(c.code.toLocaleLowerCase('en-GB'));
        if (id === undefined) throw new Error(`the class ${c.code} was not made`);
        return id;
      });
      const groupIdOf = (ref: ClassRef) =>
        'groupId' in ref ? ref.groupId : (newClassIds[ref.newClass] ?? 0);
      const years = [
        ...plan.newClasses.flatMap((c, i) =>
          c.countryYearGroupId === null
            ? []
            : [{ groupId: newClassIds[i] ?? 0, countryYearGroupId: c.countryYearGroupId }],
        ),
        ...plan.classUpdates.flatMap((u) =>
          u.countryYearGroupId === undefined
            ? []
            : [{ groupId: u.groupId, countryYearGroupId: u.countryYearGroupId }],
        ),
      ];
      if (made.length) {
        await tx.insert(invitations).values(
          newClassIds.map((groupId, i) => ({
            code: o.invitationCodes[i] ?? '',
            kind: 'ClassStudent' as const,
            schoolId,
            groupId,
          })),
        );
      }
      const renamed = plan.classUpdates.filter((u) => u.code !== undefined);
      if (renamed.length) {
        await tx.execute(sql`
          update groups g set code = v.code
          from json_to_recordset(${JSON.stringify(renamed.map((u) => ({ id: u.groupId, code: u.code })))}::json)
            as v(id int, code text)
          where g.id = v.id and g.school_id = ${schoolId}`);
      }
      const reYeared = plan.classUpdates.flatMap((u) =>
        u.countryYearGroupId === undefined ? [] : [u.groupId],
      );
      if (reYeared.length) await tx.delete(groupYearGroups).where(inArray(groupYearGroups.groupId, reYeared));
      if (years.length) await tx.insert(groupYearGroups).values(years.map((y) => ({ ...y, schoolId })));

      // New students, each into their first class; their other classes are placements like anyone's.
      const firstPlacement = new Map<number, number>();
      plan.placements.forEach((p, i) => {
        if ('newStudent' in p.student && !firstPlacement.has(p.student.newStudent))
          firstPlacement.set(p.student.newStudent, i);
      });
      const userNames = await chooseUserNames(tx, o.userNameBases);
      const added = await addStudentsToClasses(tx, {
        schoolId,
        now: o.now,
        students: plan.newStudents.map((s, i) => {
          const placement = plan.placements[firstPlacement.get(i) ?? -1];
          if (!placement) throw new Error(`the new student ${s.providerId} has no class`);
          return {
            firstName: s.firstName,
            lastName: s.lastName,
            userName: userNames[i] ?? '',
            passwordHash: null,
            dateOfBirth: s.dateOfBirth,
            upn: s.upn,
            groupId: groupIdOf(placement.klass),
          };
        }),
      });
      const studentIdOf = (ref: StudentRef) =>
        'studentId' in ref ? ref.studentId : (added[ref.newStudent]?.studentId ?? 0);

      if (plan.studentUpdates.length) {
        const rows = JSON.stringify(
          plan.studentUpdates.map((u) => ({
            id: u.studentId,
            f: u.firstName ?? null,
            l: u.lastName ?? null,
            u: u.upn ?? null,
            d: u.dateOfBirth ?? null,
          })),
        );
        await tx.execute(sql`
          with v as (select * from json_to_recordset(${rows}::json) as v(id int, f text, l text, u text, d date)),
          s as (
            update students st set upn = coalesce(v.u, st.upn)
            from v where st.id = v.id and st.school_id = ${schoolId}
            returning st.user_id, v.f, v.l, v.d
          )
          update users us set first_name = coalesce(s.f, us.first_name), last_name = coalesce(s.l, us.last_name),
            date_of_birth = coalesce(s.d, us.date_of_birth)
          from s where us.id = s.user_id`);
      }

      if (plan.removals.length) {
        const pairs = JSON.stringify(plan.removals.map((r) => ({ g: r.groupId, s: r.studentId })));
        await tx.execute(sql`
          delete from group_students gs using json_to_recordset(${pairs}::json) as v(g int, s int)
          where gs.group_id = v.g and gs.student_id = v.s and gs.school_id = ${schoolId}`);
        await withdrawFromClassWork(tx, { members: plan.removals, now: o.now });
      }

      const places = plan.placements
        .filter((p, i) => !('newStudent' in p.student) || firstPlacement.get(p.student.newStudent) !== i)
        .map((p) => ({ groupId: groupIdOf(p.klass), studentId: studentIdOf(p.student) }));
      if (places.length) {
        await tx
          .insert(groupStudents)
          .values(places.map((p) => ({ ...p, schoolId })))
          .onConflictDoNothing();
        await enrolInClassWork(tx, { members: places, now: o.now });
      }

      if (plan.teacherPlacements.length) {
        await tx
          .insert(groupTeachers)
          .values(
            plan.teacherPlacements.map((t) => ({
              groupId: groupIdOf(t.klass),
              teacherId: t.teacherId,
              schoolId,
            })),
          )
          .onConflictDoNothing();
      }

      if (plan.archivedClasses.length) {
        await tx
          .update(groups)
          .set({ isArchived: true })
          .where(and(eq(groups.schoolId, schoolId), inArray(groups.id, plan.archivedClasses)));
      }

      if (plan.links.length) {
        await tx
          .insert(syncLinks)
          .values(
            plan.links.map((l) => ({
              schoolId,
              provider: o.provider,
              kind: l.kind,
              providerId: l.providerId,
              action: 'link' as const,
              localId: l.kind === 'class' ? groupIdOf(l.klass) : studentIdOf(l.student),
            })),
          )
          .onConflictDoUpdate({
            target: [syncLinks.schoolId, syncLinks.provider, syncLinks.kind, syncLinks.providerId],
            set: { action: 'link', localId: sql`excluded.local_id` },
          });
      }

      // A Clever student signs in through the school's sign-on by this link only (school-sign-on).
      if (o.provider === 'clever') {
        const cleverLinks = plan.links.flatMap((l) => {
          if (l.kind !== 'student') return [];
          const userId =
            'studentId' in l.student
              ? o.userIdOf.get(l.student.studentId)
              : added[l.student.newStudent]?.userId;
          return userId === undefined ? [] : [{ userId, cleverUserId: l.providerId }];
        });
        if (cleverLinks.length) await tx.insert(cleverUserLinks).values(cleverLinks).onConflictDoNothing();
      }

      await tx
        .update(syncRuns)
        .set({ status: 'done', result: o.result, finishedAt: new Date() })
        .where(eq(syncRuns.id, o.runId));
      return { classesMade: newClassIds, studentsMade: added.length };
    });
  }
}
