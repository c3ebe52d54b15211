import { listOf } from '@mathsight/contract/common.ts';
import { contentPaths } from '@mathsight/contract/content.paths.ts';
import { QuizSchema } from '@mathsight/contract/content.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../api/http-client.ts';
import { pagingParams } from '../../api/paging.ts';

/** The diagnostic quizzes (baselines, strand check-ups, misconception hunts). */
export const diagnosticQuizzesQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'quizzes', 'Diagnostic'],
    queryFn: () =>
      request({
        method: 'GET',
        endpoint: contentPaths.quizzes,
        params: pagingParams({ take: 100, filter: { kind: 'Diagnostic' } }),
        schema: listOf(QuizSchema),
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useDiagnosticQuizzes() {
  return useQuery(diagnosticQuizzesQueryOptions());
}
