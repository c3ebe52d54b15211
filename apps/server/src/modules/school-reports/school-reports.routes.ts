import { schoolReportPaths } from '@mathsight/contract/school-reports.paths.ts';
import {
  ClassesReportCsvQuerySchema,
  ClassesReportSchema,
  GroupChoicesSchema,
  GroupReportCsvQuerySchema,
  GroupReportParamsSchema,
  GroupReportSchema,
  ReportWindowQuerySchema,
  SchoolReportCsvQuerySchema,
  SchoolReportParamsSchema,
  SchoolReportSchema,
} from '@mathsight/contract/school-reports.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../auth/authenticate.ts';
import { sendDownload } from '../../http/send-download.ts';
import type { SchoolReportsService } from './school-reports.service.ts';
import { classesCsv, groupReportCsv, reportCsvName, schoolReportCsv } from './school-reports-csv.ts';

/**
 * The head of department's reports (spec §7 Reports; issue 14 point 5; decision 0018): the school
 * report, the classes side by side, and one class in depth ("group inference insights"), each with a
 * CSV of its tables. Confirmed teachers of the school (403 for others before validation, 404 for
 * another school or a class the caller may not open).
 */
export async function schoolReportsRoutes(
  app: FastifyInstance,
  { schoolReports }: { schoolReports: SchoolReportsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];

  r.get(
    schoolReportPaths.school(':schoolId'),
    {
      config: { access: 'schoolMember' },
      schema: {
        tags,
        params: SchoolReportParamsSchema,
        querystring: ReportWindowQuerySchema,
        response: { 200: SchoolReportSchema },
      },
    },
    async (request) =>
      schoolReports.schoolReport(callerOf(request), request.params.schoolId, request.query.months),
  );

  r.get(
    schoolReportPaths.schoolCsv(':schoolId'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params: SchoolReportParamsSchema, querystring: SchoolReportCsvQuerySchema },
    },
    async (request, reply) => {
      const report = await schoolReports.schoolReport(
        callerOf(request),
        request.params.schoolId,
        request.query.months,
      );
      return sendDownload(reply, {
        filename: reportCsvName('school-report', request.query.table, report.from),
        body: schoolReportCsv(report, request.query.table),
      });
    },
  );

  r.get(
    schoolReportPaths.classes(':schoolId'),
    {
      config: { access: 'schoolMember' },
      schema: {
        tags,
        params: SchoolReportParamsSchema,
        querystring: ReportWindowQuerySchema,
        response: { 200: ClassesReportSchema },
      },
    },
    async (request) =>
      schoolReports.classesReport(callerOf(request), request.params.schoolId, request.query.months),
  );

  r.get(
    schoolReportPaths.classesCsv(':schoolId'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params: SchoolReportParamsSchema, querystring: ClassesReportCsvQuerySchema },
    },
    async (request, reply) => {
      const report = await schoolReports.classesReport(
        callerOf(request),
        request.params.schoolId,
        request.query.months,
      );
      return sendDownload(reply, {
        filename: reportCsvName('class-reports', 'classes', report.from),
        body: classesCsv(report.classes),
      });
    },
  );

  r.get(
    schoolReportPaths.groups(':schoolId'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params: SchoolReportParamsSchema, response: { 200: GroupChoicesSchema } },
    },
    async (request) => schoolReports.groupChoices(callerOf(request), request.params.schoolId),
  );

  r.get(
    schoolReportPaths.group(':schoolId', ':groupId'),
    {
      config: { access: 'schoolMember' },
      schema: {
        tags,
        params: GroupReportParamsSchema,
        querystring: ReportWindowQuerySchema,
        response: { 200: GroupReportSchema },
      },
    },
    async (request) =>
      schoolReports.groupReport(
        callerOf(request),
        request.params.schoolId,
        request.params.groupId,
        request.query.months,
      ),
  );

  r.get(
    schoolReportPaths.groupCsv(':schoolId', ':groupId'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params: GroupReportParamsSchema, querystring: GroupReportCsvQuerySchema },
    },
    async (request, reply) => {
      const report = await schoolReports.groupReport(
        callerOf(request),
        request.params.schoolId,
        request.params.groupId,
        request.query.months,
      );
      return sendDownload(reply, {
        filename: `${reportCsvName(`class-${report.group.code}`, request.query.table, report.from)}`,
        body: groupReportCsv(report, request.query.table),
      });
    },
  );
}
