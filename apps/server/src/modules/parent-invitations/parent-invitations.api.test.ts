import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invitations, parentStudents, parents, users } from '../../db/schema.ts';
import { makeParent, makeSchoolWithClasses, TEST_PASSWORD, uniqueName } from '../../test/factories.ts';
import { makeParentCode } from '../../test/parent-codes.ts';
import { linkIn, mailingTestApp } from '../../test/smtp-inbox.ts';
import { buildTestAppWith } from '../../test/test-app.ts';

const mail = mailingTestApp();
type Headers = Record<string, string>;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers = {},
  payload?: object,
) => mail.app.app.inject({ method, url, headers, ...(payload && { payload }) });

const base = (schoolId: number) => `/api/v3/schools/${schoolId}/parent-invitations`;
const email = (who: string) => `${uniqueName(who).toLowerCase()}@example.com`;
const newParent = (address: string) => ({
  email: address,
  password: 'plum-harbour-sixty-kites',
  firstName: 'Pat',
  lastName: 'Carer',
  existingAccount: false,
});

async function world() {
  const s = await makeSchoolWithClasses(mail.app.app, mail.app.database.db);
  const [a0, a1] = s.studentsA;
  if (!a0 || !a1) throw new Error('no students');
  return { s, a0, a1 };
}
type World = Awaited<ReturnType<typeof world>>;

const setEmails = (w: World, studentId: number, emails: string[], headers = w.s.teacher.headers) =>
  call('PUT', `/api/v3/schools/${w.s.school.id}/students/${studentId}/parent-emails`, headers, { emails });
const list = async (w: World, headers = w.s.teacher.headers) => {
  const res = await call('GET', `${base(w.s.school.id)}?groupId=${w.s.classA.id}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: Array<{
      studentId: number;
      parentEmails: string[];
      invitations: Array<{ invitationId: number; email: string | null; sentAt: string | null }>;
      joined: Array<{ firstName: string }>;
    }>;
  };
};
const codeOf = async (invitationId: number) => {
  const [row] = await mail.app.database.db
    .select({ code: invitations.code })
    .from(invitations)
    .where(eq(invitations.id, invitationId));
  return row?.code ?? '';
};

describe('inviting a class’s parents by email', () => {
  it('holds two addresses a student, emails each once, and the email’s link signs a parent up once', async () => {
    const w = await world();
    const mum = email('mum');
    const dad = email('dad');
    const set = await setEmails(w, w.a0.studentId, [mum.toUpperCase(), dad]);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ emails: [mum, dad] });
    expect(
      (await setEmails(w, w.a1.studentId, ['a@example.com', 'b@example.com', 'c@example.com'])).statusCode,
    ).toBe(400);
    expect((await setEmails(w, w.a1.studentId, ['a@example.com', 'a@example.com'])).statusCode).toBe(400);

    const count = await call('GET', `${base(w.s.school.id)}/invitable-count`, w.s.teacher.headers);
    expect(count.statusCode, count.body).toBe(200);
    expect(count.json().classes.find((c: { code: string }) => c.code === '8A')).toMatchObject({
      studentCount: 3,
      invitableCount: 3,
      emailableCount: 1,
      joinedCount: 0,
    });

    const sent = await call('POST', base(w.s.school.id), w.s.teacher.headers, { groupId: w.s.classA.id });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ sent: 2, alreadyInvited: 0, withoutEmail: 2 });
    // Again: nothing new is sent.
    const again = await call('POST', base(w.s.school.id), w.s.teacher.headers, { studentId: w.a0.studentId });
    expect(again.json()).toEqual({ sent: 0, alreadyInvited: 2, withoutEmail: 0 });

    const mine = (await list(w)).items.find((i) => i.studentId === w.a0.studentId);
    expect(mine?.parentEmails).toEqual([mum, dad]);
    expect(mine?.invitations.map((i) => i.email).sort()).toEqual([mum, dad].sort());
    const after = await call('GET', `${base(w.s.school.id)}/invitable-count`, w.s.teacher.headers);
    expect(after.json().classes.find((c: { code: string }) => c.code === '8A')).toMatchObject({
      emailableCount: 0,
    });

    const message = await mail.inbox.waitForMessage(mum);
    expect(message.subject).toContain('on Mathsight');
    const link = linkIn(message, '/signup/parent/invite-code');
    const code = link.searchParams.get('code') ?? '';
    const described = await call('GET', `/api/v3/invitations/${code}`);
    expect(described.statusCode, described.body).toBe(200);
    expect(described.json()).toMatchObject({
      kind: 'ParentStudent',
      role: 'Parent',
      child: { firstName: expect.any(String) },
    });

    const signUp = await call('POST', `/api/v3/invitations/${code}/parents`, {}, newParent(mum));
    expect(signUp.statusCode, signUp.body).toBe(201);
    expect(signUp.json().userRole).toBe('Parent');
    // The new address is confirmed by email.
    await mail.inbox.waitForMessage(mum, (m) => m.text.includes('/signup/confirm'));
    // The link works once.
    expect((await call('GET', `/api/v3/invitations/${code}`)).statusCode).toBe(404);
    const twice = await call('POST', `/api/v3/invitations/${code}/parents`, {}, newParent(email('late')));
    expect(twice.statusCode).toBe(404);

    const joined = (await list(w)).items.find((i) => i.studentId === w.a0.studentId);
    expect(joined?.joined.map((p) => p.firstName)).toEqual(['Pat']);
    expect(joined?.invitations.map((i) => i.email)).toEqual([dad]);
  });

  it('resends a waiting invitation and withdraws one, which then no longer works', async () => {
    const w = await world();
    const carer = email('carer');
    await setEmails(w, w.a1.studentId, [carer]);
    await call('POST', base(w.s.school.id), w.s.admin.headers, { studentId: w.a1.studentId });
    await mail.inbox.waitForMessage(carer);
    const invitation = (await list(w)).items.find((i) => i.studentId === w.a1.studentId)?.invitations[0];
    if (!invitation) throw new Error('no invitation');
    const before = mail.inbox.messages.filter((m) => m.to.includes(carer)).length;
    const resent = await call(
      'POST',
      `${base(w.s.school.id)}/${invitation.invitationId}/resend`,
      w.s.teacher.headers,
    );
    expect(resent.statusCode, resent.body).toBe(204);
    await expect.poll(() => mail.inbox.messages.filter((m) => m.to.includes(carer)).length).toBe(before + 1);

    const code = await codeOf(invitation.invitationId);
    const withdrawn = await call(
      'DELETE',
      `${base(w.s.school.id)}/${invitation.invitationId}`,
      w.s.teacher.headers,
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(204);
    expect(
      (await call('DELETE', `${base(w.s.school.id)}/${invitation.invitationId}`, w.s.teacher.headers))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `${base(w.s.school.id)}/${invitation.invitationId}/resend`, w.s.teacher.headers))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/v3/invitations/${code}`)).statusCode).toBe(404);
    expect((await call('POST', `/api/v3/invitations/${code}/parents`, {}, newParent(carer))).statusCode).toBe(
      404,
    );
    expect((await list(w)).items.find((i) => i.studentId === w.a1.studentId)?.invitations).toEqual([]);
  });
});

