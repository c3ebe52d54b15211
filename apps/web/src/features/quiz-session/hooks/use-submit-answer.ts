import type { QuizSession } from '@mathsight/contract/quiz-sessions.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isTransientFailure } from '../../../shared/api/api-error.ts';
import { workQueryKeys } from '../../../shared/assignments/work-query-keys.ts';
import { quizSessionQueryKey } from '../api/get-quiz-session.ts';
import { submitAnswer } from '../api/submit-answer.ts';
import { clearPendingAnswer, type PendingAnswer } from '../pending-answer.ts';
import { resendDelayMs } from '../resend-delay.ts';
import { isPractice, withAnswer } from '../session-progress.ts';

/**
 * Sends one pending answer. The answer stays in sessionStorage until the server has it, so sending
 * again (after a network error or a reload) reuses its clientAnswerId and is never counted twice.
 * A failure that says nothing against the answer (no connection, no reply, the server away: 502–504)
 * sends it again by itself, waiting longer each time (resendDelayMs), for as long as it takes;
 * `failureCount` above 0 while still pending tells the screen it is trying again.
 */
export function useSubmitAnswer(quizSessionId: number) {
  const client = useQueryClient();
  const key = quizSessionQueryKey(quizSessionId);
  return useMutation({
    // Try even when the browser thinks it is offline (school Wi-Fi often says so wrongly); the screen
    // says the answer is being saved while it tries again.
    networkMode: 'always',
    retry: (_failures, error) => isTransientFailure(error),
    retryDelay: (failures) => resendDelayMs(failures),
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
