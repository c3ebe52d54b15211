import { availableParallelism } from 'node:os';

/**
 * How many test files run at once (vitest.config.ts's `maxWorkers`), at least two. Vitest's own default
 * is one fewer than the cores, which on a 2-core machine is one file at a time while the other core
 * idles (its API files wait on PostgreSQL, its fault tests on the processes they start). On PostgreSQL
 * each worker has a database of its own (global-setup-postgres.ts makes one per worker).
 */
export const TEST_WORKERS = Math.max(2, availableParallelism());
