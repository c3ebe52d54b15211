import { IdParamSchema, listOf } from '@mathsight/contract/common.ts';
import { contentPaths } from '@mathsight/contract/content.paths.ts';
import {
  PARTNER_TOPIC_SEARCH_TAKE,
  QuestionSchema,
  QuizListFilterSchema,
  QuizSchema,
  QuizWithQuestionsSchema,
  SchemeBaseSchema,
  SchemeSchema,
  ShortCodeParamSchema,
  TOPIC_SEARCH_TAKE,
  TopicPathwayCollectionSchema,
  TopicSearchFilterSchema,
  TopicTagSchema,
  TopicUnitSchema,
  YearGroupSchema,
  YearGroupsQuerySchema,
} from '@mathsight/contract/content.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../auth/authenticate.ts';
import { PagingQuerySchema, parsePaging } from '../../http/paging.ts';
import type { ContentService } from './content.service.ts';

/** A partner's query: paging keys, and `token` for partners that cannot send the header. */
const PartnerQuerySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/** The spec's "Quizzes and topics" calls, for signed-in teachers and (B2B) for partners with a token. */
export async function contentRoutes(app: FastifyInstance, { content }: { content: ContentService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Topics, quizzes' names and schemes are for every teacher (`teacher`: Pending ones too, as they
  // belong to no school). A quiz's or a question's answers and misconceptions are for Confirmed
  // teachers whose address is confirmed (`confirmedTeacher`); students get questions through their work.
  const tags = ['content'];

  r.get(
    contentPaths.collections,
    {
      config: { access: 'teacher' },
      schema: { tags, response: { 200: listOf(TopicPathwayCollectionSchema) } },
    },
    async () => {
      const items = await content.listCollections();
      return { items, total: items.length };
    },
  );

  r.get(
    contentPaths.topicSearch,
    {
      // Students search topics too, to choose one to practise (dynamic quiz sessions); parents: 403.
      config: { access: 'teacherOrStudent' },
      schema: { tags, querystring: PagingQuerySchema, response: { 200: listOf(TopicUnitSchema) } },
    },
    (request) =>
      content.searchTopicUnits(
        parsePaging(request.query, {
          take: TOPIC_SEARCH_TAKE,
          maxTake: TOPIC_SEARCH_TAKE,
          filter: TopicSearchFilterSchema,
        }),
      ),
  );

  r.get(
    contentPaths.topicUnit(':id'),
    {
      config: { access: 'teacher' },
      schema: { tags, params: IdParamSchema, response: { 200: TopicUnitSchema } },
    },
    (request) => content.getTopicUnit(request.params.id),
  );

  r.get(
    contentPaths.schemes,
    { config: { access: 'teacher' }, schema: { tags, response: { 200: listOf(SchemeBaseSchema) } } },
    async () => {
      const items = await content.listSchemes();
      return { items, total: items.length };
    },
  );

  r.get(
    contentPaths.scheme(':id'),
    {
      config: { access: 'teacher' },
      schema: { tags, params: IdParamSchema, response: { 200: SchemeSchema } },
    },
    (request) => content.getScheme(request.params.id),
  );

  r.get(
    contentPaths.topicTags,
    { config: { access: 'teacher' }, schema: { tags, response: { 200: listOf(TopicTagSchema) } } },
    async () => {
      const items = await content.listTopicTags();
      return { items, total: items.length };
    },
  );

  // Year groups are reference data a sign-up form needs before anyone is signed in.
  r.get(
    contentPaths.yearGroups,
    {
      config: { access: 'public' },
      schema: { tags, querystring: YearGroupsQuerySchema, response: { 200: listOf(YearGroupSchema) } },
    },
    async (request) => {
      const items = await content.listYearGroups(request.query.country);
      return { items, total: items.length };
    },
  );

  r.get(
    contentPaths.quizzes,
    {
      config: { access: 'teacher' },
      schema: { tags, querystring: PagingQuerySchema, response: { 200: listOf(QuizSchema) } },
    },
    (request) =>
      content.listQuizzes(
        parsePaging(request.query, { take: 30, maxTake: 999, filter: QuizListFilterSchema }),
      ),
  );

  r.get(
    contentPaths.quiz(':id'),
    {
      config: { access: 'confirmedTeacher' },
      schema: { tags, params: IdParamSchema, response: { 200: QuizWithQuestionsSchema } },
    },
    (request) => content.teacherQuiz(callerOf(request), { quizId: request.params.id }),
  );

  r.get(
    contentPaths.quizQuestions(':id'),
    {
      config: { access: 'confirmedTeacher' },
      schema: { tags, params: IdParamSchema, response: { 200: listOf(QuestionSchema) } },
    },
    async (request) => {
      const { questions } = await content.teacherQuiz(callerOf(request), { quizId: request.params.id });
      return { items: questions, total: questions.length };
    },
  );

  r.get(
    contentPaths.question(':id'),
    {
      config: { access: 'confirmedTeacher' },
      schema: { tags, params: IdParamSchema, response: { 200: QuestionSchema } },
    },
    (request) => content.teacherQuestion(callerOf(request), request.params.id),
  );

  r.get(
    contentPaths.topicPathwayQuiz(':shortCode'),
    {
      config: { access: 'confirmedTeacher' },
      schema: { tags, params: ShortCodeParamSchema, response: { 200: QuizWithQuestionsSchema } },
    },
    (request) => content.teacherQuiz(callerOf(request), { shortCode: request.params.shortCode }),
  );

  // B2B: partners call with their token (header X-Partner-Token or ?token=) instead of a user.
  const partnerTags = ['content (partners)'];

  r.get(
    contentPaths.partnerTopicSearch,
    {
      config: { access: 'partner' },
      schema: {
        tags: partnerTags,
        querystring: PartnerQuerySchema,
        response: { 200: listOf(TopicUnitSchema) },
      },
    },
    (request) =>
      content.searchTopicUnits(
        parsePaging(request.query, {
          take: PARTNER_TOPIC_SEARCH_TAKE,
          maxTake: PARTNER_TOPIC_SEARCH_TAKE,
          filter: TopicSearchFilterSchema,
        }),
      ),
  );

  r.get(
    contentPaths.partnerTopicPathwayQuiz(':shortCode'),
    {
      config: { access: 'partner' },
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
      config: { access: 'partner' },
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
