import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import {
  ChangePasswordRequestSchema,
  ChangePasswordResponseSchema,
  DeleteAccountRequestSchema,
  EmailChangeRequestSchema,
  EmailChangeResponseSchema,
  EmailPreferenceMapSchema,
  EmailPreferencesSchema,
} from '@mathsight/contract/auth.ts';
import { IdParamSchema } from '@mathsight/contract/common.ts';
import { schoolPaths } from '@mathsight/contract/schools.paths.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../auth/authenticate.ts';
import type { Config } from '../../config.ts';
import type { AccountService } from './account.service.ts';

/** The account page's calls: email change, password change, leaving a school, deleting the account, email choices. */
export async function accountRoutes(
  app: FastifyInstance,
  { account }: { account: AccountService },
  config: Config,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const rateLimit = { max: config.publicWritesPerHour, timeWindow: '1 hour' };

  r.post(
    apiPaths.myEmailChange,
    {
      config: { access: 'signedIn', rateLimit },
      schema: { tags, body: EmailChangeRequestSchema, response: { 200: EmailChangeResponseSchema } },
    },
    (request) => account.changeEmail(callerOf(request), request.body.email),
  );

  r.put(
    apiPaths.userPassword(':id'),
    {
      config: {
        access: 'self',
        rateLimit: { max: config.loginRequestsPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        params: IdParamSchema,
        body: ChangePasswordRequestSchema,
        response: { 200: ChangePasswordResponseSchema },
      },
    },
    (request) =>
      account.changePassword(
        callerOf(request),
        request.params.id,
        request.body.currentPassword,
        request.body.newPassword,
      ),
  );

  r.delete(
    apiPaths.myAccount,
    {
      config: {
        access: 'signedIn',
        rateLimit: { max: config.loginRequestsPerMinute, timeWindow: '1 minute' },
      },
      schema: { tags, body: DeleteAccountRequestSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await account.deleteAccount(callerOf(request), request.body.password);
      return reply.code(204).send(null);
    },
  );

  r.delete(
    schoolPaths.myMembership(':id'),
    {
      config: { access: 'teacher' },
      schema: { tags, params: IdParamSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await account.leaveSchool(callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    apiPaths.myEmailPreferences,
    { config: { access: 'signedIn' }, schema: { tags, response: { 200: EmailPreferencesSchema } } },
    (request) => account.myPreferences(callerOf(request)),
  );

  r.put(
    apiPaths.myEmailPreferences,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        body: z.object({ preferences: EmailPreferenceMapSchema }),
        response: { 200: EmailPreferencesSchema },
      },
    },
    (request) => account.saveMyPreferences(callerOf(request), request.body.preferences),
  );
}
