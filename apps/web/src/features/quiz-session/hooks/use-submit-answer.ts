import type { QuizSession } from '@mathsight/contract/quiz-sessions.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workQueryKeys } from '../../../shared/assignments/work-query-keys.ts';
import { quizSessionQueryKey } from '../api/get-quiz-session.ts';
import { submitAnswer } from '../api/submit-answer.ts';
import { clearPendingAnswer, type PendingAnswer } from '../pending-answer.ts';
import { isPractice, withAnswer } from '../session-progress.ts';

/**
 * Sends one pending answer. The answer stays in sessionStorage until the server has it, so sending
 * again (after a network error or a reload) reuses its clientAnswerId and is never counted twice.
 */
export function useSubmitAnswer(quizSessionId: number) {
  const client = useQueryClient();
  const key = quizSessionQueryKey(quizSessionId);
  return useMutation({
    // Try even when the browser thinks it is offline (school Wi-Fi often says so wrongly), and fail
    // visibly rather than wait without a word: the student sees why and sends it again.
    networkMode: 'always',
    mutationFn: (pending: PendingAnswer) =>
      submitAnswer(quizSessionId, {
        questionId: pending.questionId,
        letter: pending.letter,
        attempt: pending.attempt,
        timeTakenMs: pending.timeTakenMs,
        clientAnswerId: pending.clientAnswerId,
        ...(pending.confidence !== undefined && { confidence: pending.confidence }),
      }),
    onSuccess: (response, pending) => {
      clearPendingAnswer(window.sessionStorage, quizSessionId, pending.clientAnswerId);
      const session = client.getQueryData<QuizSession>(key);
      if (session) client.setQueryData(key, withAnswer(session, response));
      // Practice's next question is new to the screen: fetch it while the feedback shows.
      if (session && isPractice(session) && response.nextQuestionId !== null)
        void client.invalidateQueries({ queryKey: key, exact: true });
      void client.invalidateQueries({ queryKey: workQueryKeys.studentWork });
    },
  });
}
