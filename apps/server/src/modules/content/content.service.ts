import { randomBytes } from 'node:crypto';
import type { Misconception } from '@mathsight/content/misconception.ts';
import { MISCONCEPTIONS, misconceptionById } from '@mathsight/content/misconception-registry.ts';
import type { PagingOf } from '@mathsight/contract/common.ts';
import {
  DEFAULT_TOPIC_COLLECTION_ID,
  type Question,
  type Quiz,
  type QuizListFilter,
  type QuizWithQuestions,
  type Scheme,
  type SchemeBase,
  type TopicSearchFilter,
  type TopicUnit,
  type YearGroup,
} from '@mathsight/contract/content.ts';
import { yearGroupOrdinal } from '@mathsight/contract/users.ts';
import type { Caller } from '../../auth/authenticate.ts';
import { hashToken } from '../../auth/tokens.ts';
import { notFound } from '../../http/errors.ts';
import { assertCanReadAnswerKeys } from '../../policies/answer-keys.ts';
import { assertLivePartner } from '../../policies/partners.ts';
import { searchWords } from '../../shared/search-words.ts';
import { toAnswer } from './content.presenter.ts';
import type { ContentRepository } from './content.repository.ts';
import { TopicCatalogue } from './topic-catalogue.ts';

/** A misconception as the catalogue shows it (its rules stay in the content package). */
export interface CatalogueMisconception {
  misconceptionId: number;
  slug: string;
  name: string;
  description: string;
  howToFix: string;
  subjectId: number;
}

const toCatalogueMisconception = (m: Misconception): CatalogueMisconception => ({
  misconceptionId: m.misconceptionId,
  slug: m.slug,
  name: m.name,
  description: m.description,
  howToFix: m.howToFix,
  subjectId: m.subjectId,
});

/** Reading the maths content: topic search, quizzes and questions with their misconceptions. */
export class ContentService {
  private readonly catalogue: TopicCatalogue;

  constructor(private readonly repo: ContentRepository) {
    this.catalogue = new TopicCatalogue(repo);
  }

  listCollections() {
    return this.repo.listCollections();
  }

  listSchemes(): Promise<SchemeBase[]> {
    return this.repo.listSchemes();
  }

  /** A scheme of work with its units (what a scheme assignment sets), or 404. */
  async getScheme(schemeId: number): Promise<Scheme> {
    const found = (await this.repo.listSchemes()).find((s) => s.schemeId === schemeId);
    if (!found) throw notFound();
    return { ...found, units: await this.repo.schemeUnits(schemeId) };
  }

  /** Topic units matching `filter.searchText` within `filter.collectionId` (default 4, or "all"). */
  async searchTopicUnits(
    paging: PagingOf<TopicSearchFilter>,
  ): Promise<{ items: TopicUnit[]; total: number }> {
    const { searchText, strand } = paging.filter;
    const collection = paging.filter.collectionId ?? DEFAULT_TOPIC_COLLECTION_ID;
    const collectionId = collection === 'all' ? undefined : collection;
    if (collectionId !== undefined && !(await this.catalogue.hasCollection(collectionId))) throw notFound();
    return this.catalogue.search({
      words: searchWords(searchText),
      ...(collectionId !== undefined && { collectionId }),
      ...(strand && { strand }),
      skip: paging.skip,
      take: paging.take,
    });
  }

  async getTopicUnit(topicUnitId: number): Promise<TopicUnit> {
    const unit = await this.catalogue.get(topicUnitId);
    if (!unit) throw notFound();
    return unit;
  }

  listTopicTags() {
    return this.repo.listTopicTags();
  }

  async listYearGroups(country: string): Promise<YearGroup[]> {
    const rows = await this.repo.listYearGroups(country.toUpperCase());
    return rows.map((y) => ({ ...y, ordinal: yearGroupOrdinal(y.name) }));
  }

  async listQuizzes(paging: PagingOf<QuizListFilter>): Promise<{ items: Quiz[]; total: number }> {
    const { topicUnitId, kind, searchText } = paging.filter;
    const result = await this.repo.listQuizzes({
      words: searchWords(searchText),
      ...(kind && { kind }),
      ...(topicUnitId !== undefined && { topicUnitId }),
      skip: paging.skip,
      take: paging.take,
    });
    return { items: result.items as Quiz[], total: result.total };
  }

  async getQuiz(by: { quizId: number } | { shortCode: string }): Promise<QuizWithQuestions> {
    const quiz = await this.repo.findQuiz(by);
    if (!quiz) throw notFound();
    const order = await this.repo.quizQuestionIds(quiz.quizId);
    const sequenceOf = new Map(order.map((o) => [o.questionId, o.sequence]));
    const found = await this.questions(order.map((o) => o.questionId));
    const questions = found
      .map((q) => ({ ...q, sequence: sequenceOf.get(q.questionId) ?? null }))
      .sort((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0));
    return { ...(quiz as Quiz), questions };
  }

  /**
   * A quiz with its answer keys and misconception tags, for a teacher who may read them (Confirmed
   * in a school, their address confirmed: 403 with what to do otherwise). Partners read getQuiz.
   */
  async teacherQuiz(
    caller: Caller,
    by: { quizId: number } | { shortCode: string },
  ): Promise<QuizWithQuestions> {
    assertCanReadAnswerKeys(await this.repo.answerKeyReader(caller.userId));
    return this.getQuiz(by);
  }

  /** One question with its key and tags, for a teacher who may read them (as teacherQuiz). */
  async teacherQuestion(caller: Caller, questionId: number): Promise<Question> {
    assertCanReadAnswerKeys(await this.repo.answerKeyReader(caller.userId));
    return this.getQuestion(questionId);
  }

  async getQuestion(questionId: number): Promise<Question> {
    const [question] = await this.questions([questionId]);
    if (!question) throw notFound();
    return question;
  }

  /** Questions in the order asked, each with its four answers A–D. */
  async questions(ids: number[]): Promise<Question[]> {
    const { rows, answers } = await this.repo.questionsByIds(ids);
    const answersOf = Map.groupBy(answers, (a) => a.questionId);
    const rowOf = new Map(rows.map((r) => [r.questionId, r]));
    return ids.flatMap((id) => {
      const row = rowOf.get(id);
      if (!row) return [];
      return [{ ...row, sequence: null, answers: (answersOf.get(id) ?? []).map(toAnswer) }];
    });
  }

  /** Every misconception the bank tags answers with, by id: what a partner or teacher may read of each. */
  misconceptions(): CatalogueMisconception[] {
    return MISCONCEPTIONS.map(toCatalogueMisconception);
  }

  /** One misconception of the catalogue; 404 for an id the bank does not hold. */
  misconception(misconceptionId: number): CatalogueMisconception {
    const found = misconceptionById(misconceptionId);
    if (!found) throw notFound();
    return toCatalogueMisconception(found);
  }

  /** The partner whose token this is; 401 for a missing, unknown or revoked token. */
  async partnerFor(token: string | undefined) {
    const partner = token ? await this.repo.findLivePartner(hashToken(token)) : null;
    assertLivePartner(partner);
    return partner;
  }

  /** Issues a partner token; only its hash is stored, so this is the one time it can be shown. */
  async issuePartnerToken(name: string) {
    const token = `msp_${randomBytes(24).toString('base64url')}`;
    const partnerId = await this.repo.createPartner(name, hashToken(token));
    return { partnerId, token };
  }
}
