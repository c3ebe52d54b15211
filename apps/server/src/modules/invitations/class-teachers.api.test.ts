import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  makeClassInvitation,
  makeSchoolWithClasses,
  makeTeacher,
  makeTeacherInvitation,
  makeUser,
  signInUser,
  TEST_PASSWORD,
} from '../../test/factories.ts';
import { linkIn, mailingTestApp } from '../../test/smtp-inbox.ts';
import { teacherInvitationPath } from './invitation-mails.ts';
import { INVITATION_MESSAGES } from './invitations.service.ts';

/** Issue 12, the join-class flow's co-teachers: chosen from the school, or invited by email. */
const mailing = mailingTestApp();
const t = () => mailing.app;

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t().app.inject({ method, url, headers, ...(payload && { payload }) });

async function bearer(refreshToken: string) {
  const res = await call('GET', '/api/v3/tokens/access', { 'x-refresh-token': refreshToken });
  return { authorization: `Bearer ${(res.json() as { accessToken: string }).accessToken}` };
}

async function classWithCode() {
  const s = await makeSchoolWithClasses(t().app, t().database.db);
  const code = await makeClassInvitation(t().database.db, s.school.id, s.classA.id);
  return { s, code };
}

const teachersOf = async (groupId: number) =>
  (
    await t().database.query<{ teacher_id: number }>(
      'select teacher_id from group_teachers where group_id = $1 order by teacher_id',
      [groupId],
    )
  ).map((row) => row.teacher_id);

