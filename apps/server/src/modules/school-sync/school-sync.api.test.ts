import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { groupTeachers, students, teachers, users } from '../../db/schema.ts';
import { makeClass, makeSchoolWithClasses, makeStudent } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

type School = Awaited<ReturnType<typeof makeSchoolWithClasses>>;
type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const importFile = (s: School, csv: string, mode: 'all' | 'validOnly') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v3/schools/${s.school.id}/students/collection`,
    headers: s.admin.headers,
    payload: { csv, mode, createMissingClasses: true },
  });

describe('GET /api/v3/schools/{id}/student-imports', () => {
  it('lists each completed import newest first, with who, the rows and what was made; failed ones are not listed', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const url = `/api/v3/schools/${s.school.id}/student-imports`;
    expect((await get(url, s.admin.headers)).json()).toEqual({ items: [], total: 0 });

    // 8A and 8B are Year 8 classes (the factory's).
    const first = 'Forename,Surname,Class,Year\nAda,Import,8A,Year 8\nBo,Import,9Q,Year 9\n';
    expect((await importFile(s, first, 'all')).statusCode).toBe(201);
    // A file with a bad row imported "all" is refused: nothing saved, nothing recorded.
    const bad = 'Forename,Surname,Class,Year\nCy,Import,8A,Year 8\n,Import,8A,Year 8\nDi,Import,8B,Year 8\n';
    expect((await importFile(s, bad, 'all')).statusCode).toBe(400);
    expect((await importFile(s, bad, 'validOnly')).statusCode).toBe(201);

    const res = await get(url, s.teacher.headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.items).toEqual([
      {
        studentImportId: expect.any(Number),
        importedBy: 'Alex Morgan',
        importedAt: expect.any(String),
        mode: 'validOnly',
        rowCount: 3,
        studentsAdded: 2,
        classesCreated: 0,
        rowsSkipped: 1,
      },
      {
        studentImportId: expect.any(Number),
        importedBy: 'Alex Morgan',
        importedAt: expect.any(String),
        mode: 'all',
        rowCount: 2,
        studentsAdded: 2,
        classesCreated: 1,
        rowsSkipped: 0,
      },
    ]);
    const paged = (await get(`${url}?request.skip=1&request.take=1`, s.admin.headers)).json();
    expect(paged).toMatchObject({ total: 2, items: [{ mode: 'all' }] });

    // The importer leaves the school: the record stays, with nobody named.
    await t.database.db.delete(teachers).where(eq(teachers.id, s.admin.teacherId));
    const after = (await get(url, s.teacher.headers)).json();
    expect(after.items.map((i: { importedBy: string | null }) => i.importedBy)).toEqual([null, null]);
  });

  it('refuses what is not the caller’s: another school or Pending 404, a student 403, a filter 400', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const url = `/api/v3/schools/${s.school.id}/student-imports`;
    expect((await get(url, s.otherTeacher.headers)).statusCode).toBe(404);
    expect((await get(url, s.pending.headers)).statusCode).toBe(404);
    expect((await get(url, s.student.headers)).statusCode).toBe(403);
    expect((await get(`${url}?request.filter.x=1`, s.admin.headers)).statusCode).toBe(400);
    expect((await get(`${url}?request.take=101`, s.admin.headers)).statusCode).toBe(400);
  });
});

describe('GET /api/v3/schools/{id}/roster-health', () => {
  it('counts the roster and names its loose ends: students in no class, empty classes, untaught classes, archived', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const db = t.database.db;
    const url = `/api/v3/schools/${s.school.id}/roster-health`;
    const clean = (await get(url, s.colleague.headers)).json();
    expect(clean).toEqual({
      studentCount: 5,
      classCount: 2,
      studentsWithoutClass: { count: 0, first: [] },
      classesWithoutStudents: { count: 0, first: [] },
      classesWithoutTeacher: { count: 0, first: [] },
      archivedStudentCount: 0,
    });

    const loose = await makeStudent(db, s.school.id);
    await db.update(users).set({ firstName: 'Lou', lastName: 'Loose' }).where(eq(users.id, loose.userId));
    const empty = await makeClass(db, s.school.id, { code: '10E', teacherIds: [s.teacher.teacherId] });
    // An archived class's students count as in no class; the class itself is not counted.
    const archivedClass = await makeClass(db, s.school.id, { code: 'Old' });
    const [b0, b1] = s.studentsB;
    await db.delete(groupTeachers).where(eq(groupTeachers.groupId, s.classB.id));
    await db
      .update(students)
      .set({ isArchived: true })
      .where(eq(students.id, b0?.studentId ?? 0));
    await db
      .update(students)
      .set({ isArchived: true })
      .where(eq(students.id, b1?.studentId ?? 0));
    await makeStudent(db, s.school.id, archivedClass.id);
    await db.execute(`update groups set is_archived = true where id = ${archivedClass.id}`);

    const body = (await get(url, s.admin.headers)).json();
    expect(body).toMatchObject({
      studentCount: 5,
      classCount: 3,
      studentsWithoutClass: { count: 2 },
      classesWithoutStudents: {
        count: 2,
        first: [
          { groupId: s.classB.id, code: '8B' },
          { groupId: empty.id, code: '10E' },
        ].sort((a, b) => a.code.localeCompare(b.code, 'en-GB', { numeric: true })),
      },
      classesWithoutTeacher: { count: 1, first: [{ groupId: s.classB.id, code: '8B' }] },
      archivedStudentCount: 2,
    });
    expect(body.studentsWithoutClass.first).toContainEqual({
      studentId: loose.studentId,
      firstName: 'Lou',
      lastName: 'Loose',
    });
  });

  it('names at most five of each and refuses other schools (404) and students (403)', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    for (let i = 0; i < 7; i++) await makeStudent(t.database.db, s.school.id);
    const url = `/api/v3/schools/${s.school.id}/roster-health`;
    const body = (await get(url, s.teacher.headers)).json();
    expect(body.studentsWithoutClass.count).toBe(7);
    expect(body.studentsWithoutClass.first).toHaveLength(5);
    expect((await get(url, s.otherTeacher.headers)).statusCode).toBe(404);
    expect((await get(url, s.pending.headers)).statusCode).toBe(404);
    expect((await get(url, s.student.headers)).statusCode).toBe(403);
  });
});
