import { liveLessonPaths } from '@mathsight/contract/live-lessons.paths.ts';
import { LiveLessonListSchema } from '@mathsight/contract/live-lessons.ts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';

/**
 * How often the student's home looks for a lesson their teacher has just started: a student sitting
 * on the home page sees the card appear without reloading.
 */
export const MY_LIVE_LESSONS_POLL_MS = 15_000;

/** GET students/me/live-lessons: the running live lessons of the student's classes. */
export function useMyLiveLessons() {
  return useQuery({
    queryKey: ['live-lesson', 'mine'],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: liveLessonPaths.myLessons,
        schema: LiveLessonListSchema,
        signal,
        // The home's work matters more: a failure here leaves the card out, no toast.
        notify: false,
      }),
    refetchInterval: MY_LIVE_LESSONS_POLL_MS,
  });
}
