import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { featureFlags } from '../../db/schema.ts';
import { defined } from '../../test/defined.ts';
import { makeClass, makeSchool, makeStudent, makeTeacher, makeUser, signIn } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { PROFILE_MESSAGES } from './users.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

async function userNameOf(userId: number) {
  const rows = await t.database.query<{ user_name: string }>('select user_name from users where id = $1', [
    userId,
  ]);
  return defined(rows[0], `user ${userId}`).user_name;
}

/** A teacher in two schools with classes in each, a Pending colleague and a demo class. */
async function twoSchoolTeacher() {
  const { db } = t.database;
  const first = await makeSchool(db);
  const second = await makeSchool(db);
  const teacherA = await makeTeacher(db, first.id);
  const teacherB = await makeTeacher(db, second.id, { userId: teacherA.userId, admin: true });
  const pending = await makeTeacher(db, first.id, { status: 'Pending' });
  const year9 = await makeClass(db, first.id, {
    teacherIds: [teacherA.teacherId],
    yearGroupId: 10,
    code: '9X',
  });
  const year7 = await makeClass(db, first.id, {
    teacherIds: [teacherA.teacherId, pending.teacherId],
    yearGroupId: 8,
    code: '7X',
  });
  await makeClass(db, first.id, { teacherIds: [teacherA.teacherId], isDemo: true, code: 'Demo' });
  await makeClass(db, second.id, { teacherIds: [teacherB.teacherId], code: 'S2' });
  for (let i = 0; i < 3; i++) await makeStudent(db, first.id, year7.id);
  const session = await signIn(t.app, await userNameOf(teacherA.userId));
  return { first, second, teacherA, teacherB, pending, year7, year9, session };
}

function me(headers: Record<string, string>, query = 'includes=groups,teachers,feature-flags,user-state') {
  return t.app.inject({ method: 'GET', url: `/api/v4/users/me?${query}`, headers });
}

describe('GET /api/v4/users/me', () => {
  it('answers the user, their schools and the includes for the highest-id school by default', async () => {
    const s = await twoSchoolTeacher();
    const res = await me(s.session.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      userId: s.teacherA.userId,
      userRole: 'Teacher',
      isAuthenticated: true,
    });
    expect(body.userSchools.map((u: { schoolId: number }) => u.schoolId)).toEqual([s.first.id, s.second.id]);
    expect(body.schoolId).toBe(s.second.id);
    expect(body.teacherId).toBe(s.teacherB.teacherId);
    expect(body.isSchoolAdministrator).toBe(true);
    expect(body.groups.map((g: { code: string }) => g.code)).toEqual(['S2']);
    expect(body).not.toHaveProperty('passwordHash');
    expect(res.body).not.toMatch(/argon2/);
  });

  it('answers the asked-for school with its classes (demo classes apart, youngest first, head counts)', async () => {
    const s = await twoSchoolTeacher();
    const body = (await me(s.session.headers, `includes=groups,teachers&schoolId=${s.first.id}`)).json();
    expect(body.schoolId).toBe(s.first.id);
    expect(body.groups.map((g: { code: string }) => g.code)).toEqual(['7X', '9X']);
    expect(body.groups[0]).toMatchObject({
      studentCount: 3,
      yearGroups: [{ countryYearGroupId: 8, name: 'Year 7' }],
    });
    expect(body.demoGroups.map((g: { code: string }) => g.code)).toEqual(['Demo']);
    expect(body.teachers).toHaveLength(2);
    expect(body).not.toHaveProperty('featureFlags');
  });

  it('uses the current school when none is asked for', async () => {
    const s = await twoSchoolTeacher();
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/users/${s.teacherA.userId}`,
      headers: s.session.headers,
      payload: { currentSchoolId: s.first.id },
    });
    expect(put.statusCode).toBe(204);
    expect((await me(s.session.headers)).json()).toMatchObject({
      currentSchoolId: s.first.id,
      schoolId: s.first.id,
    });
  });

  it('answers 404 for a school the user does not belong to', async () => {
    const s = await twoSchoolTeacher();
    const other = await makeSchool(t.database.db);
    const res = await me(s.session.headers, `schoolId=${other.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'The resource you are looking for does not exist.' });
  });

  it('gives a Pending teacher no class list and no colleagues', async () => {
    const s = await twoSchoolTeacher();
    const session = await signIn(t.app, await userNameOf(s.pending.userId));
    const body = (await me(session.headers)).json();
    expect(body.userSchools[0].teacher.schoolMembershipStatus).toBe('Pending');
    expect(body.groups).toEqual([]);
    expect(body.demoGroups).toEqual([]);
    expect(body.teachers).toEqual([]);
  });

  it('lists feature flags on for everyone, the school or the user', async () => {
    const s = await twoSchoolTeacher();
    await t.database.db.insert(featureFlags).values([
      { key: 'school-flag', schoolId: s.second.id },
      { key: 'user-flag', userId: s.teacherA.userId },
      { key: 'off-flag', userId: s.teacherA.userId, enabled: false },
      { key: 'other-school-flag', schoolId: s.first.id },
    ]);
    const flags: string[] = (await me(s.session.headers)).json().featureFlags;
    expect(flags).toEqual(expect.arrayContaining(['school-flag', 'user-flag']));
    expect(flags).not.toContain('off-flag');
    expect(flags).not.toContain('other-school-flag');
  });

  it('tells a student where they study', async () => {
    const school = await makeSchool(t.database.db);
    const student = await makeStudent(t.database.db, school.id);
    const body = (await me((await signIn(t.app, student.userName)).headers)).json();
    expect(body.user.userRole).toBe('Student');
    expect(body.student).toEqual({ studentId: student.studentId, schoolId: school.id });
    expect(body.userSchools).toEqual([]);
  });

  it('refuses no token, a tampered token and an unknown include', async () => {
    const s = await twoSchoolTeacher();
    expect((await me({})).statusCode).toBe(401);
    const tampered = { authorization: `${s.session.headers.authorization.slice(0, -3)}abc` };
    const res = await me(tampered);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Authorisation has been denied for this request.' });
    const bad = await me(s.session.headers, 'includes=groups,secrets');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().modelState.includes).toEqual(["Unknown include 'secrets'"]);
  });
});

