import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { schools, students } from './school-schema.ts';

/**
 * The student page's rollup (issue 14 point 6): the misconceptions each student has held, kept up
 * to date by the answer statements (reporting/misconceptions/) and rebuilt by `rebuildRollups`.
 */

const at = () => timestamp({ withTimezone: true });

/**
 * One row per student and misconception they have ever held (chosen, on a first attempt, an option
 * tagged with it). `fixed_at`: the first right first attempt, after they last held it, at a question
 * whose other options carry it; null while they hold it. misconception_id has no foreign key: it comes
 * from `question_answers.misconception_ids`, an array, and an answer must never fail on a tag.
 */
export const studentMisconceptions = pgTable(
  'student_misconceptions',
  {
    studentId: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    misconceptionId: integer().notNull(),
    timesHeld: integer().notNull(),
    firstHeldAt: at().notNull(),
    lastHeldAt: at().notNull(),
    fixedAt: at(),
  },
  (t) => [
    // The key serves the answer statements' update and the student page (one student's rows).
    primaryKey({ columns: [t.studentId, t.misconceptionId] }),
    // A school's rows: the rebuild's delete, and reports of a school's misconceptions.
    index('student_misconceptions_school_idx').on(t.schoolId, t.misconceptionId),
  ],
);
