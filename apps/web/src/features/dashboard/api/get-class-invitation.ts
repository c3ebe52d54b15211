import { groupPaths } from '@mathsight/contract/groups.paths.ts';
import { GroupInvitationSchema } from '@mathsight/contract/schools.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';

/** GET v3/groups/{id}/invitation: the code a class's students sign up with (asked for when shown). */
export function useClassInvitation(groupId: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['groups', groupId, 'invitation'],
      queryFn: () =>
        request({
          method: 'GET',
          endpoint: groupPaths.invitation(groupId),
          schema: GroupInvitationSchema,
          notify: false,
        }),
      enabled,
    }),
  );
}