describe('letters', () => {
  it('prints a class’s letters as one PDF, the same codes when printed again; no class is 400', async () => {
    const w = await world();
    const url = `${base(w.s.school.id)}/letters`;
    const none = await call('GET', url, w.s.teacher.headers);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/Choose a class/);
    const pdf = await call('GET', `${url}?groupId=${w.s.classA.id}`, w.s.teacher.headers);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('parent-letters-8a.pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(3);
    const letterCodes = async () =>
      (await list(w)).items.flatMap((i) =>
        i.invitations.filter((x) => x.email === null).map((x) => x.invitationId),
      );
    const first = await letterCodes();
    expect(first).toHaveLength(3);
    await call('GET', `${url}?groupId=${w.s.classA.id}`, w.s.teacher.headers);
    expect(await letterCodes()).toEqual(first);
    // A letter has no address to resend to.
    expect(
      (await call('POST', `${base(w.s.school.id)}/${first[0]}/resend`, w.s.teacher.headers)).statusCode,
    ).toBe(400);
  }, 60_000);
});

describe('a parent signing up with a code', () => {
  it('signs an existing parent in to add a child of another school; wrong password and taken address refused', async () => {
    const w = await world();
    const existing = await makeParent(
      mail.app.database.db,
      { studentId: w.s.otherStudent.studentId, schoolId: w.s.other.id },
      { user: { email: email('has') } },
    );
    const address = existing.email ?? '';
    const { code } = await makeParentCode(mail.app.database.db, {
      schoolId: w.s.school.id,
      studentId: w.a0.studentId,
    });
    const url = `/api/v3/invitations/${code}/parents`;
    const taken = await call('POST', url, {}, newParent(address));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().modelState.email[0]).toMatch(/already exists/);
    const wrong = await call(
      'POST',
      url,
      {},
      { email: address, password: 'not-the-password', existingAccount: true },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().modelState).toHaveProperty('password');
    const noNames = await call('POST', url, {}, { ...newParent(email('n')), firstName: undefined });
    expect(noNames.statusCode).toBe(400);
    const ok = await call(
      'POST',
      url,
      {},
      { email: address.toUpperCase(), password: TEST_PASSWORD, existingAccount: true },
    );
    expect(ok.statusCode, ok.body).toBe(201);
    const links = await mail.app.database.db
      .select({ studentId: parentStudents.studentId, schoolId: parentStudents.schoolId })
      .from(parentStudents)
      .where(eq(parentStudents.parentId, existing.parentId));
    expect(links.map((l) => l.schoolId).sort()).toEqual([w.s.school.id, w.s.other.id].sort());
    // A used code.
    expect(
      (await call('POST', url, {}, { email: address, password: TEST_PASSWORD, existingAccount: true }))
        .statusCode,
    ).toBe(404);
  });

  it('makes a new account a parent (Parent role, one parent row)', async () => {
    const w = await world();
    const { code } = await makeParentCode(mail.app.database.db, {
      schoolId: w.s.school.id,
      studentId: w.a1.studentId,
    });
    const address = email('new');
    const res = await call('POST', `/api/v3/invitations/${code}/parents`, {}, newParent(address));
    expect(res.statusCode, res.body).toBe(201);
    const [user] = await mail.app.database.db.select().from(users).where(eq(users.email, address));
    expect(user?.roles).toEqual(['Parent']);
    expect(user?.emailConfirmedAt).toBeNull();
    const rows = await mail.app.database.db
      .select()
      .from(parents)
      .where(eq(parents.userId, user?.id ?? 0));
    expect(rows).toHaveLength(1);
  });

  it('limits guessing: unknown codes count against the hour’s public writes', async () => {
    const limited = await buildTestAppWith({ publicWritesPerHour: 2 });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/v3/invitations/ABCDEFGHJK/parents',
          payload: newParent(email('guess')),
          remoteAddress: '203.0.113.27',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([404, 404, 429]);
    } finally {
      await limited.app.close();
    }
  });
});

