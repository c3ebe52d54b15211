import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './user-schema.ts';

/** What became of one teacher's weekly insights email for one week (decision 0019). */
export const WEEKLY_INSIGHT_OUTCOMES = ['sending', 'sent', 'nothing', 'unsubscribed', 'failed'] as const;

/**
 * One row per teacher (user) and week, claimed before the email is built: its primary key makes the
 * weekly email at most once, however many servers run the scheduler or restart while it runs.
 * `sending` is a claim whose server stopped before the outcome was written: it is not sent again.
 */
export const weeklyInsightSends = pgTable(
  'weekly_insight_sends',
  {
    /** Monday of the week the email is about, yyyy-mm-dd (school time). */
    weekStart: date({ mode: 'string' }).notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    outcome: text({ enum: WEEKLY_INSIGHT_OUTCOMES }).notNull(),
    error: text(),
    createdAt: createdAt(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  // Week first: the scheduler asks "which teachers have no row for this week yet" (an anti-join by week).
  (t) => [primaryKey({ columns: [t.weekStart, t.userId] })],
);
