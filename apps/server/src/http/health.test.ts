import net from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { MESSAGES, RETRY_AFTER_SECONDS } from './errors.ts';
import { databaseAnswers, READY_TIMEOUT_MS, registerHealthRoutes } from './health.ts';

const quiet = { warn: () => undefined, info: () => undefined };

/** A loopback address that accepts connections and never says a word (a database lost in a failover). */
async function silentServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

/** A loopback port nothing listens on (taken, then let go): a database that is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function probe(database: Database, url: string) {
  const app = Fastify();
  registerHealthRoutes(app, database);
  try {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url });
    return { res, took: performance.now() - started };
  } finally {
    await app.close();
  }
}

describe('the probes', () => {
  it('/readyz answers 200 when the database answers', { timeout: 30_000 }, async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const { res } = await probe(database, '/readyz');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ready', database: 'pglite' });
    } finally {
      await database.close();
    }
  });

  it('with the database down, /readyz answers 503 at once and /healthz still says the process is alive', async () => {
    const database = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/x`,
      log: quiet,
    });
    try {
      const ready = await probe(database, '/readyz');
      expect(ready.res.statusCode).toBe(503);
      expect(ready.res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(ready.res.json()).toEqual({ message: MESSAGES.unavailable });
      expect(ready.took).toBeLessThan(READY_TIMEOUT_MS);
      const health = await probe(database, '/healthz');
      expect(health.res.statusCode).toBe(200);
    } finally {
      await database.close();
    }
  });

  it('/readyz answers 503 within its short timeout when the database never answers', async () => {
    const silent = await silentServer();
    const database = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${silent.port}/x`,
      log: quiet,
    });
    try {
      const { res, took } = await probe(database, '/readyz');
      expect(res.statusCode).toBe(503);
      expect(took).toBeGreaterThanOrEqual(READY_TIMEOUT_MS - 50);
      expect(took).toBeLessThan(READY_TIMEOUT_MS + 2000);
      expect(await databaseAnswers(database, 50)).toBe(false);
    } finally {
      silent.close();
      await database.close();
    }
  });
});
