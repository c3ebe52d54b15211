import { IdParamSchema } from '@mathsight/contract/common.ts';
import { studentReportPaths } from '@mathsight/contract/student-reports.paths.ts';
import {
  ClassReportQuerySchema,
  EffortReportQuerySchema,
  EffortReportSchema,
  ProficiencyReportSchema,
  STUDENT_OVERVIEW_MAX_TAKE,
  STUDENT_OVERVIEW_PAGE_SIZE,
  StudentOverviewFilterSchema,
  StudentOverviewListSchema,
} from '@mathsight/contract/student-reports.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../auth/authenticate.ts';
import { PagingQuerySchema, parsePaging } from '../../http/paging.ts';
import { sendDownload } from '../../http/send-download.ts';
import { sendSerialisedJson } from '../../http/serialised-json.ts';
import type { StudentReportsService } from './student-reports.service.ts';
import { effortCsv, overviewCsv, proficiencyCsv, reportCsvName } from './student-reports-csv.ts';

const paging = (query: Record<string, unknown>, take: number) =>
  parsePaging(query, { take, maxTake: STUDENT_OVERVIEW_MAX_TAKE, filter: StudentOverviewFilterSchema });

/**
 * Issue 14, spec §2 `/{schoolId}/students` (list, effort, proficiency) and §7 Reports "effort and
 * proficiency": any Confirmed teacher of the school (403 for others, before validation); which
 * students and classes they read is the service's (policies/student-reports.ts, 404).
 */
export async function studentReportsRoutes(
  app: FastifyInstance,
  { studentReports }: { studentReports: StudentReportsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];

  r.get(
    studentReportPaths.overview(':id'),
    {
      config: { access: 'schoolMember' },
      schema: {
        tags,
        params: IdParamSchema,
        querystring: PagingQuerySchema,
        response: { 200: StudentOverviewListSchema },
      },
    },
    async (request, reply) =>
      sendSerialisedJson(
        reply,
        await studentReports.overviewJson(
          callerOf(request),
          request.params.id,
          paging(request.query, STUDENT_OVERVIEW_PAGE_SIZE),
        ),
      ),
  );

  r.get(
    studentReportPaths.overviewExport(':id'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params: IdParamSchema, querystring: PagingQuerySchema },
    },
    async (request, reply) => {
      const list = await studentReports.overview(
        callerOf(request),
        request.params.id,
        paging(request.query, STUDENT_OVERVIEW_MAX_TAKE),
      );
      return sendDownload(reply, {
        filename: reportCsvName('students', null, new Date()),
        body: overviewCsv(list),
      });
    },
  );

  r.get(
    studentReportPaths.proficiency(':id'),
    {
      config: { access: 'schoolMember' },
      schema: {
        tags,
        params: IdParamSchema,
        querystring: ClassReportQuerySchema,
        response: { 200: ProficiencyReportSchema },
      },
    },
    (request) => studentReports.proficiency(callerOf(request), request.params.id, request.query),
  );

  r.get(
    studentReportPaths.proficiencyExport(':id'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params: IdParamSchema, querystring: ClassReportQuerySchema },
    },
    async (request, reply) => {
      const report = await studentReports.proficiency(callerOf(request), request.params.id, request.query);
      return sendDownload(reply, {
        filename: reportCsvName('proficiency', report.groupCode, new Date()),
        body: proficiencyCsv(report),
      });
    },
  );

  r.get(
    studentReportPaths.effort(':id'),
    {
      config: { access: 'schoolMember' },
      schema: {
        tags,
        params: IdParamSchema,
        querystring: EffortReportQuerySchema,
        response: { 200: EffortReportSchema },
      },
    },
    (request) => studentReports.effort(callerOf(request), request.params.id, request.query),
  );

  r.get(
    studentReportPaths.effortExport(':id'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params: IdParamSchema, querystring: EffortReportQuerySchema },
    },
    async (request, reply) => {
      const report = await studentReports.effort(callerOf(request), request.params.id, request.query);
      return sendDownload(reply, {
        filename: reportCsvName('effort', report.groupCode, new Date()),
        body: effortCsv(report),
      });
    },
  );
}
