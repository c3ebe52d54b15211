import { insightPaths } from '@mathsight/contract/insights.paths.ts';
import { QuestionInsightsSchema } from '@mathsight/contract/insights.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { INSIGHTS_STALE_MS, insightQueryKeys } from '../../../shared/insights/insight-query-keys.ts';

/** GET assignments/{id}/questions/{questionId}/insights[?groupId=]: who chose each option, and why. */
export const questionInsightsQueryOptions = (
  assignmentId: number,
  questionId: number,
  groupId: number | null,
) =>
  queryOptions({
    queryKey: insightQueryKeys.question(assignmentId, questionId, groupId),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: insightPaths.questionInsights(assignmentId, questionId),
        params: { groupId: groupId ?? undefined },
        schema: QuestionInsightsSchema,
        signal,
        notify: false,
      }),
    staleTime: INSIGHTS_STALE_MS,
  });

export function useQuestionInsights(assignmentId: number, questionId: number, groupId: number | null) {
  return useQuery({
    ...questionInsightsQueryOptions(assignmentId, questionId, groupId),
    enabled: assignmentId > 0 && questionId > 0,
  });
}
