import { describe, expect, it } from 'vitest';
import { makeUser, signIn, TEST_PASSWORD } from '../../test/factories.ts';
import { linkIn, mailingTestApp } from '../../test/smtp-inbox.ts';
import { RESET_MESSAGES, RESETS_PER_HOUR } from './password-resets.service.ts';

const mailing = mailingTestApp();

const ask = (userName: string) =>
  mailing.app.app.inject({
    method: 'POST',
    url: '/api/v3/password-resets',
    payload: { userName, targetSite: 'teacher' },
  });
const put = (code: string, password: string) =>
  mailing.app.app.inject({ method: 'PUT', url: `/api/v3/password-resets/${code}`, payload: { password } });

/**
 * Requests are dealt with one after another after their answer: once a link for a fresh account has
 * arrived, every request before it has been dealt with.
 */
async function requestsDone() {
  const sentinel = await makeUser(mailing.app.database.db, ['Teacher']);
  await ask(sentinel.userName);
  await codeSentTo(sentinel.email ?? '');
}

/** The code of the newest reset link sent to an address. */
async function codeSentTo(email: string): Promise<string> {
  const mail = await mailing.inbox.waitForMessage(
    email,
    (m) => m.subject === 'Reset your Mathsight password',
  );
  return linkIn(mail, '/login/reset-password/').pathname.split('/').at(-1) ?? '';
}

describe('a forgotten password, reset by an emailed link', () => {
  it('answers the same for an account and for nobody, and mails only the account', async () => {
    const user = await makeUser(mailing.app.database.db, ['Teacher']);
    const known = await ask(user.email ?? '');
    const unknown = await ask('nobody-at-all@example.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: RESET_MESSAGES.requested });
    await expect(codeSentTo(user.email ?? '')).resolves.toMatch(/^[A-Za-z0-9_-]{43}$/);
    await requestsDone();
    expect(mailing.inbox.messages.some((m) => m.to.includes('nobody-at-all@example.com'))).toBe(false);
  });

  it('sets the new password once, ends every sign-in, and tells the address', async () => {
    const user = await makeUser(mailing.app.database.db, ['Teacher']);
    const session = await signIn(mailing.app.app, user.userName);
    await ask(user.userName);
    const code = await codeSentTo(user.email ?? '');
    const check = await mailing.app.app.inject({ method: 'GET', url: `/api/v3/password-resets/${code}` });
    expect(check.json()).toEqual({ firstName: user.firstName });

    const weak = await put(code, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().modelState.password[0]).toMatch(/too common/);

    expect((await put(code, 'lantern meadow forty')).statusCode).toBe(204);
    const changed = await mailing.inbox.waitForMessage(
      user.email ?? '',
      (m) => m.subject === 'Your Mathsight password was changed',
    );
    expect(changed.text).toContain('signed out');

    // The old sign-in is over; the old password no longer works, the new one does; the link is spent.
    const refreshed = await mailing.app.app.inject({
      method: 'GET',
      url: '/api/v3/tokens/access',
      headers: { 'x-refresh-token': session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    const login = (password: string) =>
      mailing.app.app.inject({
        method: 'POST',
        url: '/api/v3/tokens/login-redirect',
        payload: { username: user.userName, password },
      });
    expect((await login(TEST_PASSWORD)).statusCode).toBe(400);
    expect((await login('lantern meadow forty')).statusCode).toBe(200);
    expect((await put(code, 'another fine passphrase')).statusCode).toBe(404);
  });

  it('refuses an expired or unknown link, and sends at most three links an hour', async () => {
    const user = await makeUser(mailing.app.database.db, ['Teacher']);
    await ask(user.email ?? '');
    const code = await codeSentTo(user.email ?? '');
    await mailing.app.database.query(
      "update password_resets set expires_at = now() - interval '1 second' where user_id = $1",
      [user.id],
    );
    expect(
      (await mailing.app.app.inject({ method: 'GET', url: `/api/v3/password-resets/${code}` })).statusCode,
    ).toBe(404);
    expect((await put(code, 'lantern meadow forty')).statusCode).toBe(404);
    expect((await put('x'.repeat(43), 'lantern meadow forty')).statusCode).toBe(404);

    // One link went above; asking five times more makes it three, no more.
    for (let i = 0; i < RESETS_PER_HOUR + 2; i++) await ask(user.userName);
    await requestsDone();
    const [row] = await mailing.app.database.query<{ n: number }>(
      'select count(*)::int as n from password_resets where user_id = $1',
      [user.id],
    );
    expect(row?.n).toBe(RESETS_PER_HOUR);
  });

  it('sends nothing to a student without an email address, and says so in the same words', async () => {
    const student = await makeUser(mailing.app.database.db, ['Student'], { email: null });
    const res = await ask(student.userName);
    expect(res.json()).toEqual({ message: RESET_MESSAGES.requested });
  });
});
