import { LoginResponseSchema, SignUpResponseSchema } from '@mathsight/contract/auth.ts';
import { googlePaths } from '@mathsight/contract/google-sign-in.paths.ts';
import {
  GoogleAuthorizeRequestSchema,
  GoogleAuthorizeResponseSchema,
  GoogleLinkRequestSchema,
  GoogleSignUpRequestSchema,
  GoogleStatusSchema,
  GoogleTokenRedirectRequestSchema,
  GoogleTokenRedirectResponseSchema,
  GoogleTokenSignInQuerySchema,
} from '@mathsight/contract/google-sign-in.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { GoogleSignInService } from './google-sign-in.service.ts';

export async function googleSignInRoutes(
  app: FastifyInstance,
  { googleSignIn }: { googleSignIn: GoogleSignInService },
  config: Config,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Each of these is a sign-in step: limited per address like login.
  const rateLimit = { max: config.loginRequestsPerMinute, timeWindow: '1 minute' };
  const tags = ['auth'];

  r.get(
    googlePaths.status,
    { config: { access: 'public' }, schema: { tags, response: { 200: GoogleStatusSchema } } },
    () => googleSignIn.status(),
  );

  r.post(
    googlePaths.authorize,
    {
      config: { access: 'public', rateLimit },
      schema: { tags, body: GoogleAuthorizeRequestSchema, response: { 200: GoogleAuthorizeResponseSchema } },
    },
    (request) => googleSignIn.authorize(request.body),
  );

  r.post(
    googlePaths.tokenRedirect,
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags,
        body: GoogleTokenRedirectRequestSchema,
        response: { 200: GoogleTokenRedirectResponseSchema },
      },
    },
    (request) => googleSignIn.tokenRedirect(request.body),
  );

  r.get(
    googlePaths.tokenSignIn,
    {
      config: { access: 'public', rateLimit },
      schema: { tags, querystring: GoogleTokenSignInQuerySchema, response: { 200: LoginResponseSchema } },
    },
    (request) => googleSignIn.signInWithTicket(request.query.googleToken),
  );

  r.post(
    googlePaths.link,
    {
      config: { access: 'public', rateLimit },
      schema: { tags, body: GoogleLinkRequestSchema, response: { 200: LoginResponseSchema } },
    },
    (request) => googleSignIn.link(request.body, request.ip),
  );

  r.post(
    googlePaths.signUp,
    {
      config: { access: 'public', rateLimit: { max: config.publicWritesPerHour, timeWindow: '1 hour' } },
      schema: { tags, body: GoogleSignUpRequestSchema, response: { 200: SignUpResponseSchema } },
    },
    (request) => googleSignIn.signUp(request.body),
  );
}
