import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  emailConfirmations,
  emailOutbox,
  emailPreferences,
  featureFlags,
  loginFailures,
  notifications,
  parentStudents,
  parents,
  passwordResets,
  refreshTokens,
  schools,
  students,
  teachers,
  userState,
  users,
} from '../../db/schema.ts';

/** A signed-in user's own account: its password and its sign-ins. */
export class AccountRepository {
  constructor(private readonly db: Db) {}

  async findUser(userId: number) {
    const [row] = await this.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        userName: users.userName,
        email: users.email,
        roles: users.roles,
        passwordHash: users.passwordHash,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  }

  async emailTakenByOther(userId: number, email: string): Promise<boolean> {
    const lowered = email.toLowerCase();
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          ne(users.id, userId),
          sql`(lower(${users.email}) = ${lowered} or lower(${users.userName}) = ${lowered})`,
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  /** The new password and the end of every sign-in of the account, together. */
  async changePassword(userId: number, passwordHash: string) {
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    });
  }

  /**
   * The schools this user alone administers while other Confirmed teachers remain: leaving them (or
   * deleting the account) would leave a school nobody can run.
   */
  async schoolsOnlyThey(userId: number, schoolId?: number) {
    const rows = await this.db.execute<{ school_id: number; name: string }>(sql`
      select s.id as school_id, s.name
      from ${teachers} me join ${schools} s on s.id = me.school_id
      where me.user_id = ${userId} and me.is_school_administrator and me.membership_status = 'Confirmed'
        ${schoolId === undefined ? sql`` : sql`and me.school_id = ${schoolId}`}
        and not exists (select 1 from teachers a where a.school_id = me.school_id and a.id <> me.id
                        and a.is_school_administrator and a.membership_status = 'Confirmed')
        and exists (select 1 from teachers o where o.school_id = me.school_id and o.id <> me.id
                    and o.membership_status = 'Confirmed')`);
    return rows.rows.map((r) => ({ schoolId: r.school_id, name: r.name }));
  }

  /** Leaves a school: the membership (and with it the classes taught there) and, if it was, the current school. */
  async leaveSchool(userId: number, schoolId: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const left = await tx
        .delete(teachers)
        .where(and(eq(teachers.userId, userId), eq(teachers.schoolId, schoolId)))
        .returning({ id: teachers.id });
      if (left.length === 0) return false;
      await tx
        .update(users)
        .set({ currentSchoolId: null })
        .where(and(eq(users.id, userId), eq(users.currentSchoolId, schoolId)));
      return true;
    });
  }

  /**
   * Deletes the account, in one transaction. The users row stays (answers, set work and class results
   * point at it and must still add up) but is emptied of the person: no name, address, birth date,
   * password or sign-in. Every sign-in ends; their memberships of schools go (with the classes they
   * taught: the classes and the work they set stay with the school), and their links to children;
   * a student's rows are archived, so they leave every list while their answers still count. What
   * was kept about them alone goes too: user state, email choices and sent emails, unused links,
   * notifications, their own feature flags, counted failed sign-ins.
   * Answers the schools they were in (to tell who sees them), or null if there is no such account.
   */
  async deleteAccount(userId: number): Promise<{ schoolIds: number[] } | null> {
    return this.db.transaction(async (tx) => {
      const [user] = await tx
        .select({ roles: users.roles })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .for('update');
      if (!user) return null;
      const studentOnly = user.roles.includes('Student') && !user.roles.includes('Teacher');
      await tx
        .update(users)
        .set({
          firstName: 'Deleted',
          lastName: studentOnly ? 'student' : 'user',
          title: null,
          email: null,
          dateOfBirth: null,
          passwordHash: null,
          userName: `deleted-${userId}-${randomUUID().slice(0, 8)}`,
          emailConfirmedAt: null,
          isPlus: false,
          currentSchoolId: null,
          lastSeenAt: null,
          deletedAt: new Date(),
        })
        .where(eq(users.id, userId));
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
      // Group teachers go with the memberships; set work keeps going (its creator becomes null).
      const taught = await tx
        .delete(teachers)
        .where(eq(teachers.userId, userId))
        .returning({ schoolId: teachers.schoolId });
      const archived = await tx
        .update(students)
        .set({ isArchived: true })
        .where(eq(students.userId, userId))
        .returning({ id: students.id, schoolId: students.schoolId });
      if (archived.length > 0) {
        // Parents no longer follow a child whose account is gone.
        await tx.delete(parentStudents).where(
          inArray(
            parentStudents.studentId,
            archived.map((s) => s.id),
          ),
        );
      }
      // The parent's links to their children go with the parents row.
      await tx.delete(parents).where(eq(parents.userId, userId));
      await tx.delete(userState).where(eq(userState.userId, userId));
      await tx.delete(emailConfirmations).where(eq(emailConfirmations.userId, userId));
      await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
      await tx.delete(emailPreferences).where(eq(emailPreferences.userId, userId));
      await tx.delete(emailOutbox).where(eq(emailOutbox.userId, userId));
      await tx.delete(notifications).where(eq(notifications.userId, userId));
      await tx.delete(featureFlags).where(eq(featureFlags.userId, userId));
      await tx.delete(loginFailures).where(eq(loginFailures.subject, `account:${userId}`));
      return { schoolIds: [...new Set([...taught, ...archived].map((row) => row.schoolId))] };
    });
  }
}
