import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { groups, schools, students, teachers } from './school-schema.ts';

/**
 * A teacher's message to a class's students (spec §7 Groups: teacher-group notifications). One row
 * per message; its recipients are the class's active students when it was sent, one row each, so a
 * student who joins later does not read what was said before they came, and one who leaves keeps it.
 */
export const classMessages = pgTable(
  'class_messages',
  {
    id: id(),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    groupId: integer()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** Null once the sender has left the school: the message stays with the class. */
    teacherId: integer().references(() => teachers.id, { onDelete: 'set null' }),
    body: text().notNull(),
    recipientCount: integer().notNull(),
    createdAt: createdAt(),
  },
  // The class's history, newest first.
  (t) => [index('class_messages_group_idx').on(t.groupId, t.createdAt)],
);

export const classMessageRecipients = pgTable(
  'class_message_recipients',
  {
    messageId: integer()
      .notNull()
      .references(() => classMessages.id, { onDelete: 'cascade' }),
    studentId: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
  },
  // A student's messages (their notifications), newest first by id.
  (t) => [
    primaryKey({ columns: [t.messageId, t.studentId] }),
    index('class_message_recipients_student_idx').on(t.studentId, t.messageId),
  ],
);
