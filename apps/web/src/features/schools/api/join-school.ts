import { schoolPaths } from '@mathsight/contract/schools.paths.ts';
import { JoinSchoolResponseSchema } from '@mathsight/contract/schools.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { meQueryKeys } from '../../../shared/session/api/get-me.ts';

/** POST v3/schools/{id}/teachers: ask to join (Pending until an administrator confirms). */
export function useJoinSchool() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (schoolId: number) =>
      request({
        method: 'POST',
        endpoint: schoolPaths.teachers(schoolId),
        body: { isMakeDefault: true },
        notify: false,
        schema: JoinSchoolResponseSchema,
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: meQueryKeys.all }),
        client.invalidateQueries({ queryKey: ['schools'] }),
      ]),
  });
}
