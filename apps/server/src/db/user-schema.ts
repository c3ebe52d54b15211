import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/** Accounts and what each user keeps (their state). */
export const users = pgTable(
  'users',
  {
    id: id(),
    /** Every role the account holds; the Teacher role wins when there are several. */
    roles: text().array().notNull(),
    title: text(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text(),
    userName: text().notNull(),
    passwordHash: text(),
    dateOfBirth: date(),
    /** When the email address was confirmed by link; null until then (a teacher may not invite others). */
    emailConfirmedAt: timestamp({ withTimezone: true }),
    isPlus: boolean().notNull().default(false),
    currentSchoolId: integer(),
    lastSeenAt: timestamp({ withTimezone: true }),
    dateJoined: createdAt(),
    /** When the person deleted their account: the row stays, emptied of them, so a school's past results add up. */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_user_name_lower_idx').on(sql`lower(${t.userName})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

export const userState = pgTable(
  'user_state',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    value: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
