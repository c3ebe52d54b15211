import { AssignmentDetailSchema, SchoolIdParamSchema } from '@mathsight/contract/assignments.ts';
import { IdParamSchema } from '@mathsight/contract/common.ts';
import { insightPaths } from '@mathsight/contract/insights.paths.ts';
import {
  ANSWERS_PAGE_SIZE,
  AnswerCommentSchema,
  AnswerFeedbackRequestSchema,
  AnswerListFilterSchema,
  AnswerListSchema,
  AssignmentGroupParamsSchema,
  AssignmentMisconceptionsSchema,
  AssignmentQuestionParamsSchema,
  AssignmentStudentParamsSchema,
  ConsolidatedInsightsSchema,
  ConsolidatedQuerySchema,
  ExportQuerySchema,
  FixAssignmentRequestSchema,
  GridQuerySchema,
  GroupInsightsSchema,
  MarkCorrectionRequestSchema,
  MarkCorrectionSchema,
  QuestionInsightsSchema,
  QuizIdParamSchema,
  QuizInsightsQuerySchema,
  QuizQuestionParamsSchema,
  StudentAnswerIdParamSchema,
  StudentInsightsSchema,
} from '@mathsight/contract/insights.ts';
import { CompactResultsGridSchema } from '@mathsight/contract/results-grid.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../auth/authenticate.ts';
import { PagingQuerySchema, parsePaging } from '../../http/paging.ts';
import { sendDownload } from '../../http/send-download.ts';
import { serializeUnchecked } from '../../http/serialize-unchecked.ts';
import { exportFile } from './export.ts';
import type { InsightActionsService } from './insight-actions.service.ts';
import type { InsightsService } from './insights.service.ts';

/**
 * Spec §7 assignment insights (teacher, student, group), consolidated insights, quiz-insights,
 * answers, misconceptions, feedback; issue 6's fix assignments, mark corrections and exports.
 * Every call is a teacher's (403 for anyone else, before validation), and the service checks the
 * school, class and work through the rules of policies/ (404 for what is not theirs). Any Confirmed teacher
 * of the school reads; acting on work (fixing, re-marking, feedback) is for whoever may change it.
 */