describe('PUT /api/v3/users/{id}', () => {
  it('updates the caller’s own name and email', async () => {
    const user = await makeUser(t.database.db, ['Teacher']);
    const { headers } = await signIn(t.app, user.userName);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/users/${user.id}`,
      headers,
      payload: { firstName: 'Jo', lastName: 'Bloggs', title: 'Dr' },
    });
    expect(res.statusCode).toBe(204);
    expect((await me(headers, '')).json().user).toMatchObject({
      firstName: 'Jo',
      lastName: 'Bloggs',
      title: 'Dr',
    });
  });

  it('answers 404 for another user, and for a school the user is not in', async () => {
    const user = await makeUser(t.database.db, ['Teacher']);
    const other = await makeUser(t.database.db, ['Teacher']);
    const school = await makeSchool(t.database.db);
    const { headers } = await signIn(t.app, user.userName);
    const someoneElse = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/users/${other.id}`,
      headers,
      payload: { firstName: 'X' },
    });
    expect(someoneElse.statusCode).toBe(404);
    const notMine = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/users/${user.id}`,
      headers,
      payload: { currentSchoolId: school.id },
    });
    expect(notMine.statusCode).toBe(404);
  });

  it('rejects an invalid or taken email and an empty name with modelState', async () => {
    const user = await makeUser(t.database.db, ['Teacher']);
    const other = await makeUser(t.database.db, ['Teacher']);
    const { headers } = await signIn(t.app, user.userName);
    const invalid = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/users/${user.id}`,
      headers,
      payload: { email: 'not-an-email', firstName: '  ' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().modelState).toEqual({
      email: ['Enter a valid email address'],
      firstName: ['Enter a first name'],
    });
    const taken = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/users/${user.id}`,
      headers,
      payload: { email: other.email },
    });
    // Whether another account has it is not revealed (profile-edits.api.test.ts).
    expect(taken.statusCode).toBe(400);
    expect(taken.json().modelState).toEqual({ email: [PROFILE_MESSAGES.emailChange] });
  });
});

describe('PUT /api/v3/users/{id}/state', () => {
  it('saves key/value items and answers the whole state, which users/me then includes', async () => {
    const user = await makeUser(t.database.db, ['Teacher']);
    const { headers } = await signIn(t.app, user.userName);
    const url = `/api/v3/users/${user.id}/state`;
    await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { stateValues: [{ key: 'plan.view', value: 'calendar' }] },
    });
    const res = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: {
        stateValues: [
          { key: 'plan.view', value: 'list' },
          { key: 'onboarding', value: 'done' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const expected = [
      { key: 'onboarding', value: 'done' },
      { key: 'plan.view', value: 'list' },
    ];
    expect(res.json()).toEqual({ stateValues: expected });
    expect((await me(headers, 'includes=user-state')).json().userState).toEqual(expected);
  });

  it('refuses another user’s state and an empty list', async () => {
    const user = await makeUser(t.database.db, ['Teacher']);
    const other = await makeUser(t.database.db, ['Teacher']);
    const { headers } = await signIn(t.app, user.userName);
    const payload = { stateValues: [{ key: 'a', value: 'b' }] };
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/v3/users/${other.id}/state`, headers, payload }))
        .statusCode,
    ).toBe(404);
    const empty = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/users/${user.id}/state`,
      headers,
      payload: { stateValues: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().modelState).toHaveProperty('stateValues');
  });
});

describe('POST /api/v3/users/{id}/heartbeat', () => {
  it('records when the user was last seen, for themselves only', async () => {
    const user = await makeUser(t.database.db, ['Teacher']);
    const other = await makeUser(t.database.db, ['Teacher']);
    const { headers } = await signIn(t.app, user.userName);
    const res = await t.app.inject({ method: 'POST', url: `/api/v3/users/${user.id}/heartbeat`, headers });
    expect(res.statusCode).toBe(200);
    expect(Date.now() - Date.parse(res.json().lastSeenAt)).toBeLessThan(60_000);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v3/users/${other.id}/heartbeat`, headers }))
        .statusCode,
    ).toBe(404);
  });
});

describe('users/me across server nodes', () => {
  it('shows a change made through one node on another that had the old answer cached', async () => {
    const second = await buildApp({ config: t.config, database: t.database });
    try {
      const user = await makeUser(t.database.db, ['Teacher'], { firstName: 'Before' });
      const { headers } = await signIn(t.app, user.userName);
      const read = async () =>
        (await second.inject({ method: 'GET', url: '/api/v4/users/me', headers })).json().user.firstName;
      expect(await read()).toBe('Before');
      await t.app.inject({
        method: 'PUT',
        url: `/api/v3/users/${user.id}`,
        headers,
        payload: { firstName: 'After' },
      });
      await expect.poll(read, { timeout: 3000, interval: 20 }).toBe('After');
    } finally {
      await second.close();
    }
  });
});
