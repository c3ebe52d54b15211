import {
  LIVE_LESSON_MESSAGES,
  type LiveReasonRequest,
  type LiveVoteRequest,
  LiveVoteRequestSchema,
  type LiveVoteResponse,
  type ReasonHiddenResponse,
} from '@mathsight/contract/live-lessons.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { badRequest, conflict, MESSAGES, notFound } from '../../http/errors.ts';
import { isWorkConflict } from '../../work/work-conflict.ts';
import { toMyVote } from './live-lessons.presenter.ts';
import type { VoteRow } from './live-lessons.repository.ts';
import type { LiveLessonsService } from './live-lessons.service.ts';

/**
 * Votes, reasons and their moderation (issue 31 points 2 and 3). A vote is a quiz-session answer
 * (QuizSessionsService.answer, with the student's clientAnswerId): round 1 is the first attempt;
 * a re-vote is the second attempt when the record has a place for it (the first was wrong and the
 * option differs: the work's own rule), the first attempt when the student missed round 1, and
 * otherwise is kept in live_lesson_votes alone. Both rounds are kept apart there, with the answer.
 */
export class LiveVotesService {
  constructor(private readonly lessons: LiveLessonsService) {}

  private get deps() {
    return this.lessons.deps;
  }

  async vote(caller: Caller, liveLessonId: number, body: LiveVoteRequest): Promise<LiveVoteResponse> {
    const request = LiveVoteRequestSchema.parse(body);
    const { head, member } = await this.lessons.asStudent(caller, liveLessonId);
    const { repo } = this.deps;
    // A resend (same clientAnswerId) answers the stored vote, whatever happened since.
    const mine = await repo.votesOf(head.id, member.studentId, request.questionId, request.clientAnswerId);
    const resent = mine.find((v) => v.clientAnswerId === request.clientAnswerId);
    if (resent) return { vote: toMyVote(resent, head.phase), created: false };
    if (head.endedAt) throw conflict(LIVE_LESSON_MESSAGES.ended);
    const round = head.phase === 'Voting' ? 1 : head.phase === 'Revoting' ? 2 : null;
    if (round === null || head.currentQuestionId !== request.questionId) {
      throw conflict(LIVE_LESSON_MESSAGES.notOpen);
    }
    const earlier = mine.filter((v) => v.questionId === request.questionId);
    if (earlier.some((v) => v.round === round)) throw conflict(LIVE_LESSON_MESSAGES.alreadyVoted);
    const attempt = attemptFor(round, earlier, request.letter);
    let studentAnswerId: number | null = null;
    if (attempt !== null) {
      try {
        const answered = await this.deps.quizSessions.answer(
          caller,
          member.quizSessionId,
          {
            questionId: request.questionId,
            letter: request.letter,
            timeTakenMs: request.timeTakenMs,
            attempt,
            clientAnswerId: request.clientAnswerId,
          },
          { now: this.lessons.now() },
        );
        studentAnswerId = answered.answer.studentAnswerId;
      } catch (error) {
        // Already answered in the work itself (outside the lesson): the vote is kept, the record keeps its answer.
        if (!isWorkConflict(error, ['alreadyAnswered', 'retryAfterCorrect'])) throw error;
      }
    }
    const stored = await repo.insertVote({
      schoolId: head.schoolId,
      lessonId: head.id,
      studentId: member.studentId,
      questionId: request.questionId,
      round,
      letter: request.letter,
      studentAnswerId,
      clientAnswerId: request.clientAnswerId,
      at: this.lessons.now(),
    });
    if (!stored) {
      // Two taps at once: the other request stored this round (or this clientAnswerId) first.
      const same = await repo.voteByClient(member.studentId, request.clientAnswerId);
      if (same) return { vote: toMyVote(same, head.phase), created: false };
      throw conflict(LIVE_LESSON_MESSAGES.alreadyVoted);
    }
    this.deps.changes.changed(head.id, 'voted');
    return { vote: toMyVote(stored, head.phase), created: true };
  }

  /** PUT …/questions/{questionId}/reason: one sentence, kept with the student's latest vote on it. */
  async reason(caller: Caller, liveLessonId: number, questionId: number, request: LiveReasonRequest) {
    const { head, member } = await this.lessons.asStudent(caller, liveLessonId);
    if (head.endedAt) throw conflict(LIVE_LESSON_MESSAGES.ended);
    const stored = await this.deps.repo.setReason(head.id, member.studentId, questionId, request.text);
    if (!stored) throw badRequest(MESSAGES.invalid, { questionId: [LIVE_LESSON_MESSAGES.noVote] });
    this.deps.changes.changed(head.id, 'reason');
    return toMyVote(stored, head.currentQuestionId === questionId ? head.phase : 'Waiting');
  }

  /** PUT …/votes/{voteId}/reason-hidden: the teacher hides a reason from the board (or shows it again). */
  async hide(
    caller: Caller,
    liveLessonId: number,
    voteId: number,
    hidden: boolean,
  ): Promise<ReasonHiddenResponse> {
    const head = await this.lessons.asTeacher(caller, liveLessonId);
    if (!(await this.deps.repo.setHidden(head.id, voteId, hidden))) throw notFound();
    this.deps.changes.changed(head.id, 'reason');
    return { voteId, hidden };
  }
}

/** Which attempt of the work a vote is: see the class comment. Null: kept in the lesson alone. */
function attemptFor(round: 1 | 2, earlier: VoteRow[], letter: string): 1 | 2 | null {
  if (round === 1) return 1;
  const first = earlier.find((v) => v.round === 1);
  if (!first) return 1;
  if (first.studentAnswerId === null || first.isCorrect || first.letter === letter) return null;
  return 2;
}
