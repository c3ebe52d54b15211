import { and, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { endSessionsOfUser } from '../../auth/end-sessions-sql.ts';
import type { Db } from '../../db/client.ts';
import { passwordResets, users } from '../../db/schema.ts';

/** Forgotten-password links and the password change they make. */
export class PasswordResetsRepository {
  constructor(private readonly db: Db) {}

  /** The account a username or email address names (case ignored), with what a reset needs. */
  async findAccount(login: string) {
    const lowered = login.toLowerCase();
    const [row] = await this.db
      .select({ id: users.id, firstName: users.firstName, email: users.email })
      .from(users)
      .where(or(sql`lower(${users.userName}) = ${lowered}`, sql`lower(${users.email}) = ${lowered}`))
      .limit(1);
    return row ?? null;
  }

  async countSince(userId: number, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)));
    return row?.n ?? 0;
  }

  async insert(reset: { userId: number; codeHash: string; expiresAt: Date }) {
    await this.db.insert(passwordResets).values(reset);
  }

  async findUsable(codeHash: string, now: Date) {
    const [row] = await this.db
      .select({
        id: passwordResets.id,
        userId: passwordResets.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        userName: users.userName,
        email: users.email,
      })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(
        and(
          eq(passwordResets.codeHash, codeHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      );
    return row ?? null;
  }

  /**
   * Uses the link, sets the new password and ends every sign-in of the account, together. Every other
   * link of the account stops working too: one was enough. Answers the sessions ended, or null when
   * the link was used meanwhile.
   */
  async reset(o: { id: number; userId: number; passwordHash: string; now: Date }): Promise<string[] | null> {
    return this.db.transaction(async (tx) => {
      const used = await tx
        .update(passwordResets)
        .set({ usedAt: o.now })
        .where(and(eq(passwordResets.id, o.id), isNull(passwordResets.usedAt)))
        .returning({ id: passwordResets.id });
      if (used.length === 0) return null;
      await tx
        .update(passwordResets)
        .set({ usedAt: o.now })
        .where(and(eq(passwordResets.userId, o.userId), isNull(passwordResets.usedAt)));
      await tx.update(users).set({ passwordHash: o.passwordHash }).where(eq(users.id, o.userId));
      return endSessionsOfUser(tx, o.userId);
    });
  }
}
