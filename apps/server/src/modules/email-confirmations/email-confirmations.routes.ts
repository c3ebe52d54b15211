import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import {
  EmailConfirmationCodeSchema,
  EmailConfirmationResendResponseSchema,
  EmailConfirmationResponseSchema,
} from '@mathsight/contract/auth.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../auth/authenticate.ts';
import type { Config } from '../../config.ts';
import type { EmailConfirmationService } from './email-confirmations.service.ts';

export async function emailConfirmationsRoutes(
  app: FastifyInstance,
  { emailConfirmations }: { emailConfirmations: EmailConfirmationService },
  config: Config,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: config.publicWritesPerHour, timeWindow: '1 hour' };

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
