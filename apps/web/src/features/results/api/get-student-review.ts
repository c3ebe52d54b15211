import { insightPaths } from '@mathsight/contract/insights.paths.ts';
import { StudentInsightsSchema } from '@mathsight/contract/insights.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { INSIGHTS_STALE_MS, insightQueryKeys } from '../../../shared/insights/insight-query-keys.ts';

/** GET assignments/{id}/insights/students/{studentId}: one student's answers, as they review them. */
export const studentReviewQueryOptions = (assignmentId: number, studentId: number) =>
  queryOptions({
    queryKey: [...insightQueryKeys.all, 'student', assignmentId, studentId] as const,
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: insightPaths.studentInsights(assignmentId, studentId),
        schema: StudentInsightsSchema,
        signal,
        notify: false,
      }),
    staleTime: INSIGHTS_STALE_MS,
  });

export function useStudentReview(assignmentId: number, studentId: number) {
  return useQuery({
    ...studentReviewQueryOptions(assignmentId, studentId),
    enabled: assignmentId > 0 && studentId > 0,
  });
}
