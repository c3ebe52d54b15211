import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { MEASURE_UPDATE_CTES } from '../../measurement/measure-updates-sql.ts';
import { ANSWER_ROLLUP_CTES } from '../../reporting/answer-rollups-sql.ts';
import type { AnswerRow, NewAnswer } from './quiz-session-rows.ts';
import { type RawAnswer, toAnswerRow } from './quiz-session-sql.ts';

/** Independent practice on a topic unit: the student, the unit's questions, their measures, their answers. */
export class PracticeRepository {
  constructor(private readonly db: Db) {}

  /** The student row of a user (their first active school), for practice. */
  async studentOf(userId: number) {
    const result = await this.db.execute<{ id: number; school_id: number }>(
      sql`select id, school_id from students where user_id = ${userId} and is_archived = false order by id limit 1`,
    );
    const r = result.rows[0];
    return r ? { studentId: r.id, schoolId: r.school_id } : null;
  }

  async topicUnit(topicUnitId: number) {
    const result = await this.db.execute<{ id: number; strand: string; name: string }>(
      sql`select id, strand, name from topic_units where id = ${topicUnitId}`,
    );
    return result.rows[0] ?? null;
  }

  /** The topic unit's questions with their calibrated difficulty (null before anyone has answered them). */
  async candidates(topicUnitId: number) {
    const result = await this.db.execute<{
      question_id: number;
      difficulty: number;
      year_group: number;
      calibrated: number | null;
    }>(sql`select q.id as question_id, q.difficulty, q.year_group, qm.difficulty as calibrated
from questions q left join question_measures qm on qm.question_id = q.id
where q.topic_unit_id = ${topicUnitId} order by q.id`);
    return result.rows.map((r) => ({
      questionId: r.question_id,
      difficulty: r.difficulty,
      yearGroup: r.year_group,
      calibrated: r.calibrated,
    }));
  }

  /**
   * The student's measures on a topic and on its strand, where they exist (decision 0014), and their
   * year (the lowest year group of their classes; null when none), which centres a first measure.
   */
  async measures(studentId: number, topicUnitId: number, strand: string) {
    const result = await this.db.execute<{
      kind: 'topic' | 'strand' | 'year';
      ability: number | null;
      variance: number | null;
      answer_count: number | null;
    }>(sql`select 'topic' as kind, ability, variance, answer_count from student_topic_measures
where student_id = ${studentId} and topic_unit_id = ${topicUnitId}
union all
select 'strand' as kind, ability, variance, answer_count from student_strand_measures
where student_id = ${studentId} and strand = ${strand}
union all
select 'year' as kind, min(cy.position)::float8, null, null from group_students gs
join group_year_groups gy on gy.group_id = gs.group_id
join country_year_groups cy on cy.id = gy.country_year_group_id
where gs.student_id = ${studentId}`);
    const of = (kind: 'topic' | 'strand') => {
      const r = result.rows.find((x) => x.kind === kind);
      return r && r.ability !== null && r.variance !== null
        ? { mean: r.ability, variance: r.variance, count: r.answer_count ?? 0 }
        : undefined;
    };
    const year = result.rows.find((x) => x.kind === 'year')?.ability ?? null;
    return { topic: of('topic'), strand: of('strand'), year };
  }

  /**
   * A practice answer and the measures it moves, in one statement (so one transaction): the option is
   * resolved in SQL, a resent clientAnswerId (or a second answer to the question) inserts nothing and
   * changes nothing; a stored answer updates the student's topic and strand measures and the
   * question's difficulty (MEASURE_UPDATE_CTES, as set work's answers do).
   */
  async insertPracticeAnswer(
    a: Omit<NewAnswer, 'assignmentId' | 'attempt'> & { quizSessionId: number },
  ): Promise<AnswerRow | null> {
    const inserted =
      await this.db.execute<RawAnswer>(sql`with ins as (insert into practice_answers (school_id,
  quiz_session_id, student_id, question_id, answer_id, letter, is_correct, misconception_id, confidence, time_taken_ms,
  answered_at, client_answer_id)
select ${a.schoolId}, ${a.quizSessionId}, ${a.studentId}, qa.question_id, qa.id, qa.letter, qa.is_correct,
  qa.misconception_id, ${a.confidence}::int, ${a.timeTakenMs}, ${a.answeredAt.toISOString()}::timestamptz,
  ${a.clientAnswerId}::uuid
from question_answers qa where qa.question_id = ${a.questionId} and qa.letter = ${a.letter}
on conflict do nothing
returning id, question_id, answer_id, letter, is_correct, misconception_id, confidence, time_taken_ms,
  1 as attempt, answered_at, client_answer_id, student_id, school_id, null::int as assignment_id
), ${MEASURE_UPDATE_CTES}, ${ANSWER_ROLLUP_CTES}
select id, question_id, answer_id, letter, is_correct, misconception_id, confidence, time_taken_ms, attempt,
  answered_at, client_answer_id from ins`);
    const r = inserted.rows[0];
    return r ? toAnswerRow(r) : null;
  }

  async storedPracticeAnswer(clientAnswerId: string, studentId: number) {
    const result = await this.db.execute<RawAnswer>(sql`select id, question_id, answer_id, letter, is_correct,
  misconception_id, confidence, time_taken_ms, 1 as attempt, answered_at, client_answer_id
from practice_answers where client_answer_id = ${clientAnswerId}::uuid and student_id = ${studentId}`);
    const r = result.rows[0];
    return r ? toAnswerRow(r) : null;
  }
}
