import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, signIn, TEST_PASSWORD } from '../../test/factories.ts';
import { linkIn, type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox.ts';
import { buildTestAppWith, type TestApp } from '../../test/test-app.ts';
import { ACCOUNT_MESSAGES } from './account.service.ts';

let t: TestApp;
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await buildTestAppWith({ smtpUrl: inbox.url });
});
afterAll(async () => {
  await t.app.close();
  await inbox.close();
});

describe('the account page: email address, password and email choices', () => {
  it('moves the account to a new address only once the link sent there is opened; the old one is told', async () => {
    const user = await makeUser(t.database.db, ['Teacher']);
    const { headers } = await signIn(t.app, user.userName);
    const newEmail = `new-${randomUUID().slice(0, 8)}@example.com`;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/v3/users/me/email-change',
      headers,
      payload: { email: newEmail },
    });
    expect(asked.json()).toEqual({ pendingEmail: newEmail });
    const notice = await inbox.waitForMessage(user.email ?? '');
    expect(notice.subject).toBe('Your Mathsight email address is being changed');
    const [row] = await t.database.query<{ email: string }>('select email from users where id = $1', [
      user.id,
    ]);
    expect(row?.email).toBe(user.email);

    const link = linkIn(await inbox.waitForMessage(newEmail), '/signup/confirm');
    await t.app.inject({
      method: 'PUT',
      url: `/api/v3/email-confirmations/${link.searchParams.get('code')}`,
    });
    const [after] = await t.database.query<{ email: string }>('select email from users where id = $1', [
      user.id,
    ]);
    expect(after?.email).toBe(newEmail);

    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/v3/users/me/email-change',
      headers,
      payload: { email: (await makeUser(t.database.db, ['Teacher'])).email },
    });
    expect(taken.json().modelState).toEqual({ email: [ACCOUNT_MESSAGES.emailTaken] });
  });

  it('changes the password only with the current one, and ends every other sign-in', async () => {
    const user = await makeUser(t.database.db, ['Teacher']);
    const other = await signIn(t.app, user.userName);
    const { headers } = await signIn(t.app, user.userName);
    const url = `/api/v3/users/${user.id}/password`;
    const wrong = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { currentPassword: 'not it at all', newPassword: 'silver canal evening' },
    });
    expect(wrong.json().modelState).toEqual({ currentPassword: [ACCOUNT_MESSAGES.wrongPassword] });
    const weak = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'password' },
    });
    expect(weak.json().modelState.newPassword[0]).toMatch(/too common/);

    const changed = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'silver canal evening' },
    });
    expect(changed.statusCode).toBe(200);
    const { refreshToken } = changed.json() as { refreshToken: string };
    const exchange = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/v3/tokens/access', headers: { 'x-refresh-token': token } });
    expect((await exchange(other.refreshToken)).statusCode).toBe(401);
    expect((await exchange(refreshToken)).statusCode).toBe(200);
  });

  it("keeps the signed-in user's email choices", async () => {
    const user = await makeUser(t.database.db, ['Teacher']);
    const { headers } = await signIn(t.app, user.userName);
    const url = '/api/v3/users/me/email-preferences';
    expect((await t.app.inject({ method: 'GET', url, headers })).json().preferences).toEqual({
      'school-updates': true,
      'product-news': true,
    });
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { preferences: { 'school-updates': true, 'product-news': false } },
    });
    expect(saved.json().preferences).toEqual({ 'school-updates': true, 'product-news': false });
  });
});
