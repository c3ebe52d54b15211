import { createHash } from 'node:crypto';
import { graphqlPaths } from '@mathsight/contract/graphql.paths.ts';
import { studentProfilePaths } from '@mathsight/contract/student-profile.paths.ts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildJobServices } from '../../jobs/job-services.ts';
import {
  daysFromNow,
  makeAnswer,
  makeAssignment,
  makeSchoolWithClasses,
  makeUser,
  signIn,
} from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { contentModule } from '../content/content.module.ts';
import { GroupsService } from '../groups/groups.service.ts';
import { GRAPHQL_COST_LIMIT } from './graphql-cost.ts';
import { GRAPHQL_DEPTH_LIMIT } from './graphql-depth.ts';

/** Issue 32 point 4: the read-only GraphQL endpoint (decision 0049), on both engines. */
let t: TestApp;
let s: Awaited<ReturnType<typeof makeSchoolWithClasses>>;
let partner: Record<string, string>;
let workId: number;

type Answer = {
  data: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions: { code: string } }>;
};

async function ask(headers: Record<string, string>, query: string, variables?: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: graphqlPaths.graphql,
    headers,
    payload: { query, ...(variables && { variables }) },
  });
  return { status: res.statusCode, body: res.json() as Answer };
}

const codes = (body: Answer) => (body.errors ?? []).map((e) => e.extensions.code);

beforeAll(async () => {
  t = await getTestApp();
  s = await makeSchoolWithClasses(t.app, t.database.db);
  const { content } = await buildJobServices({ database: t.database, config: t.config }, [contentModule]);
  partner = { authorization: `Bearer ${(await content.issuePartnerToken('GraphQL test partner')).token}` };
  const work = await makeAssignment(t.database.db, {
    schoolId: s.school.id,
    groupIds: [s.classA.id],
    createdByTeacherId: s.teacher.teacherId,
    endDate: daysFromNow(3),
  });
  workId = work.id;
  await makeAnswer(t.database.db, {
    schoolId: s.school.id,
    assignmentId: work.id,
    studentId: s.studentsA[0]?.studentId ?? 0,
    questionId: work.questionIds[0] ?? 0,
    correct: false,
  });
}, 120_000);

describe('who may call POST /graphql', () => {
  const query = '{ misconceptions { id name } }';

  it('refuses a call with no token (401) and students and parents (403)', async () => {
    expect((await ask({}, query)).status).toBe(401);
    expect((await ask(s.student.headers, query)).status).toBe(403);
    const parent = await makeUser(t.database.db, ['Parent']);
    expect((await ask((await signIn(t.app, parent.userName)).headers, query)).status).toBe(403);
    expect((await ask({ authorization: 'Bearer msp_not-a-partner' }, query)).status).toBe(401);
  });

  it('serves a partner by bearer token the misconception catalogue, and refuses it a school (FORBIDDEN)', async () => {
    const catalogue = await ask(partner, query);
    expect(catalogue.status).toBe(200);
    const items = (catalogue.body.data?.misconceptions ?? []) as Array<{ id: string; name: string }>;
    expect(items.length).toBeGreaterThan(50);
    const first = items[0];
    const one = await ask(partner, 'query($id: ID!) { misconception(id: $id) { id slug howToFix } }', {
      id: first?.id,
    });
    expect(one.body.data).toEqual({ misconception: expect.objectContaining({ id: first?.id }) });

    const school = await ask(partner, `{ school(id: ${s.school.id}) { name } }`);
    expect(school.status).toBe(200);
    expect(school.body.data).toEqual({ school: null });
    expect(codes(school.body)).toEqual(['FORBIDDEN']);
  });
});

