import { beforeAll, describe, expect, it } from 'vitest';
import { defined } from '../../test/defined.ts';
import {
  daysFromNow,
  makeAnswer,
  makeAssignment,
  makeClass,
  makeSchoolWithClasses,
} from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

type Headers = Record<string, string>;
const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });

/** The first topic pathway quiz and the first diagnostic quiz of the bank, with their question counts. */

async function _countAssignments(schoolId: number) {
  const [row] = await t.database.query<{ n: number }>(
    'select count(*)::int as n from assignments where school_id = $1',
    [schoolId],
  );
  return row?.n ?? 0;
}

const _week = () => ({ startDate: new Date().toISOString(), endDate: daysFromNow(7).toISOString() });

describe('GET /api/v3/schools/{schoolId}/assignments (the plan list)', () => {
  /** Work across two classes: past, open and future, of each kind, with progress on one. */
  async function planSchool() {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const db = t.database.db;
    const schoolId = s.school.id;
    const make = (name: string, endInDays: number, groupIds: number[], kind?: 'DiagnosticQuiz') =>
      makeAssignment(db, {
        schoolId,
        groupIds,
        name,
        endDate: daysFromNow(endInDays),
        startDate: daysFromNow(endInDays - 5),
        ...(kind && { kind }),
        createdByTeacherId: s.teacher.teacherId,
      });
    const soon = await make('Angles soon', 1, [s.classA.id]);
    const later = await make('Ratio later', 4, [s.classA.id, s.classB.id]);
    const diag = await make('Baseline diagnostic', 10, [s.classB.id], 'DiagnosticQuiz');
    const past = await make('Fractions past', -2, [s.classA.id]);
    const older = await make('Decimals older', -9, [s.classB.id]);
    // Progress on "Ratio later": one student finished, one started.
    for (const [i, questionId] of later.questionIds.entries()) {
      await makeAnswer(db, {
        schoolId,
        assignmentId: later.id,
        studentId: defined(s.studentsA[0], 'student 0 of class A').studentId,
        questionId,
        correct: i % 2 === 0,
      });
    }
    await makeAnswer(db, {
      schoolId,
      assignmentId: later.id,
      studentId: defined(s.studentsB[0], 'student 0 of class B').studentId,
      questionId: defined(later.questionIds[0], 'the first question of "Ratio later"'),
      correct: true,
    });
    return { s, soon, later, diag, past, older };
  }
  const names = (res: { json(): { items: Array<{ name: string }> } }) =>
    res.json().items.map((i: { name: string }) => i.name);

  it('defaults to Upcoming, soonest end first, with classes and counts', async () => {
    const p = await planSchool();
    const res = await inject('GET', `/api/v3/schools/${p.s.school.id}/assignments`, p.s.teacher.headers);
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Angles soon', 'Ratio later', 'Baseline diagnostic']);
    expect(res.json().total).toBe(3);
    const ratio = res.json().items[1];
    expect(ratio).toMatchObject({
      status: 'Upcoming',
      studentCount: 5,
      startedCount: 2,
      completedCount: 1,
      questionCount: p.later.questionIds.length,
      canEdit: true,
    });
    expect(ratio.groups.map((g: { code: string }) => g.code)).toEqual(['8A', '8B']);
  });

  it('lists Done most recent first, and filters by type, classes, selected class, text and day', async () => {
    const p = await planSchool();
    const url = `/api/v3/schools/${p.s.school.id}/assignments`;
    const get = (query: string) => inject('GET', `${url}?${query}`, p.s.teacher.headers);
    expect(names(await get('request.filter.tab=Done'))).toEqual(['Fractions past', 'Decimals older']);
    expect(names(await get('request.filter.selectedAssignmentStatus=Done'))).toEqual([
      'Fractions past',
      'Decimals older',
    ]);
    expect(names(await get('request.filter.type=DiagnosticQuiz'))).toEqual(['Baseline diagnostic']);
    expect(names(await get(`request.filter.groupIds=${p.s.classB.id}`))).toEqual([
      'Ratio later',
      'Baseline diagnostic',
    ]);
    expect(
      names(
        await get(
          `request.filter.groupIds=${p.s.classA.id},${p.s.classB.id}&request.filter.selectedGroup=${p.s.classA.id}`,
        ),
      ),
    ).toEqual(['Angles soon', 'Ratio later']);
    expect(names(await get('request.filter.searchText=RATIO'))).toEqual(['Ratio later']);
    expect(names(await get('request.filter.searchText=%25'))).toEqual([]);
    // "Angles soon" runs from 4 days ago to tomorrow; "Ratio later" starts tomorrow.
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
    expect(names(await get(`request.filter.quizDate=${today}`))).toContain('Angles soon');
    expect(names(await get(`request.filter.quizDate=${today}`))).not.toContain('Baseline diagnostic');
    expect(names(await get('request.sort[0].FieldName=Name&request.sort[0].Direction=Descending'))).toEqual([
      'Ratio later',
      'Baseline diagnostic',
      'Angles soon',
    ]);
  });

  it('pages 30 at a time by default, never overlapping', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const end = daysFromNow(3);
    for (let i = 0; i < 33; i++) {
      // Equal end dates: the id breaks the tie, so pages never overlap.
      await makeAssignment(t.database.db, { schoolId: s.school.id, groupIds: [s.classA.id], endDate: end });
    }
    const url = `/api/v3/schools/${s.school.id}/assignments`;
    const first = (await inject('GET', url, s.teacher.headers)).json();
    expect(first.items).toHaveLength(30);
    expect(first.total).toBe(33);
    const second = (await inject('GET', `${url}?request.skip=30`, s.teacher.headers)).json();
    expect(second.items).toHaveLength(3);
    const ids = [...first.items, ...second.items].map((i: { assignmentId: number }) => i.assignmentId);
    expect(new Set(ids).size).toBe(33);
    const beyond = (await inject('GET', `${url}?request.skip=60`, s.teacher.headers)).json();
    expect(beyond).toEqual({ items: [], total: 33 });
    expect((await inject('GET', `${url}?request.take=101`, s.teacher.headers)).statusCode).toBe(400);
  });

  it('refuses unknown filters and sorts with the field named', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const url = `/api/v3/schools/${s.school.id}/assignments`;
    const bad = async (query: string, field: string) => {
      const res = await inject('GET', `${url}?${query}`, s.teacher.headers);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().modelState)).toEqual([field]);
    };
    await bad('request.filter.tab=Later', 'request.filter.tab');
    await bad('request.filter.type=Essay', 'request.filter.type');
    await bad('request.filter.groupIds=1,x', 'request.filter.groupIds');
    await bad('request.filter.quizDate=2026-02-30', 'request.filter.quizDate');
    await bad('request.sort[0].FieldName=Password', 'request.sort[0].FieldName');
  });
});

