import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures, refreshTokens, users } from '../../db/schema.ts';

/** Every query the sign-in flow makes. */
export class AuthRepository {
  constructor(private readonly db: Db) {}

  /** The account whose username or email matches, case-insensitively. */
  async findUserForLogin(login: string) {
    const lowered = login.toLowerCase();
    const [row] = await this.db
      .select({ id: users.id, roles: users.roles, passwordHash: users.passwordHash })
      .from(users)
      .where(or(sql`lower(${users.userName}) = ${lowered}`, sql`lower(${users.email}) = ${lowered}`))
      .limit(1);
    return row ?? null;
  }

  async findRoles(userId: number) {
    const [row] = await this.db.select({ roles: users.roles }).from(users).where(eq(users.id, userId));
    return row?.roles ?? null;
  }

  async countRecentFailures(subject: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.subject, subject), gt(loginFailures.failedAt, since)));
    return row?.n ?? 0;
  }

  async recordFailures(subjects: string[]) {
    await this.db.insert(loginFailures).values(subjects.map((subject) => ({ subject })));
  }

  /** A successful sign-in forgives the account's earlier failures (not the address's). */
  async clearFailures(subject: string) {
    await this.db.delete(loginFailures).where(eq(loginFailures.subject, subject));
  }

  async pruneFailures(before: Date) {
    await this.db.delete(loginFailures).where(lt(loginFailures.failedAt, before));
  }

  async storeRefreshToken(userId: number, tokenHash: string, expiresAt: Date) {
    await this.db.insert(refreshTokens).values({ userId, tokenHash, expiresAt });
  }

  /** The unrevoked, unexpired refresh token with this hash. */
  async findLiveRefreshToken(tokenHash: string) {
    const [row] = await this.db
      .select({ userId: refreshTokens.userId })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, new Date()),
        ),
      );
    return row ?? null;
  }

  async revokeRefreshToken(tokenHash: string) {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt)));
  }
}
