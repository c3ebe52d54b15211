import { randomUUID } from 'node:crypto';
import type { Sample } from './access-sample.ts';
import type { AccessWorld, WorldCaller } from './access-world.ts';

/** A lesson flow the caller starts (a teacher's preview or a student's self-study); the student's otherwise. */
export async function flowSessionOf(w: AccessWorld, headers: Record<string, string>) {
  const res = await w.app.inject({
    method: 'POST',
    url: '/flow/v1/flow-generator-sessions',
    headers,
    payload: { kind: 'TopicPathwayQuiz', topicPathwayQuizId: w.practiceQuiz.id },
  });
  if (res.statusCode !== 201) return null;
  const session = res.json() as { flowGeneratorSessionId: number; items: Array<{ flowItemId: number }> };
  return { id: session.flowGeneratorSessionId, waitingItemId: session.items.at(-1)?.flowItemId ?? 0 };
}

async function ownFlow(w: AccessWorld, caller: WorldCaller) {
  const mine = await flowSessionOf(w, caller.headers);
  if (mine) return mine;
  const students = await flowSessionOf(w, w.callers.student.headers);
  if (!students) throw new Error('the student cannot start a flow');
  return students;
}

/** Someone else's lesson: the classmate's self-study (not set work, so no teacher reads it either). */
async function classmatesFlow(w: AccessWorld) {
  const flow = await flowSessionOf(w, w.classmate.headers);
  if (!flow) throw new Error('the classmate cannot start a flow');
  return flow;
}

/** A flow past its confidence question: the id and the question item now waiting (for chat with tutor). */
async function atQuestion(
  w: AccessWorld,
  flow: { id: number; waitingItemId: number },
  headers: Record<string, string>,
) {
  const res = await w.app.inject({
    method: 'POST',
    url: `/flow/v1/flow-generator-sessions/${flow.id}/responses`,
    headers,
    payload: {
      flowItemId: flow.waitingItemId,
      value: '4',
      clientResponseId: randomUUID(),
      timeTakenMs: 9000,
    },
  });
  const items = (res.json() as { items?: Array<{ flowItemId: number }> }).items ?? [];
  return { id: flow.id, questionItemId: items.at(-1)?.flowItemId ?? flow.waitingItemId };
}

const content = (url: string): Sample => ({ request: () => ({ url }) });

/** Sample requests of content and lesson flows, keyed by "METHOD url" as declared. */
export const CONTENT_AND_FLOW_SAMPLES: Record<string, Sample> = {
  // ---------------------------------------------------------------- content
  'GET /api/v3/topic-pathway-collections': content('/api/v3/topic-pathway-collections'),
  'GET /api/v3/topic-pathway-collections/search': content(
    '/api/v3/topic-pathway-collections/search?request.take=5&request.filter.collectionId=all',
  ),
  'GET /api/v3/topic-units/:id': {
    request: (w) => ({ url: `/api/v3/topic-units/${w.practiceQuiz.topicUnitId}` }),
  },
  'GET /api/v3/schemes': content('/api/v3/schemes'),
  'GET /api/v3/schemes/:id': { request: (w) => ({ url: `/api/v3/schemes/${w.schemeUnit.schemeId}` }) },
  'GET /api/v3/topic-tags': content('/api/v3/topic-tags'),
  'GET /api/v3/year-groups': content('/api/v3/year-groups?country=GB'),
  'GET /api/v3/quizzes': content('/api/v3/quizzes?request.take=5'),
  'GET /api/v3/quizzes/:id': { request: (w) => ({ url: `/api/v3/quizzes/${w.quiz.id}` }) },
  'GET /api/v3/quizzes/:id/questions': {
    request: (w) => ({ url: `/api/v3/quizzes/${w.quiz.id}/questions` }),
  },
  'GET /api/v3/questions/:id': { request: (w) => ({ url: `/api/v3/questions/${w.questionId}` }) },
  'GET /api/v3/topic-pathway-quizs/:shortCode': {
    request: (w) => ({ url: `/api/v3/topic-pathway-quizs/${w.quiz.shortCode}` }),
  },
  'GET /api/v3/b2b/topic-pathway-collections/search': content(
    '/api/v3/b2b/topic-pathway-collections/search?request.take=5&request.filter.collectionId=all',
  ),
  'GET /api/v3/b2b/topic-pathway-quizs/:shortCode': {
    request: (w) => ({ url: `/api/v3/b2b/topic-pathway-quizs/${w.quiz.shortCode}` }),
  },
  'GET /api/v3/b2b/quizzes/:id': { request: (w) => ({ url: `/api/v3/b2b/quizzes/${w.quiz.id}` }) },

  // ---------------------------------------------------------------- lesson flows
  'POST /flow/v1/flow-generator-sessions': {
    request: (w) => ({
      url: '/flow/v1/flow-generator-sessions',
      payload: { kind: 'TopicPathwayQuiz', topicPathwayQuizId: w.practiceQuiz.id },
    }),
    own: (body, caller) => (body as { userId: number }).userId === caller.userId,
  },
  'GET /flow/v1/flow-generator-sessions/:flowGeneratorSessionId': {
    request: async (w, caller) => ({
      url: `/flow/v1/flow-generator-sessions/${(await ownFlow(w, caller)).id}`,
    }),
    foreign: async (w) => ({ url: `/flow/v1/flow-generator-sessions/${(await classmatesFlow(w)).id}` }),
  },
  'POST /flow/v1/flow-generator-sessions/:flowGeneratorSessionId/responses': {
    request: async (w, caller) => {
      const flow = await ownFlow(w, caller);
      return {
        url: `/flow/v1/flow-generator-sessions/${flow.id}/responses`,
        payload: {
          flowItemId: flow.waitingItemId,
          value: '4',
          clientResponseId: randomUUID(),
          timeTakenMs: 9000,
        },
      };
    },
    foreign: async (w) => {
      const flow = await classmatesFlow(w);
      return {
        url: `/flow/v1/flow-generator-sessions/${flow.id}/responses`,
        payload: {
          flowItemId: flow.waitingItemId,
          value: '4',
          clientResponseId: randomUUID(),
          timeTakenMs: 9000,
        },
      };
    },
  },
  'POST /flow/v1/flow-generator-sessions/:flowGeneratorSessionId/chat-with-tutor': {
    request: async (w, caller) => {
      const mine = await flowSessionOf(w, caller.headers);
      const flow = mine
        ? await atQuestion(w, mine, caller.headers)
        : await atQuestion(w, await ownFlow(w, w.callers.student), w.callers.student.headers);
      return {
        url: `/flow/v1/flow-generator-sessions/${flow.id}/chat-with-tutor`,
        payload: { flowItemId: flow.questionItemId },
      };
    },
    foreign: async (w) => {
      const flow = await atQuestion(w, await classmatesFlow(w), w.classmate.headers);
      return {
        url: `/flow/v1/flow-generator-sessions/${flow.id}/chat-with-tutor`,
        payload: { flowItemId: flow.questionItemId },
      };
    },
  },
};
