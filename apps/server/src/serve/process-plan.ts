import type { Config } from '../config.ts';

/** How the server runs: one process (PGlite), or a primary and its workers (PostgreSQL). */
export type ProcessPlan =
  | { mode: 'single'; workers: 1; poolSize: number; ignoredConcurrency: boolean }
  | { mode: 'cluster'; workers: number; poolSize: number; ignoredConcurrency: false };

/** Connections shared among the workers by default: PostgreSQL's default limit is 100, and each worker also holds its LISTEN connections. */
const SHARED_POOL = 60;
const MIN_POOL = 4;
const MAX_POOL = 20;

/**
 * PostgreSQL: WEB_CONCURRENCY workers, one per core when unset, each with its share of the pool.
 * PGlite: one process whatever WEB_CONCURRENCY says, since the embedded database can be opened by
 * one process only (a second would corrupt its files); `ignoredConcurrency` lets the start-up say so.
 * Under `node --watch` (`npm run dev:server`) also one process: the watcher restarts on changes to the
 * files its own child loaded, and would never see those only the workers load.
 */
export function processPlan(
  config: Pick<Config, 'databaseUrl' | 'webConcurrency' | 'databasePoolSize'>,
  cores: number,
  watched = false,
): ProcessPlan {
  if (!config.databaseUrl || watched) {
    return {
      mode: 'single',
      workers: 1,
      poolSize: config.databasePoolSize || MAX_POOL,
      ignoredConcurrency: config.webConcurrency > 1,
    };
  }
  const workers = config.webConcurrency || Math.max(1, cores);
  const poolSize =
    config.databasePoolSize || Math.min(MAX_POOL, Math.max(MIN_POOL, Math.floor(SHARED_POOL / workers)));
  return { mode: 'cluster', workers, poolSize, ignoredConcurrency: false };
}
