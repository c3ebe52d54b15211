import { beforeAll, describe, expect, it } from 'vitest';
import { makeSchoolWithClasses } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { classWithHistory, inject } from '../../test/worlds/retrieval-practice-world.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

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
