import { beforeAll, describe, expect, it } from 'vitest';
import { defined } from '../../test/defined.ts';
import { daysFromNow } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { classWithHistory, inject, week } from '../../test/worlds/retrieval-practice-world.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
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
