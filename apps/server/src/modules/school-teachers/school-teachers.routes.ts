import { IdParamSchema } from '@mathsight/contract/common.ts';
import {
  ClassMembershipsResultSchema,
  TeacherClassMembershipsRequestSchema,
} from '@mathsight/contract/school-students.ts';
import { schoolPaths } from '@mathsight/contract/schools.paths.ts';
import {
  InviteSchoolTeachersRequestSchema,
  InviteSchoolTeachersResponseSchema,
  RemoveSchoolTeachersRequestSchema,
  RemoveSchoolTeachersResponseSchema,
  SCHOOL_TEACHERS_TAKE,
  SchoolTeacherFilterSchema,
  SchoolTeacherListSchema,
  SchoolTeacherParamsSchema,
  TeacherProfileSchema,
  UpdateSchoolTeacherRequestSchema,
} from '@mathsight/contract/schools.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../auth/authenticate.ts';
import { PagingQuerySchema, parsePaging } from '../../http/paging.ts';
import type { SchoolTeachersService } from './school-teachers.service.ts';

/** Spec §7 "Schools" and issue 13: a school's teachers, their administrators, removal and invitations. */
export async function schoolTeachersRoutes(
  app: FastifyInstance,
  { schoolTeachers }: { schoolTeachers: SchoolTeachersService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['schools'];

  r.get(
    schoolPaths.teachers(':id'),
    {
      // Every Confirmed teacher sees the Confirmed list; the Pending one is for administrators.
      config: { access: 'schoolMember' },
      schema: {
        tags,
        params: IdParamSchema,
        querystring: PagingQuerySchema,
        response: { 200: SchoolTeacherListSchema },
      },
    },
    (request) =>
      schoolTeachers.list(
        callerOf(request),
        request.params.id,
        parsePaging(request.query, {
          take: SCHOOL_TEACHERS_TAKE,
          maxTake: 100,
          filter: SchoolTeacherFilterSchema,
        }),
      ),
  );

  r.put(
    schoolPaths.teacher(':id', ':teacherId'),
    {
      config: { access: 'schoolAdministrator' },
      schema: {
        tags,
        params: SchoolTeacherParamsSchema,
        body: UpdateSchoolTeacherRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await schoolTeachers.update(
        callerOf(request),
        request.params.id,
        request.params.teacherId,
        request.body,
      );
      return reply.code(204).send(null);
    },
  );

  r.delete(
    schoolPaths.teacher(':id', ':teacherId'),
    {
      config: { access: 'schoolAdministrator' },
      schema: { tags, params: SchoolTeacherParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await schoolTeachers.decline(callerOf(request), request.params.id, request.params.teacherId);
      return reply.code(204).send(null);
    },
  );

  // DELETE is the spec's spelling (§7); the POST stays as an alias for the clients that use it. One
  // service method answers both.
  for (const method of ['DELETE', 'POST'] as const) {
    r.route({
      method,
      url: schoolPaths.removeTeachers(':id'),
      config: { access: 'schoolAdministrator' },
      schema: {
        tags,
        params: IdParamSchema,
        body: RemoveSchoolTeachersRequestSchema,
        response: { 200: RemoveSchoolTeachersResponseSchema },
      },
      handler: (request) =>
        schoolTeachers.remove(callerOf(request), request.params.id, request.body.teacherIds),
    });
  }

  r.post(
    schoolPaths.teacherInvitations(':id'),
    {
      config: { access: 'schoolAdministrator' },
      schema: {
        tags,
        params: IdParamSchema,
        body: InviteSchoolTeachersRequestSchema,
        response: { 200: InviteSchoolTeachersResponseSchema },
      },
    },
    (request) => schoolTeachers.invite(callerOf(request), request.params.id, request.body),
  );

  r.get(
    schoolPaths.teacher(':id', ':teacherId'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params: SchoolTeacherParamsSchema, response: { 200: TeacherProfileSchema } },
    },
    (request) => schoolTeachers.profile(callerOf(request), request.params.id, request.params.teacherId),
  );

  r.put(
    schoolPaths.teacherClassMemberships(':id'),
    {
      // Administrators for any class, a Confirmed teacher for the classes they teach.
      config: { access: 'classTeacher' },
      schema: {
        tags,
        params: IdParamSchema,
        body: TeacherClassMembershipsRequestSchema,
        response: { 200: ClassMembershipsResultSchema },
      },
    },
    (request) => schoolTeachers.setClassMemberships(callerOf(request), request.params.id, request.body),
  );
}
