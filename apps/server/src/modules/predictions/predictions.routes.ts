import { assignmentPaths } from '@mathsight/contract/assignments.paths.ts';
import { IdParamSchema } from '@mathsight/contract/common.ts';
import { PredictedScoresSchema } from '@mathsight/contract/predictions.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../auth/authenticate.ts';
import type { PredictionsService } from './predictions.service.ts';

/**
 * Spec §7 "Assignments: predicted scores" (issue 14): a teacher of the school reads each student's
 * expected score on the work (403 for anyone else, before validation; 404 for work of another school).
 */
export async function predictionsRoutes(
  app: FastifyInstance,
  { predictions }: { predictions: PredictionsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    assignmentPaths.predictedScores(':id'),
    {
      config: { access: 'schoolMember' },
      schema: { tags: ['assignments'], params: IdParamSchema, response: { 200: PredictedScoresSchema } },
    },
    async (request) => predictions.predictedScores(callerOf(request), request.params.id),
  );
}
