import { liveLessonPaths } from '@mathsight/contract/live-lessons.paths.ts';
import { LiveLessonListSchema } from '@mathsight/contract/live-lessons.ts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { liveLessonKeys } from './live-lesson-keys.ts';

/** GET groups/{groupId}/live-lessons: a class's running lesson first, then its latest ended ones. */
export function useGroupLiveLessons(groupId: number | null) {
  return useQuery({
    queryKey: liveLessonKeys.group(groupId ?? 0),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: liveLessonPaths.groupLessons(groupId ?? 0),
        schema: LiveLessonListSchema,
        signal,
        notify: false,
      }),
    enabled: groupId !== null,
  });
}
