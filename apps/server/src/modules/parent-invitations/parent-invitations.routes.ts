import { SignUpResponseSchema } from '@mathsight/contract/auth.ts';
import { IdParamSchema } from '@mathsight/contract/common.ts';
import { fileNamePart } from '@mathsight/contract/file-name-part.ts';
import { InvitationCodeSchema } from '@mathsight/contract/invitations.ts';
import { parentInvitationPaths } from '@mathsight/contract/parent-invitations.paths.ts';
import {
  InvitableCountSchema,
  ParentEmailsSchema,
  ParentInvitationListSchema,
  ParentInvitationParamsSchema,
  ParentInvitationQuerySchema,
  ParentLettersQuerySchema,
  ParentSignUpRequestSchema,
  SendParentInvitationsRequestSchema,
  SendParentInvitationsResponseSchema,
  StudentParentEmailsParamsSchema,
  UpdateParentEmailsRequestSchema,
} from '@mathsight/contract/parent-invitations.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../auth/authenticate.ts';
import type { Config } from '../../config.ts';
import { sendDownload } from '../../http/send-download.ts';
import type { ParentInvitationsService } from './parent-invitations.service.ts';
import { parentLettersPdf } from './parent-letters-pdf.ts';

/**
 * Spec §7 "Reports: parent invitations" (invitable-count, the invitations list and send; resend,
 * withdraw, the addresses held), the second service's parent-invitation PDFs, and a parent signing
 * up with a child's code. The school's calls: Confirmed teachers (which students, the service's
 * policy); parents and students never. The code call is public and rate limited like class codes.
 */
export async function parentInvitationsRoutes(
  app: FastifyInstance,
  { parentInvitations }: { parentInvitations: ParentInvitationsService },
  config: Config,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['parent-invitations'];
  const access = { access: 'schoolMember' } as const;

  r.get(
    parentInvitationPaths.invitableCount(':id'),
    { config: access, schema: { tags, params: IdParamSchema, response: { 200: InvitableCountSchema } } },
    (request) => parentInvitations.invitableCount(callerOf(request), request.params.id),
  );

  r.get(
    parentInvitationPaths.invitations(':id'),
    {
      config: access,
      schema: {
        tags,
        params: IdParamSchema,
        querystring: ParentInvitationQuerySchema,
        response: { 200: ParentInvitationListSchema },
      },
    },
    (request) => parentInvitations.list(callerOf(request), request.params.id, request.query.groupId),
  );

  r.post(
    parentInvitationPaths.invitations(':id'),
    {
      config: access,
      schema: {
        tags,
        params: IdParamSchema,
        body: SendParentInvitationsRequestSchema,
        response: { 200: SendParentInvitationsResponseSchema },
      },
    },
    (request) => parentInvitations.send(callerOf(request), request.params.id, request.body),
  );

  r.post(
    parentInvitationPaths.resend(':id', ':invitationId'),
    { config: access, schema: { tags, params: ParentInvitationParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await parentInvitations.resend(callerOf(request), request.params.id, request.params.invitationId);
      return reply.code(204).send(null);
    },
  );

  r.delete(
    parentInvitationPaths.invitation(':id', ':invitationId'),
    { config: access, schema: { tags, params: ParentInvitationParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await parentInvitations.withdraw(callerOf(request), request.params.id, request.params.invitationId);
      return reply.code(204).send(null);
    },
  );

  r.put(
    parentInvitationPaths.parentEmails(':id', ':studentId'),
    {
      config: access,
      schema: {
        tags,
        params: StudentParentEmailsParamsSchema,
        body: UpdateParentEmailsRequestSchema,
        response: { 200: ParentEmailsSchema },
      },
    },
    (request) =>
      parentInvitations.setParentEmails(
        callerOf(request),
        request.params.id,
        request.params.studentId,
        request.body.emails,
      ),
  );

  r.get(
    parentInvitationPaths.letters(':id'),
    { config: access, schema: { tags, params: IdParamSchema, querystring: ParentLettersQuerySchema } },
    async (request, reply) => {
      const letters = await parentInvitations.letters(
        callerOf(request),
        request.params.id,
        request.query.groupId,
      );
      return sendDownload(reply, {
        filename: `parent-letters-${fileNamePart(letters.classCode, 'class')}.pdf`,
        body: await parentLettersPdf(letters),
        contentType: 'application/pdf',
      });
    },
  );

  r.post(
    parentInvitationPaths.parents(':code'),
    {
      // Codes are 50 bits: the class codes' limit makes guessing hopeless here too.
      config: { access: 'public', rateLimit: { max: config.publicWritesPerHour, timeWindow: '1 hour' } },
      schema: {
        tags,
        params: z.object({ code: InvitationCodeSchema }),
        body: ParentSignUpRequestSchema,
        response: { 201: SignUpResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await parentInvitations.signUp(request.params.code, request.body)),
  );
}
