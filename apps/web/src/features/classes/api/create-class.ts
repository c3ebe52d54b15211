import { schoolPaths } from '@mathsight/contract/schools.paths.ts';
import { CreatedGroupSchema, type CreateGroupRequest } from '@mathsight/contract/schools.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { meQueryKeys } from '../../../shared/session/api/get-me.ts';

/** POST v3/schools/{id}/groups: a new class the caller teaches, with its students' invitation code. */
export function useCreateClass(schoolId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGroupRequest) =>
      request({
        method: 'POST',
        endpoint: schoolPaths.groups(schoolId),
        body,
        notify: false,
        schema: CreatedGroupSchema,
      }),
    // users/me lists the classes (the sidebar, the dashboard).
    onSuccess: () => client.invalidateQueries({ queryKey: meQueryKeys.all }),
  });
}
