import { liveLessonPaths } from '@mathsight/contract/live-lessons.paths.ts';
import {
  LiveLessonBoardSchema,
  LiveLessonStudentViewSchema,
  LiveLessonTeacherViewSchema,
} from '@mathsight/contract/live-lessons.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { liveLessonKeys } from './live-lesson-keys.ts';

/*
 * The three views of a lesson, each read once by HTTP (the first paint, and again after a reconnect);
 * between reads the hub replaces them with every snapshot it sends (use-live-lesson-hub.ts). Never
 * stale by time: a snapshot is the truth until the next one.
 */

/** GET live-lessons/{id}: the teacher's screen (names, each student's votes, reasons by misconception). */
export const teacherViewOptions = (liveLessonId: number) =>
  queryOptions({
    queryKey: liveLessonKeys.view(liveLessonId, 'teacher'),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: liveLessonPaths.lesson(liveLessonId),
        schema: LiveLessonTeacherViewSchema,
        signal,
        notify: false,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET live-lessons/{id}/board: counts, the distribution once revealed, anonymous reasons. */
export const boardViewOptions = (liveLessonId: number) =>
  queryOptions({
    queryKey: liveLessonKeys.view(liveLessonId, 'board'),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: liveLessonPaths.board(liveLessonId),
        schema: LiveLessonBoardSchema,
        signal,
        notify: false,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET live-lessons/{id}/me: a joined student's open question and their own votes on it. */
export const studentViewOptions = (liveLessonId: number) =>
  queryOptions({
    queryKey: liveLessonKeys.view(liveLessonId, 'student'),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: liveLessonPaths.mine(liveLessonId),
        schema: LiveLessonStudentViewSchema,
        signal,
        notify: false,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useTeacherView = (liveLessonId: number) => useQuery(teacherViewOptions(liveLessonId));
export const useBoardView = (liveLessonId: number) => useQuery(boardViewOptions(liveLessonId));
export const useStudentView = (liveLessonId: number | null) =>
  useQuery({ ...studentViewOptions(liveLessonId ?? 0), enabled: liveLessonId !== null });
