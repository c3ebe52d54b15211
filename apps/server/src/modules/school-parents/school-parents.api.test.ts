import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parentStudents, students, users } from '../../db/schema.ts';
import {
  makeClass,
  makeParent,
  makeSchoolWithClasses,
  makeStudent,
  uniqueName,
} from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const del = (url: string, headers: Headers) => t.app.inject({ method: 'DELETE', url, headers });

interface Child {
  studentId: number;
  firstName: string;
  lastName: string;
  groups: Array<{ groupId: number; code: string }>;
  linkedAt: string;
}
interface Parent {
  parentId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  children: Child[];
}

/**
 * School A: 8A (3 students) and 8B (2) taught by `teacher`, 8C (1) taught by `colleague`. Parents:
 * Rhys Jones of an 8A student and of the 8C student; Nadia Begum of an 8B student; and a parent in the
 * other school. One 8A student is archived with a parent linked (they leave every list).
 */
async function world() {
  const s = await makeSchoolWithClasses(t.app, t.database.db);
  const db = t.database.db;
  const classC = await makeClass(db, s.school.id, { teacherIds: [s.colleague.teacherId], code: '8C' });
  const studentC = await makeStudent(db, s.school.id, classC.id);
  const tag = uniqueName('p').slice(2).toLowerCase();
  const [a0, a1, a2] = s.studentsA;
  const [b0] = s.studentsB;
  if (!a0 || !a1 || !a2 || !b0) throw new Error('no students');
  await db.update(users).set({ firstName: 'Tomos', lastName: 'Jones' }).where(eq(users.id, a0.userId));
  await db.update(users).set({ firstName: 'Zoë', lastName: 'Begum' }).where(eq(users.id, b0.userId));
  const rhys = await makeParent(
    db,
    { studentId: a0.studentId, schoolId: s.school.id },
    {
      user: { firstName: 'Rhys', lastName: 'Jones', email: `rhys.${tag}@example.com` },
      moreChildren: [{ studentId: studentC.studentId }],
    },
  );
  const nadia = await makeParent(
    db,
    { studentId: b0.studentId, schoolId: s.school.id },
    { user: { firstName: 'Nadia', lastName: 'Begum', email: `nadia.${tag}@example.com` } },
  );
  const archivedOnly = await makeParent(
    db,
    { studentId: a2.studentId, schoolId: s.school.id },
    { user: { firstName: 'Una', lastName: 'Archer' } },
  );
  await db.update(students).set({ isArchived: true }).where(eq(students.id, a2.studentId));
  const elsewhere = await makeParent(db, { studentId: s.otherStudent.studentId, schoolId: s.other.id });
  return { s, classC, studentC, rhys, nadia, archivedOnly, elsewhere, tag };
}
type World = Awaited<ReturnType<typeof world>>;

