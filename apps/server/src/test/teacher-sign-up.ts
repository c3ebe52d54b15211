import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { linkIn, type SmtpInbox } from './smtp-inbox.ts';
import type { TestApp } from './test-app.ts';

export const SIGN_UP_PASSWORD = 'quiet lighthouse at dusk';

/**
 * A teacher made as the sign-up screen makes one (POST /users), signed in, address not yet
 * confirmed; `confirm()` opens the link of the email that reached the SMTP inbox (PUT
 * email-confirmations/{code}), as the teacher would. Never a shortcut in the database.
 */
export async function signUpTeacher(mailing: { readonly app: TestApp; readonly inbox: SmtpInbox }) {
  const { app } = mailing.app;
  const email = `teacher-${randomUUID()}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/v3/users',
    payload: {
      userRole: 'Teacher',
      firstName: 'Amira',
      lastName: 'Haddad',
      email,
      password: SIGN_UP_PASSWORD,
      acceptTerms: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { refreshToken } = res.json() as { refreshToken: string };
  const access = await app.inject({
    method: 'GET',
    url: '/api/v3/tokens/access',
    headers: { 'x-refresh-token': refreshToken },
  });
  const headers = { authorization: `Bearer ${(access.json() as { accessToken: string }).accessToken}` };
  const me = await app.inject({ method: 'GET', url: '/api/v4/users/me', headers });
  const userId = (me.json() as { user: { userId: number } }).user.userId;
  /** Follows the newest confirmation link sent to the address. */
  const confirm = async () => {
    await mailing.inbox.waitForMessage(email, (m) => m.subject.includes('Confirm your email address'));
    const sent = mailing.inbox.messages.filter(
      (m) => m.to.includes(email) && m.subject.includes('Confirm your email address'),
    );
    const newest = sent.at(-1);
    if (!newest) throw new Error('no confirmation email');
    const code = linkIn(newest, '/signup/confirm').searchParams.get('code') ?? '';
    const confirmed = await app.inject({ method: 'PUT', url: `/api/v3/email-confirmations/${code}` });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  };
  return { email, userId, headers, confirm };
}
