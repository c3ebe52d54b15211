import { AssignmentDetailSchema } from '@mathsight/contract/assignments.ts';
import { liveLessonPaths } from '@mathsight/contract/live-lessons.paths.ts';
import {
  type LiveFollowUpRequest,
  type LiveLessonStageRequest,
  type LiveLessonTeacherView,
  LiveLessonTeacherViewSchema,
  ReasonHiddenResponseSchema,
  type StartLiveLessonRequest,
} from '@mathsight/contract/live-lessons.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { invalidateWork } from '../../../shared/assignments/work-query-keys.ts';
import { liveLessonKeys } from './live-lesson-keys.ts';

/*
 * The teacher's writes. The screens do not wait for the hub to see their own click: each refetches the
 * lesson's views on success (the hub's snapshot, when it comes, says the same).
 */

/** POST live-lessons: a lesson for a class, from bank questions or a quiz; answers the teacher's view (201). */
export function startLiveLesson(body: StartLiveLessonRequest) {
  return request({
    method: 'POST',
    endpoint: liveLessonPaths.lessons,
    body,
    schema: LiveLessonTeacherViewSchema,
    notify: false,
  });
}

export function useStartLiveLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startLiveLesson,
    onSuccess: (lesson: LiveLessonTeacherView) => {
      client.setQueryData(liveLessonKeys.view(lesson.liveLessonId, 'teacher'), lesson);
      // The lesson is real work for the class: the plan and the class's lists show it.
      return Promise.all([
        invalidateWork(client),
        client.invalidateQueries({ queryKey: liveLessonKeys.group(lesson.groupId) }),
      ]);
    },
  });
}

const refreshLesson = (client: ReturnType<typeof useQueryClient>, liveLessonId: number) =>
  client.invalidateQueries({ queryKey: ['live-lesson', liveLessonId] });

/** PUT live-lessons/{id}/stage: open a question, reveal it, open the re-vote, reveal the re-vote. */
export function useSetStage(liveLessonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LiveLessonStageRequest) =>
      request({ method: 'PUT', endpoint: liveLessonPaths.stage(liveLessonId), body, notify: false }),
    onSuccess: () => refreshLesson(client, liveLessonId),
  });
}

/** POST live-lessons/{id}/end: the lesson ends for everyone (votes are refused from then on). */
export function useEndLesson(liveLessonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request({ method: 'POST', endpoint: liveLessonPaths.end(liveLessonId), notify: false }),
    onSuccess: () => refreshLesson(client, liveLessonId),
  });
}

/** PUT live-lessons/{id}/votes/{voteId}/reason-hidden: the board stops (or starts again) showing it. */
export function useHideReason(liveLessonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ voteId, hidden }: { voteId: number; hidden: boolean }) =>
      request({
        method: 'PUT',
        endpoint: liveLessonPaths.reasonHidden(liveLessonId, voteId),
        body: { hidden },
        schema: ReasonHiddenResponseSchema,
      }),
    onSuccess: () => refreshLesson(client, liveLessonId),
  });
}

/** POST live-lessons/{id}/follow-up: the existing follow-up work for those who still hold a misconception. */
export function useLiveFollowUp(liveLessonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LiveFollowUpRequest) =>
      request({
        method: 'POST',
        endpoint: liveLessonPaths.followUp(liveLessonId),
        body,
        schema: AssignmentDetailSchema,
        // The panel shows the failure beside its button.
        notify: false,
      }),
    onSuccess: () => invalidateWork(client),
  });
}
