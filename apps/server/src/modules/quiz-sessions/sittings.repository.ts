import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ANSWERS_CHANNEL } from '../../live-answers/answer-publisher.ts';
import { toDate } from '../../shared/to-date.ts';
import type { AnswerRow, NewAnswer } from './quiz-session-rows.ts';
import {
  ANSWER_COLUMNS,
  MARKED_CORRECT,
  MARKED_MISCONCEPTION,
  type RawAnswer,
  toAnswerRow,
} from './quiz-session-sql.ts';

/** The simulator's bulk sittings of one assignment (never routed): its targets, and storing them at once. */
export class SittingsRepository {
  constructor(private readonly db: Db) {}

  /** The students (by user) targeted by an assignment, with its dates and any session they have. */
  async sittingTargets(assignmentId: number, userIds: number[]) {
    if (userIds.length === 0) return [];
    const result = await this.db.execute<{
      user_id: number;
      student_id: number;
      school_id: number;
      kind: string;
      feedback_mode: string;
      start_date: Date | string;
      end_date: Date | string;
      finished_at: Date | string | null;
    }>(sql`select s.user_id, st.student_id, a.school_id, a.kind, a.feedback_mode, a.start_date, a.end_date, qs.finished_at
from assignment_students st
join students s on s.id = st.student_id
join assignments a on a.id = st.assignment_id
left join quiz_sessions qs on qs.assignment_id = st.assignment_id and qs.student_id = st.student_id
where st.assignment_id = ${assignmentId} and s.user_id in ${userIds}`);
    return result.rows.map((r) => ({
      userId: r.user_id,
      studentId: r.student_id,
      schoolId: r.school_id,
      kind: r.kind,
      /** A second attempt is allowed only with feedback after each question (decision 0006). */
      allowsRetry: r.feedback_mode === 'AfterEachQuestion',
      startDate: toDate(r.start_date),
      endDate: toDate(r.end_date),
      finishedAt: r.finished_at === null ? null : toDate(r.finished_at),
    }));
  }

