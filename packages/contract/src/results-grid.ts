import { z } from 'zod';
import { OptionLetterSchema } from './content.ts';
import {
  type GridCell,
  GridQuestionSchema,
  type GridStudent,
  GridStudentSchema,
  InsightTotalsSchema,
  InsightWorkSchema,
  type ResultsGrid,
} from './insights.ts';

/**
 * The results grid as the calls send it (issue 11): columnar, with no field name repeated per cell.
 * GET /api/v3/assignments/{id}/insights/teacher[?groupId=] and
 * GET /api/v3/quizzes/{quizId}/quiz-insights?schoolId=[&groupId=] answer `CompactResultsGrid`;
 * `compactResultsGrid` writes it from the full grid and `expandResultsGrid` reads it back.
 *
 * Each student's `cells` hold one entry per question, in the order of `questions` (the question is
 * its index): strings of one character per question for the letters and marks, arrays for the ids,
 * and the rare retries and comments as [question index, …] tuples.
 */

/** A cell with no answer, in `letters`, `correct` and `retryLetters`. */
export const NOT_ANSWERED = '-';

const int = () => z.number().int();
const index = () => z.number().int().min(0);

export const GridCellsSchema = z.object({
  /** The first attempt's letter per question, NOT_ANSWERED when there is none. */
  letters: z.string().regex(/^[A-D-]*$/),
  /** Per question: 1 right, 0 wrong, NOT_ANSWERED. */
  correct: z.string().regex(/^[01-]*$/),
  /** The first attempt's answer id per question (null: not answered, or independent study). */
  answerIds: z.array(int().nullable()),
  /** The misconception of the option chosen first, per question. */
  misconceptionIds: z.array(int().nullable()),
  /** Second attempts: [question index, letter, right, answer id]. */
  retries: z.array(z.tuple([index(), OptionLetterSchema, z.boolean(), int().nullable()])),
  /** The teacher's comments on first attempts: [question index, comment]. */
  comments: z.array(z.tuple([index(), z.string()])),
});
export type GridCells = z.infer<typeof GridCellsSchema>;

export const CompactGridStudentSchema = GridStudentSchema.omit({ answers: true }).extend({
  cells: GridCellsSchema,
});
export type CompactGridStudent = z.infer<typeof CompactGridStudentSchema>;

export const CompactResultsGridSchema = z.object({
  work: InsightWorkSchema,
  groupId: int().nullable(),
  questions: z.array(GridQuestionSchema),
  students: z.array(CompactGridStudentSchema),
  totals: InsightTotalsSchema,
});
export type CompactResultsGrid = z.infer<typeof CompactResultsGridSchema>;

/** A student's cells in columns, aligned with `questionIds` (cells of other questions are left out). */
export function compactCells(answers: GridCell[], questionIds: number[]): GridCells {
  const n = questionIds.length;
  const indexOf = new Map(questionIds.map((id, i) => [id, i]));
  const letters: string[] = new Array(n).fill(NOT_ANSWERED);
  const correct: string[] = new Array(n).fill(NOT_ANSWERED);
  const answerIds: (number | null)[] = new Array(n).fill(null);
  const misconceptionIds: (number | null)[] = new Array(n).fill(null);
  const retries: GridCells['retries'] = [];
  const comments: GridCells['comments'] = [];
  for (const cell of answers) {
    const i = indexOf.get(cell.questionId);
    if (i === undefined) continue;
    letters[i] = cell.letter;
    correct[i] = cell.isCorrect ? '1' : '0';
    answerIds[i] = cell.studentAnswerId;
    misconceptionIds[i] = cell.misconceptionId;
    if (cell.retryLetter !== null) {
      retries.push([i, cell.retryLetter, cell.retryIsCorrect === true, cell.retryStudentAnswerId]);
    }
    if (cell.teacherFeedback !== null) comments.push([i, cell.teacherFeedback]);
  }
  return {
    letters: letters.join(''),
    correct: correct.join(''),
    answerIds,
    misconceptionIds,
    retries,
    comments,
  };
}

/** The cells back as objects, answered questions only, in question order. */
export function expandCells(cells: GridCells, questionIds: number[]): GridCell[] {
  const retryOf = new Map(cells.retries.map((r) => [r[0], r]));
  const commentOf = new Map(cells.comments);
  const out: GridCell[] = [];
  questionIds.forEach((questionId, i) => {
    const letter = OptionLetterSchema.safeParse(cells.letters[i]);
    if (!letter.success) return;
    const retry = retryOf.get(i);
    out.push({
      questionId,
      studentAnswerId: cells.answerIds[i] ?? null,
      letter: letter.data,
      isCorrect: cells.correct[i] === '1',
      misconceptionId: cells.misconceptionIds[i] ?? null,
      retryStudentAnswerId: retry?.[3] ?? null,
      retryLetter: retry?.[1] ?? null,
      retryIsCorrect: retry?.[2] ?? null,
      teacherFeedback: commentOf.get(i) ?? null,
    });
  });
  return out;
}

export function compactResultsGrid(grid: ResultsGrid): CompactResultsGrid {
  const questionIds = grid.questions.map((q) => q.questionId);
  return {
    ...grid,
    students: grid.students.map(({ answers, ...student }) => ({
      ...student,
      cells: compactCells(answers, questionIds),
    })),
  };
}

export function expandResultsGrid(grid: CompactResultsGrid): ResultsGrid {
  const questionIds = grid.questions.map((q) => q.questionId);
  return {
    ...grid,
    students: grid.students.map(
      ({ cells, ...student }): GridStudent => ({ ...student, answers: expandCells(cells, questionIds) }),
    ),
  };
}
