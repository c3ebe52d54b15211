import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeSchoolWithClasses, makeUser, signIn, TEST_PASSWORD } from '../../test/factories.ts';
import { linkIn, mailingTestApp } from '../../test/smtp-inbox.ts';
import { ACCOUNT_MESSAGES } from './account.service.ts';

const mailing = mailingTestApp();

describe('the account page: email address, password and email choices', () => {
  it('moves the account to a new address only once the link sent there is opened; the old one is told', async () => {
    const user = await makeUser(mailing.app.database.db, ['Teacher']);
    const { headers } = await signIn(mailing.app.app, user.userName);
    const newEmail = `new-${randomUUID().slice(0, 8)}@example.com`;
    const asked = await mailing.app.app.inject({
      method: 'POST',
      url: '/api/v3/users/me/email-change',
      headers,
      payload: { email: newEmail },
    });
    expect(asked.json()).toEqual({ pendingEmail: newEmail });
    const notice = await mailing.inbox.waitForMessage(user.email ?? '');
    expect(notice.subject).toBe('Your Mathsight email address is being changed');
    const [row] = await mailing.app.database.query<{ email: string }>(
      'select email from users where id = $1',
      [user.id],
    );
    expect(row?.email).toBe(user.email);

    const link = linkIn(await mailing.inbox.waitForMessage(newEmail), '/signup/confirm');
    await mailing.app.app.inject({
      method: 'PUT',
      url: `/api/v3/email-confirmations/${link.searchParams.get('code')}`,
    });
    const [after] = await mailing.app.database.query<{ email: string }>(
      'select email from users where id = $1',
      [user.id],
    );
    expect(after?.email).toBe(newEmail);

    const taken = await mailing.app.app.inject({
      method: 'POST',
      url: '/api/v3/users/me/email-change',
      headers,
      payload: { email: (await makeUser(mailing.app.database.db, ['Teacher'])).email },
    });
    expect(taken.json().modelState).toEqual({ email: [ACCOUNT_MESSAGES.emailTaken] });
  });

  it('changes the password only with the current one, and ends every other sign-in', async () => {
    const user = await makeUser(mailing.app.database.db, ['Teacher']);
    const other = await signIn(mailing.app.app, user.userName);
    const { headers } = await signIn(mailing.app.app, user.userName);
    const url = `/api/v3/users/${user.id}/password`;
    const wrong = await mailing.app.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { currentPassword: 'not it at all', newPassword: 'silver canal evening' },
    });
    expect(wrong.json().modelState).toEqual({ currentPassword: [ACCOUNT_MESSAGES.wrongPassword] });
    const weak = await mailing.app.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'password' },
    });
    expect(weak.json().modelState.newPassword[0]).toMatch(/too common/);

    const changed = await mailing.app.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'silver canal evening' },
    });
    expect(changed.statusCode).toBe(200);
    const { refreshToken } = changed.json() as { refreshToken: string };
    const exchange = (token: string) =>
      mailing.app.app.inject({
        method: 'GET',
        url: '/api/v3/tokens/access',
        headers: { 'x-refresh-token': token },
      });
    expect((await exchange(other.refreshToken)).statusCode).toBe(401);
    expect((await exchange(refreshToken)).statusCode).toBe(200);
  });

  it("keeps the signed-in user's email choices", async () => {
    const user = await makeUser(mailing.app.database.db, ['Teacher']);
    const { headers } = await signIn(mailing.app.app, user.userName);
    const url = '/api/v3/users/me/email-preferences';
    expect((await mailing.app.app.inject({ method: 'GET', url, headers })).json().preferences).toEqual({
      'school-updates': true,
      'product-news': true,
    });
    const saved = await mailing.app.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { preferences: { 'school-updates': true, 'product-news': false } },
    });
    expect(saved.json().preferences).toEqual({ 'school-updates': true, 'product-news': false });
  });

  it('leaves a school, unless the caller alone can run it', async () => {
    const s = await makeSchoolWithClasses(mailing.app.app, mailing.app.database.db);
    const leave = (headers: Record<string, string>, schoolId = s.school.id) =>
      mailing.app.app.inject({ method: 'DELETE', url: `/api/v3/schools/${schoolId}/teachers/me`, headers });

    const refused = await leave(s.admin.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: ACCOUNT_MESSAGES.onlyAdministrator([s.school.name]) });

    expect((await leave(s.colleague.headers)).statusCode).toBe(204);
    const [left] = await mailing.app.database.query<{ n: number }>(
      'select count(*)::int as n from teachers where user_id = $1 and school_id = $2',
      [s.colleague.userId, s.school.id],
    );
    expect(left?.n).toBe(0);
    // Not a member (any more): 404.
    expect((await leave(s.colleague.headers)).statusCode).toBe(404);
  });
});