describe('GET /api/v3/schools/{schoolId}/assignments/calendar', () => {
  it('answers every assignment overlapping the range, of any status', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const db = t.database.db;
    const schoolId = s.school.id;
    const inside = await makeAssignment(db, {
      schoolId,
      groupIds: [s.classA.id],
      startDate: daysFromNow(-20),
      endDate: daysFromNow(-15),
    });
    const spanning = await makeAssignment(db, {
      schoolId,
      groupIds: [s.classB.id],
      startDate: daysFromNow(-40),
      endDate: daysFromNow(40),
    });
    await makeAssignment(db, {
      schoolId,
      groupIds: [s.classA.id],
      startDate: daysFromNow(35),
      endDate: daysFromNow(36),
    });
    const from = daysFromNow(-30).toISOString();
    const to = daysFromNow(30).toISOString();
    const url = `/api/v3/schools/${schoolId}/assignments/calendar`;
    const res = await inject('GET', `${url}?from=${from}&to=${to}`, s.colleague.headers);
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    expect(items.map((i: { assignmentId: number }) => i.assignmentId)).toEqual([spanning.id, inside.id]);
    expect(items[1]).toMatchObject({ status: 'Done', groups: [{ groupId: s.classA.id, code: '8A' }] });
    const onlyA = await inject(
      'GET',
      `${url}?from=${from}&to=${to}&groupIds=${s.classA.id}`,
      s.teacher.headers,
    );
    expect(onlyA.json().items.map((i: { assignmentId: number }) => i.assignmentId)).toEqual([inside.id]);

    const backwards = await inject('GET', `${url}?from=${to}&to=${from}`, s.teacher.headers);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().modelState.to).toBeDefined();
    const tooLong = await inject(
      'GET',
      `${url}?from=${from}&to=${daysFromNow(200).toISOString()}`,
      s.teacher.headers,
    );
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('GET /api/v5/schools/{schoolId}/homework-insights (the plan)', () => {
  it('answers the work of the teacher’s classes with completion, average score and due status', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const db = t.database.db;
    const schoolId = s.school.id;
    const open = await makeAssignment(db, {
      schoolId,
      groupIds: [s.classA.id, s.classB.id],
      name: 'Open',
      startDate: daysFromNow(-1),
      endDate: daysFromNow(5),
    });
    await makeAssignment(db, {
      schoolId,
      groupIds: [s.classA.id],
      name: 'Due soon',
      startDate: daysFromNow(-3),
      endDate: daysFromNow(1),
    });
    await makeAssignment(db, {
      schoolId,
      groupIds: [s.classB.id],
      name: 'Scheduled',
      startDate: daysFromNow(3),
      endDate: daysFromNow(8),
    });
    await makeAssignment(db, {
      schoolId,
      groupIds: [s.classA.id],
      name: 'Ended',
      startDate: daysFromNow(-9),
      endDate: daysFromNow(-2),
    });
    // Another teacher's class in the same school: not part of this teacher's plan.
    const classC = await makeClass(db, schoolId, { teacherIds: [s.colleague.teacherId] });
    await makeAssignment(db, { schoolId, groupIds: [classC.id], name: 'Not mine' });
    // Two students of 8A finish "Open": 100 % and 50 % of its questions right.
    for (const [k, student] of s.studentsA.slice(0, 2).entries()) {
      for (const [i, questionId] of open.questionIds.entries()) {
        await makeAnswer(db, {
          schoolId,
          assignmentId: open.id,
          studentId: student.studentId,
          questionId,
          correct: k === 0 || i % 2 === 0,
        });
      }
    }
    const url = `/api/v5/schools/${schoolId}/homework-insights`;
    const res = await inject('GET', url, s.teacher.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((i: { name: string }) => i.name)).toEqual([
      'Scheduled',
      'Open',
      'Due soon',
      'Ended',
    ]);
    const n = open.questionIds.length;
    const right = n + Math.ceil(n / 2);
    expect(body.items[1]).toMatchObject({
      dueStatus: 'Open',
      studentCount: 5,
      completedCount: 2,
      completionPercent: 40,
      averageScorePercent: Math.round((100 * right) / (2 * n)),
    });
    expect(body.items.map((i: { dueStatus: string }) => i.dueStatus)).toEqual([
      'Scheduled',
      'Open',
      'DueSoon',
      'Ended',
    ]);
    expect(body.items[2].averageScorePercent).toBeNull();

    // One class: its work only, counting only its students.
    const classB = (
      await inject('GET', `${url}?request.filter.groupId=${s.classB.id}`, s.teacher.headers)
    ).json();
    expect(classB.items.map((i: { name: string }) => i.name)).toEqual(['Scheduled', 'Open']);
    expect(classB.items[1]).toMatchObject({ studentCount: 2, completedCount: 0, completionPercent: 0 });
    const done = (await inject('GET', `${url}?request.filter.tab=Done`, s.teacher.headers)).json();
    expect(done.items.map((i: { name: string }) => i.name)).toEqual(['Ended']);

    // A colleague sees only their own class's work; another school's class is not found.
    expect(
      (await inject('GET', url, s.colleague.headers)).json().items.map((i: { name: string }) => i.name),
    ).toEqual(['Not mine']);
    expect(
      (await inject('GET', `${url}?request.filter.groupId=${s.otherClass.id}`, s.teacher.headers)).statusCode,
    ).toBe(404);
  });
});
