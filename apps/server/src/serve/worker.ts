import cluster from 'node:cluster';
import { buildApp } from '../app.ts';
import { type Config, replicaOf } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { Drain, drainOnSignals } from './drain.ts';
import { processLog } from './process-log.ts';
import type { ProcessPlan } from './process-plan.ts';
import { stopOnClose } from './stop-app.ts';
import { SHUTDOWN_MESSAGE, WORKER_SLOT_ENV } from './worker-protocol.ts';

/**
 * A cluster worker: opens the database (prepared by the primary), serves, and stops when the primary
 * asks or on its own SIGTERM/SIGINT. The Monday email's scheduler runs in the first slot only: its
 * sends are claimed in the database, so more would be safe, but every worker would walk the same
 * teachers at the same moment for nothing (decision 0023).
 */
export async function runWorker(config: Config, plan: ProcessPlan) {
  const slot = Number(process.env[WORKER_SLOT_ENV] ?? 0);
  const worker = cluster.worker?.id ?? 0;
  const log = processLog(config, { worker, slot });
  const starting = start(config, plan, slot, worker);
  const drain = new Drain({
    close: async () => {
      // Asked to stop while starting: finish starting, then stop as usual.
      const started = await starting.catch(() => null);
      await started?.stopApp();
      await started?.database.close();
    },
    timeoutMs: config.shutdownTimeoutSeconds * 1000,
    log,
    exit: (code) => process.exit(code),
  });
  process.on('message', (message) => {
    if (message === SHUTDOWN_MESSAGE) drain.start('asked by the primary');
  });
  drainOnSignals(drain);
  await starting;
}

async function start(config: Config, plan: ProcessPlan, slot: number, worker: number) {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: plan.poolSize,
    replica: replicaOf(config),
  });
  const app = await buildApp({
    config: {
      ...config,
      weeklyInsightsEmails: config.weeklyInsightsEmails && slot === 0,
      nightlySync: config.nightlySync && slot === 0,
      nightlyPrune: config.nightlyPrune && slot === 0,
    },
    database,
    logger: true,
    worker,
  });
  const stopApp = stopOnClose(app);
  await app.listen({ port: config.port, host: config.host });
  return { stopApp, database };
}
