import { z } from 'zod';
import { StudentClassMessageSchema } from './class-notifications.ts';
import { StudentInsightsSchema } from './insights.ts';

/**
 * A student's review of one piece of work (issue 11): each question as it was asked, the option
 * chosen and the right one, the misconception with how to fix it, and the teacher's comments. The
 * student's own (GET /api/v3/assignments/{id}/review, once handed in or closed) has the shape of the
 * teacher's view of one student (GET …/insights/students/{studentId}), without the classes.
 */
export const WorkReviewSchema = StudentInsightsSchema;
export type WorkReview = z.infer<typeof WorkReviewSchema>;

/** A teacher's comment on one of the signed-in student's answers, as a notification. */
export const StudentNotificationSchema = z.object({
  studentAnswerId: z.number().int(),
  assignmentId: z.number().int(),
  assignmentName: z.string(),
  /** The question's number in the work (1-based). */
  questionSequence: z.number().int(),
  teacherName: z.string().nullable(),
  comment: z.string(),
  updatedAt: z.string(),
  isRead: z.boolean(),
});
export type StudentNotification = z.infer<typeof StudentNotificationSchema>;

/**
 * GET /api/v3/students/me/notifications: teachers' comments newest first (at most 50), with their
 * unread count, and (issue 13) the messages their teachers sent their classes, newest first (at
 * most 20; `kind: 'classMessage'`). `classMessages` is new: a client that does not know it reads
 * the comments as before, and one reading an older answer gets an empty list.
 */
export const StudentNotificationListSchema = z.object({
  items: z.array(StudentNotificationSchema),
  unreadCount: z.number().int().min(0),
  classMessages: z.array(StudentClassMessageSchema).default([]),
});
export type StudentNotificationList = z.infer<typeof StudentNotificationListSchema>;

/** PUT /api/v3/assignments/{id}/review/read: how many comments were newly marked read. */
export const MarkReviewReadResultSchema = z.object({ markedCount: z.number().int().min(0) });
export type MarkReviewReadResult = z.infer<typeof MarkReviewReadResultSchema>;
