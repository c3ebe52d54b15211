import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import { SignUpRequestSchema, SignUpResponseSchema } from '@mathsight/contract/auth.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { SignUpService } from './sign-up.service.ts';

export async function signUpRoutes(
  app: FastifyInstance,
  { signUp }: { signUp: SignUpService },
  config: Config,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    apiPaths.users,
    {
      config: { access: 'public', rateLimit: { max: config.publicWritesPerHour, timeWindow: '1 hour' } },
      schema: { tags: ['auth'], body: SignUpRequestSchema, response: { 201: SignUpResponseSchema } },
    },
    async (request, reply) => reply.code(201).send(await signUp.signUpTeacher(request.body)),
  );
}
