import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { answerKeyReader } from '../../school-members/member-reads-sql.ts';
import type { AnswerKeyReader } from '../../shared/answer-key-reader.ts';

export interface BankQuery {
  /** Lower-case words, each of which must appear in the stem, the construct's name or the topic's. */
  words: string[];
  topicUnitId?: number;
  constructId?: number;
  misconceptionId?: number;
  yearGroup?: number;
  questionIds?: number[];
  skip: number;
  take: number;
}

export interface BankQuestionRow {
  questionId: number;
  stem: string;
  diagramSvg: string | null;
  diagramAlt: string | null;
  topicUnitId: number;
  topicUnitName: string;
  strand: string;
  constructId: number;
  constructName: string;
  yearGroup: number;
  difficulty: number;
  answeredCount: number;
  measuredDifficulty: number | null;
  measuredVariance: number | null;
}

/**
 * Every query of the question bank (shared content: no school), the custom quiz's check of its
 * questions, and the answers a quiz inference reads (one assignment's, by student_answers_attempt_idx).
 */
export class QuestionBankRepository {
  constructor(private readonly db: Db) {}

  /** Whether the caller may read answer keys: their address confirmed, Confirmed in a school. */
  answerKeyReader(userId: number): Promise<AnswerKeyReader> {
    return answerKeyReader(this.db, userId);
  }

  /**
   * A page of live questions (never retired ones, decision 0015) matching the filters, by topic,
   * construct and id, and how many match. Each filter has its index: topic (questions_topic_unit_idx),
   * construct (questions_construct_idx), year (questions_year_group_idx), misconception (the GIN index
   * question_answers_misconception_ids_idx). The words are matched in the rows the others leave.
   */
  async list(query: BankQuery): Promise<{ rows: BankQuestionRow[]; total: number }> {
    const where = this.#where(query);
    const [page, count] = await Promise.all([
      this.db.execute<{
        question_id: number;
        stem: string;
        diagram_svg: string | null;
        diagram_alt: string | null;
        topic_unit_id: number;
        topic_unit_name: string;
        strand: string;
        construct_id: number;
        construct_name: string;
        year_group: number;
        difficulty: number;
        answer_count: number | null;
        measured: number | null;
        variance: number | null;
      }>(sql`select q.id as question_id, q.stem, q.diagram_svg, q.diagram_alt, q.topic_unit_id,
  tu.name as topic_unit_name, tu.strand, q.construct_id, c.name as construct_name, q.year_group, q.difficulty,
  qm.answer_count, qm.difficulty as measured, qm.variance
from questions q
join constructs c on c.id = q.construct_id
join topic_units tu on tu.id = q.topic_unit_id
left join question_measures qm on qm.question_id = q.id
where ${where}
order by tu.name, c.name, q.id
limit ${query.take} offset ${query.skip}`),
      this.db.execute<{ n: number }>(sql`select count(*)::int as n
from questions q
join constructs c on c.id = q.construct_id
join topic_units tu on tu.id = q.topic_unit_id
where ${where}`),
    ]);
    return {
      total: Number(count.rows[0]?.n ?? 0),
      rows: page.rows.map((r) => ({
        questionId: r.question_id,
        stem: r.stem,
        diagramSvg: r.diagram_svg,
        diagramAlt: r.diagram_alt,
        topicUnitId: r.topic_unit_id,
        topicUnitName: r.topic_unit_name,
        strand: r.strand,
        constructId: r.construct_id,
        constructName: r.construct_name,
        yearGroup: r.year_group,
        difficulty: r.difficulty,
        answeredCount: Number(r.answer_count ?? 0),
        measuredDifficulty: r.measured === null ? null : Number(r.measured),
        measuredVariance: r.variance === null ? null : Number(r.variance),
      })),
    };
  }

