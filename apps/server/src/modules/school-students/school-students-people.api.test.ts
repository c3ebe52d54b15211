import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignmentStudents, users } from '../../db/schema.ts';
import { makeAssignment, makeClass, makeSchoolWithClasses, TEST_PASSWORD } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { grid, makeInsightsWorld } from '../../test/worlds/insights-world.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

type Headers = Record<string, string>;
const send = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
const names = async (schoolId: number, headers: Headers, query = '') => {
  const res = await send('GET', `/api/v3/schools/${schoolId}/students${query}`, headers);
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: Array<{ firstName: string; lastName: string; userName: string }> }).items;
};

describe('PUT /api/v3/schools/{id}/students/{studentId}', () => {
  it("changes a student's name and username, for an administrator or one of the student's teachers", async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const id = s.studentsA[1]?.studentId;
    const url = `/api/v3/schools/${s.school.id}/students/${id}`;
    const res = await send('PUT', url, s.teacher.headers, {
      firstName: '  Zoë ',
      lastName: "O'Brien",
      userName: `Zoe.OBrien.${s.school.id}`,
    });
    expect(res.statusCode).toBe(204);
    const listed = (await names(s.school.id, s.admin.headers)).find((x) => x.lastName === "O'Brien");
    expect(listed).toMatchObject({ firstName: 'Zoë', userName: `Zoe.OBrien.${s.school.id}` });
    // The administrator may too, and the username stays the student's own whatever its case.
    const again = await send('PUT', url, s.admin.headers, {
      firstName: 'Zoë',
      lastName: 'Brontë',
      userName: `zoe.obrien.${s.school.id}`,
    });
    expect(again.statusCode).toBe(204);
  });

  it('refuses a username another account holds, whatever its case (409), and bad names (400)', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const url = `/api/v3/schools/${s.school.id}/students/${s.studentsA[1]?.studentId}`;
    const taken = await send('PUT', url, s.admin.headers, {
      firstName: 'A',
      lastName: 'B',
      userName: (s.otherStudent.userName ?? '').toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('That username is taken: choose another');
    for (const bad of [
      { firstName: '', lastName: 'B', userName: 'good.name' },
      { firstName: 'A', lastName: 'B', userName: 'no spaces' },
      { firstName: 'A', lastName: 'B', userName: 'ab' },
      { firstName: 'A', lastName: 'B' },
    ]) {
      expect((await send('PUT', url, s.admin.headers, bad)).statusCode).toBe(400);
    }
    const body = { firstName: 'A', lastName: 'B', userName: `fine.${s.school.id}` };
    // The colleague teaches none of the student's classes: 403; other schools and the Pending: 404.
    const colleague = await send('PUT', url, s.colleague.headers, body);
    expect(colleague.statusCode).toBe(403);
    expect(colleague.json().message).toBe(
      "Only a school administrator or one of the student's teachers can change this student",
    );
    expect((await send('PUT', url, s.otherTeacher.headers, body)).statusCode).toBe(404);
    expect((await send('PUT', url, s.pending.headers, body)).statusCode).toBe(404);
    expect((await send('PUT', url, s.student.headers, body)).statusCode).toBe(403);
    // Another school's student through this school: 404.
    const foreign = `/api/v3/schools/${s.school.id}/students/${s.otherStudent.studentId}`;
    expect((await send('PUT', foreign, s.admin.headers, body)).statusCode).toBe(404);
  });
});

describe('POST /api/v3/schools/{id}/students/{studentId}/password', () => {
  it('gives a new child-readable password once, which signs in; the old one no longer does', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const student = s.studentsA[2];
    const url = `/api/v3/schools/${s.school.id}/students/${student?.studentId}/password`;
    const res = await send('POST', url, s.teacher.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as { password: string; userName: string };
    expect(body.password).toMatch(/^[a-z]+-[a-z]+-\d{2}$/);
    expect(body.userName).toBe(student?.userName);
    const [row] = await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, student?.userId ?? 0));
    expect(await verify(row?.hash ?? '', body.password)).toBe(true);
    expect((await send('POST', url, s.colleague.headers)).statusCode).toBe(403);
    expect((await send('POST', url, s.otherTeacher.headers)).statusCode).toBe(404);
  });
});

