import { apiPaths } from '@mathsight/contract/api-paths.ts';
import {
  AccessQuerySchema,
  AccessResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  RevokeRequestSchema,
  TokenRedirectResponseSchema,
} from '@mathsight/contract/auth.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { callerOf } from '../../auth/authenticate.ts';

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth } = ctx.services;
  const loginRateLimit = { max: ctx.config.loginRequestsPerMinute, timeWindow: '1 minute' };

  r.post(
    apiPaths.login,
    {
      config: { access: 'public', rateLimit: loginRateLimit },
      schema: { tags: ['auth'], body: LoginRequestSchema, response: { 200: LoginResponseSchema } },
    },
    (request) => auth.login(request.body, request.ip),
  );

  r.get(
    apiPaths.access,
    {
      config: { access: 'public', rateLimit: loginRateLimit },
      schema: { tags: ['auth'], querystring: AccessQuerySchema, response: { 200: AccessResponseSchema } },
    },
    (request) => auth.access(request.query.refreshToken),
  );

  r.post(
    apiPaths.revoke,
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: RevokeRequestSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await auth.revoke(request.body.refreshToken);
      return reply.code(204).send(null);
    },
  );

  r.get(
    apiPaths.tokenRedirect,
    {
      config: { access: 'signedIn' },
      schema: { tags: ['auth'], response: { 200: TokenRedirectResponseSchema } },
    },
    (request) => auth.redirectFor(callerOf(request).roles),
  );
}
