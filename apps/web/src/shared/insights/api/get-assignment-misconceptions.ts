import { insightPaths } from '@mathsight/contract/insights.paths.ts';
import { AssignmentMisconceptionsSchema } from '@mathsight/contract/insights.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../api/http-client.ts';
import { INSIGHTS_STALE_MS, insightQueryKeys } from '../insight-query-keys.ts';

/**
 * GET assignments/{id}/misconceptions: the misconceptions students of the work hold, most held first,
 * with who holds them. The fix screen ranks them; the results grid filters answers by them.
 */
export const assignmentMisconceptionsQueryOptions = (assignmentId: number) =>
  queryOptions({
    queryKey: insightQueryKeys.misconceptions(assignmentId),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: insightPaths.misconceptions(assignmentId),
        schema: AssignmentMisconceptionsSchema,
        signal,
        notify: false,
      }),
    staleTime: INSIGHTS_STALE_MS,
  });

export function useAssignmentMisconceptions(assignmentId: number, enabled = true) {
  return useQuery({
    ...assignmentMisconceptionsQueryOptions(assignmentId),
    enabled: enabled && assignmentId > 0,
  });
}
