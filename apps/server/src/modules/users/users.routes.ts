import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import { IdParamSchema } from '@mathsight/contract/common.ts';
import {
  HeartbeatResponseSchema,
  MeQuerySchema,
  MeResponseSchema,
  UpdateUserRequestSchema,
  UserStateRequestSchema,
  UserStateResponseSchema,
} from '@mathsight/contract/users.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../auth/authenticate.ts';
import { sendSerialisedJson } from '../../http/serialised-json.ts';
import type { UsersService } from './users.service.ts';

export async function usersRoutes(app: FastifyInstance, { users }: { users: UsersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    apiPaths.me,
    {
      config: { access: 'signedIn' },
      schema: { tags: ['users'], querystring: MeQuerySchema, response: { 200: MeResponseSchema } },
    },
    async (request, reply) => {
      const json = await users.meJson(callerOf(request), request.query.includes, request.query.schoolId);
      return sendSerialisedJson(reply, json);
    },
  );

  r.put(
    apiPaths.user(':id'),
    {
      config: { access: 'self' },
      schema: {
        tags: ['users'],
        params: IdParamSchema,
        body: UpdateUserRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await users.update(callerOf(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  r.put(
    apiPaths.userState(':id'),
    {
      config: { access: 'self' },
      schema: {
        tags: ['users'],
        params: IdParamSchema,
        body: UserStateRequestSchema,
        response: { 200: UserStateResponseSchema },
      },
    },
    async (request) => ({
      stateValues: await users.saveState(callerOf(request), request.params.id, request.body.stateValues),
    }),
  );

  r.post(
    apiPaths.heartbeat(':id'),
    {
      config: { access: 'self' },
      schema: { tags: ['users'], params: IdParamSchema, response: { 200: HeartbeatResponseSchema } },
    },
    (request) => users.heartbeat(callerOf(request), request.params.id),
  );
}
