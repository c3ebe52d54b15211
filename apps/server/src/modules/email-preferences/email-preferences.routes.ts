import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import {
  EmailPreferencesQuerySchema,
  EmailPreferencesSchema,
  UpdateEmailPreferencesRequestSchema,
} from '@mathsight/contract/auth.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { EmailPreferencesService } from './email-preferences.service.ts';

/** The reader's email choices, by the signed token of an email's unsubscribe link. */
export async function emailPreferencesRoutes(
  app: FastifyInstance,
  { emailPreferences }: { emailPreferences: EmailPreferencesService },
  config: Config,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['mail'];
  const rateLimit = { max: config.publicWritesPerHour, timeWindow: '1 hour' };

  r.get(
    apiPaths.emailPreferences,
    {
      config: { access: 'public', rateLimit },
      schema: { tags, querystring: EmailPreferencesQuerySchema, response: { 200: EmailPreferencesSchema } },
    },
    (request) => emailPreferences.get(request.query.token),
  );

  r.put(
    apiPaths.emailPreferences,
    {
      config: { access: 'public', rateLimit },
      schema: { tags, body: UpdateEmailPreferencesRequestSchema, response: { 200: EmailPreferencesSchema } },
    },
    (request) => emailPreferences.update(request.body.token, request.body.preferences),
  );
}
