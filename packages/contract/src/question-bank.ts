import { z } from 'zod';
import { ASSIGNMENT_MESSAGES, endAfterStart, WORK_DATES, WORK_OPTIONS, WORK_TARGETS } from './assignments.ts';
import { FilterIdListSchema, FilterIdSchema, FilterTextSchema, IdSchema, listOf } from './common.ts';
import { OptionLetterSchema, StrandSchema } from './content.ts';

/**
 * The question bank as teachers browse it (issue 14, spec §7 "a questions list"), the custom quiz a
 * teacher sets from it, and the quiz inferences (which misconceptions each student likely holds).
 */

/** Questions a page of the bank shows by default, and the most one request may take. */
export const QUESTION_BANK_PAGE_SIZE = 20;
export const QUESTION_BANK_MAX_TAKE = 100;
/** A custom quiz holds 1 to 30 questions, as retrieval practice does. */
export const CUSTOM_QUIZ_MAX_QUESTIONS = 30;

export const QUESTION_BANK_MESSAGES = {
  year: 'A year group is a whole number from 1 to 13',
  questions: ASSIGNMENT_MESSAGES.questions,
  notInBank: 'Choose questions from the bank: one of these is not in it any more',
} as const;

/** `request.filter.yearGroup`: a year group, 1–13. */
const FilterYearSchema = z
  .string()
  .regex(/^\d{1,2}$/, QUESTION_BANK_MESSAGES.year)
  .transform(Number)
  .pipe(z.number().int().min(1, QUESTION_BANK_MESSAGES.year).max(13, QUESTION_BANK_MESSAGES.year));

/**
 * GET /api/v3/questions: `request.filter.<name>`: `searchText` (every word in the stem, the construct
 * or the topic), `topicUnitId`, `constructId`, `misconceptionId` (a wrong option leads to it) and
 * `yearGroup`, and `questionIds` (up to 50, comma-separated: the set-work flow names the questions chosen).
 * Retired questions (decision 0015) are never listed.
 */
export const QuestionBankFilterSchema = z.object({
  searchText: FilterTextSchema.optional(),
  topicUnitId: FilterIdSchema.optional(),
  constructId: FilterIdSchema.optional(),
  misconceptionId: FilterIdSchema.optional(),
  yearGroup: FilterYearSchema.optional(),
  questionIds: FilterIdListSchema.optional(),
});
export type QuestionBankFilter = z.infer<typeof QuestionBankFilterSchema>;

export const BankMisconceptionSchema = z.object({
  misconceptionId: z.number().int(),
  name: z.string(),
  description: z.string(),
  howToFix: z.string(),
});
export type BankMisconception = z.infer<typeof BankMisconceptionSchema>;

/** One option: whether it is right and, for a wrong one, every misconception that leads to it. */
export const BankOptionSchema = z.object({
  answerId: z.number().int(),
  letter: OptionLetterSchema,
  text: z.string(),
  isCorrect: z.boolean(),
  misconceptions: z.array(BankMisconceptionSchema),
});
export type BankOption = z.infer<typeof BankOptionSchema>;

/** A question of the bank as the list shows it, with what the measurement model knows of it. */
export const BankQuestionSchema = z.object({
  questionId: z.number().int(),
  stem: z.string(),
  diagramSvg: z.string().nullable(),
  diagramAlt: z.string().nullable(),
  answers: z.array(BankOptionSchema).length(4),
  topicUnitId: z.number().int(),
  topicUnitName: z.string(),
  strand: StrandSchema,
  constructId: z.number().int(),
  constructName: z.string(),
  yearGroup: z.number().int(),
  /** The bank's own level: 1 (easier) to 3 (harder). */
  difficulty: z.number().int(),
  /** First attempts the calibration has learnt from, across every school (0 when never answered). */
  answeredCount: z.number().int().min(0),
  /** The calibrated difficulty on the logit scale (decision 0014), null until someone has answered. */
  measuredDifficulty: z.number().nullable(),
  /** Its standard error (the square root of the calibration's variance), null with it. */
  measuredDifficultyError: z.number().nullable(),
});
export type BankQuestion = z.infer<typeof BankQuestionSchema>;

export const BankQuestionListSchema = listOf(BankQuestionSchema);
export type BankQuestionList = z.infer<typeof BankQuestionListSchema>;

