import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { loadConfig } from './config.ts';
import { runPrimary } from './serve/primary.ts';
import { processPlan } from './serve/process-plan.ts';
import { runSingle } from './serve/single.ts';
import { runWorker } from './serve/worker.ts';

/**
 * Start-up (`npm start`, `npm run serve`): on PGlite one process does everything; on PostgreSQL a
 * primary prepares the database and keeps one worker per core (WEB_CONCURRENCY) serving (decision 0023).
 */
async function main() {
  const config = loadConfig();
  const plan = processPlan(config, availableParallelism());
  if (cluster.isWorker) await runWorker(config, plan);
  else if (plan.mode === 'cluster') await runPrimary(config, plan);
  else await runSingle(config, plan);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
