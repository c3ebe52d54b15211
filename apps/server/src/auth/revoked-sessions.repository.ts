import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { revokedSessions } from '../db/schema.ts';

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
