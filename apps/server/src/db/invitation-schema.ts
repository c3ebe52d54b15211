import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { groups, schools, students, teachers } from './school-schema.ts';

/**
 * Codes that let someone into a school or class: a class's code for its students (no expiry, made
 * again to revoke), a teacher's emailed invitation to a class or school (single use, expires), and a
 * parent's code for one student (ParentStudent: single use, no expiry, withdrawn by revokedAt; emailed
 * to an address the school holds, or printed on a letter when `email` is null).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    /** Ten characters without 0/O or 1/I (50 bits), stored normalised: upper case, no dash. */
    code: text().notNull(),
    kind: text({ enum: ['ClassStudent', 'ClassTeacher', 'SchoolTeacher', 'ParentStudent'] }).notNull(),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    groupId: integer().references(() => groups.id, { onDelete: 'cascade' }),
    /** The address a teacher's invitation was sent to. */
    email: text(),
    /** The names the inviting teacher gave, to fill in the invited teacher's sign-up. */
    firstName: text(),
    lastName: text(),
    /** A parent's code: the child it links to. */
    studentId: integer().references(() => students.id, { onDelete: 'cascade' }),
    /** A parent's emailed code: when it was last sent (a resend moves it). */
    sentAt: timestamp({ withTimezone: true }),
    invitedByTeacherId: integer().references(() => teachers.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }),
    acceptedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invitations_code_idx').on(t.code),
    index('invitations_group_idx').on(t.groupId, t.kind),
    index('invitations_school_idx').on(t.schoolId),
    // A class's parent invitations, student by student.
    index('invitations_student_idx').on(t.studentId),
  ],
);
