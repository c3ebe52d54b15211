import { and, count, eq, gt, isNotNull, isNull, lt, max, or, sql } from 'drizzle-orm';
import { endSession } from '../../auth/end-sessions-sql.ts';
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
   * The exchange in one statement (one round trip, one commit): finds the token by its hash and, if it
   * is live, of `userId` and unexpired, marks it rotated and stores its successor in the same family
   * (`newFamilyId` for a token issued before families existed); answers the token as found, whether
   * it was rotated, and the user's current roles. Null when no token has that hash.
   */
  async rotateRefreshToken(o: {
    tokenHash: string;
    userId: number;
    successorHash: string;
    successorExpiresAt: Date;
    newFamilyId: string;
  }) {
    const rows = await this.db.execute<{
      id: number;
      userId: number;
      familyId: string;
      expiresAt: Date | string;
      revokedAt: Date | string | null;
      rotatedAt: Date | string | null;
      rotated: boolean;
      roles: string[] | null;
    }>(sql`
with old as (
  select id, user_id, family_id, expires_at, revoked_at, rotated_at
  from refresh_tokens where token_hash = ${o.tokenHash}
),
rotated as (
  update refresh_tokens r
  set revoked_at = now(), rotated_at = now(), family_id = coalesce(r.family_id, ${o.newFamilyId})
  from old
  where r.id = old.id and r.revoked_at is null and old.user_id = ${o.userId} and old.expires_at > now()
  returning r.user_id, r.family_id
),
successor as (
  insert into refresh_tokens (user_id, token_hash, expires_at, family_id)
  select user_id, ${o.successorHash}, ${o.successorExpiresAt.toISOString()}::timestamptz, family_id from rotated
  returning id
)
select old.id, old.user_id as "userId", coalesce(old.family_id, ${o.newFamilyId}) as "familyId",
  old.expires_at as "expiresAt", old.revoked_at as "revokedAt", old.rotated_at as "rotatedAt",
  exists (select 1 from successor) as rotated, u.roles
from old left join users u on u.id = old.user_id`);
    const row = rows.rows[0];
    if (!row) return null;
    return {
      id: row.id,
      userId: row.userId,
      familyId: row.familyId,
      expiresAt: new Date(row.expiresAt),
      revokedAt: row.revokedAt === null ? null : new Date(row.revokedAt),
      rotatedAt: row.rotatedAt === null ? null : new Date(row.rotatedAt),
      rotated: row.rotated,
      roles: row.roles ?? [],
    };
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

  /**
   * Ends a sign-in whose token was copied (a rotated token used again): every token of the family,
   * and its access tokens on every node. Answers the ended session, for this node to refuse at once.
   */
  endFamily(familyId: string): Promise<string[]> {
    return this.db.transaction((tx) => endSession(tx, familyId));
  }

  /**
   * Sign-out: the token sent and the whole sign-in it belongs to (any sibling a concurrent refresh
   * made, and its access tokens on every node). Answers the ended session (none for an unknown token,
   * or one from before families existed, which no access token names).
   */
  endSignIn(tokenHash: string): Promise<string[]> {
    return this.db.transaction(async (tx) => {
      const [token] = await tx
        .update(refreshTokens)
        .set({ revokedAt: sql`coalesce(${refreshTokens.revokedAt}, now())` })
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .returning({ familyId: refreshTokens.familyId });
      return token?.familyId ? endSession(tx, token.familyId) : [];
    });
  }
}
