import { z } from 'zod';
import { IdFromTextSchema, IdSchema, TextSchema } from './common.ts';
import { OptionLetterSchema } from './content.ts';
import { MisconceptionFeedbackSchema } from './quiz-sessions.ts';

/**
 * Live lessons (issue 31, decision 0051). A teacher starts one for a class with chosen questions; the
 * server sets it as real work (a CustomQuiz assignment for the class, one row in live_lessons), so
 * every vote is a quiz-session answer (clientAnswerId, measures, reports). Each question goes
 * Voting → Revealed → Revoting → RevoteRevealed; the lesson ends once (Ended). Round 1 is the first
 * vote, round 2 the re-vote; both are kept apart in live_lesson_votes with the answer each stored.
 */

/** Join codes: 6 characters of an alphabet without look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B, U/V). */
export const JOIN_CODE_ALPHABET = '34679ACDEFGHJKMNPQRTWXY';
export const JOIN_CODE_LENGTH = 6;
export const LIVE_LESSON_MAX_QUESTIONS = 30;
export const REASON_MAX_LENGTH = 200;

export const LIVE_LESSON_MESSAGES = {
  questions: `Choose between 1 and ${LIVE_LESSON_MAX_QUESTIONS} different questions, or a quiz`,
  code: `A join code is ${JOIN_CODE_LENGTH} letters and digits`,
  ended: 'This live lesson has ended',
  notOpen: 'Voting on this question is not open',
  alreadyVoted: 'You have already voted on this question in this round',
  notJoined: 'Join the lesson before voting',
  noVote: 'Vote on this question before giving a reason',
  reason: `Write one sentence of at most ${REASON_MAX_LENGTH} characters`,
  notInLesson: 'This question is not part of this lesson',
  nobodyHolds: 'No student holds this misconception on this question now',
} as const;

/** Where the lesson stands. Waiting: started, no question open yet (the board shows the code and QR). */
export const LiveLessonPhaseSchema = z.enum([
  'Waiting',
  'Voting',
  'Revealed',
  'Revoting',
  'RevoteRevealed',
  'Ended',
]);
export type LiveLessonPhase = z.infer<typeof LiveLessonPhaseSchema>;

/** The phases a teacher may put a question in (PUT …/stage); Ended is POST …/end. */
export const LiveLessonStagePhaseSchema = z.enum(['Voting', 'Revealed', 'Revoting', 'RevoteRevealed']);
export type LiveLessonStagePhase = z.infer<typeof LiveLessonStagePhaseSchema>;

/** 1: the first vote; 2: the re-vote after discussion. */
export const VoteRoundSchema = z.union([z.literal(1), z.literal(2)]);
export type VoteRound = z.infer<typeof VoteRoundSchema>;

// ---------------------------------------------------------------- what the board and phones show

/** A question as everyone sees it before the reveal: never the key, never a misconception. */
export const LiveQuestionSchema = z.object({
  questionId: z.number().int(),
  sequence: z.number().int().min(1),
  stem: z.string(),
  diagramSvg: z.string().nullable(),
  diagramAlt: z.string().nullable(),
  options: z.array(z.object({ letter: OptionLetterSchema, text: z.string() })).length(4),
});
export type LiveQuestion = z.infer<typeof LiveQuestionSchema>;

/** One option's share of a round's votes; after the reveal, whether it is right and its misconception in plain words. */
export const OptionShareSchema = z.object({
  letter: OptionLetterSchema,
  count: z.number().int().min(0),
  isCorrect: z.boolean(),
  /** Null for the key (and for a wrong option the bank tags with no misconception). */
  misconception: MisconceptionFeedbackSchema.nullable(),
});
export type OptionShare = z.infer<typeof OptionShareSchema>;

/** One round of the open question: how many voted, and (once revealed) the distribution over A–D. */
export const RoundSummarySchema = z.object({
  round: VoteRoundSchema,
  votedCount: z.number().int().min(0),
  /** Null on the board and phones until this round is revealed; the teacher's view always has it. */
  distribution: z.array(OptionShareSchema).length(4).nullable(),
});
export type RoundSummary = z.infer<typeof RoundSummarySchema>;

/** A reason as the board shows it: no name; hidden ones never reach the board. */
export const AnonymousReasonSchema = z.object({
  voteId: z.number().int(),
  text: z.string(),
  letter: OptionLetterSchema,
  round: VoteRoundSchema,
});
export type AnonymousReason = z.infer<typeof AnonymousReasonSchema>;