describe('DELETE /api/v3/schools/{id}/students (GDPR erasure)', () => {
  it("removes the student's name from every list and export; the class's past results still count their answers", async () => {
    const { s, work, a } = await makeInsightsWorld();
    const erased = s.studentsA[0];
    await t.database.db
      .update(users)
      .set({ firstName: 'Erin', lastName: 'Erasable' })
      .where(eq(users.id, erased?.userId ?? 0));
    const before = await grid(work.id, s.teacher.headers);
    const res = await send('DELETE', `/api/v3/schools/${s.school.id}/students`, s.admin.headers, {
      studentIds: [a[0]],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 1 });
    // Gone from the list, whatever the archive filter, and from the CSV and the class's list.
    for (const status of ['active', 'archived', 'all']) {
      const items = await names(s.school.id, s.admin.headers, `?request.filter.archiveStatus=${status}`);
      expect(items.map((x) => x.lastName)).not.toContain('Erasable');
      expect(items.map((x) => x.firstName)).not.toContain('Deleted');
    }
    const csv = await send(
      'GET',
      `/api/v3/schools/${s.school.id}/students/export?format=csv&request.filter.archiveStatus=all`,
      s.admin.headers,
    );
    expect(csv.body).not.toContain('Erasable');
    expect(csv.body).not.toContain(erased?.userName);
    const classList = await send('GET', `/api/v3/groups/${s.classA.id}/students`, s.teacher.headers);
    expect(classList.body).not.toContain('Erasable');
    // The account is emptied: no name, username, password or sign-in.
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, erased?.userId ?? 0));
    expect(user).toMatchObject({
      firstName: 'Deleted',
      lastName: 'student',
      passwordHash: null,
      email: null,
    });
    expect(user?.deletedAt).not.toBeNull();
    expect(user?.userName).not.toBe(erased?.userName);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v3/tokens/login-redirect',
      payload: { username: erased?.userName, password: TEST_PASSWORD },
    });
    expect(login.statusCode).not.toBe(200);
    // The past work's results grid still counts their answers, now an anonymous student's.
    const after = await grid(work.id, s.teacher.headers);
    expect(after.totals).toEqual(before.totals);
    expect(after.questions.map((q) => q.correctCount)).toEqual(before.questions.map((q) => q.correctCount));
    const anonymous = after.students.find((x) => x.studentId === a[0]);
    expect(anonymous).toMatchObject({ firstName: 'Deleted', lastName: 'student', answeredCount: 3 });
    expect(JSON.stringify(after)).not.toContain('Erasable');
    // Erasing again: they are no longer a student of the school to erase.
    expect(
      (
        await send('DELETE', `/api/v3/schools/${s.school.id}/students`, s.admin.headers, {
          studentIds: [a[0]],
        })
      ).statusCode,
    ).toBe(404);
  });

  it('is for administrators only, all or none, and refuses other schools', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const url = `/api/v3/schools/${s.school.id}/students`;
    const body = { studentIds: [s.studentsA[1]?.studentId] };
    const teacher = await send('DELETE', url, s.teacher.headers, body);
    expect(teacher.statusCode).toBe(403);
    expect(teacher.json().message).toBe('Only a school administrator can delete students');
    expect((await send('DELETE', url, s.otherTeacher.headers, body)).statusCode).toBe(404);
    expect((await send('DELETE', url, s.student.headers, body)).statusCode).toBe(403);
    const mixed = await send('DELETE', url, s.admin.headers, {
      studentIds: [s.studentsA[1]?.studentId, s.otherStudent.studentId],
    });
    expect(mixed.statusCode).toBe(404);
    expect((await names(s.school.id, s.admin.headers)).length).toBe(5);
    expect((await send('DELETE', url, s.admin.headers, { studentIds: [] })).statusCode).toBe(400);
    expect((await send('DELETE', url, s.admin.headers)).statusCode).toBe(400);
  });
});

