import { and, eq, ne, sql } from 'drizzle-orm';
import { endSessionsOfUser } from '../../auth/end-sessions-sql.ts';
import type { Db } from '../../db/client.ts';
import { schools, teachers, users } from '../../db/schema.ts';
import { eraseUser } from '../../school-members/erase-user-sql.ts';

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

  /** The new password and the end of every sign-in of the account, together; answers the sessions ended. */
  changePassword(userId: number, passwordHash: string): Promise<string[]> {
    return this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
      return endSessionsOfUser(tx, userId);
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
   * Deletes the account, in one transaction: the users row is emptied of the person (eraseUser,
   * shared with the school's GDPR erasure of students). Answers the schools they were in (to tell
   * who sees them) and the sign-ins ended, or null if there is no such account.
   */
  deleteAccount(userId: number): Promise<{ schoolIds: number[]; sessionIds: string[] } | null> {
    return this.db.transaction((tx) => eraseUser(tx, userId));
  }
}
