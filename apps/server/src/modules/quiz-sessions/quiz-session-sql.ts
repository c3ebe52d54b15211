import { sql } from 'drizzle-orm';
import { toDate } from '../../shared/to-date.ts';
import type { AnswerRow } from './quiz-session-rows.ts';

/**
 * An option's mark in a work, with `mc` a left-joined mark_corrections row (issue 6): the corrected
 * letter is right and carries no misconception; without a correction the bank's rules stand.
 */
export const MARKED_CORRECT = sql.raw(`coalesce(mc.correct_letter = qa.letter, qa.is_correct)`);
export const MARKED_MISCONCEPTION = sql.raw(
  `case when mc.correct_letter = qa.letter then null else qa.misconception_id end`,
);

export const ANSWER_COLUMNS = sql.raw(
  `id, question_id, answer_id, letter, is_correct, misconception_id, confidence, time_taken_ms, attempt, answered_at, client_answer_id`,
);

export type RawAnswer = {
  id: number;
  question_id: number;
  answer_id: number;
  letter: string;
  is_correct: boolean;
  misconception_id: number | null;
  confidence: number | null;
  time_taken_ms: number;
  attempt: number;
  answered_at: Date | string;
  client_answer_id: string | null;
};

export function toAnswerRow(r: RawAnswer): AnswerRow {
  return {
    id: r.id,
    questionId: r.question_id,
    answerId: r.answer_id,
    letter: r.letter,
    isCorrect: r.is_correct,
    misconceptionId: r.misconception_id,
    confidence: r.confidence,
    timeTakenMs: r.time_taken_ms,
    attempt: r.attempt,
    answeredAt: toDate(r.answered_at),
    clientAnswerId: r.client_answer_id,
  };
}
