import { z } from 'zod';
import { AssignmentGroupRefSchema, AssignmentStatusGroupSchema } from './assignments.ts';
import { FilterIdSchema, IdFromTextSchema, IdSchema } from './common.ts';

/** Page size of the notifications list (spec §9). */
export const NOTIFICATIONS_PAGE_SIZE = 30;
/** Upcoming: work of the teacher's classes due within this many days. */
export const UPCOMING_NOTIFICATION_DAYS = 7;
/** Done: work that ended within this many days. */
export const DONE_NOTIFICATION_DAYS = 30;

export const NotificationCategorySchema = z.enum(['Assignment']);
export type NotificationCategory = z.infer<typeof NotificationCategorySchema>;

/**
 * One notification. Query: request.filter.group (Upcoming, the default, or Done), request.filter.category
 * (Assignment), request.filter.schoolId (optional); sorted by RelevantDate, ascending for Upcoming and
 * descending for Done (request.sort[0].FieldName=RelevantDate with a Direction overrides it).
 */
export const NotificationSchema = z.object({
  notificationId: z.number().int(),
  userId: z.number().int(),
  schoolId: z.number().int(),
  category: NotificationCategorySchema,
  group: AssignmentStatusGroupSchema,
  assignmentId: z.number().int(),
  title: z.string(),
  /** Upcoming: when the work is due; Done: when it ended. */
  relevantDate: z.string(),
  isRead: z.boolean(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/**
 * A notification as the list shows it: with the classes the work was set for (by code), so four
 * "Finished: Number check-up" of four classes are told apart.
 */
export const NotificationListItemSchema = NotificationSchema.extend({
  groups: z.array(AssignmentGroupRefSchema),
});
export type NotificationListItem = z.infer<typeof NotificationListItemSchema>;

export const NotificationListSchema = z.object({
  items: z.array(NotificationListItemSchema),
  total: z.number().int().min(0),
  /** Unread notifications in the asked group (and school, when filtered). */
  unreadCount: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

/**
 * The notification list's `request.filter.<name>`: `group` (Upcoming by default, or Done),
 * `category` (Assignment, the only one), `schoolId` (one school where the caller is Confirmed) and
 * `groupId` (only work set for that class: the class chosen in the sidebar).
 */
export const NotificationListFilterSchema = z.object({
  group: AssignmentStatusGroupSchema.default('Upcoming'),
  category: NotificationCategorySchema.default('Assignment'),
  schoolId: FilterIdSchema.optional(),
  groupId: FilterIdSchema.optional(),
});
export type NotificationListFilter = z.infer<typeof NotificationListFilterSchema>;

/** PUT /api/v3/notifications/{id}. */
export const UpdateNotificationRequestSchema = z.object({ read: z.boolean() });
export type UpdateNotificationRequest = z.infer<typeof UpdateNotificationRequestSchema>;

/** PUT /api/v3/users/{id}/notifications/read: every unread notification of the caller in one school. */
export const MarkAllNotificationsReadRequestSchema = z.object({ schoolId: IdSchema });
export type MarkAllNotificationsReadRequest = z.infer<typeof MarkAllNotificationsReadRequestSchema>;

export const MarkAllNotificationsReadResultSchema = z.object({
  /** How many were unread and are now read. */
  markedCount: z.number().int().min(0),
});
export type MarkAllNotificationsReadResult = z.infer<typeof MarkAllNotificationsReadResultSchema>;

export const NavigationQuerySchema = z.object({ schoolId: IdFromTextSchema });

/** The navigation entries that carry a badge. */
export const NavigationEntrySchema = z.enum(['plan', 'check', 'notifications']);
export type NavigationEntry = z.infer<typeof NavigationEntrySchema>;

/**
 * Spec §3 "Navigation context": a type and data items with id and badgeCount, never below 0.
 * plan: work of the teacher's classes due in the next 7 days; check: work that ended in the last
 * 7 days whose Done notification is unread; notifications: unread notifications of the school.
 */
export const NavigationContextSchema = z.object({
  type: z.literal('school'),
  schoolId: z.number().int(),
  data: z.array(z.object({ id: NavigationEntrySchema, badgeCount: z.number().int().min(0) })),
});
export type NavigationContext = z.infer<typeof NavigationContextSchema>;
