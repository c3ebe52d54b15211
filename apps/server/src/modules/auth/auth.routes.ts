import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import {
  AccessHeadersSchema,
  AccessQuerySchema,
  AccessResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  REFRESH_TOKEN_HEADER,
  RevokeRequestSchema,
  TokenRedirectResponseSchema,
} from '@mathsight/contract/auth.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../auth/authenticate.ts';
import type { Config } from '../../config.ts';
import { badRequest, MESSAGES } from '../../http/errors.ts';
import type { AuthService } from './auth.service.ts';

export async function authRoutes(app: FastifyInstance, { auth }: { auth: AuthService }, config: Config) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const loginRateLimit = { max: config.loginRequestsPerMinute, timeWindow: '1 minute' };

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
      schema: {
        tags: ['auth'],
        headers: AccessHeadersSchema,
        querystring: AccessQuerySchema,
        response: { 200: AccessResponseSchema },
      },
    },
    (request) => {
      // The header keeps the token out of request logs; `?refreshToken=` is still read from older clients.
      const refreshToken = request.headers[REFRESH_TOKEN_HEADER] ?? request.query.refreshToken;
      if (!refreshToken) {
        throw badRequest(MESSAGES.invalid, {
          refreshToken: [`Send the refresh token in ${REFRESH_TOKEN_HEADER}`],
        });
      }
      return auth.access(refreshToken);
    },
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
