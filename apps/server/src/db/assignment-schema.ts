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
import { questionAnswers, questions, quizzes, schemeQuizzes } from './content-schema.ts';
import { groups, schools, students, teachers } from './school-schema.ts';
import { users } from './user-schema.ts';

/**
 * Set work: assignments, who they target, their questions, the students' answers and the
 * teachers' notifications. Every table carries school_id (the distribution key) and every query
 * the plan list, calendar, insights, notifications and recommendations run has an index below;
 * each index says which query it serves. See docs/decisions/0005-assignment-model.md.
 */

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
const at = () => timestamp({ withTimezone: true });
const schoolId = () =>
  integer()
    .notNull()
    .references(() => schools.id, { onDelete: 'cascade' });

/**
 * FollowUp: work set from Fix, with its own questions that target the misconceptions chosen there.
 * CustomQuiz: questions a teacher chose from the question bank.
 */
export const ASSIGNMENT_KINDS = [
  'TopicQuiz',
  'DiagnosticQuiz',
  'RetrievalPractice',
  'FollowUp',
  'CustomQuiz',
] as const;
export const FEEDBACK_MODES = ['AfterEachQuestion', 'AtEnd'] as const;

export const assignments = pgTable(
  'assignments',
  {
    id: id(),
    schoolId: schoolId(),
    kind: text({ enum: ASSIGNMENT_KINDS }).notNull(),
    name: text().notNull(),
    /** The content quiz it was set from; null for retrieval practice, which has its own questions. */
    quizId: integer().references(() => quizzes.id),
    /** The scheme-of-work unit (the spec's topicUnitQuizId) when set from a scheme. */
    schemeQuizId: integer().references(() => schemeQuizzes.id),
    /** The flow template of a prerequisite assignment (e.g. `dr`, `d`). */
    templateSlug: text(),
    startDate: at().notNull(),
    endDate: at().notNull(),
    feedbackMode: text({ enum: FEEDBACK_MODES }).notNull(),
    askConfidence: boolean().notNull().default(false),
    /** Set null if the teacher leaves the school: the work stays with the classes. */
    createdByTeacherId: integer().references(() => teachers.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    // The plan list (Upcoming: end_date > now ascending; Done: end_date <= now descending), the
    // calendar (end_date > from, then start_date < to) and quizDate all filter a school's work by
    // end date first: one range scan of this index, already in the list's order.
    index('assignments_school_end_idx').on(t.schoolId, t.endDate, t.id),
    // A teacher's profile lists the work they set, newest first; a removed teacher's work is found by it too.
    index('assignments_created_by_idx').on(t.createdByTeacherId, t.startDate),
    // The routine report (issue 26): a school's retrieval practice set in a window of weeks.
    index('assignments_school_kind_start_idx').on(t.schoolId, t.kind, t.startDate),
    // The usage report (issue 32): a school's work of every kind set (its start) in a window of weeks.
    index('assignments_school_start_idx').on(t.schoolId, t.startDate),
  ],
);

/** The classes an assignment was set for. */
export const assignmentGroups = pgTable(
  'assignment_groups',
  {
    assignmentId: integer()
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    groupId: integer()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    schoolId: schoolId(),
  },
  (t) => [
    // The primary key serves "the classes of these assignments" (plan list pages, details).
    primaryKey({ columns: [t.assignmentId, t.groupId] }),
    // "The work of these classes": the plan list's groupIds filter, a teacher's notifications, badge
    // counts and homework insights (through group_teachers), and a class's recommendations.
    index('assignment_groups_group_idx').on(t.groupId, t.assignmentId),
  ],
);

/**
 * One row per targeted student, taken when the work is set (so "some students of a class" works
 * and later class changes do not rewrite history). The quiz-session service updates the progress.
 */
export const assignmentStudents = pgTable(
  'assignment_students',
  {
    assignmentId: integer()
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    studentId: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** The class the student was set the work through (the lowest id when in several), for per-class insights. */
    groupId: integer().references(() => groups.id, { onDelete: 'set null' }),
    schoolId: schoolId(),
    startedAt: at(),
    completedAt: at(),
    answeredCount: integer().notNull().default(0),
    correctCount: integer().notNull().default(0),
  },
  (t) => [
    // The primary key serves the per-assignment counts of the plan list and insights.
    primaryKey({ columns: [t.assignmentId, t.studentId] }),
    // A student's own work (the quiz-session issue) and the cascade when a student is deleted.
    index('assignment_students_student_idx').on(t.studentId, t.assignmentId),
    // Deleting a class blanks its students' rows of work it shared (on delete set null): found by class.
    index('assignment_students_group_idx').on(t.groupId),
    // The school and class reports' completion (decision 0020): the work due in the window, per class,
    // read from the index alone (every column the sum needs is in it), not from ~4,000 heap pages.
    index('assignment_students_progress_idx').on(
      t.assignmentId,
      t.groupId,
      t.startedAt,
      t.completedAt,
      t.answeredCount,
      t.correctCount,
    ),
  ],
);

/** Each assignment's own ordered questions, copied from its quiz or chosen (retrieval practice). */
export const assignmentQuestions = pgTable(
  'assignment_questions',
  {
    assignmentId: integer()
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    questionId: integer()
      .notNull()
      .references(() => questions.id),
    sequence: integer().notNull(),
    /**
     * Why it was chosen: retrieval practice ("Studied 3 weeks ago; 60% answered wrongly") and follow-up
     * work (the misconception it targets).
     */
    reason: text(),
    schoolId: schoolId(),
  },
  (t) => [
    // The primary key serves the question counts and the ordered list of an assignment.
    primaryKey({ columns: [t.assignmentId, t.sequence] }),
    uniqueIndex('assignment_questions_question_idx').on(t.assignmentId, t.questionId),
  ],
);

/** Every answer a student gives (written by the quiz-session service; read by insights and recommendations). */
export const studentAnswers = pgTable(
  'student_answers',
  {
    id: id(),
    schoolId: schoolId(),
    assignmentId: integer()
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    studentId: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    questionId: integer()
      .notNull()
      .references(() => questions.id),
    answerId: integer()
      .notNull()
      .references(() => questionAnswers.id),
    letter: text().notNull(),
    isCorrect: boolean().notNull(),
    misconceptionId: integer(),
    /** 1–5 when the assignment asks for confidence. */
    confidence: integer(),
    timeTakenMs: integer().notNull(),
    attempt: integer().notNull().default(1),
    answeredAt: at().notNull().defaultNow(),
    /** The client's id for this answer: a resent answer conflicts here and is not counted twice. */
    clientAnswerId: uuid(),
  },
  (t) => [
    // Idempotent answers (insert … on conflict do nothing) and finding the stored one.
    uniqueIndex('student_answers_client_idx').on(t.clientAnswerId),
    // One answer per attempt; its prefix (assignment_id) serves an assignment's insights.
    uniqueIndex('student_answers_attempt_idx').on(t.assignmentId, t.studentId, t.questionId, t.attempt),
    // Recommendations read a class's answers student by student for the candidate questions;
    // also the cascade when a student is deleted.
    index('student_answers_student_question_idx').on(t.studentId, t.questionId),
    // The transaction CSV (data exports) reads a school's answers of a date range in keyset batches:
    // (answered_at, id) > the last one sent, in this order.
    index('student_answers_school_answered_idx').on(t.schoolId, t.answeredAt, t.id),
  ],
);

/** A school's defaults for new work (the settings → assignments screen). */
export const schoolAssignmentSettings = pgTable('school_assignment_settings', {
  schoolId: integer()
    .primaryKey()
    .references(() => schools.id, { onDelete: 'cascade' }),
  feedbackMode: text({ enum: FEEDBACK_MODES }).notNull(),
  askConfidence: boolean().notNull(),
  defaultDurationDays: integer().notNull(),
  /** 'HH:MM', school time. */
  defaultDueTime: text().notNull(),
  updatedAt: at().notNull().defaultNow(),
});

/**
 * A teacher's notifications, materialised when they read them (idempotently: one row per user,
 * assignment and group), so read state can be kept.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: schoolId(),
    category: text({ enum: ['Assignment'] }).notNull(),
    group: text({ enum: ['Upcoming', 'Done'] }).notNull(),
    assignmentId: integer()
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    relevantDate: at().notNull(),
    readAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    // Makes materialising idempotent (insert … on conflict).
    uniqueIndex('notifications_user_assignment_group_idx').on(t.userId, t.assignmentId, t.group),
    // The list: one user's group in relevant-date order (either direction), and the badge counts.
    index('notifications_user_group_date_idx').on(t.userId, t.group, t.relevantDate),
    // The cascade when an assignment is deleted.
    index('notifications_assignment_idx').on(t.assignmentId),
  ],
);

export const QUIZ_SESSION_KINDS = [
  'TopicPathwayQuiz',
  'Challenge',
  'Generic',
  'TopicPathwayQuizQuestion',
  'OnDemandSupport',
  'RetrievalPracticeAssignment',
  'TeacherAssistant',
] as const;

/**
 * A student's sitting of an assignment (one per assignment and student, so starting twice resumes)
 * or of independent practice on a topic unit (assignment_id null, topic_unit_id set).
 */
export const quizSessions = pgTable(
  'quiz_sessions',
  {
    id: id(),
    schoolId: schoolId(),
    studentId: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    assignmentId: integer().references(() => assignments.id, { onDelete: 'cascade' }),
    topicUnitId: integer(),
    kind: text({ enum: QUIZ_SESSION_KINDS }).notNull(),
    startedAt: at().notNull().defaultNow(),
    finishedAt: at(),
  },
  (t) => [
    // Start is idempotent: insert … on conflict do nothing, then read this one row.
    uniqueIndex('quiz_sessions_assignment_student_idx').on(t.assignmentId, t.studentId),
    // A student's practice sessions, and the cascade when a student is deleted.
    index('quiz_sessions_student_idx').on(t.studentId, t.id),
  ],
);

/** Answers given in independent practice (no assignment), kept apart from set work's answers. */
export const practiceAnswers = pgTable(
  'practice_answers',
  {
    id: id(),
    schoolId: schoolId(),
    quizSessionId: integer()
      .notNull()
      .references(() => quizSessions.id, { onDelete: 'cascade' }),
    studentId: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    questionId: integer()
      .notNull()
      .references(() => questions.id),
    answerId: integer()
      .notNull()
      .references(() => questionAnswers.id),
    letter: text().notNull(),
    isCorrect: boolean().notNull(),
    misconceptionId: integer(),
    confidence: integer(),
    timeTakenMs: integer().notNull(),
    answeredAt: at().notNull().defaultNow(),
    clientAnswerId: uuid().notNull(),
  },
  (t) => [
    uniqueIndex('practice_answers_client_idx').on(t.clientAnswerId),
    // A session's answers (the next question, the session read); one answer per question per session.
    uniqueIndex('practice_answers_session_question_idx').on(t.quizSessionId, t.questionId),
    index('practice_answers_student_idx').on(t.studentId),
    // Independent-study insights (quiz-insights): a school's practice answers to one quiz's questions.
    index('practice_answers_school_question_idx').on(t.schoolId, t.questionId, t.studentId),
    // The transaction CSV's keyset batches, as student_answers_school_answered_idx.
    index('practice_answers_school_answered_idx').on(t.schoolId, t.answeredAt, t.id),
  ],
);
