import { notificationPaths } from '@mathsight/contract/notifications.paths.ts';
import { MarkAllNotificationsReadResultSchema } from '@mathsight/contract/notifications.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { workQueryKeys } from '../../../shared/assignments/work-query-keys.ts';

/** PUT users/{id}/notifications/read: every unread notification of the user in one school. */
export function markAllNotificationsRead(userId: number, schoolId: number) {
  return request({
    method: 'PUT',
    endpoint: notificationPaths.markAllRead(userId),
    body: { schoolId },
    schema: MarkAllNotificationsReadResultSchema,
  });
}

/** Marks them all read; both tabs' lists and the badges (the bell among them) count again. */
export function useMarkAllNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, schoolId }: { userId: number; schoolId: number }) =>
      markAllNotificationsRead(userId, schoolId),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: workQueryKeys.notifications }),
        client.invalidateQueries({ queryKey: workQueryKeys.navigation }),
      ]),
  });
}
