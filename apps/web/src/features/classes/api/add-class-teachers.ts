import { invitationPaths } from '@mathsight/contract/invitations.paths.ts';
import { type AddClassTeachersRequest, AddClassTeachersResponseSchema } from '@mathsight/contract/schools.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { meQueryKeys } from '../../../shared/session/api/get-me.ts';

/** POST v3/invitations/{code}/teachers (the class's code): colleagues chosen, or invited by email. */
export function useAddClassTeachers(classInvitationCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddClassTeachersRequest) =>
      request({
        method: 'POST',
        endpoint: invitationPaths.teachers(classInvitationCode),
        body,
        notify: false,
        schema: AddClassTeachersResponseSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: meQueryKeys.all }),
  });
}
