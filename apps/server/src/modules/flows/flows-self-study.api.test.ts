import { beforeAll, describe, expect, it } from 'vitest';
import { defined } from '../../test/defined.ts';
import { daysFromNow } from '../../test/factories.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import { create, makeFlowWorld } from '../../test/worlds/flows-world.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

describe('topic flows: a student’s self-study', () => {
  it('practises a topic quiz that is not their set work', async () => {
    const { s, work } = await makeFlowWorld();
    const [otherQuiz] = await t.database.query<{ id: number }>(
      "select id from quizzes where kind = 'TopicPathway' and id <> $1 order by id limit 1",
      [work.quizId],
    );
    const other = defined(otherQuiz, 'another topic pathway quiz');
    const res = await create(s.student.headers, { kind: 'Generic', topicPathwayQuizId: other.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ isPreview: false, assignmentId: null, topicPathwayQuizId: other.id });
  });

  it('never opens their set work (scheduled, open or ended) nor a diagnostic quiz as self-study', async () => {
    const scheduled = await makeFlowWorld({ startDate: daysFromNow(2), endDate: daysFromNow(9) });
    const open = await makeFlowWorld();
    const ended = await makeFlowWorld({ startDate: daysFromNow(-9), endDate: daysFromNow(-2) });
    for (const { work, student } of [scheduled, open, ended]) {
      const res = await create(student, { kind: 'Generic', topicPathwayQuizId: work.quizId });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.body).not.toMatch(/isCorrect|questionId/);
    }
    const [diagnostic] = await t.database.query<{ id: number }>(
      "select id from quizzes where kind = 'Diagnostic' order by id limit 1",
    );
    const res = await create(open.student, {
      kind: 'Generic',
      topicPathwayQuizId: defined(diagnostic, 'a diagnostic quiz').id,
    });
    expect(res.statusCode, res.body).toBe(403);
  });
});
