import { invitationPaths } from '@mathsight/contract/invitations.paths.ts';
import { normaliseInvitationCode } from '@mathsight/contract/invitations.ts';
import { InvitationSchema } from '@mathsight/contract/schools.ts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';

/** GET v3/invitations/{code}: what a code lets its holder into (checked when the student presses Continue). */
export function useCheckInvitation() {
  return useMutation({
    mutationFn: (code: string) =>
      request({
        method: 'GET',
        endpoint: invitationPaths.invitation(normaliseInvitationCode(code)),
        auth: false,
        notify: false,
        schema: InvitationSchema,
      }),
  });
}

/** GET v3/invitations/{code} as a query: the invitation a teacher's emailed link opens. */
export function useInvitation(code: string) {
  return useQuery({
    queryKey: ['invitations', normaliseInvitationCode(code)],
    queryFn: () =>
      request({
        method: 'GET',
        endpoint: invitationPaths.invitation(normaliseInvitationCode(code)),
        auth: false,
        notify: false,
        schema: InvitationSchema,
      }),
    enabled: code.length > 0,
    retry: false,
  });
}
