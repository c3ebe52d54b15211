import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { withStartLock } from '../db/start-lock.ts';
import { prepareDatabase } from './prepare-database.ts';
import { processLog } from './process-log.ts';
import type { ProcessPlan } from './process-plan.ts';
import { startUpMessage } from './start-up-message.ts';
import { Supervisor } from './supervisor.ts';

/**
 * The cluster primary (PostgreSQL): prepares the database once (one server at a time: db/start-lock.ts)
 * with connections of its own that it then closes, forks the workers, prints the start-up message once
 * they all listen, and passes SIGTERM/SIGINT on to them. It serves nothing itself; the workers share its
 * port (node:cluster hands each new connection to the next worker in turn).
 */
export async function runPrimary(config: Config, plan: ProcessPlan) {
  const log = processLog(config, { role: 'primary' });
  const { databaseUrl } = config;
  if (!databaseUrl) throw new Error('the cluster runs on PostgreSQL (DATABASE_URL)');
  const seeded = await withStartLock(databaseUrl, async () => {
    const database = await openDatabase({ databaseUrl, poolSize: 2 });
    return prepareDatabase(database, config).finally(() => database.close());
  });
  const supervisor = new Supervisor({
    workers: plan.workers,
    log,
    shutdownTimeoutMs: config.shutdownTimeoutSeconds * 1000,
    onListening: (port) => console.log(startUpMessage({ config, port, seeded, workers: plan.workers })),
    exit: (code) => process.exit(code),
  });
  process.on('SIGTERM', () => supervisor.signal('SIGTERM'));
  process.on('SIGINT', () => supervisor.signal('SIGINT'));
  // The workers run this same entry point (main.ts, with the primary's --import tsx), which sends them
  // to runWorker.
  supervisor.start();
}