  /**
   * The bulk twin of startSession + insertAnswer + finish, for the simulator: many students' sittings
   * of one assignment in one transaction of three statements. Sessions start idempotently; answers
   * are stored with insertAnswer's rules (the option resolved only among the assignment's questions,
   * correctness and misconception from question_answers, `on conflict do nothing`, each student's
   * counters bumped by the first attempts inserted for them, one NOTIFY per stored answer: one
   * transaction takes PostgreSQL's commit-time NOTIFY lock once, so here it costs nothing); a second
   * attempt is stored only after a wrong first attempt at the question stored by the same statement,
   * with another option (the caller has checked the work allows retries); hand-ins set finished and
   * completed as finish does. Answers the stored answers.
   */
  async storeSittings(
    head: { schoolId: number; assignmentId: number; kind: string },
    sittings: Array<{
      studentId: number;
      startedAt: Date;
      finishedAt: Date | null;
      answers: Array<Omit<NewAnswer, 'schoolId' | 'assignmentId' | 'studentId'>>;
    }>,
  ): Promise<Array<AnswerRow & { studentId: number }>> {
    if (sittings.length === 0) return [];
    const sessions = JSON.stringify(
      sittings.map((s) => ({ student_id: s.studentId, started_at: s.startedAt.toISOString() })),
    );
    const answers = JSON.stringify(
      sittings.flatMap((s) =>
        s.answers.map((a) => ({
          student_id: s.studentId,
          question_id: a.questionId,
          letter: a.letter,
          confidence: a.confidence,
          time_taken_ms: a.timeTakenMs,
          attempt: a.attempt,
          answered_at: a.answeredAt.toISOString(),
          client_answer_id: a.clientAnswerId,
        })),
      ),
    );
    const handIns = JSON.stringify(
      sittings.flatMap((s) =>
        s.finishedAt ? [{ student_id: s.studentId, at: s.finishedAt.toISOString() }] : [],
      ),
    );
    const { schoolId, assignmentId } = head;
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`insert into quiz_sessions (school_id, student_id, assignment_id, kind, started_at)
select ${schoolId}, t.student_id, ${assignmentId}, ${head.kind}, t.started_at
from jsonb_to_recordset(${sessions}::jsonb) as t(student_id int, started_at timestamptz)
on conflict do nothing`);
      const stored = await tx.execute<RawAnswer & { student_id: number }>(sql`with input as (
  select * from jsonb_to_recordset(${answers}::jsonb) as t(student_id int, question_id int, letter text,
    confidence int, time_taken_ms int, attempt int, answered_at timestamptz, client_answer_id uuid)
), ins as (
  insert into student_answers (school_id, assignment_id, student_id, question_id, answer_id, letter, is_correct,
    misconception_id, confidence, time_taken_ms, attempt, answered_at, client_answer_id)
  select ${schoolId}, ${assignmentId}, i.student_id, i.question_id, qa.id, qa.letter, ${MARKED_CORRECT},
    ${MARKED_MISCONCEPTION}, i.confidence, i.time_taken_ms, 1, i.answered_at, i.client_answer_id
  from input i
  join assignment_questions aq on aq.assignment_id = ${assignmentId} and aq.question_id = i.question_id
  join question_answers qa on qa.question_id = aq.question_id and qa.letter = i.letter
  left join mark_corrections mc on mc.assignment_id = aq.assignment_id and mc.question_id = aq.question_id
  where i.attempt = 1
  on conflict do nothing
  returning student_id, ${ANSWER_COLUMNS}
), retry as (
  insert into student_answers (school_id, assignment_id, student_id, question_id, answer_id, letter, is_correct,
    misconception_id, confidence, time_taken_ms, attempt, answered_at, client_answer_id)
  select ${schoolId}, ${assignmentId}, i.student_id, i.question_id, qa.id, qa.letter, ${MARKED_CORRECT},
    ${MARKED_MISCONCEPTION}, i.confidence, i.time_taken_ms, 2, i.answered_at, i.client_answer_id
  from input i
  join ins fa on fa.student_id = i.student_id and fa.question_id = i.question_id
    and not fa.is_correct and fa.letter <> i.letter
  join assignment_questions aq on aq.assignment_id = ${assignmentId} and aq.question_id = i.question_id
  join question_answers qa on qa.question_id = aq.question_id and qa.letter = i.letter
  left join mark_corrections mc on mc.assignment_id = aq.assignment_id and mc.question_id = aq.question_id
  where i.attempt = 2
  on conflict do nothing
  returning student_id, ${ANSWER_COLUMNS}
), stored as (
  select * from ins union all select * from retry
), per_student as (
  select student_id, min(answered_at) as first_at, count(*)::int as n,
    (count(*) filter (where is_correct))::int as correct
  from ins group by student_id
), upd as (
  update assignment_students st
  set started_at = coalesce(st.started_at, p.first_at),
    answered_count = st.answered_count + p.n,
    correct_count = st.correct_count + p.correct
  from per_student p
  where st.assignment_id = ${assignmentId} and st.student_id = p.student_id
  returning st.student_id
), note as (
  select pg_notify(${ANSWERS_CHANNEL}, json_build_object('id', stored.id, 'assignmentId', ${assignmentId}::int,
    'studentId', stored.student_id, 'schoolId', ${schoolId}::int)::text) as sent
  from stored
)
select stored.*, (select count(*) from upd) as updated, (select count(*) from note) as notified
from stored
order by stored.student_id, stored.answered_at, stored.id`);
      await tx.execute(sql`with hand_in as (
  select * from jsonb_to_recordset(${handIns}::jsonb) as t(student_id int, at timestamptz)
), sessions as (
  update quiz_sessions qs set finished_at = coalesce(qs.finished_at, h.at)
  from hand_in h where qs.assignment_id = ${assignmentId} and qs.student_id = h.student_id
  returning qs.id
)
update assignment_students st
set completed_at = coalesce(st.completed_at, h.at), started_at = coalesce(st.started_at, h.at)
from hand_in h
where st.assignment_id = ${assignmentId} and st.student_id = h.student_id`);
      return stored.rows.map((r) => ({ ...toAnswerRow(r), studentId: r.student_id }));
    });
  }
}
