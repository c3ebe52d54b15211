import { bigint, date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { schools, students } from './school-schema.ts';

/**
 * Effort by student and week (decision 0016): the counts every effort figure and league is summed
 * from. `week_start` is the Monday of the week in Europe/London. Each answer adds itself here in its
 * own statement (reporting/effort/effort-rollup-sql.ts), and each hand-in adds one piece of work;
 * `rebuildRollups` rebuilds the rows from the answers and hand-ins.
 */
export const studentEffortWeeks = pgTable(
  'student_effort_weeks',
  {
    studentId: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    weekStart: date({ mode: 'string' }).notNull(),
    /** First attempts. */
    questionsAnswered: integer().notNull().default(0),
    /** Second attempts. */
    retries: integer().notNull().default(0),
    /** The answers' time, each capped at 5 minutes. */
    timeOnTaskMs: bigint({ mode: 'number' }).notNull().default(0),
    /** Set work handed in and practice sessions finished after enough answers. */
    workCompleted: integer().notNull().default(0),
  },
  (t) => [
    // One student's weeks, and a class's students' (student_id = any(…)) over a range of weeks.
    primaryKey({ columns: [t.studentId, t.weekStart] }),
    // A school's students over a range of weeks (the school league, school reports).
    index('student_effort_weeks_school_week_idx').on(t.schoolId, t.weekStart),
  ],
);
