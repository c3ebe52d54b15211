import { z } from 'zod';
import { AssignmentKindSchema, DueStatusSchema, FeedbackModeSchema } from './assignments.ts';
import { IdFromTextSchema, IdSchema } from './common.ts';
import { OptionLetterSchema } from './content.ts';

/** Spec §9: the client refreshes its realtime token when 30 minutes or less remain. */
export const REALTIME_TOKEN_REFRESH_BEFORE_MS = 30 * 60 * 1000;
/** How long a realtime token lives. */
export const REALTIME_TOKEN_TTL_SECONDS = 60 * 60;
/** Attempts a student may make at one question: a second only after a wrong first answer, with feedback on. */
export const MAX_ATTEMPTS = 2;

export const QUIZ_SESSION_MESSAGES = {
  notStudent: 'Only students can do this',
  retryNotAllowed: 'This work does not allow a second attempt at a question',
  retryAfterCorrect: 'This question was already answered correctly',
  answerFirstAttempt: 'Answer the question before trying again',
  retrySameOption: 'That option was already marked wrong: choose another one for your second try',
  alreadyAnswered: 'This question has already been answered',
  notInQuiz: 'This question is not part of this work',
  finished: 'This work has already been handed in',
  /** Followed by the date, e.g. "This work closed on 3 March 2026 at 17:00". */
  closedOn: 'This work closed on',
  opensOn: 'This work opens on',
  notHandedIn: 'Hand in this work to see your results',
} as const;

/** Spec §3 "Session kinds". Assignment sessions are TopicPathwayQuiz or RetrievalPracticeAssignment; practice is Generic. */
export const QuizSessionKindSchema = z.enum([
  'TopicPathwayQuiz',
  'Challenge',
  'Generic',
  'TopicPathwayQuizQuestion',
  'OnDemandSupport',
  'RetrievalPracticeAssignment',
  'TeacherAssistant',
]);
export type QuizSessionKind = z.infer<typeof QuizSessionKindSchema>;

// ---------------------------------------------------------------- a student's work

export const StudentAssignmentGroupSchema = z.enum(['Upcoming', 'Done']);
export type StudentAssignmentGroup = z.infer<typeof StudentAssignmentGroupSchema>;

/** One piece of work set for the signed-in student, with how far they have got. */
export const StudentAssignmentSchema = z.object({
  assignmentId: z.number().int(),
  kind: AssignmentKindSchema,
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  dueStatus: DueStatusSchema,
  feedbackMode: FeedbackModeSchema,
  questionCount: z.number().int().min(0),
  answeredCount: z.number().int().min(0),
  correctCount: z.number().int().min(0),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** 0–100 share of the questions answered. */
  progressPercent: z.number().int().min(0).max(100),
  /** Teachers' comments on the student's answers (issue 11), and those the student has not yet read. */
  commentCount: z.number().int().min(0).optional(),
  unreadCommentCount: z.number().int().min(0).optional(),
});
export type StudentAssignment = z.infer<typeof StudentAssignmentSchema>;

export const StudentAssignmentListSchema = z.object({
  items: z.array(StudentAssignmentSchema),
  total: z.number().int().min(0),
});
export type StudentAssignmentList = z.infer<typeof StudentAssignmentListSchema>;

/** The student's work list's `request.filter.group`: Upcoming (the default) or Done. */
export const StudentAssignmentListFilterSchema = z.object({
  group: StudentAssignmentGroupSchema.default('Upcoming'),
});
export type StudentAssignmentListFilter = z.infer<typeof StudentAssignmentListFilterSchema>;

// ---------------------------------------------------------------- questions in the student shape

/** An option as a student sees it: never whether it is right, never its misconception. */
export const StudentOptionSchema = z.object({
  answerId: z.number().int(),
  letter: OptionLetterSchema,
  text: z.string(),
});
export type StudentOption = z.infer<typeof StudentOptionSchema>;

