import { boolean, date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { schools } from './school-schema.ts';

/**
 * The school, classes and group reports' rollups (issue 14, point 5; decision 0018), kept up to date
 * by every first attempt (reporting/school/school-report-rollups-sql.ts) and rebuilt by
 * `rebuildRollups`. A week is Monday-start in Europe/London. `group_id` is the class the answer's work
 * was set through (assignment_students.group_id); 0 for practice, which belongs to no class, and for
 * work whose class has since been deleted: those count in the school's figures, never in a class's.
 * No foreign key on group_id (0 is no class); the reports join the live classes.
 */

const schoolId = () =>
  integer()
    .notNull()
    .references(() => schools.id, { onDelete: 'cascade' });

/** First attempts and right first attempts per class, topic unit and week. */
export const reportClassTopicWeeks = pgTable(
  'report_class_topic_weeks',
  {
    schoolId: schoolId(),
    weekStart: date({ mode: 'string' }).notNull(),
    groupId: integer().notNull(),
    topicUnitId: integer().notNull(),
    answers: integer().notNull(),
    correct: integer().notNull(),
  },
  (t) => [
    // The key serves the school report: a school's weeks from the window's start (or the school year's).
    primaryKey({ columns: [t.schoolId, t.weekStart, t.groupId, t.topicUnitId] }),
    // The class report: one class's weeks.
    index('report_class_topic_weeks_group_idx').on(t.groupId, t.weekStart),
    // Topic insights (issue 26): one topic's weeks across the school's classes.
    index('report_class_topic_weeks_topic_idx').on(t.schoolId, t.topicUnitId, t.weekStart),
  ],
);

/** First attempts that chose a misconception's option, per class, misconception and week. */
export const reportMisconceptionWeeks = pgTable(
  'report_misconception_weeks',
  {
    schoolId: schoolId(),
    weekStart: date({ mode: 'string' }).notNull(),
    groupId: integer().notNull(),
    misconceptionId: integer().notNull(),
    answers: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.weekStart, t.groupId, t.misconceptionId] }),
    index('report_misconception_weeks_group_idx').on(t.groupId, t.weekStart),
    // The school report's classes of its top misconceptions (decision 0020): a few misconceptions' weeks.
    index('report_misconception_weeks_misconception_idx').on(t.schoolId, t.misconceptionId, t.weekStart),
  ],
);

/**
 * The same first attempts summed over the whole school, per misconception and week (decision 0020): the
 * school report ranks a month's misconceptions from a few hundred rows, not every class's.
 */
export const reportSchoolMisconceptionWeeks = pgTable(
  'report_school_misconception_weeks',
  {
    schoolId: schoolId(),
    weekStart: date({ mode: 'string' }).notNull(),
    misconceptionId: integer().notNull(),
    answers: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.weekStart, t.misconceptionId] })],
);

/**
 * First attempts not yet added to the three rollups above (decision 0022): the answer statements
 * append one row each instead of adding to a counter that every answer of a class (or, for the school's
 * misconceptions, of the school) would update and so wait for; the fold
 * (reporting/school/school-report-fold.ts), one at a time across processes, adds them in and deletes
 * them. The reports read the rollups and these rows together (`school-report-sources-sql.ts`), so a figure
 * never waits for a fold. No foreign key, so an insert locks no school row; the fold skips the rows of a
 * school deleted since.
 */
export const reportAnswerDeltas = pgTable(
  'report_answer_deltas',
  {
    schoolId: integer().notNull(),
    weekStart: date({ mode: 'string' }).notNull(),
    groupId: integer().notNull(),
    topicUnitId: integer().notNull(),
    isCorrect: boolean().notNull(),
    /** The misconception the answer's option carries, if any. */
    misconceptionId: integer(),
  },
  // The reports read one school's rows.
  (t) => [index('report_answer_deltas_school_idx').on(t.schoolId)],
);
