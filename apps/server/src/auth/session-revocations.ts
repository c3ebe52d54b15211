import type { Database } from '../db/client.ts';
import { RecentRevocations } from './recent-revocations.ts';
import { parseNotice, SESSIONS_CHANNEL } from './revocation-notice.ts';
import type { RevokedSessionsRepository } from './revoked-sessions.repository.ts';

/**
 * How long past an access token's lifetime a revocation is still kept: a token can be signed a moment
 * after its session was revoked (an exchange under way), so it may outlive the revocation by that moment.
 */
const MARGIN_SECONDS = 60;
/** A failed read of the revocations (the database away) is tried again this often until it works. */
const RETRY_MS = 2000;

type Log = { warn(o: object, msg: string): void };

/**
 * Which sign-ins have ended, known to this node without asking the database on a call (decision
 * 0025). The revocations of the last access-token lifetime are read at start; the ones made later
 * arrive by NOTIFY (written in the transaction that ended the sessions, so delivered once committed),
 * and the node that made one applies it at once (`ended`). After a lost LISTEN connection, whatever
 * was missed is read again.
 */
export class SessionRevocations {
  readonly #recent: RecentRevocations;
  readonly #keepSeconds: number;
  #stop: (() => Promise<void>) | undefined;
  #pruning: NodeJS.Timeout | undefined;
  #retry: NodeJS.Timeout | undefined;
  #stopped = false;

  constructor(
    private readonly repo: RevokedSessionsRepository,
    private readonly database: Pick<Database, 'listen'>,
    private readonly options: { accessTokenSeconds: number; log: Log },
  ) {
    this.#keepSeconds = options.accessTokenSeconds + MARGIN_SECONDS;
    this.#recent = new RecentRevocations(this.#keepSeconds * 1000);
  }

  async start() {
    // Listening first, then reading: a revocation committed in between is heard, if not read.
    this.#stop = await this.database.listen(
      SESSIONS_CHANNEL,
      (payload) => this.#hear(payload),
      () => this.#reloadUntilRead(),
    );
    await this.repo.pruneOlderThan(this.#keepSeconds);
    await this.reload();
    // The table only needs a token lifetime of rows; each node trims it now and then (cheap, indexed).
    this.#pruning = setInterval(() => {
      this.repo
        .pruneOlderThan(this.#keepSeconds)
        .catch((error: unknown) =>
          this.options.log.warn({ error: String(error) }, 'old revoked sessions not pruned'),
        );
    }, this.#keepSeconds * 1000);
    this.#pruning.unref();
  }

  async stop() {
    this.#stopped = true;
    clearInterval(this.#pruning);
    clearTimeout(this.#retry);
    await this.#stop?.();
  }

  /** Whether the sign-in an access token names has ended. A map lookup: no database on a call. */
  isRevoked(sessionId: string): boolean {
    return this.#recent.has(sessionId);
  }

  /** Sessions this node has just ended (committed): refused here at once, before its own NOTIFY comes back. */
  ended(sessionIds: readonly string[]) {
    const now = Date.now();
    for (const sessionId of sessionIds) this.#recent.add(sessionId, now, now);
  }

  /** Reads every recent revocation again (at start, and when notices may have been missed). */
  async reload() {
    const rows = await this.repo.since(this.#keepSeconds);
    const now = Date.now();
    for (const row of rows) this.#recent.add(row.sessionId, row.revokedAt.getTime(), now);
  }

  #hear(payload: string) {
    const notice = parseNotice(payload);
    if (notice === 'reload') this.#reloadUntilRead();
    else this.ended(notice.sessionIds);
  }

  /** A reload in the background, tried again until it works: missed revocations must not stay missed. */
  #reloadUntilRead() {
    clearTimeout(this.#retry);
    this.reload().catch((error: unknown) => {
      this.options.log.warn({ error: String(error) }, 'revoked sessions not read; trying again');
      if (this.#stopped) return;
      this.#retry = setTimeout(() => this.#reloadUntilRead(), RETRY_MS);
      this.#retry.unref();
    });
  }
}
