import { insightPaths } from '@mathsight/contract/insights.paths.ts';
import { QuestionInsightsSchema } from '@mathsight/contract/insights.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { INSIGHTS_STALE_MS, insightQueryKeys } from '../../../shared/insights/insight-query-keys.ts';

/** GET quizzes/{quizId}/quiz-insights/questions/{questionId}?schoolId=: one question of independent study. */
export const quizQuestionInsightsQueryOptions = (schoolId: number, quizId: number, questionId: number) =>
  queryOptions({
    queryKey: insightQueryKeys.quizQuestion(schoolId, quizId, questionId),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: insightPaths.quizQuestionInsights(quizId, questionId),
        params: { schoolId },
        schema: QuestionInsightsSchema,
        signal,
        notify: false,
      }),
    staleTime: INSIGHTS_STALE_MS,
  });

export function useQuizQuestionInsights(schoolId: number, quizId: number, questionId: number) {
  return useQuery({
    ...quizQuestionInsightsQueryOptions(schoolId, quizId, questionId),
    enabled: quizId > 0 && questionId > 0,
  });
}
