import type { AssignmentKind, FeedbackMode } from '@mathsight/contract/assignments.ts';

/** The rows quiz sessions read and write (the SQL pieces every answer statement shares: quiz-session-sql.ts). */

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
