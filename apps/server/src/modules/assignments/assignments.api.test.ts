import { beforeAll, describe, expect, it } from 'vitest';
import { defined } from '../../test/defined.ts';
import {
  daysFromNow,
  makeAnswer,
  makeAssignment,
  makeSchoolWithClasses,
  makeStudent,
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
async function quizzesOf() {
  const rows = await t.database.query<{ id: number; kind: string; n: number }>(
    `select q.id, q.kind, count(*)::int as n from quizzes q join quiz_questions qq on qq.quiz_id = q.id
     group by q.id order by q.id`,
  );
  const topic = defined(
    rows.find((r) => r.kind === 'TopicPathway'),
    'a topic pathway quiz in the bank',
  );
  const diagnostic = defined(
    rows.find((r) => r.kind === 'Diagnostic'),
    'a diagnostic quiz in the bank',
  );
  return { topic, diagnostic };
}

async function countAssignments(schoolId: number) {
  const [row] = await t.database.query<{ n: number }>(
    'select count(*)::int as n from assignments where school_id = $1',
    [schoolId],
  );
  return row?.n ?? 0;
}

const week = () => ({ startDate: new Date().toISOString(), endDate: daysFromNow(7).toISOString() });

describe('POST /api/v3/quizzes/{id}/assignments', () => {
  it('sets a topic quiz for two classes: every student, the quiz’s own questions, school defaults', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const { topic } = await quizzesOf();
    const res = await inject('POST', `/api/v3/quizzes/${topic.id}/assignments`, s.teacher.headers, {
      schoolId: s.school.id,
      groupIds: [s.classA.id, s.classB.id],
      ...week(),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      schoolId: s.school.id,
      kind: 'TopicQuiz',
      quizId: topic.id,
      status: 'Upcoming',
      feedbackMode: 'AfterEachQuestion',
      askConfidence: false,
      createdByTeacherId: s.teacher.teacherId,
      studentCount: 5,
      startedCount: 0,
      completedCount: 0,
      questionCount: topic.n,
      canEdit: true,
    });
    expect(body.name.length).toBeGreaterThan(0);
    expect(body.groups.map((g: { code: string }) => g.code)).toEqual(['8A', '8B']);
    expect(body.students).toHaveLength(5);
    expect(body.questions.map((q: { sequence: number }) => q.sequence)).toEqual(
      Array.from({ length: topic.n }, (_, i) => i + 1),
    );
    expect(body.questions[0]).toMatchObject({ topicUnitName: expect.any(String), reason: null });
  });

  it('sets a diagnostic quiz for some students of a class, with its own name and options', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const { diagnostic } = await quizzesOf();
    const chosen = [
      defined(s.studentsA[0], 'student 0 of class A').studentId,
      defined(s.studentsA[2], 'student 2 of class A').studentId,
    ];
    const res = await inject('POST', `/api/v3/quizzes/${diagnostic.id}/assignments`, s.colleague.headers, {
      schoolId: s.school.id,
      groupIds: [s.classA.id],
      studentIds: chosen,
      name: 'Baseline check',
      feedbackMode: 'AtEnd',
      askConfidence: true,
      ...week(),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      kind: 'DiagnosticQuiz',
      name: 'Baseline check',
      feedbackMode: 'AtEnd',
      askConfidence: true,
      studentCount: 2,
    });
    expect(body.students.map((x: { studentId: number }) => x.studentId).sort()).toEqual([...chosen].sort());
    expect(body.students[0]).toMatchObject({ firstName: 'Alex', groupId: s.classA.id, startedAt: null });
  });

  it('refuses bad input with a clear message and saves nothing', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const { topic } = await quizzesOf();
    const url = `/api/v3/quizzes/${topic.id}/assignments`;
    const base = { schoolId: s.school.id, groupIds: [s.classA.id], ...week() };

    const backwards = await inject('POST', url, s.teacher.headers, {
      ...base,
      startDate: daysFromNow(3).toISOString(),
      endDate: daysFromNow(1).toISOString(),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().modelState).toEqual({ endDate: ['The end date must be after the start date'] });

    const same = await inject('POST', url, s.teacher.headers, { ...base, endDate: base.startDate });
    expect(same.json().modelState.endDate).toEqual(['The end date must be after the start date']);

    const empty = await inject('POST', url, s.teacher.headers, { ...base, groupIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().modelState.groupIds).toEqual(['Choose at least one class or student']);

    const noStudents = await inject('POST', url, s.teacher.headers, { ...base, studentIds: [] });
    expect(noStudents.statusCode).toBe(400);
    expect(noStudents.json().modelState.studentIds).toEqual(['Choose at least one class or student']);

    const otherClass = await inject('POST', url, s.teacher.headers, {
      ...base,
      groupIds: [s.classA.id, s.otherClass.id],
    });
    expect(otherClass.statusCode).toBe(404);
    expect(otherClass.json()).toEqual({ message: 'The resource you are looking for does not exist.' });

    const outsider = await inject('POST', url, s.teacher.headers, {
      ...base,
      studentIds: [
        defined(s.studentsA[0], 'student 0 of class A').studentId,
        defined(s.studentsB[0], 'student 0 of class B').studentId,
      ],
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().modelState.studentIds).toEqual(['Choose students from the selected classes']);

    const notADate = await inject('POST', url, s.teacher.headers, { ...base, startDate: 'next Tuesday' });
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json().modelState.startDate).toEqual(['Enter a date and time']);

    expect(
      (await inject('POST', '/api/v3/quizzes/987654/assignments', s.teacher.headers, base)).statusCode,
    ).toBe(404);
    expect(await countAssignments(s.school.id)).toBe(0);
  });

  it('answers 401 without a token, 403 to a student, 404 to a Pending teacher and another school', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const { topic } = await quizzesOf();
    const url = `/api/v3/quizzes/${topic.id}/assignments`;
    const body = { schoolId: s.school.id, groupIds: [s.classA.id], ...week() };
    expect((await inject('POST', url, {}, body)).statusCode).toBe(401);
    expect((await inject('POST', url, s.student.headers, body)).statusCode).toBe(403);
    expect((await inject('POST', url, s.pending.headers, body)).statusCode).toBe(404);
    expect((await inject('POST', url, s.otherTeacher.headers, body)).statusCode).toBe(404);
    // Even naming their own class, a teacher cannot set work in a school that is not theirs.
    const own = await inject('POST', url, s.otherTeacher.headers, { ...body, groupIds: [s.otherClass.id] });
    expect(own.statusCode).toBe(404);
    expect(await countAssignments(s.school.id)).toBe(0);
  });
});

