import type { FastifyInstance } from 'fastify';

/**
 * How the app stops: Fastify's close stops accepting connections, closes the idle ones and waits for
 * the requests in flight. A connection kept alive would outlive its request, though, holding the stop
 * until the client let it go; so once stopping, every answer says `Connection: close` and its
 * connection ends with it. Call before the app is ready (the hook is added then); it costs one
 * boolean test per answer.
 */
export function stopOnClose(app: FastifyInstance): () => Promise<void> {
  let stopping = false;
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });
  return async () => {
    stopping = true;
    await app.close();
  };
}
