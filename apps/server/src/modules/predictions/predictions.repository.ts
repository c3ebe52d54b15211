import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** A question of the work with what a prediction needs: its topic, strand and difficulty belief. */
export interface PredictionQuestion {
  questionId: number;
  topicUnitId: number;
  strand: string;
  /** The bank's level and year group (the difficulty prior when nobody has answered it yet). */
  difficulty: number;
  yearGroup: number;
  calibrated: { mean: number; variance: number; count: number } | null;
}

/** Predicted scores: the work's questions, its students and their measures, in three statements. */
export class PredictionsRepository {
  constructor(private readonly db: Db) {}

  async work(assignmentId: number) {
    const result = await this.db.execute<{
      school_id: number;
      question_id: number | null;
      topic_unit_id: number | null;
      strand: string | null;
      difficulty: number | null;
      year_group: number | null;
      calibrated: number | null;
      variance: number | null;
      answer_count: number | null;
    }>(sql`select a.school_id, q.id as question_id, q.topic_unit_id, tu.strand, q.difficulty, q.year_group,
  qm.difficulty as calibrated, qm.variance, qm.answer_count
from assignments a
left join assignment_questions aq on aq.assignment_id = a.id
left join questions q on q.id = aq.question_id
left join topic_units tu on tu.id = q.topic_unit_id
left join question_measures qm on qm.question_id = q.id
where a.id = ${assignmentId}
order by aq.sequence`);
    const first = result.rows[0];
    if (!first) return null;
    const questions: PredictionQuestion[] = result.rows.flatMap((r) =>
      r.question_id === null || r.topic_unit_id === null || r.strand === null
        ? []
        : [
            {
              questionId: r.question_id,
              topicUnitId: r.topic_unit_id,
              strand: r.strand,
              difficulty: r.difficulty ?? 2,
              yearGroup: r.year_group ?? 7,
              calibrated:
                r.calibrated === null || r.variance === null
                  ? null
                  : { mean: r.calibrated, variance: r.variance, count: r.answer_count ?? 0 },
            },
          ],
    );
    return { schoolId: first.school_id, questions };
  }

  /** The students set the work, by last then first name. */
  async students(assignmentId: number) {
    const result = await this.db.execute<{ student_id: number; first_name: string; last_name: string }>(
      sql`select st.student_id, u.first_name, u.last_name
from assignment_students st join students s on s.id = st.student_id join users u on u.id = s.user_id
where st.assignment_id = ${assignmentId}
order by lower(u.last_name), lower(u.first_name), st.student_id`,
    );
    return result.rows.map((r) => ({
      studentId: r.student_id,
      firstName: r.first_name,
      lastName: r.last_name,
    }));
  }

  /** These students' measures on these topics and strands (the tables' keys serve both halves). */
  async measures(studentIds: number[], topicUnitIds: number[], strands: string[]) {
    if (studentIds.length === 0 || topicUnitIds.length === 0 || strands.length === 0) return [];
    const result = await this.db.execute<{
      kind: 'topic' | 'strand';
      student_id: number;
      key: string;
      ability: number;
      variance: number;
      answer_count: number;
    }>(sql`select 'topic' as kind, student_id, topic_unit_id::text as key, ability, variance, answer_count
from student_topic_measures
where student_id in ${studentIds} and topic_unit_id in ${topicUnitIds}
union all
select 'strand', student_id, strand, ability, variance, answer_count
from student_strand_measures
where student_id in ${studentIds} and strand in ${strands}`);
    return result.rows.map((r) => ({
      kind: r.kind,
      studentId: r.student_id,
      key: r.key,
      measure: { mean: r.ability, variance: r.variance, count: r.answer_count },
    }));
  }
}
