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

const week = () => ({ startDate: new Date().toISOString(), endDate: daysFromNow(7).toISOString() });

/**
 * Class 8A's history: topic work that ended 10 days (one week), 30 days (three weeks), 60 days
 * (six weeks+) and 3 days ago (not due yet). Two of its three students got the first question of the
 * one-week topic wrong; one student answered its second question correctly two days ago.
 */
async function classWithHistory() {
  const s = await makeSchoolWithClasses(t.app, t.database.db);
  const db = t.database.db;
  const schoolId = s.school.id;
  const rows = await t.database.query<{ id: number; topic_unit_id: number; name: string }>(
    `select q.id, q.topic_unit_id, tu.name from quizzes q join topic_units tu on tu.id = q.topic_unit_id
     where q.kind = 'TopicPathway' order by q.id limit 4`,
  );
  // Checked once here, as a tuple, so the tests below read h.quizzes[0..3] without checks of their own.
  const quizzes = [
    defined(rows[0], 'a first topic quiz'),
    defined(rows[1], 'a second topic quiz'),
    defined(rows[2], 'a third topic quiz'),
    defined(rows[3], 'a fourth topic quiz'),
  ] as const;
  const endedDaysAgo = (quiz: { id: number }, ago: number) =>
    makeAssignment(db, {
      schoolId,
      groupIds: [s.classA.id],
      quizId: quiz.id,
      startDate: daysFromNow(-ago - 7),
      endDate: daysFromNow(-ago),
      createdByTeacherId: s.teacher.teacherId,
    });
  const [oneWeek, threeWeeks, sixWeeks, recent] = await Promise.all([
    endedDaysAgo(quizzes[0], 10),
    endedDaysAgo(quizzes[1], 30),
    endedDaysAgo(quizzes[2], 60),
    endedDaysAgo(quizzes[3], 3),
  ]);
  const q1 = defined(oneWeek.questionIds[0], 'a first question of the one-week topic');
  const q2 = defined(oneWeek.questionIds[1], 'a second question of the one-week topic');
  for (const [i, student] of s.studentsA.entries()) {
    await makeAnswer(db, {
      schoolId,
      assignmentId: oneWeek.id,
      studentId: student.studentId,
      questionId: q1,
      correct: i === 2,
      answeredAt: daysFromNow(-12),
    });
  }
  const check = await makeAssignment(db, {
    schoolId,
    groupIds: [s.classA.id],
    kind: 'DiagnosticQuiz',
    questionIds: [q2],
    endDate: daysFromNow(2),
  });
  await makeAnswer(db, {
    schoolId,
    assignmentId: check.id,
    studentId: defined(s.studentsA[0], 'student 0 of class A').studentId,
    questionId: q2,
    correct: true,
    answeredAt: daysFromNow(-2),
  });
  return { s, quizzes, oneWeek, threeWeeks, sixWeeks, recent, q1, q2 };
}

describe('GET /api/v3/groups/{groupId}/retrieval-practice/recommendations', () => {
  it('recommends 10 questions from the topics studied 1, 3 and 6+ weeks ago, wrong ones first', async () => {
    const h = await classWithHistory();
    const url = `/api/v3/groups/${h.s.classA.id}/retrieval-practice/recommendations`;
    const res = await inject('GET', url, h.s.teacher.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.groupId).toBe(h.s.classA.id);
    expect(body.questions).toHaveLength(10);
    expect(
      body.topics.map((x: { topicUnitId: number; bucket: string }) => [x.topicUnitId, x.bucket]),
    ).toEqual([
      [h.quizzes[0].topic_unit_id, 'OneWeek'],
      [h.quizzes[1].topic_unit_id, 'ThreeWeeks'],
      [h.quizzes[2].topic_unit_id, 'SixWeeksPlus'],
    ]);
    expect(body.name).toMatch(/^Retrieval practice: /);
    expect(body.questions[0]).toMatchObject({
      sequence: 1,
      bucket: 'OneWeek',
      topicUnitId: h.quizzes[0].topic_unit_id,
      answeredCount: 3,
      wrongPercent: 67,
      reason: 'Studied 1 week ago; 67% answered wrongly',
      question: { questionId: h.q1, answers: expect.any(Array) },
    });
    const ids = body.questions.map((q: { question: { questionId: number } }) => q.question.questionId);
    expect(ids).not.toContain(h.q2);
    const recentTopic = h.quizzes[3].topic_unit_id;
    expect(body.questions.some((q: { topicUnitId: number }) => q.topicUnitId === recentTopic)).toBe(false);
    expect(body.questions[1].reason).toBe('Studied 4 weeks ago; not answered by the class yet');
    // The same data gives the same quiz.
    expect((await inject('GET', url, h.s.colleague.headers)).json()).toEqual(body);
  });

  it('recommends nothing for a class with no topic work behind it', async () => {
    const s = await makeSchoolWithClasses(t.app, t.database.db);
    const res = await inject(
      'GET',
      `/api/v3/groups/${s.classB.id}/retrieval-practice/recommendations`,
      s.teacher.headers,
    );
    expect(res.json()).toEqual({
      groupId: s.classB.id,
      name: 'Retrieval practice',
      topics: [],
      questions: [],
    });
  });
});