/** What went wrong, told to the student: the misconception's name and how to fix it. */
export const MisconceptionFeedbackSchema = z.object({
  misconceptionId: z.number().int(),
  name: z.string(),
  howToFix: z.string(),
});
export type MisconceptionFeedback = z.infer<typeof MisconceptionFeedbackSchema>;

/** The outcome of one answer, shown after each question (AfterEachQuestion) or in the summary. */
export const AnswerFeedbackSchema = z.object({
  isCorrect: z.boolean(),
  correctLetter: OptionLetterSchema,
  misconception: MisconceptionFeedbackSchema.nullable(),
});
export type AnswerFeedback = z.infer<typeof AnswerFeedbackSchema>;

/** A stored answer as its student sees it; feedback only where the work gives it after each question. */
export const StudentAnswerSchema = z.object({
  studentAnswerId: z.number().int(),
  clientAnswerId: z.string().nullable(),
  questionId: z.number().int(),
  letter: OptionLetterSchema,
  attempt: z.number().int().min(1),
  confidence: z.number().int().min(1).max(5).nullable(),
  timeTakenMs: z.number().int().min(0),
  answeredAt: z.string(),
  feedback: AnswerFeedbackSchema.nullable(),
  /** The teacher's comment on this answer (issue 6), whatever the feedback mode; absent or null when none. */
  teacherFeedback: z.string().nullable().optional(),
});
export type StudentAnswer = z.infer<typeof StudentAnswerSchema>;

/** Spec §3 QuizSessionQuestion (identified by questionId), in the student shape. */
export const QuizSessionQuestionSchema = z.object({
  questionId: z.number().int(),
  sequence: z.number().int(),
  stem: z.string(),
  diagramSvg: z.string().nullable(),
  diagramAlt: z.string().nullable(),
  options: z.array(StudentOptionSchema).length(4),
  /** Every answer given to it so far, first attempt first. */
  answers: z.array(StudentAnswerSchema),
  /** Whether a second attempt is open now (AfterEachQuestion, first attempt wrong, no second yet). */
  canRetry: z.boolean(),
});
export type QuizSessionQuestion = z.infer<typeof QuizSessionQuestionSchema>;

/** Spec §3 QuizSession (identified by quizSessionId). */
export const QuizSessionSchema = z.object({
  quizSessionId: z.number().int(),
  kind: QuizSessionKindSchema,
  /** Null for independent practice (a dynamic session). */
  assignmentId: z.number().int().nullable(),
  /** The kind of the work (its badge in the header); null for independent practice. */
  assignmentKind: AssignmentKindSchema.nullable().optional(),
  topicUnitId: z.number().int().nullable(),
  name: z.string(),
  feedbackMode: FeedbackModeSchema,
  askConfidence: z.boolean(),
  endDate: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  questions: z.array(QuizSessionQuestionSchema),
  /** Dynamic sessions: the question to ask next (also in questions), or null when the bank is exhausted. */
  nextQuestionId: z.number().int().nullable(),
});
export type QuizSession = z.infer<typeof QuizSessionSchema>;

export const QuizSessionIdParamSchema = z.object({ quizSessionId: IdFromTextSchema });

// ---------------------------------------------------------------- answering

/** POST /api/v3/quiz-sessions/{id}/answers. clientAnswerId makes a resent answer harmless. */
export const SubmitAnswerRequestSchema = z.object({
  questionId: IdSchema,
  letter: OptionLetterSchema,
  confidence: z.number().int().min(1).max(5).optional(),
  timeTakenMs: z
    .number()
    .int()
    .min(0)
    .max(6 * 60 * 60 * 1000),
  attempt: z.number().int().min(1).max(MAX_ATTEMPTS).default(1),
  clientAnswerId: z.uuid(),
});
export type SubmitAnswerRequest = z.input<typeof SubmitAnswerRequestSchema>;

