import { assignmentPaths } from '@mathsight/contract/assignments.paths.ts';
import {
  ASSIGNMENTS_PAGE_SIZE,
  AssignmentListSchema,
  GroupIdParamSchema,
} from '@mathsight/contract/assignments.ts';
import { IdParamSchema } from '@mathsight/contract/common.ts';
import {
  CreateRetrievalPracticeRequestSchema,
  RetrievalPracticeAssignmentSchema,
  RetrievalPracticeInsightsSchema,
  RetrievalPracticeListFilterSchema,
  RetrievalPracticeRecommendationSchema,
  UpdateRetrievalPracticeRequestSchema,
} from '@mathsight/contract/retrieval-practice.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../auth/authenticate.ts';
import { PagingQuerySchema, parsePaging } from '../../http/paging.ts';
import type { RetrievalPracticeService } from './retrieval-practice.service.ts';

/** Spec §7 "Retrieval practice": recommendations, assignments, insights. */
export async function retrievalPracticeRoutes(
  app: FastifyInstance,
  { retrievalPractice }: { retrievalPractice: RetrievalPracticeService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['retrieval practice'];

  r.get(
    assignmentPaths.retrievalPracticeRecommendations(':groupId'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params: GroupIdParamSchema, response: { 200: RetrievalPracticeRecommendationSchema } },
    },
    (request) => retrievalPractice.recommendations(callerOf(request), request.params.groupId),
  );

  r.get(
    assignmentPaths.groupRetrievalPracticeAssignments(':groupId'),
    {
      config: { access: 'schoolMember' },
      schema: {
        tags,
        params: GroupIdParamSchema,
        querystring: PagingQuerySchema,
        response: { 200: AssignmentListSchema },
      },
    },
    (request) =>
      retrievalPractice.list(
        callerOf(request),
        request.params.groupId,
        parsePaging(request.query, {
          take: ASSIGNMENTS_PAGE_SIZE,
          maxTake: 100,
          filter: RetrievalPracticeListFilterSchema,
        }),
      ),
  );

  r.post(
    assignmentPaths.groupRetrievalPracticeAssignments(':groupId'),
    {
      config: { access: 'schoolMember' },
      schema: {
        tags,
        params: GroupIdParamSchema,
        body: CreateRetrievalPracticeRequestSchema,
        response: { 201: RetrievalPracticeAssignmentSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await retrievalPractice.create(callerOf(request), request.params.groupId, request.body)),
  );

  r.get(
    assignmentPaths.retrievalPracticeAssignment(':id'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params: IdParamSchema, response: { 200: RetrievalPracticeAssignmentSchema } },
    },
    (request) => retrievalPractice.get(callerOf(request), request.params.id),
  );

  r.put(
    assignmentPaths.retrievalPracticeAssignment(':id'),
    {
      config: { access: 'classTeacher' },
      schema: {
        tags,
        params: IdParamSchema,
        body: UpdateRetrievalPracticeRequestSchema,
        response: { 200: RetrievalPracticeAssignmentSchema },
      },
    },
    (request) => retrievalPractice.update(callerOf(request), request.params.id, request.body),
  );

  r.get(
    assignmentPaths.retrievalPracticeInsights(':id'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params: IdParamSchema, response: { 200: RetrievalPracticeInsightsSchema } },
    },
    (request) => retrievalPractice.insights(callerOf(request), request.params.id),
  );

  r.delete(
    assignmentPaths.deleteRetrievalPracticeAssignment(':id'),
    {
      config: { access: 'classTeacher' },
      schema: { tags, params: IdParamSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await retrievalPractice.delete(callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
