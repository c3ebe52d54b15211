import type { GroupDetail, GroupTeacherList, SchoolGroupList } from '@mathsight/contract/groups.ts';
import type { CompactResultsGrid } from '@mathsight/contract/results-grid.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLASS_MESSAGES } from '../../policies/classes.ts';
import {
  daysFromNow,
  makeAnswer,
  makeAssignment,
  makeClass,
  makeSchoolWithClasses,
  makeStudent,
  signInUser,
} from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { GroupsRepository } from './groups.repository.ts';
import { GROUP_MESSAGES } from './groups.service.ts';

/** Issue 13 point 5: running a school's classes (the list, edit, delete, teachers, students moved). */
let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

type Headers = Record<string, string>;
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
const school = () => makeSchoolWithClasses(t.app, t.database.db);
const ids = (rows: Array<{ studentId: number }>) => rows.map((r) => r.studentId).sort((a, b) => a - b);
const members = async (groupId: number) =>
  (
    await t.database.query<{ student_id: number }>(
      'select student_id from group_students where group_id = $1 order by student_id',
      [groupId],
    )
  ).map((r) => r.student_id);

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

/** A right first answer to the work's first question. */
async function answerFirstQuestion(
  work: { id: number; schoolId: number; questionIds: number[] },
  studentId: number,
) {
  const [questionId] = work.questionIds;
  if (!questionId) throw new Error('no questions');
  await makeAnswer(t.database.db, {
    schoolId: work.schoolId,
    assignmentId: work.id,
    studentId,
    questionId,
    correct: true,
  });
}

