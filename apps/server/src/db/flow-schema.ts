import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { assignments, quizSessions } from './assignment-schema.ts';
import { quizzes } from './content-schema.ts';
import { schools } from './school-schema.ts';
import { users } from './user-schema.ts';

/**
 * Topic flows (docs/decisions/0007-topic-flows.md): a flow generator session and the items it has
 * dispatched. Items are stored as dispatched, so resuming replays exactly what the learner saw;
 * responses are kept on the input items themselves (a preview stores nothing anywhere else).
 */

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
const at = () => timestamp({ withTimezone: true });

export const FLOW_KINDS = [
  'TopicPathwayQuiz',
  'Challenge',
  'Generic',
  'TopicPathwayQuizQuestion',
  'OnDemandSupport',
  'RetrievalPracticeAssignment',
] as const;
export const FLOW_TEMPLATES = ['default', 'dr', 'd'] as const;

export const flowGeneratorSessions = pgTable(
  'flow_generator_sessions',
  {
    id: id(),
    /**
     * The student's school for set work and self-study; null for a teacher's preview, which belongs
     * to the teacher rather than a school (a teacher may preview before joining one, or belong to several).
     */
    schoolId: integer().references(() => schools.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: FLOW_KINDS }).notNull(),
    templateSlug: text({ enum: FLOW_TEMPLATES }).notNull(),
    isPreview: boolean().notNull(),
    title: text().notNull(),
    /** What the learner will be able to do (the topic unit's description when the flow starts). */
    learningIntention: text().notNull(),
    quizId: integer().references(() => quizzes.id),
    assignmentId: integer().references(() => assignments.id, { onDelete: 'cascade' }),
    quizSessionId: integer().references(() => quizSessions.id, { onDelete: 'cascade' }),
    /** The single question of a TopicPathwayQuizQuestion flow (the quiz question's sequence). */
    questionSequence: integer(),
    /** The question ids of the flow, in order, fixed when it starts (content edits never reshuffle a flow). */
    questionIds: integer().array().notNull(),
    createdAt: at().notNull().defaultNow(),
    finishedAt: at(),
  },
  (t) => [
    // Start is create-or-resume for set work: one flow per quiz session (insert … on conflict do nothing).
    uniqueIndex('flow_generator_sessions_quiz_session_idx').on(t.quizSessionId, t.templateSlug),
    // A user's own flows, and the cascade when a user is deleted.
    index('flow_generator_sessions_user_idx').on(t.userId, t.id),
    // The cascade when an assignment is deleted.
    index('flow_generator_sessions_assignment_idx').on(t.assignmentId),
  ],
);

export const flowItems = pgTable(
  'flow_items',
  {
    id: id(),
    flowGeneratorSessionId: integer()
      .notNull()
      .references(() => flowGeneratorSessions.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flowItemGroup: text().notNull(),
    position: integer().notNull(),
    sequence: integer().notNull(),
    dateDispatched: at().notNull().defaultNow(),
    text: text(),
    imageUrl: text(),
    videoUrl: text(),
    fileUrl: text(),
    radioButtons: jsonb(),
    contentType: text().notNull(),
    milliSecondsDelay: integer().notNull().default(0),
    flowItemType: text().notNull(),
    /** The response to an input item: value, correctness (questions), time taken. */
    responseValue: text(),
    responseIsCorrect: boolean(),
    responseTimeTakenMs: integer(),
    respondedAt: at(),
    clientResponseId: uuid(),
  },
  (t) => [
    // Reading a session's items in order (resume, every response); one item per place.
    uniqueIndex('flow_items_session_sequence_idx').on(t.flowGeneratorSessionId, t.sequence),
    // Idempotent responses: a resent clientResponseId finds the item it already answered.
    uniqueIndex('flow_items_client_response_idx').on(t.clientResponseId),
    // The cascade when a user is deleted.
    index('flow_items_user_idx').on(t.userId),
  ],
);

/**
 * The hints a student had from "chat with tutor" (decision 0050), one row per hint, only to hold the
 * cap: at most TUTOR_HINT_CAP per question and per answer (basisItemId: the student's latest answer
 * item for that question when they asked, 0 before any answer). The hint's words and the student's
 * message are not kept: the count is all the cap needs, and a child's free text is not stored.
 */
export const flowTutorHints = pgTable(
  'flow_tutor_hints',
  {
    id: id(),
    flowGeneratorSessionId: integer()
      .notNull()
      .references(() => flowGeneratorSessions.id, { onDelete: 'cascade' }),
    questionId: integer().notNull(),
    basisItemId: integer().notNull(),
    hintNumber: integer().notNull(),
    /** 'built-in' or 'model': which wording the student saw. */
    source: text({ enum: ['built-in', 'model'] }).notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    // Counting a question's hints, and one row per hint number: two asks at once cannot pass the cap.
    uniqueIndex('flow_tutor_hints_question_idx').on(
      t.flowGeneratorSessionId,
      t.questionId,
      t.basisItemId,
      t.hintNumber,
    ),
  ],
);
