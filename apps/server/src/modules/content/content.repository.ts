import { and, asc, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  collectionTopicUnits,
  constructs,
  countryYearGroups,
  misconceptions,
  partners,
  questionAnswers,
  questions,
  quizQuestions,
  quizzes,
  schemeLabels,
  schemeQuizzes,
  schemes,
  topicPathwayCollections,
  topicTags,
  topicUnits,
  topicUnitTags,
} from '../../db/schema.ts';
import { answerKeyReader } from '../../school-members/member-reads-sql.ts';
import type { AnswerKeyReader } from '../../shared/answer-key-reader.ts';

/** Every query over the maths content (topics, quizzes, questions) and partner tokens. */
export class ContentRepository {
  constructor(private readonly db: Db) {}

  /** Whether the caller may read answer keys: their address confirmed, Confirmed in a school. */
  answerKeyReader(userId: number): Promise<AnswerKeyReader> {
    return answerKeyReader(this.db, userId);
  }

  /** Every scheme of work, the default first. */
  listSchemes() {
    return this.db
      .select({
        schemeId: schemes.id,
        name: schemes.name,
        description: schemes.description,
        yearGroups: schemes.yearGroups,
        isDefault: schemes.isDefault,
      })
      .from(schemes)
      .orderBy(sql`${schemes.isDefault} desc`, asc(schemes.id));
  }

  /** One scheme's units in teaching order (scheme_quizzes_scheme_idx: scheme_id, sequence). */
  schemeUnits(schemeId: number) {
    return this.db
      .select({
        topicUnitQuizId: schemeQuizzes.id,
        topicUnitId: schemeQuizzes.topicUnitId,
        name: topicUnits.name,
        quizId: schemeQuizzes.quizId,
        yearGroup: schemeQuizzes.yearGroup,
        term: schemeQuizzes.term,
        week: schemeQuizzes.week,
        weeks: schemeQuizzes.weeks,
        sequence: schemeQuizzes.sequence,
        labelName: schemeLabels.name,
        labelColour: schemeLabels.colour,
      })
      .from(schemeQuizzes)
      .innerJoin(topicUnits, eq(topicUnits.id, schemeQuizzes.topicUnitId))
      .leftJoin(schemeLabels, eq(schemeLabels.id, schemeQuizzes.schemeLabelId))
      .where(eq(schemeQuizzes.schemeId, schemeId))
      .orderBy(asc(schemeQuizzes.sequence));
  }

  listCollections() {
    return this.db
      .select({
        collectionId: topicPathwayCollections.id,
        name: topicPathwayCollections.name,
        description: topicPathwayCollections.description,
        topicUnitCount: count(collectionTopicUnits.topicUnitId),
      })
      .from(topicPathwayCollections)
      .leftJoin(collectionTopicUnits, eq(collectionTopicUnits.collectionId, topicPathwayCollections.id))
      .groupBy(topicPathwayCollections.id)
      .orderBy(asc(topicPathwayCollections.position));
  }

  /**
   * Every topic unit with what search and the library show (tags, quiz, question count, collection
   * positions, search text): three queries, run once per process since the content changes only with a release.
   */
  async loadTopicCatalogue() {
    const questionCount = this.db
      .select({ topicUnitId: questions.topicUnitId, n: count().as('n') })
      .from(questions)
      .where(eq(questions.retired, false))
      .groupBy(questions.topicUnitId)
      .as('question_count');
    const [units, tags, memberships] = await Promise.all([
      this.db
        .select({
          topicUnitId: topicUnits.id,
          name: topicUnits.name,
          description: topicUnits.description,
          strand: topicUnits.strand,
          yearFrom: topicUnits.yearFrom,
          yearTo: topicUnits.yearTo,
          searchText: topicUnits.searchText,
          topicPathwayQuizId: quizzes.id,
          shortCode: quizzes.shortCode,
          questionCount: sql<number>`coalesce(${questionCount.n}, 0)`.mapWith(Number),
        })
        .from(topicUnits)
        .leftJoin(quizzes, and(eq(quizzes.topicUnitId, topicUnits.id), eq(quizzes.kind, 'TopicPathway')))
        .leftJoin(questionCount, eq(questionCount.topicUnitId, topicUnits.id))
        .orderBy(asc(topicUnits.id)),
      this.db
        .select({ topicUnitId: topicUnitTags.topicUnitId, topicTagId: topicTags.id, name: topicTags.name })
        .from(topicUnitTags)
        .innerJoin(topicTags, eq(topicTags.id, topicUnitTags.topicTagId))
        .orderBy(asc(topicTags.name)),
      this.db
        .select({
          collectionId: collectionTopicUnits.collectionId,
          topicUnitId: collectionTopicUnits.topicUnitId,
          position: collectionTopicUnits.position,
        })
        .from(collectionTopicUnits),
    ]);
    return { units, tags, memberships };
  }

