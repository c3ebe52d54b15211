import type { AssignmentKind, FeedbackMode } from '@mathsight/contract/assignments.ts';
import type { OptionLetter } from '@mathsight/contract/content.ts';
import { toDate } from '../../shared/to-date.ts';

/** A column of the grid as stored: the bank's right letter and any correction for this work. */
export interface QuestionRow {
  questionId: number;
  sequence: number;
  stem: string;
  bankCorrectLetter: OptionLetter;
  correctedLetter: OptionLetter | null;
}

/** One answer in the compact form the grid statement returns. */
export interface CellRow {
  questionId: number;
  attempt: number;
  letter: OptionLetter;
  isCorrect: boolean;
  misconceptionId: number | null;
  confidence: number | null;
  timeTakenMs: number;
  answeredAt: string;
  studentAnswerId: number | null;
  comment: string | null;
}

export interface StudentRow {
  studentId: number;
  firstName: string;
  lastName: string;
  groupId: number | null;
  startedAt: Date | null;
  completedAt: Date | null;
  lessonFlowId: number | null;
  answers: CellRow[];
}

export interface WorkRow {
  assignmentId: number;
  schoolId: number;
  kind: AssignmentKind;
  name: string;
  quizId: number | null;
  startDate: Date;
  endDate: Date;
  feedbackMode: FeedbackMode;
  createdByTeacherId: number | null;
  groups: Array<{ groupId: number; code: string }>;
  questions: QuestionRow[];
}

export interface OptionRow {
  questionId: number;
  answerId: number;
  letter: OptionLetter;
  text: string;
  bankIsCorrect: boolean;
  misconception: { misconceptionId: number; name: string; description: string; howToFix: string } | null;
}

/** The stored form of a cell: [questionId, attempt, letter, isCorrect, misconceptionId, confidence, ms, at, id, comment]. */
export type RawCell = [
  number,
  number,
  OptionLetter,
  boolean,
  number | null,
  number | null,
  number,
  string,
  number | null,
  string | null,
];

export type RawStudent = {
  student_id: number;
  first_name: string;
  last_name: string;
  group_id: number | null;
  started_at: Date | string | null;
  completed_at: Date | string | null;
  lesson_flow_id: number | null;
  answers: RawCell[] | null;
};

export function toQuestionRow(q: [number, number, string, OptionLetter, OptionLetter | null]): QuestionRow {
  return { questionId: q[0], sequence: q[1], stem: q[2], bankCorrectLetter: q[3], correctedLetter: q[4] };
}

export function toStudentRow(r: RawStudent): StudentRow {
  return {
    studentId: r.student_id,
    firstName: r.first_name,
    lastName: r.last_name,
    groupId: r.group_id,
    startedAt: r.started_at === null ? null : toDate(r.started_at),
    completedAt: r.completed_at === null ? null : toDate(r.completed_at),
    lessonFlowId: r.lesson_flow_id,
    answers: (r.answers ?? []).map((c) => ({
      questionId: c[0],
      attempt: c[1],
      letter: c[2],
      isCorrect: c[3],
      misconceptionId: c[4],
      confidence: c[5],
      timeTakenMs: c[6],
      answeredAt: c[7],
      studentAnswerId: c[8],
      comment: c[9],
    })),
  };
}
