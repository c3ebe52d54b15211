import { type SQL, sql } from 'drizzle-orm';

/** The results grid's statements, exported so the insights benchmark runs the very same SQL. */

/**
 * A timestamptz as the API writes dates (toISOString's form), formatted where the JSON is built so
 * the server does not parse and re-format a date per cell.
 */
const ISO_UTC = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The work and its ordered questions, with each question's bank letter and any mark correction:
 * one statement (assignments primary key, assignment_groups primary key, assignment_questions
 * primary key, question_answers_question_letter_idx, mark_corrections primary key).
 */
export function gridWorkSql(assignmentId: number): SQL {
  return sql`select a.id, a.school_id, a.kind, a.name, a.quiz_id, a.start_date, a.end_date, a.feedback_mode,
  a.created_by_teacher_id,
  coalesce((select json_agg(json_build_object('groupId', g.id, 'code', g.code) order by g.code, g.id)
    from assignment_groups ag join groups g on g.id = ag.group_id where ag.assignment_id = a.id), '[]'::json) as groups,
  coalesce((select json_agg(json_build_array(aq.question_id, aq.sequence, q.stem,
      (select qa.letter from question_answers qa where qa.question_id = aq.question_id and qa.is_correct limit 1),
      mc.correct_letter) order by aq.sequence)
    from assignment_questions aq
    join questions q on q.id = aq.question_id
    left join mark_corrections mc on mc.assignment_id = aq.assignment_id and mc.question_id = aq.question_id
    where aq.assignment_id = a.id), '[]'::json) as questions
from assignments a
where a.id = ${assignmentId}`;
}

/**
 * The work's students (optionally one class's) with every answer they gave, first attempts and
 * retries, and the teacher's comment on each: one statement. assignment_students primary key, then
 * per student student_answers_attempt_idx (assignment, student, …) and answer_feedback's primary key.
 */
export function gridStudentsSql(assignmentId: number, groupId?: number, studentId?: number): SQL {
  const inGroup = groupId === undefined ? sql`` : sql` and st.group_id = ${groupId}`;
  const oneStudent = studentId === undefined ? sql`` : sql` and st.student_id = ${studentId}`;
  return sql`select st.student_id, u.first_name, u.last_name, st.group_id, st.started_at, st.completed_at,
  (select json_agg(json_build_array(sa.question_id, sa.attempt, sa.letter, sa.is_correct, sa.misconception_id,
      sa.confidence, sa.time_taken_ms, ${ISO_UTC('sa.answered_at')}, sa.id, f.comment) order by sa.question_id, sa.attempt)
    from student_answers sa
    left join answer_feedback f on f.student_answer_id = sa.id
    where sa.assignment_id = st.assignment_id and sa.student_id = st.student_id) as answers,
  (select fg.id from quiz_sessions qs
    join flow_generator_sessions fg on fg.quiz_session_id = qs.id and not fg.is_preview
    where qs.assignment_id = st.assignment_id and qs.student_id = st.student_id
    order by fg.id desc limit 1) as lesson_flow_id
from assignment_students st
join students s on s.id = st.student_id
join users u on u.id = s.user_id
where st.assignment_id = ${assignmentId}${inGroup}${oneStudent}
order by u.last_name, u.first_name, st.student_id`;
}

/**
 * Independent study: practice answers to one quiz's questions by the students of these classes, in
 * the grid's form (a student's first answer to a question counts as the first attempt, a later one
 * as the retry). practice_answers_school_question_idx (school, question, student).
 */
export function practiceGridSql(o: { schoolId: number; quizId: number; groupIds: number[] }): SQL {
  return sql`with members as (
  select gs.student_id, min(gs.group_id) as group_id
  from group_students gs
  where gs.group_id in ${o.groupIds}
  group by gs.student_id
), answers as (
  select pa.*, row_number() over (partition by pa.student_id, pa.question_id order by pa.answered_at, pa.id) as attempt
  from practice_answers pa
  join members m on m.student_id = pa.student_id
  where pa.school_id = ${o.schoolId}
    and pa.question_id in (select qq.question_id from quiz_questions qq where qq.quiz_id = ${o.quizId})
)
select m.student_id, u.first_name, u.last_name, m.group_id,
  (select min(a.answered_at) from answers a where a.student_id = m.student_id) as started_at,
  null::timestamptz as completed_at,
  null::int as lesson_flow_id,
  (select json_agg(json_build_array(a.question_id, a.attempt, a.letter, a.is_correct, a.misconception_id,
      a.confidence, a.time_taken_ms, ${ISO_UTC('a.answered_at')}, null, null) order by a.question_id, a.attempt)
    from answers a where a.student_id = m.student_id and a.attempt <= 2) as answers
from members m
join students s on s.id = m.student_id and not s.is_archived
join users u on u.id = s.user_id
where exists (select 1 from answers a where a.student_id = m.student_id)
order by u.last_name, u.first_name, m.student_id`;
}
