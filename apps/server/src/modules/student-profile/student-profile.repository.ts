import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { EffortReader } from '../../reporting/effort/effort-sql.ts';
import { readStudentHeader } from '../../reporting/student-header-sql.ts';

/** A stored measure (decision 0014) as the page reads it. */
export interface MeasureRow {
  mean: number;
  variance: number;
  count: number;
  measuredAt: Date;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/**
 * Every read of the student page. Each is keyed by the student (their measures', rollups' and work's
 * primary keys or student indexes), so none grows with the school: nothing here reads another student.
 */
export class StudentProfileRepository {
  /** The one reader of effort (decision 0016): sums of the weekly rollup. */
  readonly effort: EffortReader;

  constructor(private readonly db: Db) {
    this.effort = new EffortReader(db);
  }

  /** The student of this school (archived ones too), with their classes and year; null if not the school's. */
  header(schoolId: number, studentId: number) {
    return readStudentHeader(this.db, schoolId, studentId);
  }

  /** The student's topic measures (with the topic's name and strand) and strand measures. */
  async measures(studentId: number) {
    const result = await this.db.execute<{
      kind: 'topic' | 'strand';
      topic_unit_id: number | null;
      name: string | null;
      strand: string;
      ability: number;
      variance: number;
      answer_count: number;
      measured_at: Date | string;
    }>(sql`select 'topic' as kind, m.topic_unit_id, tu.name, tu.strand, m.ability, m.variance, m.answer_count,
  m.measured_at
from student_topic_measures m join topic_units tu on tu.id = m.topic_unit_id
where m.student_id = ${studentId}
union all
select 'strand', null, null, m.strand, m.ability, m.variance, m.answer_count, m.measured_at
from student_strand_measures m
where m.student_id = ${studentId}`);
    const measure = (r: (typeof result.rows)[number]): MeasureRow => ({
      mean: Number(r.ability),
      variance: Number(r.variance),
      count: r.answer_count,
      measuredAt: new Date(r.measured_at),
    });
    return {
      topics: result.rows.flatMap((r) =>
        r.kind === 'topic' && r.topic_unit_id !== null
          ? [{ topicUnitId: r.topic_unit_id, name: r.name ?? '', strand: r.strand, measure: measure(r) }]
          : [],
      ),
      strands: result.rows.flatMap((r) =>
        r.kind === 'strand' ? [{ strand: r.strand, measure: measure(r) }] : [],
      ),
    };
  }

  /** The student's rows of the misconceptions rollup, with each misconception's words; latest first. */
  async misconceptions(studentId: number) {
    const result = await this.db.execute<{
      misconception_id: number;
      name: string | null;
      description: string | null;
      how_to_fix: string | null;
      times_held: number;
      first_held_at: Date | string;
      last_held_at: Date | string;
      fixed_at: Date | string | null;
    }>(sql`select sm.misconception_id, m.name, m.description, m.how_to_fix, sm.times_held, sm.first_held_at,
  sm.last_held_at, sm.fixed_at
from student_misconceptions sm left join misconceptions m on m.id = sm.misconception_id
where sm.student_id = ${studentId}
order by coalesce(sm.fixed_at, sm.last_held_at) desc, sm.misconception_id`);
    return result.rows.map((r) => ({
      misconceptionId: r.misconception_id,
      name: r.name ?? `Misconception ${r.misconception_id}`,
      description: r.description ?? '',
      howToFix: r.how_to_fix ?? '',
      timesHeld: r.times_held,
      firstHeldAt: iso(r.first_held_at),
      lastHeldAt: iso(r.last_held_at),
      fixedAt: isoOrNull(r.fixed_at),
    }));
  }

