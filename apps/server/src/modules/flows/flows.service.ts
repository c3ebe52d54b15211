import {
  type CreateFlowSessionRequest,
  CreateFlowSessionRequestSchema,
  FLOW_INPUT_TYPES,
  FLOW_MESSAGES,
  type FlowGeneratorSession,
  type FlowItemType,
  type FlowKind,
  type FlowResponseRequest,
  type FlowResponseResult,
  type FlowTemplateSlug,
  FlowTemplateSlugSchema,
} from '@mathsight/contract/flows.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { badRequest, conflict, MESSAGES, notFound } from '../../http/errors.ts';
import { assertCanSelfStudy, assertOwnFlow, canReviewFlow, flowRoleOf } from '../../policies/flows.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import { isWorkConflict, type WorkConflictCode } from '../../work/work-conflict.ts';
import type { QuizSessionsService } from '../quiz-sessions/quiz-sessions.service.ts';
import {
  checkResponse,
  type FlowPlan,
  type FlowRun,
  generateFlow,
  isCorrectAnswer,
} from './flow-generator.ts';
import {
  questionOf,
  responsesOf,
  revealsMarks,
  toDraftShape,
  toFlowItem,
  toSession,
} from './flows.presenter.ts';
import type { FlowItemRow, FlowSessionRow, FlowsRepository, NewFlowSession } from './flows.repository.ts';

/** How many questions a Challenge (the hardest) and an OnDemandSupport flow (a first few) ask. */
const CHALLENGE_QUESTIONS = 3;
const SUPPORT_QUESTIONS = 3;
/** A question answered (or work handed in) in the plain quiz session: the flow goes on as practice. */
const ANSWERED_ELSEWHERE: readonly WorkConflictCode[] = [
  'alreadyAnswered',
  'retryAfterCorrect',
  'answerFirstAttempt',
  'finished',
];
const DEFAULT_INTENTION = 'Answer each question, and learn from any mistakes along the way.';

export interface FlowsServiceOptions {
  quizSessions: QuizSessionsService;
  schoolAccess: SchoolAccessService;
  /** Pace the chat (milliSecondsDelay); false when FLOW_DELAYS=off and in tests. */
  delays: boolean;
  now?: () => Date;
}

/**
 * Topic flows (decision 0007): creates a flow generator session (a student's set work, a student's
 * self-study, or a teacher's preview), reads it, and takes responses. The items come from the pure
 * generator; a student's answers to set work go through QuizSessionsService, so they are stored,
 * counted and published live exactly as in a quiz session. Previews keep answers on the items only.
 */
export class FlowsService {
  private readonly clock: () => Date;

  constructor(
    private readonly repo: FlowsRepository,
    private readonly options: FlowsServiceOptions,
  ) {
    this.clock = options.now ?? (() => new Date());
  }

