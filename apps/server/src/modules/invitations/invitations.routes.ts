import { SignUpResponseSchema } from '@mathsight/contract/auth.ts';
import { invitationPaths } from '@mathsight/contract/invitations.paths.ts';
import { InvitationCodeSchema } from '@mathsight/contract/invitations.ts';
import {
  AcceptTeacherInvitationRequestSchema,
  AddClassTeachersRequestSchema,
  AddClassTeachersResponseSchema,
  InvitationSchema,
  StudentSignUpRequestSchema,
} from '@mathsight/contract/schools.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../auth/authenticate.ts';
import type { Config } from '../../config.ts';
import type { InvitationsService } from './invitations.service.ts';

/**
 * Spec §7 "Invitations": what a code is for, signing up with a class's code, a class's teachers
 * adding colleagues (chosen, or invited by email), and an invited teacher accepting.
 */
export async function invitationsRoutes(
  app: FastifyInstance,
  { invitations }: { invitations: InvitationsService },
  config: Config,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['invitations'];
  // Codes are 50 bits: this limit makes guessing hopeless, and still lets a class of 30 sign up at once.
  const rateLimit = { max: config.publicWritesPerHour, timeWindow: '1 hour' };
  const params = z.object({ code: InvitationCodeSchema });

  r.get(
    invitationPaths.invitation(':code'),
    {
      config: { access: 'public', rateLimit },
      schema: { tags, params, response: { 200: InvitationSchema } },
    },
    (request) => invitations.get(request.params.code),
  );

  r.post(
    invitationPaths.students(':code'),
    {
      config: { access: 'public', rateLimit },
      schema: { tags, params, body: StudentSignUpRequestSchema, response: { 201: SignUpResponseSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await invitations.signUpStudent(request.params.code, request.body)),
  );

  r.post(
    invitationPaths.teachers(':code'),
    {
      config: { access: 'classTeacher' },
      schema: {
        tags,
        params,
        body: AddClassTeachersRequestSchema,
        response: { 200: AddClassTeachersResponseSchema },
      },
    },
    (request) => invitations.addClassTeachers(callerOf(request), request.params.code, request.body),
  );

  r.put(
    invitationPaths.users(':code'),
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags,
        params,
        body: AcceptTeacherInvitationRequestSchema,
        response: { 200: SignUpResponseSchema },
      },
    },
    (request) => invitations.acceptTeacherInvitation(request.params.code, request.body),
  );
}
