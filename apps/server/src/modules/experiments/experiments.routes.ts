import { IdParamSchema } from '@mathsight/contract/common.ts';
import { experimentPaths } from '@mathsight/contract/experiments.paths.ts';
import { ExposureParamsSchema, UserExperimentsSchema } from '@mathsight/contract/experiments.ts';
import { TrackingResultSchema } from '@mathsight/contract/tracking.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../auth/authenticate.ts';
import type { ExperimentsService } from './experiments.service.ts';

/** Spec §7 "Tracking" experiments (issue 32 point 3): any signed-in user, about themselves only (404 otherwise). */
export async function experimentsRoutes(
  app: FastifyInstance,
  { experiments }: { experiments: ExperimentsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tracking'];
  r.get(
    experimentPaths.experiments(':id'),
    {
      config: { access: 'self' },
      schema: { tags, params: IdParamSchema, response: { 200: UserExperimentsSchema } },
    },
    (request) => experiments.forUser(callerOf(request), request.params.id),
  );
  r.post(
    experimentPaths.exposures(':id', ':experimentKey'),
    {
      config: { access: 'self' },
      schema: { tags, params: ExposureParamsSchema, response: { 200: TrackingResultSchema } },
    },
    (request) =>
      experiments.exposure(
        callerOf(request),
        request.params.id,
        request.params.experimentKey,
        request.cookies,
      ),
  );
}
