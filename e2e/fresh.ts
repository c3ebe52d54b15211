import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { linkIn, waitForMail } from './mail.ts';
import { freshBaseUrl } from './servers.ts';

export { freshBaseUrl } from './servers.ts';

export const FRESH_PASSWORD = 'a long walk on the moors';

export type FreshTeacher = {
  email: string;
  password: string;
  userName: string;
  firstName: string;
  lastName: string;
  headers: Record<string, string>;
};

/** Signs in on the fresh server through the API: the headers for its calls. */
export async function freshApiHeaders(
  request: APIRequestContext,
  username: string,
  password = FRESH_PASSWORD,
) {
  const login = await request.post(`${freshBaseUrl}/api/v3/tokens/login-redirect`, {
    data: { username, password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return bearer(request, ((await login.json()) as { refreshToken: string }).refreshToken);
}

/** An access token for a refresh token, on the fresh server. */
async function bearer(request: APIRequestContext, refreshToken: string) {
  const access = await request.get(`${freshBaseUrl}/api/v3/tokens/access`, {
    headers: { 'x-refresh-token': refreshToken },
  });
  expect(access.ok()).toBe(true);
  const { accessToken } = (await access.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

/**
 * A teacher on the fresh server (no demo data) made through the API as the sign-up screen makes one,
 * their address not confirmed yet (the confirmation email is on its way to the mail sink).
 */
export async function signUpFreshTeacher(
  request: APIRequestContext,
  names: { firstName?: string; lastName?: string } = {},
): Promise<FreshTeacher> {
  const firstName = names.firstName ?? 'Nadia';
  const lastName = names.lastName ?? 'Rahman';
  const email = `${firstName}.${lastName}.${randomUUID().slice(0, 8)}@school.example`.toLowerCase();
  const res = await request.post(`${freshBaseUrl}/api/v3/users`, {
    data: { userRole: 'Teacher', firstName, lastName, email, password: FRESH_PASSWORD, acceptTerms: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { refreshToken } = (await res.json()) as { refreshToken: string };
  return {
    email,
    password: FRESH_PASSWORD,
    userName: email,
    firstName,
    lastName,
    headers: await bearer(request, refreshToken),
  };
}

/**
 * A teacher on the fresh server made as the sign-up screen makes one, with their address confirmed
 * by the link that arrived at the mail sink (adding a school and reading the bank's answers need it).
 */
export async function createFreshTeacher(
  request: APIRequestContext,
  names: { firstName?: string; lastName?: string } = {},
): Promise<FreshTeacher> {
  const teacher = await signUpFreshTeacher(request, names);
  const mail = await waitForMail(request, teacher.email, 'Confirm your email address');
  const code = new URL(linkIn(mail, '/signup/confirm'), freshBaseUrl).searchParams.get('code');
  const confirmed = await request.put(`${freshBaseUrl}/api/v3/email-confirmations/${code}`);
  expect(confirmed.ok()).toBe(true);
  return teacher;
}

/** A school the teacher adds through the API (as `/schools` does): they are its administrator. */
export async function createFreshSchool(
  request: APIRequestContext,
  teacher: FreshTeacher,
  name: string,
  address: { addressLine1: string; city: string; zipOrPostCode: string } = {
    addressLine1: '2 Church Road',
    city: 'Leeds',
    zipOrPostCode: 'LS1 4AP',
  },
): Promise<number> {
  const made = await request.post(`${freshBaseUrl}/api/v3/schools`, {
    headers: teacher.headers,
    data: { name, country: 'GB', ...address },
  });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { schoolId: number }).schoolId;
}
