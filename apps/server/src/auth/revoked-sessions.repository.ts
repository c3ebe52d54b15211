import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { refreshTokens, revokedSessions } from '../db/schema.ts';
import { encodeNotice, SESSIONS_CHANNEL } from './revocation-notice.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Ends every sign-in of a user, inside the caller's transaction (password changed or reset, account
 * erased): their refresh tokens are revoked and their access tokens refused by every node. Answers
 * the sessions ended, for this node to refuse at once (SessionRevocations.ended).
 */
export async function endSessionsOfUser(tx: Tx, userId: number): Promise<string[]> {
  const revoked = await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  // A token from before families existed has none; no access token names it (the exchange gives one).
  const sessionIds = [...new Set(revoked.flatMap((row) => (row.familyId ? [row.familyId] : [])))];
  await recordRevoked(tx, sessionIds);
  return sessionIds;
}

/** Ends one sign-in (a refresh-token family) inside the caller's transaction: sign-out, or a copied token. */
export async function endSession(tx: Tx, sessionId: string): Promise<string[]> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)));
  await recordRevoked(tx, [sessionId]);
  return [sessionId];
}

/**
 * The revocation rows and the NOTIFY, in the transaction that ended the sessions: other nodes hear of
 * it only once it is committed, and a node starting meanwhile reads the rows.
 */
async function recordRevoked(tx: Tx, sessionIds: string[]) {
  if (sessionIds.length === 0) return;
  await tx
    .insert(revokedSessions)
    .values(sessionIds.map((sessionId) => ({ sessionId })))
    .onConflictDoNothing();
  await tx.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${encodeNotice(sessionIds)})`);
}

/** The revocations a node keeps in memory: read at start (and after a lost LISTEN), pruned when too old to matter. */
export class RevokedSessionsRepository {
  constructor(private readonly db: Db) {}

  /** Sessions revoked within the last `seconds`, and when. */
  async since(seconds: number): Promise<Array<{ sessionId: string; revokedAt: Date }>> {
    const rows = await this.db.execute<{ session_id: string; revoked_at: Date | string }>(sql`
      select session_id, revoked_at from ${revokedSessions}
      where revoked_at > now() - make_interval(secs => ${seconds})
      order by revoked_at`);
    return rows.rows.map((row) => ({ sessionId: row.session_id, revokedAt: new Date(row.revoked_at) }));
  }

  /** Forgets revocations older than `seconds`: every access token of theirs has expired. */
  async pruneOlderThan(seconds: number): Promise<void> {
    await this.db.execute(
      sql`delete from ${revokedSessions} where revoked_at < now() - make_interval(secs => ${seconds})`,
    );
  }
}
