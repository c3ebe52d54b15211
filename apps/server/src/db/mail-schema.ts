import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './user-schema.ts';

/**
 * Every email the app sends, kept whether or not an SMTP server is configured: without one the
 * outbox is the record (and development prints the links), with one `sentAt` or `error` says how it went.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    toAddress: text().notNull(),
    kind: text({ enum: ['transactional', 'school-updates', 'product-news'] }).notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    sentAt: timestamp({ withTimezone: true }),
    error: text(),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_to_idx').on(t.toAddress, t.createdAt)],
);
