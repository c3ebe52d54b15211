import { and, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groups, groupTeachers, invitations, schools, teachers, users } from '../../db/schema.ts';
import { addStudentToClass, type NewStudentAccount } from '../../school-members/add-students-sql.ts';
import {
  accountByEmail,
  confirmedTeachersByEmail,
  emailConfirmed,
  personName,
  schoolName,
} from '../../school-members/member-reads-sql.ts';

/** Invitation codes, and the accounts made with them. */
export class InvitationsRepository {
  constructor(private readonly db: Db) {}

  /**
   * A class's or a teacher's code that still works: not revoked, not expired, and (for a teacher's)
   * not yet used. Parents' codes are the parent-invitations module's.
   */
  async findUsable(code: string, now: Date) {
    const [row] = await this.db
      .select({
        id: invitations.id,
        kind: invitations.kind,
        schoolId: invitations.schoolId,
        schoolName: schools.name,
        groupId: groups.id,
        groupCode: groups.code,
        groupDescription: groups.description,
        email: invitations.email,
        firstName: invitations.firstName,
        lastName: invitations.lastName,
        invitedBy: sql<string | null>`(
          select u.first_name || ' ' || u.last_name from teachers t join users u on u.id = t.user_id
          where t.id = ${invitations.invitedByTeacherId})`,
      })
      .from(invitations)
      .innerJoin(schools, eq(schools.id, invitations.schoolId))
      .leftJoin(groups, and(eq(groups.id, invitations.groupId), eq(groups.isArchived, false)))
      .where(
        and(
          eq(invitations.code, code),
          ne(invitations.kind, 'ParentStudent'),
          isNull(invitations.revokedAt),
          or(isNull(invitations.expiresAt), gt(invitations.expiresAt, now)),
          or(eq(invitations.kind, 'ClassStudent'), isNull(invitations.acceptedAt)),
        ),
      );
    return row ?? null;
  }

  async userNameTaken(userName: string): Promise<boolean> {
    const lowered = userName.toLowerCase();
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.userName}) = ${lowered} or lower(${users.email}) = ${lowered}`)
      .limit(1);
    return rows.length > 0;
  }

  /** A student's sign-up with their class's code: one transaction (school-members/add-students-sql.ts). */
  async createStudent(o: { schoolId: number; groupId: number; student: NewStudentAccount; now: Date }) {
    return this.db.transaction((tx) => addStudentToClass(tx, o));
  }

  /** The class a student code belongs to (for its teachers adding colleagues). */
  async classOfCode(code: string) {
    const [row] = await this.db
      .select({ groupId: invitations.groupId })
      .from(invitations)
      .where(
        and(eq(invitations.code, code), eq(invitations.kind, 'ClassStudent'), isNull(invitations.revokedAt)),
      );
    return row?.groupId ?? null;
  }

  /** An account by email (case-insensitive): for an invitation to an address that may already have one. */
  accountByEmail(email: string) {
    return accountByEmail(this.db, email);
  }

  emailConfirmed(userId: number) {
    return emailConfirmed(this.db, userId);
  }

  /** The school's Confirmed teachers among `teacherIds`, with their names and whether they teach the class. */
  schoolTeachers(schoolId: number, groupId: number, teacherIds: number[]) {
    if (teacherIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        teacherId: teachers.id,
        userId: teachers.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        teaches: sql<boolean>`exists (select 1 from group_teachers gt where gt.group_id = ${groupId} and gt.teacher_id = ${teachers.id})`,
      })
      .from(teachers)
      .innerJoin(users, eq(users.id, teachers.userId))
      .where(
        and(
          eq(teachers.schoolId, schoolId),
          eq(teachers.membershipStatus, 'Confirmed'),
          inArray(teachers.id, teacherIds),
        ),
      );
  }

  /**
   * The colleagues chosen join the class, and each emailed invitation is stored, in one
   * transaction: the teacher's choices are kept all together or not at all.
   */
  async addClassTeachers(o: {
    schoolId: number;
    groupId: number;
    teacherIds: number[];
    invitations: Array<{ code: string; email: string; firstName: string; lastName: string }>;
    invitedByTeacherId: number;
    expiresAt: Date;
  }) {
    await this.db.transaction(async (tx) => {
      if (o.teacherIds.length > 0) {
        await tx
          .insert(groupTeachers)
          .values(o.teacherIds.map((teacherId) => ({ groupId: o.groupId, teacherId, schoolId: o.schoolId })))
          .onConflictDoNothing();
      }
      if (o.invitations.length > 0) {
        await tx.insert(invitations).values(
          o.invitations.map((invitation) => ({
            ...invitation,
            kind: 'ClassTeacher' as const,
            schoolId: o.schoolId,
            groupId: o.groupId,
            invitedByTeacherId: o.invitedByTeacherId,
            expiresAt: o.expiresAt,
          })),
        );
      }
    });
  }

  /**
   * An invited teacher accepts: their account (made now, or the one they have), a Confirmed place
   * in the school (they were invited by one of its teachers, to that address), the class, and the
   * invitation used up, in one transaction. Null when someone used the invitation a moment before.
   */
  async acceptTeacherInvitation(o: {
    invitationId: number;
    schoolId: number;
    groupId: number | null;
    existingUserId: number | null;
    newUser: { firstName: string; lastName: string; email: string; passwordHash: string } | null;
    now: Date;
  }) {
    return this.db.transaction(async (tx) => {
      const used = await tx
        .update(invitations)
        .set({ acceptedAt: o.now })
        .where(and(eq(invitations.id, o.invitationId), isNull(invitations.acceptedAt)))
        .returning({ id: invitations.id });
      if (used.length === 0) return null;
      let userId = o.existingUserId;
      if (userId === null) {
        if (!o.newUser) throw new Error('no account to accept with');
        const [user] = await tx
          .insert(users)
          .values({
            ...o.newUser,
            userName: o.newUser.email,
            roles: ['Teacher'],
            emailConfirmedAt: o.now,
            currentSchoolId: o.schoolId,
          })
          .returning({ id: users.id });
        if (!user) throw new Error('the new account was not stored');
        userId = user.id;
      } else {
        await tx
          .update(users)
          .set({
            roles: sql`case when 'Teacher' = any(${users.roles}) then ${users.roles} else array_append(${users.roles}, 'Teacher') end`,
            currentSchoolId: o.schoolId,
          })
          .where(eq(users.id, userId));
      }
      const [teacher] = await tx
        .insert(teachers)
        .values({ userId, schoolId: o.schoolId, membershipStatus: 'Confirmed', verifiedInSchool: true })
        .onConflictDoUpdate({
          target: [teachers.userId, teachers.schoolId],
          set: { membershipStatus: 'Confirmed', verifiedInSchool: true },
        })
        .returning({ id: teachers.id });
      if (!teacher) throw new Error('the membership was not stored');
      if (o.groupId !== null) {
        await tx
          .insert(groupTeachers)
          .values({ groupId: o.groupId, teacherId: teacher.id, schoolId: o.schoolId })
          .onConflictDoNothing();
      }
      return { userId, teacherId: teacher.id };
    });
  }

  personName(userId: number) {
    return personName(this.db, userId);
  }

  confirmedTeachersByEmail(schoolId: number, emails: string[]) {
    return confirmedTeachersByEmail(this.db, schoolId, emails);
  }

  schoolName(schoolId: number) {
    return schoolName(this.db, schoolId);
  }
}
