import type { Notification } from '@mathsight/contract/notifications.ts';
import { describe, expect, it } from 'vitest';
import { sortNotifications } from './notification-order.ts';

const note = (notificationId: number, relevantDate: string): Notification => ({
  notificationId,
  userId: 7,
  schoolId: 1,
  category: 'Assignment',
  group: 'Upcoming',
  assignmentId: notificationId * 10,
  title: `Work ${notificationId}`,
  relevantDate,
  isRead: false,
  readAt: null,
});

const items = [
  note(1, '2025-03-05T08:30:00Z'),
  note(2, '2025-03-03T08:30:00Z'),
  note(3, '2025-03-09T08:30:00Z'),
  note(4, '2025-03-03T08:30:00Z'),
];

describe('notification order', () => {
  it('shows Upcoming soonest first', () => {
    expect(sortNotifications(items, 'Upcoming').map((n) => n.notificationId)).toEqual([4, 2, 1, 3]);
  });
  it('shows Done latest first', () => {
    expect(sortNotifications(items, 'Done').map((n) => n.notificationId)).toEqual([3, 1, 4, 2]);
  });
});
