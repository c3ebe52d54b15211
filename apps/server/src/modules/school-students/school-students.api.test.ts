import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { students, users } from '../../db/schema.ts';
import { makeClass, makeSchoolWithClasses } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

type School = Awaited<ReturnType<typeof makeSchoolWithClasses>>;
type Item = {
  studentId: number;
  firstName: string;
  lastName: string;
  userName: string;
  isArchived: boolean;
  groups: Array<{ groupId: number; code: string }>;
  yearGroups: Array<{ countryYearGroupId: number; name: string }>;
};

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const put = (url: string, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url, headers, payload: payload as object });

/** Names the school's five students (three in 8A, two in 8B, all Year 9), so sorting and search mean something. */
async function named(s: School) {
  const names: Array<[string, string]> = [
    ['Zoë', 'Brontë'],
    ['Adam', 'Carter'],
    ['Bea', 'Adams'],
    ['Chloe', 'Carter'],
    ['=cmd', 'Evans'],
  ];
  const all = [...s.studentsA, ...s.studentsB];
  for (const [i, student] of all.entries()) {
    const [firstName, lastName] = names[i] ?? ['X', 'Y'];
    await t.database.db.update(users).set({ firstName, lastName }).where(eq(users.id, student.userId));
  }
  return all;
}

const list = async (s: School, query = '', headers = s.teacher.headers) => {
  const res = await get(`/api/v3/schools/${s.school.id}/students${query}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json() as { items: Item[]; total: number };
};
const namesOf = (body: { items: Item[] }) => body.items.map((i) => `${i.firstName} ${i.lastName}`);

describe('GET /api/v3/schools/{id}/students', () => {
  it('lists the active students by last then first name, with their classes and year groups, to any Confirmed teacher', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    await named(s);
    for (const headers of [s.teacher.headers, s.colleague.headers, s.admin.headers]) {
      const body = await list(s, '', headers);
      expect(body.total).toBe(5);
      expect(namesOf(body)).toEqual(['Bea Adams', 'Zoë Brontë', 'Adam Carter', 'Chloe Carter', '=cmd Evans']);
    }
    const body = await list(s);
    const zoe = body.items[1];
    expect(zoe?.groups).toEqual([{ groupId: s.classA.id, code: '8A' }]);
    expect(zoe?.yearGroups.map((y) => y.countryYearGroupId)).toEqual([9]);
    expect(zoe?.isArchived).toBe(false);
    expect(zoe?.userName).toBe(s.studentsA[0]?.userName);
  });

  it('searches by name or username words, filters by class and year, and pages with the total', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const all = await named(s);
    expect(namesOf(await list(s, '?request.filter.searchText=carter'))).toEqual([
      'Adam Carter',
      'Chloe Carter',
    ]);
    expect(namesOf(await list(s, '?request.filter.searchText=CHL%20cart'))).toEqual(['Chloe Carter']);
    expect(namesOf(await list(s, '?request.filter.searchText=zoë'))).toEqual(['Zoë Brontë']);
    expect(namesOf(await list(s, `?request.filter.searchText=${all[3]?.userName}`))).toEqual([
      'Chloe Carter',
    ]);
    // % and _ are letters here, not wildcards.
    expect((await list(s, '?request.filter.searchText=%25')).total).toBe(0);

    expect(namesOf(await list(s, `?request.filter.groupIds=${s.classB.id}`))).toEqual([
      'Chloe Carter',
      '=cmd Evans',
    ]);
    const both = `?request.filter.groupIds=${s.classA.id}&request.filter.groupIds=${s.classB.id}`;
    expect((await list(s, both)).total).toBe(5);
    expect((await list(s, `?request.filter.groupIds=${s.classA.id},${s.classB.id}`)).total).toBe(5);
    // Another school's class matches none of this school's students.
    expect((await list(s, `?request.filter.groupIds=${s.otherClass.id}`)).total).toBe(0);

    const year7 = await makeClass(t.database.db, s.school.id, { yearGroupId: 7, code: '7C' });
    await t.database.query(
      'insert into group_students (group_id, student_id, school_id) values ($1, $2, $3)',
      [year7.id, all[4]?.studentId, s.school.id],
    );
    expect(namesOf(await list(s, '?request.filter.yearGroupId=7'))).toEqual(['=cmd Evans']);
    expect((await list(s, '?request.filter.yearGroupId=9')).total).toBe(5);
    const evans = (await list(s, '?request.filter.yearGroupId=7')).items[0];
    expect(evans?.groups.map((g) => g.code)).toEqual(['7C', '8B']);
    expect(evans?.yearGroups.map((y) => y.countryYearGroupId)).toEqual([7, 9]);

    const page = await list(s, '?request.skip=2&request.take=2');
    expect(page.total).toBe(5);
    expect(namesOf(page)).toEqual(['Adam Carter', 'Chloe Carter']);
    const past = await list(s, '?request.skip=10&request.take=2');
    expect(past).toEqual({ items: [], total: 5 });
  });

  it('leaves archived students out unless asked for them', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const all = await named(s);
    await t.database.db
      .update(students)
      .set({ isArchived: true })
      .where(inArray(students.id, [all[0]?.studentId ?? 0]));
    expect(namesOf(await list(s))).not.toContain('Zoë Brontë');
    expect((await list(s, '?request.filter.archiveStatus=active')).total).toBe(4);
    const archived = await list(s, '?request.filter.archiveStatus=archived');
    expect(namesOf(archived)).toEqual(['Zoë Brontë']);
    expect(archived.items[0]?.isArchived).toBe(true);
    expect((await list(s, '?request.filter.archiveStatus=all')).total).toBe(5);
  });

  it('refuses strangers, students and bad filters', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const url = `/api/v3/schools/${s.school.id}/students`;
    expect((await get(url, s.otherTeacher.headers)).statusCode).toBe(404);
    expect((await get(url, s.pending.headers)).statusCode).toBe(404);
    expect((await get(url, s.student.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const bad of [
      'request.filter.archiveStatus=gone',
      'request.filter.groupIds=a',
      'request.filter.colour=red',
      'request.take=10001',
    ]) {
      expect((await get(`${url}?${bad}`, s.teacher.headers)).statusCode).toBe(400);
    }
  });
});

describe('PUT /api/v3/schools/{id}/students/archive-collection and un-archive-collection', () => {
  it('lets an administrator archive and un-archive students in one go', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const all = await named(s);
    const ids = [all[0]?.studentId, all[3]?.studentId];
    const archive = `/api/v3/schools/${s.school.id}/students/archive-collection`;
    const res = await put(archive, s.admin.headers, { studentIds: ids });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 2 });
    // Archiving again changes nothing.
    expect((await put(archive, s.admin.headers, { studentIds: ids })).json()).toEqual({ count: 0 });
    expect(namesOf(await list(s))).toEqual(['Bea Adams', 'Adam Carter', '=cmd Evans']);
    // Archived students leave a class's list too.
    const classA = await get(`/api/v3/groups/${s.classA.id}/students`, s.teacher.headers);
    expect(classA.json().total).toBe(2);

    const back = await put(`/api/v3/schools/${s.school.id}/students/un-archive-collection`, s.admin.headers, {
      studentIds: [all[0]?.studentId],
    });
    expect(back.json()).toEqual({ count: 1 });
    expect((await list(s)).total).toBe(4);
  });

  it('refuses other teachers, strangers and students not of the school, changing nothing', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const id = s.studentsA[1]?.studentId;
    const url = `/api/v3/schools/${s.school.id}/students/archive-collection`;
    const colleague = await put(url, s.colleague.headers, { studentIds: [id] });
    expect(colleague.statusCode).toBe(403);
    expect(colleague.json().message).toBe('Only a school administrator can archive or un-archive students');
    expect((await put(url, s.teacher.headers, { studentIds: [id] })).statusCode).toBe(403);
    expect((await put(url, s.otherTeacher.headers, { studentIds: [id] })).statusCode).toBe(404);
    expect((await put(url, s.pending.headers, { studentIds: [id] })).statusCode).toBe(404);
    expect((await put(url, s.student.headers, { studentIds: [id] })).statusCode).toBe(403);
    // One of another school's students among them: 404, and the school's own student stays active.
    const mixed = await put(url, s.admin.headers, { studentIds: [id, s.otherStudent.studentId] });
    expect(mixed.statusCode).toBe(404);
    expect((await list(s)).total).toBe(5);
    expect((await put(url, s.admin.headers, { studentIds: [] })).statusCode).toBe(400);
    expect(
      (await put(url, s.admin.headers, { studentIds: Array.from({ length: 2001 }, (_, i) => i + 1) }))
        .statusCode,
    ).toBe(400);
  });
});

describe('GET /api/v3/schools/{id}/students/export?format=csv', () => {
  it('answers the filtered list as UTF-8 CSV with a byte-order mark, cells made safe', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    await named(s);
    const res = await get(
      `/api/v3/schools/${s.school.id}/students/export?format=csv&request.filter.groupIds=${s.classB.id},${s.classA.id}`,
      s.colleague.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="students-school-[a-z0-9-]+-${today}\\.csv"$`),
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Last name,First name,Username,Classes,Year groups,Archived');
    expect(lines).toHaveLength(6);
    expect(lines[2]).toMatch(/^Brontë,Zoë,user-[a-z0-9-]+,8A,Year 8,No$/);
    expect(lines[5]).toMatch(/^Evans,'=cmd,/);
  });

  it('refuses another format, and strangers', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const url = `/api/v3/schools/${s.school.id}/students/export`;
    expect((await get(`${url}?format=xlsx`, s.teacher.headers)).statusCode).toBe(400);
    expect((await get(url, s.teacher.headers)).statusCode).toBe(400);
    expect((await get(`${url}?format=csv`, s.otherTeacher.headers)).statusCode).toBe(404);
  });
});
