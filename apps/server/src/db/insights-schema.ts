import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { assignments, studentAnswers } from './assignment-schema.ts';
import { questions } from './content-schema.ts';
import { schools, teachers } from './school-schema.ts';

/**
 * Check and fix (issue 6): a teacher's mark corrections and comments on answers. Both carry
 * school_id like every school-owned table. See docs/decisions/0008-insights.md.
 */

const at = () => timestamp({ withTimezone: true });

/**
 * "The bank was wrong for this question in this work": the letter that is right here. Answers are
 * re-marked when it is saved, and QuizSessionsRepository.insertAnswer joins it so new answers are
 * marked the same way.
 */
export const markCorrections = pgTable(
  'mark_corrections',
  {
    assignmentId: integer()
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    questionId: integer()
      .notNull()
      .references(() => questions.id),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    correctLetter: text().notNull(),
    /** Set null if the teacher leaves the school: the correction stays with the work. */
    correctedByTeacherId: integer().references(() => teachers.id, { onDelete: 'set null' }),
    correctedAt: at().notNull().defaultNow(),
  },
  // The primary key serves the answer write path's left join (one assignment and question) and the
  // insights' join of an assignment's corrections (its prefix).
  (t) => [primaryKey({ columns: [t.assignmentId, t.questionId] })],
);

/** A teacher's comment on one answer, shown in the results and to the student with their answer. */
export const answerFeedback = pgTable(
  'answer_feedback',
  {
    /** One comment per answer: the primary key serves every lookup (grid, student insights, the student's session read). */
    studentAnswerId: integer()
      .primaryKey()
      .references(() => studentAnswers.id, { onDelete: 'cascade' }),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    assignmentId: integer()
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    comment: text().notNull(),
    teacherId: integer().references(() => teachers.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
    /** When the student opened their review after the comment was last written (issue 11); null: unread. */
    readByStudentAt: at(),
  },
  // An assignment's comments (the results grid and the answers list join them by assignment), and
  // the cascade when an assignment is deleted.
  (t) => [index('answer_feedback_assignment_idx').on(t.assignmentId, t.studentAnswerId)],
);
