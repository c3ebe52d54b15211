import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { assignments, quizSessions, studentAnswers } from './assignment-schema.ts';
import { id } from './columns.ts';
import { questions } from './content-schema.ts';
import { groups, schools, students, teachers } from './school-schema.ts';

/**
 * Live lessons (issue 31, decision 0051): one row per lesson, the real work behind it (a CustomQuiz
 * assignment), who joined (with their quiz session, so a vote is one call of the answer path) and
 * every vote, round 1 and round 2 apart, with the answer it stored.
 */
const at = () => timestamp({ withTimezone: true });
const schoolId = () =>
  integer()
    .notNull()
    .references(() => schools.id, { onDelete: 'cascade' });

export const LIVE_LESSON_PHASES = [
  'Waiting',
  'Voting',
  'Revealed',
  'Revoting',
  'RevoteRevealed',
  'Ended',
] as const;

export const liveLessons = pgTable(
  'live_lessons',
  {
    id: id(),
    schoolId: schoolId(),
    groupId: integer()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    assignmentId: integer()
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    /** Null once the teacher has left the school: the lesson stays with the class. */
    teacherId: integer().references(() => teachers.id, { onDelete: 'set null' }),
    name: text().notNull(),
    joinCode: text().notNull(),
    phase: text({ enum: LIVE_LESSON_PHASES }).notNull().default('Waiting'),
    currentQuestionId: integer().references(() => questions.id),
    startedAt: at().notNull().defaultNow(),
    endedAt: at(),
  },
  (t) => [
    // Joining by code: unique among running lessons only (a code comes back once its lesson ended).
    uniqueIndex('live_lessons_running_code_idx').on(t.joinCode).where(sql`ended_at is null`),
    // A class's lessons, newest first, and a student's running lessons through their classes.
    index('live_lessons_group_idx').on(t.groupId, t.startedAt),
    uniqueIndex('live_lessons_assignment_idx').on(t.assignmentId),
  ],
);

/** The furthest phase each question of a lesson reached (the teacher's list shows where they have been). */
export const liveLessonQuestions = pgTable(
  'live_lesson_questions',
  {
    liveLessonId: integer()
      .notNull()
      .references(() => liveLessons.id, { onDelete: 'cascade' }),
    questionId: integer()
      .notNull()
      .references(() => questions.id),
    schoolId: schoolId(),
    reached: text({ enum: LIVE_LESSON_PHASES }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.liveLessonId, t.questionId] })],
);

/** A student who joined, with the quiz session their votes are answered in. */
export const liveLessonMembers = pgTable(
  'live_lesson_members',
  {
    liveLessonId: integer()
      .notNull()
      .references(() => liveLessons.id, { onDelete: 'cascade' }),
    studentId: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    schoolId: schoolId(),
    quizSessionId: integer()
      .notNull()
      .references(() => quizSessions.id, { onDelete: 'cascade' }),
    joinedAt: at().notNull().defaultNow(),
  },
  // The primary key serves a lesson's members; the index the cascade when a student is deleted.
  (t) => [
    primaryKey({ columns: [t.liveLessonId, t.studentId] }),
    index('live_lesson_members_student_idx').on(t.studentId),
  ],
);

/**
 * Every vote: round 1 (the first vote) and round 2 (the re-vote) apart. `student_answer_id` is the
 * answer the vote stored through the quiz-session path (null for a re-vote the record has no place
 * for: the same option again, or after a right first answer).
 */
export const liveLessonVotes = pgTable(
  'live_lesson_votes',
  {
    id: id(),
    schoolId: schoolId(),
    liveLessonId: integer()
      .notNull()
      .references(() => liveLessons.id, { onDelete: 'cascade' }),
    studentId: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    questionId: integer()
      .notNull()
      .references(() => questions.id),
    round: integer().notNull(),
    letter: text().notNull(),
    isCorrect: boolean().notNull(),
    misconceptionId: integer(),
    studentAnswerId: integer().references(() => studentAnswers.id, { onDelete: 'set null' }),
    clientAnswerId: uuid().notNull(),
    reason: text(),
    reasonHidden: boolean().notNull().default(false),
    votedAt: at().notNull().defaultNow(),
  },
  (t) => [
    // One vote per student, question and round; its prefix serves a student's votes in a lesson.
    uniqueIndex('live_lesson_votes_round_idx').on(t.liveLessonId, t.studentId, t.questionId, t.round),
    // A resent vote finds the stored one.
    uniqueIndex('live_lesson_votes_client_idx').on(t.clientAnswerId),
    // The open question's votes (board, teacher, holders).
    index('live_lesson_votes_question_idx').on(t.liveLessonId, t.questionId),
    index('live_lesson_votes_student_idx').on(t.studentId),
    index('live_lesson_votes_answer_idx').on(t.studentAnswerId),
  ],
);