/** What every view shares: the lesson, its code, the open question and its rounds. */
export const LiveLessonHeadSchema = z.object({
  liveLessonId: z.number().int(),
  name: z.string(),
  groupId: z.number().int(),
  groupName: z.string(),
  /** The real work behind the lesson (a CustomQuiz assignment): its answers count like any other. */
  assignmentId: z.number().int(),
  joinCode: z.string(),
  /** Absolute URL of the web app's join page for the QR code (PUBLIC_URL + /live/join?code=). */
  joinUrl: z.string(),
  phase: LiveLessonPhaseSchema,
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  questionCount: z.number().int().min(1),
  /** Students of the class who have joined (signed in and opened the lesson). */
  joinedCount: z.number().int().min(0),
  /** The class's active students. */
  studentCount: z.number().int().min(0),
  /** The open question (null while Waiting, and after the end). */
  question: LiveQuestionSchema.nullable(),
  /** The key, once the open question's first round is revealed (teacher: always). */
  correctLetter: OptionLetterSchema.nullable(),
  /** Round 1, and round 2 once re-voting started: before and after. */
  rounds: z.array(RoundSummarySchema),
});
export type LiveLessonHead = z.infer<typeof LiveLessonHeadSchema>;

/** GET …/board and the hub's board channel: counts only, no names; reasons anonymous and moderated. */
export const LiveLessonBoardSchema = LiveLessonHeadSchema.extend({
  reasons: z.array(AnonymousReasonSchema),
});
export type LiveLessonBoard = z.infer<typeof LiveLessonBoardSchema>;

/** One vote as the teacher sees it. */
export const TeacherVoteSchema = z.object({
  voteId: z.number().int(),
  round: VoteRoundSchema,
  letter: OptionLetterSchema,
  isCorrect: z.boolean(),
  misconceptionId: z.number().int().nullable(),
  /** The answer stored through the quiz-session path (null for a re-vote the record has no place for). */
  studentAnswerId: z.number().int().nullable(),
  reason: z.string().nullable(),
  reasonHidden: z.boolean(),
  votedAt: z.string(),
});
export type TeacherVote = z.infer<typeof TeacherVoteSchema>;

/** A student of the class on the open question: joined or not, first and second votes. */
export const LiveStudentSchema = z.object({
  studentId: z.number().int(),
  name: z.string(),
  joined: z.boolean(),
  first: TeacherVoteSchema.nullable(),
  second: TeacherVoteSchema.nullable(),
  /** Wrong in round 1, right in round 2. */
  movedToRight: z.boolean(),
});
export type LiveStudent = z.infer<typeof LiveStudentSchema>;

/** A reason with its author, for the teacher. */
export const NamedReasonSchema = z.object({
  voteId: z.number().int(),
  studentId: z.number().int(),
  studentName: z.string(),
  round: VoteRoundSchema,
  letter: OptionLetterSchema,
  text: z.string(),
  hidden: z.boolean(),
});
export type NamedReason = z.infer<typeof NamedReasonSchema>;

/** Reasons grouped by the misconception behind the chosen option (null: the right answer, or untagged). */
export const ReasonGroupSchema = z.object({
  misconception: MisconceptionFeedbackSchema.nullable(),
  isCorrect: z.boolean(),
  reasons: z.array(NamedReasonSchema),
});
export type ReasonGroup = z.infer<typeof ReasonGroupSchema>;

/** "Set follow-up work for the N who still hold this": students whose latest vote chose this misconception. */
export const HolderGroupSchema = z.object({
  misconception: MisconceptionFeedbackSchema,
  letter: OptionLetterSchema,
  studentIds: z.array(z.number().int()),
});
export type HolderGroup = z.infer<typeof HolderGroupSchema>;

/** A question of the lesson in the teacher's list (to move between them), with its key. */
export const TeacherQuestionSchema = LiveQuestionSchema.extend({
  correctLetter: OptionLetterSchema,
  /** The furthest phase this question reached; null when never opened. */
  reached: LiveLessonStagePhaseSchema.nullable(),
});
export type TeacherQuestion = z.infer<typeof TeacherQuestionSchema>;

/** GET /api/v3/live-lessons/{id} and the hub's teacher channel. */
export const LiveLessonTeacherViewSchema = LiveLessonBoardSchema.extend({
  questions: z.array(TeacherQuestionSchema),
  /** Every active student of the class, by last name, for the open question. */
  students: z.array(LiveStudentSchema),
  reasonGroups: z.array(ReasonGroupSchema),
  holders: z.array(HolderGroupSchema),
});
export type LiveLessonTeacherView = z.infer<typeof LiveLessonTeacherViewSchema>;

