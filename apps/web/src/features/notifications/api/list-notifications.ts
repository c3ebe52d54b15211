import type { AssignmentStatusGroup } from '@mathsight/contract/assignments.ts';
import { notificationPaths } from '@mathsight/contract/notifications.paths.ts';
import { NOTIFICATIONS_PAGE_SIZE, NotificationListSchema } from '@mathsight/contract/notifications.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { pagingParams } from '../../../shared/api/paging.ts';
import { workQueryKeys } from '../../../shared/assignments/work-query-keys.ts';

export interface NotificationsQuery {
  userId: number;
  schoolId: number;
  group: AssignmentStatusGroup;
  /** Only work set for this class (the sidebar's); null for all the teacher's classes. */
  groupId: number | null;
  /** 1-based. */
  page: number;
}

/** The query string: category Assignment, the group, school and class, 30 a page (spec §3, §9). */
export function notificationsParams({ schoolId, group, groupId, page }: Omit<NotificationsQuery, 'userId'>) {
  return pagingParams({
    skip: (Math.max(1, page) - 1) * NOTIFICATIONS_PAGE_SIZE,
    take: NOTIFICATIONS_PAGE_SIZE,
    filter: {
      group,
      category: 'Assignment',
      schoolId: String(schoolId),
      ...(groupId !== null && { groupId: String(groupId) }),
    },
  });
}

/** GET users/{id}/notifications: one page of Upcoming or Done notifications in this school. */
export const notificationsQueryOptions = (query: NotificationsQuery) =>
  queryOptions({
    queryKey: [...workQueryKeys.notifications, query],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        endpoint: notificationPaths.userNotifications(query.userId),
        params: notificationsParams(query),
        schema: NotificationListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useNotifications(query: NotificationsQuery) {
  return useQuery(notificationsQueryOptions(query));
}
