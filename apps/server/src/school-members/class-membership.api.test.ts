import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { makeClassInvitation, makeSchoolWithClasses } from '../test/factories.ts';
import { getTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Issue 25 point 2: every kind of class-membership change goes through the one owner
 * (class-membership.ts), whose one event evicts every cache that counts members. With the caches on
 * (users/me, school access, plan pages, report figures), the teacher's next users/me, the school's
 * class list and the school report count the class's students right at once, whichever way they
 * joined or left.
 */
let t: TestApp;
let cached: FastifyInstance;

beforeAll(async () => {
  t = await getTestApp();
  cached = await buildApp({
    config: { ...t.config, planCacheSeconds: 60, accessCacheSeconds: 60, reportCacheSeconds: 60 },
    database: t.database,
  });
});

afterAll(async () => {
  await cached?.close();
});

type School = Awaited<ReturnType<typeof makeSchoolWithClasses>>;

const call = (method: 'POST' | 'PUT', url: string, payload: object, headers?: Record<string, string>) =>
  cached.inject({ method, url, payload, ...(headers && { headers }) });

/** Each class's student count as users/me (the teacher's) and the school's class list give it. */
async function counts(s: School) {
  const me = await cached.inject({
    method: 'GET',
    url: `/api/v4/users/me?includes=groups&schoolId=${s.school.id}`,
    headers: s.teacher.headers,
  });
  const classes = await cached.inject({
    method: 'GET',
    url: `/api/v3/schools/${s.school.id}/groups`,
    headers: s.teacher.headers,
  });
  const report = await cached.inject({
    method: 'GET',
    url: `/api/v3/schools/${s.school.id}/reports/school?months=1`,
    headers: s.teacher.headers,
  });
  const of = (items: Array<{ groupId: number; studentCount: number }>) =>
    [s.classA.id, s.classB.id].map((id) => items.find((g) => g.groupId === id)?.studentCount);
  return { me: of(me.json().groups), classes: of(classes.json().items), report: of(report.json().classes) };
}

const first = (s: School) => s.studentsA[0]?.studentId ?? 0;

/** Each change, and classes 8A and 8B's counts after it (from 3 and 2). */
const changes: Array<[string, (s: School) => Promise<{ statusCode: number; body: string }>, number[]]> = [
  [
    'add by name',
    (s) =>
      call(
        'POST',
        `/api/v3/groups/${s.classA.id}/students`,
        { students: [{ firstName: 'Ada', lastName: 'Okafor' }] },
        s.teacher.headers,
      ),
    [4, 2],
  ],
  [
    'import',
    (s) =>
      call(
        'POST',
        `/api/v3/schools/${s.school.id}/students/collection`,
        { csv: 'Legal Forename;Legal Surname;Reg Group\nAda;Okafor;8A\nBen;Ruiz;8B', mode: 'all' },
        s.admin.headers,
      ),
    [4, 3],
  ],
  [
    'join by code',
    async (s) =>
      call(
        'POST',
        `/api/v3/invitations/${await makeClassInvitation(t.database.db, s.school.id, s.classA.id)}/students`,
        {
          firstName: 'Sam',
          lastName: 'Okafor',
          userName: `sam.${randomUUID().slice(0, 6)}`,
          password: 'purple giraffe ladder',
        },
      ),
    [4, 2],
  ],
  [
    'move',
    (s) =>
      call(
        'PUT',
        `/api/v3/groups/${s.classA.id}/students/move`,
        { studentIds: [first(s)], toGroupId: s.classB.id },
        s.teacher.headers,
      ),
    [2, 3],
  ],
  [
    'remove',
    (s) =>
      call(
        'PUT',
        `/api/v3/groups/${s.classA.id}/students/remove-collection`,
        { studentIds: [first(s)] },
        s.teacher.headers,
      ),
    [2, 2],
  ],
  [
    'archive',
    (s) =>
      call(
        'PUT',
        `/api/v3/schools/${s.school.id}/students/archive-collection`,
        { studentIds: [first(s)] },
        s.admin.headers,
      ),
    [2, 2],
  ],
];

describe('a class-membership change, with every cache on', () => {
  it.each(changes)(
    '%s: the next users/me and class list count the class at once',
    async (_, change, after) => {
      const s = await makeSchoolWithClasses(t.app, t.database.db);
      // Read once: users/me and the school's access are now cached on this node.
      expect(await counts(s)).toEqual({ me: [3, 2], classes: [3, 2], report: [3, 2] });
      const res = await change(s);
      expect(res.statusCode, res.body).toBeLessThan(300);
      expect(await counts(s)).toEqual({ me: after, classes: after, report: after });
    },
  );
});
