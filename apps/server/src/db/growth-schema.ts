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
    // The school-wide growth by class (decision 0020): every student's series in one strand, in the
    // order it is read (student, week), from the index alone.
    index('student_measure_weeks_series_idx').on(t.schoolId, t.strand, t.studentId, t.weekStart, t.ability),
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
