import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { seedReferenceData } from '../seed/seed.ts';
import { makeUser, TEST_PASSWORD } from '../test/factories.ts';
import { freshPostgresDatabase, type ServerProcess, startServerProcess } from '../test/server-process.ts';

/**
 * Decision 0025 between two real server processes on one PostgreSQL database: a sign-out on one
 * is refused by the other as soon as the NOTIFY reaches it. Needs a PostgreSQL server, so it runs
 * in the api-postgres project (TEST_DATABASE_URL), once; a fresh database is made there and dropped.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const skipReason = !serverUrl
  ? 'skipped: TEST_DATABASE_URL is not set'
  : process.env.TEST_DB !== 'postgres'
    ? 'runs in the api-postgres project'
    : '';

describe.skipIf(skipReason !== '')(
  `sign-out across two server processes${skipReason ? ` (${skipReason})` : ''}`,
  () => {
    let fresh: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined;
    let database: Database | undefined;
    const servers: ServerProcess[] = [];
    let userName = '';

    beforeAll(async () => {
      fresh = await freshPostgresDatabase(serverUrl ?? '', 'mathsight_revoke');
      // Migrated and seeded here, so the two servers starting together have nothing to race for.
      database = await openDatabase({ databaseUrl: fresh.url, poolSize: 2 });
      await database.migrate();
      await seedReferenceData(database.db);
      userName = (await makeUser(database.db, ['Teacher'])).userName;
      // One worker each: "one" is then one process, where a sign-out is refused at once; the other
      // process hears it by NOTIFY (with the default, a worker per core, "one" would be two).
      const env = { DATABASE_URL: fresh.url, LOGIN_REQUESTS_PER_MINUTE: '1000', WEB_CONCURRENCY: '1' };
      servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
    }, 120_000);

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await database?.close();
      await fresh?.drop();
    });

    it('refuses the access token on the other process within a moment of signing out on one', async () => {
      const [one, other] = servers;
      if (!one || !other) throw new Error('two servers');
      const post = (url: string, body: unknown) =>
        fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const login = await post(`${one.url}/api/v3/tokens/login-redirect`, {
        username: userName,
        password: TEST_PASSWORD,
      });
      const { refreshToken } = (await login.json()) as { refreshToken: string };
      const access = await fetch(`${one.url}/api/v3/tokens/access`, {
        headers: { 'x-refresh-token': refreshToken },
      });
      const { accessToken } = (await access.json()) as { accessToken: string };
      const me = async (server: ServerProcess) =>
        (
          await fetch(`${server.url}/api/v4/users/me`, {
            headers: { authorization: `Bearer ${accessToken}` },
          })
        ).status;
      expect([await me(one), await me(other)]).toEqual([200, 200]);

      expect((await post(`${one.url}/api/v3/tokens/revoke`, { refreshToken })).status).toBe(204);
      expect(await me(one)).toBe(401);
      await expect.poll(() => me(other), { timeout: 5000, interval: 20 }).toBe(401);
    });
  },
);
