import { beforeAll, describe, expect, it } from 'vitest';
import { makeUser, TEST_PASSWORD } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let address = 0;
/** Each test signs in from its own address, so the per-address limit never crosses tests. */
const from = () => ({ 'x-forwarded-for': `10.2.${Math.floor(++address / 250)}.${address % 250}` });

beforeAll(async () => {
  t = await getTestApp();
});

function login(username: string, password: string, headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v3/tokens/login-redirect',
    payload: { username, password },
    headers,
  });
}

/** Moves an account's failures into the past, as if the caller had waited. */
async function wait(userId: number, seconds: number) {
  await t.database.query(
    `update login_failures set failed_at = failed_at - make_interval(secs => $2) where subject = $1`,
    [`account:${userId}`, seconds],
  );
}

describe('sign-in delays per account', () => {
  it('counts failures by username and by email as one account', async () => {
    const user = await makeUser(t.database.db, ['Teacher']);
    const headers = from();
    for (let i = 0; i < t.config.loginFailuresPerAccount; i++) {
      const name = i % 2 === 0 ? user.userName : (user.email ?? '');
      expect((await login(name, 'nope', headers)).statusCode).toBe(400);
    }
    const next = await login(user.userName, TEST_PASSWORD, headers);
    expect(next.statusCode).toBe(429);
    expect(next.json().message).toMatch(/wait \d+ seconds?/);
  });

  it('makes each further attempt wait longer, and the right password after the wait signs in', async () => {
    const user = await makeUser(t.database.db, ['Teacher']);
    const headers = from();
    for (let i = 0; i < t.config.loginFailuresPerAccount; i++) {
      await login(user.userName, 'nope', headers);
    }
    const first = await login(user.userName, 'nope', headers);
    expect(first.statusCode).toBe(429);
    expect(first.json().message).toContain('wait 2 seconds');
    await wait(user.id, 2);
    expect((await login(user.userName, 'nope', headers)).statusCode).toBe(400);
    const second = await login(user.userName, TEST_PASSWORD, headers);
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toContain('wait 4 seconds');
    await wait(user.id, 4);
    expect((await login(user.userName, TEST_PASSWORD, headers)).statusCode).toBe(200);
    // Signing in forgives the failures.
    expect((await login(user.email ?? '', 'nope', headers)).statusCode).toBe(400);
  });

  it('never waits longer than the cap', async () => {
    const user = await makeUser(t.database.db, ['Teacher']);
    const rows = Array.from({ length: 40 }, () => `('account:${user.id}', now())`).join(',');
    await t.database.query(`insert into login_failures (subject, failed_at) values ${rows}`);
    const res = await login(user.userName, TEST_PASSWORD, from());
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toContain(`wait ${t.config.loginDelayCapSeconds} seconds`);
  });

  it('treats an unknown name the same way, so delays do not reveal which accounts exist', async () => {
    const headers = from();
    const name = `nobody-${address}`;
    for (let i = 0; i < t.config.loginFailuresPerAccount; i++) await login(name, 'nope', headers);
    expect((await login(name, 'nope', headers)).statusCode).toBe(429);
  });
});
