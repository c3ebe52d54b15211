import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './user-schema.ts';

/** Accounts signed in through an outside provider: one row per (provider, subject), several per user. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: id(),
    provider: text().notNull(),
    subject: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_idx').on(t.provider, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/**
 * An authorisation code flow under way: the PKCE verifier and nonce, found by the state the provider
 * sends back. Kept in the database (not in memory or a cookie) so any node can finish a flow another
 * started, and the verifier never reaches the browser; used once, expires after 10 minutes.
 */
export const oauthFlows = pgTable(
  'oauth_flows',
  {
    stateHash: text().primaryKey(),
    provider: text().notNull(),
    purpose: text().notNull(),
    codeVerifier: text().notNull(),
    nonce: text().notNull(),
    redirectUri: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('oauth_flows_expires_idx').on(t.expiresAt)],
);

/**
 * A verified Google identity waiting for its next step (sign-up, proving a same-email account, or a
 * sign-in with GoogleTokenSignIn): the browser holds the ticket, only its hash is stored; 15 minutes.
 */
export const googleTickets = pgTable(
  'google_tickets',
  {
    ticketHash: text().primaryKey(),
    subject: text().notNull(),
    email: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('google_tickets_expires_idx').on(t.expiresAt)],
);
