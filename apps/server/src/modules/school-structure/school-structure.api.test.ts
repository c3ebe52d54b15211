import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { departments, groups } from '../../db/schema.ts';
import { makeClass, makeSchoolWithClasses } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

/** Issue 32 point 8: the school's year groups and departments as their own calls (spec §7). */
let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/v3/schools/{id}/year-groups', () => {
  it("answers the school's country's year groups, as the content call does, to its members only", async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const res = await get(`/api/v3/schools/${s.school.id}/year-groups`, s.teacher.headers);
    expect(res.statusCode, res.body).toBe(200);
    const reference = (await get('/api/v3/year-groups?country=GB', {})).json();
    expect(res.json()).toEqual(reference);
    expect(res.json().total).toBeGreaterThan(0);
    expect(res.json().items[0]).toMatchObject({ country: 'GB' });

    // Another school's teacher and a teacher still waiting: not found; a student: forbidden.
    const url = `/api/v3/schools/${s.school.id}/year-groups`;
    expect((await get(url, s.otherTeacher.headers)).statusCode).toBe(404);
    expect((await get(url, s.pending.headers)).statusCode).toBe(404);
    expect((await get(url, s.student.headers)).statusCode).toBe(403);
    expect((await get(url, {})).statusCode).toBe(401);
    expect((await get('/api/v3/schools/abc/year-groups', s.teacher.headers)).statusCode).toBe(400);
  });
});

describe('GET /api/v3/schools/{id}/departments', () => {
  it("lists the school's departments by name with their live classes counted; never another school's", async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const db = t.database.db;
    const [maths, science] = await db
      .insert(departments)
      .values([
        { schoolId: s.school.id, name: 'Mathematics' },
        { schoolId: s.school.id, name: 'Science' },
      ])
      .returning();
    await db.insert(departments).values({ schoolId: s.other.id, name: 'Elsewhere' });
    await db.update(groups).set({ departmentId: maths?.id }).where(eq(groups.schoolId, s.school.id));
    // An archived class and a demo class are not counted.
    const archived = await makeClass(db, s.school.id, { code: '7Old' });
    const demo = await makeClass(db, s.school.id, { code: '7Demo', isDemo: true });
    await db
      .update(groups)
      .set({ departmentId: science?.id, isArchived: true })
      .where(eq(groups.id, archived.id));
    await db.update(groups).set({ departmentId: science?.id }).where(eq(groups.id, demo.id));

    const url = `/api/v3/schools/${s.school.id}/departments`;
    const res = await get(url, s.colleague.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      items: [
        { departmentId: maths?.id, name: 'Mathematics', classCount: 2 },
        { departmentId: science?.id, name: 'Science', classCount: 0 },
      ],
      total: 2,
    });
    expect((await get(url, s.otherTeacher.headers)).statusCode).toBe(404);
    expect((await get(url, s.pending.headers)).statusCode).toBe(404);
    expect((await get(url, s.student.headers)).statusCode).toBe(403);
    expect(
      (await get(`/api/v3/schools/${s.school.id + 100000}/departments`, s.admin.headers)).statusCode,
    ).toBe(404);
  });
});
