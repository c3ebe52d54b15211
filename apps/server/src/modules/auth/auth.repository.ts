import { and, count, eq, gt, isNotNull, isNull, lt, max, or, sql } from 'drizzle-orm';
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

  /** How many failures a subject made since `since`, and when the latest was. */
  async recentFailures(subject: string, since: Date): Promise<{ count: number; latest: Date | null }> {
    const [row] = await this.db
      .select({ n: count(), latest: max(loginFailures.failedAt) })
      .from(loginFailures)
      .where(and(eq(loginFailures.subject, subject), gt(loginFailures.failedAt, since)));
    return { count: row?.n ?? 0, latest: row?.latest ?? null };
  }

  async recordFailures(subjects: string[]) {
    const failedAt = new Date();
    await this.db.insert(loginFailures).values(subjects.map((subject) => ({ subject, failedAt })));
  }

  /** A successful sign-in forgives the account's earlier failures (not the address's). */
  async clearFailures(subject: string) {
    await this.db.delete(loginFailures).where(eq(loginFailures.subject, subject));
  }

  async pruneFailures(before: Date) {
    await this.db.delete(loginFailures).where(lt(loginFailures.failedAt, before));
  }

  async storeRefreshToken(token: { userId: number; tokenHash: string; expiresAt: Date; familyId: string }) {
    await this.db.insert(refreshTokens).values(token);
  }

  /** The stored refresh token with this hash, revoked or not. */
  async findRefreshToken(tokenHash: string) {
    const [row] = await this.db
      .select({
        id: refreshTokens.id,
        userId: refreshTokens.userId,
        familyId: refreshTokens.familyId,
        expiresAt: refreshTokens.expiresAt,
        revokedAt: refreshTokens.revokedAt,
        rotatedAt: refreshTokens.rotatedAt,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    return row ?? null;
  }

  /**
   * Marks a live token as exchanged for its successor (and puts it in `familyId`, for tokens issued
   * before families existed). False when it was no longer live: another request rotated it first.
   */
  async markRotated(id: number, familyId: string): Promise<boolean> {
    const now = new Date();
    const rows = await this.db
      .update(refreshTokens)
      .set({ revokedAt: now, rotatedAt: now, familyId })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    return rows.length > 0;
  }

  /**
   * True once the sign-in was ended: some token of the family was revoked without being rotated
   * (logged out, or the family revoked after a reuse).
   */
  async familyIsRevoked(familyId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, familyId),
          isNotNull(refreshTokens.revokedAt),
          isNull(refreshTokens.rotatedAt),
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  async revokeFamily(familyId: string) {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  async revokeRefreshToken(tokenHash: string) {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt)));
  }
}
