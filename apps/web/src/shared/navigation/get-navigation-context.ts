import { notificationPaths } from '@mathsight/contract/notifications.paths.ts';
import { NavigationContextSchema } from '@mathsight/contract/notifications.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../api/http-client.ts';
import { workQueryKeys } from '../assignments/work-query-keys.ts';

const MINUTE = 60_000;

/**
 * GET users/{id}/navigation-context?schoolId=…: the badge counts of the navigation (spec §3). The one
 * source of "unread notifications in this school": the header's bell, the Notifications entry of the
 * navigation and the notifications page's "N unread" all read its `notifications` count, so they
 * never disagree (issue 11 found the bell at 20 while the page said "6 unread": one tab's count).
 */
export const navigationContextQueryOptions = (userId: number, schoolId: number) =>
  queryOptions({
    queryKey: [...workQueryKeys.navigation, userId, schoolId],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: notificationPaths.navigationContext(userId),
        params: { schoolId },
        schema: NavigationContextSchema,
        signal,
        // A badge that cannot be counted is left off; it is not worth a message.
        notify: false,
      }),
    staleTime: MINUTE,
    refetchInterval: 5 * MINUTE,
    refetchOnWindowFocus: true,
  });

export function useNavigationContext(userId: number | null, schoolId: number | null) {
  return useQuery({
    ...navigationContextQueryOptions(userId ?? 0, schoolId ?? 0),
    enabled: userId !== null && schoolId !== null,
  });
}
