import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { toDate } from '../../shared/to-date.ts';

/** The student's side of teachers' comments (issue 11): their work to review, read state, notifications. */
export class WorkReviewRepository {
  constructor(private readonly db: Db) {}

  /** The work as set for this user (a student it targets), or null. */
  async target(userId: number, assignmentId: number) {
    const result = await this.db.execute<{
      student_id: number;
      end_date: Date | string;
      completed_at: Date | string | null;
    }>(sql`select st.student_id, a.end_date, st.completed_at
from assignment_students st
join students s on s.id = st.student_id
join assignments a on a.id = st.assignment_id
where st.assignment_id = ${assignmentId} and s.user_id = ${userId}
limit 1`);
    const r = result.rows[0];
    if (!r) return null;
    return {
      studentId: r.student_id,
      endDate: toDate(r.end_date),
      completedAt: r.completed_at === null ? null : toDate(r.completed_at),
    };
  }

  /** Marks the comments on the student's answers to this work read (answer_feedback_assignment_idx). */
  async markRead(assignmentId: number, studentId: number, at: Date): Promise<number> {
    const result = await this.db.execute<{ student_answer_id: number }>(sql`update answer_feedback f
set read_by_student_at = ${at.toISOString()}::timestamptz
from student_answers sa
where f.assignment_id = ${assignmentId} and f.read_by_student_at is null
  and sa.id = f.student_answer_id and sa.student_id = ${studentId}
returning f.student_answer_id`);
    return result.rows.length;
  }

  /**
   * Comments on this user's answers, newest first: their work (assignment_students by student), then
   * each work's comments (answer_feedback_assignment_idx) on their own answers (primary key).
   */
  async notifications(userId: number, limit: number) {
    const result = await this.db.execute<{
      student_answer_id: number;
      assignment_id: number;
      assignment_name: string;
      sequence: number | null;
      teacher_name: string | null;
      comment: string;
      updated_at: Date | string;
      read_by_student_at: Date | string | null;
    }>(sql`select f.student_answer_id, f.assignment_id, a.name as assignment_name, aq.sequence,
  nullif(trim(concat_ws(' ', u.title, u.last_name)), '') as teacher_name,
  f.comment, f.updated_at, f.read_by_student_at
from students s
join assignment_students st on st.student_id = s.id
join answer_feedback f on f.assignment_id = st.assignment_id
join student_answers sa on sa.id = f.student_answer_id and sa.student_id = s.id
join assignments a on a.id = f.assignment_id
left join assignment_questions aq on aq.assignment_id = f.assignment_id and aq.question_id = sa.question_id
left join teachers t on t.id = f.teacher_id
left join users u on u.id = t.user_id
where s.user_id = ${userId} and s.is_archived = false
order by f.updated_at desc, f.student_answer_id desc
limit ${limit}`);
    return result.rows.map((r) => ({
      studentAnswerId: r.student_answer_id,
      assignmentId: r.assignment_id,
      assignmentName: r.assignment_name,
      questionSequence: r.sequence ?? 1,
      teacherName: r.teacher_name,
      comment: r.comment,
      updatedAt: toDate(r.updated_at).toISOString(),
      isRead: r.read_by_student_at !== null,
    }));
  }

  /** How many comments on this user's answers are unread (the same joins). */
  async unreadCount(userId: number): Promise<number> {
    const result = await this.db.execute<{ n: number }>(sql`select count(*)::int as n
from students s
join assignment_students st on st.student_id = s.id
join answer_feedback f on f.assignment_id = st.assignment_id and f.read_by_student_at is null
join student_answers sa on sa.id = f.student_answer_id and sa.student_id = s.id
where s.user_id = ${userId} and s.is_archived = false`);
    return result.rows[0]?.n ?? 0;
  }

  /**
   * The messages the student's teachers sent their classes (issue 13), newest first: their
   * deliveries by the student's index, in one statement.
   */
  async classMessages(userId: number, limit: number) {
    const result = await this.db.execute<{
      id: number;
      class_code: string;
      teacher_name: string | null;
      body: string;
      created_at: Date | string;
    }>(sql`select m.id, g.code as class_code,
  nullif(trim(concat_ws(' ', u.title, u.last_name)), '') as teacher_name, m.body, m.created_at
from students s
join class_message_recipients r on r.student_id = s.id
join class_messages m on m.id = r.message_id
join groups g on g.id = m.group_id
left join teachers t on t.id = m.teacher_id
left join users u on u.id = t.user_id
where s.user_id = ${userId} and s.is_archived = false
order by m.id desc
limit ${limit}`);
    return result.rows.map((r) => ({
      kind: 'classMessage' as const,
      classMessageId: r.id,
      classCode: r.class_code,
      teacherName: r.teacher_name,
      message: r.body,
      sentAt: toDate(r.created_at).toISOString(),
    }));
  }
}
