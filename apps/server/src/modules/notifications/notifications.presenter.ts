import type { Notification } from '@mathsight/contract/notifications.ts';
import type { NotificationRow } from './notifications.repository.ts';

/** A stored notification as the API shows it (decision 0041: rows become shapes beside the repository). */
export function toNotification(row: NotificationRow): Notification {
  return {
    notificationId: row.id,
    userId: row.userId,
    schoolId: row.schoolId,
    category: row.category,
    group: row.group,
    assignmentId: row.assignmentId,
    title: row.title,
    relevantDate: row.relevantDate.toISOString(),
    isRead: row.readAt !== null,
    readAt: row.readAt?.toISOString() ?? null,
  };
}
