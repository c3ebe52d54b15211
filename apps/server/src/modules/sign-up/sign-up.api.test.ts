import { randomUUID } from 'node:crypto';
import type { MeResponse } from '@mathsight/contract/users.ts';
import { describe, expect, it } from 'vitest';
import { defined } from '../../test/defined.ts';
import { linkIn, mailingTestApp } from '../../test/smtp-inbox.ts';
import { buildTestAppWith } from '../../test/test-app.ts';
import { CONFIRMATION_MESSAGES } from '../email-confirmations/email-confirmations.service.ts';
import { SIGN_UP_MESSAGES } from './sign-up.service.ts';

const mailing = mailingTestApp();

const newEmail = () => `teacher-${randomUUID()}@example.com`;
const signUp = (payload: object) => mailing.app.app.inject({ method: 'POST', url: '/api/v3/users', payload });
const valid = (email: string) => ({
  userRole: 'Teacher',
  title: 'Ms',
  firstName: 'Amira',
  lastName: 'Haddad',
  email,
  password: 'quiet lighthouse at dusk',
  acceptTerms: true,
});

async function bearer(refreshToken: string) {
  const res = await mailing.app.app.inject({
    method: 'GET',
    url: '/api/v3/tokens/access',
    headers: { 'x-refresh-token': refreshToken },
  });
  return { authorization: `Bearer ${(res.json() as { accessToken: string }).accessToken}` };
}

async function me(headers: Record<string, string>) {
  return (
    await mailing.app.app.inject({ method: 'GET', url: '/api/v4/users/me', headers })
  ).json() as MeResponse;
}

describe('a teacher signs up with an email address and confirms it by link', () => {
  it('is signed in at once, with no school, and confirms the address over real SMTP', async () => {
    const email = newEmail();
    const res = await signUp(valid(email));
    expect(res.statusCode).toBe(201);
    const { refreshToken, userRole } = res.json() as { refreshToken: string; userRole: string };
    expect(userRole).toBe('Teacher');
    const headers = await bearer(refreshToken);
    const before = await me(headers);
    expect(before.user).toMatchObject({ email, firstName: 'Amira', isEmailConfirmed: false });
    expect(before.userSchools).toEqual([]);

    const mail = await mailing.inbox.waitForMessage(email);
    expect(mail.subject).toBe('Confirm your email address for Mathsight');
    expect(mail.text).toContain('Welcome to Mathsight, Amira');
    expect(mail.html).toContain('Confirm my email address');
    // Transactional: no unsubscribe link.
    expect(mail.text).not.toContain('/unsubscribe');
    const link = linkIn(mail, '/signup/confirm');
    expect(link.origin).toBe('http://mathsight.test');
    const code = link.searchParams.get('code') ?? '';

    const confirmed = await mailing.app.app.inject({
      method: 'PUT',
      url: `/api/v3/email-confirmations/${code}`,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email });
    expect((await me(headers)).user.isEmailConfirmed).toBe(true);

    // The link works once.
    const again = await mailing.app.app.inject({ method: 'PUT', url: `/api/v3/email-confirmations/${code}` });
    expect(again.statusCode).toBe(404);
    // Signing in with the address works.
    const login = await mailing.app.app.inject({
      method: 'POST',
      url: '/api/v3/tokens/login-redirect',
      payload: { username: email.toUpperCase(), password: 'quiet lighthouse at dusk' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('resends a link to an unconfirmed address, and says when there is nothing to confirm', async () => {
    const email = newEmail();
    const { refreshToken } = (await signUp(valid(email))).json() as { refreshToken: string };
    const headers = await bearer(refreshToken);
    await mailing.inbox.waitForMessage(email);
    const resend = await mailing.app.app.inject({
      method: 'POST',
      url: '/api/v3/email-confirmations',
      headers,
    });
    expect(resend.json()).toEqual({ email, sent: true });
    await expect.poll(() => mailing.inbox.messages.filter((m) => m.to.includes(email)).length).toBe(2);

    const second = defined(mailing.inbox.messages.filter((m) => m.to.includes(email))[1], 'the second link');
    const code = linkIn(second, '/signup/confirm').searchParams.get('code');
    await mailing.app.app.inject({ method: 'PUT', url: `/api/v3/email-confirmations/${code}` });
    const after = await mailing.app.app.inject({
      method: 'POST',
      url: '/api/v3/email-confirmations',
      headers,
    });
    expect(after.json()).toEqual({ email, sent: false });
  });

  it('limits how many links one account can ask for in an hour', async () => {
    const email = newEmail();
    const { refreshToken } = (await signUp(valid(email))).json() as { refreshToken: string };
    const headers = await bearer(refreshToken);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await mailing.app.app.inject({ method: 'POST', url: '/api/v3/email-confirmations', headers }))
          .statusCode,
      );
    }
    // One went with the sign-up, four more are allowed, then 429.
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const refused = await mailing.app.app.inject({
      method: 'POST',
      url: '/api/v3/email-confirmations',
      headers,
    });
    expect(refused.json()).toEqual({ message: CONFIRMATION_MESSAGES.tooMany });
  });

  it('refuses a taken address, a weak or personal password, and a missing agreement, beside each field', async () => {
    const email = newEmail();
    expect((await signUp(valid(email))).statusCode).toBe(201);
    const taken = await signUp({ ...valid(email.toUpperCase()) });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().modelState).toEqual({ email: [SIGN_UP_MESSAGES.emailTaken] });

    const common = await signUp({ ...valid(newEmail()), password: 'password1' });
    expect(common.json().modelState.password[0]).toMatch(/too common/);
    const personal = await signUp({ ...valid(newEmail()), password: 'amirahaddad' });
    expect(personal.json().modelState.password[0]).toMatch(/your name/);
    const short = await signUp({ ...valid(newEmail()), password: 'short' });
    expect(short.json().modelState.password).toEqual(['Use at least 8 characters.']);
    const noTerms = await signUp({ ...valid(newEmail()), acceptTerms: false });
    expect(noTerms.statusCode).toBe(400);
    expect(Object.keys(noTerms.json().modelState)).toEqual(['acceptTerms']);
    // Only teachers sign up on their own.
    const student = await signUp({ ...valid(newEmail()), userRole: 'Student' });
    expect(student.statusCode).toBe(400);
  });

  it('keeps nothing of a refused sign-up and answers unknown or malformed links alike', async () => {
    const email = newEmail();
    await signUp({ ...valid(email), password: 'password' });
    const rows = await mailing.app.database.query('select 1 from users where lower(email) = lower($1)', [
      email,
    ]);
    expect(rows).toHaveLength(0);
    const unknown = await mailing.app.app.inject({
      method: 'PUT',
      url: `/api/v3/email-confirmations/${'x'.repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await mailing.app.app.inject({
      method: 'PUT',
      url: '/api/v3/email-confirmations/%3Cscript%3E',
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('sign-up is rate limited per address', () => {
  it('answers 429 once an address has made its hour’s sign-ups', async () => {
    const limited = await buildTestAppWith({ publicWritesPerHour: 2 });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/v3/users',
          payload: valid(newEmail()),
          remoteAddress: '203.0.113.9',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.app.close();
    }
  });
});
