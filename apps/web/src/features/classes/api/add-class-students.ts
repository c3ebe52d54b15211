import { groupPaths } from '@mathsight/contract/groups.paths.ts';
import { type AddClassStudentsRequest, AddedClassStudentsSchema } from '@mathsight/contract/groups.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { meQueryKeys } from '../../../shared/session/api/get-me.ts';

/** POST v3/groups/{id}/students: accounts for the names typed or pasted, with their sign-in cards. */
export function useAddClassStudents(groupId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddClassStudentsRequest) =>
      request({
        method: 'POST',
        endpoint: groupPaths.students(groupId),
        body,
        notify: false,
        schema: AddedClassStudentsSchema,
      }),
    // users/me counts each class's students (the sidebar, the dashboard).
    onSuccess: () => client.invalidateQueries({ queryKey: meQueryKeys.all }),
  });
}
