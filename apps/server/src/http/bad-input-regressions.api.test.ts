import { assignmentPaths } from '@mathsight/contract/assignments.paths.ts';
import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import { ID_MAX, INPUT_MESSAGES } from '@mathsight/contract/common.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeClass, makeSchool, makeTeacher, signInUser } from '../test/factories.ts';
import { getTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The server errors a security review found on bad input (issue 10), each pinned by one request:
 * every one answered 500 before the contract refused it.
 */
let t: TestApp;
let teacher: { userId: number; schoolId: number; headers: Record<string, string> };
let groupId: number;

beforeAll(async () => {
  t = await getTestApp();
  const school = await makeSchool(t.database.db);
  const made = await makeTeacher(t.database.db, school.id, { admin: true });
  groupId = (await makeClass(t.database.db, school.id, { teacherIds: [made.teacherId] })).id;
  teacher = { ...made, headers: await signInUser(t.app, t.database.db, made.userId) };
});

const TOO_BIG = ID_MAX + 1;

describe('ids above 2,147,483,647 (the columns are int4)', () => {
  it('are refused in a path', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: assignmentPaths.assignment(TOO_BIG),
      headers: teacher.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().modelState).toEqual({ id: [INPUT_MESSAGES.id] });
  });

  it('are refused in a query string', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.me}?schoolId=${TOO_BIG}`,
      headers: teacher.headers,
    });
    expect(res.statusCode).toBe(400);
  });

  it('are refused in a body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: assignmentPaths.groupRetrievalPracticeAssignments(groupId),
      headers: teacher.headers,
      payload: {
        startDate: '2030-01-01T08:00:00Z',
        endDate: '2030-01-08T08:00:00Z',
        questionIds: [TOO_BIG],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().modelState).toEqual({ 'questionIds.0': [INPUT_MESSAGES.id] });
  });

  it('the OpenAPI document advertises the cap', () => {
    const document = t.app.swagger() as {
      paths: Record<
        string,
        Record<string, { parameters?: { name: string; schema: { maximum?: number } }[] }>
      >;
    };
    const parameters = document.paths['/api/v3/assignments/{id}']?.get?.parameters ?? [];
    expect(parameters.find((p) => p.name === 'id')?.schema.maximum).toBe(ID_MAX);
  });
});

describe('NUL in text (PostgreSQL text cannot hold it)', () => {
  it('is refused at the unauthenticated sign-in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { username: 'ada\u0000', password: 'whatever it is' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().modelState).toEqual({ username: [INPUT_MESSAGES.nul] });
  });

  it('is refused in a name and in user state', async () => {
    const name = await t.app.inject({
      method: 'PUT',
      url: apiPaths.user(teacher.userId),
      headers: teacher.headers,
      payload: { firstName: 'Ada\u0000' },
    });
    expect(name.statusCode).toBe(400);
    const state = await t.app.inject({
      method: 'PUT',
      url: apiPaths.userState(teacher.userId),
      headers: teacher.headers,
      payload: { stateValues: [{ key: 'k', value: '\u0000' }] },
    });
    expect(state.statusCode).toBe(400);
  });
});

describe('dates outside the years 1 to 9999', () => {
  it('are refused in a query string', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${assignmentPaths.schoolCalendar(teacher.schoolId)}?from=0000-01-01T00:00:00Z&to=0000-01-20T00:00:00Z`,
      headers: teacher.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().modelState.from).toEqual([INPUT_MESSAGES.year]);
  });

  it('are refused in a body, before the database sees them', async () => {
    const [quiz] = await t.database.query<{ id: number }>(
      "select id from quizzes where kind = 'TopicPathway' order by id limit 1",
    );
    const res = await t.app.inject({
      method: 'POST',
      url: assignmentPaths.quizAssignments(quiz?.id ?? 0),
      headers: teacher.headers,
      payload: {
        schoolId: teacher.schoolId,
        groupIds: [groupId],
        startDate: '0000-01-01T08:00:00Z',
        endDate: '0000-01-08T08:00:00Z',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().modelState).toEqual({
      startDate: [INPUT_MESSAGES.year],
      endDate: [INPUT_MESSAGES.year],
    });
  });
});

describe('PUT /api/v3/users/{id} with nothing to change', () => {
  it('changes nothing and answers 204', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: apiPaths.user(teacher.userId),
      headers: teacher.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(204);
  });
});

// Found by the generated test (bad-input.api.test.ts).
describe('what the generated bad-input test found', () => {
  it('a path parameter over the router’s length limit answers in the one error shape, not echoing the URL', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: assignmentPaths.assignment('9'.repeat(400)),
      headers: teacher.headers,
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'The request is invalid.' });
  });

  it('a calendar class id above 2,147,483,647 in the comma list is refused', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${assignmentPaths.schoolCalendar(teacher.schoolId)}?from=2030-01-01T00:00:00Z&to=2030-01-20T00:00:00Z&groupIds=${groupId},${TOO_BIG}`,
      headers: teacher.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().modelState).toEqual({ groupIds: [INPUT_MESSAGES.id] });
  });
});
