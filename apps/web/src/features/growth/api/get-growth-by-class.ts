import type { Strand } from '@mathsight/contract/content.ts';
import { growthPaths } from '@mathsight/contract/growth.paths.ts';
import { GrowthByClassSchema } from '@mathsight/contract/growth.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { GROWTH_STALE_MS, growthQueryKeys } from './growth-query-keys.ts';

/** GET schools/{id}/growth/classes?strand=: every class and year group, means with spread. */
export const growthByClassQueryOptions = (schoolId: number, strand: Strand | null) =>
  queryOptions({
    queryKey: growthQueryKeys.byClass(schoolId, strand),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: growthPaths.growthByClass(schoolId),
        params: strand ? { strand } : undefined,
        schema: GrowthByClassSchema,
        signal,
      }),
    staleTime: GROWTH_STALE_MS,
  });

export function useGrowthByClass(schoolId: number, strand: Strand | null) {
  return useQuery({
    ...growthByClassQueryOptions(schoolId, strand),
    enabled: schoolId > 0,
    placeholderData: keepPreviousData,
  });
}
