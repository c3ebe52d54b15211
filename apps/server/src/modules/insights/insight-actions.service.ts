import { ASSIGNMENT_MESSAGES } from '@mathsight/contract/assignments.ts';
import type { OptionLetter } from '@mathsight/contract/content.ts';
import {
  type AnswerComment,
  type FixAssignmentRequest,
  INSIGHT_MESSAGES,
  type MarkCorrection,
} from '@mathsight/contract/insights.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { badRequest, MESSAGES, notFound } from '../../http/errors.ts';
import type { ContextChange } from '../../notify-bus/context-changes.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import type { AssignmentsService } from '../assignments/assignments.service.ts';
import { defaultEndDate } from './dates.ts';
import { buildGrid } from './grid.ts';
import type { InsightsRepository } from './insights.repository.ts';
import { pickFixQuestions } from './question-insights.ts';

const _DAY_MS = 86_400_000;

/**
 * Why a follow-up question was chosen: the misconception it was picked for (the first of the chosen
 * misconceptions, in the teacher's order, that one of its wrong options shows, as pickFixQuestions picks).
 */
function targetReason(
  misconceptionIds: number[],
  candidates: Array<{ misconceptionId: number; misconceptionName: string; questionId: number }>,
  questionId: number,
): string | null {
  for (const id of misconceptionIds) {
    const hit = candidates.find((c) => c.misconceptionId === id && c.questionId === questionId);
    if (hit) return `Targets the misconception “${hit.misconceptionName}”`;
  }
  return null;
}

export interface InsightsServiceOptions {
  now?: () => Date;
  /** Mark corrections change scores: every node drops the school's cached plan pages (decision 0005). */
  workChanges?: { publish(change: ContextChange): Promise<void> };
}

/**
 * Acting on check and fix: follow-up (fix) assignments, mark corrections and teachers' comments on
 * answers. Each follows the edit rules (SchoolAccessService.changeable → policies/work.ts); new work
 * is set through AssignmentsService.
 */
export class InsightActionsService {
  private readonly now: () => Date;

  constructor(
    private readonly repo: InsightsRepository,
    private readonly assignments: AssignmentsService,
    private readonly schoolAccess: SchoolAccessService,
    private readonly options: InsightsServiceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /**
   * POST …/fix-assignments: follow-up work for exactly the students holding the misconceptions (or
   * the chosen ones, who must have been set this work) with bank questions targeting them, set
   * through AssignmentsService in one transaction. Only someone who may change the work may fix it.
   */
  async fix(caller: Caller, assignmentId: number, request: FixAssignmentRequest) {
    const { head, access } = await this.schoolAccess.changeable(caller, assignmentId);
    const work = await this.repo.work(assignmentId);
    if (!work) throw notFound();
    const rows = await this.repo.students(assignmentId);
    const grid = buildGrid(work.questions, rows);
    const wanted = new Set(request.misconceptionIds);
    const rowOf = new Map(rows.map((r) => [r.studentId, r]));
    let chosen: number[];
    if (request.studentIds) {
      chosen = [...new Set(request.studentIds)];
      if (chosen.some((id) => !rowOf.has(id))) {
        throw badRequest(MESSAGES.invalid, { studentIds: [INSIGHT_MESSAGES.studentsNotTargeted] });
      }
    } else {
      chosen = grid.students
        .filter((s) =>
          s.answers.some((c) => !c.isCorrect && c.misconceptionId !== null && wanted.has(c.misconceptionId)),
        )
        .map((s) => s.studentId);
      if (chosen.length === 0) {
        throw badRequest(MESSAGES.invalid, { misconceptionIds: [INSIGHT_MESSAGES.notHeld] });
      }
    }
    const candidates = await this.repo.questionsTargeting(request.misconceptionIds, assignmentId);
    const questionIds = pickFixQuestions(request.misconceptionIds, candidates);
    if (questionIds.length === 0) {
      throw badRequest(MESSAGES.invalid, { misconceptionIds: [INSIGHT_MESSAGES.noQuestions] });
    }
    const { startDate, endDate } = await this.#fixDates(caller, head.schoolId, request);
    const fallbackGroup = work.groups[0]?.groupId;
    const students = chosen.map((studentId) => ({
      studentId,
      groupId: rowOf.get(studentId)?.groupId ?? fallbackGroup ?? null,
    }));
    return this.assignments.createForStudents(
      access,
      {
        kind: 'FollowUp',
        name: request.name ?? `Fix: ${work.name}`.slice(0, 200),
        quizId: null,
        schemeQuizId: null,
        templateSlug: null,
        startDate,
        endDate,
        questions: questionIds.map((questionId) => ({
          questionId,
          reason: targetReason(request.misconceptionIds, candidates, questionId),
        })),
      },
      students,
    );
  }

  /** Dates given, or the school's defaults: from now, due after its default duration at its due time. */
  async #fixDates(caller: Caller, schoolId: number, request: FixAssignmentRequest) {
    const start = request.startDate ? new Date(request.startDate) : this.now();
    let endDate = request.endDate;
    if (!endDate) {
      const settings = await this.assignments.getSettings(caller, schoolId);
      endDate = defaultEndDate(start, settings.defaultDurationDays, settings.defaultDueTime).toISOString();
    }
    if (Date.parse(endDate) <= start.getTime()) {
      throw badRequest(MESSAGES.invalid, { endDate: [ASSIGNMENT_MESSAGES.endBeforeStart] });
    }
    return { startDate: start.toISOString(), endDate };
  }

