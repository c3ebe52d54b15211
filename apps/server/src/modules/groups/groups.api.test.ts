import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { students } from '../../db/schema.ts';
import { makeSchoolWithClasses } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/v3/groups/{groupId}/students', () => {
  it('lists the active students of a class to any Confirmed teacher of its school, by name', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const archived = s.studentsA[2];
    if (!archived) throw new Error('factory changed');
    await t.database.db.update(students).set({ isArchived: true }).where(eq(students.id, archived.studentId));

    for (const headers of [s.teacher.headers, s.colleague.headers, s.admin.headers]) {
      const res = await get(`/api/v3/groups/${s.classA.id}/students`, headers);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.total).toBe(2);
      expect(body.items.map((x: { studentId: number }) => x.studentId).sort()).toEqual(
        s.studentsA
          .slice(0, 2)
          .map((x) => x.studentId)
          .sort(),
      );
      const names = body.items.map(
        (x: { lastName: string; firstName: string }) => `${x.lastName} ${x.firstName}`,
      );
      expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
      expect(Object.keys(body.items[0]).sort()).toEqual(['firstName', 'lastName', 'studentId']);
    }
  });

  it('answers 404 to a teacher of another school, a Pending teacher and an unknown class; 403 to a student', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const url = `/api/v3/groups/${s.classA.id}/students`;
    expect((await get(url, s.otherTeacher.headers)).statusCode).toBe(404);
    expect((await get(url, s.pending.headers)).statusCode).toBe(404);
    expect((await get('/api/v3/groups/999999999/students', s.teacher.headers)).statusCode).toBe(404);
    expect((await get(url, s.student.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('refuses a malformed class id with 400', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    expect((await get('/api/v3/groups/abc/students', s.teacher.headers)).statusCode).toBe(400);
  });
});

describe('POST /api/v3/groups/{groupId}/students and users/me', () => {
  it("counts the students pasted into a class in the teacher's next users/me at once (issue 26)", async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const classA = () =>
      get(`/api/v4/users/me?includes=groups&schoolId=${s.school.id}`, s.teacher.headers).then(
        (res) =>
          (res.json() as { groups: Array<{ groupId: number; studentCount: number }> }).groups.find(
            (g) => g.groupId === s.classA.id,
          )?.studentCount,
      );
    const before = await classA(); // read once: users/me is now cached on this node
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/v3/groups/${s.classA.id}/students`,
      headers: s.teacher.headers,
      payload: {
        students: [
          { firstName: 'Ada', lastName: 'Okafor' },
          { firstName: 'Ben', lastName: 'Ruiz' },
        ],
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await classA()).toBe((before ?? 0) + 2);
  });
});