export async function insightsRoutes(
  app: FastifyInstance,
  { insights, insightActions }: { insights: InsightsService; insightActions: InsightActionsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['insights'];

  r.get(
    insightPaths.teacherInsights(':id'),
    {
      config: { access: 'schoolMember' },
      ...serializeUnchecked,
      schema: {
        tags,
        params: IdParamSchema,
        querystring: GridQuerySchema,
        response: { 200: CompactResultsGridSchema },
      },
    },
    (request) => insights.teacherGrid(callerOf(request), request.params.id, request.query.groupId),
  );

  r.get(
    insightPaths.teacherInsightsExport(':id'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params: IdParamSchema, querystring: ExportQuerySchema },
    },
    async (request, reply) => {
      const grid = await insights.exportGrid(callerOf(request), request.params.id, request.query.groupId);
      const file = await exportFile(grid, request.query.format);
      return sendDownload(reply, { filename: file.filename, body: file.body, contentType: file.contentType });
    },
  );

  r.get(
    insightPaths.studentInsights(':id', ':studentId'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params: AssignmentStudentParamsSchema, response: { 200: StudentInsightsSchema } },
    },
    (request) => insights.studentInsights(callerOf(request), request.params.id, request.params.studentId),
  );

  r.get(
    insightPaths.groupInsights(':id', ':groupId'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params: AssignmentGroupParamsSchema, response: { 200: GroupInsightsSchema } },
    },
    (request) => insights.groupInsights(callerOf(request), request.params.id, request.params.groupId),
  );

  r.get(
    insightPaths.questionInsights(':id', ':questionId'),
    {
      config: { access: 'schoolMember' },
      schema: {
        tags,
        params: AssignmentQuestionParamsSchema,
        querystring: GridQuerySchema,
        response: { 200: QuestionInsightsSchema },
      },
    },
    (request) =>
      insights.questionInsights(
        callerOf(request),
        request.params.id,
        request.params.questionId,
        request.query.groupId,
      ),
  );

  r.get(
    insightPaths.consolidatedInsights(':schoolId'),
    {
      config: { access: 'schoolMember' },
      schema: {
        tags,
        params: SchoolIdParamSchema,
        querystring: ConsolidatedQuerySchema,
        response: { 200: ConsolidatedInsightsSchema },
      },
    },
    (request) => insights.consolidated(callerOf(request), request.params.schoolId, request.query.groupId),
  );

  r.get(
    insightPaths.quizInsights(':quizId'),
    {
      config: { access: 'schoolMember' },
      schema: {
        tags,
        params: QuizIdParamSchema,
        querystring: QuizInsightsQuerySchema,
        response: { 200: CompactResultsGridSchema },
      },
    },
    (request) =>
      insights.quizInsights(
        callerOf(request),
        request.params.quizId,
        request.query.schoolId,
        request.query.groupId,
      ),
  );

  r.get(
    insightPaths.quizQuestionInsights(':quizId', ':questionId'),
    {
      config: { access: 'schoolMember' },
      schema: {
        tags,
        params: QuizQuestionParamsSchema,
        querystring: QuizInsightsQuerySchema,
        response: { 200: QuestionInsightsSchema },
      },
    },
    (request) =>
      insights.quizQuestionInsights(
        callerOf(request),
        request.params.quizId,
        request.params.questionId,
        request.query.schoolId,
        request.query.groupId,
      ),
  );

  r.get(
    insightPaths.answers(':id'),
    {
      config: { access: 'schoolMember' },
      schema: {
        tags,
        params: IdParamSchema,
        querystring: PagingQuerySchema,
        response: { 200: AnswerListSchema },
      },
    },
    (request) =>
      insights.answers(
        callerOf(request),
        request.params.id,
        parsePaging(request.query, {
          take: ANSWERS_PAGE_SIZE,
          maxTake: 1000,
          filter: AnswerListFilterSchema,
        }),
      ),
  );

  r.get(
    insightPaths.misconceptions(':id'),
    {
      config: { access: 'schoolMember' },
      schema: {
        tags,
        params: IdParamSchema,
        querystring: GridQuerySchema,
        response: { 200: AssignmentMisconceptionsSchema },
      },
    },
    (request) => insights.misconceptions(callerOf(request), request.params.id, request.query.groupId),
  );

  r.post(
    insightPaths.fixAssignments(':id'),
    {
      config: { access: 'classTeacher' },
      schema: {
        tags,
        params: IdParamSchema,
        body: FixAssignmentRequestSchema,
        response: { 201: AssignmentDetailSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await insightActions.fix(callerOf(request), request.params.id, request.body)),
  );

  r.put(
    insightPaths.markCorrection(':id', ':questionId'),
    {
      config: { access: 'classTeacher' },
      schema: {
        tags,
        params: AssignmentQuestionParamsSchema,
        body: MarkCorrectionRequestSchema,
        response: { 200: MarkCorrectionSchema },
      },
    },
    (request) =>
      insightActions.correctMark(
        callerOf(request),
        request.params.id,
        request.params.questionId,
        request.body.correctLetter,
      ),
  );

  r.put(
    insightPaths.answerFeedback(':studentAnswerId'),
    {
      config: { access: 'classTeacher' },
      schema: {
        tags,
        params: StudentAnswerIdParamSchema,
        body: AnswerFeedbackRequestSchema,
        response: { 200: AnswerCommentSchema },
      },
    },
    (request) =>
      insightActions.saveFeedback(callerOf(request), request.params.studentAnswerId, request.body.comment),
  );

  r.delete(
    insightPaths.answerFeedback(':studentAnswerId'),
    {
      config: { access: 'classTeacher' },
      schema: { tags, params: StudentAnswerIdParamSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await insightActions.deleteFeedback(callerOf(request), request.params.studentAnswerId);
      return reply.code(204).send(null);
    },
  );
}
