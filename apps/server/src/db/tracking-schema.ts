import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { schools } from './school-schema.ts';
import { users } from './user-schema.ts';

/**
 * Events of the web app's users who accepted analytics (issue 32 point 1, spec §7 "Tracking"): both
 * calls (`tracking-events` and `user-events`, by `kind`) in one append-only table of the project's own,
 * never an outside service. Pruned, not partitioned: the nightly job deletes what is older than the
 * retention (`TRACKING_RETENTION_DAYS`, 400 days), in batches over the BRIN index on `occurred_at`, so a
 * year of a large school stays one table of bounded size (decision 0046). A user's erasure takes their
 * events with it. Security events (sign-ins, failures) are not here: they stay in the server's log.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The school the event happened in, when the app named one the user belongs to. */
    schoolId: integer().references(() => schools.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['tracking', 'user-event'] }).notNull(),
    action: text().notNull(),
    category: text(),
    label: text(),
    value: doublePrecision(),
    properties: jsonb().notNull().default({}),
    source: text().notNull(),
    /** The page's path with its digits taken out (spec §9), so no id of a class or student is kept. */
    page: text(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A school's usage week by week (the usage report), and the erasure of one user's events.
    index('tracking_events_school_idx').on(t.schoolId, t.occurredAt),
    index('tracking_events_user_idx').on(t.userId),
    // Pruning by age: rows arrive in time order, so a block range index is small and enough.
    index('tracking_events_occurred_brin').using('brin', t.occurredAt),
  ],
);

/**
 * Each user's variant of an experiment (issue 32 point 3, decision 0048): put there by a hash of the
 * experiment's key and their id on their first read, stored (insert … on conflict do nothing) so a later
 * change of the weights never moves them. Kept for every user, consent or not: it decides what the app
 * shows, as a setting does; what they are shown is recorded (as an exposure event) only with consent.
 */
export const experimentAssignments = pgTable(
  'experiment_assignments',
  {
    experimentKey: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    variant: text().notNull(),
    assignedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One variant per experiment and user; its prefix serves the usage report's variants of one experiment.
    primaryKey({ columns: [t.experimentKey, t.userId] }),
    // A user's experiments (the experiments call) and the cascade of their erasure.
    index('experiment_assignments_user_idx').on(t.userId),
  ],
);
