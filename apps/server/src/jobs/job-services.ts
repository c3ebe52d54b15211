import type { ServerLog, ServerModule, Services } from '../app-context.ts';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { insideTransaction } from '../db/inside-transaction.ts';
import { buildServices } from '../module-registry.ts';
import { buildSharedContext, OrderedLifecycle } from '../shared-context.ts';

const QUIET: ServerLog = { info: () => undefined, warn: () => undefined };

export interface JobServicesOptions {
  database: Database;
  config: Config;
  /**
   * An open transaction on `database` (the demo seed's): the services, and the shared context they are
   * built from, then make every statement in it (see inside-transaction.ts). The secrets are read (on a
   * first start, created) through it, and what is published goes as a NOTIFY on it, delivered at commit:
   * nothing runs outside the transaction, which on PGlite (one connection) would wait for it forever.
   */
  transaction?: Db;
  log?: ServerLog;
  /** The simulator's clock; otherwise the wall clock. */
  now?: () => Date;
}

/**
 * Services for work outside a running server (a CLI run, a test world's set-up, the simulator and the
 * demo seed), built by their modules from the shared context as the server builds them (decision 0027),
 * with nothing listening: nothing is cached, no timer starts, nothing is left to stop. What they publish
 * still reaches the servers that listen.
 */
export async function buildJobServices(
  options: JobServicesOptions,
  modules: readonly ServerModule[],
): Promise<Services> {
  const { transaction } = options;
  const shared = await buildSharedContext({
    // The server's timers (the Monday email) are the server's: a job never starts them.
    config: {
      ...options.config,
      weeklyInsightsEmails: false,
      nightlySync: false,
      nightlyPrune: false,
      answerFolds: false,
    },
    database: transaction ? insideTransaction(options.database, transaction) : options.database,
    log: options.log ?? QUIET,
    lifecycle: new OrderedLifecycle(),
    now: options.now,
    listen: false,
  });
  return (await buildServices(shared, modules)).services;
}