describe('groups/{id}/students: in, out and moved', () => {
  it('adds students of the school to the class and its open whole-class work, and takes them out again', async () => {
    const s = await school();
    const work = await makeAssignment(t.database.db, {
      schoolId: s.school.id,
      groupIds: [s.classA.id],
      endDate: daysFromNow(3),
    });
    const loner = await makeStudent(t.database.db, s.school.id);
    const add = `/api/v3/groups/${s.classA.id}/students/add-collection`;
    const res = await call('PUT', add, s.teacher.headers, { studentIds: [loner.studentId] });
    expect(res.json()).toEqual({ count: 1 });
    expect(await members(s.classA.id)).toContain(loner.studentId);
    const enrolled = await t.database.query<{ n: number }>(
      'select count(*)::int as n from assignment_students where assignment_id = $1 and student_id = $2',
      [work.id, loner.studentId],
    );
    expect(enrolled[0]?.n).toBe(1);
    // Already there: not counted again.
    expect((await call('PUT', add, s.teacher.headers, { studentIds: [loner.studentId] })).json()).toEqual({
      count: 0,
    });
    // Another school's student: 404, nothing changes.
    expect(
      (await call('PUT', add, s.teacher.headers, { studentIds: [s.otherStudent.studentId] })).statusCode,
    ).toBe(404);
    expect((await call('PUT', add, s.colleague.headers, { studentIds: [loner.studentId] })).statusCode).toBe(
      403,
    );
    expect((await call('PUT', add, s.teacher.headers, { studentIds: [] })).statusCode).toBe(400);

    const remove = `/api/v3/groups/${s.classA.id}/students/remove-collection`;
    expect((await call('PUT', remove, s.teacher.headers, { studentIds: [loner.studentId] })).json()).toEqual({
      count: 1,
    });
    expect(await members(s.classA.id)).not.toContain(loner.studentId);
    const stillInSchool = await t.database.query<{ n: number }>(
      'select count(*)::int as n from students where id = $1',
      [loner.studentId],
    );
    expect(stillInSchool[0]?.n).toBe(1);
  });

  it("takes leavers out of the class's open work they have not started; answered work stays in the results", async () => {
    const s = await school();
    const [answerer, quitter, inBoth] = s.studentsA;
    if (!answerer || !quitter || !inBoth) throw new Error('factory changed');
    // inBoth is in 8B too, which shares one piece of work with 8A.
    await t.database.query(
      'insert into group_students (group_id, student_id, school_id) values ($1, $2, $3)',
      [s.classB.id, inBoth.studentId, s.school.id],
    );
    const open = await makeAssignment(t.database.db, {
      schoolId: s.school.id,
      groupIds: [s.classA.id],
      name: 'Open in 8A',
      endDate: daysFromNow(3),
    });
    const shared = await makeAssignment(t.database.db, {
      schoolId: s.school.id,
      groupIds: [s.classA.id, s.classB.id],
      name: 'Shared by 8A and 8B',
      endDate: daysFromNow(3),
    });
    const over = await makeAssignment(t.database.db, {
      schoolId: s.school.id,
      groupIds: [s.classA.id],
      name: 'Over',
      startDate: daysFromNow(-9),
      endDate: daysFromNow(-2),
    });
    await answerFirstQuestion(open, answerer.studentId);
    const work = async (student: { userId: number }, group: 'Upcoming' | 'Done') => {
      const h = await signInUser(t.app, t.database.db, student.userId);
      const res = await call('GET', `/api/v3/students/me/assignments?request.filter.group=${group}`, h);
      expect(res.statusCode).toBe(200);
      return (res.json() as { items: Array<{ assignmentId: number }> }).items
        .map((w) => w.assignmentId)
        .sort();
    };
    expect(await work(quitter, 'Upcoming')).toEqual([open.id, shared.id].sort());

    const remove = `/api/v3/groups/${s.classA.id}/students/remove-collection`;
    const ids3 = [answerer.studentId, quitter.studentId, inBoth.studentId];
    expect((await call('PUT', remove, s.teacher.headers, { studentIds: ids3 })).json()).toEqual({ count: 3 });

    // Not started: gone from the open work; the ended work stays as it was (they were in 8A then).
    expect(await work(quitter, 'Upcoming')).toEqual([]);
    expect(await work(quitter, 'Done')).toEqual([over.id]);
    // Still in 8B: keeps the work 8B shares, not 8A's own.
    expect(await work(inBoth, 'Upcoming')).toEqual([shared.id]);
    // Started: keeps it, and their answer is in 8A's results.
    expect(await work(answerer, 'Upcoming')).toEqual([open.id]);
    const grid = await call('GET', `/api/v3/assignments/${open.id}/insights/teacher`, s.teacher.headers);
    expect(grid.statusCode).toBe(200);
    const rows = (grid.json() as CompactResultsGrid).students;
    expect(rows.map((r) => r.studentId).sort()).toEqual([answerer.studentId].sort());
    expect(rows[0]).toMatchObject({ groupId: s.classA.id, answeredCount: 1 });
  });

  it("moves students into another of the caller's classes and its open work, out of the old one's unstarted work; past answers stay where given", async () => {
    const s = await school();
    const [mover, stayer] = s.studentsA;
    if (!mover || !stayer) throw new Error('factory changed');
    const old = await makeAssignment(t.database.db, { schoolId: s.school.id, groupIds: [s.classA.id] });
    await answerFirstQuestion(old, mover.studentId);
    const next = await makeAssignment(t.database.db, {
      schoolId: s.school.id,
      groupIds: [s.classB.id],
      endDate: daysFromNow(2),
    });
    // Open in 8A and not started by the mover: it does not follow them.
    const unstarted = await makeAssignment(t.database.db, { schoolId: s.school.id, groupIds: [s.classA.id] });
    const url = `/api/v3/groups/${s.classA.id}/students/move`;
    const res = await call('PUT', url, s.teacher.headers, {
      studentIds: [mover.studentId],
      toGroupId: s.classB.id,
    });
    expect(res.json()).toEqual({ count: 1 });
    expect(await members(s.classA.id)).not.toContain(mover.studentId);
    expect(await members(s.classB.id)).toEqual(ids([...s.studentsB, mover]));
    const rows = await t.database.query<{ assignment_id: number; group_id: number | null }>(
      'select assignment_id, group_id from assignment_students where student_id = $1 order by assignment_id',
      [mover.studentId],
    );
    expect(rows).toEqual([
      { assignment_id: old.id, group_id: s.classA.id },
      { assignment_id: next.id, group_id: s.classB.id },
    ]);
    const stayers = await t.database.query<{ n: number }>(
      'select count(*)::int as n from assignment_students where assignment_id = $1',
      [unstarted.id],
    );
    expect(stayers[0]?.n).toBe(2);
    const answers = await t.database.query<{ n: number }>(
      'select count(*)::int as n from student_answers where student_id = $1 and assignment_id = $2',
      [mover.studentId, old.id],
    );
    expect(answers[0]?.n).toBe(1);

    // Refusals: a class the caller does not teach (403), another school's class (404), a student
    // not in the class (404), the same class (400), a colleague moving out of a class not theirs (403).
    const colleagueClass = await makeClass(t.database.db, s.school.id, {
      teacherIds: [s.colleague.teacherId],
    });
    const notTheirs = await call('PUT', url, s.teacher.headers, {
      studentIds: [stayer.studentId],
      toGroupId: colleagueClass.id,
    });
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json()).toEqual({ message: CLASS_MESSAGES.notTheirTarget });
    expect(
      (
        await call('PUT', url, s.teacher.headers, {
          studentIds: [stayer.studentId],
          toGroupId: s.otherClass.id,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', url, s.teacher.headers, { studentIds: [mover.studentId], toGroupId: s.classB.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', url, s.teacher.headers, { studentIds: [stayer.studentId], toGroupId: s.classA.id }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call('PUT', url, s.colleague.headers, {
          studentIds: [stayer.studentId],
          toGroupId: colleagueClass.id,
        })
      ).statusCode,
    ).toBe(403);
    // An administrator may move between any of the school's classes.
    expect(
      (
        await call('PUT', url, s.admin.headers, {
          studentIds: [stayer.studentId],
          toGroupId: colleagueClass.id,
        })
      ).json(),
    ).toEqual({ count: 1 });
    expect(await members(s.classA.id)).not.toContain(stayer.studentId);
  });
});
