import { quizSessionPaths } from '@mathsight/contract/quiz-sessions.paths.ts';
import { type QuizSession, QuizSummarySchema } from '@mathsight/contract/quiz-sessions.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { workQueryKeys } from '../../../shared/assignments/work-query-keys.ts';
import { quizSessionQueryKey } from './get-quiz-session.ts';

/** POST quiz-sessions/{id}/finish: hands the work in (idempotent) and answers the summary. */
export function finishQuizSession(quizSessionId: number) {
  return request({
    method: 'POST',
    endpoint: quizSessionPaths.finish(quizSessionId),
    schema: QuizSummarySchema,
    // The screen shows why the work could not be handed in (it closed) beside the button.
    notify: false,
  });
}

/**
 * The summary of a session already handed in. Finishing again changes nothing, so reading the
 * summary this way is safe, and it is the only call that gives it.
 */
export const quizSummaryQueryOptions = (quizSessionId: number) =>
  queryOptions({
    queryKey: [...quizSessionQueryKey(quizSessionId), 'summary'],
    queryFn: () => finishQuizSession(quizSessionId),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useQuizSummary(quizSessionId: number) {
  return useQuery(quizSummaryQueryOptions(quizSessionId));
}

/** Hands the work in: the summary is filed for the summary screen and the session marked finished. */
export function useFinishQuizSession(quizSessionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => finishQuizSession(quizSessionId),
    onSuccess: (summary) => {
      client.setQueryData(quizSummaryQueryOptions(quizSessionId).queryKey, summary);
      client.setQueryData<QuizSession>(
        quizSessionQueryKey(quizSessionId),
        (s) => s && { ...s, finishedAt: summary.completedAt },
      );
      void client.invalidateQueries({ queryKey: workQueryKeys.studentWork });
    },
  });
}
