import type { FeedbackMode } from '@mathsight/contract/assignments.ts';
import type { OptionLetter } from '@mathsight/contract/content.ts';
import {
  QUIZ_SESSION_MESSAGES,
  type QuizSession,
  type QuizSessionKind,
  type QuizSummary,
  type StudentAssignment,
  type StudentAssignmentGroup,
  type SubmitAnswerRequest,
  type SubmitAnswerResponse,
} from '@mathsight/contract/quiz-sessions.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { badRequest, MESSAGES } from '../../http/errors.ts';
import { assertStudent } from '../../policies/roles.ts';
import { assertOwnWork } from '../../policies/work.ts';
import { percent } from '../../shared/percent.ts';
import { workConflict } from '../../work/work-conflict.ts';
import { dueStatusOf } from '../../work/work-status.ts';
import { PracticeSessions } from './practice-sessions.ts';
import type { AnswerRow, SessionContext } from './quiz-session-rows.ts';
import type { QuizSessionsRepository } from './quiz-sessions.repository.ts';
import { feedbackOf, schoolDateTime, summarise, toStudentAnswer } from './quiz-summary.ts';

/** The simulator answers past work "as it happened": it passes the moment; routes never do. */
export interface At {
  now?: Date;
}

/**
 * Students doing their work: their list, quiz sessions (start or resume, read in the student shape,
 * answer, finish) and independent practice. The same code serves real students and the simulator.
 * Retries: a second attempt at a question only when the work gives feedback after each question
 * and the first attempt was wrong (decision 0006). Counters count first attempts only.
 */
export class QuizSessionsService {
  private readonly clock: () => Date;
  readonly #practice: PracticeSessions;

  constructor(
    private readonly repo: QuizSessionsRepository,
    options: { now?: () => Date } = {},
  ) {
    this.clock = options.now ?? (() => new Date());
    this.#practice = new PracticeSessions(repo);
  }

  async myAssignments(caller: Caller, group: StudentAssignmentGroup): Promise<StudentAssignment[]> {
    assertStudent(caller);
    const now = this.clock();
    const rows = await this.repo.myAssignments(caller.userId, group, now);
    return rows.map((r) => ({
      assignmentId: r.assignmentId,
      kind: r.kind as StudentAssignment['kind'],
      name: r.name,
      startDate: r.startDate.toISOString(),
      endDate: r.endDate.toISOString(),
      dueStatus: dueStatusOf(r.startDate, r.endDate, now),
      feedbackMode: r.feedbackMode,
      questionCount: r.questionCount,
      answeredCount: r.answeredCount,
      correctCount: r.correctCount,
      startedAt: r.startedAt?.toISOString() ?? null,
      completedAt: r.completedAt?.toISOString() ?? null,
      progressPercent: Math.min(100, percent(r.answeredCount, r.questionCount) ?? 0),
      commentCount: r.commentCount,
      unreadCommentCount: r.unreadCommentCount,
    }));
  }

  /** Start or resume: a second call answers the same session. 404 when not set for the caller; 409 outside its dates. */
  async start(caller: Caller, assignmentId: number, at: At = {}): Promise<QuizSession> {
    assertStudent(caller);
    const now = at.now ?? this.clock();
    const target = await this.repo.findTarget(caller.userId, assignmentId);
    assertOwnWork(target);
    this.#assertOpen(target.startDate, target.endDate, now);
    const kind: QuizSessionKind =
      target.kind === 'RetrievalPractice' ? 'RetrievalPracticeAssignment' : 'TopicPathwayQuiz';
    const id = await this.repo.startSession({ ...target, kind, at: now });
    return this.get(caller, id);
  }

