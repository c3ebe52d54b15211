import './process-faults.ts';
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { loadConfig } from './config.ts';
import { processPlan } from './serve/process-plan.ts';
import { errorReason } from './shared/redact-error.ts';

/**
 * Start-up (`npm start`, `npm run serve`): on PGlite one process does everything; on PostgreSQL a
 * primary prepares the database and keeps one worker per core (WEB_CONCURRENCY) serving (decision 0023).
 * Each role imports only its own code: the primary never loads the app, a worker never the seed.
 */
async function main() {
  const config = loadConfig();
  // Node sets WATCH_REPORT_DEPENDENCIES in the process it runs under --watch.
  const plan = processPlan(config, availableParallelism(), Boolean(process.env.WATCH_REPORT_DEPENDENCIES));
  if (cluster.isWorker) await (await import('./serve/worker.ts')).runWorker(config, plan);
  else if (plan.mode === 'cluster') await (await import('./serve/primary.ts')).runPrimary(config, plan);
  else await (await import('./serve/single.ts')).runSingle(config, plan);
}

main().catch((error) => {
  // One line, without the values of a failed statement (decision 0024).
  console.error(`Mathsight did not start: ${errorReason(error)}`);
  process.exit(1);
});
