import { ASSIGNMENT_MESSAGES } from '@mathsight/contract/assignments.ts';
import type { PagingOf } from '@mathsight/contract/common.ts';
import type { OptionLetter } from '@mathsight/contract/content.ts';
import type {
  CreateRetrievalPracticeRequest,
  QuestionInsight,
  RetrievalPracticeAssignment,
  RetrievalPracticeInsights,
  RetrievalPracticeListFilter,
  RetrievalPracticeRecommendation,
  TopicInsight,
  UpdateRetrievalPracticeRequest,
} from '@mathsight/contract/retrieval-practice.ts';
import { answeredPercentOf, scorePercentOf } from '@mathsight/contract/score-and-effort.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { badRequest, conflict, MESSAGES } from '../../http/errors.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import { percent } from '../../shared/percent.ts';
import type { SchoolAccess } from '../../shared/school-access.ts';
import type { AssignmentsService } from '../assignments/assignments.service.ts';
import type { ContentService } from '../content/content.service.ts';
import type { PlanService } from '../plan/plan.service.ts';
import { quizName, type RecommendationPlan, recommend } from './recommend.ts';
import type { RetrievalPracticeRepository } from './retrieval-practice.repository.ts';

const KIND = 'RetrievalPractice' as const;

/**
 * Retrieval practice: recommendations for a class and the retrieval-practice assignments built from
 * them. They are assignments (kind RetrievalPractice, one class, their own questions), so setting
 * and editing go through AssignmentsService, the list through PlanService, and who may do what
 * through SchoolAccessService.
 */