describe('who may invite', () => {
  it('refuses parents and students (403), other schools and other classes’ teachers (404)', async () => {
    const w = await world();
    const parent = await makeParent(mail.app.database.db, {
      studentId: w.a0.studentId,
      schoolId: w.s.school.id,
    });
    const { signInUser } = await import('../../test/factories.ts');
    const parentH = await signInUser(mail.app.app, mail.app.database.db, parent.userId);
    const listUrl = `${base(w.s.school.id)}?groupId=${w.s.classA.id}`;
    expect((await call('GET', listUrl, parentH)).statusCode).toBe(403);
    expect((await call('GET', `${base(w.s.school.id)}/invitable-count`, parentH)).statusCode).toBe(403);
    expect((await call('GET', listUrl, w.s.student.headers)).statusCode).toBe(403);
    expect((await call('GET', listUrl, w.s.otherTeacher.headers)).statusCode).toBe(404);
    expect((await call('GET', listUrl, w.s.colleague.headers)).statusCode).toBe(404);
    expect((await setEmails(w, w.a0.studentId, [email('x')], w.s.colleague.headers)).statusCode).toBe(404);
    // Another school's class or student through this school's address: 404.
    expect(
      (await call('GET', `${base(w.s.school.id)}?groupId=${w.s.otherClass.id}`, w.s.admin.headers))
        .statusCode,
    ).toBe(404);
    expect((await setEmails(w, w.s.otherStudent.studentId, [email('x')], w.s.admin.headers)).statusCode).toBe(
      404,
    );
    const foreign = await makeParentCode(mail.app.database.db, {
      schoolId: w.s.other.id,
      studentId: w.s.otherStudent.studentId,
      email: email('f'),
    });
    expect(
      (await call('DELETE', `${base(w.s.school.id)}/${foreign.invitationId}`, w.s.admin.headers)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `${base(w.s.other.id)}/${foreign.invitationId}`, w.s.admin.headers)).statusCode,
    ).toBe(404);
    // The colleague's invitable-count holds no class of the teacher's.
    const count = await call('GET', `${base(w.s.school.id)}/invitable-count`, w.s.colleague.headers);
    expect(count.json()).toEqual({ classes: [] });
  });
});
