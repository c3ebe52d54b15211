import { apiPaths } from '@mathsight/contract/api-paths.ts';
import {
  EmailConfirmationCodeSchema,
  EmailConfirmationResendResponseSchema,
  EmailConfirmationResponseSchema,
} from '@mathsight/contract/auth.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { callerOf } from '../../auth/authenticate.ts';

export async function emailConfirmationsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { emailConfirmations } = ctx.services;
  const rateLimit = { max: ctx.config.publicWritesPerHour, timeWindow: '1 hour' };

  r.put(
    apiPaths.emailConfirmation(':code'),
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['auth'],
        params: z.object({ code: EmailConfirmationCodeSchema }),
        response: { 200: EmailConfirmationResponseSchema },
      },
    },
    (request) => emailConfirmations.confirm(request.params.code),
  );

  r.post(
    apiPaths.emailConfirmations,
    {
      config: { access: 'signedIn', rateLimit },
      schema: { tags: ['auth'], response: { 200: EmailConfirmationResendResponseSchema } },
    },
    (request) => emailConfirmations.resend(callerOf(request).userId),
  );
}
