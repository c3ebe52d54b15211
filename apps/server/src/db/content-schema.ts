import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The maths content: the same for every school, so no school_id. Ids are the content package's own
 * stable ids, so a reseed or an upgrade keeps every reference (assignments, answers) valid.
 */

export const subjects = pgTable(
  'subjects',
  {
    id: integer().primaryKey(),
    name: text().notNull(),
    parentId: integer(),
    /** 0 maths, 1 strand, 2 topic, 3 subtopic. */
    level: integer().notNull(),
  },
  (t) => [index('subjects_parent_idx').on(t.parentId)],
);

export const topicUnits = pgTable('topic_units', {
  id: integer().primaryKey(),
  name: text().notNull(),
  description: text().notNull(),
  strand: text().notNull(),
  yearFrom: integer().notNull(),
  yearTo: integer().notNull(),
  /** Lower-case name, description, tags, subjects and misconceptions, for topic search. */
  searchText: text().notNull(),
});

export const topicPathwayCollections = pgTable('topic_pathway_collections', {
  id: integer().primaryKey(),
  name: text().notNull(),
  description: text().notNull(),
  position: integer().notNull(),
});

export const collectionTopicUnits = pgTable(
  'collection_topic_units',
  {
    collectionId: integer()
      .notNull()
      .references(() => topicPathwayCollections.id, { onDelete: 'cascade' }),
    topicUnitId: integer()
      .notNull()
      .references(() => topicUnits.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.topicUnitId] }),
    index('collection_topic_units_unit_idx').on(t.topicUnitId),
  ],
);

export const topicTags = pgTable('topic_tags', {
  id: integer().primaryKey(),
  name: text().notNull(),
});

export const topicUnitTags = pgTable(
  'topic_unit_tags',
  {
    topicUnitId: integer()
      .notNull()
      .references(() => topicUnits.id, { onDelete: 'cascade' }),
    topicTagId: integer()
      .notNull()
      .references(() => topicTags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.topicUnitId, t.topicTagId] }),
    index('topic_unit_tags_tag_idx').on(t.topicTagId),
  ],
);

export const misconceptions = pgTable(
  'misconceptions',
  {
    id: integer().primaryKey(),
    slug: text().notNull(),
    name: text().notNull(),
    description: text().notNull(),
    howToFix: text().notNull(),
    subjectId: integer().notNull(),
  },
  (t) => [uniqueIndex('misconceptions_slug_idx').on(t.slug)],
);

export const constructs = pgTable('constructs', {
  id: integer().primaryKey(),
  slug: text().notNull(),
  name: text().notNull(),
  strand: text().notNull(),
  subjectId: integer().notNull(),
  topicUnitId: integer().notNull(),
  yearGroup: integer().notNull(),
  difficulty: integer().notNull(),
});

export const questions = pgTable(
  'questions',
  {
    id: integer().primaryKey(),
    constructId: integer()
      .notNull()
      .references(() => constructs.id),
    topicUnitId: integer().notNull(),
    subjectId: integer().notNull(),
    yearGroup: integer().notNull(),
    difficulty: integer().notNull(),
    stem: text().notNull(),
    diagramSvg: text(),
    diagramAlt: text(),
    /**
     * A question no longer in the bank (its construct moved to a new edition): kept, never changed,
     * so work already set with it shows what students saw; never chosen for new work.
     */
    retired: boolean().notNull().default(false),
  },
  (t) => [
    index('questions_topic_unit_idx').on(t.topicUnitId),
    index('questions_construct_idx').on(t.constructId),
    // The question bank's year filter (GET /api/v3/questions?request.filter.yearGroup=).
    index('questions_year_group_idx').on(t.yearGroup),
  ],
);

/** answerId = questionId × 10 + option index, so it is stable across reseeds. */
export const questionAnswers = pgTable(
  'question_answers',
  {
    id: integer().primaryKey(),
    questionId: integer()
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    letter: text().notNull(),
    text: text().notNull(),
    isCorrect: boolean().notNull(),
    misconceptionId: integer().references(() => misconceptions.id),
    /**
     * Every misconception whose rule gives this option, misconceptionId first (an answer two beliefs
     * lead to carries both); empty for the correct answer.
     */
    misconceptionIds: integer().array().notNull().default([]),
  },
  (t) => [
    uniqueIndex('question_answers_question_letter_idx').on(t.questionId, t.letter),
    index('question_answers_misconception_idx').on(t.misconceptionId),
    // The question bank's misconception filter: options any of whose misconceptions is the one asked
    // for (misconception_ids @> array[id]).
    index('question_answers_misconception_ids_idx').using('gin', t.misconceptionIds),
  ],
);

/** Topic pathway quizzes (one per topic unit) and diagnostic quizzes, with the content package's ids. */
export const quizzes = pgTable(
  'quizzes',
  {
    id: integer().primaryKey(),
    kind: text({ enum: ['TopicPathway', 'Diagnostic'] }).notNull(),
    name: text().notNull(),
    description: text().notNull(),
    topicUnitId: integer().references(() => topicUnits.id),
    yearGroup: integer(),
    shortCode: text().notNull(),
  },
  (t) => [
    uniqueIndex('quizzes_short_code_idx').on(t.shortCode),
    index('quizzes_topic_unit_idx').on(t.topicUnitId),
  ],
);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    quizId: integer()
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    questionId: integer()
      .notNull()
      .references(() => questions.id),
    sequence: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.quizId, t.sequence] }),
    index('quiz_questions_question_idx').on(t.questionId),
  ],
);

export const schemes = pgTable('schemes', {
  id: integer().primaryKey(),
  name: text().notNull(),
  description: text().notNull(),
  yearGroups: integer().array().notNull(),
  isDefault: boolean().notNull().default(false),
});

/** A colour-coded label of a scheme (one per strand); the spec's schemeOfWorkLabelId. */
export const schemeLabels = pgTable('scheme_labels', {
  id: integer().primaryKey(),
  schemeId: integer()
    .notNull()
    .references(() => schemes.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  colour: text().notNull(),
  strandSubjectId: integer().notNull(),
});

/** One topic unit placed in a scheme in its half-term and week; the spec's topicUnitQuizId is this row's id. */
export const schemeQuizzes = pgTable(
  'scheme_quizzes',
  {
    id: integer().primaryKey(),
    schemeId: integer()
      .notNull()
      .references(() => schemes.id, { onDelete: 'cascade' }),
    schemeLabelId: integer().references(() => schemeLabels.id),
    topicUnitId: integer()
      .notNull()
      .references(() => topicUnits.id),
    quizId: integer().references(() => quizzes.id),
    yearGroup: integer().notNull(),
    /** Half-term, 1 (autumn 1) to 6 (summer 2). */
    term: integer().notNull(),
    week: integer().notNull(),
    weeks: integer().notNull(),
    sequence: integer().notNull(),
  },
  (t) => [index('scheme_quizzes_scheme_idx').on(t.schemeId, t.sequence)],
);

/** A holiday shown after a half-term in a scheme. */
export const holidayUnits = pgTable('holiday_units', {
  id: integer().primaryKey(),
  schemeId: integer()
    .notNull()
    .references(() => schemes.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  yearGroup: integer().notNull(),
  afterTerm: integer().notNull(),
});

/** Partners (B2B) call the content API with a token instead of a user; only its hash is kept. */
export const partners = pgTable(
  'partners',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('partners_token_hash_idx').on(t.tokenHash)],
);

/** Which version of the content package the database holds, so start-up reseeds only when it changed. */
export const contentVersion = pgTable('content_version', {
  id: integer().primaryKey(),
  version: text().notNull(),
  seededAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