describe('a teacher reads what the REST calls let them read', () => {
  it("reads their school's classes with their students, batched", async () => {
    // The loader asks for every class's students at once: one call, never one per class.
    const batched = vi.spyOn(GroupsService.prototype, 'studentsOfClasses');
    const single = vi.spyOn(GroupsService.prototype, 'students');
    const res = await ask(
      s.teacher.headers,
      `{ school(id: ${s.school.id}) { name classes { code studentCount students { id firstName schoolId } } } }`,
    );
    expect(res.body.errors).toBeUndefined();
    const school = res.body.data?.school as {
      name: string;
      classes: Array<{
        code: string;
        studentCount: number;
        students: Array<{ id: string; schoolId: string }>;
      }>;
    };
    expect(school.name).toBe(s.school.name);
    const byCode = new Map(school.classes.map((c) => [c.code, c]));
    expect(
      byCode
        .get('8A')
        ?.students.map((st) => Number(st.id))
        .sort(),
    ).toEqual(s.studentsA.map((st) => st.studentId).sort());
    expect(byCode.get('8B')?.students).toHaveLength(2);
    expect(byCode.get('8B')?.studentCount).toBe(2);
    expect(batched).toHaveBeenCalledTimes(1);
    expect(batched.mock.calls[0]?.[1]).toHaveLength(2);
    expect(single).not.toHaveBeenCalled();
    batched.mockRestore();
    single.mockRestore();
  });

  it('reads a piece of work with its results and a student with the misconception they showed', async () => {
    const work = await ask(
      s.teacher.headers,
      `{ work(id: ${workId}) { name kind status classes { code } results { studentId status answeredCount correctCount } } }`,
    );
    expect(work.body.errors).toBeUndefined();
    const data = work.body.data?.work as {
      classes: Array<{ code: string }>;
      results: Array<{ studentId: string; answeredCount: number; correctCount: number }>;
    };
    expect(data.classes).toEqual([{ code: '8A' }]);
    expect(data.results).toHaveLength(3);
    const answered = data.results.find((r) => Number(r.studentId) === s.studentsA[0]?.studentId);
    expect(answered).toMatchObject({ answeredCount: 1, correctCount: 0 });

    const student = await ask(
      s.colleague.headers,
      `{ student(schoolId: ${s.school.id}, id: ${s.studentsA[0]?.studentId}) { firstName misconceptions { timesHeld misconception { id name } } } }`,
    );
    expect(student.body.errors).toBeUndefined();
    const graph = student.body.data?.student as {
      misconceptions: Array<{ timesHeld: number; misconception: { id: string } }>;
    } | null;
    // The same as the student's page (REST) shows: held and fixed, with their counts.
    const rest = await t.app.inject({
      method: 'GET',
      url: studentProfilePaths.misconceptions(s.school.id, s.studentsA[0]?.studentId ?? 0),
      headers: s.colleague.headers,
    });
    const { held, fixed } = rest.json() as {
      held: Array<{ misconceptionId: number; timesHeld: number }>;
      fixed: Array<{ misconceptionId: number; timesHeld: number }>;
    };
    expect(graph?.misconceptions.map((m) => [Number(m.misconception.id), m.timesHeld])).toEqual(
      [...held, ...fixed].map((m) => [m.misconceptionId, m.timesHeld]),
    );
  });

  it("resolves what is not theirs as null with NOT_FOUND, as REST's 404, and the class as GET groups/{id}", async () => {
    const other = await ask(s.teacher.headers, `{ school(id: ${s.other.id}) { name } }`);
    expect(other.body).toMatchObject({ data: { school: null } });
    expect(codes(other.body)).toEqual(['NOT_FOUND']);
    const missing = await ask(s.teacher.headers, '{ work(id: 999999999) { name } }');
    expect(codes(missing.body)).toEqual(['NOT_FOUND']);
    const foreign = await ask(
      s.teacher.headers,
      `{ student(schoolId: ${s.other.id}, id: ${s.otherStudent.studentId}) { firstName } }`,
    );
    expect(codes(foreign.body)).toEqual(['NOT_FOUND']);
    const pending = await ask(s.pending.headers, `{ work(id: ${workId}) { name } }`);
    expect(codes(pending.body)).toEqual(['NOT_FOUND']);
    // GET groups/{id} is its teachers' and the administrators': the school's other teachers get 403.
    expect(codes((await ask(s.colleague.headers, `{ class(id: ${s.classA.id}) { code } }`)).body)).toEqual([
      'FORBIDDEN',
    ]);
    const mine = await ask(s.teacher.headers, `{ class(id: ${s.classA.id}) { code students { id } } }`);
    expect(mine.body.data).toMatchObject({ class: { code: '8A' } });
    expect(codes((await ask(s.teacher.headers, '{ class(id: "not-an-id") { code } }')).body)).toEqual([
      'NOT_FOUND',
    ]);
  });
});

