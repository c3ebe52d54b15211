import type { GroupDetail, GroupTeacherList, SchoolGroupList } from '@mathsight/contract/groups.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLASS_MESSAGES } from '../../policies/classes.ts';
import {
  makeAnswer,
  makeAssignment,
  makeClass,
  makeSchoolWithClasses,
  makeStudent,
} from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { GroupsRepository } from './groups.repository.ts';
import { GROUP_MESSAGES } from './groups.service.ts';

/**
 * Issue 13 point 5: running a school's classes (the list, edit, delete, teachers); their students added, taken
 * out and moved are group-students.api.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

type Headers = Record<string, string>;
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
const school = () => makeSchoolWithClasses(t.app, t.database.db);

describe("GET schools/{id}/groups: the school's classes", () => {
  it('lists every class with department, year groups, teachers and active students, to any Confirmed teacher', async () => {
    const s = await school();
    await makeClass(t.database.db, s.school.id, { isDemo: true, code: 'Demo' });
    for (const caller of [s.colleague, s.teacher, s.admin]) {
      const res = await call('GET', `/api/v3/schools/${s.school.id}/groups`, caller.headers);
      expect(res.statusCode).toBe(200);
      const body = res.json() as SchoolGroupList;
      expect(body.items.map((g) => g.code)).toEqual(['8A', '8B']);
      expect(body.items[0]).toMatchObject({
        groupId: s.classA.id,
        studentCount: 3,
        departmentId: null,
        departmentName: null,
        yearGroups: [{ countryYearGroupId: 9, name: expect.any(String) }],
        teachers: [{ teacherId: s.teacher.teacherId }],
      });
    }
    expect(
      (await call('GET', `/api/v3/schools/${s.school.id}/groups`, s.otherTeacher.headers)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/v3/schools/${s.school.id}/groups`, s.pending.headers)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/v3/schools/${s.school.id}/groups`, s.student.headers)).statusCode).toBe(
      403,
    );
  });

  it('runs the same three statements for 2 classes as for 12', async () => {
    const s = await school();
    let statements = 0;
    // Every statement the repository starts (select, insert, update, delete, execute) is counted.
    const counting = new Proxy(t.database.db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (typeof value !== 'function') return value;
        if (['select', 'insert', 'update', 'delete', 'execute'].includes(String(key))) {
          return (...args: unknown[]) => {
            statements++;
            return value.apply(target, args);
          };
        }
        return value.bind(target);
      },
    });
    const repo = new GroupsRepository(counting);
    expect(await repo.list(s.school.id)).toHaveLength(2);
    expect(statements).toBe(3);
    for (let i = 0; i < 10; i++) {
      const g = await makeClass(t.database.db, s.school.id, { teacherIds: [s.teacher.teacherId] });
      await makeStudent(t.database.db, s.school.id, g.id);
    }
    statements = 0;
    const list = await repo.list(s.school.id);
    expect(list).toHaveLength(12);
    expect(list.every((g) => g.teachers.length === 1 && g.yearGroups.length === 1)).toBe(true);
    expect(statements).toBe(3);
  });
});

describe('GET v4/teachers/{id}/groups', () => {
  it("answers a teacher's classes to themselves and their school's administrator; 404 to others", async () => {
    const s = await school();
    const url = `/api/v4/teachers/${s.teacher.teacherId}/groups`;
    for (const caller of [s.teacher, s.admin]) {
      const res = await call('GET', url, caller.headers);
      expect(res.statusCode).toBe(200);
      expect((res.json() as SchoolGroupList).items.map((g) => g.code)).toEqual(['8A', '8B']);
    }
    expect((await call('GET', url, s.colleague.headers)).statusCode).toBe(404);
    expect((await call('GET', url, s.otherTeacher.headers)).statusCode).toBe(404);
    expect((await call('GET', '/api/v4/teachers/999999999/groups', s.admin.headers)).statusCode).toBe(404);
    expect((await call('GET', url, s.student.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/v4/teachers/x/groups', s.teacher.headers)).statusCode).toBe(400);
  });
});

describe('GET, PUT and DELETE groups/{id}', () => {
  it('shows the class with what deleting it would take, to its teachers and administrators only', async () => {
    const s = await school();
    const own = await makeAssignment(t.database.db, { schoolId: s.school.id, groupIds: [s.classA.id] });
    await makeAssignment(t.database.db, { schoolId: s.school.id, groupIds: [s.classA.id, s.classB.id] });
    const [first, second] = s.studentsA;
    const [q1, q2] = own.questionIds;
    if (!first || !second || !q1 || !q2) throw new Error('factory changed');
    for (const [studentId, questionId] of [
      [first.studentId, q1],
      [first.studentId, q2],
      [second.studentId, q1],
    ] as const) {
      await makeAnswer(t.database.db, {
        schoolId: s.school.id,
        assignmentId: own.id,
        studentId,
        questionId,
        correct: true,
      });
    }
    const url = `/api/v3/groups/${s.classA.id}`;
    for (const caller of [s.teacher, s.admin]) {
      const res = await call('GET', url, caller.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        groupId: s.classA.id,
        schoolId: s.school.id,
        code: '8A',
        counts: { students: 3, setWork: 1, answers: 3, sharedWork: 1 },
      });
    }
    const refused = await call('GET', url, s.colleague.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: CLASS_MESSAGES.notTheirs });
    expect((await call('GET', url, s.otherTeacher.headers)).statusCode).toBe(404);
    expect((await call('GET', url, s.pending.headers)).statusCode).toBe(404);
    expect((await call('GET', '/api/v3/groups/999999999', s.admin.headers)).statusCode).toBe(404);
  });

  it('edits code, description, department (added if new) and year groups; the code stays unique in the school', async () => {
    const s = await school();
    const url = `/api/v3/groups/${s.classA.id}`;
    const res = await call('PUT', url, s.teacher.headers, {
      code: '9X2',
      description: 'Set 2',
      departmentName: 'Maths',
      yearGroupIds: [10, 9],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as GroupDetail;
    expect(body).toMatchObject({
      code: '9X2',
      description: 'Set 2',
      departmentId: expect.any(Number),
      departmentName: 'Maths',
    });
    expect(body.yearGroups.map((y) => y.countryYearGroupId)).toEqual([9, 10]);

    // The same department in another case is the same one, not a second.
    await call('PUT', `/api/v3/groups/${s.classB.id}`, s.admin.headers, {
      code: '8B',
      departmentName: 'MATHS',
      yearGroupIds: [],
    });
    const departments = await t.database.query<{ n: number }>(
      "select count(*)::int as n from departments where school_id = $1 and lower(name) = 'maths'",
      [s.school.id],
    );
    expect(departments[0]?.n).toBe(1);

    const taken = await call('PUT', url, s.teacher.headers, { code: '8b', yearGroupIds: [] });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ modelState: { code: [GROUP_MESSAGES.codeTaken] } });
    // Its own code, unchanged, is no clash.
    expect((await call('PUT', url, s.teacher.headers, { code: '9x2', yearGroupIds: [9] })).statusCode).toBe(
      200,
    );

    const unknownYear = await call('PUT', url, s.teacher.headers, { code: '9X2', yearGroupIds: [99999] });
    expect(unknownYear.statusCode).toBe(400);
    expect((await call('PUT', url, s.teacher.headers, { code: '', yearGroupIds: [] })).statusCode).toBe(400);
    expect((await call('PUT', url, s.colleague.headers, { code: 'Z', yearGroupIds: [] })).statusCode).toBe(
      403,
    );
    expect((await call('PUT', url, s.otherTeacher.headers, { code: 'Z', yearGroupIds: [] })).statusCode).toBe(
      404,
    );
  });

  it('deletes the class with the work set for it alone and its answers; shared work and the students stay', async () => {
    const s = await school();
    const own = await makeAssignment(t.database.db, { schoolId: s.school.id, groupIds: [s.classA.id] });
    const shared = await makeAssignment(t.database.db, {
      schoolId: s.school.id,
      groupIds: [s.classA.id, s.classB.id],
    });
    const [first] = s.studentsA;
    const [q1] = own.questionIds;
    const [sq1] = shared.questionIds;
    if (!first || !q1 || !sq1) throw new Error('factory changed');
    await makeAnswer(t.database.db, {
      schoolId: s.school.id,
      assignmentId: own.id,
      studentId: first.studentId,
      questionId: q1,
      correct: true,
    });
    await makeAnswer(t.database.db, {
      schoolId: s.school.id,
      assignmentId: shared.id,
      studentId: first.studentId,
      questionId: sq1,
      correct: false,
    });
    const url = `/api/v3/groups/${s.classA.id}`;
    expect((await call('DELETE', url, s.colleague.headers)).statusCode).toBe(403);
    expect((await call('DELETE', url, s.otherTeacher.headers)).statusCode).toBe(404);
    expect((await call('DELETE', url, s.teacher.headers)).statusCode).toBe(204);
    expect((await call('GET', url, s.teacher.headers)).statusCode).toBe(404);

    const left = await t.database.query<{ id: number }>('select id from assignments where id = any($1)', [
      [own.id, shared.id],
    ]);
    expect(left.map((r) => r.id)).toEqual([shared.id]);
    const answers = await t.database.query<{ assignment_id: number }>(
      'select assignment_id from student_answers where student_id = $1',
      [first.studentId],
    );
    expect(answers.map((r) => r.assignment_id)).toEqual([shared.id]);
    const studentsLeft = await t.database.query<{ n: number }>(
      'select count(*)::int as n from students where id = any($1)',
      [s.studentsA.map((x) => x.studentId)],
    );
    expect(studentsLeft[0]?.n).toBe(3);
    const list = (await call('GET', `/api/v3/schools/${s.school.id}/groups`, s.admin.headers)).json();
    expect((list as SchoolGroupList).items.map((g) => g.code)).toEqual(['8B']);
  });
});

describe('groups/{id}/teachers', () => {
  it("sets a class's co-teachers from the school's Confirmed teachers; always at least one", async () => {
    const s = await school();
    const url = `/api/v3/groups/${s.classA.id}/teachers`;
    const set = await call('PUT', url, s.teacher.headers, {
      teacherIds: [s.teacher.teacherId, s.colleague.teacherId],
    });
    expect(set.statusCode).toBe(200);
    expect((set.json() as GroupTeacherList).items.map((x) => x.teacherId).sort((a, b) => a - b)).toEqual(
      [s.teacher.teacherId, s.colleague.teacherId].sort((a, b) => a - b),
    );
    // The colleague now teaches it, so may read and change it.
    expect((await call('GET', `/api/v3/groups/${s.classA.id}`, s.colleague.headers)).statusCode).toBe(200);
    const handedOver = await call('PUT', url, s.teacher.headers, { teacherIds: [s.colleague.teacherId] });
    expect(handedOver.statusCode).toBe(200);
    expect((await call('GET', url, s.teacher.headers)).statusCode).toBe(403);

    expect((await call('PUT', url, s.colleague.headers, { teacherIds: [] })).statusCode).toBe(400);
    const pending = await call('PUT', url, s.colleague.headers, { teacherIds: [s.pending.teacherId] });
    expect(pending.statusCode).toBe(400);
    expect(pending.json()).toMatchObject({
      modelState: { teacherIds: [GROUP_MESSAGES.notConfirmedTeachers] },
    });
    const other = await call('PUT', url, s.admin.headers, { teacherIds: [s.otherTeacher.teacherId] });
    expect(other.statusCode).toBe(400);
    expect(
      (await call('PUT', url, s.otherTeacher.headers, { teacherIds: [s.otherTeacher.teacherId] })).statusCode,
    ).toBe(404);
  });
});
