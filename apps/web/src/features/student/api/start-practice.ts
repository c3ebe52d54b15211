import { quizSessionPaths } from '@mathsight/contract/quiz-sessions.paths.ts';
import { QuizSessionSchema } from '@mathsight/contract/quiz-sessions.ts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';

/** POST dynamic-quiz-sessions: a new practice session on one topic, its questions chosen one at a time. */
export function startPractice(topicUnitId: number) {
  return request({
    method: 'POST',
    endpoint: quizSessionPaths.dynamicQuizSessions,
    body: { topicUnitId },
    schema: QuizSessionSchema,
    notify: false,
  });
}

/** A practice session is new to every cached list (none shows practice), so nothing needs refreshing. */
export function useStartPractice() {
  return useMutation({ mutationFn: startPractice });
}
