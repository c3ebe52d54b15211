import { growthPaths } from '@mathsight/contract/growth.paths.ts';
import { ClassBaselineSchema } from '@mathsight/contract/growth.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { GROWTH_STALE_MS, growthQueryKeys } from './growth-query-keys.ts';

/** GET schools/{id}/baseline?groupId=: one class's baselines in every strand, per student. */
export const classBaselineQueryOptions = (schoolId: number, groupId: number) =>
  queryOptions({
    queryKey: growthQueryKeys.classBaseline(schoolId, groupId),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: growthPaths.baseline(schoolId),
        params: { groupId: String(groupId) },
        schema: ClassBaselineSchema,
        signal,
      }),
    staleTime: GROWTH_STALE_MS,
  });

export function useClassBaseline(schoolId: number, groupId: number | null) {
  return useQuery({
    ...classBaselineQueryOptions(schoolId, groupId ?? 0),
    enabled: groupId !== null && schoolId > 0,
  });
}