describe('prerequisite and scheme assignments', () => {
  it('sets a topic quiz through a flow template, and refuses a diagnostic quiz or a bad template', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const { topic, diagnostic } = await quizzesOf();
    const url = '/api/v3/assignments/prerequisite-assignment';
    const body = {
      schoolId: s.school.id,
      topicPathwayQuizId: topic.id,
      templateSlug: 'dr',
      groupIds: [s.classB.id],
      ...week(),
    };
    const res = await inject('POST', url, s.teacher.headers, body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'TopicQuiz',
      quizId: topic.id,
      templateSlug: 'dr',
      studentCount: 2,
      questionCount: topic.n,
    });
    const notTopic = await inject('POST', url, s.teacher.headers, {
      ...body,
      topicPathwayQuizId: diagnostic.id,
    });
    expect(notTopic.statusCode).toBe(400);
    expect(notTopic.json().modelState.topicPathwayQuizId).toEqual(['Choose a topic quiz']);
    const badSlug = await inject('POST', url, s.teacher.headers, { ...body, templateSlug: 'Not A Slug!' });
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().modelState.templateSlug).toBeDefined();
    const backwards = await inject('POST', url, s.teacher.headers, {
      ...body,
      endDate: daysFromNow(-1).toISOString(),
    });
    expect(backwards.json().modelState.endDate).toEqual(['The end date must be after the start date']);
  });

  it('sets one unit of a scheme of work with the unit’s topic quiz', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const [firstUnit] = await t.database.query<{ id: number; quiz_id: number }>(
      'select id, quiz_id from scheme_quizzes order by id limit 1',
    );
    const unit = defined(firstUnit, 'a scheme unit');
    const res = await inject('POST', '/api/v3/scheme-assignments', s.teacher.headers, {
      schoolId: s.school.id,
      topicUnitQuizId: unit.id,
      groupIds: [s.classA.id],
      ...week(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'TopicQuiz', quizId: unit.quiz_id, topicUnitQuizId: unit.id });
    const unknown = await inject('POST', '/api/v3/scheme-assignments', s.teacher.headers, {
      schoolId: s.school.id,
      topicUnitQuizId: 999_999,
      groupIds: [s.classA.id],
      ...week(),
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET, PUT and DELETE /api/v3/assignments/{id}', () => {
  it('edits the dates, name and classes; re-takes the student snapshot but keeps students who started', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const { topic } = await quizzesOf();
    const created = (
      await inject('POST', `/api/v3/quizzes/${topic.id}/assignments`, s.teacher.headers, {
        schoolId: s.school.id,
        groupIds: [s.classA.id, s.classB.id],
        ...week(),
      })
    ).json();
    const starter = defined(s.studentsB[0], 'student 0 of class B').studentId;
    await makeAnswer(t.database.db, {
      schoolId: s.school.id,
      assignmentId: created.assignmentId,
      studentId: starter,
      questionId: created.questions[0].questionId,
      correct: true,
    });
    const url = `/api/v3/assignments/${created.assignmentId}`;
    const update = {
      name: 'Fractions homework',
      startDate: daysFromNow(1).toISOString(),
      endDate: daysFromNow(9).toISOString(),
      groupIds: [s.classA.id],
      feedbackMode: 'AtEnd',
      askConfidence: true,
    };
    const res = await inject('PUT', url, s.teacher.headers, update);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Fractions homework',
      startDate: update.startDate,
      endDate: update.endDate,
      feedbackMode: 'AtEnd',
      askConfidence: true,
      startedCount: 1,
    });
    expect(body.groups.map((g: { code: string }) => g.code)).toEqual(['8A']);
    const ids = body.students.map((x: { studentId: number }) => x.studentId);
    expect(ids).toHaveLength(4);
    expect(ids).toContain(starter);
    expect(ids).not.toContain(defined(s.studentsB[1], 'student 1 of class B').studentId);

    // Edited again with the same classes, it keeps the students it is set for: a student put in the
    // class behind the product's back (the factory enrols in no work; joining a class does) is not added.
    const late = await makeStudent(t.database.db, s.school.id, s.classA.id);
    const again = (await inject('PUT', url, s.teacher.headers, update)).json();
    expect(again.students.map((x: { studentId: number }) => x.studentId).sort()).toEqual([...ids].sort());
    expect(again.students.map((x: { studentId: number }) => x.studentId)).not.toContain(late.studentId);

    const read = await inject('GET', url, s.colleague.headers);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ name: 'Fractions homework', canEdit: false });

    const backwards = await inject('PUT', url, s.teacher.headers, {
      ...update,
      endDate: daysFromNow(0).toISOString(),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().modelState.endDate).toEqual(['The end date must be after the start date']);
    const elsewhere = await inject('PUT', url, s.teacher.headers, { ...update, groupIds: [s.otherClass.id] });
    expect(elsewhere.statusCode).toBe(404);
    expect((await inject('GET', url, s.teacher.headers)).json().groups).toHaveLength(1);
  });

  it('keeps work set for some students theirs through an edit, a calendar move and its undo', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const { topic } = await quizzesOf();
    const chosen = [defined(s.studentsA[1], 'student 1 of class A').studentId];
    const created = (
      await inject('POST', `/api/v3/quizzes/${topic.id}/assignments`, s.teacher.headers, {
        schoolId: s.school.id,
        groupIds: [s.classA.id],
        studentIds: chosen,
        name: 'Follow-up for one',
        ...week(),
      })
    ).json();
    expect(created.studentCount).toBe(1);
    const url = `/api/v3/assignments/${created.assignmentId}`;
    const studentsNow = async () =>
      (await inject('GET', url, s.teacher.headers))
        .json()
        .students.map((x: { studentId: number }) => x.studentId);
    // The web's PUT body (plan/assignment-writes.ts updateRequestFor): the classes, no students.
    const saved = (changes: { name?: string; startDate?: string; endDate?: string }) => ({
      name: changes.name ?? created.name,
      startDate: changes.startDate ?? created.startDate,
      endDate: changes.endDate ?? created.endDate,
      feedbackMode: created.feedbackMode,
      askConfidence: created.askConfidence,
      groupIds: created.groups.map((g: { groupId: number }) => g.groupId),
    });

    const unchanged = await inject('PUT', url, s.teacher.headers, saved({}));
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().studentCount).toBe(1);
    const renamed = await inject('PUT', url, s.teacher.headers, saved({ name: 'Renamed follow-up' }));
    expect(renamed.json()).toMatchObject({ name: 'Renamed follow-up', studentCount: 1 });
    const moved = { startDate: daysFromNow(2).toISOString(), endDate: daysFromNow(9).toISOString() };
    expect((await inject('PUT', url, s.teacher.headers, saved(moved))).json().studentCount).toBe(1);
    const undone = { startDate: created.startDate, endDate: created.endDate };
    expect((await inject('PUT', url, s.teacher.headers, saved(undone))).json().studentCount).toBe(1);
    expect(await studentsNow()).toEqual(chosen);

    // Changing who it is for still works: named students, or new classes meaning all of theirs.
    const two = [...chosen, defined(s.studentsA[0], 'student 0 of class A').studentId];
    const named = await inject('PUT', url, s.teacher.headers, { ...saved({}), studentIds: two });
    expect(named.json().studentCount).toBe(2);
    const wider = await inject('PUT', url, s.teacher.headers, {
      ...saved({}),
      groupIds: [s.classA.id, s.classB.id],
    });
    expect(wider.json().studentCount).toBe(s.studentsA.length + s.studentsB.length);
  });

  it('lets the teacher of its classes and an administrator change it; a colleague only reads it', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const made = await makeAssignment(t.database.db, { schoolId: s.school.id, groupIds: [s.classA.id] });
    const url = `/api/v3/assignments/${made.id}`;
    const update = {
      name: 'Renamed',
      startDate: new Date().toISOString(),
      endDate: daysFromNow(3).toISOString(),
      groupIds: [s.classA.id],
      feedbackMode: 'AfterEachQuestion',
      askConfidence: false,
    };
    const refused = await inject('PUT', url, s.colleague.headers, update);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You can only change work set for your own classes');
    expect((await inject('DELETE', url, s.colleague.headers)).statusCode).toBe(403);
    expect((await inject('PUT', url, s.admin.headers, update)).statusCode).toBe(200);
    expect((await inject('PUT', url, s.teacher.headers, update)).statusCode).toBe(200);

    expect((await inject('DELETE', url, s.teacher.headers)).statusCode).toBe(204);
    expect((await inject('GET', url, s.teacher.headers)).statusCode).toBe(404);
    const left = await t.database.query<{ n: number }>(
      `select (select count(*) from assignment_students where assignment_id = $1)
            + (select count(*) from assignment_groups where assignment_id = $1)
            + (select count(*) from assignment_questions where assignment_id = $1) as n`,
      [made.id],
    );
    expect(Number(left[0]?.n)).toBe(0);
    expect((await inject('DELETE', url, s.teacher.headers)).statusCode).toBe(404);
  });
});
