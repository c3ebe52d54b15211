import type { Lifecycle, ServerLog, SharedContext } from './app-context.ts';
import { RevokedSessionsRepository } from './auth/revoked-sessions.repository.ts';
import { loadOrCreateSecret } from './auth/secrets-sql.ts';
import { SessionRevocations } from './auth/session-revocations.ts';
import { TokenService } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { MailRepository } from './mail/mail.repository.ts';
import { MailService } from './mail/mail.service.ts';
import { UnsubscribeTokens } from './mail/unsubscribe-tokens.ts';
import { ContextChanges, WORK_CHANNEL } from './notify-bus/context-changes.ts';
import { ReportCache } from './reporting/report-cache.ts';
import { SchoolAccessRepository } from './school-access/school-access.repository.ts';
import { SchoolAccessService } from './school-access/school-access.service.ts';
import { SchoolCache } from './school-access/school-cache.ts';
import { ClassMembership } from './school-members/class-membership.ts';
import type { SchoolAccess } from './shared/school-access.ts';

export interface SharedContextOptions {
  config: Config;
  database: Database;
  log: ServerLog;
  lifecycle: Lifecycle;
  now?: () => Date;
  /**
   * false for one-off jobs (a CLI run, a test's sender): nothing listens, so nothing is left to stop;
   * what they publish still reaches the listening servers.
   */
  listen?: boolean;
}

/**
 * The one way to build what modules share (the server, test apps and jobs alike). The channels
 * listen from here on (unless `listen` is false); lifecycle.onClose stops them.
 */
export async function buildSharedContext(options: SharedContextOptions): Promise<SharedContext> {
  const { database, log, lifecycle, listen = true } = options;
  // Deaf to other nodes' evictions, a job keeps nothing cached.
  const config = listen
    ? options.config
    : { ...options.config, accessCacheSeconds: 0, planCacheSeconds: 0, reportCacheSeconds: 0 };
  const tokens = new TokenService(await loadOrCreateSecret(database.db, 'jwt'), {
    accessSeconds: config.accessTokenTtlSeconds,
    refreshSeconds: config.refreshTokenTtlSeconds,
  });
  // Ended sign-ins, known in memory: an access token stops at once, at no query per call (decision 0025).
  const revocations = new SessionRevocations(new RevokedSessionsRepository(database.db), database, {
    accessTokenSeconds: config.accessTokenTtlSeconds,
    log,
  });
  const contextChanges = new ContextChanges(database);
  // Set work has its own NOTIFY channel: a school's work changing must not evict users/me (decision 0005).
  const workChanges = new ContextChanges(database, WORK_CHANNEL);
  if (listen) {
    for (const listener of [revocations, contextChanges, workChanges]) {
      await listener.start();
      lifecycle.onClose(() => listener.stop());
    }
  }

  // Who a teacher is in a school: one service every module asks (school-access/).
  const schoolAccess = new SchoolCache<SchoolAccess | null>(config.accessCacheSeconds * 1000);
  contextChanges.onChange((change) => schoolAccess.evict(change));
  // Back after a lost database connection: the evictions published meanwhile were never heard here.
  contextChanges.onResubscribed(() => schoolAccess.clear());
  const access = new SchoolAccessService(new SchoolAccessRepository(database.db), schoolAccess);

  // A school's report figures, shared by its teachers: gone when its work or its classes change.
  const replica = database.replica;
  const reports = new ReportCache(
    config.reportCacheSeconds * 1000,
    undefined,
    replica && (() => replica.source()),
  );
  for (const channel of [contextChanges, workChanges]) {
    channel.onChange((change) => reports.evict(change));
    channel.onResubscribed(() => reports.clear());
  }

  // Email: every message through one service (outbox, then SMTP when configured).
  const unsubscribeTokens = new UnsubscribeTokens(await loadOrCreateSecret(database.db, 'unsubscribe'));
  const mail = new MailService(new MailRepository(database.db), config, unsubscribeTokens, log);
  return {
    config,
    database,
    log,
    lifecycle,
    tokens,
    revocations,
    contextChanges,
    workChanges,
    access,
    reports,
    membership: new ClassMembership(contextChanges),
    mail,
    unsubscribeTokens,
    now: options.now,
  };
}

/** A lifecycle that keeps its hooks in order, for builders without a Fastify instance (and app.ts). */
export class OrderedLifecycle implements Lifecycle {
  readonly #ready: Array<() => void | Promise<void>> = [];
  readonly #close: Array<() => void | Promise<void>> = [];

  onReady(start: () => void | Promise<void>) {
    this.#ready.push(start);
  }

  onClose(stop: () => void | Promise<void>) {
    this.#close.push(stop);
  }

  async ready() {
    for (const start of this.#ready) await start();
  }

  /** Modules' stops first (added last), then the shared channels' (added first). */
  async close() {
    for (const stop of [...this.#close].reverse()) await stop();
  }
}
