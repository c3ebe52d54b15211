import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailConfirmations, users } from '../../db/schema.ts';

export type NewConfirmation = { userId: number; email: string; codeHash: string; expiresAt: Date };

/** Email confirmation links and the addresses they confirm. */
export class EmailConfirmationsRepository {
  constructor(private readonly db: Db) {}

  async insert(confirmation: NewConfirmation) {
    await this.db.insert(emailConfirmations).values(confirmation);
  }

  async findUser(userId: number) {
    const [row] = await this.db
      .select({
        userId: users.id,
        firstName: users.firstName,
        email: users.email,
        emailConfirmedAt: users.emailConfirmedAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  }

  /** Links sent to a user since a time: resending is limited. */
  async countSince(userId: number, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(emailConfirmations)
      .where(and(eq(emailConfirmations.userId, userId), gt(emailConfirmations.createdAt, since)));
    return row?.n ?? 0;
  }

  async findUsable(codeHash: string, now: Date) {
    const [row] = await this.db
      .select({
        id: emailConfirmations.id,
        userId: emailConfirmations.userId,
        email: emailConfirmations.email,
      })
      .from(emailConfirmations)
      .where(
        and(
          eq(emailConfirmations.codeHash, codeHash),
          isNull(emailConfirmations.usedAt),
          gt(emailConfirmations.expiresAt, now),
        ),
      );
    return row ?? null;
  }

  /**
   * Uses the link and makes its address the user's confirmed one, together: a link used once is gone
   * even if the address was taken by another account meanwhile (the caller then says so).
   */
  async confirm(o: { id: number; userId: number; email: string; now: Date }): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const used = await tx
        .update(emailConfirmations)
        .set({ usedAt: o.now })
        .where(and(eq(emailConfirmations.id, o.id), isNull(emailConfirmations.usedAt)))
        .returning({ id: emailConfirmations.id });
      if (used.length === 0) return false;
      await tx.update(users).set({ email: o.email, emailConfirmedAt: o.now }).where(eq(users.id, o.userId));
      return true;
    });
  }
}
