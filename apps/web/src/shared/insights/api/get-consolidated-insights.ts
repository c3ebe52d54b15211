import { insightPaths } from '@mathsight/contract/insights.paths.ts';
import { ConsolidatedInsightsSchema } from '@mathsight/contract/insights.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../api/http-client.ts';
import { INSIGHTS_STALE_MS, insightQueryKeys } from '../insight-query-keys.ts';

/**
 * GET schools/{id}/consolidated-insights: the recent work of the caller's classes, the questions most
 * answered wrongly and the misconceptions most held. Read by the check and fix screens.
 */
export const consolidatedInsightsQueryOptions = (schoolId: number, groupId: number | null) =>
  queryOptions({
    queryKey: insightQueryKeys.consolidated(schoolId, groupId),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: insightPaths.consolidatedInsights(schoolId),
        params: groupId === null ? undefined : { groupId: String(groupId) },
        schema: ConsolidatedInsightsSchema,
        signal,
      }),
    staleTime: INSIGHTS_STALE_MS,
  });

export function useConsolidatedInsights(schoolId: number, groupId: number | null) {
  return useQuery(consolidatedInsightsQueryOptions(schoolId, groupId));
}
