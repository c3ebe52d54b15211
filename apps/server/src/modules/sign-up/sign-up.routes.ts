import { apiPaths } from '@mathsight/contract/api-paths.ts';
import { SignUpRequestSchema, SignUpResponseSchema } from '@mathsight/contract/auth.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';

export async function signUpRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { signUp } = ctx.services;

  r.post(
    apiPaths.users,
    {
      config: { access: 'public', rateLimit: { max: ctx.config.publicWritesPerHour, timeWindow: '1 hour' } },
      schema: { tags: ['auth'], body: SignUpRequestSchema, response: { 201: SignUpResponseSchema } },
    },
    async (request, reply) => reply.code(201).send(await signUp.signUpTeacher(request.body)),
  );
}
