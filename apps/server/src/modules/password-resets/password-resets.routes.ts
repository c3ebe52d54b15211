import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import {
  CompletePasswordResetSchema,
  PasswordResetCheckSchema,
  PasswordResetCodeSchema,
  PasswordResetRequestedSchema,
  PasswordResetRequestSchema,
} from '@mathsight/contract/auth.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { PasswordResetsService } from './password-resets.service.ts';

/** Spec §7 "Auth": POST password-resets; the link's check and the new password. */
export async function passwordResetsRoutes(
  app: FastifyInstance,
  { passwordResets }: { passwordResets: PasswordResetsService },
  config: Config,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const rateLimit = { max: config.publicWritesPerHour, timeWindow: '1 hour' };
  const params = z.object({ code: PasswordResetCodeSchema });

  r.post(
    apiPaths.passwordResets,
    {
      config: { access: 'public', rateLimit },
      schema: { tags, body: PasswordResetRequestSchema, response: { 202: PasswordResetRequestedSchema } },
    },
    async (request, reply) => reply.code(202).send(passwordResets.request(request.body)),
  );

  r.get(
    apiPaths.passwordReset(':code'),
    {
      config: { access: 'public', rateLimit },
      schema: { tags, params, response: { 200: PasswordResetCheckSchema } },
    },
    (request) => passwordResets.check(request.params.code),
  );

  r.put(
    apiPaths.passwordReset(':code'),
    {
      config: { access: 'public', rateLimit },
      schema: { tags, params, body: CompletePasswordResetSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await passwordResets.complete(request.params.code, request.body.password);
      return reply.code(204).send(null);
    },
  );
}
