import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { makeOneTimeCode } from '../../auth/one-time-codes.ts';
import { loadOrCreateSecret } from '../../auth/secrets-sql.ts';
import { hashToken } from '../../auth/tokens.ts';
import { passwordResets } from '../../db/schema.ts';
import { makeSchoolWithClasses, makeUser, signIn, TEST_PASSWORD } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Decision 0025: an access token stops working the moment its sign-in ends (sign-out, a copied
 * refresh token, a password changed or reset, the account erased), on the node that ended it at
 * once and on every other node when the NOTIFY reaches it; nothing is asked of the database per call.
 */
let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

const ME = '/api/v4/users/me';
const me = async (headers: Record<string, string>, app = t.app) =>
  (await app.inject({ method: 'GET', url: ME, headers })).statusCode;
const exchange = (refreshToken: string) =>
  t.app.inject({ method: 'GET', url: '/api/v3/tokens/access', headers: { 'x-refresh-token': refreshToken } });
const signOut = (refreshToken: string, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/v3/tokens/revoke', payload: { refreshToken } });
const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

describe('the access token of an ended sign-in answers 401 at once', () => {
  it('sign-out ends that sign-in only: another device of the same account goes on', async () => {
    const user = await makeUser(t.database.db, ['Teacher']);
    const laptop = await signIn(t.app, user.userName);
    const phone = await signIn(t.app, user.userName);
    expect([await me(laptop.headers), await me(phone.headers)]).toEqual([200, 200]);

    expect((await signOut(laptop.refreshToken)).statusCode).toBe(204);
    expect(await me(laptop.headers)).toBe(401);
    expect((await exchange(laptop.refreshToken)).statusCode).toBe(401);
    expect(await me(phone.headers)).toBe(200);
    expect((await exchange(phone.refreshToken)).statusCode).toBe(200);
  });

  it('sign-out with a token the sign-in has since rotated still ends it (and its newest access token)', async () => {
    const user = await makeUser(t.database.db, ['Teacher']);
    const first = await signIn(t.app, user.userName);
    const rotated = (await exchange(first.refreshToken)).json() as { accessToken: string };
    expect(await me(bearer(rotated.accessToken))).toBe(200);
    expect((await signOut(first.refreshToken)).statusCode).toBe(204);
    expect([await me(first.headers), await me(bearer(rotated.accessToken))]).toEqual([401, 401]);
  });

  it('a password change ends every sign-in, this one too; the device that changed it goes on with its new refresh token', async () => {
    const user = await makeUser(t.database.db, ['Teacher']);
    const other = await signIn(t.app, user.userName);
    const here = await signIn(t.app, user.userName);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/users/${user.id}/password`,
      headers: here.headers,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'silver canal evening' },
    });
    expect(changed.statusCode).toBe(200);
    expect([await me(here.headers), await me(other.headers)]).toEqual([401, 401]);

    const next = await exchange((changed.json() as { refreshToken: string }).refreshToken);
    expect(next.statusCode).toBe(200);
    expect(await me(bearer((next.json() as { accessToken: string }).accessToken))).toBe(200);
  });

  it('a password reset by an emailed link ends every sign-in', async () => {
    const user = await makeUser(t.database.db, ['Teacher']);
    const laptop = await signIn(t.app, user.userName);
    const phone = await signIn(t.app, user.userName);
    // The link as the email would carry it (password-resets.api.test.ts follows the email itself).
    const { code, codeHash, expiresAt } = makeOneTimeCode(60_000);
    await t.database.db.insert(passwordResets).values({ userId: user.id, codeHash, expiresAt });
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/password-resets/${code}`,
      payload: { password: 'lantern meadow forty' },
    });
    expect(reset.statusCode).toBe(204);
    expect([await me(laptop.headers), await me(phone.headers)]).toEqual([401, 401]);
  });

  it('deleting the account ends every sign-in: users/me answers 401, not the emptied account', async () => {
    const user = await makeUser(t.database.db, ['Teacher']);
    const other = await signIn(t.app, user.userName);
    const here = await signIn(t.app, user.userName);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/v3/users/me',
      headers: here.headers,
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode).toBe(204);
    expect([await me(here.headers), await me(other.headers)]).toEqual([401, 401]);
  });

  it("a teacher's new password for a student, and the school's erasure of a student, end the student's sign-ins", async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    expect(await me(s.student.headers)).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/v3/schools/${s.school.id}/students/${s.student.studentId}/password`,
      headers: s.teacher.headers,
    });
    expect(reset.statusCode).toBe(200);
    expect(await me(s.student.headers)).toBe(401);

    const { userName, password } = reset.json() as { password: string; userName: string };
    const again = await signIn(t.app, userName, password);
    expect(await me(again.headers)).toBe(200);
    const erased = await t.app.inject({
      method: 'DELETE',
      url: `/api/v3/schools/${s.school.id}/students`,
      headers: s.admin.headers,
      payload: { studentIds: [s.student.studentId] },
    });
    expect(erased.statusCode).toBe(200);
    expect(await me(again.headers)).toBe(401);
  });

  it('a copied refresh token used again ends its sign-in, access tokens included', async () => {
    const user = await makeUser(t.database.db, ['Teacher']);
    const session = await signIn(t.app, user.userName);
    const newest = (await exchange(session.refreshToken)).json() as { accessToken: string };
    // As if rotated an hour ago: past the grace for two tabs refreshing at once, so a replay is a copy.
    await t.database.query(
      `update refresh_tokens set rotated_at = rotated_at - interval '1 hour' where token_hash = $1`,
      [hashToken(session.refreshToken)],
    );
    expect((await exchange(session.refreshToken)).statusCode).toBe(401);
    expect([await me(session.headers), await me(bearer(newest.accessToken))]).toEqual([401, 401]);
  });

  it('refuses a well-signed access token that names no sign-in', async () => {
    const user = await makeUser(t.database.db, ['Teacher']);
    const key = await loadOrCreateSecret(t.database.db, 'jwt');
    const token = await new SignJWT({ role: ['Teacher'], typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer('mathsight')
      .setExpirationTime(Math.floor(Date.now() / 1000) + 600)
      .sign(key);
    expect(await me(bearer(token))).toBe(401);
  });
});

describe('ended sign-ins across server nodes', () => {
  it('another node refuses the token once the NOTIFY reaches it; a node started later reads it from the table', async () => {
    const second = await buildApp({ config: t.config, database: t.database });
    try {
      const user = await makeUser(t.database.db, ['Teacher']);
      const session = await signIn(t.app, user.userName);
      expect(await me(session.headers, second)).toBe(200);
      expect((await signOut(session.refreshToken)).statusCode).toBe(204);
      await expect.poll(() => me(session.headers, second), { timeout: 5000, interval: 10 }).toBe(401);

      const later = await buildApp({ config: t.config, database: t.database });
      try {
        expect(await me(session.headers, later)).toBe(401);
      } finally {
        await later.close();
      }
    } finally {
      await second.close();
    }
  });
});