export const SubmitAnswerResponseSchema = z.object({
  answer: StudentAnswerSchema,
  /** False when this clientAnswerId had already been stored (nothing counted twice). */
  created: z.boolean(),
  answeredCount: z.number().int().min(0),
  questionCount: z.number().int().min(0),
  /** Dynamic sessions: the next question chosen from the answers so far. */
  nextQuestionId: z.number().int().nullable(),
});
export type SubmitAnswerResponse = z.infer<typeof SubmitAnswerResponseSchema>;

// ---------------------------------------------------------------- finishing

export const QuestionOutcomeSchema = z.object({
  questionId: z.number().int(),
  sequence: z.number().int(),
  answered: z.boolean(),
  /** Whether the first attempt was right; null when not answered. */
  isCorrect: z.boolean().nullable(),
  letter: OptionLetterSchema.nullable(),
  correctLetter: OptionLetterSchema,
  /** Right on the second attempt. */
  correctOnRetry: z.boolean(),
  misconception: MisconceptionFeedbackSchema.nullable(),
});
export type QuestionOutcome = z.infer<typeof QuestionOutcomeSchema>;

/** POST /api/v3/quiz-sessions/{id}/finish: the score, each question's outcome, misconceptions to work on. */
export const QuizSummarySchema = z.object({
  quizSessionId: z.number().int(),
  assignmentId: z.number().int().nullable(),
  completedAt: z.string(),
  questionCount: z.number().int().min(0),
  answeredCount: z.number().int().min(0),
  correctCount: z.number().int().min(0),
  scorePercent: z.number().int().min(0).max(100),
  questions: z.array(QuestionOutcomeSchema),
  /** Misconceptions behind the wrong first answers, most frequent first. */
  misconceptionsToWorkOn: z.array(MisconceptionFeedbackSchema.extend({ count: z.number().int().min(1) })),
});
export type QuizSummary = z.infer<typeof QuizSummarySchema>;

// ---------------------------------------------------------------- independent practice

export const DynamicQuizSessionRequestSchema = z.object({ topicUnitId: IdSchema });
export type DynamicQuizSessionRequest = z.infer<typeof DynamicQuizSessionRequestSchema>;

// ---------------------------------------------------------------- live answers

export const RealtimeTokenSchema = z.object({
  token: z.string(),
  /** ISO time it stops working; refresh when REALTIME_TOKEN_REFRESH_BEFORE_MS or less remain. */
  expiresAt: z.string(),
});
export type RealtimeToken = z.infer<typeof RealtimeTokenSchema>;

/** What a teacher's socket sends: subscribe to (or leave) one assignment's or one class's answers. */
export const RealtimeClientMessageSchema = z
  .object({
    type: z.enum(['subscribe', 'unsubscribe']),
    assignmentId: IdSchema.optional(),
    groupId: IdSchema.optional(),
  })
  .refine((m) => (m.assignmentId === undefined) !== (m.groupId === undefined), {
    message: 'Give an assignmentId or a groupId',
  });
export type RealtimeClientMessage = z.infer<typeof RealtimeClientMessageSchema>;

/** An answer as it arrives live. */
export const AnswerEventSchema = z.object({
  assignmentId: z.number().int(),
  groupId: z.number().int().nullable(),
  studentId: z.number().int(),
  studentName: z.string(),
  questionId: z.number().int(),
  letter: OptionLetterSchema,
  isCorrect: z.boolean(),
  misconceptionId: z.number().int().nullable(),
  attempt: z.number().int(),
  answeredAt: z.string(),
  /** Issue 6: so a results grid can fill a cell completely (comments need the answer's id). */
  studentAnswerId: z.number().int().optional(),
  timeTakenMs: z.number().int().min(0).optional(),
  confidence: z.number().int().min(1).max(5).nullable().optional(),
});
export type AnswerEvent = z.infer<typeof AnswerEventSchema>;

/** What the server sends on the socket. */
export type RealtimeServerMessage =
  | { type: 'subscribed'; assignmentId?: number; groupId?: number }
  | { type: 'answer'; event: AnswerEvent }
  | { type: 'error'; message: string; assignmentId?: number; groupId?: number };
