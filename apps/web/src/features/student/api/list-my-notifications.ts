import { reviewPaths } from '@mathsight/contract/work-review.paths.ts';
import { StudentNotificationListSchema } from '@mathsight/contract/work-review.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { myReviewQueryKeys } from '../../../shared/review/my-review-query.ts';

/** GET students/me/notifications: teachers' comments on the student's answers, newest first. */
export const myNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: myReviewQueryKeys.notifications,
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: reviewPaths.myNotifications,
        schema: StudentNotificationListSchema,
        signal,
        // The panel says so itself, with a way to try again.
        notify: false,
      }),
    staleTime: 30_000,
  });

export function useMyNotifications() {
  return useQuery(myNotificationsQueryOptions());
}
