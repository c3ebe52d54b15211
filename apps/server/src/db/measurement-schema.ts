import { doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { questions, topicUnits } from './content-schema.ts';
import { schools, students } from './school-schema.ts';

/**
 * The measurement model's beliefs (decision 0014): per student and topic unit, per student and
 * strand, and per question, a Gaussian on the logit scale (mean, variance) and the answers it has
 * learnt from. Updated by the answer statements (set work and practice), one row each, and rebuilt
 * by `measurement/replay.ts`. `measured_at` is the time of the last answer learnt from (its
 * `answered_at`, so a replay and the live path agree), which the drift of a student measure reads.
 */

const at = () => timestamp({ withTimezone: true });
const schoolId = () =>
  integer()
    .notNull()
    .references(() => schools.id, { onDelete: 'cascade' });

export const studentTopicMeasures = pgTable(
  'student_topic_measures',
  {
    studentId: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    topicUnitId: integer()
      .notNull()
      .references(() => topicUnits.id),
    schoolId: schoolId(),
    ability: doublePrecision().notNull(),
    variance: doublePrecision().notNull(),
    answerCount: integer().notNull(),
    measuredAt: at().notNull(),
  },
  (t) => [
    // The key serves one student's topics and a class's students (student_id = any(…)).
    primaryKey({ columns: [t.studentId, t.topicUnitId] }),
    // A school's students on one topic (reports by topic).
    index('student_topic_measures_school_topic_idx').on(t.schoolId, t.topicUnitId),
  ],
);

export const studentStrandMeasures = pgTable(
  'student_strand_measures',
  {
    studentId: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    strand: text().notNull(),
    schoolId: schoolId(),
    ability: doublePrecision().notNull(),
    variance: doublePrecision().notNull(),
    answerCount: integer().notNull(),
    measuredAt: at().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.strand] }),
    // A school's students on one strand.
    index('student_strand_measures_school_strand_idx').on(t.schoolId, t.strand),
  ],
);

/** A question's calibrated difficulty, from every school's first attempts (questions are shared content). */
export const questionMeasures = pgTable('question_measures', {
  questionId: integer()
    .primaryKey()
    .references(() => questions.id, { onDelete: 'cascade' }),
  difficulty: doublePrecision().notNull(),
  variance: doublePrecision().notNull(),
  answerCount: integer().notNull(),
  measuredAt: at().notNull(),
});