export class RetrievalPracticeService {
  constructor(
    private readonly repo: RetrievalPracticeRepository,
    private readonly assignments: AssignmentsService,
    private readonly plan: PlanService,
    private readonly schoolAccess: SchoolAccessService,
    private readonly content: ContentService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async recommendations(caller: Caller, groupId: number): Promise<RetrievalPracticeRecommendation> {
    const { access } = await this.schoolAccess.groupAccess(caller, groupId);
    const plan = await this.#plan(access, groupId);
    const found = await this.content.questions(plan.questions.map((q) => q.questionId));
    const questionOf = new Map(found.map((q) => [q.questionId, q]));
    return {
      groupId,
      name: plan.name,
      topics: plan.topics.map((t) => ({
        topicUnitId: t.topicUnitId,
        name: t.name,
        bucket: t.bucket,
        lastStudiedAt: t.lastStudiedAt.toISOString(),
        weeksAgo: t.weeksAgo,
      })),
      questions: plan.questions.flatMap((q, i) => {
        const question = questionOf.get(q.questionId);
        return question ? [{ ...q, sequence: i + 1, question: { ...question, sequence: i + 1 } }] : [];
      }),
    };
  }

  /** A class's retrieval-practice assignments (the plan list filtered to the class and kind). */
  list(caller: Caller, groupId: number, paging: PagingOf<RetrievalPracticeListFilter>) {
    return this.schoolAccess.groupAccess(caller, groupId).then(({ group }) =>
      this.plan.list(caller, group.schoolId, {
        ...paging,
        filter: { ...paging.filter, type: KIND, groupIds: [groupId] },
      }),
    );
  }

  /** Sets the class's recommendation, or the chosen questions (recommended ones keep their reasons). */
  async create(
    caller: Caller,
    groupId: number,
    request: CreateRetrievalPracticeRequest,
  ): Promise<RetrievalPracticeAssignment> {
    const { access } = await this.schoolAccess.groupAccess(caller, groupId, true);
    const plan = await this.#plan(access, groupId);
    const reasonOf = new Map(plan.questions.map((q) => [q.questionId, q.reason]));
    let chosen: Array<{ questionId: number; reason: string | null }>;
    let name = request.name;
    if (request.questionIds) {
      const topics = await this.#checkQuestions(request.questionIds);
      chosen = request.questionIds.map((questionId) => ({
        questionId,
        reason: reasonOf.get(questionId) ?? null,
      }));
      name ??= quizName([...new Set(request.questionIds.map((id) => topics.get(id) ?? ''))]);
    } else {
      if (plan.questions.length === 0) {
        throw badRequest(MESSAGES.invalid, { questionIds: [ASSIGNMENT_MESSAGES.nothingToRecommend] });
      }
      chosen = plan.questions.map((q) => ({ questionId: q.questionId, reason: q.reason }));
      name ??= plan.name;
    }
    const detail = await this.assignments.create(access, {
      kind: KIND,
      name,
      quizId: null,
      schemeQuizId: null,
      templateSlug: null,
      startDate: request.startDate,
      endDate: request.endDate,
      groupIds: [groupId],
      studentIds: request.studentIds,
      feedbackMode: request.feedbackMode,
      askConfidence: request.askConfidence,
      questions: chosen,
    });
    return this.#withQuestions(detail, groupId);
  }

  async get(caller: Caller, assignmentId: number): Promise<RetrievalPracticeAssignment> {
    const { head, access } = await this.schoolAccess.readable(caller, assignmentId, KIND);
    const detail = await this.assignments.detail(access, assignmentId, head.schoolId);
    return this.#withQuestions(detail, head.groupIds[0] ?? 0);
  }

  /** Edits dates, name, students and options; questions too until a student has started (409 after). */
  async update(
    caller: Caller,
    assignmentId: number,
    request: UpdateRetrievalPracticeRequest,
  ): Promise<RetrievalPracticeAssignment> {
    const { head, access } = await this.schoolAccess.changeable(caller, assignmentId, KIND);
    let questions: Array<{ questionId: number; reason: string | null }> | undefined;
    if (request.questionIds) {
      const current = await this.assignments.detail(access, assignmentId, head.schoolId);
      const same =
        current.questions.length === request.questionIds.length &&
        current.questions.every((q, i) => q.questionId === request.questionIds?.[i]);
      if (!same) {
        if (head.startedCount > 0) throw conflict(ASSIGNMENT_MESSAGES.questionsLocked);
        await this.#checkQuestions(request.questionIds);
        const reasonOf = new Map(current.questions.map((q) => [q.questionId, q.reason]));
        questions = request.questionIds.map((questionId) => ({
          questionId,
          reason: reasonOf.get(questionId) ?? null,
        }));
      }
    }
    await this.assignments.applyChanges(head, {
      ...request,
      groupIds: head.groupIds,
      ...(questions && { questions }),
    });
    return this.get(caller, assignmentId);
  }

  delete(caller: Caller, assignmentId: number) {
    return this.assignments.delete(caller, assignmentId, KIND);
  }

  /** How the class did, per question (first attempts, commonest wrong answer), per topic and per student. */
  async insights(caller: Caller, assignmentId: number): Promise<RetrievalPracticeInsights> {
    const { head, access } = await this.schoolAccess.readable(caller, assignmentId, KIND);
    const [detail, breakdown] = await Promise.all([
      this.assignments.detail(access, assignmentId, head.schoolId),
      this.repo.answerBreakdown(assignmentId),
    ]);
    const rowsOf = Map.groupBy(breakdown, (b) => b.questionId);
    const questions: QuestionInsight[] = detail.questions.map((q) => {
      const rows = rowsOf.get(q.questionId) ?? [];
      const answeredCount = rows.reduce((n, r) => n + r.count, 0);
      const correctCount = rows.filter((r) => r.isCorrect).reduce((n, r) => n + r.count, 0);
      const wrong = rows
        .filter((r) => !r.isCorrect)
        .sort((a, b) => b.count - a.count || a.letter.localeCompare(b.letter))[0];
      return {
        ...q,
        answeredCount,
        correctCount,
        percentCorrect: percent(correctCount, answeredCount),
        commonWrongAnswer: wrong
          ? {
              letter: wrong.letter as OptionLetter,
              count: wrong.count,
              misconceptionId: wrong.misconceptionId,
              misconceptionName: wrong.misconceptionName,
            }
          : null,
      };
    });
    const topics: TopicInsight[] = [...Map.groupBy(questions, (q) => q.topicUnitId).values()].map((qs) => {
      const answeredCount = qs.reduce((n, q) => n + q.answeredCount, 0);
      const correctCount = qs.reduce((n, q) => n + q.correctCount, 0);
      return {
        topicUnitId: qs[0]?.topicUnitId ?? 0,
        topicUnitName: qs[0]?.topicUnitName ?? '',
        answeredCount,
        correctCount,
        percentCorrect: percent(correctCount, answeredCount),
      };
    });
    const answered = questions.reduce((n, q) => n + q.answeredCount, 0);
    const correct = questions.reduce((n, q) => n + q.correctCount, 0);
    // A score is over the questions set (docs/decisions/0013-score-and-effort.md), here to those who started.
    const questionsSet = questions.length * detail.startedCount;
    return {
      assignmentId,
      studentCount: detail.studentCount,
      startedCount: detail.startedCount,
      completedCount: detail.completedCount,
      averageScorePercent: scorePercentOf({ correct, answered, questions: questionsSet }),
      answeredPercent: answeredPercentOf({ answered, questions: questionsSet }),
      questions,
      topics,
      students: detail.students.map((s) => ({
        studentId: s.studentId,
        firstName: s.firstName,
        lastName: s.lastName,
        answeredCount: s.answeredCount,
        correctCount: s.correctCount,
        percentCorrect: scorePercentOf({
          correct: s.correctCount,
          answered: s.answeredCount,
          questions: questions.length,
        }),
        startedAt: s.startedAt,
        completedAt: s.completedAt,
      })),
    };
  }

  /** The class's history read in four queries, then the pure recommendation. */
  async #plan(access: SchoolAccess, groupId: number): Promise<RecommendationPlan> {
    const now = this.now();
    const [classYear, topics] = await Promise.all([
      this.repo.classYear(groupId),
      this.repo.studiedTopics(groupId, now),
    ]);
    const topicUnitIds = topics.map((t) => t.topicUnitId);
    const [questions, answers] = await Promise.all([
      this.repo.questionsOfTopics(topicUnitIds),
      this.repo.answerStats(access.schoolId, groupId, topicUnitIds),
    ]);
    return recommend({ groupId, now, classYear, topics, questions, answers });
  }

  /** Every chosen question must be in the bank (400 otherwise); answers their topic names. */
  async #checkQuestions(questionIds: number[]) {
    const found = await this.repo.questionTopics(questionIds);
    if (found.length !== new Set(questionIds).size) {
      throw badRequest(MESSAGES.invalid, { questionIds: ['Choose questions from the question bank'] });
    }
    return new Map(found.map((f) => [f.questionId, f.topicUnitName]));
  }

  async #withQuestions(
    detail: Awaited<ReturnType<AssignmentsService['detail']>>,
    groupId: number,
  ): Promise<RetrievalPracticeAssignment> {
    const found = await this.content.questions(detail.questions.map((q) => q.questionId));
    const questionOf = new Map(found.map((q) => [q.questionId, q]));
    return {
      ...detail,
      groupId,
      questions: detail.questions.flatMap((q) => {
        const question = questionOf.get(q.questionId);
        return question
          ? [{ ...question, sequence: q.sequence, topicUnitName: q.topicUnitName, reason: q.reason }]
          : [];
      }),
    };
  }
}
