import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** The one lookup live answers make: the published answers with their student and class. */
export class LiveAnswersRepository {
  constructor(private readonly db: Db) {}

  /** What live answer events carry, looked up from the ids of one notification in one query (answer order). */
  async answerEvents(studentAnswerIds: number[]) {
    if (studentAnswerIds.length === 0) return [];
    const result = await this.db.execute<{
      assignment_id: number;
      group_id: number | null;
      student_id: number;
      school_id: number;
      first_name: string;
      last_name: string;
      question_id: number;
      letter: string;
      is_correct: boolean;
      misconception_id: number | null;
      attempt: number;
      answered_at: Date | string;
      id: number;
      time_taken_ms: number;
      confidence: number | null;
    }>(sql`select sa.assignment_id, st.group_id, sa.student_id, sa.school_id, u.first_name, u.last_name,
  sa.question_id, sa.letter, sa.is_correct, sa.misconception_id, sa.attempt, sa.answered_at,
  sa.id, sa.time_taken_ms, sa.confidence
from student_answers sa
join students s on s.id = sa.student_id
join users u on u.id = s.user_id
left join assignment_students st on st.assignment_id = sa.assignment_id and st.student_id = sa.student_id
where sa.id = any(${`{${studentAnswerIds.join(',')}}`}::int[])
order by sa.id`);
    return result.rows;
  }
}
