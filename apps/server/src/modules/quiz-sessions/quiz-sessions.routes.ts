import { IdParamSchema } from '@mathsight/contract/common.ts';
import { quizSessionPaths } from '@mathsight/contract/quiz-sessions.paths.ts';
import {
  DynamicQuizSessionRequestSchema,
  QuizSessionIdParamSchema,
  QuizSessionSchema,
  QuizSummarySchema,
  StudentAssignmentListFilterSchema,
  StudentAssignmentListSchema,
  SubmitAnswerRequestSchema,
  SubmitAnswerResponseSchema,
} from '@mathsight/contract/quiz-sessions.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../auth/authenticate.ts';
import { PagingQuerySchema, parsePaging } from '../../http/paging.ts';
import type { QuizSessionsService } from './quiz-sessions.service.ts';

/** Students doing their work: their list, quiz sessions, answers, finishing, and independent practice. */
export async function quizSessionsRoutes(
  app: FastifyInstance,
  { quizSessions }: { quizSessions: QuizSessionsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['quiz-sessions'];

  r.get(
    quizSessionPaths.myAssignments,
    {
      config: { access: 'studentOwn' },
      schema: { tags, querystring: PagingQuerySchema, response: { 200: StudentAssignmentListSchema } },
    },
    async (request) => {
      const paging = parsePaging(request.query, {
        take: 200,
        maxTake: 200,
        filter: StudentAssignmentListFilterSchema,
      });
      const items = await quizSessions.myAssignments(callerOf(request), paging.filter.group);
      return { items, total: items.length };
    },
  );

  r.post(
    quizSessionPaths.assignmentQuizSessions(':id'),
    {
      config: { access: 'studentOwn' },
      schema: { tags, params: IdParamSchema, response: { 200: QuizSessionSchema } },
    },
    (request) => quizSessions.start(callerOf(request), request.params.id),
  );

  r.get(
    quizSessionPaths.quizSession(':quizSessionId'),
    {
      config: { access: 'studentOwn' },
      schema: { tags, params: QuizSessionIdParamSchema, response: { 200: QuizSessionSchema } },
    },
    (request) => quizSessions.get(callerOf(request), request.params.quizSessionId),
  );

  r.post(
    quizSessionPaths.answers(':quizSessionId'),
    {
      config: { access: 'studentOwn' },
      schema: {
        tags,
        params: QuizSessionIdParamSchema,
        body: SubmitAnswerRequestSchema,
        response: { 200: SubmitAnswerResponseSchema, 201: SubmitAnswerResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await quizSessions.answer(callerOf(request), request.params.quizSessionId, request.body);
      return reply.code(result.created ? 201 : 200).send(result);
    },
  );

  r.post(
    quizSessionPaths.finish(':quizSessionId'),
    {
      config: { access: 'studentOwn' },
      schema: { tags, params: QuizSessionIdParamSchema, response: { 200: QuizSummarySchema } },
    },
    (request) => quizSessions.finish(callerOf(request), request.params.quizSessionId),
  );

  r.post(
    quizSessionPaths.dynamicQuizSessions,
    {
      config: { access: 'studentOwn' },
      schema: { tags, body: DynamicQuizSessionRequestSchema, response: { 201: QuizSessionSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await quizSessions.startPractice(callerOf(request), request.body.topicUnitId)),
  );
}