  async get(caller: Caller, quizSessionId: number): Promise<QuizSession> {
    const session = await this.#session(caller, quizSessionId);
    const questions =
      session.assignmentId === null ? [] : await this.repo.assignmentQuestions(session.assignmentId);
    const answers = await this.#answersOf(session);
    let nextQuestionId: number | null = null;
    let shown = questions;
    if (session.assignmentId === null) {
      nextQuestionId = await this.#practice.next(session, answers);
      const ids = [...new Set(answers.map((a) => a.questionId))];
      if (nextQuestionId !== null) ids.push(nextQuestionId);
      shown = await this.repo.questionsByIds(ids);
    }
    const options = await this.repo.options(
      shown.map((q) => q.questionId),
      session.assignmentId,
    );
    const optionsOf = Map.groupBy(options, (o) => o.questionId);
    const answersOf = Map.groupBy(answers, (a) => a.questionId);
    const withFeedback = session.feedbackMode === 'AfterEachQuestion';
    return {
      quizSessionId: session.quizSessionId,
      kind: session.kind as QuizSessionKind,
      assignmentId: session.assignmentId,
      assignmentKind: session.assignmentKind ?? null,
      topicUnitId: session.topicUnitId,
      name: session.name,
      feedbackMode: session.feedbackMode,
      askConfidence: session.askConfidence,
      endDate: session.endDate?.toISOString() ?? null,
      startedAt: session.startedAt.toISOString(),
      finishedAt: session.finishedAt?.toISOString() ?? null,
      nextQuestionId,
      questions: shown.map((q) => {
        const opts = optionsOf.get(q.questionId) ?? [];
        const given = (answersOf.get(q.questionId) ?? []).sort((a, b) => a.attempt - b.attempt);
        return {
          ...q,
          // The student shape: letter and text only, never isCorrect or a misconception.
          options: opts.map((o) => ({
            answerId: o.answerId,
            letter: o.letter as OptionLetter,
            text: o.text,
          })),
          answers: given.map((a) => toStudentAnswer(a, withFeedback ? feedbackOf(a, opts) : null)),
          canRetry:
            session.assignmentId !== null &&
            withFeedback &&
            given.length === 1 &&
            given[0]?.isCorrect === false,
        };
      }),
    };
  }

  /**
   * Stores one answer (one statement: the answer, the counters, the NOTIFY). A resent clientAnswerId
   * answers the stored answer with created false; nothing is counted twice.
   */
  async answer(
    caller: Caller,
    quizSessionId: number,
    request: SubmitAnswerRequest,
    at: At = {},
  ): Promise<SubmitAnswerResponse> {
    assertStudent(caller);
    const now = at.now ?? this.clock();
    const attempt = request.attempt ?? 1;
    const answer = {
      questionId: request.questionId,
      letter: request.letter,
      confidence: request.confidence ?? null,
      timeTakenMs: request.timeTakenMs,
      attempt,
      answeredAt: now,
      clientAnswerId: request.clientAnswerId,
    };
    // The common case in one round trip: the statement itself checks the session's rules.
    const fast = await this.repo.store.insertAnswerInSession({
      ...answer,
      quizSessionId,
      userId: caller.userId,
    });
    if (fast) {
      return this.#answered(fast.row, true, fast.answeredCount, fast.assignmentId, fast.feedbackMode);
    }
    // Not stored: read the session to answer why (or the answer already stored under this id).
    const session = await this.#session(caller, quizSessionId);
    if (session.assignmentId === null) {
      // A practice session handed in is over, as set work is (409).
      if (session.finishedAt) throw workConflict('finished');
      return this.#practice.answer(session, request, now);
    }
    const assignmentId = session.assignmentId;
    const withFeedback = session.feedbackMode === 'AfterEachQuestion';
    this.#assertOpen(session.startDate, session.endDate, now);
    if (session.finishedAt) throw workConflict('finished');
    if (attempt > 1 && !withFeedback) throw workConflict('retryNotAllowed');
    const stored = await this.repo.store.insertAnswer({
      ...answer,
      schoolId: session.schoolId,
      assignmentId,
      studentId: session.studentId,
    });
    let row: AnswerRow;
    let created = true;
    let answeredCount: number;
    if (stored) {
      row = stored.row;
      answeredCount = stored.answeredCount;
    } else {
      const found = await this.repo.store.conflictOf({
        clientAnswerId: request.clientAnswerId,
        assignmentId,
        studentId: session.studentId,
        questionId: request.questionId,
      });
      if (!found.stored) {
        if (found.attempts.some((a) => a.attempt === attempt)) throw workConflict('alreadyAnswered');
        if (attempt > 1) {
          const first = found.attempts.find((a) => a.attempt === 1);
          if (!first) throw workConflict('answerFirstAttempt');
          if (first.isCorrect) throw workConflict('retryAfterCorrect');
          if (first.letter === request.letter) {
            throw badRequest(MESSAGES.invalid, { letter: [QUIZ_SESSION_MESSAGES.retrySameOption] });
          }
        }
        throw badRequest(MESSAGES.invalid, { questionId: [QUIZ_SESSION_MESSAGES.notInQuiz] });
      }
      row = found.stored;
      created = false;
      answeredCount = (await this.repo.progress(assignmentId, session.studentId)).answeredCount;
    }
    return this.#answered(row, created, answeredCount, assignmentId, session.feedbackMode);
  }

