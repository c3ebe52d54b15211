import { IdParamSchema } from '@mathsight/contract/common.ts';
import { routinePaths } from '@mathsight/contract/routine.paths.ts';
import { RoutineQuerySchema, RoutineReportSchema } from '@mathsight/contract/routine.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../auth/authenticate.ts';
import { sendDownload } from '../../http/send-download.ts';
import type { RoutineService } from './routine.service.ts';
import { routineCsv, routineCsvName } from './routine-csv.ts';

/**
 * Issue 26, spec §7 Reports "routine CSV": the retrieval-practice routine, a row per class and week, as
 * a CSV and as its JSON twin for a screen. Any Confirmed teacher of the school (403 for others, before
 * validation); which classes they read is the service's (404 for a class that is not theirs).
 */
export async function routineRoutes(app: FastifyInstance, { routine }: { routine: RoutineService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];

  r.get(
    routinePaths.routine(':id'),
    {
      config: { access: 'schoolMember' },
      schema: {
        tags,
        params: IdParamSchema,
        querystring: RoutineQuerySchema,
        response: { 200: RoutineReportSchema },
      },
    },
    (request) => routine.routine(callerOf(request), request.params.id, request.query),
  );

  r.get(
    routinePaths.routineCsv(':id'),
    {
      config: { access: 'schoolMember' },
      schema: { tags, params: IdParamSchema, querystring: RoutineQuerySchema },
    },
    async (request, reply) => {
      const report = await routine.routine(callerOf(request), request.params.id, request.query);
      return sendDownload(reply, { filename: routineCsvName(report), body: routineCsv(report) });
    },
  );
}
