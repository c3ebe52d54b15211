import { quizSessionPaths } from '@mathsight/contract/quiz-sessions.paths.ts';
import { QuizSessionSchema } from '@mathsight/contract/quiz-sessions.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';

export const quizSessionQueryKey = (quizSessionId: number) => ['quiz-session', quizSessionId] as const;

/** GET quiz-sessions/{id}: the session in the student shape, with every answer given so far. */
export const quizSessionQueryOptions = (quizSessionId: number) =>
  queryOptions({
    queryKey: quizSessionQueryKey(quizSessionId),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: quizSessionPaths.quizSession(quizSessionId),
        schema: QuizSessionSchema,
        signal,
        // The page explains a missing session itself.
        notify: false,
      }),
    // Read again whenever the screen opens: the student may have answered on another device.
    // While it is open, every answer updates the cache, so nothing else needs to refetch it.
    staleTime: 0,
  });

export function useQuizSession(quizSessionId: number, enabled = true) {
  return useQuery({ ...quizSessionQueryOptions(quizSessionId), enabled });
}
