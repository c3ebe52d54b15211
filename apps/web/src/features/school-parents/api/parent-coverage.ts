import { schoolParentPaths } from '@mathsight/contract/school-parents.paths.ts';
import { ParentCoverageSchema } from '@mathsight/contract/school-parents.ts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { schoolParentsKeys } from './school-parents-keys.ts';

/** GET schools/{id}/parents/coverage: students with a parent linked, in all and by class (the class filter's choices too). */
export function useParentCoverage(schoolId: number) {
  return useQuery({
    queryKey: schoolParentsKeys.coverage(schoolId),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: schoolParentPaths.coverage(schoolId),
        schema: ParentCoverageSchema,
        signal,
      }),
    // Imports, archives and class changes on other screens change it: ask again each time it opens.
    refetchOnMount: 'always',
  });
}
