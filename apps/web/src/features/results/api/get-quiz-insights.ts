import { insightPaths } from '@mathsight/contract/insights.paths.ts';
import { CompactResultsGridSchema } from '@mathsight/contract/results-grid.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { INSIGHTS_STALE_MS, insightQueryKeys } from '../../../shared/insights/insight-query-keys.ts';
import { readResultsGrid } from '../grid-rows.ts';

/** GET quizzes/{quizId}/quiz-insights?schoolId=[&groupId=]: the results grid of a quiz done as independent study. */
export const quizInsightsQueryOptions = (schoolId: number, quizId: number, groupId: number | null) =>
  queryOptions({
    queryKey: insightQueryKeys.quizGrid(schoolId, quizId, groupId),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: insightPaths.quizInsights(quizId),
        params: { schoolId, groupId: groupId ?? undefined },
        schema: CompactResultsGridSchema,
        signal,
        notify: false,
      }).then(readResultsGrid),
    staleTime: INSIGHTS_STALE_MS,
  });

export function useQuizInsights(schoolId: number, quizId: number, groupId: number | null) {
  return useQuery({ ...quizInsightsQueryOptions(schoolId, quizId, groupId), enabled: quizId > 0 });
}
