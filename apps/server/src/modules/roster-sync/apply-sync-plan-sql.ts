import type { SyncProvider } from '@mathsight/contract/sync-connections.ts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  cleverUserLinks,
  groupStudents,
  groups,
  groupTeachers,
  groupYearGroups,
  invitations,
  schools,
  syncLinks,
  syncRuns,
} from '../../db/schema.ts';
import {
  addStudentsToClasses,
  chooseUserNames,
  lockStudentUserNames,
} from '../../school-members/add-students-sql.ts';
import { enrolInClassWork } from '../../work/enrol-in-class-work-sql.ts';
import { withdrawFromClassWork } from '../../work/withdraw-from-class-work-sql.ts';
import type { ClassRef, StudentRef, SyncPlan } from './plan-sync.ts';

export interface SyncPlanApply {
  schoolId: number;
  provider: SyncProvider;
  plan: SyncPlan;
  invitationCodes: string[];
  userNameBases: string[];
  /** The user of each student already at the school (Clever sign-on links). */
  userIdOf: Map<number, number>;
  runId: number;
  result: unknown;
  now: Date;
}

/**
 * A plan applied in one transaction, with its run's record: the usernames' lock and the school's row first
 * (as every add of students takes them), then classes, students, class places and their work, teachers,
 * links. Students made here have no password: they sign in through their provider, or a teacher sets one.
 */
export function applySyncPlan(db: Db, o: SyncPlanApply) {
  const { plan, schoolId } = o;
  return db.transaction(async (tx) => {
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
    const groupIdOf = (ref: ClassRef) => ('groupId' in ref ? ref.groupId : (newClassIds[ref.newClass] ?? 0));
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