/** One of the student's own votes. */
export const MyVoteSchema = z.object({
  voteId: z.number().int(),
  questionId: z.number().int(),
  round: VoteRoundSchema,
  letter: OptionLetterSchema,
  reason: z.string().nullable(),
  votedAt: z.string(),
  /** Known once that round is revealed. */
  isCorrect: z.boolean().nullable(),
});
export type MyVote = z.infer<typeof MyVoteSchema>;

/** GET …/me, a join's answer and the hub's student channel: the open question and the student's own votes on it. */
export const LiveLessonStudentViewSchema = z.object({
  liveLessonId: z.number().int(),
  name: z.string(),
  groupName: z.string(),
  phase: LiveLessonPhaseSchema,
  question: LiveQuestionSchema.nullable(),
  /** The round a vote now counts for (null when no vote is open). */
  openRound: VoteRoundSchema.nullable(),
  /** The key once the open question is revealed. */
  correctLetter: OptionLetterSchema.nullable(),
  /** The student's votes on the open question (round 1 first): a rejoin gets them back. */
  myVotes: z.array(MyVoteSchema),
});
export type LiveLessonStudentView = z.infer<typeof LiveLessonStudentViewSchema>;

// ---------------------------------------------------------------- calls

/** POST /api/v3/live-lessons: questions from the bank, or a quiz's (a topic or diagnostic quiz). */
export const StartLiveLessonRequestSchema = z
  .object({
    groupId: IdSchema,
    questionIds: z
      .array(IdSchema)
      .min(1, LIVE_LESSON_MESSAGES.questions)
      .max(LIVE_LESSON_MAX_QUESTIONS, LIVE_LESSON_MESSAGES.questions)
      .refine((ids) => new Set(ids).size === ids.length, LIVE_LESSON_MESSAGES.questions)
      .optional(),
    quizId: IdSchema.optional(),
    /** Default: "Live lesson: <class> <date>". */
    name: TextSchema.trim().min(1).max(200).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.questionIds === undefined) === (v.quizId === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['questionIds'], message: LIVE_LESSON_MESSAGES.questions });
    }
  });
export type StartLiveLessonRequest = z.infer<typeof StartLiveLessonRequestSchema>;

/** PUT …/stage: open a question (Voting), reveal it, open the re-vote, reveal the re-vote. */
export const LiveLessonStageRequestSchema = z.object({
  questionId: IdSchema,
  phase: LiveLessonStagePhaseSchema,
});
export type LiveLessonStageRequest = z.infer<typeof LiveLessonStageRequestSchema>;

