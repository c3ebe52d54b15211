import { contentPaths } from '@mathsight/contract/api-paths.ts';
import { IdParamSchema, listOf } from '@mathsight/contract/common.ts';
import {
  PARTNER_TOPIC_SEARCH_TAKE,
  QuestionSchema,
  QuizSchema,
  QuizWithQuestionsSchema,
  SchemeBaseSchema,
  SchemeSchema,
  ShortCodeParamSchema,
  TOPIC_SEARCH_TAKE,
  TopicPathwayCollectionSchema,
  TopicTagSchema,
  TopicUnitSchema,
  YearGroupSchema,
  YearGroupsQuerySchema,
} from '@mathsight/contract/content.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { callerOf } from '../../auth/authenticate.ts';
import { parsePaging } from '../../http/paging.ts';
import { assertCanSearchTopics, assertTeacher } from '../../policies/can.ts';

const PagingQuerySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
const PartnerQuerySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/** The spec's "Quizzes and topics" calls, for signed-in teachers and (B2B) for partners with a token. */
export async function contentRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { content } = ctx.services;
  const teacherOnly = {
    preHandler: [
      ctx.authenticate,
      async (request: FastifyRequest) => {
        assertTeacher(callerOf(request));
      },
    ],
  };
  // Students search topics too, to choose one to practise (dynamic quiz sessions).
  const topicSearchers = {
    preHandler: [
      ctx.authenticate,
      async (request: FastifyRequest) => {
        assertCanSearchTopics(callerOf(request));
      },
    ],
  };
  const tags = ['content'];

  r.get(
    contentPaths.collections,
    { ...teacherOnly, schema: { tags, response: { 200: listOf(TopicPathwayCollectionSchema) } } },
    async () => {
      const items = await content.listCollections();
      return { items, total: items.length };
    },
  );

  r.get(
    contentPaths.topicSearch,
    {
      ...topicSearchers,
      schema: { tags, querystring: PagingQuerySchema, response: { 200: listOf(TopicUnitSchema) } },
    },
    (request) =>
      content.searchTopicUnits(
        parsePaging(request.query, { take: TOPIC_SEARCH_TAKE, maxTake: TOPIC_SEARCH_TAKE }),
      ),
  );

  r.get(
    contentPaths.topicUnit(':id'),
    { ...teacherOnly, schema: { tags, params: IdParamSchema, response: { 200: TopicUnitSchema } } },
    (request) => content.getTopicUnit(request.params.id),
  );

  r.get(
    contentPaths.schemes,
    { ...teacherOnly, schema: { tags, response: { 200: listOf(SchemeBaseSchema) } } },
    async () => {
      const items = await content.listSchemes();
      return { items, total: items.length };
    },
  );

  r.get(
    contentPaths.scheme(':id'),
    { ...teacherOnly, schema: { tags, params: IdParamSchema, response: { 200: SchemeSchema } } },
    (request) => content.getScheme(request.params.id),
  );

  r.get(
    contentPaths.topicTags,
    { ...teacherOnly, schema: { tags, response: { 200: listOf(TopicTagSchema) } } },
    async () => {
      const items = await content.listTopicTags();
      return { items, total: items.length };
    },
  );

  // Year groups are reference data a sign-up form needs before anyone is signed in.
  r.get(
    contentPaths.yearGroups,
    { schema: { tags, querystring: YearGroupsQuerySchema, response: { 200: listOf(YearGroupSchema) } } },
    async (request) => {
      const items = await content.listYearGroups(request.query.country);
      return { items, total: items.length };
    },
  );

  r.get(
    contentPaths.quizzes,
    {
      ...teacherOnly,
      schema: { tags, querystring: PagingQuerySchema, response: { 200: listOf(QuizSchema) } },
    },
    (request) => content.listQuizzes(parsePaging(request.query, { take: 30, maxTake: 999 })),
  );

  r.get(
    contentPaths.quiz(':id'),
    { ...teacherOnly, schema: { tags, params: IdParamSchema, response: { 200: QuizWithQuestionsSchema } } },
    (request) => content.getQuiz({ quizId: request.params.id }),
  );

  r.get(
    contentPaths.quizQuestions(':id'),
    { ...teacherOnly, schema: { tags, params: IdParamSchema, response: { 200: listOf(QuestionSchema) } } },
    async (request) => {
      const { questions } = await content.getQuiz({ quizId: request.params.id });
      return { items: questions, total: questions.length };
    },
  );

  r.get(
    contentPaths.question(':id'),
    { ...teacherOnly, schema: { tags, params: IdParamSchema, response: { 200: QuestionSchema } } },
    (request) => content.getQuestion(request.params.id),
  );

  r.get(
    contentPaths.topicPathwayQuiz(':shortCode'),
    {
      ...teacherOnly,
      schema: { tags, params: ShortCodeParamSchema, response: { 200: QuizWithQuestionsSchema } },
    },
    (request) => content.getQuiz({ shortCode: request.params.shortCode }),
  );

  // B2B: partners call with their token (header X-Partner-Token or ?token=) instead of a user.
  const partnerTags = ['content (partners)'];
  const partner = {
    preHandler: async (request: FastifyRequest<{ Querystring: Record<string, unknown> }>) => {
      const header = request.headers['x-partner-token'];
      const query = request.query.token;
      await content.partnerFor(
        typeof header === 'string' ? header : typeof query === 'string' ? query : undefined,
      );
    },
  };

  r.get(
    contentPaths.partnerTopicSearch,
    {
      ...partner,
      schema: {
        tags: partnerTags,
        querystring: PartnerQuerySchema,
        response: { 200: listOf(TopicUnitSchema) },
      },
    },
    (request) =>
      content.searchTopicUnits(
        parsePaging(request.query, { take: PARTNER_TOPIC_SEARCH_TAKE, maxTake: PARTNER_TOPIC_SEARCH_TAKE }),
      ),
  );

  r.get(
    contentPaths.partnerTopicPathwayQuiz(':shortCode'),
    {
      ...partner,
      schema: {
        tags: partnerTags,
        params: ShortCodeParamSchema,
        querystring: PartnerQuerySchema,
        response: { 200: QuizWithQuestionsSchema },
      },
    },
    (request) => content.getQuiz({ shortCode: request.params.shortCode }),
  );

  r.get(
    contentPaths.partnerQuiz(':id'),
    {
      ...partner,
      schema: {
        tags: partnerTags,
        params: IdParamSchema,
        querystring: PartnerQuerySchema,
        response: { 200: QuizWithQuestionsSchema },
      },
    },
    (request) => content.getQuiz({ quizId: request.params.id }),
  );
}
