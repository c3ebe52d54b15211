import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
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

/**
 * The question's side of each first attempt, not yet learnt by `question_measures` (decision 0022):
 * the answer statements append a row (no row is ever updated by them, so students answering the same
 * question at once wait for nobody), and the fold (measurement/question-calibration.ts), one at a time
 * across processes and nodes, deletes them and moves each question's belief by them in the replay's
 * order. `ability` and `ability_variance` are the opponent: the student's topic measure before the
 * answer (drifted), as MeasureBook.record moves the question. No key and no foreign key: an insert
 * touches no index and locks no parent row; the fold skips the steps of a question deleted since.
 */
export const questionMeasureSteps = pgTable('question_measure_steps', {
  questionId: integer().notNull(),
  /** Where the answer is stored: 0 set work (student_answers), 1 practice (practice_answers). */
  source: smallint().notNull(),
  /** The answer's id in its table: with answered_at and source, the replay's order. */
  answerId: integer().notNull(),
  ability: doublePrecision().notNull(),
  abilityVariance: doublePrecision().notNull(),
  isCorrect: boolean().notNull(),
  answeredAt: at().notNull(),
});
