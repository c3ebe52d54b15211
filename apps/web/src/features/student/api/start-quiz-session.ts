import { quizSessionPaths } from '@mathsight/contract/quiz-sessions.paths.ts';
import { QuizSessionSchema } from '@mathsight/contract/quiz-sessions.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { workQueryKeys } from '../../../shared/assignments/work-query-keys.ts';

/** POST assignments/{id}/quiz-sessions: starts the work, or resumes the session already started. */
export function startQuizSession(assignmentId: number) {
  return request({
    method: 'POST',
    endpoint: quizSessionPaths.assignmentQuizSessions(assignmentId),
    schema: QuizSessionSchema,
    // The work card shows why it could not start (closed, not open yet) beside its button.
    notify: false,
  });
}

export function useStartQuizSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startQuizSession,
    onSuccess: () => client.invalidateQueries({ queryKey: workQueryKeys.studentWork }),
  });
}
