import { apiPaths } from '@mathsight/contract/auth.paths.ts';
import type { UpdateUserRequest } from '@mathsight/contract/users.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/http-client.ts';
import { type Me, meQueryKeys } from './get-me.ts';

/** PUT v3/users/{id}: changes the user's own details, such as the school they last chose. */
export function updateUser(userId: number, changes: UpdateUserRequest): Promise<unknown> {
  return request({ method: 'PUT', endpoint: apiPaths.user(userId), body: changes });
}

/** Saves the school the user last chose; cached users/me answers follow. */
export function useSaveCurrentSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, schoolId }: { userId: number; schoolId: number }) =>
      updateUser(userId, { currentSchoolId: schoolId }),
    onSuccess: (_answer, { schoolId }) => {
      // Cached answers must agree, or a later visit would start in the old school.
      queryClient.setQueriesData<Me>({ queryKey: meQueryKeys.all }, (me) =>
        me ? { ...me, currentSchoolId: schoolId } : me,
      );
    },
  });
}
