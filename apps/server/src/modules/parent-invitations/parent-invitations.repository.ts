import type { InvitableCount } from '@mathsight/contract/parent-invitations.ts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  emailConfirmations,
  groupStudents,
  groups,
  invitations,
  parentStudents,
  parents,
  schools,
  students,
  users,
} from '../../db/schema.ts';
import { accountByEmail, personName, schoolName } from '../../school-members/member-reads-sql.ts';

/** A parent's code that still works: ParentStudent, not used, not withdrawn. */
const live = and(
  eq(invitations.kind, 'ParentStudent'),
  isNull(invitations.acceptedAt),
  isNull(invitations.revokedAt),
);

/** An active student (not archived, not erased). */
const activeStudent = and(eq(students.isArchived, false), sql`${users.deletedAt} is null`);

const joined = sql`exists (select 1 from ${parentStudents} where ${parentStudents.studentId} = ${students.id})`;
const hasEmail = sql`(${students.parentEmail} is not null or ${students.parentEmail2} is not null)`;
/** Every held address has an emailed code waiting. */
const everyEmailInvited = sql`not exists (select 1 from unnest(array[${students.parentEmail}, ${students.parentEmail2}]) as e(address)
  where e.address is not null and not exists (select 1 from ${invitations} pi where pi.student_id = ${students.id}
    and pi.kind = 'ParentStudent' and pi.accepted_at is null and pi.revoked_at is null and pi.email = e.address))`;

export interface NewParentCode {
  code: string;
  studentId: number;
  email: string | null;
}

/**
 * Every SQL query of parent invitations. A class's list is three statements (its students, their
 * waiting codes by invitations_student_idx, their joined parents by parent_students_student_idx).
 */
export class ParentInvitationsRepository {
  constructor(private readonly db: Db) {}

  schoolName(schoolId: number) {
    return schoolName(this.db, schoolId);
  }

  personName(userId: number) {
    return personName(this.db, userId);
  }

  /** Class by class, over the classes the caller may see (null: all of the school's). */
  async invitableCount(schoolId: number, visibleGroupIds: number[] | null): Promise<InvitableCount> {
    if (visibleGroupIds?.length === 0) return { classes: [] };
    const rows = await this.db
      .select({
        groupId: groups.id,
        code: groups.code,
        studentCount: sql<number>`count(${students.id})::int`,
        invitableCount: sql<number>`(count(${students.id}) filter (where not ${joined}))::int`,
        emailableCount: sql<number>`(count(${students.id}) filter (where not ${joined} and ${hasEmail} and not ${everyEmailInvited}))::int`,
        joinedCount: sql<number>`(count(${students.id}) filter (where ${joined}))::int`,
      })
      .from(groups)
      .leftJoin(groupStudents, eq(groupStudents.groupId, groups.id))
      .leftJoin(
        students,
        and(
          eq(students.id, groupStudents.studentId),
          eq(students.isArchived, false),
          sql`exists (select 1 from users su where su.id = ${students.userId} and su.deleted_at is null)`,
        ),
      )
      .where(
        and(
          eq(groups.schoolId, schoolId),
          eq(groups.isArchived, false),
          visibleGroupIds === null ? undefined : inArray(groups.id, visibleGroupIds),
        ),
      )
      .groupBy(groups.id, groups.code);
    return {
      classes: rows.sort(
        (a, b) => a.code.localeCompare(b.code, 'en-GB', { numeric: true }) || a.groupId - b.groupId,
      ),
    };
  }

  /** The school's class (not archived), or null. */
  async findClass(schoolId: number, groupId: number) {
    const [row] = await this.db
      .select({ groupId: groups.id, code: groups.code })
      .from(groups)
      .where(and(eq(groups.id, groupId), eq(groups.schoolId, schoolId), eq(groups.isArchived, false)));
    return row ?? null;
  }

