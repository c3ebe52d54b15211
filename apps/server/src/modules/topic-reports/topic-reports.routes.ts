import { topicReportPaths } from '@mathsight/contract/topic-reports.paths.ts';
import {
  DiagnosticReportCsvQuerySchema,
  DiagnosticReportQuerySchema,
  DiagnosticReportSchema,
  TopicReportParamsSchema,
  TopicReportQuerySchema,
  TopicReportSchema,
} from '@mathsight/contract/topic-reports.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../auth/authenticate.ts';
import { sendDownload } from '../../http/send-download.ts';
import type { TopicReportsService } from './topic-reports.service.ts';
import { csvFileName, diagnosticReportCsv, topicReportCsv } from './topic-reports-csv.ts';

/**
 * Topic insights and the diagnostic report (issue 26 point 2; spec §7 Reports), each with a CSV of its
 * rows. Confirmed teachers of the school, as the school report (403 for others before validation,
 * 404 for another school, a class the caller may not open, or a topic or quiz that is not there).
 */
export async function topicReportsRoutes(
  app: FastifyInstance,
  { topicReports }: { topicReports: TopicReportsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];

  r.get(
    topicReportPaths.topics(':schoolId'),
    {
      config: { access: 'schoolMember' },
      schema: {
        tags,
        params: TopicReportParamsSchema,
        querystring: TopicReportQuerySchema,
        response: { 200: TopicReportSchema },
      },
    },
    async (request) => topicReports.topicReport(callerOf(request), request.params.schoolId, request.query),
  );

  r.get(
    topicReportPaths.topicsCsv(':schoolId'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params: TopicReportParamsSchema, querystring: TopicReportQuerySchema },
    },
    async (request, reply) => {
      const report = await topicReports.topicReport(
        callerOf(request),
        request.params.schoolId,
        request.query,
      );
      return sendDownload(reply, {
        filename: csvFileName('topic-insights', report.topic?.name ?? 'no-topic', 'from', report.from),
        body: topicReportCsv(report),
      });
    },
  );

  r.get(
    topicReportPaths.diagnostic(':schoolId'),
    {
      config: { access: 'schoolMember' },
      schema: {
        tags,
        params: TopicReportParamsSchema,
        querystring: DiagnosticReportQuerySchema,
        response: { 200: DiagnosticReportSchema },
      },
    },
    async (request) =>
      topicReports.diagnosticReport(callerOf(request), request.params.schoolId, request.query),
  );

  r.get(
    topicReportPaths.diagnosticCsv(':schoolId'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params: TopicReportParamsSchema, querystring: DiagnosticReportCsvQuerySchema },
    },
    async (request, reply) => {
      const { table, ...query } = request.query;
      const report = await topicReports.diagnosticReport(callerOf(request), request.params.schoolId, query);
      const scope = report.scope.kind === 'class' ? report.scope.code : report.scope.name;
      return sendDownload(reply, {
        filename: csvFileName('diagnostic', scope, report.quiz?.name ?? 'no-quiz', table),
        body: diagnosticReportCsv(report, table),
      });
    },
  );
}
