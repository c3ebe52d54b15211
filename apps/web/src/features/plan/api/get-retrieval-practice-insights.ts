import { assignmentPaths } from '@mathsight/contract/assignments.paths.ts';
import { RetrievalPracticeInsightsSchema } from '@mathsight/contract/retrieval-practice.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { WORK_STALE_MS, workQueryKeys } from '../../../shared/assignments/work-query-keys.ts';

/** GET retrieval-practice-assignments/{id}/insights: how the class did, by question, topic and student. */
export const retrievalPracticeInsightsQueryOptions = (assignmentId: number) =>
  queryOptions({
    queryKey: [...workQueryKeys.assignment(assignmentId), 'insights'],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: assignmentPaths.retrievalPracticeInsights(assignmentId),
        schema: RetrievalPracticeInsightsSchema,
        signal,
      }),
    staleTime: WORK_STALE_MS,
  });

export function useRetrievalPracticeInsights(assignmentId: number, enabled: boolean) {
  return useQuery({ ...retrievalPracticeInsightsQueryOptions(assignmentId), enabled });
}
