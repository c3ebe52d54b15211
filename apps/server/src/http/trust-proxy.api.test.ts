import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { makeUser, TEST_PASSWORD } from '../test/factories.ts';
import { getTestApp, type TestApp } from '../test/test-app.ts';

/**
 * With the default configuration (no TRUST_PROXY) the server believes no X-Forwarded-For: a client
 * that forges a new address on every attempt still meets the per-address sign-in limit.
 */
let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;
const LIMIT = 3;

beforeAll(async () => {
  t = await getTestApp();
  const config = loadConfig({
    ...t.config,
    trustProxy: loadConfig().trustProxy,
    loginFailuresPerAddress: LIMIT,
    loginFailuresPerAccount: 1000,
  });
  app = await buildApp({ config, database: t.database });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('client addresses', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig().trustProxy).toBe(false);
  });

  it('a forged X-Forwarded-For does not get past the per-address sign-in limit', async () => {
    // inject() comes from 127.0.0.1; start that address with a clean slate.
    await t.database.query(`delete from login_failures where subject like 'address:127.0.0.1%'`);
    const forged = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i}` });
    for (let i = 0; i < LIMIT; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v3/tokens/login-redirect',
        payload: { username: `forger-${i}`, password: 'nope' },
        headers: forged(i),
      });
      expect(res.statusCode).toBe(400);
    }
    const user = await makeUser(t.database.db, ['Teacher']);
    const blocked = await app.inject({
      method: 'POST',
      url: '/api/v3/tokens/login-redirect',
      payload: { username: user.userName, password: TEST_PASSWORD },
      headers: forged(99),
    });
    expect(blocked.statusCode).toBe(429);
    await t.database.query(`delete from login_failures where subject like 'address:127.0.0.1%'`);
  });
});