  /** A class's active students, by last then first name, with the addresses held. */
  classStudents(schoolId: number, groupId: number) {
    return this.db
      .select({
        studentId: students.id,
        firstName: users.firstName,
        lastName: users.lastName,
        parentEmail: students.parentEmail,
        parentEmail2: students.parentEmail2,
      })
      .from(groupStudents)
      .innerJoin(students, eq(students.id, groupStudents.studentId))
      .innerJoin(users, eq(users.id, students.userId))
      .where(and(eq(groupStudents.groupId, groupId), eq(students.schoolId, schoolId), activeStudent))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(students.id));
  }

  /** An active student of the school, with their classes and the addresses held; null if none. */
  async findStudent(schoolId: number, studentId: number) {
    const [row] = await this.db
      .select({
        studentId: students.id,
        firstName: users.firstName,
        lastName: users.lastName,
        parentEmail: students.parentEmail,
        parentEmail2: students.parentEmail2,
        groupIds: sql<
          number[]
        >`array(select gs.group_id from group_students gs where gs.student_id = ${students.id})`,
      })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(and(eq(students.id, studentId), eq(students.schoolId, schoolId), activeStudent));
    return row ?? null;
  }

  /** The codes still working for these students. */
  liveCodes(studentIds: number[]) {
    if (studentIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        invitationId: invitations.id,
        studentId: invitations.studentId,
        code: invitations.code,
        email: invitations.email,
        createdAt: invitations.createdAt,
        sentAt: invitations.sentAt,
      })
      .from(invitations)
      .where(and(live, inArray(invitations.studentId, studentIds)))
      .orderBy(asc(invitations.createdAt), asc(invitations.id));
  }

  /** The parents who have joined, per student. */
  joinedParents(studentIds: number[]) {
    if (studentIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        studentId: parentStudents.studentId,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        joinedAt: parentStudents.createdAt,
      })
      .from(parentStudents)
      .innerJoin(parents, eq(parents.id, parentStudents.parentId))
      .innerJoin(users, and(eq(users.id, parents.userId), isNull(users.deletedAt)))
      .where(inArray(parentStudents.studentId, studentIds))
      .orderBy(asc(parentStudents.createdAt));
  }

  /** Stores new codes (one statement: all or none). */
  async insertCodes(schoolId: number, invitedByTeacherId: number, codes: NewParentCode[], now: Date) {
    if (codes.length === 0) return;
    await this.db.insert(invitations).values(
      codes.map((c) => ({
        code: c.code,
        kind: 'ParentStudent' as const,
        schoolId,
        studentId: c.studentId,
        email: c.email,
        sentAt: c.email === null ? null : now,
        invitedByTeacherId,
      })),
    );
  }

  /** A working code of the school by id, with its student's classes; null if none. */
  async findLive(schoolId: number, invitationId: number) {
    const [row] = await this.db
      .select({
        invitationId: invitations.id,
        code: invitations.code,
        email: invitations.email,
        studentId: students.id,
        firstName: users.firstName,
        groupIds: sql<
          number[]
        >`array(select gs.group_id from group_students gs where gs.student_id = ${students.id})`,
      })
      .from(invitations)
      .innerJoin(students, eq(students.id, invitations.studentId))
      .innerJoin(users, eq(users.id, students.userId))
      .where(and(eq(invitations.id, invitationId), eq(invitations.schoolId, schoolId), live, activeStudent));
    return row ?? null;
  }

  async markSent(invitationId: number, now: Date) {
    await this.db
      .update(invitations)
      .set({ sentAt: now })
      .where(and(eq(invitations.id, invitationId), live));
  }

  /** Withdraws a working code; false when it was used or withdrawn meanwhile. */
  async withdraw(invitationId: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(invitations)
      .set({ revokedAt: now })
      .where(and(eq(invitations.id, invitationId), live))
      .returning({ id: invitations.id });
    return rows.length > 0;
  }

  async setParentEmails(studentId: number, emails: readonly string[]) {
    await this.db
      .update(students)
      .set({ parentEmail: emails[0] ?? null, parentEmail2: emails[1] ?? null })
      .where(eq(students.id, studentId));
  }

  /** What a parent's code is for: its school and child; null unless it still works for an active child. */
  async findUsableParentCode(code: string) {
    const [row] = await this.db
      .select({
        invitationId: invitations.id,
        schoolId: invitations.schoolId,
        schoolName: schools.name,
        studentId: students.id,
        childFirstName: users.firstName,
      })
      .from(invitations)
      .innerJoin(schools, eq(schools.id, invitations.schoolId))
      .innerJoin(students, eq(students.id, invitations.studentId))
      .innerJoin(users, eq(users.id, students.userId))
      .where(and(eq(invitations.code, code), live, activeStudent));
    return row ?? null;
  }

  /** An account by email (case-insensitive), not erased. */
  accountByEmail(email: string) {
    return accountByEmail(this.db, email);
  }

  /**
   * The code used up, the parent's account (made now, or theirs with the Parent role added), their
   * parent row and the link to the child, in one transaction. Null when the code was used or
   * withdrawn a moment before.
   */
  async acceptParentCode(o: {
    invitationId: number;
    schoolId: number;
    studentId: number;
    existingUserId: number | null;
    newUser: { firstName: string; lastName: string; email: string; passwordHash: string } | null;
    confirmation: { email: string; codeHash: string; expiresAt: Date } | null;
    now: Date;
  }) {
    return this.db.transaction(async (tx) => {
      const used = await tx
        .update(invitations)
        .set({ acceptedAt: o.now })
        .where(and(eq(invitations.id, o.invitationId), live))
        .returning({ id: invitations.id });
      if (used.length === 0) return null;
      let userId = o.existingUserId;
      if (userId === null) {
        if (!o.newUser) throw new Error('no account to accept with');
        const [user] = await tx
          .insert(users)
          .values({ ...o.newUser, userName: o.newUser.email.toLowerCase(), roles: ['Parent'] })
          .returning({ id: users.id });
        if (!user) throw new Error('the new account was not stored');
        userId = user.id;
        if (o.confirmation) await tx.insert(emailConfirmations).values({ ...o.confirmation, userId });
      } else {
        await tx
          .update(users)
          .set({
            roles: sql`case when 'Parent' = any(${users.roles}) then ${users.roles} else array_append(${users.roles}, 'Parent') end`,
          })
          .where(eq(users.id, userId));
      }
      await tx.insert(parents).values({ userId }).onConflictDoNothing();
      const [parent] = await tx.select({ id: parents.id }).from(parents).where(eq(parents.userId, userId));
      if (!parent) throw new Error('no parent row');
      await tx
        .insert(parentStudents)
        .values({ parentId: parent.id, studentId: o.studentId, schoolId: o.schoolId })
        .onConflictDoNothing();
      return { userId };
    });
  }
}
