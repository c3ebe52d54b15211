import { assignmentPaths } from '@mathsight/contract/assignments.paths.ts';
import { RetrievalPracticeRecommendationSchema } from '@mathsight/contract/retrieval-practice.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { WORK_STALE_MS, workQueryKeys } from '../../../shared/assignments/work-query-keys.ts';

/** GET groups/{id}/retrieval-practice/recommendations: a quiz built from what the class studied before. */
export const recommendationsQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: [...workQueryKeys.all, 'recommendations', groupId],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: assignmentPaths.retrievalPracticeRecommendations(groupId),
        schema: RetrievalPracticeRecommendationSchema,
        signal,
      }),
    staleTime: WORK_STALE_MS,
  });

export function useRecommendations(groupId: number) {
  return useQuery(recommendationsQueryOptions(groupId));
}
