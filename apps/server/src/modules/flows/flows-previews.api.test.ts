import type { FlowGeneratorSession, FlowItem } from '@mathsight/contract/flows.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { defined } from '../../test/defined.ts';
import { getTestApp, type TestApp } from '../../test/test-app.ts';
import {
  answerWaiting,
  create,
  makeFlowWorld,
  questionIdOf,
  waitingOf,
} from '../../test/worlds/flows-world.ts';

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

describe('topic flows: teacher previews', () => {
  it('a preview of set work keeps answers on the items only, never in student_answers', async () => {
    const { s, work } = await makeFlowWorld();
    const res = await create(s.teacher.headers, { kind: 'TopicPathwayQuiz', assignmentId: work.id });
    expect(res.statusCode, res.body).toBe(201);
    const session: FlowGeneratorSession = res.json();
    expect(session).toMatchObject({ isPreview: true, quizSessionId: null });
    let step = await answerWaiting(session.flowGeneratorSessionId, s.teacher.headers, waitingOf(session));
    const q1 = waitingOf(step);
    step = await answerWaiting(
      session.flowGeneratorSessionId,
      s.teacher.headers,
      q1,
      new Set([questionIdOf(q1)]),
    );
    expect(step.respondedItem.response?.isCorrect).toBe(false);
    const [count] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from student_answers where assignment_id = $1',
      [work.id],
    );
    expect(count?.n).toBe(0);
    const [sessions] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from quiz_sessions where assignment_id = $1',
      [work.id],
    );
    expect(sessions?.n).toBe(0);
  });

  it('previews any kind of a topic pathway quiz, and one question of it', async () => {
    const { s, work } = await makeFlowWorld();
    const quizId = defined(work.quizId, 'the quiz of the work');
    for (const kind of ['Challenge', 'Generic', 'OnDemandSupport', 'TopicPathwayQuiz'] as const) {
      const res = await create(s.teacher.headers, { kind, topicPathwayQuizId: quizId, templateSlug: 'd' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        kind,
        isPreview: true,
        templateSlug: 'd',
        topicPathwayQuizId: quizId,
      });
    }
    const one = await create(s.teacher.headers, {
      kind: 'TopicPathwayQuizQuestion',
      topicPathwayQuizId: quizId,
      questionSequence: 2,
      templateSlug: 'dr',
    });
    expect(one.statusCode, one.body).toBe(201);
    // 'dr' has no confidence question: the first question waits straight away.
    const q = one.json().items.at(-1) as FlowItem;
    expect(q.flowItemType).toBe('DiagnosticQuestionAnswerInput');
    expect(JSON.parse(q.text ?? '{}')).toMatchObject({ questionId: work.questionIds[1], number: 1, of: 1 });
    const missing = await create(s.teacher.headers, {
      kind: 'TopicPathwayQuizQuestion',
      topicPathwayQuizId: quizId,
    });
    expect(missing.statusCode).toBe(400);
    expect((await create(s.teacher.headers, { kind: 'Generic' })).statusCode).toBe(400);
    expect(
      (await create(s.teacher.headers, { kind: 'Generic', topicPathwayQuizId: 999_999 })).statusCode,
    ).toBe(404);
  });
});
