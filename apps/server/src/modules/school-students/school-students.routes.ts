import { IdParamSchema } from '@mathsight/contract/common.ts';
import { schoolStudentPaths } from '@mathsight/contract/school-students.paths.ts';
import {
  ClassMembershipsResultSchema,
  DeleteStudentsRequestSchema,
  DeleteStudentsResultSchema,
  SCHOOL_STUDENTS_MAX_TAKE,
  SCHOOL_STUDENTS_PAGE_SIZE,
  SchoolStudentFilterSchema,
  SchoolStudentListSchema,
  SchoolStudentParamsSchema,
  StudentClassMembershipsRequestSchema,
  StudentCollectionRequestSchema,
  StudentCollectionResultSchema,
  StudentPasswordResetSchema,
  UpdateSchoolStudentRequestSchema,
} from '@mathsight/contract/school-students.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../auth/authenticate.ts';
import { PagingQuerySchema, parsePaging } from '../../http/paging.ts';
import { sendDownload } from '../../http/send-download.ts';
import type { SchoolStudentsService } from './school-students.service.ts';
import { exportFormatOf, studentsCsv, studentsCsvName } from './students-csv.ts';
import { studentsPdf } from './students-pdf.ts';

const paging = (query: Record<string, unknown>, take: number) =>
  parsePaging(query, {
    take,
    maxTake: SCHOOL_STUDENTS_MAX_TAKE,
    filter: SchoolStudentFilterSchema,
    lists: ['groupIds'],
  });

/** Issue 13 point 2, spec §7 "Schools": the school's students, their CSV, archiving and un-archiving them. */
export async function schoolStudentsRoutes(
  app: FastifyInstance,
  { schoolStudents }: { schoolStudents: SchoolStudentsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['schools'];

  r.get(
    schoolStudentPaths.students(':id'),
    {
      config: { access: 'schoolMember' },
      schema: {
        tags,
        params: IdParamSchema,
        querystring: PagingQuerySchema,
        response: { 200: SchoolStudentListSchema },
      },
    },
    (request) =>
      schoolStudents.list(
        callerOf(request),
        request.params.id,
        paging(request.query, SCHOOL_STUDENTS_PAGE_SIZE),
      ),
  );

  r.get(
    schoolStudentPaths.export(':id'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params: IdParamSchema, querystring: PagingQuerySchema },
    },
    async (request, reply) => {
      const format = exportFormatOf(request.query);
      const list = await schoolStudents.exportList(
        callerOf(request),
        request.params.id,
        paging(request.query, SCHOOL_STUDENTS_MAX_TAKE),
      );
      const today = new Date();
      return sendDownload(reply, {
        filename: studentsCsvName(list.schoolName, today, format),
        body:
          format === 'pdf'
            ? await studentsPdf(list.items, { schoolName: list.schoolName, today })
            : studentsCsv(list.items),
        contentType: format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8',
      });
    },
  );

  r.put(
    schoolStudentPaths.archive(':id'),
    {
      config: { access: 'schoolAdministrator' },
      schema: {
        tags,
        params: IdParamSchema,
        body: StudentCollectionRequestSchema,
        response: { 200: StudentCollectionResultSchema },
      },
    },
    (request) => schoolStudents.archive(callerOf(request), request.params.id, request.body),
  );

  r.put(
    schoolStudentPaths.unArchive(':id'),
    {
      config: { access: 'schoolAdministrator' },
      schema: {
        tags,
        params: IdParamSchema,
        body: StudentCollectionRequestSchema,
        response: { 200: StudentCollectionResultSchema },
      },
    },
    (request) => schoolStudents.unArchive(callerOf(request), request.params.id, request.body),
  );

  r.delete(
    schoolStudentPaths.students(':id'),
    {
      config: { access: 'schoolAdministrator' },
      schema: {
        tags,
        params: IdParamSchema,
        body: DeleteStudentsRequestSchema,
        response: { 200: DeleteStudentsResultSchema },
      },
    },
    (request) => schoolStudents.erase(callerOf(request), request.params.id, request.body),
  );

  r.put(
    schoolStudentPaths.classMemberships(':id'),
    {
      // Administrators for any class, a Confirmed teacher for the classes they teach.
      config: { access: 'classTeacher' },
      schema: {
        tags,
        params: IdParamSchema,
        body: StudentClassMembershipsRequestSchema,
        response: { 200: ClassMembershipsResultSchema },
      },
    },
    (request) => schoolStudents.setClassMemberships(callerOf(request), request.params.id, request.body),
  );

  r.put(
    schoolStudentPaths.student(':id', ':studentId'),
    {
      // Administrators, or a Confirmed teacher of one of the student's classes.
      config: { access: 'classTeacher' },
      schema: {
        tags,
        params: SchoolStudentParamsSchema,
        body: UpdateSchoolStudentRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await schoolStudents.update(
        callerOf(request),
        request.params.id,
        request.params.studentId,
        request.body,
      );
      return reply.code(204).send(null);
    },
  );

  r.post(
    schoolStudentPaths.password(':id', ':studentId'),
    {
      config: { access: 'classTeacher' },
      schema: {
        tags,
        params: SchoolStudentParamsSchema,
        response: { 200: StudentPasswordResetSchema },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(
          await schoolStudents.resetPassword(callerOf(request), request.params.id, request.params.studentId),
        ),
  );
}
