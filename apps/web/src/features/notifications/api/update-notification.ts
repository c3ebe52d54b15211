import { notificationPaths } from '@mathsight/contract/notifications.paths.ts';
import { NotificationSchema } from '@mathsight/contract/notifications.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/http-client.ts';
import { workQueryKeys } from '../../../shared/assignments/work-query-keys.ts';

/** PUT notifications/{id}: read or unread again. */
export function updateNotification(notificationId: number, read: boolean) {
  return request({
    method: 'PUT',
    endpoint: notificationPaths.notification(notificationId),
    body: { read },
    schema: NotificationSchema,
  });
}

/** Marks a notification read (or unread); the list and the badges count again. */
export function useUpdateNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ notificationId, read }: { notificationId: number; read: boolean }) =>
      updateNotification(notificationId, read),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: workQueryKeys.notifications }),
        client.invalidateQueries({ queryKey: workQueryKeys.navigation }),
      ]),
  });
}