describe('a class teacher adds co-teachers', () => {
  it('adds a colleague chosen from the school at once, and says who already teaches it', async () => {
    const { s, code } = await classWithCode();
    const res = await call('POST', `/api/v3/invitations/${code}/teachers`, s.teacher.headers, {
      teachers: [{ teacherId: s.colleague.teacherId }, { teacherId: s.teacher.teacherId }],
    });
    expect(res.statusCode).toBe(200);
    const items = (res.json() as { items: Array<{ teacherId: number; outcome: string }> }).items;
    expect(items.map((i) => [i.teacherId, i.outcome]).sort()).toEqual(
      [
        [s.colleague.teacherId, 'added'],
        [s.teacher.teacherId, 'alreadyTeaching'],
      ].sort(),
    );
    expect(await teachersOf(s.classA.id)).toContain(s.colleague.teacherId);
  });

  it('refuses a teacher of another school or one still Pending, and saves nothing', async () => {
    const { s, code } = await classWithCode();
    for (const teacherId of [s.otherTeacher.teacherId, s.pending.teacherId]) {
      const res = await call('POST', `/api/v3/invitations/${code}/teachers`, s.teacher.headers, {
        teachers: [{ teacherId: s.colleague.teacherId }, { teacherId }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ modelState: { teachers: [INVITATION_MESSAGES.notInSchool] } });
    }
    expect(await teachersOf(s.classA.id)).not.toContain(s.colleague.teacherId);
  });

  it("is for the class's teachers and administrators: another teacher 403, another school 404, a wrong code 404", async () => {
    const { s, code } = await classWithCode();
    const body = { teachers: [{ teacherId: s.colleague.teacherId }] };
    expect(
      (await call('POST', `/api/v3/invitations/${code}/teachers`, s.colleague.headers, body)).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/v3/invitations/${code}/teachers`, s.otherTeacher.headers, body)).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/v3/invitations/${code}/teachers`, s.admin.headers, body)).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', '/api/v3/invitations/ABCDEFGHJK/teachers', s.teacher.headers, body)).statusCode,
    ).toBe(404);
  });

  it('invites a new colleague by email; they accept with a password and teach the class, signed in', async () => {
    const { s, code } = await classWithCode();
    const email = `new.colleague.${randomUUID().slice(0, 8)}@example.com`;
    const res = await call('POST', `/api/v3/invitations/${code}/teachers`, s.teacher.headers, {
      teachers: [{ firstName: 'Katherine', lastName: 'Johnson', email }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ items: [{ teacherId: null, email, outcome: 'invited' }] });

    const mail = await mailing.inbox.waitForMessage(email);
    expect(mail.subject).toContain(`invited you to teach ${s.classA.code}`);
    expect(mail.html).toContain('Accept the invitation');
    const invite = linkIn(mail, teacherInvitationPath).searchParams.get('code') ?? '';

    const shown = await call('GET', `/api/v3/invitations/${invite}`, {});
    expect(shown.json()).toMatchObject({
      kind: 'ClassTeacher',
      role: 'Teacher',
      schoolName: s.school.name,
      class: { groupId: s.classA.id },
      teacher: { email, firstName: 'Katherine', lastName: 'Johnson', hasAccount: false },
    });

    // Names are needed for a new account, and the password policy holds.
    const noName = await call(
      'PUT',
      `/api/v3/invitations/${invite}/users`,
      {},
      { password: 'orbital mechanics' },
    );
    expect(noName.json()).toMatchObject({ modelState: { firstName: [INVITATION_MESSAGES.firstName] } });
    const weak = await call(
      'PUT',
      `/api/v3/invitations/${invite}/users`,
      {},
      {
        firstName: 'Katherine',
        lastName: 'Johnson',
        password: 'password1',
      },
    );
    expect(weak.statusCode).toBe(400);

    const accepted = await call(
      'PUT',
      `/api/v3/invitations/${invite}/users`,
      {},
      {
        firstName: 'Katherine',
        lastName: 'Johnson',
        password: 'orbital mechanics',
      },
    );
    expect(accepted.statusCode).toBe(200);
    const headers = await bearer((accepted.json() as { refreshToken: string }).refreshToken);
    const me = (await call('GET', '/api/v4/users/me', headers)).json() as {
      user: { email: string; isEmailConfirmed: boolean };
      userSchools: Array<{ schoolId: number; teacher: { schoolMembershipStatus: string } }>;
    };
    expect(me.user).toMatchObject({ email, isEmailConfirmed: true });
    expect(me.userSchools.find((u) => u.schoolId === s.school.id)?.teacher.schoolMembershipStatus).toBe(
      'Confirmed',
    );
    const students = await call('GET', `/api/v3/groups/${s.classA.id}/students`, headers);
    expect(students.statusCode).toBe(200);

    // The link works once.
    const again = await call(
      'PUT',
      `/api/v3/invitations/${invite}/users`,
      {},
      { password: 'orbital mechanics' },
    );
    expect(again.statusCode).toBe(404);
    expect((await call('GET', `/api/v3/invitations/${invite}`, {})).statusCode).toBe(404);
  });

  it('an address that already has an account accepts with its password, not a new one', async () => {
    const { s } = await classWithCode();
    const user = await makeUser(t().database.db, ['Teacher']);
    const { code: invite } = await makeTeacherInvitation(t().database.db, {
      schoolId: s.school.id,
      groupId: s.classA.id,
      email: user.email ?? '',
    });
    expect((await call('GET', `/api/v3/invitations/${invite}`, {})).json()).toMatchObject({
      teacher: { hasAccount: true },
    });
    const wrong = await call(
      'PUT',
      `/api/v3/invitations/${invite}/users`,
      {},
      { password: 'not the password' },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      modelState: { password: [INVITATION_MESSAGES.wrongPassword(user.email ?? '')] },
    });
    const right = await call('PUT', `/api/v3/invitations/${invite}/users`, {}, { password: TEST_PASSWORD });
    expect(right.statusCode).toBe(200);
    const [membership] = await t().database.query<{ membership_status: string; taught: number }>(
      `select t.membership_status, (select count(*)::int from group_teachers g where g.teacher_id = t.id and g.group_id = $3) as taught
       from teachers t where t.user_id = $1 and t.school_id = $2`,
      [user.id, s.school.id, s.classA.id],
    );
    expect(membership).toEqual({ membership_status: 'Confirmed', taught: 1 });
  });

  it("an expired invitation, or a class's student code, is refused", async () => {
    const { s, code } = await classWithCode();
    const { code: invite } = await makeTeacherInvitation(t().database.db, {
      schoolId: s.school.id,
      groupId: s.classA.id,
    });
    await t().database.query(
      "update invitations set expires_at = now() - interval '1 minute' where code = $1",
      [invite],
    );
    expect(
      (await call('PUT', `/api/v3/invitations/${invite}/users`, {}, { password: 'orbital mechanics' }))
        .statusCode,
    ).toBe(404);
    const student = await call(
      'PUT',
      `/api/v3/invitations/${code}/users`,
      {},
      { password: 'orbital mechanics' },
    );
    expect(student.statusCode).toBe(400);
    expect(student.json()).toMatchObject({ message: INVITATION_MESSAGES.notForTeachers });
  });

  it('a teacher who has not confirmed their email may add colleagues but not invite by email', async () => {
    const { s, code } = await classWithCode();
    const fresh = await makeTeacher(t().database.db, s.school.id);
    await t().database.query('update users set email_confirmed_at = null where id = $1', [fresh.userId]);
    await t().database.query(
      'insert into group_teachers (group_id, teacher_id, school_id) values ($1, $2, $3)',
      [s.classA.id, fresh.teacherId, s.school.id],
    );
    const headers = await signInUser(t().app, t().database.db, fresh.userId);
    const invited = await call('POST', `/api/v3/invitations/${code}/teachers`, headers, {
      teachers: [
        { firstName: 'Ada', lastName: 'Byron', email: `ada-${randomUUID().slice(0, 6)}@example.com` },
      ],
    });
    expect(invited.statusCode).toBe(403);
    expect(invited.json()).toMatchObject({ message: expect.stringContaining('Confirm your email address') });
    const chosen = await call('POST', `/api/v3/invitations/${code}/teachers`, headers, {
      teachers: [{ teacherId: s.colleague.teacherId }],
    });
    expect(chosen.statusCode).toBe(200);
  });
});

