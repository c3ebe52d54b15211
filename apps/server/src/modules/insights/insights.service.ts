import type { PagingOf } from '@mathsight/contract/common.ts';
import {
  type AnswerList,
  type AnswerListFilter,
  type AssignmentMisconceptions,
  CONSOLIDATED_WEEKS,
  type ConsolidatedInsights,
  type GroupInsights,
  type InsightWork,
  type QuestionInsights,
  type ResultsGrid,
  type StudentInsights,
} from '@mathsight/contract/insights.ts';
import { type CompactResultsGrid, compactResultsGrid } from '@mathsight/contract/results-grid.ts';
import { answeredPercentOf, scorePercentOf } from '@mathsight/contract/score-and-effort.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { notFound } from '../../http/errors.ts';
import type { ContextChange } from '../../notify-bus/context-changes.ts';
import { canChangeAssignment } from '../../policies/work.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import { percent } from '../../shared/percent.ts';
import type { SchoolAccess } from '../../shared/school-access.ts';
import { dueStatusOf } from '../../work/work-status.ts';
import { buildGrid, heldMisconceptionIds, heldMisconceptions } from './grid.ts';
import type { InsightsRepository } from './insights.repository.ts';
import type { WorkRow } from './insights-rows.ts';
import { questionInsightsOf } from './question-insights.ts';
import { studentReviewOf } from './student-review.ts';

const DAY_MS = 86_400_000;

export interface InsightsServiceOptions {
  now?: () => Date;
  /** Mark corrections change scores: every node drops the school's cached plan pages (decision 0005). */
  workChanges?: { publish(change: ContextChange): Promise<void> };
}

/** A readable assignment's work row with the caller's access to its school. */
interface Readable {
  work: WorkRow;
  access: SchoolAccess;
}

/**
 * Check and fix: the results grid and the insights by student, class and question, the /check
 * page, independent study, the answers list and misconceptions. Reading follows the assignment
 * rules (a Confirmed teacher of the school, SchoolAccessService); acting on them (fixes, mark
 * corrections, comments) is InsightActionsService.
 */
export class InsightsService {
  private readonly now: () => Date;

  constructor(
    private readonly repo: InsightsRepository,
    private readonly schoolAccess: SchoolAccessService,
    private readonly options: InsightsServiceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  // ------------------------------------------------------------ reading one assignment

  /**
   * The work row first, then the caller's access to its school (cached per node for reads), so the
   * grid costs two statements: a caller who may not read it gets 404 before any student is read.
   */
  async #readable(caller: Caller, assignmentId: number): Promise<Readable> {
    // Non-teachers were refused (403) by the routes' hooks before this.
    const work = await this.repo.work(assignmentId);
    if (!work) throw notFound();
    const access = await this.schoolAccess.schoolAccess(caller, work.schoolId);
    return { work, access };
  }

