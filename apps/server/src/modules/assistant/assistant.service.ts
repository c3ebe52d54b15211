import type {
  AskAssistantRequest,
  AssistantAnswer,
  AssistantContext,
  AssistantConversation,
  AssistantConversationList,
  AssistantFeedback,
  AssistantFeedbackRequest,
} from '@mathsight/contract/assistant.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { notFound } from '../../http/errors.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import type { AnswerOptions, AskScope, AssistantAnswerer } from './answerer.ts';
import { toConversation, toConversationSummary } from './assistant.presenter.ts';
import type { AssistantRepository, RosterStudent } from './assistant.repository.ts';
import { assistantLinks as L } from './assistant-links.ts';
import { assertWorkInScope, assistantScope } from './assistant-scope.ts';

const TITLE_MAX = 80;

/**
 * The teacher assistant (issue 29): a Confirmed teacher of a school whose `teacher-assistant` flag is
 * on asks about their own classes (404 otherwise, and for any context outside their classes and
 * roster); the answerer (the built-in one; a model one later) answers; the question and the answer
 * are kept in the teacher's conversation, with feedback on answers for the school to review.
 */
export class AssistantService {
  constructor(
    private readonly repo: AssistantRepository,
    private readonly access: SchoolAccessService,
    private readonly answerer: AssistantAnswerer,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The caller's scope in the school: their classes and those classes' students; 404 when off. */
  async #scope(caller: Caller, schoolId: number) {
    return assistantScope(this.repo, this.access, caller, schoolId);
  }

  async #context(
    caller: Caller,
    schoolId: number,
    context: AssistantContext | undefined,
    classes: { groupId: number; code: string }[],
    roster: RosterStudent[],
  ): Promise<{ contextSummary?: string; contextUrl?: string }> {
    if (!context) return {};
    switch (context.kind) {
      case 'school':
        if (context.id !== schoolId) throw notFound();
        return { contextSummary: 'Your classes in this school' };
      case 'class': {
        const group = classes.find((c) => c.groupId === context.id);
        if (!group) throw notFound();
        const count = roster.filter((s) => s.groupId === group.groupId).length;
        return {
          contextSummary: `Class ${group.code}, ${count} ${count === 1 ? 'student' : 'students'}`,
          contextUrl: L.classPage(schoolId, group.groupId),
        };
      }
      case 'student': {
        const student = roster.find((s) => s.studentId === context.id);
        if (!student) throw notFound();
        const code = classes.find((c) => c.groupId === student.groupId)?.code;
        return {
          contextSummary: `${student.firstName} ${student.lastName}${code ? `, ${code}` : ''}`,
          contextUrl: L.student(schoolId, student.studentId),
        };
      }
      case 'assignment': {
        await assertWorkInScope(this.access, caller, schoolId, classes, context.id);
        return { contextSummary: 'One piece of work', contextUrl: L.assignment(schoolId, context.id) };
      }
    }
  }

  /**
   * Answers and keeps the turn. Everything that can refuse (the flag, the conversation, a context
   * outside the caller's scope: 404) is checked before the answerer runs, so a refusal makes no model
   * call and a streamed answer's first event comes only once the question was let in.
   */
  async ask(
    caller: Caller,
    schoolId: number,
    request: AskAssistantRequest,
    options: AnswerOptions = {},
  ): Promise<AssistantAnswer> {
    const { classes, roster } = await this.#scope(caller, schoolId);
    if (
      request.conversationId !== undefined &&
      !(await this.repo.conversation(request.conversationId, caller.userId, schoolId))
    ) {
      throw notFound();
    }
    const context = await this.#context(caller, schoolId, request.context, classes, roster);
    const scope: AskScope = {
      caller,
      schoolId,
      classes,
      roster,
      ...(request.context && { context: request.context }),
      now: this.now(),
    };
    const { source, note, ...answer } = await this.answerer.answer(request.instruction, scope, options);
    return this.repo.keepTurn(
      {
        ...(request.conversationId !== undefined && { conversationId: request.conversationId }),
        userId: caller.userId,
        schoolId,
        title: request.instruction.slice(0, TITLE_MAX),
        question: request.instruction,
      },
      { ...answer, ...context, source: source ?? this.answerer.source, ...(note && { note }) },
    );
  }

  async feedback(
    caller: Caller,
    schoolId: number,
    request: AssistantFeedbackRequest,
  ): Promise<AssistantFeedback> {
    await this.#scope(caller, schoolId);
    if (!(await this.repo.ownAnswer(request.messageId, caller.userId, schoolId))) throw notFound();
    const comment = request.comment && request.comment.length > 0 ? request.comment : null;
    await this.repo.saveFeedback({
      messageId: request.messageId,
      schoolId,
      userId: caller.userId,
      rating: request.rating,
      comment,
    });
    return { messageId: request.messageId, rating: request.rating, comment };
  }

  async conversations(caller: Caller, schoolId: number): Promise<AssistantConversationList> {
    await this.#scope(caller, schoolId);
    const { items, total } = await this.repo.conversations(caller.userId, schoolId);
    return { items: items.map(toConversationSummary), total };
  }

  async conversation(
    caller: Caller,
    schoolId: number,
    conversationId: number,
  ): Promise<AssistantConversation> {
    await this.#scope(caller, schoolId);
    const row = await this.repo.conversation(conversationId, caller.userId, schoolId);
    if (!row) throw notFound();
    return toConversation(row, await this.repo.messages(row.id));
  }

  async deleteConversation(caller: Caller, schoolId: number, conversationId: number): Promise<void> {
    await this.#scope(caller, schoolId);
    if (!(await this.repo.deleteConversation(conversationId, caller.userId, schoolId))) throw notFound();
  }
}
