import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
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
  const families = await revokeLiveTokens(
    tx,
    and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)),
  );
  // A token from before families existed has none; no access token names it (the exchange gives one).
  const sessionIds = [...new Set(families.flatMap((familyId) => (familyId ? [familyId] : [])))];
  await recordRevoked(tx, sessionIds);
  return sessionIds;
}

/** Ends one sign-in (a refresh-token family) inside the caller's transaction: sign-out, or a copied token. */
export async function endSession(tx: Tx, sessionId: string): Promise<string[]> {
  await revokeLiveTokens(tx, and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)));
  await recordRevoked(tx, [sessionId]);
  return [sessionId];
}

/**
 * Revokes the live refresh tokens `where` picks, answering their families. Twice: an exchange under
 * way holds the lock on the token it rotates and inserts its successor; the first statement waits for
 * it, then skips the rotated token, but cannot see the successor (committed after that statement
 * began). The second statement, begun after the exchange committed, sees and revokes it; any later
 * exchange finds its token revoked by us.
 */
async function revokeLiveTokens(tx: Tx, where: SQL | undefined): Promise<Array<string | null>> {
  const families: Array<string | null> = [];
  for (let pass = 0; pass < 2; pass++) {
    const revoked = await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(where)
      .returning({ familyId: refreshTokens.familyId });
    families.push(...revoked.map((row) => row.familyId));
  }
  return families;
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
