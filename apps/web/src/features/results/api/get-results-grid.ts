import { insightPaths } from '@mathsight/contract/insights.paths.ts';
import { CompactResultsGridSchema } from '@mathsight/contract/results-grid.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { INSIGHTS_STALE_MS, insightQueryKeys } from '../../../shared/insights/insight-query-keys.ts';
import { readResultsGrid } from '../grid-rows.ts';

/** GET assignments/{id}/insights/teacher[?groupId=]: the results grid of one assignment. */
export const resultsGridQueryOptions = (assignmentId: number, groupId: number | null) =>
  queryOptions({
    queryKey: insightQueryKeys.grid(assignmentId, groupId),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: insightPaths.teacherInsights(assignmentId),
        params: { groupId: groupId ?? undefined },
        schema: CompactResultsGridSchema,
        signal,
        // The page explains a missing assignment itself.
        notify: false,
      }).then(readResultsGrid),
    staleTime: INSIGHTS_STALE_MS,
  });

export function useResultsGrid(assignmentId: number, groupId: number | null) {
  return useQuery({ ...resultsGridQueryOptions(assignmentId, groupId), enabled: assignmentId > 0 });
}
