import { weeklyInsightPaths } from '@mathsight/contract/weekly-insights.paths.ts';
import { WeeklyInsightsSchema } from '@mathsight/contract/weekly-insights.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { WORK_STALE_MS, workQueryKeys } from '../../../shared/assignments/work-query-keys.ts';

/**
 * GET users/me/weekly-insights: last week in the teacher's classes (every school), as the Monday
 * email says it. Kept under the work keys, so setting or changing work refreshes it.
 */
export const weeklyInsightsQueryOptions = () =>
  queryOptions({
    queryKey: [...workQueryKeys.all, 'weekly-insights'],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: weeklyInsightPaths.myWeeklyInsights,
        schema: WeeklyInsightsSchema,
        signal,
      }),
    staleTime: WORK_STALE_MS,
  });

export function useWeeklyInsights() {
  return useQuery(weeklyInsightsQueryOptions());
}
