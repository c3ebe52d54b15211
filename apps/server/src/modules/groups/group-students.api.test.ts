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

/** Issue 13 point 5: a class's students added, taken out and moved (with their current work). */
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