const list = async (w: World, headers: Headers, query = '') => {
  const res = await get(`/api/v3/schools/${w.s.school.id}/parents${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Parent[]; total: number };
};

describe('GET /api/v3/schools/{id}/parents', () => {
  it('lists every parent of the school for an administrator, with their children, classes and link dates', async () => {
    const w = await world();
    const body = await list(w, w.s.admin.headers);
    expect(body.total).toBe(2);
    expect(body.items.map((p) => `${p.firstName} ${p.lastName}`)).toEqual(['Nadia Begum', 'Rhys Jones']);
    const rhys = body.items[1];
    expect(rhys).toMatchObject({ parentId: w.rhys.parentId, email: `rhys.${w.tag}@example.com` });
    expect(rhys?.children.map((c) => [c.lastName, c.groups.map((g) => g.code)])).toEqual([
      ['Jones', ['8A']],
      ['Morgan', ['8C']],
    ]);
    expect(Number.isNaN(Date.parse(rhys?.children[0]?.linkedAt ?? ''))).toBe(false);
  });

  it('shows another teacher only the parents of the students they teach, and only those children', async () => {
    const w = await world();
    const teacher = await list(w, w.s.teacher.headers);
    expect(teacher.items.map((p) => [p.lastName, p.children.map((c) => c.groups[0]?.code)])).toEqual([
      ['Begum', ['8B']],
      ['Jones', ['8A']],
    ]);
    const colleague = await list(w, w.s.colleague.headers);
    expect(colleague.items.map((p) => [p.lastName, p.children.map((c) => c.groups[0]?.code)])).toEqual([
      ['Jones', ['8C']],
    ]);
    // A class they do not teach shows them nobody.
    expect((await list(w, w.s.colleague.headers, `?request.filter.groupId=${w.s.classA.id}`)).total).toBe(0);
  });

  it('searches names and emails (parent or child) and filters by class', async () => {
    const w = await world();
    const h = w.s.admin.headers;
    const names = async (q: string) => (await list(w, h, q)).items.map((p) => p.firstName);
    expect(await names('?request.filter.searchText=nadia')).toEqual(['Nadia']);
    expect(await names(`?request.filter.searchText=rhys.${w.tag}`)).toEqual(['Rhys']);
    // "zoë" is Nadia's child; "jones" is Rhys and his child.
    expect(await names('?request.filter.searchText=ZOË')).toEqual(['Nadia']);
    expect(await names('?request.filter.searchText=jones%20tomos')).toEqual(['Rhys']);
    expect(await names('?request.filter.searchText=%25')).toEqual([]);
    expect(await names(`?request.filter.groupId=${w.classC.id}`)).toEqual(['Rhys']);
    expect(await names(`?request.filter.groupId=${w.s.classB.id}`)).toEqual(['Nadia']);
    // Another school's class: nobody.
    expect(await names(`?request.filter.groupId=${w.s.otherClass.id}`)).toEqual([]);
  });

  it('pages as { items, total }, also past the end', async () => {
    const w = await world();
    const page2 = await list(w, w.s.admin.headers, '?request.skip=1&request.take=1');
    expect(page2).toMatchObject({ total: 2, items: [{ firstName: 'Rhys' }] });
    expect(await list(w, w.s.admin.headers, '?request.skip=5&request.take=1')).toEqual({
      items: [],
      total: 2,
    });
  });

  it('refuses what is not the caller’s: another school 404, Pending 404, a student or parent 403, bad filters 400', async () => {
    const w = await world();
    const url = `/api/v3/schools/${w.s.school.id}/parents`;
    expect((await get(url, w.s.otherTeacher.headers)).statusCode).toBe(404);
    expect((await get(url, w.s.pending.headers)).statusCode).toBe(404);
    expect((await get(url, w.s.student.headers)).statusCode).toBe(403);
    const bad = await get(`${url}?request.filter.groupId=x`, w.s.admin.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().modelState).toHaveProperty(['request.filter.groupId']);
    expect((await get(`${url}?request.take=101`, w.s.admin.headers)).statusCode).toBe(400);
  });
});

describe('GET /api/v3/schools/{id}/parents/coverage', () => {
  it('counts the active students with a parent linked, in all and class by class', async () => {
    const w = await world();
    const url = `/api/v3/schools/${w.s.school.id}/parents/coverage`;
    const admin = await get(url, w.s.admin.headers);
    expect(admin.statusCode, admin.body).toBe(200);
    // Five active students (one 8A student archived) and the 8C one; three have a parent.
    expect(admin.json()).toEqual({
      studentCount: 5,
      linkedCount: 3,
      classes: [
        { groupId: w.s.classA.id, code: '8A', studentCount: 2, linkedCount: 1 },
        { groupId: w.s.classB.id, code: '8B', studentCount: 2, linkedCount: 1 },
        { groupId: w.classC.id, code: '8C', studentCount: 1, linkedCount: 1 },
      ],
    });
    const teacher = (await get(url, w.s.teacher.headers)).json();
    expect(teacher).toMatchObject({ studentCount: 4, linkedCount: 2 });
    expect(teacher.classes.map((c: { code: string }) => c.code)).toEqual(['8A', '8B']);
    expect((await get(url, w.s.otherTeacher.headers)).statusCode).toBe(404);
    expect((await get(url, w.s.student.headers)).statusCode).toBe(403);
  });
});

describe('DELETE /api/v3/schools/{id}/parents/{parentId}/students/{studentId}', () => {
  const linkUrl = (schoolId: number, parentId: number, studentId: number) =>
    `/api/v3/schools/${schoolId}/parents/${parentId}/students/${studentId}`;

  it('lets an administrator unlink a parent; with no child left in the school they leave the list', async () => {
    const w = await world();
    const [b0] = w.s.studentsB;
    const url = linkUrl(w.s.school.id, w.nadia.parentId, b0?.studentId ?? 0);
    const res = await del(url, w.s.admin.headers);
    expect(res.statusCode, res.body).toBe(204);
    const after = await list(w, w.s.admin.headers);
    expect(after.items.map((p) => p.firstName)).toEqual(['Rhys']);
    // The parent's account stays; only the link went.
    const links = await t.database.db
      .select()
      .from(parentStudents)
      .where(eq(parentStudents.parentId, w.nadia.parentId));
    expect(links).toEqual([]);
    expect((await del(url, w.s.admin.headers)).statusCode).toBe(404);
  });

  it('keeps a parent with another child listed with that child only', async () => {
    const w = await world();
    const [a0] = w.s.studentsA;
    expect(
      (await del(linkUrl(w.s.school.id, w.rhys.parentId, a0?.studentId ?? 0), w.s.admin.headers)).statusCode,
    ).toBe(204);
    const rhys = (await list(w, w.s.admin.headers)).items.find((p) => p.firstName === 'Rhys');
    expect(rhys?.children.map((c) => c.studentId)).toEqual([w.studentC.studentId]);
    // The class teacher of 8A no longer sees Rhys.
    expect((await list(w, w.s.teacher.headers)).items.map((p) => p.firstName)).toEqual(['Nadia']);
  });

  it('refuses other teachers (403), other schools and links that are not the school’s (404)', async () => {
    const w = await world();
    const [b0] = w.s.studentsB;
    const url = linkUrl(w.s.school.id, w.nadia.parentId, b0?.studentId ?? 0);
    expect((await del(url, w.s.teacher.headers)).statusCode).toBe(403);
    expect((await del(url, w.s.colleague.headers)).statusCode).toBe(403);
    expect((await del(url, w.s.otherTeacher.headers)).statusCode).toBe(404);
    expect((await del(url, w.s.pending.headers)).statusCode).toBe(404);
    expect((await del(url, w.s.student.headers)).statusCode).toBe(403);
    // The other school's link, asked through this school: 404, and it stays.
    const foreign = linkUrl(w.s.school.id, w.elsewhere.parentId, w.s.otherStudent.studentId);
    expect((await del(foreign, w.s.admin.headers)).statusCode).toBe(404);
    const kept = await t.database.db
      .select()
      .from(parentStudents)
      .where(eq(parentStudents.parentId, w.elsewhere.parentId));
    expect(kept).toHaveLength(1);
    expect((await list(w, w.s.admin.headers)).total).toBe(2);
  });
});
