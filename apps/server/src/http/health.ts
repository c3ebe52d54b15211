import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { ReplicaStatus } from '../db/read-replica.ts';
import { MESSAGES, RETRY_AFTER_SECONDS } from './errors.ts';

/** How long /readyz waits for the database's answer: a probe must answer quickly, whatever happens. */
export const READY_TIMEOUT_MS = 1000;

/**
 * Whether the database answers a trivial query within `timeoutMs`. A query left waiting (every
 * connection busy, a failover with no answer) is not awaited further; it ends on its own.
 */
export async function databaseAnswers(database: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([database.query('select 1').then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The probes, outside the API (no token, no access rule, hidden from the reference), both cheap:
 * `/healthz` says the process is alive and serving, and never asks the database, so a database
 * restart does not get the process restarted; `/readyz` says whether it can serve calls now (the
 * database answers), for a load balancer to send traffic elsewhere meanwhile.
 */
export function registerHealthRoutes(app: FastifyInstance, database: Database, worker?: number) {
  // `worker`: the cluster worker's id (decision 0023), so a client can tell which worker it reached.
  app.get('/healthz', { schema: { hide: true } }, async () => ({
    status: 'ok',
    database: database.kind,
    ...(worker !== undefined && { worker }),
  }));
  // Ready whatever the read replica's state: without it, reports read from the primary. Its state is
  // told for the operator (streaming, lagging or down, and how far behind), from the status the reads use.
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (await databaseAnswers(database, READY_TIMEOUT_MS))
      return {
        status: 'ready',
        database: database.kind,
        ...(database.replica && { replica: replicaState(await database.replica.status()) }),
      };
    return reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ message: MESSAGES.unavailable });
  });
}

/** The replica's state as /readyz tells it: the reason when it is not read from, the lag when it is. */
function replicaState(status: ReplicaStatus) {
  return {
    state: status.state,
    ...(status.reason !== undefined && { reason: status.reason }),
    ...(status.lagSeconds !== null && { lagSeconds: Math.round(status.lagSeconds * 10) / 10 }),
  };
}
