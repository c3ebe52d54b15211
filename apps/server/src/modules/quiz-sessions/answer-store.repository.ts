import type { FeedbackMode } from '@mathsight/contract/assignments.ts';
import { type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { executePrepared, onPostgresPool } from '../../db/prepared.ts';
import { StatementBatcher } from '../../db/statement-batcher.ts';
import { ANSWERS_CHANNEL, AnswerPublisher } from '../../live-answers/answer-publisher.ts';
import { MEASURE_UPDATE_CTES } from '../../measurement/measure-updates-sql.ts';
import { ANSWER_ROLLUP_CTES } from '../../reporting/answer-rollups-sql.ts';
import type { AnswerRow, NewAnswer } from './quiz-session-rows.ts';
import {
  ANSWER_COLUMNS,
  MARKED_CORRECT,
  MARKED_MISCONCEPTION,
  type RawAnswer,
  toAnswerRow,
} from './quiz-session-sql.ts';

/** A student's answer in their own session (insertAnswerInSession). */
export type SessionAnswer = Omit<NewAnswer, 'schoolId' | 'assignmentId' | 'studentId'> & {
  quizSessionId: number;
  userId: number;
};

/** An answer as the statement's `input` row: a session's (user and session) or a known student's. */
type AnswerInput = Omit<NewAnswer, 'schoolId' | 'assignmentId' | 'studentId' | 'answeredAt'> & {
  answeredAt: string;
  schoolId?: number;
  assignmentId?: number;
  studentId?: number;
  quizSessionId?: number;
  userId?: number;
};

export interface StoredAnswer {
  row: AnswerRow;
  answeredCount: number;
  assignmentId: number;
  feedbackMode: FeedbackMode;
}

/**
 * How answers are batched (StatementBatcher): on PostgreSQL at most four statements at once per
 * process (more only queue inside the database on a machine of a few cores), on PGlite one (it runs one
 * statement at a time anyway); each of up to 50 answers that arrived meanwhile.
 */
const answerBatches = (db: Db) => ({ maxInFlight: onPostgresPool(db) ? 4 : 1, maxBatch: 50 });

/** The answer write path of set work (decision 0006): one statement per answer, published once stored. */
export class AnswerStoreRepository {
  /** Live answers: each answer stored through insertAnswer(InSession) is published after its statement. */
  readonly answers: AnswerPublisher;
  /**
   * Inside a transaction (the demo seed) answers are not published: the statement returning is not
   * yet their commit, and a NOTIFY sent later would go through a connection no longer ours.
   */
  readonly #publishes: boolean;

  /** Answers that arrive together, stored as one statement (null inside a transaction). */
  readonly #batcher: StatementBatcher<SessionAnswer, StoredAnswer | null> | null;

  constructor(private readonly db: Db) {
    this.#publishes = !(db instanceof PgTransaction);
    this.#batcher = this.#publishes
      ? new StatementBatcher((answers) => this.#storeInSessions(answers), {
          keyOf: (a) => String(a.userId),
          ...answerBatches(db),
        })
      : null;
    this.answers = new AnswerPublisher((payload) =>
      db.execute(sql`select pg_notify(${ANSWERS_CHANNEL}, ${payload})`),
    );
  }

  /**
   * The answer write path for a known student and work (the slow path after a refusal, tests): one
   * statement (so one implicit transaction, one round trip). See #storeAnswers for what it does.
   */
  async insertAnswer(a: NewAnswer): Promise<{ row: AnswerRow; answeredCount: number } | null> {
    const [stored] = await this.#storeAnswers(
      'store-answer',
      sql`select i.*, null::text as feedback_mode from input i`,
      [{ ...a, answeredAt: a.answeredAt.toISOString() }],
    );
    return stored ? { row: stored.row, answeredCount: stored.answeredCount } : null;
  }

  /**
   * insertAnswer for a student's own session: the session is read inside the statement, and nothing
   * is stored unless it is this user's, of an assignment, not handed in, open at `answeredAt`, and
   * (for a second attempt) gives feedback after each question. Null means "not stored here": the
   * caller then reads the session to answer the right error, or the stored answer. Answers that
   * arrive together go as one statement (`#batcher`), one per student at a time.
   */
  insertAnswerInSession(a: SessionAnswer): Promise<StoredAnswer | null> {
    if (this.#batcher) return this.#batcher.submit(a);
    return this.#storeInSessions([a]).then(([stored]) => stored ?? null);
  }

  #storeInSessions(answers: SessionAnswer[]) {
    return this.#storeAnswers(
      'store-answers-in-sessions',
      sql`select i.ord, qs.school_id, qs.assignment_id, qs.student_id, i.question_id, i.letter, i.confidence,
  i.time_taken_ms, i.attempt, i.answered_at, i.client_answer_id, a.feedback_mode
from input i
join quiz_sessions qs on qs.id = i.quiz_session_id
join students s on s.id = qs.student_id and s.user_id = i.user_id
join assignments a on a.id = qs.assignment_id
where qs.finished_at is null and a.start_date <= i.answered_at and a.end_date > i.answered_at
  and (i.attempt = 1 or a.feedback_mode = 'AfterEachQuestion')`,
      answers.map((a) => ({ ...a, answeredAt: a.answeredAt.toISOString() })),
    );
  }

  /**
   * The answer write path (decisions 0006 and 0022), one statement for one answer or many: `input`
   * is the answers as rows (`ord` their place), `source` selects from it the rows to store with their
   * school_id, assignment_id, student_id and feedback_mode (none for an answer not to be stored).
   * For each: resolve the option only among the assignment's questions (a teacher's mark correction,
   * issue 6, decides correctness here through mark_corrections' primary key, so it costs no round
   * trip), insert unless it conflicts (same clientAnswerId, or this attempt already stored; a second
   * attempt only after a wrong first one and with another option), and on a first attempt bump the
   * student's counters, measures (decision 0014) and the rollups. Once it has committed, publish each
   * answer (NOTIFY, batched, outside the statement: see AnswerPublisher). A student appears at most
   * once in `input` (their measures step once per statement). Answers one entry per input row, in
   * order: the stored answer, or null.
   */
  async #storeAnswers(
    /** The prepared statement's name: one per shape of `source`. */
    name: string,
    source: SQL,
    answers: AnswerInput[],
  ): Promise<Array<StoredAnswer | null>> {
    const input = JSON.stringify(
      answers.map((a, ord) => ({
        ord,
        quiz_session_id: a.quizSessionId ?? null,
        user_id: a.userId ?? null,
        school_id: a.schoolId ?? null,
        assignment_id: a.assignmentId ?? null,
        student_id: a.studentId ?? null,
        question_id: a.questionId,
        letter: a.letter,
        confidence: a.confidence,
        time_taken_ms: a.timeTakenMs,
        attempt: a.attempt,
        answered_at: a.answeredAt,
        client_answer_id: a.clientAnswerId,
      })),
    );
    const result = await executePrepared<
      RawAnswer & {
        ord: number;
        answered_count: number | null;
        assignment_id: number;
        student_id: number;
        school_id: number;
        feedback_mode: FeedbackMode | null;
      }
    >(
      this.db,
      name,
      sql`with input as (
  select * from json_to_recordset(${input}::json) as i(ord int, quiz_session_id int, user_id int, school_id int,
    assignment_id int, student_id int, question_id int, letter text, confidence int, time_taken_ms int,
    attempt int, answered_at timestamptz, client_answer_id uuid)
), src as (${source}), opt as (
  select src.ord, qa.id, qa.letter, ${MARKED_CORRECT} as is_correct, ${MARKED_MISCONCEPTION} as misconception_id
  from src
  join assignment_questions aq on aq.assignment_id = src.assignment_id and aq.question_id = src.question_id
  join question_answers qa on qa.question_id = aq.question_id and qa.letter = src.letter
  left join mark_corrections mc on mc.assignment_id = aq.assignment_id and mc.question_id = aq.question_id
), ins as (
  insert into student_answers (school_id, assignment_id, student_id, question_id, answer_id, letter, is_correct,
    misconception_id, confidence, time_taken_ms, attempt, answered_at, client_answer_id)
  select src.school_id, src.assignment_id, src.student_id, src.question_id, opt.id, opt.letter, opt.is_correct,
    opt.misconception_id, src.confidence, src.time_taken_ms, src.attempt, src.answered_at, src.client_answer_id
  from src join opt on opt.ord = src.ord
  where src.attempt = 1 or exists (
    select 1 from student_answers p
    where p.assignment_id = src.assignment_id and p.student_id = src.student_id
      and p.question_id = src.question_id and p.attempt = 1 and not p.is_correct
      and p.letter <> src.letter)
  on conflict do nothing
  returning ${ANSWER_COLUMNS}, assignment_id, student_id, school_id
), ${MEASURE_UPDATE_CTES}, ${ANSWER_ROLLUP_CTES}, upd as (
  update assignment_students st
  set started_at = coalesce(st.started_at, ins.answered_at),
    answered_count = st.answered_count + 1,
    correct_count = st.correct_count + (case when ins.is_correct then 1 else 0 end)
  from ins
  where ins.attempt = 1 and st.assignment_id = ins.assignment_id and st.student_id = ins.student_id
  returning st.assignment_id, st.student_id, st.answered_count
)
select ins.*, src.ord, src.feedback_mode, coalesce(upd.answered_count,
  (select st.answered_count from assignment_students st
   where st.assignment_id = ins.assignment_id and st.student_id = ins.student_id)) as answered_count
from ins
join src on src.assignment_id = ins.assignment_id and src.student_id = ins.student_id
  and src.question_id = ins.question_id and src.attempt = ins.attempt
left join upd on upd.assignment_id = ins.assignment_id and upd.student_id = ins.student_id`,
    );
    const stored: Array<StoredAnswer | null> = answers.map(() => null);
    for (const r of result.rows) {
      if (this.#publishes) {
        this.answers.publish({
          id: r.id,
          assignmentId: r.assignment_id,
          studentId: r.student_id,
          schoolId: r.school_id,
        });
      }
      stored[r.ord] = {
        row: toAnswerRow(r),
        answeredCount: r.answered_count ?? 0,
        assignmentId: r.assignment_id,
        feedbackMode: r.feedback_mode ?? ('AtEnd' as FeedbackMode),
      };
    }
    return stored;
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