describe('POST /api/v3/groups/{groupId}/retrieval-practice-assignments', () => {
  it('sets the recommendation for the class, with its name, questions and reasons', async () => {
    const h = await classWithHistory();
    const recommended = (
      await inject(
        'GET',
        `/api/v3/groups/${h.s.classA.id}/retrieval-practice/recommendations`,
        h.s.teacher.headers,
      )
    ).json();
    const res = await inject(
      'POST',
      `/api/v3/groups/${h.s.classA.id}/retrieval-practice-assignments`,
      h.s.teacher.headers,
      week(),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      kind: 'RetrievalPractice',
      quizId: null,
      groupId: h.s.classA.id,
      name: recommended.name,
      studentCount: 3,
      questionCount: 10,
    });
    expect(
      body.questions.map((q: { questionId: number; reason: string }) => [q.questionId, q.reason]),
    ).toEqual(
      recommended.questions.map((q: { question: { questionId: number }; reason: string }) => [
        q.question.questionId,
        q.reason,
      ]),
    );
    expect(body.questions[0].answers).toHaveLength(4);

    const list = await inject(
      'GET',
      `/api/v3/groups/${h.s.classA.id}/retrieval-practice-assignments`,
      h.s.teacher.headers,
    );
    expect(list.json().items.map((i: { assignmentId: number }) => i.assignmentId)).toEqual([
      body.assignmentId,
    ]);
    const plan = await inject(
      'GET',
      `/api/v3/schools/${h.s.school.id}/assignments?request.filter.type=RetrievalPractice`,
      h.s.teacher.headers,
    );
    expect(plan.json().total).toBe(1);
  });

  it('sets chosen questions in the chosen order; recommended ones keep their reasons', async () => {
    const h = await classWithHistory();
    const chosen = [h.q2, h.q1];
    const res = await inject(
      'POST',
      `/api/v3/groups/${h.s.classA.id}/retrieval-practice-assignments`,
      h.s.teacher.headers,
      {
        ...week(),
        questionIds: chosen,
        studentIds: [defined(h.s.studentsA[1], 'student 1 of class A').studentId],
      },
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.questions.map((q: { questionId: number }) => q.questionId)).toEqual(chosen);
    expect(body.questions.map((q: { reason: string | null }) => q.reason)).toEqual([
      null,
      'Studied 1 week ago; 67% answered wrongly',
    ]);
    expect(body.name).toBe(
      `Retrieval practice: ${h.quizzes[0].name.charAt(0).toLowerCase()}${h.quizzes[0].name.slice(1)}`,
    );
    expect(body.studentCount).toBe(1);
  });

  it('refuses bad input and saves nothing', async () => {
    const h = await classWithHistory();
    const url = `/api/v3/groups/${h.s.classA.id}/retrieval-practice-assignments`;
    const backwards = await inject('POST', url, h.s.teacher.headers, {
      startDate: daysFromNow(2).toISOString(),
      endDate: daysFromNow(1).toISOString(),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().modelState.endDate).toEqual(['The end date must be after the start date']);
    const twice = await inject('POST', url, h.s.teacher.headers, { ...week(), questionIds: [h.q1, h.q1] });
    expect(twice.json().modelState.questionIds).toEqual(['Choose between 1 and 30 different questions']);
    const unknown = await inject('POST', url, h.s.teacher.headers, { ...week(), questionIds: [99_999_999] });
    expect(unknown.json().modelState.questionIds).toEqual(['Choose questions from the question bank']);
    const outsider = await inject('POST', url, h.s.teacher.headers, {
      ...week(),
      studentIds: [defined(h.s.studentsB[0], 'student 0 of class B').studentId],
    });
    expect(outsider.json().modelState.studentIds).toEqual(['Choose students from the selected classes']);
    const empty = await inject('POST', url, h.s.teacher.headers, { ...week(), studentIds: [] });
    expect(empty.json().modelState.studentIds).toEqual(['Choose at least one class or student']);
    const nothing = await inject(
      'POST',
      `/api/v3/groups/${h.s.classB.id}/retrieval-practice-assignments`,
      h.s.teacher.headers,
      week(),
    );
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().modelState.questionIds[0]).toMatch(/nothing to recommend yet/);
    const elsewhere = await inject(
      'POST',
      `/api/v3/groups/${h.s.otherClass.id}/retrieval-practice-assignments`,
      h.s.teacher.headers,
      week(),
    );
    expect(elsewhere.statusCode).toBe(404);
    const [row] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from assignments where kind = 'RetrievalPractice' and school_id = $1`,
      [h.s.school.id],
    );
    expect(row?.n).toBe(0);
  });
});

describe('GET, PUT and DELETE retrieval-practice assignments, and their insights', () => {
  async function setOne() {
    const h = await classWithHistory();
    const created = (
      await inject(
        'POST',
        `/api/v3/groups/${h.s.classA.id}/retrieval-practice-assignments`,
        h.s.teacher.headers,
        week(),
      )
    ).json();
    return { ...h, created, url: `/api/v3/retrieval-practice-assignments/${created.assignmentId}` };
  }

  it('reads one with its full questions, and only retrieval practice', async () => {
    const h = await setOne();
    const res = await inject('GET', h.url, h.s.colleague.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      assignmentId: h.created.assignmentId,
      groupId: h.s.classA.id,
      canEdit: false,
    });
    expect(res.json().questions[0]).toMatchObject({
      stem: expect.any(String),
      topicUnitName: expect.any(String),
    });
    expect(
      (await inject('GET', `/api/v3/retrieval-practice-assignments/${h.oneWeek.id}`, h.s.teacher.headers))
        .statusCode,
    ).toBe(404);
    // The general call reads it too.
    expect(
      (await inject('GET', `/api/v3/assignments/${h.created.assignmentId}`, h.s.teacher.headers)).json().kind,
    ).toBe('RetrievalPractice');
  });

  it('edits questions until a student starts, then only the rest (409 for questions)', async () => {
    const h = await setOne();
    const update = {
      name: 'Friday retrieval',
      startDate: daysFromNow(1).toISOString(),
      endDate: daysFromNow(4).toISOString(),
      feedbackMode: 'AtEnd',
      askConfidence: true,
    };
    const questionIds = [h.q1, ...h.threeWeeks.questionIds.slice(0, 2)];
    const res = await inject('PUT', h.url, h.s.teacher.headers, { ...update, questionIds });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Friday retrieval', feedbackMode: 'AtEnd', questionCount: 3 });
    expect(res.json().questions.map((q: { questionId: number }) => q.questionId)).toEqual(questionIds);
    expect(res.json().questions[0].reason).toBe('Studied 1 week ago; 67% answered wrongly');

    await makeAnswer(t.database.db, {
      schoolId: h.s.school.id,
      assignmentId: h.created.assignmentId,
      studentId: defined(h.s.studentsA[0], 'student 0 of class A').studentId,
      questionId: h.q1,
      correct: false,
    });
    const locked = await inject('PUT', h.url, h.s.teacher.headers, { ...update, questionIds: [h.q1] });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(
      'Students have started this work, so its questions can no longer change',
    );
    const renamed = await inject('PUT', h.url, h.s.teacher.headers, {
      ...update,
      name: 'Renamed',
      questionIds,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Renamed');
    expect((await inject('PUT', h.url, h.s.colleague.headers, update)).statusCode).toBe(403);
    const backwards = await inject('PUT', h.url, h.s.teacher.headers, {
      ...update,
      endDate: update.startDate,
    });
    expect(backwards.json().modelState.endDate).toEqual(['The end date must be after the start date']);
  });

  it('answers insights per question, topic and student', async () => {
    const h = await setOne();
    const [firstSet, secondSet] = h.created.questions as Array<{ questionId: number; topicUnitId: number }>;
    const first = defined(firstSet, 'the first question set');
    const second = defined(secondSet, 'the second question set');
    const answer = (student: number, questionId: number, correct: boolean, letter?: 'A' | 'B' | 'C' | 'D') =>
      makeAnswer(t.database.db, {
        schoolId: h.s.school.id,
        assignmentId: h.created.assignmentId,
        studentId: defined(h.s.studentsA[student], `student ${student} of class A`).studentId,
        questionId,
        correct,
        ...(letter && { letter }),
      });
    const options = await t.database.query<{ letter: 'A' | 'B' | 'C' | 'D'; is_correct: boolean }>(
      'select letter, is_correct from question_answers where question_id = $1 order by letter',
      [first.questionId],
    );
    const wrongLetter = defined(options.filter((o) => !o.is_correct).at(-1), 'a wrong option').letter;
    await answer(0, first.questionId, false, wrongLetter);
    await answer(1, first.questionId, false, wrongLetter);
    await answer(2, first.questionId, true);
    await answer(0, second.questionId, true);

    const res = await inject('GET', `${h.url}/insights`, h.s.colleague.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      assignmentId: h.created.assignmentId,
      studentCount: 3,
      startedCount: 3,
      averageScorePercent: 50,
    });
    expect(body.questions).toHaveLength(10);
    expect(body.questions[0]).toMatchObject({
      questionId: first.questionId,
      answeredCount: 3,
      correctCount: 1,
      percentCorrect: 33,
      commonWrongAnswer: { letter: wrongLetter, count: 2, misconceptionName: expect.any(String) },
    });
    expect(body.questions[1]).toMatchObject({
      answeredCount: 1,
      percentCorrect: 100,
      commonWrongAnswer: null,
    });
    expect(body.questions[2]).toMatchObject({ answeredCount: 0, percentCorrect: null });
    expect(body.topics.length).toBeGreaterThanOrEqual(3);
    const student0 = body.students.find(
      (x: { studentId: number }) =>
        x.studentId === defined(h.s.studentsA[0], 'student 0 of class A').studentId,
    );
    expect(student0).toMatchObject({ answeredCount: 2, correctCount: 1, percentCorrect: 50 });
  });

  it('deletes through v5, only retrieval practice, only for those who may change it', async () => {
    const h = await setOne();
    const v5 = `/api/v5/retrieval-practice-assignments/${h.created.assignmentId}`;
    expect((await inject('DELETE', v5, h.s.colleague.headers)).statusCode).toBe(403);
    expect((await inject('DELETE', v5, h.s.teacher.headers)).statusCode).toBe(204);
    expect((await inject('GET', h.url, h.s.teacher.headers)).statusCode).toBe(404);
    expect((await inject('DELETE', v5, h.s.teacher.headers)).statusCode).toBe(404);
    const topicQuiz = `/api/v5/retrieval-practice-assignments/${h.oneWeek.id}`;
    expect((await inject('DELETE', topicQuiz, h.s.teacher.headers)).statusCode).toBe(404);
    expect((await inject('GET', `/api/v3/assignments/${h.oneWeek.id}`, h.s.teacher.headers)).statusCode).toBe(
      200,
    );
  });

  it('lets a teacher of another class in the school read the class’s recommendations, not another school', async () => {
    const h = await classWithHistory();
    const theirs = await makeClass(t.database.db, h.s.school.id, { teacherIds: [h.s.colleague.teacherId] });
    const rec = await inject(
      'GET',
      `/api/v3/groups/${theirs.id}/retrieval-practice/recommendations`,
      h.s.teacher.headers,
    );
    expect(rec.statusCode).toBe(200);
    const other = await inject(
      'GET',
      `/api/v3/groups/${h.s.classA.id}/retrieval-practice/recommendations`,
      h.s.otherTeacher.headers,
    );
    expect(other.statusCode).toBe(404);
  });
});
