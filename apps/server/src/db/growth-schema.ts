import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { assignments } from './assignment-schema.ts';
import { schools, students } from './school-schema.ts';

/**
 * Baseline and growth (issue 14 point 4, decision 0017): each student's strand measure week by week,
 * and the baseline growth is counted from. Kept as answers arrive (reporting/growth, the answer-rollup
 * hook, and the hand-in of diagnostic work) and rebuilt by `rebuildRollups` from the measurement
 * replay.
 */

const schoolId = () =>
  integer()
    .notNull()
    .references(() => schools.id, { onDelete: 'cascade' });
const studentId = () =>
  integer()
    .notNull()
    .references(() => students.id, { onDelete: 'cascade' });

/** A student's strand measure (decision 0014) as it stood after their last answer of the week (Monday-start, London). */
export const studentMeasureWeeks = pgTable(
  'student_measure_weeks',
  {
    studentId: studentId(),
    strand: text().notNull(),
    /** Monday of the week in Europe/London (`date_trunc('week', answered_at at time zone 'Europe/London')`). */
    weekStart: date({ mode: 'string' }).notNull(),
    schoolId: schoolId(),
    ability: doublePrecision().notNull(),
    variance: doublePrecision().notNull(),
    /** The measure's answers so far (not the week's). */
    answerCount: integer().notNull(),
  },
  (t) => [
    // One student's or a class's students' series in a strand (student_id = any(…) and strand = …).
    primaryKey({ columns: [t.studentId, t.strand, t.weekStart] }),
    // A school's rebuild and the school-wide growth report by week.
    index('student_measure_weeks_school_idx').on(t.schoolId, t.strand, t.weekStart),
    // (student_measure_weeks_series_idx, decision 0020's read of every student's series for growth by
    // class, was dropped by decision 0058: that report reads report_class_growth_weeks.)
  ],
);

export const BASELINE_SOURCES = ['diagnostic', 'first answers'] as const;

/**
 * Where growth is counted from, per student and strand: the strand measure when the student handed in
 * their first diagnostic work that asked about the strand, or, until they have, after their first 10
 * answers in the strand. A diagnostic baseline replaces a first-answers one once, and is then fixed.
 */
export const studentBaselines = pgTable(
  'student_baselines',
  {
    studentId: studentId(),
    strand: text().notNull(),
    schoolId: schoolId(),
    ability: doublePrecision().notNull(),
    variance: doublePrecision().notNull(),
    answerCount: integer().notNull(),
    /** The time of the last answer the baseline learnt from. */
    measuredAt: timestamp({ withTimezone: true }).notNull(),
    source: text({ enum: BASELINE_SOURCES }).notNull(),
    /** The diagnostic work that set it (null for the first answers, or if the work was deleted). */
    assignmentId: integer().references(() => assignments.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.strand] }),
    // A school's baselines (the rebuild, the school-wide baseline report).
    index('student_baselines_school_idx').on(t.schoolId, t.strand),
  ],
);

/**
 * Growth by class and year (issue 26 point 5, decision 0058): per class, strand and week, the sums the
 * weekly mean needs, as steps. A student counted in a class (a member, not archived, with a baseline in
 * the strand) adds, at each week they have a measure in: 1 student at their first week, the change of
 * their carried-on value (ability now − ability at their previous week) and of its square, and 1 week
 * row. The class's mean at week w is then Σ total ÷ Σ students over the weeks ≤ w. Kept by the growth
 * fold (reporting/growth/class-growth-fold.ts) from the students marked by triggers
 * (`report_growth_dirty`), rebuilt by `rebuildRollups`. No foreign key on group_id: the report joins the
 * live classes.
 */
export const reportClassGrowthWeeks = pgTable(
  'report_class_growth_weeks',
  {
    schoolId: schoolId(),
    strand: text().notNull(),
    groupId: integer().notNull(),
    weekStart: date({ mode: 'string' }).notNull(),
    students: integer().notNull(),
    total: doublePrecision().notNull(),
    totalSquares: doublePrecision().notNull(),
    weekRows: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.strand, t.groupId, t.weekStart] })],
);

/**
 * What the class growth rollup counts of each student now: their classes and each strand's weekly
 * values, as last folded (the fold takes them away before adding the student's rows as they stand).
 */
export const reportGrowthCountedWeeks = pgTable(
  'report_growth_counted_weeks',
  {
    studentId: integer().notNull(),
    strand: text().notNull(),
    weekStart: date({ mode: 'string' }).notNull(),
    schoolId: schoolId(),
    ability: doublePrecision().notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.strand, t.weekStart] })],
);

export const reportGrowthCountedGroups = pgTable(
  'report_growth_counted_groups',
  {
    studentId: integer().notNull(),
    groupId: integer().notNull(),
    schoolId: schoolId(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.groupId] })],
);

/**
 * Students whose weekly measures, baselines, classes or archiving changed since the growth fold last
 * counted them: one row a student (marked by triggers on those tables, whoever writes them).
 */
export const reportGrowthDirty = pgTable(
  'report_growth_dirty',
  {
    studentId: integer().primaryKey(),
    schoolId: schoolId(),
    markedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_growth_dirty_school_idx').on(t.schoolId)],
);
