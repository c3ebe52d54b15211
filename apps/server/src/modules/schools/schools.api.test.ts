import { randomUUID } from 'node:crypto';
import type { MeResponse } from '@mathsight/contract/users.ts';
import { describe, expect, it } from 'vitest';
import { makeSchoolWithClasses, makeUser, signInUser } from '../../test/factories.ts';
import { mailingTestApp } from '../../test/smtp-inbox.ts';
import { SCHOOL_MESSAGES } from './schools.service.ts';

const mailing = mailingTestApp();

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  mailing.app.app.inject({ method, url, headers, ...(payload && { payload }) });
const newTeacher = async () => {
  const user = await makeUser(mailing.app.database.db, ['Teacher']);
  return { user, headers: await signInUser(mailing.app.app, mailing.app.database.db, user.id) };
};
const me = async (headers: Headers) =>
  (await call('GET', '/api/v4/users/me?includes=groups', headers)).json() as MeResponse;
const schoolPayload = (name: string) => ({
  name,
  addressLine1: '12 Minster Yard',
  city: 'York',
  country: 'GB',
  zipOrPostCode: 'yo1  7hh',
});

describe('a teacher with no school adds one and makes its first class', () => {
  it('becomes its Confirmed administrator, and the class gets a code its students can use', async () => {
    const { headers } = await newTeacher();
    const name = `St Aidan's ${randomUUID().slice(0, 6)}`;
    const created = await call('POST', '/api/v3/schools', headers, schoolPayload(name));
    expect(created.statusCode).toBe(201);
    const school = created.json() as { schoolId: number; zipOrPostCode: string };
    expect(school.zipOrPostCode).toBe('YO1 7HH');
    const after = await me(headers);
    expect(after.currentSchoolId).toBe(school.schoolId);
    expect(after.userSchools[0]?.teacher).toMatchObject({
      schoolMembershipStatus: 'Confirmed',
      isSchoolAdministrator: true,
    });

    const yearGroups = (await mailing.app.database.query<{ id: number }>(
      "select id from country_year_groups where country = 'GB' and name = 'Year 7'",
    )) as Array<{ id: number }>;
    const klass = await call('POST', `/api/v3/schools/${school.schoolId}/groups`, headers, {
      code: '7A/Ma',
      description: 'Year 7 maths, set 1',
      yearGroupIds: yearGroups.map((y) => y.id),
    });
    expect(klass.statusCode).toBe(201);
    const group = klass.json() as {
      groupId: number;
      invitation: { code: string; displayCode: string; signUpPath: string };
    };
    expect(group.invitation.code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(group.invitation.displayCode).toBe(
      `${group.invitation.code.slice(0, 5)}-${group.invitation.code.slice(5)}`,
    );
    expect(group.invitation.signUpPath).toContain(group.invitation.code);
    expect((await me(headers)).groups?.map((g) => g.groupId)).toContain(group.groupId);

    const invitation = await call('GET', `/api/v3/groups/${group.groupId}/invitation`, headers);
    expect(invitation.json()).toMatchObject({ code: group.invitation.code });

    // The same code again in the school is refused beside the field.
    const again = await call('POST', `/api/v3/schools/${school.schoolId}/groups`, headers, { code: '7a/ma' });
    expect(again.json().modelState).toEqual({ code: [SCHOOL_MESSAGES.classCodeTaken] });
    // Year groups must be real ones.
    const badYear = await call('POST', `/api/v3/schools/${school.schoolId}/groups`, headers, {
      code: '7B/Ma',
      yearGroupIds: [999_999],
    });
    expect(badYear.json().modelState).toEqual({ yearGroupIds: [SCHOOL_MESSAGES.unknownYearGroup] });

    // A school with that name and postcode is already there.
    const duplicate = await call('POST', '/api/v3/schools', (await newTeacher()).headers, {
      ...schoolPayload(name.toUpperCase()),
      zipOrPostCode: 'YO17HH',
    });
    expect(duplicate.json().modelState).toEqual({ name: [SCHOOL_MESSAGES.duplicate] });
  });

  it('refuses a postcode that is not a UK one, and a missing name, beside each field', async () => {
    const { headers } = await newTeacher();
    const res = await call('POST', '/api/v3/schools', headers, {
      ...schoolPayload(''),
      zipOrPostCode: '12345',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().modelState).sort()).toEqual(['name', 'zipOrPostCode']);
  });
});

describe('finding a school and asking to join it', () => {
  it('searches by name, town or postcode words; a joiner is Pending and the administrators are emailed', async () => {
    const s = await makeSchoolWithClasses(mailing.app.app, mailing.app.database.db);
    const adminEmail = (
      await mailing.app.database.query<{ email: string }>('select email from users where id = $1', [
        s.admin.userId,
      ])
    )[0]?.email;
    await mailing.app.database.query('update schools set city = $2, zip_or_post_code = $3 where id = $1', [
      s.school.id,
      'Whitby',
      'YO21 1AA',
    ]);
    const { user, headers } = await newTeacher();
    const found = await call(
      'GET',
      `/api/v3/schools?request.filter.searchText=${encodeURIComponent(`${s.school.name.split(' ')[0]} whitby`)}`,
      headers,
    );
    const item = (
      found.json() as {
        items: Array<{ schoolId: number; membershipStatus: string | null; teacherCount: number }>;
      }
    ).items.find((i) => i.schoolId === s.school.id);
    expect(item).toMatchObject({ membershipStatus: null });
    const [confirmed] = await mailing.app.database.query<{ n: number }>(
      "select count(*)::int as n from teachers where school_id = $1 and membership_status = 'Confirmed'",
      [s.school.id],
    );
    expect(item?.teacherCount).toBe(confirmed?.n);
    const empty = await call('GET', '/api/v3/schools?request.filter.searchText=', headers);
    expect(empty.json()).toEqual({ items: [], total: 0 });

    const joined = await call('POST', `/api/v3/schools/${s.school.id}/teachers`, headers, {
      isMakeDefault: true,
    });
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({ schoolId: s.school.id, membershipStatus: 'Pending' });
    const after = await me(headers);
    expect(after.userSchools.find((u) => u.schoolId === s.school.id)?.teacher.schoolMembershipStatus).toBe(
      'Pending',
    );

    const mail = await mailing.inbox.waitForMessage(adminEmail ?? '');
    expect(mail.subject).toContain(`${user.firstName} ${user.lastName} asked to join`);
    // Not transactional: it carries the unsubscribe link.
    expect(mail.text).toContain('/unsubscribe?token=');

    // Twice is refused; so is joining for someone else, and a Pending teacher reads nothing of the school.
    const twice = await call('POST', `/api/v3/schools/${s.school.id}/teachers`, headers, {
      isMakeDefault: true,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: SCHOOL_MESSAGES.alreadyMember });
    const forOther = await call('POST', `/api/v3/schools/${s.other.id}/teachers`, headers, {
      isMakeDefault: false,
      userId: s.teacher.userId,
    });
    expect(forOther.statusCode).toBe(404);
    expect((await call('GET', `/api/v3/schools/${s.school.id}`, headers)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/v3/schools/${s.school.id}/groups`, headers, { code: 'Sneaky' })).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/v3/schools/999999/teachers', headers, {})).statusCode).toBe(404);
  });

  it("keeps a class's code to its teachers and the school's administrators", async () => {
    const s = await makeSchoolWithClasses(mailing.app.app, mailing.app.database.db);
    const made = await call('POST', `/api/v3/schools/${s.school.id}/groups`, s.teacher.headers, {
      code: '10Y/Ma',
    });
    const { groupId } = made.json() as { groupId: number };
    expect((await call('GET', `/api/v3/groups/${groupId}/invitation`, s.admin.headers)).statusCode).toBe(200);
    expect((await call('GET', `/api/v3/groups/${groupId}/invitation`, s.colleague.headers)).statusCode).toBe(
      403,
    );
    expect(
      (await call('GET', `/api/v3/groups/${groupId}/invitation`, s.otherTeacher.headers)).statusCode,
    ).toBe(404);
  });

  it('lets an administrator confirm a teacher waiting (who is told by email) or decline one', async () => {
    const s = await makeSchoolWithClasses(mailing.app.app, mailing.app.database.db);
    const joiner = await newTeacher();
    const decliner = await newTeacher();
    for (const j of [joiner, decliner]) {
      await call('POST', `/api/v3/schools/${s.school.id}/teachers`, j.headers, { isMakeDefault: true });
    }
    const waiting = await call('GET', `/api/v3/schools/${s.school.id}/teachers`, s.admin.headers);
    const items = (waiting.json() as { items: Array<{ teacherId: number; userId: number }> }).items;
    const joinerRow = items.find((i) => i.userId === joiner.user.id);
    const declinerRow = items.find((i) => i.userId === decliner.user.id);
    expect(joinerRow && declinerRow).toBeTruthy();

    // Only administrators: a colleague may not, nor the one waiting.
    const url = `/api/v3/schools/${s.school.id}/teachers/${joinerRow?.teacherId}`;
    expect((await call('PUT', url, s.colleague.headers, { membershipStatus: 'Confirmed' })).statusCode).toBe(
      403,
    );
    expect((await call('PUT', url, joiner.headers, { membershipStatus: 'Confirmed' })).statusCode).toBe(404);
    expect((await call('PUT', url, s.admin.headers, { membershipStatus: 'Confirmed' })).statusCode).toBe(204);
    const mail = await mailing.inbox.waitForMessage(joiner.user.email ?? '');
    expect(mail.subject).toBe(`You can now use Mathsight at ${s.school.name}`);
    expect(
      (await me(joiner.headers)).userSchools.find((u) => u.schoolId === s.school.id)?.teacher,
    ).toMatchObject({
      schoolMembershipStatus: 'Confirmed',
    });
    // The school's data is theirs to read now.
    expect((await call('GET', `/api/v3/schools/${s.school.id}`, joiner.headers)).statusCode).toBe(200);

    const declineUrl = `/api/v3/schools/${s.school.id}/teachers/${declinerRow?.teacherId}`;
    expect(
      (await mailing.app.app.inject({ method: 'DELETE', url: declineUrl, headers: s.admin.headers }))
        .statusCode,
    ).toBe(204);
    expect((await me(decliner.headers)).userSchools.some((u) => u.schoolId === s.school.id)).toBe(false);
    // A Confirmed teacher is not declined here.
    const confirmedUrl = `/api/v3/schools/${s.school.id}/teachers/${joinerRow?.teacherId}`;
    const refused = await mailing.app.app.inject({
      method: 'DELETE',
      url: confirmedUrl,
      headers: s.admin.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: SCHOOL_MESSAGES.notWaiting });
  });
});
