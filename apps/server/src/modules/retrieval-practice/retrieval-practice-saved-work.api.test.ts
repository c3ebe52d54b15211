import { beforeAll, describe, expect, it } from 'vitest';
import { defined } from '../../test/defined.ts';
import { daysFromNow, makeAnswer, makeClass } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { classWithHistory, inject, week } from '../../test/worlds/retrieval-practice-world.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
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
      // 2 right of the 30 questions set to the 3 who started (not 2 of the 4 answered), 4 answered.
      averageScorePercent: 7,
      answeredPercent: 13,
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
    // 1 right of the work's 10 questions, not of the 2 answered.
    expect(student0).toMatchObject({ answeredCount: 2, correctCount: 1, percentCorrect: 10 });
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