describe('limits and refusals', () => {
  it(`refuses a query nested deeper than ${GRAPHQL_DEPTH_LIMIT} (QUERY_TOO_DEEP) before running it`, async () => {
    // Only introspection nests this deep in this schema (a school's data is at most 6 deep).
    const deep = '{ __schema { types { fields { args { type { fields { args { type { name } } } } } } } } }';
    const res = await ask(s.teacher.headers, deep);
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
    expect(codes(res.body)).toEqual(['QUERY_TOO_DEEP']);
    expect(res.body.errors?.[0]?.message).toMatch(/nests fields 9 deep, above the limit of 8/);
  });

  it('lets a standard introspection query through (ofType chains do not count as depth)', async () => {
    const { getIntrospectionQuery } = await import('graphql/index.js');
    const res = await ask(partner, getIntrospectionQuery());
    expect(res.body.errors).toBeUndefined();
  });

  it(`refuses a query costing more than ${GRAPHQL_COST_LIMIT} (QUERY_TOO_COSTLY)`, async () => {
    const res = await ask(
      s.teacher.headers,
      `query Everything { school(id: ${s.school.id}) { classes { students { misconceptions { timesHeld } } } } }`,
    );
    expect(res.body.data).toBeNull();
    expect(codes(res.body)).toEqual(['QUERY_TOO_COSTLY']);
    expect(res.body.errors?.[0]?.message).toMatch(
      new RegExp(`^Everything costs \\d+, above the limit of ${GRAPHQL_COST_LIMIT}`),
    );
  });

  it('refuses mutations and subscriptions: the schema has none', async () => {
    for (const op of ['mutation { x }', 'subscription { x }']) {
      const res = await ask(partner, op);
      expect(res.status).toBe(200);
      expect(res.body.data).toBeNull();
      expect(codes(res.body)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    }
  });

  it('answers malformed documents and requests without a 500', async () => {
    for (const query of ['{', '{ nope }', 'query { misconception(id: 1 }', '{ misconception { id } }', '']) {
      const res = await t.app.inject({
        method: 'POST',
        url: graphqlPaths.graphql,
        headers: partner,
        payload: { query },
      });
      expect(res.statusCode, `${query}: ${res.body}`).toBeLessThan(500);
    }
    const fragmentBomb = `query { ...F0 } ${Array.from({ length: 40 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(' ')} fragment F40 on Query { misconceptions { id } }`;
    const bomb = await ask(partner, fragmentBomb);
    expect(codes(bomb.body)).toContain('QUERY_TOO_COSTLY');
    const notJson = await t.app.inject({
      method: 'POST',
      url: graphqlPaths.graphql,
      headers: { ...partner, 'content-type': 'application/json' },
      payload: '{"query": ',
    });
    expect(notJson.statusCode).toBe(400);
    const badVariables = await t.app.inject({
      method: 'GET',
      url: `${graphqlPaths.graphql}?query=${encodeURIComponent('{ misconceptions { id } }')}&variables=%7B`,
      headers: partner,
    });
    expect(badVariables.statusCode).toBe(400);
    expect(badVariables.json()).toEqual({ message: 'variables must be JSON.' });
  });
});

describe('persisted queries (automatic, by SHA-256)', () => {
  it('answers an unknown hash PERSISTED_QUERY_NOT_FOUND, keeps the query sent with its hash, then runs it by hash over GET', async () => {
    const query = `{ misconceptions { id } } # ${Date.now()}`;
    const sha256Hash = createHash('sha256').update(query, 'utf8').digest('hex');
    const extensions = { persistedQuery: { version: 1, sha256Hash } };
    const byHash = () =>
      t.app.inject({
        method: 'GET',
        url: `${graphqlPaths.graphql}?extensions=${encodeURIComponent(JSON.stringify(extensions))}`,
        headers: partner,
      });
    const first = await byHash();
    expect(first.statusCode).toBe(200);
    expect(codes(first.json())).toEqual(['PERSISTED_QUERY_NOT_FOUND']);

    const wrong = await t.app.inject({
      method: 'POST',
      url: graphqlPaths.graphql,
      headers: partner,
      payload: { query: '{ misconceptions { name } }', extensions },
    });
    expect(codes(wrong.json())).toEqual(['PERSISTED_QUERY_HASH_MISMATCH']);

    const sent = await t.app.inject({
      method: 'POST',
      url: graphqlPaths.graphql,
      headers: partner,
      payload: { query, extensions },
    });
    expect(sent.json().errors).toBeUndefined();
    const again = await byHash();
    expect(again.json().errors).toBeUndefined();
    expect((again.json().data.misconceptions as unknown[]).length).toBeGreaterThan(50);
  });

  it('refuses a request with neither a query nor a hash (400)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: graphqlPaths.graphql,
      headers: partner,
      payload: {},
    });
    expect(res.statusCode).toBe(400);
  });
});