  listTopicTags() {
    return this.db
      .select({ topicTagId: topicTags.id, name: topicTags.name })
      .from(topicTags)
      .orderBy(asc(topicTags.name));
  }

  listYearGroups(country: string) {
    return this.db
      .select({
        countryYearGroupId: countryYearGroups.id,
        country: countryYearGroups.country,
        name: countryYearGroups.name,
      })
      .from(countryYearGroups)
      .where(eq(countryYearGroups.country, country))
      .orderBy(asc(countryYearGroups.position));
  }

  /** Quizzes with their topic and question count; filters by words in the name, kind and topic. */
  async listQuizzes(options: {
    words: string[];
    kind?: 'TopicPathway' | 'Diagnostic';
    topicUnitId?: number;
    skip: number;
    take: number;
  }) {
    const conditions: SQL[] = options.words.map((w) => ilike(quizzes.name, `%${escapeLike(w)}%`));
    if (options.kind) conditions.push(eq(quizzes.kind, options.kind));
    if (options.topicUnitId !== undefined) conditions.push(eq(quizzes.topicUnitId, options.topicUnitId));
    const where = conditions.length ? and(...conditions) : undefined;
    const [items, [total]] = await Promise.all([
      this.#quizSelect()
        .where(where)
        .orderBy(asc(quizzes.name), asc(quizzes.id))
        .limit(options.take)
        .offset(options.skip),
      this.db.select({ n: count() }).from(quizzes).where(where),
    ]);
    return { items, total: total?.n ?? 0 };
  }

  async findQuiz(by: { quizId: number } | { shortCode: string }) {
    const [row] = await this.#quizSelect().where(
      'quizId' in by ? eq(quizzes.id, by.quizId) : eq(quizzes.shortCode, by.shortCode),
    );
    return row ?? null;
  }

  /** A quiz's questions in order, as question ids with their sequence. */
  quizQuestionIds(quizId: number) {
    return this.db
      .select({ questionId: quizQuestions.questionId, sequence: quizQuestions.sequence })
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, quizId))
      .orderBy(asc(quizQuestions.sequence));
  }

  /** Questions with their four answers and each answer's misconception: two queries for any number. */
  async questionsByIds(ids: number[]) {
    if (ids.length === 0) return { rows: [], answers: [] };
    const [rows, answers] = await Promise.all([
      this.db
        .select({
          questionId: questions.id,
          stem: questions.stem,
          diagramSvg: questions.diagramSvg,
          diagramAlt: questions.diagramAlt,
          topicUnitId: questions.topicUnitId,
          subjectId: questions.subjectId,
          yearGroup: questions.yearGroup,
          difficulty: questions.difficulty,
          constructName: constructs.name,
        })
        .from(questions)
        .innerJoin(constructs, eq(constructs.id, questions.constructId))
        .where(inArray(questions.id, ids)),
      this.db
        .select({
          questionId: questionAnswers.questionId,
          answerId: questionAnswers.id,
          letter: questionAnswers.letter,
          text: questionAnswers.text,
          isCorrect: questionAnswers.isCorrect,
          misconceptionId: misconceptions.id,
          misconceptionName: misconceptions.name,
          misconceptionDescription: misconceptions.description,
          misconceptionHowToFix: misconceptions.howToFix,
        })
        .from(questionAnswers)
        .leftJoin(misconceptions, eq(misconceptions.id, questionAnswers.misconceptionId))
        .where(inArray(questionAnswers.questionId, ids))
        .orderBy(asc(questionAnswers.questionId), asc(questionAnswers.letter)),
    ]);
    return { rows, answers };
  }

  async findLivePartner(tokenHash: string) {
    const [row] = await this.db
      .select({ id: partners.id, name: partners.name, revokedAt: partners.revokedAt })
      .from(partners)
      .where(eq(partners.tokenHash, tokenHash));
    return row && !row.revokedAt ? row : null;
  }

  async createPartner(name: string, tokenHash: string) {
    const [row] = await this.db.insert(partners).values({ name, tokenHash }).returning({ id: partners.id });
    if (!row) throw new Error('partner not created');
    return row.id;
  }

  #quizSelect() {
    const questionCount = this.db
      .select({ quizId: quizQuestions.quizId, n: count().as('n') })
      .from(quizQuestions)
      .groupBy(quizQuestions.quizId)
      .as('quiz_question_count');
    return this.db
      .select({
        quizId: quizzes.id,
        name: quizzes.name,
        kind: quizzes.kind,
        topicUnitId: quizzes.topicUnitId,
        topicUnitName: topicUnits.name,
        shortCode: quizzes.shortCode,
        questionCount: sql<number>`coalesce(${questionCount.n}, 0)`.mapWith(Number),
      })
      .from(quizzes)
      .leftJoin(topicUnits, eq(topicUnits.id, quizzes.topicUnitId))
      .leftJoin(questionCount, eq(questionCount.quizId, quizzes.id))
      .$dynamic();
  }
}

/** Words typed into a search are matched literally: % and _ are not wildcards here. */
function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}
