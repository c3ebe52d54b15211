import type { AssignmentStatusGroup } from '@mathsight/contract/assignments.ts';
import type { Notification } from '@mathsight/contract/notifications.ts';

/**
 * Spec §3 "Notifications": by RelevantDate, soonest first for Upcoming (what falls due next) and
 * latest first for Done (what just finished). The server sorts too; this keeps the screen right
 * whatever order a page arrives in. Ties keep the newest notification first.
 */
export function sortNotifications<T extends Notification>(
  items: readonly T[],
  group: AssignmentStatusGroup,
): T[] {
  const direction = group === 'Upcoming' ? 1 : -1;
  return [...items].sort(
    (a, b) =>
      direction * (Date.parse(a.relevantDate) - Date.parse(b.relevantDate)) ||
      b.notificationId - a.notificationId,
  );
}
