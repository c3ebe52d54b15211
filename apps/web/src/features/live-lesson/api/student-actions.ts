import { liveLessonPaths } from '@mathsight/contract/live-lessons.paths.ts';
import {
  type LiveLessonStudentView,
  LiveLessonStudentViewSchema,
  type LiveVoteRequest,
  LiveVoteResponseSchema,
} from '@mathsight/contract/live-lessons.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { liveLessonKeys } from './live-lesson-keys.ts';

/** POST live-lessons/join: by the code (any case, spaces ignored); answers the student's view. */
export function useJoinLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      request({
        method: 'POST',
        endpoint: liveLessonPaths.join,
        body: { code },
        schema: LiveLessonStudentViewSchema,
        // The form shows why beside the code.
        notify: false,
      }),
    onSuccess: (view: LiveLessonStudentView) =>
      client.setQueryData(liveLessonKeys.view(view.liveLessonId, 'student'), view),
  });
}

/**
 * POST live-lessons/{id}/votes, through the quiz-session answer path: the same clientAnswerId sent
 * again (a lost reply, a reload) is stored once.
 */
export function useVote(liveLessonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LiveVoteRequest) =>
      request({
        method: 'POST',
        endpoint: liveLessonPaths.votes(liveLessonId),
        body,
        schema: LiveVoteResponseSchema,
        notify: false,
      }),
    // A dropped connection is not a lost vote: the answer is kept and sent again (see the vote panel).
    retry: 2,
    onSuccess: () => client.invalidateQueries({ queryKey: liveLessonKeys.view(liveLessonId, 'student') }),
  });
}

/** PUT live-lessons/{id}/questions/{questionId}/reason: one sentence, kept with the latest vote. */
export function useSendReason(liveLessonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, text }: { questionId: number; text: string }) =>
      request({
        method: 'PUT',
        endpoint: liveLessonPaths.reason(liveLessonId, questionId),
        body: { text },
        notify: false,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: liveLessonKeys.view(liveLessonId, 'student') }),
  });
}
