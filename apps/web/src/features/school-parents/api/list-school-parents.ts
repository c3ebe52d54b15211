import { schoolParentPaths } from '@mathsight/contract/school-parents.paths.ts';
import { SCHOOL_PARENTS_PAGE_SIZE, SchoolParentListSchema } from '@mathsight/contract/school-parents.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { pagingParams } from '../../../shared/api/paging.ts';
import { type ParentFilters, schoolParentsKeys } from './school-parents-keys.ts';

/** GET schools/{id}/parents: one page (20) of the parents the caller may see; 1-based page. */
export function useSchoolParents(schoolId: number, filters: ParentFilters, page: number) {
  return useQuery({
    queryKey: schoolParentsKeys.list(schoolId, filters, page),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: schoolParentPaths.parents(schoolId),
        params: pagingParams({
          skip: (Math.max(1, page) - 1) * SCHOOL_PARENTS_PAGE_SIZE,
          take: SCHOOL_PARENTS_PAGE_SIZE,
          filter: {
            searchText: filters.searchText,
            groupId: filters.groupId === null ? '' : String(filters.groupId),
          },
        }),
        schema: SchoolParentListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    // Imports, archives and class changes on other screens change it: ask again each time it opens.
    refetchOnMount: 'always',
  });
}
