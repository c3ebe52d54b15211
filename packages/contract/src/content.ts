import { z } from 'zod';
import { FilterIdSchema, FilterTextSchema } from './common.ts';

/** The five strands of the maths curriculum the bank covers. */
export const StrandSchema = z.enum(['number', 'algebra', 'ratio', 'geometry', 'statistics']);
export type Strand = z.infer<typeof StrandSchema>;

export const STRAND_NAMES: Record<Strand, string> = {
  number: 'Number',
  algebra: 'Algebra',
  ratio: 'Ratio and proportion',
  geometry: 'Geometry and measures',
  statistics: 'Probability and statistics',
};

export const OptionLetterSchema = z.enum(['A', 'B', 'C', 'D']);
export type OptionLetter = z.infer<typeof OptionLetterSchema>;

export const TopicTagSchema = z.object({ topicTagId: z.number().int(), name: z.string() });
export type TopicTag = z.infer<typeof TopicTagSchema>;

export const TopicPathwayCollectionSchema = z.object({
  collectionId: z.number().int(),
  name: z.string(),
  description: z.string(),
  topicUnitCount: z.number().int(),
});
export type TopicPathwayCollection = z.infer<typeof TopicPathwayCollectionSchema>;

export const TopicUnitSchema = z.object({
  topicUnitId: z.number().int(),
  name: z.string(),
  description: z.string(),
  strand: StrandSchema,
  yearFrom: z.number().int(),
  yearTo: z.number().int(),
  tags: z.array(TopicTagSchema),
  topicPathwayQuizId: z.number().int().nullable(),
  shortCode: z.string().nullable(),
  questionCount: z.number().int(),
});
export type TopicUnit = z.infer<typeof TopicUnitSchema>;

export const MisconceptionSchema = z.object({
  misconceptionId: z.number().int(),
  name: z.string(),
  description: z.string(),
  howToFix: z.string(),
  subjectId: z.number().int(),
});
export type Misconception = z.infer<typeof MisconceptionSchema>;

/** One option as a teacher sees it: which is right, and the misconception behind each wrong one. */
export const QuestionAnswerSchema = z.object({
  answerId: z.number().int(),
  letter: OptionLetterSchema,
  text: z.string(),
  isCorrect: z.boolean(),
  misconception: MisconceptionSchema.pick({
    misconceptionId: true,
    name: true,
    description: true,
    howToFix: true,
  }).nullable(),
});
export type QuestionAnswer = z.infer<typeof QuestionAnswerSchema>;

export const QuestionSchema = z.object({
  questionId: z.number().int(),
  /** Position in the quiz it was read through (1-based), when there is one. */
  sequence: z.number().int().nullable(),
  stem: z.string(),
  diagramSvg: z.string().nullable(),
  diagramAlt: z.string().nullable(),
  answers: z.array(QuestionAnswerSchema).length(4),
  topicUnitId: z.number().int(),
  subjectId: z.number().int(),
  constructName: z.string(),
  yearGroup: z.number().int(),
  difficulty: z.number().int(),
});
export type Question = z.infer<typeof QuestionSchema>;

export const QuizKindSchema = z.enum(['TopicPathway', 'Diagnostic']);
export type QuizKind = z.infer<typeof QuizKindSchema>;

export const QuizSchema = z.object({
  quizId: z.number().int(),
  name: z.string(),
  kind: QuizKindSchema,
  topicUnitId: z.number().int().nullable(),
  topicUnitName: z.string().nullable(),
  shortCode: z.string(),
  questionCount: z.number().int(),
});
export type Quiz = z.infer<typeof QuizSchema>;

/** The quiz list's `request.filter.<name>`: `searchText`, `kind` and `topicUnitId`. */
export const QuizListFilterSchema = z.object({
  searchText: FilterTextSchema.optional(),
  kind: QuizKindSchema.optional(),
  topicUnitId: FilterIdSchema.optional(),
});
export type QuizListFilter = z.infer<typeof QuizListFilterSchema>;

export const QuizWithQuestionsSchema = QuizSchema.extend({ questions: z.array(QuestionSchema) });
export type QuizWithQuestions = z.infer<typeof QuizWithQuestionsSchema>;

export const ShortCodeParamSchema = z.object({
  shortCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{4,12}$/, 'A short code is 4 to 12 letters and digits'),
});

export const YearGroupSchema = z.object({
  countryYearGroupId: z.number().int(),
  country: z.string(),
  name: z.string(),
  ordinal: z.number().int(),
});
export type YearGroup = z.infer<typeof YearGroupSchema>;

export const YearGroupsQuerySchema = z.object({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'A country is a two-letter code such as GB')
    .default('GB'),
});

/** Topic search takes up to 999 at once (9999 for partners), spec §9. */
export const TOPIC_SEARCH_TAKE = 999;
export const PARTNER_TOPIC_SEARCH_TAKE = 9999;
export const DEFAULT_TOPIC_COLLECTION_ID = 4;

/**
 * The topic search's `request.filter.<name>`: `searchText`, `collectionId` (a collection's id, by
 * default 4, or `all`) and `strand`.
 */
export const TopicSearchFilterSchema = z.object({
  searchText: FilterTextSchema.optional(),
  collectionId: z.union([z.literal('all'), FilterIdSchema]).optional(),
  strand: StrandSchema.optional(),
});
export type TopicSearchFilter = z.infer<typeof TopicSearchFilterSchema>;

/** A scheme of work (spec §3 Scheme / SchemeBase), as the list of schemes shows it. */
export const SchemeBaseSchema = z.object({
  schemeId: z.number().int(),
  name: z.string(),
  description: z.string(),
  yearGroups: z.array(z.number().int()),
  isDefault: z.boolean(),
});
export type SchemeBase = z.infer<typeof SchemeBaseSchema>;

/** One unit of a scheme (spec §3 SchemeQuiz, keyed by topicUnitQuizId): a topic taught in a half-term. */
export const SchemeQuizSchema = z.object({
  topicUnitQuizId: z.number().int(),
  topicUnitId: z.number().int(),
  name: z.string(),
  /** The topic quiz a scheme assignment sets; null when the unit has none. */
  quizId: z.number().int().nullable(),
  yearGroup: z.number().int(),
  /** Half-term, 1 (autumn 1) to 6 (summer 2). */
  term: z.number().int().min(1).max(6),
  week: z.number().int(),
  weeks: z.number().int(),
  sequence: z.number().int(),
  labelName: z.string().nullable(),
  labelColour: z.string().nullable(),
});
export type SchemeQuiz = z.infer<typeof SchemeQuizSchema>;

/** GET /api/v3/schemes/{id}: a scheme with its units in teaching order. */
export const SchemeSchema = SchemeBaseSchema.extend({ units: z.array(SchemeQuizSchema) });
export type Scheme = z.infer<typeof SchemeSchema>;
