import { listOf } from '@mathsight/contract/common.ts';
import { contentPaths } from '@mathsight/contract/content.paths.ts';
import { YearGroupSchema } from '@mathsight/contract/content.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../api/http-client.ts';
import { CACHE_LIFETIME_MS } from '../../config/constants.ts';

/** GET v3/year-groups: the country's year groups, for a class's form (reference data: kept for the session). */
export function useYearGroups() {
  return useQuery(
    queryOptions({
      queryKey: ['content', 'year-groups', 'GB'],
      queryFn: () =>
        request({
          method: 'GET',
          endpoint: contentPaths.yearGroups,
          params: { country: 'GB' },
          schema: listOf(YearGroupSchema),
          notify: false,
        }),
      staleTime: Number.POSITIVE_INFINITY,
      meta: { sessionCache: { ttlMs: CACHE_LIFETIME_MS } },
    }),
  );
}
