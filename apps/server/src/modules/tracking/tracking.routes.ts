import { IdParamSchema } from '@mathsight/contract/common.ts';
import { trackingPaths } from '@mathsight/contract/tracking.paths.ts';
import {
  TrackingEventRequestSchema,
  TrackingResultSchema,
  UserEventRequestSchema,
} from '@mathsight/contract/tracking.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../auth/authenticate.ts';
import type { TrackingService } from './tracking.service.ts';

/** Spec §7 "Tracking": the two calls, for any signed-in user about themselves (issue 32 point 1). */
export async function trackingRoutes(app: FastifyInstance, { tracking }: { tracking: TrackingService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tracking'];

  r.post(
    trackingPaths.trackingEvents(':id'),
    {
      config: { access: 'self' },
      schema: {
        tags,
        params: IdParamSchema,
        body: TrackingEventRequestSchema,
        response: { 200: TrackingResultSchema },
      },
    },
    (request) => tracking.trackingEvent(callerOf(request), request.params.id, request.cookies, request.body),
  );

  r.post(
    trackingPaths.userEvents,
    {
      config: { access: 'signedIn' },
      schema: { tags, body: UserEventRequestSchema, response: { 200: TrackingResultSchema } },
    },
    (request) => tracking.userEvent(callerOf(request), request.cookies, request.body),
  );
}
