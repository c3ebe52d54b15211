import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  daysFromNow,
  makeAssignment,
  makeClassInvitation,
  makeSchoolWithClasses,
} from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { INVITATION_MESSAGES } from './invitations.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const signUp = (code: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v3/invitations/${code}/students`, payload });
const student = (userName = `sam.${randomUUID().slice(0, 6)}`) => ({
  firstName: 'Sam',
  lastName: "O'Brien",
  userName,
  password: 'purple giraffe ladder',
});

async function bearer(refreshToken: string) {
  const res = await get('/api/v3/tokens/access', { 'x-refresh-token': refreshToken });
  return { authorization: `Bearer ${(res.json() as { accessToken: string }).accessToken}` };
}

describe('a student signs up with their class code', () => {
  it('shows what the code is for, however it is typed', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const code = await makeClassInvitation(t.database.db, s.school.id, s.classA.id);
    const typed = `${code.slice(0, 5).toLowerCase()}-${code.slice(5)}`;
    const res = await get(`/api/v3/invitations/${typed}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      kind: 'ClassStudent',
      role: 'Student',
      schoolName: s.school.name,
      class: { groupId: s.classA.id, code: s.classA.code, description: null },
      teacher: null,
    });
  });

  it('is in the class at once and has its current whole-class work, not what is over or for others', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const common = {
      schoolId: s.school.id,
      groupIds: [s.classA.id],
      createdByTeacherId: s.teacher.teacherId,
    };
    const current = await makeAssignment(t.database.db, { ...common, name: 'Current work' });
    const over = await makeAssignment(t.database.db, {
      ...common,
      name: 'Over',
      startDate: daysFromNow(-9),
      endDate: daysFromNow(-2),
    });
    const forSome = await makeAssignment(t.database.db, {
      ...common,
      name: 'For one student',
      studentIds: [s.studentsA[0]?.studentId ?? 0],
    });
    const code = await makeClassInvitation(t.database.db, s.school.id, s.classA.id);

    const res = await signUp(code, student());
    expect(res.statusCode).toBe(201);
    const headers = await bearer((res.json() as { refreshToken: string }).refreshToken);
    const me = (await get('/api/v4/users/me', headers)).json() as { user: { userRole: string; email: null } };
    expect(me.user).toMatchObject({ userRole: 'Student', email: null });

    const work = (await get('/api/v3/students/me/assignments', headers)).json() as {
      items: Array<{ assignmentId: number }>;
    };
    // The ids themselves, not the JSON text (where "assignmentId":12 is also the start of …:123).
    const ids = work.items.map((i) => i.assignmentId);
    expect(ids).toContain(current.id);
    expect(ids).not.toContain(over.id);
    expect(ids).not.toContain(forSome.id);

    // The class's teacher sees the new student in the class.
    const members = (await get(`/api/v3/groups/${s.classA.id}/students`, s.teacher.headers)).json() as {
      items: Array<{ lastName: string }>;
    };
    expect(JSON.stringify(members)).toContain("O'Brien");
  });

  it('refuses an unknown, revoked or malformed code alike, a taken username with a free one, and a weak password', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const code = await makeClassInvitation(t.database.db, s.school.id, s.classA.id);
    expect((await get('/api/v3/invitations/ABCDEFGHJK')).json()).toEqual({
      message: INVITATION_MESSAGES.unknown,
    });
    expect((await get('/api/v3/invitations/ABCDE-FGHJ0')).statusCode).toBe(400);

    const userName = `taken.${randomUUID().slice(0, 6)}.kid`;
    expect((await signUp(code, student(userName))).statusCode).toBe(201);
    const taken = await signUp(code, student(userName.toUpperCase()));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().modelState.userName[0]).toBe(
      INVITATION_MESSAGES.userNameTaken(`${userName.toUpperCase()}2`),
    );

    const weak = await signUp(code, { ...student(), password: 'password123' });
    expect(weak.json().modelState.password[0]).toMatch(/too common/);
    const badName = await signUp(code, { ...student('no spaces please') });
    expect(Object.keys(badName.json().modelState)).toEqual(['userName']);

    await t.database.query('update invitations set revoked_at = now() where code = $1', [code]);
    expect((await get(`/api/v3/invitations/${code}`)).statusCode).toBe(404);
    expect((await signUp(code, student())).statusCode).toBe(404);
    // Nothing of a refused sign-up is kept.
    const kept = await t.database.query("select 1 from users where user_name like 'no spaces%'");
    expect(kept).toHaveLength(0);
  });
});
