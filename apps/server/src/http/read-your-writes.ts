import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReadReplica } from '../db/client.ts';
import { parseLsn, withReadRequest } from '../db/read-replica.ts';

/** The cookie that carries a client's last write's WAL position (decision 0052). */
export const READ_AFTER_COOKIE = 'mathsight_read_after';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A POST that only reads (its request is too long for a query string, e.g. the quiz inferences and
     * their CSV): it may read from the replica, and its answer sets no read-after cookie.
     */
    readsOnly?: boolean;
  }
}

/** A call that writes nothing: a GET or HEAD, or a route declared `readsOnly`. */
function onlyReads(request: FastifyRequest): boolean {
  return (
    request.method === 'GET' || request.method === 'HEAD' || request.routeOptions.config.readsOnly === true
  );
}

/**
 * Read your own writes with a read replica, on any node and with no sticky sessions: after a write
 * commits, its answer carries the primary's WAL position in a short-lived cookie; the client's next
 * reads go to the replica only once it has replayed that far (db/read-replica.ts decides). The cookie
 * lives as long as the lag the replica is allowed: past that, a replica still behind it is not read
 * at all. A forged cookie can only send its own reads to the primary, or show its holder older data.
 */
export function registerReadYourWrites(
  app: FastifyInstance,
  replica: ReadReplica,
  options: { maxLagSeconds: number; secure: boolean },
) {
  // A callback hook whose `done` runs inside the request's read context: the handler's reads see it.
  // preHandler, after the body is parsed: the parser's stream events would run outside the context.
  // Only a call that writes nothing may read from the replica (nothing read there is written back).
  app.addHook('preHandler', (request, _reply, done) => {
    // A WebSocket lives for hours and its context would be decided once for all of them: the primary.
    const mayUseReplica = onlyReads(request) && request.headers.upgrade === undefined;
    const readAfter = mayUseReplica ? parseLsn(request.cookies[READ_AFTER_COOKIE]) : null;
    withReadRequest({ mayUseReplica, readAfter }, done);
  });
  // A callback hook: the reads that pass straight through cost no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method === 'OPTIONS' || onlyReads(request) || reply.statusCode >= 400)
      return done(null, payload);
    replica.primaryLsn().then(
      (lsn) => {
        reply.setCookie(READ_AFTER_COOKIE, lsn, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: options.secure,
          // A few seconds beyond the bound, for the clocks of the nodes and the replica.
          maxAge: options.maxLagSeconds + 5,
        });
        done(null, payload);
      },
      (error: unknown) => {
        // The write is stored; only its position could not be read (the primary went away just after).
        request.log.warn({ err: error }, 'read replica: the write position could not be read');
        done(null, payload);
      },
    );
  });
}