describe('a class teacher adds students by name', () => {
  it('makes an account for each, in the class, with a username from the name and a password for the card', async () => {
    const { s } = await classWithCode();
    const res = await call('POST', `/api/v3/groups/${s.classA.id}/students`, s.teacher.headers, {
      students: [
        { firstName: 'Zoë', lastName: "O'Brien" },
        { firstName: 'Thi', lastName: 'Nguyễn' },
        { firstName: 'Zoë', lastName: "O'Brien" },
        { firstName: 'Sam', lastName: 'Smith-Jones' },
      ],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json() as {
      items: Array<{ studentId: number; userName: string; password: string; firstName: string }>;
      schoolName: string;
      classCode: string;
    };
    expect(body).toMatchObject({ schoolName: s.school.name, classCode: s.classA.code });
    const names = body.items.map((i) => i.userName);
    expect(names[0]).toMatch(/^zoe\.obrien\d*$/);
    expect(names[1]).toMatch(/^thi\.nguyen\d*$/);
    expect(names[3]).toMatch(/^sam\.smithjones\d*$/);
    expect(new Set(names).size).toBe(4);
    for (const item of body.items) expect(item.password).toMatch(/^[a-z]+-[a-z]+-\d{2}$/);

    // Each can sign in with their card and is in the class.
    const first = body.items[0];
    const login = await call(
      'POST',
      '/api/v3/tokens/login-redirect',
      {},
      {
        username: first?.userName,
        password: first?.password,
      },
    );
    expect(login.statusCode).toBe(200);
    const listed = await call('GET', `/api/v3/groups/${s.classA.id}/students`, s.teacher.headers);
    const ids = (listed.json() as { items: Array<{ studentId: number }> }).items.map((i) => i.studentId);
    for (const item of body.items) expect(ids).toContain(item.studentId);

    // The same names again get new usernames, never a clash.
    const again = await call('POST', `/api/v3/groups/${s.classA.id}/students`, s.teacher.headers, {
      students: [{ firstName: 'Zoë', lastName: "O'Brien" }],
    });
    expect(names).not.toContain((again.json() as { items: Array<{ userName: string }> }).items[0]?.userName);
  });

  it('refuses a missing name beside its row, and saves none of the others', async () => {
    const { s } = await classWithCode();
    const before = await t().database.query<{ n: number }>(
      'select count(*)::int as n from group_students where group_id = $1',
      [s.classA.id],
    );
    const res = await call('POST', `/api/v3/groups/${s.classA.id}/students`, s.teacher.headers, {
      students: [
        { firstName: 'Ann', lastName: 'Lee' },
        { firstName: ' ', lastName: 'Bee' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Enter a first name');
    const after = await t().database.query<{ n: number }>(
      'select count(*)::int as n from group_students where group_id = $1',
      [s.classA.id],
    );
    expect(after).toEqual(before);
  });

  it("is for the class's teachers: a colleague 403, another school 404", async () => {
    const { s } = await classWithCode();
    const body = { students: [{ firstName: 'Ann', lastName: 'Lee' }] };
    expect(
      (await call('POST', `/api/v3/groups/${s.classA.id}/students`, s.colleague.headers, body)).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/v3/groups/${s.classA.id}/students`, s.otherTeacher.headers, body)).statusCode,
    ).toBe(404);
  });
});
