import { schoolPaths } from '@mathsight/contract/schools.paths.ts';
import { type CreateSchoolRequest, SchoolSchema } from '@mathsight/contract/schools.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { meQueryKeys } from '../../../shared/session/api/get-me.ts';

/** POST v3/schools: the caller's new school, with them as its administrator; users/me then lists it. */
export function useCreateSchool() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSchoolRequest) =>
      request({ method: 'POST', endpoint: schoolPaths.schools, body, notify: false, schema: SchoolSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: meQueryKeys.all }),
  });
}
