import { z } from 'zod';
import { TextSchema } from './common.ts';

/** The longest class message: a short note, read on a phone. */
export const CLASS_MESSAGE_MAX = 500;

export const CLASS_MESSAGE_MESSAGES = {
  empty: 'Write a message',
  tooLong: `Use at most ${CLASS_MESSAGE_MAX} characters`,
} as const;

/**
 * POST /api/v3/groups/{id}/teacher-group-notifications and …/validate (spec §7 Groups): a short
 * message from a teacher to the class's students, shown to them in the app.
 */
export const ClassMessageRequestSchema = z.object({
  message: TextSchema.trim()
    .min(1, CLASS_MESSAGE_MESSAGES.empty)
    .max(CLASS_MESSAGE_MAX, CLASS_MESSAGE_MESSAGES.tooLong),
});
export type ClassMessageRequest = z.infer<typeof ClassMessageRequestSchema>;

/** …/validate: the message is fine (a bad one is a 400 beside `message`), and who would get it. */
export const ClassMessageValidationSchema = z.object({
  groupId: z.number().int(),
  recipientCount: z.number().int().min(0),
});
export type ClassMessageValidation = z.infer<typeof ClassMessageValidationSchema>;

/** One message sent to a class, as its history lists it. */
export const ClassMessageSchema = z.object({
  classMessageId: z.number().int(),
  groupId: z.number().int(),
  message: z.string(),
  /** "Mr Smith"; null once the sender has left the school. */
  senderName: z.string().nullable(),
  /** How many students it went to. */
  recipientCount: z.number().int().min(0),
  sentAt: z.string(),
});
export type ClassMessage = z.infer<typeof ClassMessageSchema>;

/** GET …/teacher-group-notifications: the class's messages, newest first (the latest 50). */
export const ClassMessageListSchema = z.object({
  items: z.array(ClassMessageSchema),
  total: z.number().int().min(0),
});
export type ClassMessageList = z.infer<typeof ClassMessageListSchema>;
export const CLASS_MESSAGE_HISTORY_TAKE = 50;

/** A class message as its student sees it among their notifications. */
export const StudentClassMessageSchema = z.object({
  kind: z.literal('classMessage'),
  classMessageId: z.number().int(),
  classCode: z.string(),
  teacherName: z.string().nullable(),
  message: z.string(),
  sentAt: z.string(),
});
export type StudentClassMessage = z.infer<typeof StudentClassMessageSchema>;
