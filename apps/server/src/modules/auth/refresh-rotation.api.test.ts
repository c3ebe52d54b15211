import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/tokens.ts';
import { makeUser, TEST_PASSWORD } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

async function signInFresh() {
  const user = await makeUser(t.database.db, ['Teacher']);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v3/tokens/login-redirect',
    payload: { username: user.userName, password: TEST_PASSWORD },
  });
  return res.json().refreshToken as string;
}

/** GET tokens/access with the refresh token in the X-Refresh-Token header (never in the address). */
function exchange(refreshToken: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/v3/tokens/access',
    headers: { 'x-refresh-token': refreshToken },
  });
}

/** As if the token had been rotated an hour ago: past the grace for concurrent tabs. */
async function ageRotation(refreshToken: string) {
  await t.database.query(
    `update refresh_tokens set rotated_at = rotated_at - interval '1 hour' where token_hash = $1`,
    [hashToken(refreshToken)],
  );
}

describe('refresh token rotation', () => {
  it('accepts the refresh token in the X-Refresh-Token header', async () => {
    const res = await exchange(await signInFresh());
    expect(res.statusCode).toBe(200);
    expect(res.json().accessToken.split('.')).toHaveLength(3);
  });

  it('answers every exchange with a new refresh token that keeps the first one’s expiry', async () => {
    const first = await signInFresh();
    const res = await exchange(first);
    expect(res.statusCode).toBe(200);
    const second = res.json().refreshToken as string;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    const exp = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).exp;
    expect(exp(second)).toBe(exp(first));
    expect((await exchange(second)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is used again', async () => {
    const first = await signInFresh();
    const second = (await exchange(first)).json().refreshToken as string;
    const third = (await exchange(second)).json().refreshToken as string;
    await ageRotation(first);
    // Someone replays the first token: it is refused, and so is every token of its family.
    expect((await exchange(first)).statusCode).toBe(401);
    expect((await exchange(third)).statusCode).toBe(401);
    expect((await exchange(second)).statusCode).toBe(401);
  });

  it('does not touch another sign-in’s family', async () => {
    const mine = await signInFresh();
    const other = await signInFresh();
    const next = (await exchange(mine)).json().refreshToken as string;
    await ageRotation(mine);
    expect((await exchange(mine)).statusCode).toBe(401);
    expect((await exchange(next)).statusCode).toBe(401);
    expect((await exchange(other)).statusCode).toBe(200);
  });

  it('lets two tabs exchange the same token at once (the grace), then keeps rotating', async () => {
    const first = await signInFresh();
    const [a, b] = await Promise.all([exchange(first), exchange(first)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await exchange(b.json().refreshToken)).statusCode).toBe(200);
  });

  it('refuses a logged-out token even within the grace', async () => {
    const first = await signInFresh();
    await t.app.inject({ method: 'POST', url: '/api/v3/tokens/revoke', payload: { refreshToken: first } });
    expect((await exchange(first)).statusCode).toBe(401);
  });
});