  /** The work as the caller sees it; a student (access null) may never change it. */
  #work(work: WorkRow, access: SchoolAccess | null): InsightWork {
    return {
      assignmentId: work.assignmentId,
      quizId: work.quizId,
      schoolId: work.schoolId,
      kind: work.kind,
      name: work.name,
      startDate: work.startDate.toISOString(),
      endDate: work.endDate.toISOString(),
      dueStatus: dueStatusOf(work.startDate, work.endDate, this.now()),
      feedbackMode: work.feedbackMode,
      groups: work.groups,
      questionCount: work.questions.length,
      canEdit:
        access !== null &&
        canChangeAssignment(access, {
          createdByTeacherId: work.createdByTeacherId,
          groupIds: work.groups.map((g) => g.groupId),
        }),
    };
  }

  /** A class filter must name one of the work's classes (404 otherwise). */
  #checkGroup(work: WorkRow, groupId: number | undefined) {
    if (groupId !== undefined && !work.groups.some((g) => g.groupId === groupId)) throw notFound();
  }

  /** GET …/insights/teacher: the results grid (two statements, whatever the size). */
  async teacherGrid(caller: Caller, assignmentId: number, groupId?: number): Promise<CompactResultsGrid> {
    return compactResultsGrid(await this.#fullGrid(caller, assignmentId, groupId));
  }

  async #fullGrid(caller: Caller, assignmentId: number, groupId?: number): Promise<ResultsGrid> {
    const { work, access } = await this.#readable(caller, assignmentId);
    this.#checkGroup(work, groupId);
    const grid = buildGrid(work.questions, await this.repo.students(assignmentId, groupId));
    return { work: this.#work(work, access), groupId: groupId ?? null, ...grid };
  }

  /** GET …/insights/students/{studentId}: one student's answers with misconceptions and comments. */
  async studentInsights(caller: Caller, assignmentId: number, studentId: number): Promise<StudentInsights> {
    const { work, access } = await this.#readable(caller, assignmentId);
    return this.#review(work, this.#work(work, access), studentId);
  }

  /**
   * The student's own review (issue 11), the same shape without the classes: the caller (the work
   * review service) has checked that the student was set this work and may see it now.
   */
  async ownReview(assignmentId: number, studentId: number): Promise<StudentInsights> {
    const work = await this.repo.work(assignmentId);
    if (!work) throw notFound();
    const shown: InsightWork = {
      ...this.#work(work, null),
      groups: [],
    };
    return this.#review(work, shown, studentId);
  }

  async #review(work: WorkRow, shown: InsightWork, studentId: number): Promise<StudentInsights> {
    const questionIds = work.questions.map((q) => q.questionId);
    const [rows, options, stems] = await Promise.all([
      this.repo.students(work.assignmentId, undefined, studentId),
      this.repo.options(questionIds),
      this.repo.questions(questionIds),
    ]);
    const answerIds = (rows[0]?.answers ?? []).flatMap((a) =>
      a.studentAnswerId === null ? [] : [a.studentAnswerId],
    );
    const feedback = await this.repo.feedbackOf(answerIds);
    return studentReviewOf({ work: shown, row: work, student: rows[0], options, stems, feedback });
  }

  /** GET …/insights/groups/{groupId}: one class's totals, questions and misconceptions. */
  async groupInsights(caller: Caller, assignmentId: number, groupId: number): Promise<GroupInsights> {
    const { work, access } = await this.#readable(caller, assignmentId);
    const group = work.groups.find((g) => g.groupId === groupId);
    if (!group) throw notFound();
    const grid = buildGrid(work.questions, await this.repo.students(assignmentId, groupId));
    const held = heldMisconceptions(
      grid.students,
      await this.repo.misconceptions(heldMisconceptionIds(grid.students)),
    );
    return {
      work: this.#work(work, access),
      groupId,
      code: group.code,
      totals: grid.totals,
      questions: grid.questions.map((q) => ({
        questionId: q.questionId,
        sequence: q.sequence,
        answeredCount: q.answeredCount,
        correctCount: q.correctCount,
        correctPercent: q.correctPercent,
      })),
      topMisconceptions: held.slice(0, 10),
    };
  }

  /** GET …/questions/{questionId}/insights: who chose each option, and what to re-teach. */
  async questionInsights(
    caller: Caller,
    assignmentId: number,
    questionId: number,
    groupId?: number,
  ): Promise<QuestionInsights> {
    const { work, access } = await this.#readable(caller, assignmentId);
    this.#checkGroup(work, groupId);
    const question = work.questions.find((q) => q.questionId === questionId);
    if (!question) throw notFound();
    const [rows, options, stems] = await Promise.all([
      this.repo.students(assignmentId, groupId),
      this.repo.options([questionId]),
      this.repo.questions([questionId]),
    ]);
    return questionInsightsOf(this.#work(work, access), work.questions, question, rows, options, stems[0]);
  }

  /** GET …/answers: a page of the raw answers (request.filter.studentId / questionId / groupId). */
  async answers(
    caller: Caller,
    assignmentId: number,
    paging: PagingOf<AnswerListFilter>,
  ): Promise<AnswerList> {
    const { work } = await this.#readable(caller, assignmentId);
    const { studentId, questionId, groupId } = paging.filter;
    this.#checkGroup(work, groupId);
    return this.repo.answers({
      assignmentId,
      ...(studentId !== undefined && { studentId }),
      ...(questionId !== undefined && { questionId }),
      ...(groupId !== undefined && { groupId }),
      skip: paging.skip,
      take: paging.take,
    });
  }

  /** GET …/misconceptions: those worth fixing, most holders first, with the bank's questions for each. */
  async misconceptions(
    caller: Caller,
    assignmentId: number,
    groupId?: number,
  ): Promise<AssignmentMisconceptions> {
    const { work, access } = await this.#readable(caller, assignmentId);
    this.#checkGroup(work, groupId);
    const grid = buildGrid(work.questions, await this.repo.students(assignmentId, groupId));
    const ids = heldMisconceptionIds(grid.students);
    const [details, targeting] = await Promise.all([
      this.repo.misconceptions(ids),
      this.repo.questionsTargeting(ids, assignmentId),
    ]);
    const available = new Map<number, number>();
    for (const t of targeting) available.set(t.misconceptionId, (available.get(t.misconceptionId) ?? 0) + 1);
    return {
      work: this.#work(work, access),
      studentCount: grid.students.length,
      items: heldMisconceptions(grid.students, details).map((m) => ({
        ...m,
        availableQuestionCount: available.get(m.misconceptionId) ?? 0,
      })),
    };
  }

  // ------------------------------------------------------------ the /check page and independent study

  /** GET /schools/{schoolId}/consolidated-insights: the caller's classes (or one class) over recent weeks. */
  async consolidated(caller: Caller, schoolId: number, groupId?: number): Promise<ConsolidatedInsights> {
    const { groupIds } = await this.#classes(caller, schoolId, groupId);
    const now = this.now();
    const from = new Date(now.getTime() - CONSOLIDATED_WEEKS * 7 * DAY_MS);
    const { work, questions, misconceptions } = await this.repo.consolidated({
      schoolId,
      groupIds,
      from,
      now,
    });
    const nameOf = new Map(work.map((w) => [w.assignmentId, w.name]));
    return {
      from: from.toISOString(),
      recentWork: work.map((w) => {
        const startDate = new Date(w.startDate);
        const endDate = new Date(w.endDate);
        return {
          assignmentId: w.assignmentId,
          kind: w.kind,
          name: w.name,
          startDate: startDate.toISOString(),
          endDate: endDate.toISOString(),
          dueStatus: dueStatusOf(startDate, endDate, now),
          groups: w.groups,
          studentCount: w.studentCount,
          startedCount: w.startedCount,
          completedCount: w.completedCount,
          completionPercent: percent(w.completedCount, w.studentCount) ?? 0,
          averageScorePercent: scorePercentOf({
            correct: w.correctCount,
            answered: w.answeredCount,
            questions: w.questionCount * w.startedCount,
          }),
          answeredPercent: answeredPercentOf({
            answered: w.answeredCount,
            questions: w.questionCount * w.startedCount,
          }),
          questionCount: w.questionCount,
        };
      }),
      mostWrongQuestions: questions.map((q) => ({
        ...q,
        assignmentName: nameOf.get(q.assignmentId) ?? '',
        wrongPercent: percent(q.wrongCount, q.answeredCount) ?? 0,
      })),
      topMisconceptions: misconceptions,
    };
  }

  /**
   * The classes an insight covers: one class of the school when asked (any Confirmed teacher of the
   * school may read it), otherwise the caller's own classes.
   */
  async #classes(caller: Caller, schoolId: number, groupId?: number) {
    if (groupId === undefined) {
      const access = await this.schoolAccess.schoolAccess(caller, schoolId);
      return { access, groupIds: access.groupIds };
    }
    const { group, access } = await this.schoolAccess.groupAccess(caller, groupId);
    if (group.schoolId !== schoolId) throw notFound();
    return { access, groupIds: [groupId] };
  }

  async #practiceGrid(caller: Caller, quizId: number, schoolId: number, groupId?: number) {
    const { access, groupIds } = await this.#classes(caller, schoolId, groupId);
    const quiz = await this.repo.quiz(quizId);
    if (!quiz) throw notFound();
    const rows = await this.repo.practiceStudents({ schoolId, quizId, groupIds });
    const questionCount = quiz.questions.length;
    const grid = buildGrid(quiz.questions, rows, (_row, answered) => answered >= questionCount);
    const work: InsightWork = {
      assignmentId: null,
      quizId,
      schoolId: access.schoolId,
      kind: quiz.kind === 'TopicPathway' ? 'TopicQuiz' : 'DiagnosticQuiz',
      name: quiz.name,
      startDate: null,
      endDate: null,
      dueStatus: null,
      feedbackMode: null,
      groups: [],
      questionCount,
      canEdit: false,
    };
    return { quiz, rows, grid, work };
  }

  /** GET /quizzes/{quizId}/quiz-insights?schoolId=: the grid from independent practice. */
  async quizInsights(
    caller: Caller,
    quizId: number,
    schoolId: number,
    groupId?: number,
  ): Promise<CompactResultsGrid> {
    const { grid, work } = await this.#practiceGrid(caller, quizId, schoolId, groupId);
    return compactResultsGrid({ work, groupId: groupId ?? null, ...grid });
  }

  /** GET /quizzes/{quizId}/quiz-insights/questions/{questionId}?schoolId=: results by question from practice. */
  async quizQuestionInsights(
    caller: Caller,
    quizId: number,
    questionId: number,
    schoolId: number,
    groupId?: number,
  ): Promise<QuestionInsights> {
    const { quiz, rows, work } = await this.#practiceGrid(caller, quizId, schoolId, groupId);
    const question = quiz.questions.find((q) => q.questionId === questionId);
    if (!question) throw notFound();
    const [options, stems] = await Promise.all([
      this.repo.options([questionId]),
      this.repo.questions([questionId]),
    ]);
    return questionInsightsOf(work, quiz.questions, question, rows, options, stems[0]);
  }

  /** The grid as the export needs it (the same rules as the grid). */
  async exportGrid(caller: Caller, assignmentId: number, groupId?: number): Promise<ResultsGrid> {
    return this.#fullGrid(caller, assignmentId, groupId);
  }
}
