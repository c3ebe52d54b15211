import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { schools, teachers } from './school-schema.ts';

const PROVIDERS = ['clever', 'google-classroom', 'wonde'] as const;

/**
 * Which Mathsight class, student or teacher a provider's section, student or teacher is (issue 28): written
 * by an applied sync (and by a person resolving a mis-sync), so the next run matches by the provider's id
 * first. `localId` is a group, student or teacher id by `kind`; null with `action` ignore (left out of syncs).
 */
export const syncLinks = pgTable(
  'sync_links',
  {
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    provider: text({ enum: PROVIDERS }).notNull(),
    kind: text({ enum: ['class', 'student', 'teacher'] }).notNull(),
    providerId: text().notNull(),
    action: text({ enum: ['link', 'create', 'ignore'] })
      .notNull()
      .default('link'),
    localId: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sync_links_provider_idx').on(t.schoolId, t.provider, t.kind, t.providerId),
    index('sync_links_local_idx').on(t.schoolId, t.kind, t.localId),
  ],
);

/**
 * One sync run (a preview or an apply): its progress while it reads the provider, then what it planned or
 * made and what it could not match. One run at a time per school and provider (the partial unique index is
 * the claim, for nightly runs on several nodes too); a run still running after §9's 30 minutes has failed.
 */
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: id(),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    provider: text({ enum: PROVIDERS }).notNull(),
    mode: text({ enum: ['preview', 'apply'] }).notNull(),
    updateType: text({ enum: ['Merge', 'Replace'] }).notNull(),
    status: text({ enum: ['running', 'done', 'failed'] })
      .notNull()
      .default('running'),
    /** Who started it; null for a nightly run or once they have left. */
    startedBy: integer().references(() => teachers.id, { onDelete: 'set null' }),
    nightly: boolean().notNull().default(false),
    startedAt: createdAt(),
    finishedAt: timestamp({ withTimezone: true }),
    pagesRead: integer().notNull().default(0),
    itemsRead: integer().notNull().default(0),
    error: text(),
    /** SyncCounts, the first changes and the mis-syncs (contract roster-sync.ts), once finished. */
    result: jsonb(),
  },
  (t) => [
    index('sync_runs_school_idx').on(t.schoolId, t.provider, t.mode, t.id),
    uniqueIndex('sync_runs_one_running_idx').on(t.schoolId, t.provider).where(sql`${t.status} = 'running'`),
  ],
);
