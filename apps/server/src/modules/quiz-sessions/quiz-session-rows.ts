import type { AssignmentKind, FeedbackMode } from '@mathsight/contract/assignments.ts';
import { sql } from 'drizzle-orm';
import { toDate } from '../../shared/to-date.ts';

/** The rows quiz sessions read and write, and the SQL pieces every answer statement shares. */

export interface SessionContext {
  quizSessionId: number;
  schoolId: number;
  studentId: number;
  assignmentId: number | null;
  topicUnitId: number | null;
  kind: string;
  /** The work's kind, when the session is read to be shown (null for practice). */
  assignmentKind?: AssignmentKind | null;
  startedAt: Date;
  finishedAt: Date | null;
  name: string;
  feedbackMode: FeedbackMode;
  askConfidence: boolean;
  startDate: Date | null;
  endDate: Date | null;
}

/** The student's view of an assignment they were set (assignment_students row), or null. */
export interface TargetRow {
  schoolId: number;
  studentId: number;
  assignmentId: number;
  kind: string;
  name: string;
  startDate: Date;
  endDate: Date;
  completedAt: Date | null;
}

export interface OptionRow {
  questionId: number;
  answerId: number;
  letter: string;
  text: string;
  isCorrect: boolean;
  misconceptionId: number | null;
  misconceptionName: string | null;
  misconceptionHowToFix: string | null;
}

export interface AnswerRow {
  id: number;
  questionId: number;
  answerId: number;
  letter: string;
  isCorrect: boolean;
  misconceptionId: number | null;
  confidence: number | null;
  timeTakenMs: number;
  attempt: number;
  answeredAt: Date;
  clientAnswerId: string | null;
  /** The teacher's comment (issue 6), read with a student's own answers. */
  teacherFeedback?: string | null;
}

/** One answer to store: what the student chose, already resolved to the option's rules. */
export interface NewAnswer {
  schoolId: number;
  assignmentId: number;
  studentId: number;
  questionId: number;
  letter: string;
  confidence: number | null;
  timeTakenMs: number;
  attempt: number;
  answeredAt: Date;
  clientAnswerId: string;
}

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
