import { groupPaths } from '@mathsight/contract/groups.paths.ts';
import { GroupDetailSchema, type UpdateGroupRequest } from '@mathsight/contract/groups.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { invalidateClasses } from './class-query-keys.ts';

/** PUT groups/{id}: code, description, department and year groups (errors by field, not toasted). */
export function useUpdateClass(groupId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateGroupRequest) =>
      request({
        method: 'PUT',
        endpoint: groupPaths.group(groupId),
        body,
        schema: GroupDetailSchema,
        notify: false,
      }),
    onSuccess: () => invalidateClasses(client),
  });
}

/** DELETE groups/{id}: the class, with the work set for it alone; its students stay in the school. */
export function useDeleteClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (groupId: number) =>
      request({ method: 'DELETE', endpoint: groupPaths.group(groupId), notify: false }),
    onSuccess: (_, groupId) => invalidateClasses(client, { work: true, deletedGroupId: groupId }),
  });
}
