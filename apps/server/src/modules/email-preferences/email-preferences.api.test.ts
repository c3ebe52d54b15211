import { describe, expect, it } from 'vitest';
import { makeSchoolWithClasses, makeUser, signInUser } from '../../test/factories.ts';
import { linkIn, mailingTestApp } from '../../test/smtp-inbox.ts';

const mailing = mailingTestApp();

async function askToJoin(schoolId: number) {
  const user = await makeUser(mailing.app.database.db, ['Teacher']);
  const headers = await signInUser(mailing.app.app, mailing.app.database.db, user.id);
  await mailing.app.app.inject({
    method: 'POST',
    url: `/api/v3/schools/${schoolId}/teachers`,
    headers,
    payload: {},
  });
}

describe('choosing which emails to get, from the link in one, without signing in', () => {
  it('turns school updates off for the reader alone; transactional mail still goes', async () => {
    const s = await makeSchoolWithClasses(mailing.app.app, mailing.app.database.db);
    const [admin] = await mailing.app.database.query<{ email: string }>(
      'select email from users where id = $1',
      [s.admin.userId],
    );
    const adminEmail = admin?.email ?? '';
    await askToJoin(s.school.id);
    const mail = await mailing.inbox.waitForMessage(adminEmail);
    const token = linkIn(mail, '/unsubscribe').searchParams.get('token') ?? '';
    // Mail clients offer their own unsubscribe button from the List-Unsubscribe header.
    expect(JSON.stringify(mail.headers.get('list'))).toContain('/unsubscribe?token=');

    const url = `/api/v3/email-preferences?token=${encodeURIComponent(token)}`;
    const before = (await mailing.app.app.inject({ method: 'GET', url })).json();
    expect(before).toEqual({
      email: `${adminEmail[0]}•••@${adminEmail.split('@')[1]}`,
      preferences: { 'school-updates': true, 'weekly-insights': true, 'product-news': true },
    });
    const saved = await mailing.app.app.inject({
      method: 'PUT',
      url: '/api/v3/email-preferences',
      payload: {
        token,
        preferences: { 'school-updates': false, 'weekly-insights': false, 'product-news': true },
      },
    });
    expect(saved.json().preferences).toEqual({
      'school-updates': false,
      'weekly-insights': false,
      'product-news': true,
    });

    const outbox = async () =>
      (
        await mailing.app.database.query<{ n: number }>(
          "select count(*)::int as n from email_outbox where to_address = $1 and kind = 'school-updates'",
          [adminEmail],
        )
      )[0]?.n;
    const sentBefore = await outbox();
    await askToJoin(s.school.id);
    expect(await outbox()).toBe(sentBefore);
  });

  it('refuses a token that was not signed by the server, or names no account', async () => {
    const forged = `1.${'A'.repeat(43)}`;
    expect(
      (await mailing.app.app.inject({ method: 'GET', url: `/api/v3/email-preferences?token=${forged}` }))
        .statusCode,
    ).toBe(404);
    const malformed = await mailing.app.app.inject({
      method: 'GET',
      url: '/api/v3/email-preferences?token=nope',
    });
    expect(malformed.statusCode).toBe(400);
  });
});
