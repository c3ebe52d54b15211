import net from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { connectionErrorIn, describeConnectionError, isConnectionError } from './connection-errors.ts';

const withCode = (code: string, message = 'database error') => Object.assign(new Error(message), { code });

/** A loopback port nothing listens on (taken, then let go). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('isConnectionError', () => {
  it('recognises what node-postgres raises when nothing listens at the address', async () => {
    const client = new pg.Client({
      connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/x`,
    });
    const failure = await client.connect().catch((error: unknown) => error);
    expect(isConnectionError(failure)).toBe(true);
  });

  it('recognises a pool that cannot get a connection in time (a database that accepts and never answers)', async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const pool = new pg.Pool({
      connectionString: `postgres://postgres@127.0.0.1:${port}/x`,
      connectionTimeoutMillis: 100,
    });
    try {
      const failure = await pool.query('select 1').catch((error: unknown) => error);
      expect(isConnectionError(failure)).toBe(true);
    } finally {
      await pool.end();
      silent.close();
    }
  });

  it('recognises SQLSTATE class 08, the shutdown codes 57P01–57P03 and 53300, on the error or down its cause chain', () => {
    for (const code of ['08000', '08003', '08006', '08P01', '57P01', '57P02', '57P03', '53300'])
      expect(isConnectionError(new DrizzleQueryError('select 1', [], withCode(code))), code).toBe(true);
    expect(isConnectionError(withCode('ECONNRESET'))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(new Error('timeout exceeded when trying to connect'))).toBe(true);
    // Node's attempt at several addresses: an AggregateError of each.
    expect(isConnectionError(new AggregateError([withCode('ECONNREFUSED')], 'connect failed'))).toBe(true);
  });

  it('leaves every other failure alone: constraint, data, syntax, permission, cancelled, our own', () => {
    for (const code of ['23505', '22P05', '42601', '42501', '57014', '40001'])
      expect(isConnectionError(new DrizzleQueryError('select 1', [], withCode(code))), code).toBe(false);
    expect(isConnectionError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isConnectionError(undefined)).toBe(false);
    expect(isConnectionError('ECONNRESET')).toBe(false);
  });

  it('describes the connection error itself, never the query that carried it', () => {
    const wrapped = new DrizzleQueryError(
      'select secret from t where x = $1',
      ['value'],
      withCode('57P01', 'terminating'),
    );
    expect(describeConnectionError(connectionErrorIn(wrapped))).toBe('57P01 terminating');
  });
});
