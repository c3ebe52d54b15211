import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './user-schema.ts';

/**
 * Links that confirm an email address: the one given at sign-up, or a new one a user changes to
 * (which replaces the old only once confirmed). The code is kept only as its SHA-256 hash.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    codeHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_confirmations_code_idx').on(t.codeHash),
    index('email_confirmations_user_idx').on(t.userId, t.createdAt),
  ],
);
