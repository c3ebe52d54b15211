import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groupStudents, groups, invitations, schools, students, users } from '../../db/schema.ts';
import { enrolInClassWork } from '../../work/enrol-in-class-work.ts';

type NewStudent = { firstName: string; lastName: string; userName: string; passwordHash: string };

/** Invitation codes, and the accounts made with them. */
export class InvitationsRepository {
  constructor(private readonly db: Db) {}

  /** A code that still works: not revoked, not expired, and (for a teacher's) not yet used. */
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
      })
      .from(invitations)
      .innerJoin(schools, eq(schools.id, invitations.schoolId))
      .leftJoin(groups, and(eq(groups.id, invitations.groupId), eq(groups.isArchived, false)))
      .where(
        and(
          eq(invitations.code, code),
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

  /**
   * The student's account, their place in the school and the class, and the class's current work,
   * in one transaction: a sign-up is all there or not at all.
   */
  async createStudent(o: { schoolId: number; groupId: number; student: NewStudent; now: Date }) {
    return this.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ ...o.student, roles: ['Student'], currentSchoolId: o.schoolId })
        .returning({ id: users.id });
      if (!user) throw new Error('the new account was not stored');
      const [student] = await tx
        .insert(students)
        .values({ userId: user.id, schoolId: o.schoolId })
        .returning({ id: students.id });
      if (!student) throw new Error('the new student was not stored');
      await tx
        .insert(groupStudents)
        .values({ groupId: o.groupId, studentId: student.id, schoolId: o.schoolId });
      await enrolInClassWork(tx, { groupId: o.groupId, studentId: student.id, now: o.now });
      return { userId: user.id, studentId: student.id };
    });
  }
}
