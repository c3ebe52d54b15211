import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { schools } from './school-schema.ts';
import { users } from './user-schema.ts';

/**
 * A teacher's conversation with the assistant (issue 29): kept per teacher and school, deletable by
 * them (its messages and feedback go with it).
 */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: id(),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The teacher's list in one school, newest first.
  (t) => [index('assistant_conversations_user_idx').on(t.userId, t.schoolId, t.updatedAt)],
);

/** One turn: the teacher's question, or the assistant's answer as given (`answer`, the contract's shape). */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: id(),
    conversationId: integer()
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    role: text({ enum: ['teacher', 'assistant'] }).notNull(),
    text: text().notNull(),
    intent: text(),
    answer: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [index('assistant_messages_conversation_idx').on(t.conversationId, t.id)],
);

/** Thumbs and a comment on an answer, kept for the school to review; one per answer (the latest). */
export const assistantFeedback = pgTable(
  'assistant_feedback',
  {
    id: id(),
    messageId: integer()
      .notNull()
      .references(() => assistantMessages.id, { onDelete: 'cascade' }),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: text({ enum: ['up', 'down'] }).notNull(),
    comment: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('assistant_feedback_message_idx').on(t.messageId),
    index('assistant_feedback_school_idx').on(t.schoolId, t.createdAt),
  ],
);
