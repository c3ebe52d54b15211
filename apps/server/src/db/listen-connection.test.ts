import net from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isConnectionError } from './connection-errors.ts';
import { ListenConnection } from './listen-connection.ts';

// Losing and regaining the connection is shown against a real PostgreSQL restart in
// ops/postgres-restart.test.ts; here, what needs no server.

describe('ListenConnection', () => {
  it('fails the first listen when the database cannot be reached, as at start-up, and keeps nothing', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const lines: string[] = [];
    const connection = new ListenConnection(
      () => new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/x` }),
      { log: { warn: (m) => lines.push(m), info: (m) => lines.push(m) } },
    );
    const failure = await connection.listen('some_channel', () => undefined).catch((error: unknown) => error);
    expect(isConnectionError(failure)).toBe(true);
    // Nothing was lost (it never connected), so no reconnection was started.
    expect(lines).toEqual([]);
    await connection.close();
  });
});
