import { EFFORT_ANSWER_TIME_CAP_MS } from '@mathsight/contract/effort.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** A piece of the class's work with lesson flows (the work chooser). */
export interface LessonWorkRow {
  assignmentId: number;
  name: string;
  startDate: Date;
  endDate: Date;
  questionCount: number;
  /** The flow template it was set with (a lesson set as such); null: the student's choice, `default`. */
  templateSlug: string | null;
}

/** A student the work was set to through the class. */
export interface LessonStudentRow {
  studentId: number;
  userId: number;
  firstName: string;
  lastName: string;
}

/** One student's lesson on the work: where it stands and what they did in it. */
export interface LessonFlowRow {
  flowGeneratorSessionId: number;
  userId: number;
  templateSlug: string;
  questionCount: number;
  finished: boolean;
  lastGroup: string | null;
  lastType: string | null;
  questionsAnswered: number;
  rightFirstTime: number;
  rightOnRetry: number;
  timeSpentMs: number;
  lastWorkedAt: Date;
}

const dateOf = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * Every SQL query of lesson progress: about as many rows as the screen shows, each read by an index
 * (named beside it). Nothing here scans a school's answers: a lesson's figures come from its own items.
 */
export class LessonProgressRepository {
  constructor(private readonly db: Db) {}

  /** A class of the school, not archived (null otherwise): groups primary key. */
  async schoolClass(schoolId: number, groupId: number) {
    const result = await this.db.execute<{ group_id: number; code: string }>(
      sql`select id as group_id, code from groups where id = ${groupId} and school_id = ${schoolId} and not is_archived`,
    );
    const row = result.rows[0];
    return row ? { groupId: row.group_id, code: row.code } : null;
  }

  /**
   * The class's work that has lesson flows, newest first: set as a lesson (a flow template), or started
   * as one by a student it was set to through this class. The class's work by assignment_groups_group_idx;
   * the flows by flow_generator_sessions_assignment_idx, their students by students_user_school_idx and
   * the assignment_students primary key.
   */
  async lessonWork(groupId: number): Promise<LessonWorkRow[]> {
    const result = await this.db.execute<{
      assignment_id: number;
      name: string;
      start_date: Date | string;
      end_date: Date | string;
      question_count: number;
      template_slug: string | null;
    }>(sql`select a.id as assignment_id, a.name, a.start_date, a.end_date, a.template_slug,
  (select count(*) from assignment_questions q where q.assignment_id = a.id)::int as question_count
from assignment_groups ag
join assignments a on a.id = ag.assignment_id
where ag.group_id = ${groupId}
  and (a.template_slug is not null or exists (
    select 1 from flow_generator_sessions f
    join students s on s.user_id = f.user_id and s.school_id = a.school_id
    join assignment_students st on st.assignment_id = a.id and st.student_id = s.id
    where f.assignment_id = a.id and not f.is_preview and st.group_id = ag.group_id
  ))
order by a.start_date desc, a.id desc`);
    return result.rows.map((r) => ({
      assignmentId: r.assignment_id,
      name: r.name,
      startDate: dateOf(r.start_date),
      endDate: dateOf(r.end_date),
      questionCount: r.question_count,
      templateSlug: r.template_slug,
    }));
  }

  /**
   * The students the work was set to through this class, not archived (the assignment_students primary
   * key, then students and users by theirs).
   */
  async students(assignmentId: number, groupId: number): Promise<LessonStudentRow[]> {
    const result = await this.db.execute<{
      student_id: number;
      user_id: number;
      first_name: string;
      last_name: string;
    }>(sql`select s.id as student_id, s.user_id, u.first_name, u.last_name
from assignment_students st
join students s on s.id = st.student_id and not s.is_archived
join users u on u.id = s.user_id
where st.assignment_id = ${assignmentId} and st.group_id = ${groupId}`);
    return result.rows.map((r) => ({
      studentId: r.student_id,
      userId: r.user_id,
      firstName: r.first_name,
      lastName: r.last_name,
    }));
  }

  /**
   * Each student's lesson on the work (flow_generator_sessions_assignment_idx): the finished one, else
   * the latest started, should they have several (one per template). Its figures from its own items
   * (flow_items_session_sequence_idx): first tries answered and right, right second tries, the response
   * times each capped as effort's time on task, the last response, and the last item (where it waits).
   */
  async flows(assignmentId: number): Promise<LessonFlowRow[]> {
    const result = await this.db.execute<{
      id: number;
      user_id: number;
      template_slug: string;
      question_count: number;
      finished: boolean;
      last_group: string | null;
      last_type: string | null;
      answered: number;
      right_first: number;
      right_retry: number;
      time_ms: number;
      last_worked_at: Date | string;
    }>(sql`with chosen as (
  select distinct on (f.user_id) f.id, f.user_id, f.template_slug, f.created_at,
    coalesce(cardinality(f.question_ids), 0) as question_count, f.finished_at is not null as finished
  from flow_generator_sessions f
  where f.assignment_id = ${assignmentId} and not f.is_preview
  order by f.user_id, f.finished_at is null, f.created_at desc, f.id desc
)
select c.id, c.user_id, c.template_slug, c.question_count, c.finished,
  last_item.flow_item_group as last_group, last_item.flow_item_type as last_type,
  sums.answered, sums.right_first, sums.right_retry, sums.time_ms,
  coalesce(sums.last_responded_at, c.created_at) as last_worked_at
from chosen c
cross join lateral (
  select
    (count(*) filter (where i.flow_item_type = 'DiagnosticQuestionAnswerInput' and i.responded_at is not null))::int as answered,
    (count(*) filter (where i.flow_item_type = 'DiagnosticQuestionAnswerInput' and i.response_is_correct))::int as right_first,
    (count(*) filter (where i.flow_item_type = 'DiagnosticQuestionRetryInput' and i.response_is_correct))::int as right_retry,
    coalesce(sum(least(greatest(i.response_time_taken_ms, 0), ${EFFORT_ANSWER_TIME_CAP_MS}))
      filter (where i.responded_at is not null), 0)::int as time_ms,
    max(i.responded_at) as last_responded_at
  from flow_items i where i.flow_generator_session_id = c.id
) sums
left join lateral (
  select i.flow_item_group, i.flow_item_type from flow_items i
  where i.flow_generator_session_id = c.id order by i.sequence desc limit 1
) last_item on true`);
    return result.rows.map((r) => ({
      flowGeneratorSessionId: r.id,
      userId: r.user_id,
      templateSlug: r.template_slug,
      questionCount: r.question_count,
      finished: r.finished,
      lastGroup: r.last_group,
      lastType: r.last_type,
      questionsAnswered: r.answered,
      rightFirstTime: r.right_first,
      rightOnRetry: r.right_retry,
      timeSpentMs: r.time_ms,
      lastWorkedAt: dateOf(r.last_worked_at),
    }));
  }
}
