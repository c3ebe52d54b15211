import type { FeedbackMode } from '@mathsight/contract/assignments.ts';
import { type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { executePrepared } from '../../db/prepared.ts';
import { ANSWERS_CHANNEL, AnswerPublisher } from '../../live-answers/answer-publisher.ts';
import { MEASURE_UPDATE_CTES } from '../../measurement/measure-updates-sql.ts';
import { ANSWER_ROLLUP_CTES } from '../../reporting/answer-rollups-sql.ts';
import {
  ANSWER_COLUMNS,
  type AnswerRow,
  MARKED_CORRECT,
  MARKED_MISCONCEPTION,
  type NewAnswer,
  type RawAnswer,
  toAnswerRow,
} from './quiz-session-rows.ts';

/** The answer write path of set work (decision 0006): one statement per answer, published once stored. */
export class AnswerStoreRepository {
  /** Live answers: each answer stored through insertAnswer(InSession) is published after its statement. */
  readonly answers: AnswerPublisher;
  /**
   * Inside a transaction (the demo seed) answers are not published: the statement returning is not
   * yet their commit, and a NOTIFY sent later would go through a connection no longer ours.
   */
  readonly #publishes: boolean;

  constructor(private readonly db: Db) {
    this.#publishes = !(db instanceof PgTransaction);
    this.answers = new AnswerPublisher((payload) =>
      db.execute(sql`select pg_notify(${ANSWERS_CHANNEL}, ${payload})`),
    );
  }

  /**
   * The answer write path, one statement (so one implicit transaction, one round trip): resolve the
   * option (only of a question of this assignment), insert the answer unless it conflicts (same
   * clientAnswerId, or this attempt already stored), a second attempt only after a wrong first one
   * and with another option;
   * on a first attempt bump the student's counters (started, answered, correct); then publish the
   * answer's ids (AnswerPublisher). Answers the stored row, or nothing when it was not inserted.
   */
  async insertAnswer(a: NewAnswer): Promise<{ row: AnswerRow; answeredCount: number } | null> {
    const stored = await this.#storeAnswer(
      'store-answer',
      sql`select ${a.schoolId}::int as school_id, ${a.assignmentId}::int as assignment_id,
  ${a.studentId}::int as student_id, null::text as feedback_mode`,
      a,
    );
    return stored && { row: stored.row, answeredCount: stored.answeredCount };
  }

  /**
   * insertAnswer for a student's own session in one round trip: the session is read inside the
   * statement, and nothing is stored unless it is this user's, of an assignment, not handed in, open
   * at `answeredAt`, and (for a second attempt) gives feedback after each question. Null means "not
   * stored here": the caller then reads the session to answer the right error, or the stored answer.
   */
  insertAnswerInSession(
    a: Omit<NewAnswer, 'schoolId' | 'assignmentId' | 'studentId'> & { quizSessionId: number; userId: number },
  ) {
    const at = a.answeredAt.toISOString();
    return this.#storeAnswer(
      'store-answer-in-session',
      sql`select qs.school_id, qs.assignment_id, qs.student_id, a.feedback_mode
from quiz_sessions qs
join students s on s.id = qs.student_id and s.user_id = ${a.userId}
join assignments a on a.id = qs.assignment_id
where qs.id = ${a.quizSessionId} and qs.finished_at is null
  and a.start_date <= ${at}::timestamptz and a.end_date > ${at}::timestamptz
  and (${a.attempt}::int = 1 or a.feedback_mode = 'AfterEachQuestion')`,
      a,
    );
  }

  /**
   * The answer write path (decision 0006), one statement: resolve the option only among the
   * assignment's questions (a teacher's mark correction, issue 6, decides correctness here through
   * mark_corrections' primary key, so it costs no round trip), insert (on conflict do nothing), bump
   * the student's counters and the measurement model's measures (decision 0014) on a first attempt;
   * once it has committed, publish the answer (NOTIFY, batched,
   * outside the statement: see AnswerPublisher). `source` is one row (school_id, assignment_id,
   * student_id, feedback_mode) or none, in which case nothing is stored.
   */
  async #storeAnswer(
    /** The prepared statement's name: one per shape of `source`. */
    name: string,
    source: SQL,
    a: Pick<
      NewAnswer,
      'questionId' | 'letter' | 'confidence' | 'timeTakenMs' | 'attempt' | 'answeredAt' | 'clientAnswerId'
    >,
  ) {
    const result = await executePrepared<
      RawAnswer & {
        answered_count: number | null;
        assignment_id: number;
        student_id: number;
        school_id: number;
        feedback_mode: FeedbackMode | null;
      }
    >(
      this.db,
      name,
      sql`with src as (${source}), opt as (
  select qa.id, qa.letter, ${MARKED_CORRECT} as is_correct, ${MARKED_MISCONCEPTION} as misconception_id
  from src
  join assignment_questions aq on aq.assignment_id = src.assignment_id and aq.question_id = ${a.questionId}
  join question_answers qa on qa.question_id = aq.question_id and qa.letter = ${a.letter}
  left join mark_corrections mc on mc.assignment_id = aq.assignment_id and mc.question_id = aq.question_id
), ins as (
  insert into student_answers (school_id, assignment_id, student_id, question_id, answer_id, letter, is_correct,
    misconception_id, confidence, time_taken_ms, attempt, answered_at, client_answer_id)
  select src.school_id, src.assignment_id, src.student_id, ${a.questionId}, opt.id, opt.letter, opt.is_correct,
    opt.misconception_id, ${a.confidence}::int, ${a.timeTakenMs}, ${a.attempt}::int,
    ${a.answeredAt.toISOString()}::timestamptz, ${a.clientAnswerId}::uuid
  from src, opt
  where ${a.attempt}::int = 1 or exists (
    select 1 from student_answers p
    where p.assignment_id = src.assignment_id and p.student_id = src.student_id
      and p.question_id = ${a.questionId} and p.attempt = 1 and not p.is_correct
      and p.letter <> ${a.letter})
  on conflict do nothing
  returning ${ANSWER_COLUMNS}, assignment_id, student_id, school_id
), ${MEASURE_UPDATE_CTES}, ${ANSWER_ROLLUP_CTES}, upd as (
  update assignment_students st
  set started_at = coalesce(st.started_at, ins.answered_at),
    answered_count = st.answered_count + 1,
    correct_count = st.correct_count + (case when ins.is_correct then 1 else 0 end)
  from ins
  where ins.attempt = 1 and st.assignment_id = ins.assignment_id and st.student_id = ins.student_id
  returning st.answered_count
)
select ins.*, coalesce((select answered_count from upd),
  (select st.answered_count from assignment_students st join src
   on st.assignment_id = src.assignment_id and st.student_id = src.student_id)) as answered_count,
  (select feedback_mode from src) as feedback_mode
from ins`,
    );
    const r = result.rows[0];
    if (!r) return null;
    if (this.#publishes) {
      this.answers.publish({
        id: r.id,
        assignmentId: r.assignment_id,
        studentId: r.student_id,
        schoolId: r.school_id,
      });
    }
    return {
      row: toAnswerRow(r),
      answeredCount: r.answered_count ?? 0,
      assignmentId: r.assignment_id,
      feedbackMode: r.feedback_mode ?? ('AtEnd' as FeedbackMode),
    };
  }

  /** After a conflict: the answer stored under this clientAnswerId (this student's only), and what exists already. */
  async conflictOf(a: {
    clientAnswerId: string;
    assignmentId: number;
    studentId: number;
    questionId: number;
  }) {
    const result = await this.db.execute<
      RawAnswer & { source: string }
    >(sql`select 'client' as source, ${ANSWER_COLUMNS}
from student_answers where client_answer_id = ${a.clientAnswerId}::uuid and student_id = ${a.studentId}
union all
select 'attempt' as source, ${ANSWER_COLUMNS}
from student_answers
where assignment_id = ${a.assignmentId} and student_id = ${a.studentId} and question_id = ${a.questionId}`);
    const byClient = result.rows.find((r) => r.source === 'client');
    return {
      stored: byClient ? toAnswerRow(byClient) : null,
      attempts: result.rows.filter((r) => r.source === 'attempt').map(toAnswerRow),
    };
  }
}
