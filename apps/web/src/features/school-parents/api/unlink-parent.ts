import { schoolParentPaths } from '@mathsight/contract/school-parents.paths.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { schoolParentsKeys } from './school-parents-keys.ts';

/** DELETE schools/{id}/parents/{parentId}/students/{studentId}; the list and the coverage ask again. */
export function useUnlinkParent(schoolId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ parentId, studentId }: { parentId: number; studentId: number }) =>
      request({
        method: 'DELETE',
        endpoint: schoolParentPaths.link(schoolId, parentId, studentId),
        notify: false,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: schoolParentsKeys.all(schoolId) }),
  });
}
