import type { Strand } from '@mathsight/contract/content.ts';
import { growthPaths } from '@mathsight/contract/growth.paths.ts';
import { ClassGrowthSchema } from '@mathsight/contract/growth.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { GROWTH_STALE_MS, growthQueryKeys } from './growth-query-keys.ts';

/** GET schools/{id}/growth?groupId=&strand=: one class's baseline, now and growth per student. */
export const classGrowthQueryOptions = (schoolId: number, groupId: number, strand: Strand | null) =>
  queryOptions({
    queryKey: growthQueryKeys.classGrowth(schoolId, groupId, strand),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: growthPaths.growth(schoolId),
        params: { groupId: String(groupId), ...(strand ? { strand } : {}) },
        schema: ClassGrowthSchema,
        signal,
      }),
    staleTime: GROWTH_STALE_MS,
  });

export function useClassGrowth(schoolId: number, groupId: number | null, strand: Strand | null) {
  return useQuery({
    ...classGrowthQueryOptions(schoolId, groupId ?? 0, strand),
    enabled: groupId !== null && schoolId > 0,
    placeholderData: keepPreviousData,
  });
}
