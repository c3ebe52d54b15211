import { SchoolGroupListSchema } from '@mathsight/contract/groups.ts';
import { schoolPaths } from '@mathsight/contract/schools.paths.ts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/http-client.ts';
import { classQueryKeys } from './class-query-keys.ts';

/** GET schools/{id}/groups: every class of the school, by code. */
export function useSchoolClasses(schoolId: number, enabled = true) {
  return useQuery({
    queryKey: classQueryKeys.school(schoolId),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: schoolPaths.groups(schoolId),
        schema: SchoolGroupListSchema,
        signal,
      }),
    enabled,
  });
}