/** GET /api/v3/questions/filters: the choices of the bank's filters (only what live questions use). */
export const QuestionBankFiltersSchema = z.object({
  topics: z.array(
    z.object({
      topicUnitId: z.number().int(),
      name: z.string(),
      strand: StrandSchema,
      questionCount: z.number().int(),
    }),
  ),
  constructs: z.array(
    z.object({
      constructId: z.number().int(),
      name: z.string(),
      topicUnitId: z.number().int(),
      yearGroup: z.number().int(),
    }),
  ),
  misconceptions: z.array(z.object({ misconceptionId: z.number().int(), name: z.string() })),
  yearGroups: z.array(z.number().int()),
});
export type QuestionBankFilters = z.infer<typeof QuestionBankFiltersSchema>;

/**
 * POST /api/v3/question-assignments: set questions chosen in the bank as one piece of work (kind
 * CustomQuiz) for classes or some of their students. The questions keep the order given.
 */
export const SetQuestionsRequestSchema = z
  .object({
    schoolId: IdSchema,
    questionIds: z
      .array(IdSchema)
      .min(1, QUESTION_BANK_MESSAGES.questions)
      .max(CUSTOM_QUIZ_MAX_QUESTIONS, QUESTION_BANK_MESSAGES.questions)
      .refine((ids) => new Set(ids).size === ids.length, QUESTION_BANK_MESSAGES.questions),
    ...WORK_DATES,
    ...WORK_TARGETS,
    ...WORK_OPTIONS,
  })
  .superRefine(endAfterStart);
export type SetQuestionsRequest = z.infer<typeof SetQuestionsRequestSchema>;

/**
 * A custom quiz's name when the teacher gives none, from its questions' topics in the order chosen:
 * "Custom quiz: Fractions, Angles and 2 more", at most 200 characters.
 */
export function customQuizName(topics: readonly string[]): string {
  const unique = [...new Set(topics)];
  const named = unique.slice(0, 2).join(', ');
  const more = unique.length > 2 ? ` and ${unique.length - 2} more` : '';
  return `Custom quiz: ${named}${more}`.slice(0, 200);
}

// ---------------------------------------------------------------- quiz inferences

/** The evidence a "likely" inference needs: wrong answers that point at the same misconception. */
export const LIKELY_MIN_WRONG_ANSWERS = 2;

/**
 * POST /api/v3/quiz-inferences/generate (and generate-csv): the misconceptions each student of one
 * piece of work likely holds, from the misconception tags of the options they chose on first attempts.
 */
export const QuizInferenceRequestSchema = z.object({
  assignmentId: IdSchema,
  /** One class of the work only. */
  groupId: IdSchema.optional(),
});
export type QuizInferenceRequest = z.infer<typeof QuizInferenceRequestSchema>;

/**
 * Likely: two or more wrong answers point at it, or it was the only chance to show it and the
 * student took it (one of one). Possible: one wrong answer of several chances.
 */
export const InferenceStrengthSchema = z.enum(['Likely', 'Possible']);
export type InferenceStrength = z.infer<typeof InferenceStrengthSchema>;

/** One student and one misconception their answers point at. */
export const QuizInferenceRowSchema = z.object({
  studentId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** The class the work reached them through (its code), or null. */
  classCode: z.string().nullable(),
  misconceptionId: z.number().int(),
  misconceptionName: z.string(),
  /** Questions the student answered (first attempt) with an option this misconception leads to. */
  wrongAnswers: z.number().int().min(1),
  /** Questions the student answered that had such an option: the chances to show it. */
  chances: z.number().int().min(1),
  strength: InferenceStrengthSchema,
});
export type QuizInferenceRow = z.infer<typeof QuizInferenceRowSchema>;

export const QuizInferencesSchema = z.object({
  assignmentId: z.number().int(),
  name: z.string(),
  /** Students with at least one first-attempt answer. */
  studentsAnswered: z.number().int().min(0),
  /** Ordered by student (last name, first name), then the most wrong answers first. */
  rows: z.array(QuizInferenceRowSchema),
});
export type QuizInferences = z.infer<typeof QuizInferencesSchema>;

/** The CSV's columns, in order: the same as each row above. */
export const QUIZ_INFERENCE_CSV_COLUMNS = [
  'Student ID',
  'First name',
  'Last name',
  'Class',
  'Misconception ID',
  'Misconception',
  'Wrong answers',
  'Chances',
  'Strength',
] as const;
