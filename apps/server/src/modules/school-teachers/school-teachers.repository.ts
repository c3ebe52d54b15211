import type { TeacherClass } from '@mathsight/contract/schools.ts';
import { and, asc, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  assignmentGroups,
  assignments,
  groups,
  groupTeachers,
  invitations,
  schools,
  teachers,
  users,
} from '../../db/schema.ts';
import {
  confirmedTeachersByEmail,
  emailConfirmed,
  personName,
} from '../../school-members/member-reads-sql.ts';

type Status = 'Pending' | 'Confirmed';

/** The classes (not archived) a teacher teaches, by code, as JSON. */
const classesOf = sql<TeacherClass[]>`coalesce((
  select json_agg(json_build_object('groupId', g.id, 'code', g.code) order by g.code, g.id)
  from ${groupTeachers} gt join ${groups} g on g.id = gt.group_id
  where gt.teacher_id = ${teachers.id} and not g.is_archived), '[]'::json)`;

/** A school's teachers: the list, administrators, removal and emailed invitations to join. */
export class SchoolTeachersRepository {
  constructor(private readonly db: Db) {}

  async findSchool(schoolId: number) {
    const [row] = await this.db
      .select({ id: schools.id, name: schools.name })
      .from(schools)
      .where(eq(schools.id, schoolId));
    return row ?? null;
  }

  /** One page of the school's teachers of a status: Confirmed by name, Pending waiting longest first. */
  async list(o: { schoolId: number; status: Status; skip: number; take: number }) {
    const where = and(eq(teachers.schoolId, o.schoolId), eq(teachers.membershipStatus, o.status));
    const order =
      o.status === 'Confirmed'
        ? [asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(teachers.id)]
        : [asc(teachers.createdAt), asc(teachers.id)];
    const [items, [total]] = await Promise.all([
      this.db
        .select({
          teacherId: teachers.id,
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          schoolMembershipStatus: teachers.membershipStatus,
          isSchoolAdministrator: teachers.isSchoolAdministrator,
          createdAt: teachers.createdAt,
          classes: classesOf,
        })
        .from(teachers)
        .innerJoin(users, eq(users.id, teachers.userId))
        .where(where)
        .orderBy(...order)
        .offset(o.skip)
        .limit(o.take),
      this.db.select({ n: count() }).from(teachers).where(where),
    ]);
    return { items, total: total?.n ?? 0 };
  }

  async findTeacher(schoolId: number, teacherId: number) {
    const [row] = await this.db
      .select({
        teacherId: teachers.id,
        userId: teachers.userId,
        membershipStatus: teachers.membershipStatus,
        isSchoolAdministrator: teachers.isSchoolAdministrator,
        firstName: users.firstName,
        email: users.email,
      })
      .from(teachers)
      .innerJoin(users, eq(users.id, teachers.userId))
      .where(and(eq(teachers.schoolId, schoolId), eq(teachers.id, teacherId)));
    return row ?? null;
  }

  /** Confirms a Pending membership; false if it was not Pending any more (confirmed or declined meanwhile). */
  async confirmTeacher(teacherId: number): Promise<boolean> {
    const rows = await this.db
      .update(teachers)
      .set({ membershipStatus: 'Confirmed', verifiedInSchool: true })
      .where(and(eq(teachers.id, teacherId), eq(teachers.membershipStatus, 'Pending')))
      .returning({ id: teachers.id });
    return rows.length > 0;
  }

