import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { makeSchoolWithClasses, makeStudent } from '../test/factories.ts';
import { getTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Decision 0043: a school's report figures are computed once for all its teachers and kept a few
 * seconds. Shared figures are still filtered for each caller (the classes they may see; 404 for a
 * class they may not), and a change to the school's classes evicts them at once.
 */
let t: TestApp;
let cached: FastifyInstance;

beforeAll(async () => {
  t = await getTestApp();
  cached = await buildApp({ config: { ...t.config, reportCacheSeconds: 60 }, database: t.database });
});

afterAll(async () => {
  await cached?.close();
});

const get = (url: string, headers: Record<string, string>) => cached.inject({ method: 'GET', url, headers });
const codes = (body: { classes: Array<{ code: string }> }) => body.classes.map((c) => c.code);

describe('the report cache', () => {
  it('shares the school figures between teachers, each seeing only what they may', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const school = `/api/v3/schools/${s.school.id}/reports/school?months=1`;

    const admin = await get(school, s.admin.headers);
    expect(admin.statusCode).toBe(200);
    expect(codes(admin.json())).toEqual(['8A', '8B']);

    // A student added behind the server's back (no event): the figures kept are the ones served.
    await makeStudent(t.database.db, s.school.id, s.classA.id);
    const teacher = await get(school, s.teacher.headers);
    expect(teacher.json().classes.map((c: { studentCount: number }) => c.studentCount)).toEqual([3, 2]);
    expect(teacher.json().yearGroups).toEqual(admin.json().yearGroups);

    // A colleague who teaches neither class reads the same school-wide figures, but no class.
    const colleague = await get(school, s.colleague.headers);
    expect(colleague.statusCode).toBe(200);
    expect(codes(colleague.json())).toEqual([]);
    expect(colleague.json().yearGroups).toEqual(admin.json().yearGroups);

    // A class report kept for its teacher is still 404 to others.
    const classReport = `/api/v3/schools/${s.school.id}/reports/groups/${s.classA.id}?months=1`;
    expect((await get(classReport, s.teacher.headers)).statusCode).toBe(200);
    expect((await get(classReport, s.colleague.headers)).statusCode).toBe(404);
    expect((await get(classReport, s.otherTeacher.headers)).statusCode).toBe(404);
    expect((await get(school, s.otherTeacher.headers)).statusCode).toBe(404);

    // The school's classes change (the one owner of membership): every figure of the school goes.
    await cached.inject({
      method: 'POST',
      url: `/api/v3/groups/${s.classB.id}/students`,
      headers: s.teacher.headers,
      payload: { students: [{ firstName: 'Ada', lastName: 'Lovelace' }] },
    });
    const after = await get(school, s.admin.headers);
    expect(after.json().classes.map((c: { studentCount: number }) => c.studentCount)).toEqual([4, 3]);
  });
});
