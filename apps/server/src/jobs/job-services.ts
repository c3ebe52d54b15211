import type { ServerLog, ServerModule, Services } from '../app-context.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { buildServices } from '../module-registry.ts';
import { buildSharedContext, OrderedLifecycle } from '../shared-context.ts';

const QUIET: ServerLog = { info: () => undefined, warn: () => undefined };

/**
 * Services for work outside a running server (a CLI run, a test world's set-up), built by their
 * modules from the shared context as the server builds them (decision 0027), with nothing listening:
 * nothing is cached, no timer starts, nothing is left to stop. What they publish still reaches the
 * servers that listen.
 */
export async function buildJobServices(
  options: { database: Database; config: Config; log?: ServerLog; now?: () => Date },
  modules: readonly ServerModule[],
): Promise<Services> {
  const shared = await buildSharedContext({
    // The server's timers (the Monday email) are the server's: a job never starts them.
    config: { ...options.config, weeklyInsightsEmails: false, answerFolds: false },
    database: options.database,
    log: options.log ?? QUIET,
    lifecycle: new OrderedLifecycle(),
    now: options.now,
    listen: false,
  });
  return (await buildServices(shared, modules)).services;
}
