import { schoolStudentPaths } from '@mathsight/contract/api-paths.ts';
import { IdParamSchema } from '@mathsight/contract/common.ts';
import {
  SCHOOL_STUDENTS_MAX_TAKE,
  SCHOOL_STUDENTS_PAGE_SIZE,
  SchoolStudentFilterSchema,
  SchoolStudentListSchema,
  StudentCollectionRequestSchema,
  StudentCollectionResultSchema,
} from '@mathsight/contract/school-students.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { callerOf } from '../../auth/authenticate.ts';
import { PagingQuerySchema, parsePaging } from '../../http/paging.ts';
import { exportFormatOf, studentsCsv, studentsCsvName } from './students-csv.ts';

const paging = (query: Record<string, unknown>, take: number) =>
  parsePaging(query, {
    take,
    maxTake: SCHOOL_STUDENTS_MAX_TAKE,
    filter: SchoolStudentFilterSchema,
    lists: ['groupIds'],
  });

/** Issue 13 point 2, spec §7 "Schools": the school's students, their CSV, archiving and un-archiving them. */
export async function schoolStudentsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { schoolStudents } = ctx.services;
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
      exportFormatOf(request.query);
      const list = await schoolStudents.exportList(
        callerOf(request),
        request.params.id,
        paging(request.query, SCHOOL_STUDENTS_MAX_TAKE),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${studentsCsvName(list.schoolName, new Date())}"`,
        )
        .header('cache-control', 'no-store')
        .send(studentsCsv(list.items));
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
}
