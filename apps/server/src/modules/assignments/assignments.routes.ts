import { assignmentPaths } from '@mathsight/contract/assignments.paths.ts';
import {
  ASSIGNMENTS_PAGE_SIZE,
  AssignmentDetailSchema,
  AssignmentListFilterSchema,
  AssignmentListSchema,
  AssignmentSettingsSchema,
  CalendarQuerySchema,
  CalendarResponseSchema,
  HomeworkInsightsFilterSchema,
  HomeworkInsightsResponseSchema,
  PrerequisiteAssignmentRequestSchema,
  SchemeAssignmentRequestSchema,
  SchoolIdParamSchema,
  SetQuizAssignmentRequestSchema,
  UpdateAssignmentRequestSchema,
} from '@mathsight/contract/assignments.ts';
import { IdParamSchema } from '@mathsight/contract/common.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../auth/authenticate.ts';
import { PagingQuerySchema, parsePaging } from '../../http/paging.ts';
import { sendSerialisedJson } from '../../http/serialised-json.ts';
import type { PlanService } from '../plan/plan.service.ts';
import type { AssignmentsService } from './assignments.service.ts';

/** Spec §7 "Assignments": set, read, edit and delete work; the plan list, calendar, plan and settings. */
export async function assignmentsRoutes(
  app: FastifyInstance,
  { assignments, plan }: { assignments: AssignmentsService; plan: PlanService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Any Confirmed teacher of the school reads its work and sets work for any of its classes; changing
  // work is for its classes' teachers, whoever set it and administrators; settings for administrators.
  const tags = ['assignments'];

  r.post(
    assignmentPaths.quizAssignments(':id'),
    {
      config: { access: 'schoolMember' },
      schema: {
        tags,
        params: IdParamSchema,
        body: SetQuizAssignmentRequestSchema,
        response: { 201: AssignmentDetailSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await assignments.setQuiz(callerOf(request), request.params.id, request.body)),
  );

  r.post(
    assignmentPaths.prerequisiteAssignment,
    {
      config: { access: 'schoolMember' },
      schema: { tags, body: PrerequisiteAssignmentRequestSchema, response: { 201: AssignmentDetailSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await assignments.setPrerequisite(callerOf(request), request.body)),
  );

  r.post(
    assignmentPaths.schemeAssignments,
    {
      config: { access: 'schoolMember' },
      schema: { tags, body: SchemeAssignmentRequestSchema, response: { 201: AssignmentDetailSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await assignments.setSchemeUnit(callerOf(request), request.body)),
  );

  r.get(
    assignmentPaths.assignment(':id'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params: IdParamSchema, response: { 200: AssignmentDetailSchema } },
    },
    (request) => assignments.get(callerOf(request), request.params.id),
  );

  r.put(
    assignmentPaths.assignment(':id'),
    {
      config: { access: 'classTeacher' },
      schema: {
        tags,
        params: IdParamSchema,
        body: UpdateAssignmentRequestSchema,
        response: { 200: AssignmentDetailSchema },
      },
    },
    (request) => assignments.update(callerOf(request), request.params.id, request.body),
  );

  r.delete(
    assignmentPaths.assignment(':id'),
    {
      config: { access: 'classTeacher' },
      schema: { tags, params: IdParamSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await assignments.delete(callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    assignmentPaths.schoolAssignments(':schoolId'),
    {
      config: { access: 'schoolMember' },
      schema: {
        tags,
        params: SchoolIdParamSchema,
        querystring: PagingQuerySchema,
        response: { 200: AssignmentListSchema },
      },
    },
    async (request, reply) => {
      const json = await plan.listJson(
        callerOf(request),
        request.params.schoolId,
        parsePaging(request.query, {
          take: ASSIGNMENTS_PAGE_SIZE,
          maxTake: 100,
          filter: AssignmentListFilterSchema,
        }),
      );
      return sendSerialisedJson(reply, json);
    },
  );

  r.get(
    assignmentPaths.schoolCalendar(':schoolId'),
    {
      config: { access: 'schoolMember' },
      schema: {
        tags,
        params: SchoolIdParamSchema,
        querystring: CalendarQuerySchema,
        response: { 200: CalendarResponseSchema },
      },
    },
    (request) => plan.calendar(callerOf(request), request.params.schoolId, request.query),
  );

  r.get(
    assignmentPaths.homeworkInsights(':schoolId'),
    {
      config: { access: 'schoolMember' },
      schema: {
        tags,
        params: SchoolIdParamSchema,
        querystring: PagingQuerySchema,
        response: { 200: HomeworkInsightsResponseSchema },
      },
    },
    async (request, reply) => {
      const json = await plan.homeworkInsightsJson(
        callerOf(request),
        request.params.schoolId,
        parsePaging(request.query, {
          take: ASSIGNMENTS_PAGE_SIZE,
          maxTake: 100,
          filter: HomeworkInsightsFilterSchema,
        }),
      );
      return sendSerialisedJson(reply, json);
    },
  );

  r.get(
    assignmentPaths.assignmentSettings(':schoolId'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params: SchoolIdParamSchema, response: { 200: AssignmentSettingsSchema } },
    },
    (request) => assignments.getSettings(callerOf(request), request.params.schoolId),
  );

  r.put(
    assignmentPaths.assignmentSettings(':schoolId'),
    {
      config: { access: 'schoolAdministrator' },
      schema: {
        tags,
        params: SchoolIdParamSchema,
        body: AssignmentSettingsSchema,
        response: { 200: AssignmentSettingsSchema },
      },
    },
    (request) => assignments.saveSettings(callerOf(request), request.params.schoolId, request.body),
  );
}
