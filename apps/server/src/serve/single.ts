import { buildApp } from '../app.ts';
import { type Config, replicaOf } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { Drain, drainOnSignals } from './drain.ts';
import { prepareDatabase } from './prepare-database.ts';
import type { ProcessPlan } from './process-plan.ts';
import { startUpMessage } from './start-up-message.ts';
import { stopOnClose } from './stop-app.ts';

/** PGlite (or node --watch): one process opens the database, prepares it, serves, and stops on a signal. */
export async function runSingle(config: Config, plan: ProcessPlan) {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: plan.poolSize,
    replica: replicaOf(config),
  });
  const seeded = await prepareDatabase(database, config);
  const app = await buildApp({ config, database, logger: true });
  const stopApp = stopOnClose(app);
  drainOnSignals(
    new Drain({
      close: async () => {
        await stopApp();
        await database.close();
      },
      timeoutMs: config.shutdownTimeoutSeconds * 1000,
      log: app.log,
      exit: (code) => process.exit(code),
    }),
  );
  await app.listen({ port: config.port, host: config.host });
  if (plan.ignoredConcurrency)
    app.log.warn(
      { webConcurrency: config.webConcurrency },
      'WEB_CONCURRENCY ignored: this server runs as one process (PGlite, or node --watch)',
    );
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(startUpMessage({ config, port, seeded, workers: null }));
}
