import { schoolPaths } from '@mathsight/contract/schools.paths.ts';
import { SCHOOL_SEARCH_TAKE, SchoolSearchResultSchema } from '@mathsight/contract/schools.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';

export const schoolQueryKeys = {
  search: (searchText: string) => ['schools', 'search', searchText] as const,
};

/** GET v3/schools: schools whose name, town or postcode hold the words, 50 at most (spec §7). */
export function schoolSearchOptions(searchText: string) {
  return queryOptions({
    queryKey: schoolQueryKeys.search(searchText),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: schoolPaths.schools,
        params: { 'request.filter.searchText': searchText, 'request.take': SCHOOL_SEARCH_TAKE },
        schema: SchoolSearchResultSchema,
        signal,
        notify: false,
      }),
    enabled: searchText.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}

export function useSchoolSearch(searchText: string) {
  return useQuery(schoolSearchOptions(searchText));
}
