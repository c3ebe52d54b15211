import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { schools, teachers } from './school-schema.ts';
import { users } from './user-schema.ts';

/**
 * A school's connection to a roster provider (issue 28): one per school and provider. The tokens are stored
 * only encrypted (AES-256-GCM under SYNC_TOKEN_KEY, `sync-providers/token-cipher.ts`) and never leave the
 * server. `externalId` is the provider's side: the Clever district, the Wonde school, the Google account.
 */
export const syncConnections = pgTable(
  'sync_connections',
  {
    id: id(),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    provider: text({ enum: ['clever', 'google-classroom', 'wonde'] }).notNull(),
    externalId: text().notNull(),
    accessTokenSealed: text().notNull(),
    refreshTokenSealed: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    /** Who connected; null once they have left the school. */
    connectedBy: integer().references(() => teachers.id, { onDelete: 'set null' }),
    connectedAt: createdAt(),
    nightly: boolean().notNull().default(false),
    updateType: text({ enum: ['Merge', 'Replace'] })
      .notNull()
      .default('Merge'),
  },
  (t) => [
    uniqueIndex('sync_connections_school_provider_idx').on(t.schoolId, t.provider),
    // A district or Wonde school links to one school only (the sign-on finds the school from it).
    index('sync_connections_external_idx').on(t.provider, t.externalId),
  ],
);

/**
 * A Mathsight user signed in through Clever (issue 28 point 2): their Clever user id, linked on their first
 * sign-in (a teacher by a matching email in the school linked to the district); a student only ever by this link.
 */
export const cleverUserLinks = pgTable(
  'clever_user_links',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cleverUserId: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('clever_user_links_clever_idx').on(t.cleverUserId),
    index('clever_user_links_user_idx').on(t.userId),
  ],
);

/**
 * Clever sign-on tickets already turned into a sign-in (issue 28 point 2): a ticket works once, so one left in
 * a shared computer's history signs no one in again. Only the hash is kept, until the ticket would have expired.
 */
export const signOnTicketsSpent = pgTable(
  'sign_on_tickets_spent',
  {
    ticketHash: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sign_on_tickets_spent_expires_idx').on(t.expiresAt)],
);