  async create(caller: Caller, input: CreateFlowSessionRequest): Promise<FlowGeneratorSession> {
    const request = CreateFlowSessionRequestSchema.parse(input);
    const role = flowRoleOf(caller);
    if (request.assignmentId === undefined && request.topicPathwayQuizId === undefined) {
      throw badRequest(MESSAGES.invalid, { topicPathwayQuizId: [FLOW_MESSAGES.needsContent] });
    }
    const base = {
      userId: caller.userId,
      kind: request.kind,
      questionSequence: request.questionSequence ?? null,
    };
    let session: NewFlowSession & { feedbackMode: 'AfterEachQuestion' | 'AtEnd' | null };
    if (request.assignmentId !== undefined) {
      session = await this.#forAssignment(
        caller,
        role,
        request.assignmentId,
        request.kind,
        request.templateSlug,
      );
    } else {
      const quizId = request.topicPathwayQuizId ?? 0;
      const quiz = await this.repo.quiz(quizId);
      if (!quiz) throw notFound();
      if (role === 'Student') assertCanSelfStudy(quiz, await this.repo.isSetWorkOf(caller.userId, quizId));
      const questionIds = await this.#quizQuestionIds(quizId, request.kind, request.questionSequence);
      session = {
        ...base,
        schoolId: role === 'Teacher' ? null : await this.repo.studentSchool(caller.userId),
        templateSlug: request.templateSlug,
        isPreview: role === 'Teacher',
        title: quiz.title,
        learningIntention: quiz.learningIntention ?? DEFAULT_INTENTION,
        quizId,
        assignmentId: null,
        quizSessionId: null,
        questionIds,
        feedbackMode: null,
      };
    }
    const learnerName = await this.repo.firstName(caller.userId);
    const questions = await this.repo.questions(session.questionIds);
    const { feedbackMode: _feedbackMode, ...row } = session;
    const plan = this.#plan(session, learnerName, questions);
    const id = await this.repo.createSession(row, () => generateFlow(plan, new Map()).items);
    return this.get(caller, id);
  }

  async get(caller: Caller, flowGeneratorSessionId: number): Promise<FlowGeneratorSession> {
    const session = await this.#readable(caller, flowGeneratorSessionId);
    const isReview = session.userId !== caller.userId;
    const [items, learnerName] = await Promise.all([
      this.repo.items(session.id),
      isReview ? this.repo.fullName(session.userId) : null,
    ]);
    const run = session.finishedAt ? await this.#run(session, items) : null;
    // A teacher sees the marks whatever the work's feedback mode: it is their work to mark.
    const reveal = isReview || revealsMarks(session, session.finishedAt !== null);
    return { ...toSession(session, items, run, reveal), isReview, learnerName };
  }

  /**
   * One response to the input waiting at the end of the flow. A resent clientResponseId answers the
   * same items again and stores nothing twice (neither here nor, for set work, in student_answers).
   */
  async respond(
    caller: Caller,
    flowGeneratorSessionId: number,
    request: FlowResponseRequest,
  ): Promise<FlowResponseResult> {
    // Three reads at once (the items are only used once #own has said the flow is the caller's).
    const [session, already, items] = await Promise.all([
      this.#own(caller, flowGeneratorSessionId),
      this.repo.itemByClientResponse(request.clientResponseId),
      this.repo.items(flowGeneratorSessionId),
    ]);
    if (already) {
      if (already.flowGeneratorSessionId !== session.id || already.id !== request.flowItemId) {
        throw conflict(FLOW_MESSAGES.alreadyResponded);
      }
      return this.#resend(session, already);
    }
    const item = items.find((i) => i.id === request.flowItemId);
    if (!item) throw notFound();
    if (!FLOW_INPUT_TYPES.includes(item.flowItemType as FlowItemType)) {
      throw badRequest(MESSAGES.invalid, { flowItemId: [FLOW_MESSAGES.notAnInput] });
    }
    if (item.respondedAt) throw conflict(FLOW_MESSAGES.alreadyResponded);
    if (session.finishedAt) throw conflict(FLOW_MESSAGES.finished);
    if (item.sequence !== items.at(-1)?.sequence) throw conflict(FLOW_MESSAGES.notWaiting);
    const value = request.value.trim();
    if (checkResponse(toDraftShape(item), value)) {
      throw badRequest(MESSAGES.invalid, { value: [FLOW_MESSAGES.invalidOption] });
    }
    const [questions, learnerName] = await Promise.all([
      this.repo.questions(session.questionIds),
      this.repo.firstName(session.userId),
    ]);
    const content = questionOf(item);
    const question = content ? questions.find((q) => q.questionId === content.questionId) : undefined;
    const isCorrect = content ? isCorrectAnswer(question, value) : null;

    // Set work: the answer is stored through the quiz session first (its own idempotency on the same
    // id), so a failure after this point is healed by the client resending the same clientResponseId.
    if (content && session.quizSessionId !== null && !session.isPreview) {
      try {
        await this.options.quizSessions.answer(caller, session.quizSessionId, {
          questionId: content.questionId,
          letter: value as 'A' | 'B' | 'C' | 'D',
          timeTakenMs: request.timeTakenMs,
          attempt: item.flowItemType === 'DiagnosticQuestionRetryInput' ? 2 : 1,
          clientAnswerId: request.clientResponseId,
        });
      } catch (error) {
        // Already answered in the plain quiz session (or handed in there): the stored answer stands
        // and the flow goes on as practice. Closed work and anything else still refuse.
        if (!isWorkConflict(error, ANSWERED_ELSEWHERE)) throw error;
      }
    }

    const plan = this.#plan(session, learnerName, questions);
    const stored = await this.repo.respond(
      session.id,
      session.userId,
      {
        itemId: item.id,
        value,
        isCorrect,
        timeTakenMs: request.timeTakenMs,
        clientResponseId: request.clientResponseId,
        at: this.clock(),
      },
      (all) => {
        const run = generateFlow(plan, responsesOf(all));
        return { drafts: run.items, finished: run.finished };
      },
    );
    if (!stored) throw conflict(FLOW_MESSAGES.alreadyResponded);
    if (stored.finished && session.quizSessionId !== null && !session.isPreview) {
      // The end of the flow hands the work in, as finishing a quiz session does. Work that closed
      // meanwhile keeps its answers un-handed-in, as a quiz session left open would.
      await this.options.quizSessions.finish(caller, session.quizSessionId).catch((error: unknown) => {
        if (!isWorkConflict(error, ['opensOn', 'closedOn'])) throw error;
      });
    }
    const responded = stored.items.find((i) => i.id === item.id) ?? item;
    const dispatched = stored.items.filter((i) => i.sequence > item.sequence);
    const run = stored.finished ? generateFlow(plan, responsesOf(stored.items)) : null;
    const reveal = revealsMarks(session, stored.finished);
    return {
      respondedItem: toFlowItem(responded, reveal),
      items: dispatched.map((i) => toFlowItem(i, reveal)),
      finished: stored.finished,
      summary: run?.summary ?? null,
    };
  }

  // ------------------------------------------------------------ helpers

  /**
   * The learner (or previewing teacher) reads their own flow. A teacher may also read a student's
   * lesson for set work they may read (SchoolAccessService.readable: a Confirmed teacher of its
   * school), never answer it. Anyone else gets 404.
   */
  async #readable(caller: Caller, id: number): Promise<FlowSessionRow> {
    const session = await this.repo.findSession(id);
    if (!session) throw notFound();
    if (session.userId === caller.userId) return session;
    if (canReviewFlow(caller, session)) {
      await this.options.schoolAccess.readable(caller, session.assignmentId);
      return session;
    }
    throw notFound();
  }

  /** Only the learner or teacher who started a flow answers it; anyone else gets 404. */
  async #own(caller: Caller, id: number): Promise<FlowSessionRow> {
    const session = await this.repo.findSession(id);
    if (!session) throw notFound();
    assertOwnFlow(caller, session);
    return session;
  }

  async #forAssignment(
    caller: Caller,
    role: 'Teacher' | 'Student',
    assignmentId: number,
    kind: FlowKind,
    requestedTemplate: FlowTemplateSlug,
  ): Promise<NewFlowSession & { feedbackMode: 'AfterEachQuestion' | 'AtEnd' | null }> {
    if (role === 'Teacher') {
      // A teacher previews work they can read (404 otherwise); nothing they answer is stored as a student's.
      await this.options.schoolAccess.readable(caller, assignmentId);
    }
    const work = await this.repo.assignment(assignmentId);
    if (!work) throw notFound();
    const template = FlowTemplateSlugSchema.safeParse(work.templateSlug);
    const templateSlug = template.success ? template.data : requestedTemplate;
    const base = {
      userId: caller.userId,
      kind,
      templateSlug,
      title: work.name,
      learningIntention: work.learningIntention ?? DEFAULT_INTENTION,
      quizId: work.quizId,
      assignmentId,
      questionSequence: null,
      questionIds: work.questionIds,
      feedbackMode: work.feedbackMode,
    };
    if (role === 'Teacher') {
      return { ...base, schoolId: null, isPreview: true, quizSessionId: null };
    }
    // A student: start or resume the assignment's quiz session (404 not theirs, 409 not open).
    const quizSession = await this.options.quizSessions.start(caller, assignmentId);
    const expected: FlowKind =
      work.kind === 'RetrievalPractice' ? 'RetrievalPracticeAssignment' : 'TopicPathwayQuiz';
    if (kind !== expected) throw badRequest(MESSAGES.invalid, { kind: [FLOW_MESSAGES.kindNotForAssignment] });
    const schoolId = await this.repo.studentSchool(caller.userId);
    return { ...base, schoolId, isPreview: false, quizSessionId: quizSession.quizSessionId };
  }

  /** The questions each kind asks of a quiz. */
  async #quizQuestionIds(quizId: number, kind: FlowKind, questionSequence: number | undefined) {
    const all = await this.repo.quizQuestions(quizId);
    if (kind === 'TopicPathwayQuizQuestion') {
      if (questionSequence === undefined) {
        throw badRequest(MESSAGES.invalid, { questionSequence: [FLOW_MESSAGES.needsQuestionSequence] });
      }
    }
    let chosen = all;
    if (questionSequence !== undefined) {
      const from = all.findIndex((q) => q.sequence === questionSequence);
      if (from < 0) throw badRequest(MESSAGES.invalid, { questionSequence: [FLOW_MESSAGES.noSuchQuestion] });
      chosen = kind === 'TopicPathwayQuizQuestion' ? all.slice(from, from + 1) : all.slice(from);
    }
    if (kind === 'Challenge') {
      const hardest = [...chosen]
        .sort((a, b) => b.difficulty - a.difficulty || a.sequence - b.sequence)
        .slice(0, CHALLENGE_QUESTIONS);
      chosen = chosen.filter((q) => hardest.includes(q));
    }
    if (kind === 'OnDemandSupport') chosen = chosen.slice(0, SUPPORT_QUESTIONS);
    return chosen.map((q) => q.questionId);
  }

  #plan(
    session: Pick<NewFlowSession, 'kind' | 'templateSlug' | 'title' | 'learningIntention' | 'questionIds'> & {
      feedbackMode: 'AfterEachQuestion' | 'AtEnd' | null;
    },
    learnerName: string,
    questions: FlowPlan['questions'],
  ): FlowPlan {
    return {
      kind: session.kind,
      template: session.templateSlug,
      learnerName,
      title: session.title,
      learningIntention: session.learningIntention,
      questions,
      feedbackAfterEach: session.feedbackMode !== 'AtEnd',
      delays: this.options.delays,
    };
  }

  async #run(session: FlowSessionRow, items: FlowItemRow[]): Promise<FlowRun> {
    const [learnerName, questions] = await Promise.all([
      this.repo.firstName(session.userId),
      this.repo.questions(session.questionIds),
    ]);
    return generateFlow(this.#plan(session, learnerName, questions), responsesOf(items));
  }

  /** A resent response: the items it dispatched (up to the next input, or the end), stored nothing. */
  async #resend(session: FlowSessionRow, responded: FlowItemRow): Promise<FlowResponseResult> {
    const after = await this.repo.itemsAfter(session.id, responded.sequence);
    const nextInput = after.findIndex((i) => FLOW_INPUT_TYPES.includes(i.flowItemType as FlowItemType));
    const dispatched = nextInput < 0 ? after : after.slice(0, nextInput + 1);
    const finished = session.finishedAt !== null && nextInput < 0;
    const run = finished ? await this.#run(session, await this.repo.items(session.id)) : null;
    const reveal = revealsMarks(session, finished);
    return {
      respondedItem: toFlowItem(responded, reveal),
      items: dispatched.map((i) => toFlowItem(i, reveal)),
      finished,
      summary: run?.summary ?? null,
    };
  }
}