  /**
   * PUT …/questions/{questionId}/mark: re-marks the question's answers in this work and recomputes
   * the scores in one transaction; the bank's own letter removes the correction.
   */
  async correctMark(
    caller: Caller,
    assignmentId: number,
    questionId: number,
    correctLetter: OptionLetter,
  ): Promise<MarkCorrection> {
    const { head, access } = await this.schoolAccess.changeable(caller, assignmentId);
    const work = await this.repo.work(assignmentId);
    const question = work?.questions.find((q) => q.questionId === questionId);
    if (!question) throw notFound();
    const { changed, correctedAt } = await this.repo.correctMark({
      schoolId: head.schoolId,
      assignmentId,
      questionId,
      correctLetter,
      bankCorrectLetter: question.bankCorrectLetter,
      teacherId: access.teacherId,
    });
    await this.options.workChanges?.publish({ schoolId: head.schoolId });
    return {
      assignmentId,
      questionId,
      correctLetter,
      bankCorrectLetter: question.bankCorrectLetter,
      markCorrected: correctLetter !== question.bankCorrectLetter,
      changedAnswerCount: changed,
      correctedAt: correctedAt?.toISOString() ?? null,
    };
  }

  /** PUT /answers/{id}/feedback: a comment on a student's answer by someone who may change the work. */
  async saveFeedback(caller: Caller, studentAnswerId: number, comment: string): Promise<AnswerComment> {
    const { answer, access } = await this.#commentable(caller, studentAnswerId);
    await this.repo.saveFeedback({
      studentAnswerId,
      assignmentId: answer.assignmentId,
      schoolId: answer.schoolId,
      teacherId: access.teacherId,
      comment,
    });
    const [saved] = await this.repo.feedbackOf([studentAnswerId]);
    if (!saved) throw notFound();
    return saved;
  }

  async deleteFeedback(caller: Caller, studentAnswerId: number) {
    await this.#commentable(caller, studentAnswerId);
    await this.repo.deleteFeedback(studentAnswerId);
  }

  async #commentable(caller: Caller, studentAnswerId: number) {
    const answer = await this.repo.answer(studentAnswerId);
    if (!answer) throw notFound();
    const { access } = await this.schoolAccess.changeable(caller, answer.assignmentId);
    return { answer, access };
  }
}