  /**
   * The student's set work with its question count and their first attempts' time (their answers by
   * student_answers_student_question_idx; the work by assignment_students_student_idx). Latest due first.
   */
  async work(studentId: number) {
    const result = await this.db.execute<{
      assignment_id: number;
      name: string;
      kind: 'TopicQuiz' | 'DiagnosticQuiz' | 'RetrievalPractice' | 'FollowUp';
      start_date: Date | string;
      end_date: Date | string;
      started_at: Date | string | null;
      completed_at: Date | string | null;
      answered_count: number;
      correct_count: number;
      question_count: number;
      time_taken_ms: number | string | null;
    }>(sql`with t as (
  select assignment_id, sum(time_taken_ms) as time_taken_ms from student_answers
  where student_id = ${studentId} and attempt = 1 group by assignment_id
)
select a.id as assignment_id, a.name, a.kind, a.start_date, a.end_date, st.started_at, st.completed_at,
  st.answered_count, st.correct_count,
  (select count(*)::int from assignment_questions aq where aq.assignment_id = a.id) as question_count,
  t.time_taken_ms
from assignment_students st
join assignments a on a.id = st.assignment_id
left join t on t.assignment_id = st.assignment_id
where st.student_id = ${studentId}
order by a.end_date desc, a.id desc`);
    return result.rows.map((r) => ({
      assignmentId: r.assignment_id,
      name: r.name,
      kind: r.kind,
      startDate: iso(r.start_date),
      endDate: iso(r.end_date),
      startedAt: isoOrNull(r.started_at),
      completedAt: isoOrNull(r.completed_at),
      answeredCount: r.answered_count,
      correctCount: r.correct_count,
      questionCount: r.question_count,
      timeTakenMs: Number(r.time_taken_ms ?? 0),
    }));
  }

  /**
   * The questions of the student's work not handed in and not past its end, with what a prediction
   * needs (topic, strand, the bank's level and the calibrated difficulty), in the work's order.
   */
  async openWorkQuestions(studentId: number, now: Date) {
    const result = await this.db.execute<{
      assignment_id: number;
      name: string;
      start_date: Date | string;
      end_date: Date | string;
      question_id: number | null;
      topic_unit_id: number | null;
      strand: string | null;
      difficulty: number | null;
      year_group: number | null;
      calibrated: number | null;
      variance: number | null;
      answer_count: number | null;
    }>(sql`select a.id as assignment_id, a.name, a.start_date, a.end_date, q.id as question_id, q.topic_unit_id,
  tu.strand, q.difficulty, q.year_group, qm.difficulty as calibrated, qm.variance, qm.answer_count
from assignment_students st
join assignments a on a.id = st.assignment_id
left join assignment_questions aq on aq.assignment_id = a.id
left join questions q on q.id = aq.question_id
left join topic_units tu on tu.id = q.topic_unit_id
left join question_measures qm on qm.question_id = q.id
where st.student_id = ${studentId} and st.completed_at is null and a.end_date > ${now.toISOString()}::timestamptz
order by a.start_date, a.id, aq.sequence`);
    return result.rows.map((r) => ({
      assignmentId: r.assignment_id,
      name: r.name,
      startDate: iso(r.start_date),
      endDate: iso(r.end_date),
      question:
        r.question_id === null || r.topic_unit_id === null || r.strand === null
          ? null
          : {
              topicUnitId: r.topic_unit_id,
              strand: r.strand,
              difficulty: r.difficulty ?? 2,
              yearGroup: r.year_group ?? 7,
              calibrated:
                r.calibrated === null || r.variance === null
                  ? null
                  : { mean: Number(r.calibrated), variance: Number(r.variance), count: r.answer_count ?? 0 },
            },
    }));
  }

  /**
   * Each topic's current questions in two parts: those calibrated (the sums of their difficulty
   * beliefs) and those nobody has answered yet (their mean bank level and year, from which the
   * service takes the prior: the prior is linear in both, so the mean's prior is the priors' mean).
   */
  async topicDifficulties(topicUnitIds: readonly number[]) {
    if (topicUnitIds.length === 0) return [];
    const result = await this.db.execute<{
      topic_unit_id: number;
      calibrated_n: number;
      calibrated_mean: number | null;
      calibrated_variance: number | null;
      prior_n: number;
      prior_difficulty: number | null;
      prior_year: number | null;
    }>(sql`select q.topic_unit_id,
  count(qm.question_id)::int as calibrated_n,
  avg(qm.difficulty)::float8 as calibrated_mean, avg(qm.variance)::float8 as calibrated_variance,
  (count(*) - count(qm.question_id))::int as prior_n,
  avg(q.difficulty) filter (where qm.question_id is null)::float8 as prior_difficulty,
  avg(q.year_group) filter (where qm.question_id is null)::float8 as prior_year
from questions q left join question_measures qm on qm.question_id = q.id
where q.topic_unit_id in ${topicUnitIds} and not q.retired
group by q.topic_unit_id`);
    return result.rows.map((r) => ({
      topicUnitId: r.topic_unit_id,
      calibrated:
        r.calibrated_n > 0
          ? { n: r.calibrated_n, mean: Number(r.calibrated_mean), variance: Number(r.calibrated_variance) }
          : null,
      prior:
        r.prior_n > 0
          ? { n: r.prior_n, difficulty: Number(r.prior_difficulty), yearGroup: Number(r.prior_year) }
          : null,
    }));
  }
}
