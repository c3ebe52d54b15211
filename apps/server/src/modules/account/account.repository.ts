import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens, users } from '../../db/schema.ts';

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
}
