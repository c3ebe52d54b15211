import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { refreshTokens } from '../db/schema.ts';
import { defined } from '../test/defined.ts';
import { makeUser } from '../test/factories.ts';
import { getTestApp, type TestApp } from '../test/test-app.ts';
import { testDatabaseKind, workerDatabaseUrl } from '../test/test-database.ts';
import { endSessionsOfUser } from './end-sessions-sql.ts';
import { RevokedSessionsRepository } from './revoked-sessions.repository.ts';
import { SessionRevocations } from './session-revocations.ts';

/**
 * One node's memory of ended sign-ins (decision 0025) beyond the NOTIFY of each one, which
 * modules/auth/session-end.api.test.ts shows across nodes: what it reads again, and what it forgets.
 */
let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

const quiet = { warn: () => {} };

describe('SessionRevocations', () => {
  it('reads every recent revocation again after a lost LISTEN, and when a notice cannot list them all', async () => {
    let resubscribed: (() => void) | undefined;
    // The real database; only the callback a lost connection would trigger is kept, to trigger it here.
    const database: Pick<Database, 'listen'> = {
      listen: (channel, handler, onResubscribed) => {
        resubscribed = onResubscribed;
        return t.database.listen(channel, handler, onResubscribed);
      },
    };
    const revocations = new SessionRevocations(new RevokedSessionsRepository(t.database.db), database, {
      accessTokenSeconds: t.config.accessTokenTtlSeconds,
      log: quiet,
    });
    await revocations.start();
    try {
      // Revoked while the connection was down: written, but its NOTIFY never heard.
      const missed = randomUUID();
      await t.database.query('insert into revoked_sessions (session_id) values ($1)', [missed]);
      expect(revocations.isRevoked(missed)).toBe(false);
      defined(resubscribed, 'the onResubscribed callback')();
      await expect.poll(() => revocations.isRevoked(missed), { timeout: 5000, interval: 10 }).toBe(true);

      // More sign-ins than a NOTIFY payload can list: the notice says "read again".
      const user = await makeUser(t.database.db, ['Teacher']);
      const families = Array.from({ length: 250 }, () => randomUUID());
      await t.database.db.insert(refreshTokens).values(
        families.map((familyId) => ({
          userId: user.id,
          tokenHash: randomUUID(),
          expiresAt: new Date(Date.now() + 3_600_000),
          familyId,
        })),
      );
      const ended = await t.database.db.transaction((tx) => endSessionsOfUser(tx, user.id));
      expect(ended.sort()).toEqual([...families].sort());
      await expect
        .poll(() => families.every((id) => revocations.isRevoked(id)), { timeout: 5000, interval: 10 })
        .toBe(true);
    } finally {
      await revocations.stop();
    }
  });

  it('forgets revocations older than an access-token lifetime, in memory and in the table', async () => {
    const old = randomUUID();
    await t.database.query(
      `insert into revoked_sessions (session_id, revoked_at) values ($1, now() - interval '1 day')`,
      [old],
    );
    const revocations = new SessionRevocations(new RevokedSessionsRepository(t.database.db), t.database, {
      accessTokenSeconds: t.config.accessTokenTtlSeconds,
      log: quiet,
    });
    await revocations.start();
    try {
      expect(revocations.isRevoked(old)).toBe(false);
      const rows = await t.database.query('select 1 from revoked_sessions where session_id = $1', [old]);
      expect(rows).toHaveLength(0);
    } finally {
      await revocations.stop();
    }
  });

  // Two connections at once: PGlite has one, so this runs on PostgreSQL.
  it.skipIf(testDatabaseKind() !== 'postgres')(
    'ends a sign-in whose refresh token is being exchanged at that very moment',
    async () => {
      const user = await makeUser(t.database.db, ['Teacher']);
      const [family, old, successor] = [randomUUID(), randomUUID(), randomUUID()];
      await t.database.query(
        `insert into refresh_tokens (user_id, token_hash, expires_at, family_id) values ($1, $2, now() + interval '1 hour', $3)`,
        [user.id, old, family],
      );
      // An exchange under way: the old token rotated and its successor stored, not yet committed.
      const exchange = new pg.Client({ connectionString: workerDatabaseUrl() });
      await exchange.connect();
      try {
        const [{ pid }] = (await exchange.query<{ pid: number }>('select pg_backend_pid() as pid')).rows as [
          { pid: number },
        ];
        await exchange.query('begin');
        await exchange.query(
          'update refresh_tokens set revoked_at = now(), rotated_at = now() where token_hash = $1',
          [old],
        );
        await exchange.query(
          `insert into refresh_tokens (user_id, token_hash, expires_at, family_id) values ($1, $2, now() + interval '1 hour', $3)`,
          [user.id, successor, family],
        );
        const ending = t.database.db.transaction((tx) => endSessionsOfUser(tx, user.id));
        // The password change waits for the exchange's lock on the old token...
        await expect
          .poll(
            async () =>
              (
                await t.database.query<{ n: number }>(
                  'select count(*)::int as n from pg_stat_activity where $1 = any(pg_blocking_pids(pid))',
                  [pid],
                )
              )[0]?.n,
            { timeout: 5000, interval: 10 },
          )
          .toBe(1);
        await exchange.query('commit');
        // ...and then still ends the sign-in, the successor it could not see at first included.
        expect(await ending).toEqual([family]);
        const [row] = await t.database.query<{ revoked: boolean }>(
          'select revoked_at is not null as revoked from refresh_tokens where token_hash = $1',
          [successor],
        );
        expect(row?.revoked).toBe(true);
      } finally {
        await exchange.end();
      }
    },
  );
});
