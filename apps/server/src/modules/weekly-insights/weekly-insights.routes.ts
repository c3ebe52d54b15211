import { IdParamSchema } from '@mathsight/contract/common.ts';
import { weeklyInsightPaths } from '@mathsight/contract/weekly-insights.paths.ts';
import {
  CompletionSummariesQuerySchema,
  CompletionSummariesSchema,
  WeeklyInsightsQuerySchema,
  WeeklyInsightsSchema,
} from '@mathsight/contract/weekly-insights.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../auth/authenticate.ts';
import type { WeeklyInsightsService } from './weekly-insights.service.ts';

/** Spec §7 Reports: "completion summaries" and "weekly insights" (decision 0019). */
export async function weeklyInsightsRoutes(
  app: FastifyInstance,
  { weeklyInsights }: { weeklyInsights: WeeklyInsightsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];

  r.get(
    weeklyInsightPaths.completionSummaries(':id'),
    {
      config: { access: 'schoolMember' },
      schema: {
        tags,
        params: IdParamSchema,
        querystring: CompletionSummariesQuerySchema,
        response: { 200: CompletionSummariesSchema },
      },
    },
    (request) =>
      weeklyInsights.completionSummaries(callerOf(request), request.params.id, request.query.months),
  );

  r.get(
    weeklyInsightPaths.myWeeklyInsights,
    {
      config: { access: 'teacherSelf' },
      schema: { tags, querystring: WeeklyInsightsQuerySchema, response: { 200: WeeklyInsightsSchema } },
    },
    (request) => weeklyInsights.mine(callerOf(request), request.query.week),
  );
}
