import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './user-schema.ts';

/**
 * Every email the app sends, kept whether or not an SMTP server is configured, with the credentials
 * its links carry replaced (decision 0024): a record of who was sent what, not a mailbox. `sentAt` is
 * when the SMTP server took it, `error` why it did not; without SMTP_URL both stay empty (and
 * development logs the links).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    toAddress: text().notNull(),
    kind: text({
      enum: ['transactional', 'school-updates', 'weekly-insights', 'product-news', 'parent-weekly'],
    }).notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    sentAt: timestamp({ withTimezone: true }),
    error: text(),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_to_idx').on(t.toAddress, t.createdAt)],
);

/**
 * Which emails that are not transactional a user still wants; no row means yes, except the parents'
 * weekly email (`parent-weekly`), off until the parent turns it on (issue 27). Transactional mail
 * (passwords, confirmations, invitations) is always sent.
 */
export const emailPreferences = pgTable(
  'email_preferences',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['school-updates', 'weekly-insights', 'product-news', 'parent-weekly'] }).notNull(),
    subscribed: boolean().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
