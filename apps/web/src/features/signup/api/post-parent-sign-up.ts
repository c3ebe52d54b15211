import { SignUpResponseSchema } from '@mathsight/contract/auth.ts';
import { parentInvitationPaths } from '@mathsight/contract/parent-invitations.paths.ts';
import type { ParentSignUpRequest } from '@mathsight/contract/parent-invitations.ts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';

/** POST v3/invitations/{code}/parents: a new parent account, or an existing one signed in; the answer signs them in. */
export function useParentSignUp() {
  return useMutation({
    mutationFn: ({ code, body }: { code: string; body: ParentSignUpRequest }) =>
      request({
        method: 'POST',
        endpoint: parentInvitationPaths.parents(code),
        body,
        auth: false,
        notify: false,
        schema: SignUpResponseSchema,
      }),
  });
}