/** POST /api/v3/live-lessons/join. Codes are matched without regard to case or spaces. */
export const JoinLiveLessonRequestSchema = z.object({
  code: TextSchema.transform((s) => s.replace(/\s+/g, '').toUpperCase()).pipe(
    z.string().regex(new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`), LIVE_LESSON_MESSAGES.code),
  ),
});
export type JoinLiveLessonRequest = z.input<typeof JoinLiveLessonRequestSchema>;

/** POST …/votes: the round is the open one; the same clientAnswerId again is harmless (created false). */
export const LiveVoteRequestSchema = z.object({
  questionId: IdSchema,
  letter: OptionLetterSchema,
  clientAnswerId: z.uuid(),
  timeTakenMs: z
    .number()
    .int()
    .min(0)
    .max(6 * 60 * 60 * 1000)
    .default(0),
});
export type LiveVoteRequest = z.input<typeof LiveVoteRequestSchema>;

export const LiveVoteResponseSchema = z.object({
  vote: MyVoteSchema,
  /** False when this clientAnswerId had already been stored. */
  created: z.boolean(),
});
export type LiveVoteResponse = z.infer<typeof LiveVoteResponseSchema>;

/** PUT …/questions/{questionId}/reason: kept with the student's latest vote on that question. */
export const LiveReasonRequestSchema = z.object({
  text: TextSchema.trim()
    .min(1, LIVE_LESSON_MESSAGES.reason)
    .max(REASON_MAX_LENGTH, LIVE_LESSON_MESSAGES.reason),
});
export type LiveReasonRequest = z.infer<typeof LiveReasonRequestSchema>;

/** PUT …/votes/{voteId}/reason-hidden. */
export const ReasonHiddenRequestSchema = z.object({ hidden: z.boolean() });
export type ReasonHiddenRequest = z.infer<typeof ReasonHiddenRequestSchema>;

export const ReasonHiddenResponseSchema = z.object({ voteId: z.number().int(), hidden: z.boolean() });
export type ReasonHiddenResponse = z.infer<typeof ReasonHiddenResponseSchema>;

/**
 * POST …/follow-up: the existing follow-up work (fix-assignments) for the students whose latest vote
 * on the question chose an option tagged with the misconception. 201 with the new work
 * (AssignmentDetailSchema, as POST /api/v3/assignments/{id}/fix-assignments answers).
 */
export const LiveFollowUpRequestSchema = z.object({
  questionId: IdSchema,
  misconceptionId: IdSchema,
});
export type LiveFollowUpRequest = z.infer<typeof LiveFollowUpRequestSchema>;

export const LiveLessonIdParamSchema = z.object({ id: IdFromTextSchema });
export const LiveLessonQuestionParamsSchema = z.object({
  id: IdFromTextSchema,
  questionId: IdFromTextSchema,
});
export const LiveLessonVoteParamsSchema = z.object({ id: IdFromTextSchema, voteId: IdFromTextSchema });
export const LiveLessonGroupParamSchema = z.object({ groupId: IdFromTextSchema });

/** A lesson in a list (a class's, or a student's running ones). */
export const LiveLessonSummarySchema = z.object({
  liveLessonId: z.number().int(),
  name: z.string(),
  groupId: z.number().int(),
  groupName: z.string(),
  joinCode: z.string(),
  phase: LiveLessonPhaseSchema,
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type LiveLessonSummary = z.infer<typeof LiveLessonSummarySchema>;

/** GET /api/v3/groups/{groupId}/live-lessons (running first, then the 20 latest ended) and GET students/me/live-lessons (running only). */
export const LiveLessonListSchema = z.object({ items: z.array(LiveLessonSummarySchema) });
export type LiveLessonList = z.infer<typeof LiveLessonListSchema>;

// ---------------------------------------------------------------- realtime hub (spec §7, §9)

/** Which channel a connection gets: the board (counts, teachers only), the teacher's own screen, a student's phone. */
export const HubViewSchema = z.enum(['board', 'teacher', 'student']);
export type HubView = z.infer<typeof HubViewSchema>;

/** POST /flow/v1/hubs/live-lesson/negotiate?liveLessonId=&view= (teachers of the class; joined students: view student). */
export const NegotiateQuerySchema = z.object({
  liveLessonId: IdFromTextSchema,
  view: HubViewSchema,
});
export type NegotiateQuery = z.infer<typeof NegotiateQuerySchema>;

/**
 * The connection details. Open `${url}&token=${encodeURIComponent(accessToken)}` on the page's own
 * origin (ws: or wss:). The token is checked when the socket opens (and the lesson re-checked then);
 * negotiate again when 30 minutes or less remain (REALTIME_TOKEN_REFRESH_BEFORE_MS, spec §9) so a
 * reconnect always has a valid one.
 */
export const NegotiateResponseSchema = z.object({
  url: z.string(),
  accessToken: z.string(),
  expiresAt: z.string(),
});
export type NegotiateResponse = z.infer<typeof NegotiateResponseSchema>;

/** The socket address to open from a negotiate answer (a path: prefix the page's ws(s) origin). */
export function liveLessonHubAddress(n: NegotiateResponse): string {
  return `${n.url}&token=${encodeURIComponent(n.accessToken)}`;
}

/** Client → server on the hub: a keep-alive. Every write goes through the HTTP calls above. */
export const HubClientMessageSchema = z.object({ type: z.literal('ping') });
export type HubClientMessage = z.infer<typeof HubClientMessageSchema>;

/** Why a snapshot was sent: the first on connecting, then what changed. */
export const HubCauseSchema = z.enum(['connected', 'joined', 'voted', 'stage', 'reason', 'ended']);
export type HubCause = z.infer<typeof HubCauseSchema>;

/**
 * Server → client. Each change sends the channel's whole view again (small: one class, one question),
 * so a client that drops and reconnects is current at once and never applies deltas out of order.
 */
export const HubServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('board'), cause: HubCauseSchema, board: LiveLessonBoardSchema }),
  z.object({ type: z.literal('teacher'), cause: HubCauseSchema, lesson: LiveLessonTeacherViewSchema }),
  z.object({ type: z.literal('student'), cause: HubCauseSchema, state: LiveLessonStudentViewSchema }),
  z.object({ type: z.literal('pong') }),
  /** Then the socket closes: 4401 (token), 4404 (not in this lesson). */
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type HubServerMessage = z.infer<typeof HubServerMessageSchema>;