  #where(query: BankQuery): SQL {
    const conditions: SQL[] = [sql`not q.retired`];
    if (query.topicUnitId !== undefined) conditions.push(sql`q.topic_unit_id = ${query.topicUnitId}`);
    if (query.constructId !== undefined) conditions.push(sql`q.construct_id = ${query.constructId}`);
    if (query.yearGroup !== undefined) conditions.push(sql`q.year_group = ${query.yearGroup}`);
    if (query.questionIds !== undefined) {
      conditions.push(
        sql`q.id in (${sql.join(
          query.questionIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    }
    if (query.misconceptionId !== undefined) {
      conditions.push(sql`q.id in (select qa.question_id from question_answers qa
  where qa.misconception_ids @> array[${query.misconceptionId}::int])`);
    }
    for (const word of query.words) {
      conditions.push(
        sql`lower(q.stem || ' ' || c.name || ' ' || tu.name) like ${`%${escapeLike(word)}%`} escape '\\'`,
      );
    }
    return sql.join(conditions, sql` and `);
  }

  /** The four options of each question, A–D, with every misconception each leads to. */
  async options(questionIds: number[]) {
    if (questionIds.length === 0) return [];
    const result = await this.db.execute<{
      question_id: number;
      answer_id: number;
      letter: string;
      text: string;
      is_correct: boolean;
      misconception_id: number | null;
      misconception_ids: number[] | null;
    }>(sql`select qa.question_id, qa.id as answer_id, qa.letter, qa.text, qa.is_correct, qa.misconception_id,
  qa.misconception_ids
from question_answers qa
where qa.question_id in (${sql.join(
      questionIds.map((id) => sql`${id}`),
      sql`, `,
    )})
order by qa.question_id, qa.letter`);
    return result.rows.map((r) => ({
      questionId: r.question_id,
      answerId: r.answer_id,
      letter: r.letter,
      text: r.text,
      isCorrect: r.is_correct,
      // Every misconception the option's rules give, the first one first; the single one for rows older than the list.
      misconceptionIds:
        r.misconception_ids && r.misconception_ids.length > 0
          ? r.misconception_ids.map(Number)
          : r.misconception_id === null
            ? []
            : [r.misconception_id],
    }));
  }

  async misconceptions(ids: number[]) {
    if (ids.length === 0) return [];
    const result = await this.db.execute<{
      id: number;
      name: string;
      description: string;
      how_to_fix: string;
    }>(sql`select id, name, description, how_to_fix from misconceptions
where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
    return result.rows.map((r) => ({
      misconceptionId: r.id,
      name: r.name,
      description: r.description,
      howToFix: r.how_to_fix,
    }));
  }

  /** The filters' choices: topics, constructs and misconceptions of live questions, and their year groups. */
  async filters() {
    const [topics, constructs, misconceptions, years] = await Promise.all([
      this.db.execute<{ topic_unit_id: number; name: string; strand: string; n: number }>(
        sql`select tu.id as topic_unit_id, tu.name, tu.strand, count(q.id)::int as n
from topic_units tu join questions q on q.topic_unit_id = tu.id and not q.retired
group by tu.id order by tu.name`,
      ),
      this.db.execute<{ construct_id: number; name: string; topic_unit_id: number; year_group: number }>(
        sql`select c.id as construct_id, c.name, c.topic_unit_id, c.year_group from constructs c
where exists (select 1 from questions q where q.construct_id = c.id and not q.retired)
order by c.name, c.id`,
      ),
      this.db.execute<{ misconception_id: number; name: string }>(
        sql`select m.id as misconception_id, m.name from misconceptions m
where m.id in (select unnest(qa.misconception_ids) from question_answers qa
  join questions q on q.id = qa.question_id and not q.retired)
order by m.name, m.id`,
      ),
      this.db.execute<{ year_group: number }>(
        sql`select distinct year_group from questions where not retired order by year_group`,
      ),
    ]);
    return {
      topics: topics.rows.map((r) => ({
        topicUnitId: r.topic_unit_id,
        name: r.name,
        strand: r.strand,
        questionCount: Number(r.n),
      })),
      constructs: constructs.rows.map((r) => ({
        constructId: r.construct_id,
        name: r.name,
        topicUnitId: r.topic_unit_id,
        yearGroup: r.year_group,
      })),
      misconceptions: misconceptions.rows.map((r) => ({ misconceptionId: r.misconception_id, name: r.name })),
      yearGroups: years.rows.map((r) => r.year_group),
    };
  }

  /** Which of these questions are live (not retired), with their topic's name. */
  async liveQuestions(questionIds: number[]) {
    if (questionIds.length === 0) return [];
    const result = await this.db.execute<{ question_id: number; topic_unit_name: string }>(
      sql`select q.id as question_id, tu.name as topic_unit_name
from questions q join topic_units tu on tu.id = q.topic_unit_id
where not q.retired and q.id in (${sql.join(
        questionIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    return result.rows.map((r) => ({ questionId: r.question_id, topicUnitName: r.topic_unit_name }));
  }

  /** The work's name and the classes it was set for. */
  async work(assignmentId: number) {
    const result = await this.db.execute<{ name: string; group_id: number | null }>(
      sql`select a.name, ag.group_id from assignments a
left join assignment_groups ag on ag.assignment_id = a.id
where a.id = ${assignmentId}`,
    );
    const first = result.rows[0];
    if (!first) return null;
    return {
      name: first.name,
      groupIds: result.rows.flatMap((r) => (r.group_id === null ? [] : [r.group_id])),
    };
  }

  /**
   * For each student of the work (of one class, when given) and each misconception a wrong option of a
   * question they answered leads to: the questions answered with such an option on a first attempt
   * (wrong, as marked now) and the questions answered that offered one (the chances). One assignment's
   * answers only: student_answers_attempt_idx (assignment_id first) and assignment_questions' key.
   */
  async inferenceCounts(assignmentId: number, groupId: number | undefined) {
    const inGroup = groupId === undefined ? sql`true` : sql`st.group_id = ${groupId}`;
    const [counts, answered] = await Promise.all([
      this.db.execute<{
        student_id: number;
        first_name: string;
        last_name: string;
        class_code: string | null;
        misconception_id: number;
        misconception_name: string;
        wrong: number;
        chances: number;
      }>(sql`with firsts as (
  select sa.student_id, sa.question_id, sa.is_correct, qa.misconception_ids
  from student_answers sa
  join question_answers qa on qa.id = sa.answer_id
  join assignment_students st on st.assignment_id = sa.assignment_id and st.student_id = sa.student_id
  where sa.assignment_id = ${assignmentId} and sa.attempt = 1 and ${inGroup}
), offered as (
  select distinct qa.question_id, m.id as misconception_id
  from assignment_questions aq
  join question_answers qa on qa.question_id = aq.question_id and not qa.is_correct
  cross join lateral unnest(qa.misconception_ids) as m(id)
  where aq.assignment_id = ${assignmentId}
), tallies as (
  select f.student_id, o.misconception_id, count(*)::int as chances,
    (count(*) filter (where not f.is_correct and o.misconception_id = any(f.misconception_ids)))::int as wrong
  from firsts f join offered o on o.question_id = f.question_id
  group by f.student_id, o.misconception_id
)
select t.student_id, u.first_name, u.last_name, g.code as class_code, t.misconception_id,
  m.name as misconception_name, t.wrong, t.chances
from tallies t
join students s on s.id = t.student_id
join users u on u.id = s.user_id
join misconceptions m on m.id = t.misconception_id
left join assignment_students st on st.assignment_id = ${assignmentId} and st.student_id = t.student_id
left join groups g on g.id = st.group_id
where t.wrong > 0
order by lower(u.last_name), lower(u.first_name), t.student_id, t.wrong desc, m.name, t.misconception_id`),
      this.db.execute<{ n: number }>(sql`select count(distinct sa.student_id)::int as n
from student_answers sa
join assignment_students st on st.assignment_id = sa.assignment_id and st.student_id = sa.student_id
where sa.assignment_id = ${assignmentId} and sa.attempt = 1 and ${inGroup}`),
    ]);
    return {
      studentsAnswered: Number(answered.rows[0]?.n ?? 0),
      rows: counts.rows.map((r) => ({
        studentId: r.student_id,
        firstName: r.first_name,
        lastName: r.last_name,
        classCode: r.class_code,
        misconceptionId: r.misconception_id,
        misconceptionName: r.misconception_name,
        wrongAnswers: Number(r.wrong),
        chances: Number(r.chances),
      })),
    };
  }
}

/** Words typed into a search are matched literally: % and _ are not wildcards here. */
function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}
