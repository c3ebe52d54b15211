import { randomUUID } from 'node:crypto';
import type { SchoolTeacherList } from '@mathsight/contract/schools.ts';
import { describe, expect, it } from 'vitest';
import { SCHOOL_TEACHER_MESSAGES } from '../../policies/school.ts';
import { makeClass, makeSchoolWithClasses, makeTeacher, signInUser } from '../../test/factories.ts';
import { linkIn, mailingTestApp } from '../../test/smtp-inbox.ts';
import { teacherInvitationPath } from '../invitations/invitation-mails.ts';

/** Issue 13 point 4: the school's teachers, run by its administrators. */
const mailing = mailingTestApp();
const t = () => mailing.app;

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  t().app.inject({ method, url, headers, ...(payload && { payload }) });
const school = () => makeSchoolWithClasses(t().app, t().database.db);
const list = async (schoolId: number, headers: Headers, query = '') =>
  (
    await call(
      'GET',
      `/api/v3/schools/${schoolId}/teachers?request.filter.schoolMembershipStatus=Confirmed${query}`,
      headers,
    )
  ).json() as SchoolTeacherList;

describe("the school's teachers", () => {
  it('lists Confirmed teachers 20 a page with their classes and who administers; Pending for administrators only', async () => {
    const s = await school();
    for (let i = 0; i < 19; i++) await makeTeacher(t().database.db, s.school.id);
    const first = await list(s.school.id, s.colleague.headers);
    expect(first.total).toBe(22);
    expect(first.items).toHaveLength(20);
    const second = await list(s.school.id, s.colleague.headers, '&request.skip=20');
    expect(second.items).toHaveLength(2);
    const all = [...first.items, ...second.items];
    expect(all.find((i) => i.teacherId === s.teacher.teacherId)?.classes.map((c) => c.code)).toEqual([
      '8A',
      '8B',
    ]);
    expect(all.find((i) => i.teacherId === s.admin.teacherId)).toMatchObject({
      isSchoolAdministrator: true,
      classes: [],
    });

    const pendingUrl = `/api/v3/schools/${s.school.id}/teachers?request.filter.schoolMembershipStatus=Pending`;
    expect((await call('GET', pendingUrl, s.colleague.headers)).statusCode).toBe(403);
    const waiting = (await call('GET', pendingUrl, s.admin.headers)).json() as SchoolTeacherList;
    expect(waiting.items.map((i) => i.teacherId)).toEqual([s.pending.teacherId]);
    expect(
      (await call('GET', pendingUrl.replace('Pending', 'Confirmed'), s.pending.headers)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/v3/schools/${s.school.id}/teachers`, s.otherTeacher.headers)).statusCode,
    ).toBe(404);
  });

  it('makes and unmakes administrators, never the last one', async () => {
    const s = await school();
    const url = (teacherId: number) => `/api/v3/schools/${s.school.id}/teachers/${teacherId}`;
    // Refusals: a colleague 403, another school 404, a teacher waiting 409 (confirm them first).
    expect(
      (await call('PUT', url(s.teacher.teacherId), s.colleague.headers, { isSchoolAdministrator: true }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', url(s.otherTeacher.teacherId), s.admin.headers, { isSchoolAdministrator: true }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', url(s.pending.teacherId), s.admin.headers, { isSchoolAdministrator: true }))
        .statusCode,
    ).toBe(409);
    expect((await call('PUT', url(s.teacher.teacherId), s.admin.headers, {})).statusCode).toBe(400);

    // The only administrator cannot step down.
    const last = await call('PUT', url(s.admin.teacherId), s.admin.headers, { isSchoolAdministrator: false });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ message: SCHOOL_TEACHER_MESSAGES.lastAdministrator });

    expect(
      (await call('PUT', url(s.teacher.teacherId), s.admin.headers, { isSchoolAdministrator: true }))
        .statusCode,
    ).toBe(204);
    const admins = (await list(s.school.id, s.admin.headers)).items.filter((i) => i.isSchoolAdministrator);
    expect(admins.map((a) => a.teacherId).sort()).toEqual([s.admin.teacherId, s.teacher.teacherId].sort());
    // The new administrator may now change the school's teachers, and unmake the first.
    expect(
      (await call('PUT', url(s.admin.teacherId), s.teacher.headers, { isSchoolAdministrator: false }))
        .statusCode,
    ).toBe(204);
    expect(
      (await call('PUT', url(s.teacher.teacherId), s.teacher.headers, { isSchoolAdministrator: false }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call('PUT', url(s.teacher.teacherId), s.admin.headers, { isSchoolAdministrator: true }))
        .statusCode,
    ).toBe(403);
  });

  it('removes teachers in one go; their classes stay, and those left with no teacher are named', async () => {
    const s = await school();
    const db = t().database.db;
    const shared = await makeClass(db, s.school.id, {
      teacherIds: [s.teacher.teacherId, s.colleague.teacherId],
      code: '9S',
    });
    const url = `/api/v3/schools/${s.school.id}/teachers/remove-collection`;
    expect(
      (await call('POST', url, s.colleague.headers, { teacherIds: [s.teacher.teacherId] })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', url, s.otherTeacher.headers, { teacherIds: [s.teacher.teacherId] })).statusCode,
    ).toBe(404);
    // A teacher of another school, or one still waiting, is not found, and nobody is removed.
    for (const other of [s.otherTeacher.teacherId, s.pending.teacherId]) {
      expect(
        (await call('POST', url, s.admin.headers, { teacherIds: [s.teacher.teacherId, other] })).statusCode,
      ).toBe(404);
    }
    // The last administrator stays.
    const last = await call('POST', url, s.admin.headers, {
      teacherIds: [s.admin.teacherId, s.colleague.teacherId],
    });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ message: SCHOOL_TEACHER_MESSAGES.lastAdministrator });

    const removed = await call('POST', url, s.admin.headers, { teacherIds: [s.teacher.teacherId] });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({
      count: 1,
      orphanedClasses: [
        { groupId: s.classA.id, code: '8A' },
        { groupId: s.classB.id, code: '8B' },
      ],
    });
    expect(shared.id).toBeGreaterThan(0);
    const left = (await list(s.school.id, s.admin.headers)).items.map((i) => i.teacherId);
    expect(left).not.toContain(s.teacher.teacherId);
    // They no longer reach the school; the classes are still the school's.
    expect((await call('GET', `/api/v3/schools/${s.school.id}`, s.teacher.headers)).statusCode).toBe(404);
    const classes = await t().database.query<{ id: number }>('select id from groups where school_id = $1', [
      s.school.id,
    ]);
    expect(classes.map((c) => c.id)).toEqual(expect.arrayContaining([s.classA.id, s.classB.id, shared.id]));
  });

  it('invites colleagues by email; the link makes them a Confirmed teacher of the school', async () => {
    const s = await school();
    const email = `new.colleague.${randomUUID().slice(0, 8)}@example.com`;
    const memberEmail = (
      await t().database.query<{ email: string }>('select email from users where id = $1', [
        s.colleague.userId,
      ])
    )[0]?.email;
    const url = `/api/v3/schools/${s.school.id}/teachers/invitations`;
    const body = {
      teachers: [
        { firstName: 'Mary', lastName: 'Somerville', email },
        { firstName: 'Colleague', lastName: 'Already', email: memberEmail?.toUpperCase() },
      ],
    };
    expect((await call('POST', url, s.colleague.headers, body)).statusCode).toBe(403);
    expect((await call('POST', url, s.otherTeacher.headers, body)).statusCode).toBe(404);
    expect((await call('POST', url, s.pending.headers, body)).statusCode).toBe(404);

    const res = await call('POST', url, s.admin.headers, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        { firstName: 'Mary', lastName: 'Somerville', email, outcome: 'invited' },
        {
          firstName: 'Colleague',
          lastName: 'Already',
          email: memberEmail?.toUpperCase(),
          outcome: 'alreadyMember',
        },
      ],
    });
    const mail = await mailing.inbox.waitForMessage(email);
    expect(mail.subject).toContain(`invited you to join ${s.school.name}`);
    const code = linkIn(mail, teacherInvitationPath).searchParams.get('code') ?? '';
    const invitation = (await call('GET', `/api/v3/invitations/${code}`, {})).json();
    expect(invitation).toMatchObject({ kind: 'SchoolTeacher', class: null, schoolName: s.school.name });

    const accepted = await call(
      'PUT',
      `/api/v3/invitations/${code}/users`,
      {},
      {
        firstName: 'Mary',
        lastName: 'Somerville',
        password: 'a quiet harbour at dawn',
      },
    );
    expect(accepted.statusCode).toBe(200);
    const rows = await t().database.query<{ membership_status: string; is_school_administrator: boolean }>(
      'select t.membership_status, t.is_school_administrator from teachers t join users u on u.id = t.user_id where u.email = $1 and t.school_id = $2',
      [email, s.school.id],
    );
    expect(rows).toEqual([{ membership_status: 'Confirmed', is_school_administrator: false }]);
    // Single use.
    expect(
      (
        await call(
          'PUT',
          `/api/v3/invitations/${code}/users`,
          {},
          { firstName: 'M', lastName: 'S', password: 'a quiet harbour at dawn' },
        )
      ).statusCode,
    ).toBe(404);
  });

  it('an administrator who has not confirmed their email address may not invite', async () => {
    const s = await school();
    const fresh = await makeTeacher(t().database.db, s.school.id, { admin: true });
    await t().database.query('update users set email_confirmed_at = null where id = $1', [fresh.userId]);
    const headers = await signInUser(t().app, t().database.db, fresh.userId);
    const res = await call('POST', `/api/v3/schools/${s.school.id}/teachers/invitations`, headers, {
      teachers: [
        { firstName: 'Ada', lastName: 'Byron', email: `ada-${randomUUID().slice(0, 6)}@example.com` },
      ],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: expect.stringContaining('Confirm your email address') });
  });
});
