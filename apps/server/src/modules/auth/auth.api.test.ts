import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateSecret } from '../../auth/secrets-sql.ts';
import { defined } from '../../test/defined.ts';
import {
  makeSchool,
  makeStudent,
  makeTeacher,
  makeUser,
  signIn,
  TEST_PASSWORD,
} from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { LOGIN_MESSAGES } from './auth.service.ts';

const UNAUTHORISED = 'Authorisation has been denied for this request.';
let t: TestApp;
let address = 0;
/** Each test signs in from its own address, so per-address counting never crosses tests. */
const from = () => ({ 'x-forwarded-for': `10.1.${Math.floor(++address / 250)}.${address % 250}` });

beforeAll(async () => {
  t = await getTestApp();
});

function login(payload: object, headers = from()) {
  return t.app.inject({ method: 'POST', url: '/api/v3/tokens/login-redirect', payload, headers });
}

describe('POST /api/v3/tokens/login-redirect', () => {
  it('signs in by username or email, in any case, and keeps a local redirect', async () => {
    const user = await makeUser(t.database.db, ['Teacher']);
    const byName = await login({
      username: user.userName.toUpperCase(),
      password: TEST_PASSWORD,
      redirectTo: '/3/plan',
    });
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toMatchObject({ redirectTo: '/3/plan', userRole: 'Teacher' });
    expect(byName.json().refreshToken.split('.')).toHaveLength(3);
    const byEmail = await login({ username: user.email, password: TEST_PASSWORD });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().redirectTo).toBeNull();
  });

  it('gives one message for a wrong password and an unknown user', async () => {
    const user = await makeUser(t.database.db, ['Teacher']);
    const wrong = await login({ username: user.userName, password: 'wrong password' });
    const unknown = await login({ username: 'nobody-at-all', password: 'whatever' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: LOGIN_MESSAGES.incorrect });
    }
  });

  it('answers 400 with modelState for missing fields and refuses an off-site redirect', async () => {
    const res = await login({ username: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().modelState).toEqual({
      username: ['Enter your username or email'],
      password: ['Enter your password'],
    });
    const offsite = await login({ username: 'a', password: 'b', redirectTo: 'https://evil.example/' });
    expect(offsite.statusCode).toBe(400);
    expect(offsite.json().modelState.redirectTo).toEqual(['Must be a path in this app']);
  });

  it('makes the next attempt on an account wait with 429 after its failures (sign-in-delays.api.test.ts)', async () => {
    const user = await makeUser(t.database.db, ['Teacher']);
    for (let i = 0; i < t.config.loginFailuresPerAccount; i++) {
      expect((await login({ username: user.userName, password: 'nope' })).statusCode).toBe(400);
    }
    const blocked = await login({ username: user.userName, password: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: LOGIN_MESSAGES.wait(2) });
  });

  it('limits failed attempts per address with 429, across accounts', async () => {
    const headers = from();
    for (let i = 0; i < t.config.loginFailuresPerAddress; i++) {
      expect((await login({ username: `guess-${i}`, password: 'nope' }, headers)).statusCode).toBe(400);
    }
    const user = await makeUser(t.database.db, ['Teacher']);
    const blocked = await login({ username: user.userName, password: TEST_PASSWORD }, headers);
    expect(blocked.statusCode).toBe(429);
    // Another address is not affected.
    expect((await login({ username: user.userName, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('never returns a password hash or other sensitive field', async () => {
    const user = await makeUser(t.database.db, ['Teacher']);
    const res = await login({ username: user.userName, password: TEST_PASSWORD });
    expect(res.body).not.toMatch(/argon2|passwordHash/);
  });
});

describe('GET /api/v3/tokens/access', () => {
  it('exchanges a live refresh token for a short-lived access token with the role claim', async () => {
    const user = await makeUser(t.database.db, ['Teacher']);
    const { refreshToken } = (await login({ username: user.userName, password: TEST_PASSWORD })).json();
    const res = await t.app.inject({ method: 'GET', url: '/api/v3/tokens/access', query: { refreshToken } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const claims = JSON.parse(Buffer.from(body.accessToken.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ sub: String(user.id), role: ['Teacher'], typ: 'access' });
    expect(body.expiresAt - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(
      t.config.accessTokenTtlSeconds,
    );
  });

  it('refuses a tampered, an expired, a revoked and an access token with 401', async () => {
    const user = await makeUser(t.database.db, ['Teacher']);
    const tokens = await signIn(t.app, user.userName);
    const tampered = `${tokens.refreshToken.slice(0, -2)}xx`;
    const key = await loadOrCreateSecret(t.database.db, 'jwt');
    const expired = await new SignJWT({ role: ['Teacher'], typ: 'refresh' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer('mathsight')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(key);
    for (const refreshToken of [tampered, expired, tokens.accessToken, 'not-a-jwt']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v3/tokens/access',
        query: { refreshToken },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: UNAUTHORISED });
    }
    const revoke = await t.app.inject({
      method: 'POST',
      url: '/api/v3/tokens/revoke',
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(revoke.statusCode).toBe(204);
    const afterRevoke = await t.app.inject({
      method: 'GET',
      url: '/api/v3/tokens/access',
      query: { refreshToken: tokens.refreshToken },
    });
    expect(afterRevoke.statusCode).toBe(401);
  });

  it('requires the refresh token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v3/tokens/access' });
    expect(res.statusCode).toBe(400);
    expect(res.json().modelState).toHaveProperty('refreshToken');
  });
});

describe('GET /api/v3/tokens/redirect', () => {
  it('sends a student to the student area and a teacher to the app', async () => {
    const school = await makeSchool(t.database.db);
    const student = await makeStudent(t.database.db, school.id);
    const teacher = await makeTeacher(t.database.db, school.id);
    const teacherUser = await t.database.query<{ user_name: string }>(
      'select user_name from users where id = $1',
      [teacher.userId],
    );
    const studentRes = await t.app.inject({
      method: 'GET',
      url: '/api/v3/tokens/redirect',
      headers: (await signIn(t.app, student.userName)).headers,
    });
    expect(studentRes.json()).toEqual({ url: '/student' });
    const teacherRes = await t.app.inject({
      method: 'GET',
      url: '/api/v3/tokens/redirect',
      headers: (await signIn(t.app, defined(teacherUser[0], 'the teacher user').user_name)).headers,
    });
    expect(teacherRes.json()).toEqual({ url: '/' });
  });

  it('prefers the Teacher role when a user has several', async () => {
    const user = await makeUser(t.database.db, ['Parent', 'Teacher']);
    const res = await login({ username: user.userName, password: TEST_PASSWORD });
    expect(res.json().userRole).toBe('Teacher');
  });

  it('needs a bearer token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v3/tokens/redirect' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: UNAUTHORISED });
  });
});

describe('redirectTo', () => {
  it('refuses control characters, whitespace and encoded slashes that lead off the site', async () => {
    for (const redirectTo of ['/\t/evil.example', '/%2F/evil.example', '/\\evil.example', '/ /x']) {
      const res = await login({ username: 'a', password: 'b', redirectTo });
      expect(res.statusCode, JSON.stringify(redirectTo)).toBe(400);
      expect(res.json().modelState.redirectTo).toEqual(['Must be a path in this app']);
    }
  });
});
