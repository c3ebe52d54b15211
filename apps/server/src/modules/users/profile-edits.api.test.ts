import { beforeAll, describe, expect, it } from 'vitest';
import { makeSchool, makeStudent, makeUser, signIn } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { PROFILE_MESSAGES } from './users.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

async function put(userName: string, userId: number, payload: object) {
  const { headers } = await signIn(t.app, userName);
  return t.app.inject({ method: 'PUT', url: `/api/v3/users/${userId}`, headers, payload });
}

async function emailOf(userId: number) {
  const [row] = await t.database.query<{ email: string }>('select email from users where id = $1', [userId]);
  return row?.email;
}

describe('PUT /api/v3/users/{id}: what it reveals and who may rename', () => {
  it('answers the same for a registered and an unregistered email, and changes neither', async () => {
    const user = await makeUser(t.database.db, ['Teacher']);
    const other = await makeUser(t.database.db, ['Teacher']);
    const registered = await put(user.userName, user.id, { email: other.email });
    const unregistered = await put(user.userName, user.id, { email: `free-${user.id}@example.com` });
    expect(registered.statusCode).toBe(unregistered.statusCode);
    expect(registered.json()).toEqual(unregistered.json());
    expect(registered.json()).toEqual({
      message: 'The request is invalid.',
      modelState: { email: [PROFILE_MESSAGES.emailChange] },
    });
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('accepts the caller’s own email sent back unchanged, in any case', async () => {
    const user = await makeUser(t.database.db, ['Parent']);
    const res = await put(user.userName, user.id, {
      email: (user.email ?? '').toUpperCase(),
      firstName: 'Sam',
    });
    expect(res.statusCode).toBe(204);
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('refuses a student’s change of their own name (the school keeps it)', async () => {
    const school = await makeSchool(t.database.db);
    const student = await makeStudent(t.database.db, school.id);
    for (const payload of [
      { firstName: '=HYPERLINK("https://evil.example","Click")' },
      { lastName: 'Other' },
      { title: 'Dr' },
    ]) {
      const res = await put(student.userName, student.userId, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: PROFILE_MESSAGES.studentName });
    }
  });
});