describe('GET /api/v3/schools/{id}/students/export?format=pdf', () => {
  it('answers the filtered list as an A4 PDF', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const res = await send(
      'GET',
      `/api/v3/schools/${s.school.id}/students/export?format=pdf&request.filter.groupIds=${s.classB.id}`,
      s.colleague.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="students-school-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A4 landscape: 841.89 × 595.28 points.
    expect(res.rawPayload.toString('latin1')).toMatch(/MediaBox \[0 0 841\.89\d* 595\.28\d*\]/);
    // Names in Noto Sans (Helvetica cannot write Nguyễn), its bold in the heading row.
    expect(res.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]+\+NotoSans-Bold/);
    expect(
      (await send('GET', `/api/v3/schools/${s.school.id}/students/export?format=pdf`, s.otherTeacher.headers))
        .statusCode,
    ).toBe(404);
  }, 30_000);
});

describe('PUT /api/v3/schools/{id}/students/class-memberships', () => {
  it("adds students to classes with the class's current work, and takes them out of others, in one go", async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const current = await makeAssignment(t.database.db, { schoolId: s.school.id, groupIds: [s.classB.id] });
    const leftBehind = await makeAssignment(t.database.db, {
      schoolId: s.school.id,
      groupIds: [s.classA.id],
    });
    const url = `/api/v3/schools/${s.school.id}/students/class-memberships`;
    const movers = [s.studentsA[1]?.studentId ?? 0, s.studentsA[2]?.studentId ?? 0];
    const res = await send('PUT', url, s.teacher.headers, {
      studentIds: movers,
      add: [s.classB.id],
      remove: [s.classA.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ added: 2, removed: 2 });
    const inB = await names(s.school.id, s.teacher.headers, `?request.filter.groupIds=${s.classB.id}`);
    expect(inB).toHaveLength(4);
    const inA = await names(s.school.id, s.teacher.headers, `?request.filter.groupIds=${s.classA.id}`);
    expect(inA).toHaveLength(1);
    const enrolled = await t.database.db
      .select({ studentId: assignmentStudents.studentId })
      .from(assignmentStudents)
      .where(eq(assignmentStudents.assignmentId, current.id));
    expect(enrolled.map((e) => e.studentId).sort()).toEqual(
      [...movers, ...s.studentsB.map((x) => x.studentId)].sort(),
    );
    // 8A's open work, not started, leaves with them; its one remaining student keeps it.
    const stillSet = await t.database.db
      .select({ studentId: assignmentStudents.studentId })
      .from(assignmentStudents)
      .where(eq(assignmentStudents.assignmentId, leftBehind.id));
    expect(stillSet.map((e) => e.studentId)).toEqual([s.studentsA[0]?.studentId]);
    // Again: nothing new.
    expect(
      (await send('PUT', url, s.teacher.headers, { studentIds: movers, add: [s.classB.id] })).json(),
    ).toEqual({
      added: 0,
      removed: 0,
    });
  });

  it('lets teachers change only the classes they teach; refuses other schools and bad requests', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const url = `/api/v3/schools/${s.school.id}/students/class-memberships`;
    const studentIds = [s.studentsA[0]?.studentId];
    const notTheirs = await makeClass(t.database.db, s.school.id, { code: '7Q' });
    const refused = await send('PUT', url, s.teacher.headers, { studentIds, add: [notTheirs.id] });
    expect(refused.statusCode).toBe(403);
    // An administrator may put students into, and take them out of, any class of the school.
    const byAdmin = await send('PUT', url, s.admin.headers, {
      studentIds,
      add: [notTheirs.id],
      remove: [s.classA.id],
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toEqual({ added: 1, removed: 1 });
    expect((await send('PUT', url, s.colleague.headers, { studentIds, add: [s.classA.id] })).statusCode).toBe(
      403,
    );
    expect(
      (await send('PUT', url, s.otherTeacher.headers, { studentIds, add: [s.classA.id] })).statusCode,
    ).toBe(404);
    expect((await send('PUT', url, s.admin.headers, { studentIds, add: [s.otherClass.id] })).statusCode).toBe(
      404,
    );
    expect(
      (
        await send('PUT', url, s.admin.headers, {
          studentIds: [s.otherStudent.studentId],
          add: [s.classA.id],
        })
      ).statusCode,
    ).toBe(404);
    expect((await send('PUT', url, s.admin.headers, { studentIds })).statusCode).toBe(400);
    expect(
      (await send('PUT', url, s.admin.headers, { studentIds, add: [s.classA.id], remove: [s.classA.id] }))
        .statusCode,
    ).toBe(400);
  });
});