  /** Declines a Pending membership (and drops the school as the user's current one), together. */
  async declineTeacher(teacherId: number, userId: number, schoolId: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .delete(teachers)
        .where(and(eq(teachers.id, teacherId), eq(teachers.membershipStatus, 'Pending')))
        .returning({ id: teachers.id });
      if (rows.length === 0) return false;
      await tx
        .update(users)
        .set({ currentSchoolId: null })
        .where(and(eq(users.id, userId), eq(users.currentSchoolId, schoolId)));
      return true;
    });
  }

  /**
   * Makes or unmakes a Confirmed teacher an administrator. The school's row is locked so two
   * administrators unmaking each other at once cannot leave it with none: `check` is told how many
   * Confirmed administrators would be left and throws to refuse. False if no such Confirmed teacher.
   */
  async setAdministrator(o: {
    schoolId: number;
    teacherId: number;
    isSchoolAdministrator: boolean;
    check: (administratorsLeft: number) => void;
  }): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, o.schoolId)).for('update');
      if (!o.isSchoolAdministrator) {
        const [left] = await tx
          .select({ n: count() })
          .from(teachers)
          .where(
            and(
              eq(teachers.schoolId, o.schoolId),
              eq(teachers.membershipStatus, 'Confirmed'),
              eq(teachers.isSchoolAdministrator, true),
              sql`${teachers.id} <> ${o.teacherId}`,
            ),
          );
        o.check(left?.n ?? 0);
      }
      const rows = await tx
        .update(teachers)
        .set({ isSchoolAdministrator: o.isSchoolAdministrator })
        .where(
          and(
            eq(teachers.id, o.teacherId),
            eq(teachers.schoolId, o.schoolId),
            eq(teachers.membershipStatus, 'Confirmed'),
          ),
        )
        .returning({ id: teachers.id });
      return rows.length > 0;
    });
  }

  /**
   * Removes Confirmed teachers from the school, in one transaction (the school's row locked, as for
   * administrators): their memberships go, and with them the classes they taught (group_teachers
   * cascade); the classes and the work they set stay. `check` is told how many Confirmed
   * administrators would be left and throws to refuse. Null if any id is not a Confirmed teacher
   * of the school; otherwise the users removed and the classes left with no teacher.
   */
  async removeTeachers(o: {
    schoolId: number;
    teacherIds: number[];
    check: (administratorsLeft: number) => void;
  }) {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, o.schoolId)).for('update');
      const found = await tx
        .select({ teacherId: teachers.id, userId: teachers.userId })
        .from(teachers)
        .where(
          and(
            eq(teachers.schoolId, o.schoolId),
            eq(teachers.membershipStatus, 'Confirmed'),
            inArray(teachers.id, o.teacherIds),
          ),
        );
      if (found.length !== o.teacherIds.length) return null;
      const [left] = await tx
        .select({ n: count() })
        .from(teachers)
        .where(
          and(
            eq(teachers.schoolId, o.schoolId),
            eq(teachers.membershipStatus, 'Confirmed'),
            eq(teachers.isSchoolAdministrator, true),
            notInArray(teachers.id, o.teacherIds),
          ),
        );
      o.check(left?.n ?? 0);
      const taught = await tx
        .selectDistinct({ groupId: groupTeachers.groupId })
        .from(groupTeachers)
        .where(inArray(groupTeachers.teacherId, o.teacherIds));
      await tx.delete(teachers).where(inArray(teachers.id, o.teacherIds));
      const userIds = found.map((t) => t.userId);
      await tx
        .update(users)
        .set({ currentSchoolId: null })
        .where(and(inArray(users.id, userIds), eq(users.currentSchoolId, o.schoolId)));
      const groupIds = taught.map((t) => t.groupId);
      const orphanedClasses =
        groupIds.length === 0
          ? []
          : await tx
              .select({ groupId: groups.id, code: groups.code })
              .from(groups)
              .where(
                and(
                  inArray(groups.id, groupIds),
                  eq(groups.isArchived, false),
                  sql`not exists (select 1 from ${groupTeachers} gt where gt.group_id = ${groups.id})`,
                ),
              )
              .orderBy(asc(groups.code), asc(groups.id));
      return { userIds, orphanedClasses };
    });
  }

  confirmedTeachersByEmail(schoolId: number, emails: string[]) {
    return confirmedTeachersByEmail(this.db, schoolId, emails);
  }

  emailConfirmed(userId: number) {
    return emailConfirmed(this.db, userId);
  }

  personName(userId: number) {
    return personName(this.db, userId);
  }

  /** The emailed invitations to join the school (no class), all stored or none. */
  async storeInvitations(o: {
    schoolId: number;
    invitations: Array<{ code: string; email: string; firstName: string; lastName: string }>;
    invitedByTeacherId: number;
    expiresAt: Date;
  }) {
    if (o.invitations.length === 0) return;
    await this.db.transaction(async (tx) => {
      await tx.insert(invitations).values(
        o.invitations.map((invitation) => ({
          ...invitation,
          kind: 'SchoolTeacher' as const,
          schoolId: o.schoolId,
          groupId: null,
          invitedByTeacherId: o.invitedByTeacherId,
          expiresAt: o.expiresAt,
        })),
      );
    });
  }

  /**
   * A teacher's profile in three statements: the teacher with their classes (teachers primary key),
   * then the work they set, newest first (assignments_created_by_idx), then that work's classes
   * (assignment_groups primary key).
   */
  async profile(schoolId: number, teacherId: number, take: number) {
    const [teacher] = await this.db
      .select({
        teacherId: teachers.id,
        firstName: users.firstName,
        lastName: users.lastName,
        title: users.title,
        email: users.email,
        schoolMembershipStatus: teachers.membershipStatus,
        isSchoolAdministrator: teachers.isSchoolAdministrator,
        createdAt: teachers.createdAt,
        classes: classesOf,
      })
      .from(teachers)
      .innerJoin(users, eq(users.id, teachers.userId))
      .where(and(eq(teachers.schoolId, schoolId), eq(teachers.id, teacherId)));
    if (!teacher) return null;
    const work = await this.db
      .select({
        assignmentId: assignments.id,
        name: assignments.name,
        kind: assignments.kind,
        startDate: assignments.startDate,
        endDate: assignments.endDate,
      })
      .from(assignments)
      .where(and(eq(assignments.createdByTeacherId, teacherId), eq(assignments.schoolId, schoolId)))
      .orderBy(desc(assignments.startDate), desc(assignments.id))
      .limit(take);
    const links =
      work.length === 0
        ? []
        : await this.db
            .select({ assignmentId: assignmentGroups.assignmentId, groupId: groups.id, code: groups.code })
            .from(assignmentGroups)
            .innerJoin(groups, eq(groups.id, assignmentGroups.groupId))
            .where(
              inArray(
                assignmentGroups.assignmentId,
                work.map((w) => w.assignmentId),
              ),
            )
            .orderBy(asc(groups.code), asc(groups.id));
    return {
      ...teacher,
      work: work.map((w) => ({
        ...w,
        classes: links
          .filter((l) => l.assignmentId === w.assignmentId)
          .map(({ groupId, code }) => ({ groupId, code })),
      })),
    };
  }

  /**
   * Confirmed teachers of the school start teaching the `add` classes and stop teaching the `remove`
   * ones, in one transaction. Null, changing nothing, when a teacher is not a Confirmed one of the
   * school. Answers the places made and ended, and the teachers' user ids (their sessions change).
   */
  setClassMemberships(o: { schoolId: number; teacherIds: number[]; add: number[]; remove: number[] }) {
    const ids = [...new Set(o.teacherIds)];
    return this.db.transaction(async (tx) => {
      const found = await tx
        .select({ id: teachers.id, userId: teachers.userId })
        .from(teachers)
        .where(
          and(
            eq(teachers.schoolId, o.schoolId),
            inArray(teachers.id, ids),
            eq(teachers.membershipStatus, 'Confirmed'),
          ),
        )
        .for('update');
      if (found.length !== ids.length) return null;
      let added = 0;
      if (o.add.length > 0) {
        const made = await tx
          .insert(groupTeachers)
          .values(
            o.add.flatMap((groupId) =>
              ids.map((teacherId) => ({ groupId, teacherId, schoolId: o.schoolId })),
            ),
          )
          .onConflictDoNothing()
          .returning({ teacherId: groupTeachers.teacherId });
        added = made.length;
      }
      let removed = 0;
      if (o.remove.length > 0) {
        const ended = await tx
          .delete(groupTeachers)
          .where(and(inArray(groupTeachers.groupId, o.remove), inArray(groupTeachers.teacherId, ids)))
          .returning({ teacherId: groupTeachers.teacherId });
        removed = ended.length;
      }
      return { added, removed, userIds: found.map((t) => t.userId) };
    });
  }
}
