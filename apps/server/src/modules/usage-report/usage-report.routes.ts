import { IdParamSchema } from '@mathsight/contract/common.ts';
import { usageReportPaths } from '@mathsight/contract/usage-report.paths.ts';
import {
  UsageCsvQuerySchema,
  UsageQuerySchema,
  UsageReportSchema,
} from '@mathsight/contract/usage-report.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../auth/authenticate.ts';
import { sendDownload } from '../../http/send-download.ts';
import type { UsageReportService } from './usage-report.service.ts';
import { usageCsv, usageCsvName } from './usage-report-csv.ts';

/**
 * Issue 32 point 2: a school's usage week by week, and each of its tables as a CSV file, for the
 * school's administrators (403 for other teachers before validation, for the school's other teachers
 * after it; 404 for anyone else).
 */
export async function usageReportRoutes(
  app: FastifyInstance,
  { usageReport }: { usageReport: UsageReportService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];

  r.get(
    usageReportPaths.usage(':id'),
    {
      config: { access: 'schoolAdministrator' },
      schema: {
        tags,
        params: IdParamSchema,
        querystring: UsageQuerySchema,
        response: { 200: UsageReportSchema },
      },
    },
    (request) => usageReport.report(callerOf(request), request.params.id, request.query),
  );

  r.get(
    usageReportPaths.usageCsv(':id'),
    {
      config: { access: 'schoolAdministrator' },
      schema: { tags, params: IdParamSchema, querystring: UsageCsvQuerySchema },
    },
    async (request, reply) => {
      const { table, ...window } = request.query;
      const report = await usageReport.report(callerOf(request), request.params.id, window);
      return sendDownload(reply, { filename: usageCsvName(report, table), body: usageCsv(report, table) });
    },
  );
}
