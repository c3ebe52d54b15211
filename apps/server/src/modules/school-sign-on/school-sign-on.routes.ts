import { LoginResponseSchema } from '@mathsight/contract/auth.ts';
import { schoolSignOnPaths } from '@mathsight/contract/school-sign-on.paths.ts';
import {
  CleverLoginCallbackQuerySchema,
  CleverLoginStartSchema,
  CleverStatusSchema,
  SignOnTicketRequestSchema,
} from '@mathsight/contract/school-sign-on.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SchoolSignOnService } from './school-sign-on.service.ts';

/** Issue 28 point 2: signing in with Clever (public: the state and the ticket are sealed). */
export async function schoolSignOnRoutes(
  app: FastifyInstance,
  { schoolSignOn }: { schoolSignOn: SchoolSignOnService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  r.get(
    schoolSignOnPaths.cleverStatus(),
    { config: { access: 'public' }, schema: { tags, response: { 200: CleverStatusSchema } } },
    () => schoolSignOn.status(),
  );

  r.get(
    schoolSignOnPaths.cleverLogin(),
    { config: { access: 'public' }, schema: { tags, response: { 200: CleverLoginStartSchema } } },
    () => schoolSignOn.start(),
  );

  r.get(
    schoolSignOnPaths.cleverLoginCallback(),
    { config: { access: 'public' }, schema: { tags, querystring: CleverLoginCallbackQuerySchema } },
    async (request, reply) => {
      // A page that sends the browser on to the login page (a 200: it says where it goes).
      const href = (await schoolSignOn.callback(request.query))
        .replaceAll('&', '&amp;')
        .replaceAll('"', '&quot;');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${href}"><title>Signing in</title></head><body><main><h1>Signing in</h1><p><a href="${href}">Continue</a></p></main></body></html>`,
        );
    },
  );

  r.post(
    schoolSignOnPaths.signOnTokens(),
    {
      config: { access: 'public' },
      schema: { tags, body: SignOnTicketRequestSchema, response: { 200: LoginResponseSchema } },
    },
    (request) => schoolSignOn.redeem(request.body.ticket),
  );
}
