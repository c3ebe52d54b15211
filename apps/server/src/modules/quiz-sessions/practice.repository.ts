import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AnswerRow, type NewAnswer, type RawAnswer, toAnswerRow } from './quiz-session-rows.ts';

/** Independent practice on a topic unit: the student, the unit's questions, their ability, their answers. */
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

  /** The topic unit's questions with what the model needs. */
  async candidates(topicUnitId: number) {
    const result = await this.db.execute<{ question_id: number; difficulty: number; year_group: number }>(
      sql`select id as question_id, difficulty, year_group from questions where topic_unit_id = ${topicUnitId} order by id`,
    );
    return result.rows.map((r) => ({
      questionId: r.question_id,
      difficulty: r.difficulty,
      yearGroup: r.year_group,
    }));
  }

  async ability(studentId: number, strand: string) {
    const result = await this.db.execute<{ ability: number }>(
      sql`select ability from student_abilities where student_id = ${studentId} and strand = ${strand}`,
    );
    return result.rows[0]?.ability ?? 0;
  }

  /**
   * A practice answer and the ability it moves, in one transaction: the option is resolved in SQL,
   * a resent clientAnswerId (or a second answer to the question) inserts nothing and changes nothing.
   */
  async insertPracticeAnswer(
    a: Omit<NewAnswer, 'assignmentId' | 'attempt'> & { quizSessionId: number; strand: string },
    nextAbility: (current: number, isCorrect: boolean) => number,
  ): Promise<AnswerRow | null> {
    return this.db.transaction(async (tx) => {
      const inserted =
        await tx.execute<RawAnswer>(sql`insert into practice_answers (school_id, quiz_session_id,
  student_id, question_id, answer_id, letter, is_correct, misconception_id, confidence, time_taken_ms, answered_at,
  client_answer_id)
select ${a.schoolId}, ${a.quizSessionId}, ${a.studentId}, qa.question_id, qa.id, qa.letter, qa.is_correct,
  qa.misconception_id, ${a.confidence}::int, ${a.timeTakenMs}, ${a.answeredAt.toISOString()}::timestamptz,
  ${a.clientAnswerId}::uuid
from question_answers qa where qa.question_id = ${a.questionId} and qa.letter = ${a.letter}
on conflict do nothing
returning id, question_id, answer_id, letter, is_correct, misconception_id, confidence, time_taken_ms,
  1 as attempt, answered_at, client_answer_id`);
      const r = inserted.rows[0];
      if (!r) return null;
      const current = await tx.execute<{ ability: number }>(sql`select ability from student_abilities
where student_id = ${a.studentId} and strand = ${a.strand} for update`);
      const ability = nextAbility(current.rows[0]?.ability ?? 0, r.is_correct);
      await tx.execute(sql`insert into student_abilities (student_id, strand, school_id, ability, answer_count)
values (${a.studentId}, ${a.strand}, ${a.schoolId}, ${ability}, 1)
on conflict (student_id, strand) do update
set ability = excluded.ability, answer_count = student_abilities.answer_count + 1, updated_at = now()`);
      return toAnswerRow(r);
    });
  }

  async storedPracticeAnswer(clientAnswerId: string, studentId: number) {
    const result = await this.db.execute<RawAnswer>(sql`select id, question_id, answer_id, letter, is_correct,
  misconception_id, confidence, time_taken_ms, 1 as attempt, answered_at, client_answer_id
from practice_answers where client_answer_id = ${clientAnswerId}::uuid and student_id = ${studentId}`);
    const r = result.rows[0];
    return r ? toAnswerRow(r) : null;
  }
}
