import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './user-schema.ts';

/** Refresh tokens are stored only as a SHA-256 hash, so a database leak yields no usable token. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** Every token rotated from one sign-in shares it; reusing a rotated token revokes the family. */
    familyId: text(),
    /** Set (with revokedAt) when the token was exchanged for its successor, rather than logged out. */
    rotatedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/** Failed sign-ins, counted per account and per address to slow guessing (shared by every node). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    /** `account:<user id>`, `login:<lower-case name no account has>` or `address:<ip>`. */
    subject: text().notNull(),
    failedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_subject_idx').on(t.subject, t.failedAt)],
);

/** Secrets generated on first start (JWT signing key), shared by every server node. */
export const serverSecrets = pgTable('server_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
});

/**
 * Sign-ins ended (signed out, password changed or reset, account deleted, a copied refresh token):
 * their access tokens are refused at once by every node, which keeps the recent ones in memory
 * (decision 0025). A row matters for one access-token lifetime; older ones are pruned.
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    /** The refresh-token family (`refresh_tokens.family_id`), carried by its access tokens as `sid`. */
    sessionId: text().primaryKey(),
    revokedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('revoked_sessions_revoked_at_idx').on(t.revokedAt)],
);