  /** The answer call's reply: the answer (with feedback when the work gives it now) and progress. */
  async #answered(
    row: AnswerRow,
    created: boolean,
    answeredCount: number,
    assignmentId: number,
    feedbackMode: FeedbackMode,
  ): Promise<SubmitAnswerResponse> {
    const withFeedback = feedbackMode === 'AfterEachQuestion';
    const options = withFeedback ? await this.repo.options([row.questionId], assignmentId) : [];
    const questionCount = await this.#questionCount(assignmentId);
    return {
      answer: toStudentAnswer(row, withFeedback ? feedbackOf(row, options) : null),
      created,
      answeredCount,
      questionCount,
      nextQuestionId: null,
    };
  }

  /**
   * The simulator's bulk path (never routed): many students' sittings of one assignment (start,
   * first answers each at its own moment, hand-in) stored in one transaction (`storeSittings`),
   * with the rules of start, answer and finish: each caller a student set the work (404), open at
   * the start, at every answer and at the hand-in (409), not already handed in (409), the
   * assignment's questions only (400), each attempt once (409); a second attempt only on work with
   * feedback after each question (409), after the first attempt at it in the same sitting (409), and
   * stored only when that first was wrong and the option differs. A resent clientAnswerId or an
   * already answered question inserts nothing and counts nothing.
   */
  async sitMany(
    assignmentId: number,
    sittings: Array<{
      caller: Caller;
      startedAt: Date;
      answers: Array<SubmitAnswerRequest & { answeredAt: Date }>;
      finishedAt: Date | null;
    }>,
  ): Promise<{ created: number }> {
    for (const s of sittings) assertStudent(s.caller);
    const targets = new Map(
      (
        await this.repo.sittings.sittingTargets(
          assignmentId,
          sittings.map((s) => s.caller.userId),
        )
      ).map((t) => [t.userId, t]),
    );
    const questionIds = new Set(await this.repo.assignmentQuestionIds(assignmentId));
    const checked = sittings.map((s) => {
      const target = targets.get(s.caller.userId);
      assertOwnWork(target);
      this.#assertOpen(target.startDate, target.endDate, s.startedAt);
      if (target.finishedAt && s.answers.length) throw workConflict('finished');
      const seen = new Set<number>();
      const retried = new Set<number>();
      for (const a of s.answers) {
        this.#assertOpen(target.startDate, target.endDate, a.answeredAt);
        if (!questionIds.has(a.questionId))
          throw badRequest(MESSAGES.invalid, { questionId: [QUIZ_SESSION_MESSAGES.notInQuiz] });
        const attempt = a.attempt ?? 1;
        if (attempt === 1) {
          if (seen.has(a.questionId)) throw workConflict('alreadyAnswered');
          seen.add(a.questionId);
          continue;
        }
        if (attempt !== 2 || !target.allowsRetry) throw workConflict('retryNotAllowed');
        if (!seen.has(a.questionId)) throw workConflict('answerFirstAttempt');
        if (retried.has(a.questionId)) throw workConflict('alreadyAnswered');
        retried.add(a.questionId);
      }
      if (s.finishedAt && !target.finishedAt)
        this.#assertOpen(target.startDate, target.endDate, s.finishedAt);
      return { target, sitting: s };
    });
    const first = checked[0]?.target;
    if (!first) return { created: 0 };
    const kind = first.kind === 'RetrievalPractice' ? 'RetrievalPracticeAssignment' : 'TopicPathwayQuiz';
    const stored = await this.repo.sittings.storeSittings(
      { schoolId: first.schoolId, assignmentId, kind },
      checked.map(({ target, sitting }) => ({
        studentId: target.studentId,
        startedAt: sitting.startedAt,
        finishedAt: sitting.finishedAt,
        answers: sitting.answers.map((a) => ({
          questionId: a.questionId,
          letter: a.letter,
          confidence: a.confidence ?? null,
          timeTakenMs: a.timeTakenMs,
          attempt: a.attempt ?? 1,
          answeredAt: a.answeredAt,
          clientAnswerId: a.clientAnswerId,
        })),
      })),
    );
    return { created: stored.length };
  }

  /** Hands the work in (idempotent) and answers the summary: score, each question's outcome, misconceptions. */
  async finish(caller: Caller, quizSessionId: number, at: At = {}): Promise<QuizSummary> {
    const session = await this.#session(caller, quizSessionId);
    const now = at.now ?? this.clock();
    if (!session.finishedAt && session.assignmentId !== null)
      this.#assertOpen(session.startDate, session.endDate, now);
    const completedAt = await this.repo.finish({ ...session, at: session.finishedAt ?? now });
    const answers = await this.#answersOf(session);
    const questions =
      session.assignmentId === null
        ? await this.repo.questionsByIds([...new Set(answers.map((a) => a.questionId))])
        : await this.repo.assignmentQuestions(session.assignmentId);
    const options = await this.repo.options(
      questions.map((q) => q.questionId),
      session.assignmentId,
    );
    return summarise(session, questions, answers, options, completedAt);
  }

  /** Independent practice on a topic unit: a new session whose questions are chosen one at a time. */
  async startPractice(caller: Caller, topicUnitId: number, at: At = {}): Promise<QuizSession> {
    assertStudent(caller);
    const student = await this.repo.practice.studentOf(caller.userId);
    assertOwnWork(student);
    const unit = await this.repo.practice.topicUnit(topicUnitId);
    assertOwnWork(unit);
    const id = await this.repo.startPracticeSession({ ...student, topicUnitId, at: at.now ?? this.clock() });
    return this.get(caller, id);
  }

  // ------------------------------------------------------------ helpers

  async #session(caller: Caller, quizSessionId: number): Promise<SessionContext> {
    assertStudent(caller);
    const session = await this.repo.findSession(quizSessionId, caller.userId);
    assertOwnWork(session);
    return session;
  }

  /** 409 before the start ("This work opens on …") and from the end ("This work closed on …"). */
  #assertOpen(startDate: Date | null, endDate: Date | null, now: Date) {
    if (startDate && now < startDate)
      throw workConflict('opensOn', `${QUIZ_SESSION_MESSAGES.opensOn} ${schoolDateTime(startDate)}`);
    if (endDate && now >= endDate)
      throw workConflict('closedOn', `${QUIZ_SESSION_MESSAGES.closedOn} ${schoolDateTime(endDate)}`);
  }

  #answersOf(session: SessionContext) {
    return session.assignmentId === null
      ? this.repo.practiceAnswersOf(session.quizSessionId)
      : this.repo.answersOf(session.assignmentId, session.studentId);
  }

  /** Question counts never change once students start (decision 0005), so each node keeps them. */
  readonly #questionCounts = new Map<number, number>();
  async #questionCount(assignmentId: number) {
    let n = this.#questionCounts.get(assignmentId);
    if (n === undefined) {
      n = await this.repo.questionCount(assignmentId);
      if (this.#questionCounts.size > 10_000) this.#questionCounts.clear();
      this.#questionCounts.set(assignmentId, n);
    }
    return n;
  }
}
