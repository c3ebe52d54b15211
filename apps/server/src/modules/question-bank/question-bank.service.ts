import type { PagingOf } from '@mathsight/contract/common.ts';
import type { OptionLetter, Strand } from '@mathsight/contract/content.ts';
import {
  type BankQuestion,
  type BankQuestionList,
  customQuizName,
  LIKELY_MIN_WRONG_ANSWERS,
  QUESTION_BANK_MESSAGES,
  type QuestionBankFilter,
  type QuestionBankFilters,
  type QuizInferenceRequest,
  type QuizInferences,
  type SetQuestionsRequest,
} from '@mathsight/contract/question-bank.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { badRequest, MESSAGES, notFound } from '../../http/errors.ts';
import { assertCanReadAnswerKeys } from '../../policies/answer-keys.ts';
import type { SchoolAccessService } from '../../school-access/school-access.service.ts';
import { searchWords } from '../../shared/search-words.ts';
import type { AssignmentsService } from '../assignments/assignments.service.ts';
import type { QuestionBankRepository } from './question-bank.repository.ts';

/**
 * The question bank as teachers browse it (shared content: Confirmed teachers with a confirmed address), custom quizzes set
 * from it (through AssignmentsService, in its one transaction), and quiz inferences for one piece of
 * work (a Confirmed teacher of its school, as its results).
 */
export class QuestionBankService {
  #filters: Promise<QuestionBankFilters> | null = null;

  constructor(
    private readonly repo: QuestionBankRepository,
    private readonly assignments: AssignmentsService,
    private readonly schoolAccess: SchoolAccessService,
  ) {}

  /**
   * A page of the bank: each question with its options, their misconceptions and its calibration.
   * The keys and tags are for Confirmed teachers whose address is confirmed (403 with what to do).
   */
  async list(caller: Caller, paging: PagingOf<QuestionBankFilter>): Promise<BankQuestionList> {
    assertCanReadAnswerKeys(await this.repo.answerKeyReader(caller.userId));
    const { searchText, topicUnitId, constructId, misconceptionId, yearGroup, questionIds } = paging.filter;
    const { rows, total } = await this.repo.list({
      words: searchWords(searchText),
      ...(topicUnitId !== undefined && { topicUnitId }),
      ...(constructId !== undefined && { constructId }),
      ...(misconceptionId !== undefined && { misconceptionId }),
      ...(yearGroup !== undefined && { yearGroup }),
      ...(questionIds !== undefined && { questionIds }),
      skip: paging.skip,
      take: paging.take,
    });
    const options = await this.repo.options(rows.map((r) => r.questionId));
    const misconceptions = await this.repo.misconceptions([
      ...new Set(options.flatMap((o) => o.misconceptionIds)),
    ]);
    const misconceptionOf = new Map(misconceptions.map((m) => [m.misconceptionId, m]));
    const optionsOf = Map.groupBy(options, (o) => o.questionId);
    const items = rows.map(
      (r): BankQuestion => ({
        questionId: r.questionId,
        stem: r.stem,
        diagramSvg: r.diagramSvg,
        diagramAlt: r.diagramAlt,
        answers: (optionsOf.get(r.questionId) ?? []).map((o) => ({
          answerId: o.answerId,
          letter: o.letter as OptionLetter,
          text: o.text,
          isCorrect: o.isCorrect,
          misconceptions: o.isCorrect
            ? []
            : o.misconceptionIds.flatMap((id) => {
                const m = misconceptionOf.get(id);
                return m ? [m] : [];
              }),
        })),
        topicUnitId: r.topicUnitId,
        topicUnitName: r.topicUnitName,
        strand: r.strand as Strand,
        constructId: r.constructId,
        constructName: r.constructName,
        yearGroup: r.yearGroup,
        difficulty: r.difficulty,
        answeredCount: r.answeredCount,
        measuredDifficulty: r.measuredDifficulty,
        measuredDifficultyError: r.measuredVariance === null ? null : Math.sqrt(r.measuredVariance),
      }),
    );
    return { items, total };
  }

  /** The filters' choices; the content changes only with a release, so read once per process. */
  filters(): Promise<QuestionBankFilters> {
    this.#filters ??= this.repo.filters().then((f) => ({
      ...f,
      topics: f.topics.map((t) => ({ ...t, strand: t.strand as Strand })),
    }));
    // A failed read is not kept: the next call asks again.
    this.#filters.catch(() => {
      this.#filters = null;
    });
    return this.#filters;
  }

  /**
   * POST /api/v3/question-assignments: the chosen questions (live ones of the bank: 400 otherwise) as
   * one custom quiz for classes of the caller's school, in the order chosen. Named after their topics
   * unless a name is given.
   */
  async setQuestions(caller: Caller, request: SetQuestionsRequest) {
    const access = await this.schoolAccess.schoolAccess(caller, request.schoolId, true);
    const live = await this.repo.liveQuestions(request.questionIds);
    if (live.length !== request.questionIds.length) {
      throw badRequest(MESSAGES.invalid, { questionIds: [QUESTION_BANK_MESSAGES.notInBank] });
    }
    const topicOf = new Map(live.map((q) => [q.questionId, q.topicUnitName]));
    const topics = [...new Set(request.questionIds.map((id) => topicOf.get(id) ?? ''))];
    return this.assignments.create(access, {
      kind: 'CustomQuiz',
      name: request.name ?? customQuizName(topics),
      quizId: null,
      schemeQuizId: null,
      templateSlug: null,
      startDate: request.startDate,
      endDate: request.endDate,
      groupIds: request.groupIds,
      studentIds: request.studentIds,
      feedbackMode: request.feedbackMode,
      askConfidence: request.askConfidence,
      questions: request.questionIds.map((questionId) => ({ questionId, reason: null })),
    });
  }

  /**
   * The misconceptions each student of the work likely holds: for each wrong option they chose on a
   * first attempt, every misconception it is tagged with counts once. Likely with two or more such
   * answers (or one of one chance); Possible with one of several chances. 404 for work that is not
   * the caller's school's, or a class the work was not set for.
   */
  async inferences(caller: Caller, request: QuizInferenceRequest): Promise<QuizInferences> {
    const { head } = await this.schoolAccess.readable(caller, request.assignmentId);
    const work = await this.repo.work(head.assignmentId);
    if (!work) throw notFound();
    if (request.groupId !== undefined && !work.groupIds.includes(request.groupId)) throw notFound();
    const { rows, studentsAnswered } = await this.repo.inferenceCounts(head.assignmentId, request.groupId);
    return {
      assignmentId: head.assignmentId,
      name: work.name,
      studentsAnswered,
      rows: rows.map((r) => ({
        ...r,
        strength:
          r.wrongAnswers >= LIKELY_MIN_WRONG_ANSWERS || r.wrongAnswers === r.chances ? 'Likely' : 'Possible',
      })),
    };
  }
}
