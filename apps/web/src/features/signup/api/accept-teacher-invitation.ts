import { SignUpResponseSchema } from '@mathsight/contract/auth.ts';
import { invitationPaths } from '@mathsight/contract/invitations.paths.ts';
import { normaliseInvitationCode } from '@mathsight/contract/invitations.ts';
import type { AcceptTeacherInvitationRequest } from '@mathsight/contract/schools.ts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';

/** PUT v3/invitations/{code}/users: an invited teacher accepts; the answer signs them in. */
export function useAcceptTeacherInvitation() {
  return useMutation({
    mutationFn: ({ code, body }: { code: string; body: AcceptTeacherInvitationRequest }) =>
      request({
        method: 'PUT',
        endpoint: invitationPaths.users(normaliseInvitationCode(code)),
        body,
        auth: false,
        notify: false,
        schema: SignUpResponseSchema,
      }),
  });
}
