import type { TeacherProfile } from '@mathsight/contract/schools.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAssignment, makeClass, makeSchoolWithClasses, makeTeacher } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

/** Issue 13 point 4: a teacher's profile, and putting teachers into classes or taking them out. */
let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

type Headers = Record<string, string>;
const call = (method: 'GET' | 'PUT', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });

describe('GET /api/v3/schools/{id}/teachers/{teacherId}', () => {
  it('shows a teacher with their role, classes and the work they set, newest first, to the school', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const day = 24 * 3600_000;
    const older = await makeAssignment(t.database.db, {
      schoolId: s.school.id,
      groupIds: [s.classA.id],
      createdByTeacherId: s.teacher.teacherId,
      name: 'Fractions',
      endDate: new Date(Date.now() - 2 * day),
    });
    const newer = await makeAssignment(t.database.db, {
      schoolId: s.school.id,
      groupIds: [s.classA.id, s.classB.id],
      createdByTeacherId: s.teacher.teacherId,
      name: 'Ratio',
    });
    // Someone else's work is not theirs.
    await makeAssignment(t.database.db, { schoolId: s.school.id, groupIds: [s.classA.id], name: 'Other' });
    const url = `/api/v3/schools/${s.school.id}/teachers/${s.teacher.teacherId}`;
    const res = await call('GET', url, s.colleague.headers);
    expect(res.statusCode).toBe(200);
    const profile = res.json() as TeacherProfile;
    expect(profile).toMatchObject({
      teacherId: s.teacher.teacherId,
      schoolMembershipStatus: 'Confirmed',
      isSchoolAdministrator: false,
      classes: [
        { groupId: s.classA.id, code: '8A' },
        { groupId: s.classB.id, code: '8B' },
      ],
    });
    expect(profile.email).toMatch(/@/);
    expect(profile.work.map((w) => [w.assignmentId, w.name])).toEqual([
      [newer.id, 'Ratio'],
      [older.id, 'Fractions'],
    ]);
    expect(profile.work[0]?.classes.map((c) => c.code)).toEqual(['8A', '8B']);
    const admin = (
      await call('GET', `/api/v3/schools/${s.school.id}/teachers/${s.admin.teacherId}`, s.teacher.headers)
    ).json();
    expect(admin).toMatchObject({ isSchoolAdministrator: true, classes: [], work: [] });
  });

  it('refuses other schools (404) and a Pending teacher to non-administrators (403)', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const url = `/api/v3/schools/${s.school.id}/teachers/${s.teacher.teacherId}`;
    expect((await call('GET', url, s.otherTeacher.headers)).statusCode).toBe(404);
    expect((await call('GET', url, s.pending.headers)).statusCode).toBe(404);
    expect((await call('GET', url, s.student.headers)).statusCode).toBe(403);
    // Another school's teacher through this school: 404.
    const foreign = `/api/v3/schools/${s.school.id}/teachers/${s.otherTeacher.teacherId}`;
    expect((await call('GET', foreign, s.admin.headers)).statusCode).toBe(404);
    const pending = `/api/v3/schools/${s.school.id}/teachers/${s.pending.teacherId}`;
    expect((await call('GET', pending, s.teacher.headers)).statusCode).toBe(403);
    expect((await call('GET', pending, s.admin.headers)).statusCode).toBe(200);
  });
});

describe('PUT /api/v3/schools/{id}/teachers/class-memberships', () => {
  it('makes teachers teach classes and stop teaching others, in one go', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const extra = await makeTeacher(t.database.db, s.school.id);
    const url = `/api/v3/schools/${s.school.id}/teachers/class-memberships`;
    const res = await call('PUT', url, s.admin.headers, {
      teacherIds: [s.colleague.teacherId, extra.teacherId],
      add: [s.classA.id, s.classB.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ added: 4, removed: 0 });
    const classesOf = async (teacherId: number) =>
      (
        (
          await call('GET', `/api/v3/schools/${s.school.id}/teachers/${teacherId}`, s.admin.headers)
        ).json() as TeacherProfile
      ).classes.map((c) => c.code);
    expect(await classesOf(s.colleague.teacherId)).toEqual(['8A', '8B']);
    // The colleague now teaches 8B, so may take the other teacher out of it.
    const out = await call('PUT', url, s.colleague.headers, {
      teacherIds: [extra.teacherId],
      remove: [s.classB.id],
    });
    expect(out.json()).toEqual({ added: 0, removed: 1 });
    expect(await classesOf(extra.teacherId)).toEqual(['8A']);
  });

  it('lets teachers change only the classes they teach; refuses Pending teachers, other schools and bad requests', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const url = `/api/v3/schools/${s.school.id}/teachers/class-memberships`;
    const notTheirs = await makeClass(t.database.db, s.school.id, { code: '7Q' });
    const teacherIds = [s.colleague.teacherId];
    expect((await call('PUT', url, s.teacher.headers, { teacherIds, add: [notTheirs.id] })).statusCode).toBe(
      403,
    );
    expect((await call('PUT', url, s.colleague.headers, { teacherIds, add: [s.classA.id] })).statusCode).toBe(
      403,
    );
    expect(
      (await call('PUT', url, s.otherTeacher.headers, { teacherIds, add: [s.classA.id] })).statusCode,
    ).toBe(404);
    expect((await call('PUT', url, s.admin.headers, { teacherIds, add: [s.otherClass.id] })).statusCode).toBe(
      404,
    );
    expect(
      (await call('PUT', url, s.admin.headers, { teacherIds: [s.pending.teacherId], add: [s.classA.id] }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call('PUT', url, s.admin.headers, {
          teacherIds: [s.otherTeacher.teacherId],
          add: [s.classA.id],
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('PUT', url, s.admin.headers, { teacherIds })).statusCode).toBe(400);
  });
});

describe('DELETE /api/v3/schools/{id}/teachers/remove-collection', () => {
  it('removes teachers as the POST alias does (spec §7 spells it DELETE), administrators only', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const url = `/api/v3/schools/${s.school.id}/teachers/remove-collection`;
    const del = (headers: Headers, payload: object) =>
      t.app.inject({ method: 'DELETE', url, headers, payload });
    expect((await del(s.colleague.headers, { teacherIds: [s.teacher.teacherId] })).statusCode).toBe(403);
    expect((await del(s.otherTeacher.headers, { teacherIds: [s.teacher.teacherId] })).statusCode).toBe(404);
    expect((await del(s.admin.headers, { teacherIds: [] })).statusCode).toBe(400);
    const removed = await del(s.admin.headers, { teacherIds: [s.colleague.teacherId] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ count: 1, orphanedClasses: [] });
    // The POST alias still answers the same way.
    const extra = await makeTeacher(t.database.db, s.school.id);
    const viaPost = await t.app.inject({
      method: 'POST',
      url,
      headers: s.admin.headers,
      payload: { teacherIds: [extra.teacherId] },
    });
    expect(viaPost.json()).toEqual({ count: 1, orphanedClasses: [] });
  });
});
