import type { FeedbackMode } from '@mathsight/contract/assignments.ts';
import type { StudentAssignmentGroup } from '@mathsight/contract/quiz-sessions.ts';
import { type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { executePrepared } from '../../db/prepared.ts';
import { ANSWERS_CHANNEL, AnswerPublisher } from '../../live-answers/answer-publisher.ts';
import { toDate } from '../../shared/to-date.ts';

export interface SessionContext {
  quizSessionId: number;
  schoolId: number;
  studentId: number;
  assignmentId: number | null;
  topicUnitId: number | null;
  kind: string;
  startedAt: Date;
  finishedAt: Date | null;
  name: string;
  feedbackMode: FeedbackMode;
  askConfidence: boolean;
  startDate: Date | null;
  endDate: Date | null;
}

/** The student's view of an assignment they were set (assignment_students row), or null. */
export interface TargetRow {
  schoolId: number;
  studentId: number;
  assignmentId: number;
  kind: string;
  name: string;
  startDate: Date;
  endDate: Date;
  completedAt: Date | null;
}

export interface OptionRow {
  questionId: number;
  answerId: number;
  letter: string;
  text: string;
  isCorrect: boolean;
  misconceptionId: number | null;
  misconceptionName: string | null;
  misconceptionHowToFix: string | null;
}

export interface AnswerRow {
  id: number;
  questionId: number;
  answerId: number;
  letter: string;
  isCorrect: boolean;
  misconceptionId: number | null;
  confidence: number | null;
  timeTakenMs: number;
  attempt: number;
  answeredAt: Date;
  clientAnswerId: string | null;
  /** The teacher's comment (issue 6), read with a student's own answers. */
  teacherFeedback?: string | null;
}

/** One answer to store: what the student chose, already resolved to the option's rules. */
export interface NewAnswer {
  schoolId: number;
  assignmentId: number;
  studentId: number;
  questionId: number;
  letter: string;
  confidence: number | null;
  timeTakenMs: number;
  attempt: number;
  answeredAt: Date;
  clientAnswerId: string;
}

/**
 * An option's mark in a work, with `mc` a left-joined mark_corrections row (issue 6): the corrected
 * letter is right and carries no misconception; without a correction the bank's rules stand.
 */
const MARKED_CORRECT = sql.raw(`coalesce(mc.correct_letter = qa.letter, qa.is_correct)`);
const MARKED_MISCONCEPTION = sql.raw(
  `case when mc.correct_letter = qa.letter then null else qa.misconception_id end`,
);

const ANSWER_COLUMNS = sql.raw(
  `id, question_id, answer_id, letter, is_correct, misconception_id, confidence, time_taken_ms, attempt, answered_at, client_answer_id`,
);

type RawAnswer = {
  id: number;
  question_id: number;
  answer_id: number;
  letter: string;
  is_correct: boolean;
  misconception_id: number | null;
  confidence: number | null;
  time_taken_ms: number;
  attempt: number;
  answered_at: Date | string;
  client_answer_id: string | null;
};

export function toAnswerRow(r: RawAnswer): AnswerRow {
  return {
    id: r.id,
    questionId: r.question_id,
    answerId: r.answer_id,
    letter: r.letter,
    isCorrect: r.is_correct,
    misconceptionId: r.misconception_id,
    confidence: r.confidence,
    timeTakenMs: r.time_taken_ms,
    attempt: r.attempt,
    answeredAt: toDate(r.answered_at),
    clientAnswerId: r.client_answer_id,
  };
}

/** Every query of quiz sessions, answers and practice; raw SQL where the answer path needs to be lean. */
export class QuizSessionsRepository {
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

  /** The signed-in student's work in one group: Upcoming (open or scheduled, not completed) or Done. */
  async myAssignments(userId: number, group: StudentAssignmentGroup, now: Date) {
    const at = sql`${now.toISOString()}::timestamptz`;
    const where =
      group === 'Upcoming'
        ? sql`a.end_date > ${at} and st.completed_at is null`
        : sql`(a.end_date <= ${at} or st.completed_at is not null)`;
    const order =
      group === 'Upcoming' ? sql.raw('a.end_date asc, a.id asc') : sql.raw('a.end_date desc, a.id desc');
    const result = await this.db.execute<{
      id: number;
      kind: string;
      name: string;
      start_date: Date | string;
      end_date: Date | string;
      feedback_mode: FeedbackMode;
      started_at: Date | string | null;
      completed_at: Date | string | null;
      answered_count: number;
      correct_count: number;
      question_count: number;
    }>(sql`select a.id, a.kind, a.name, a.start_date, a.end_date, a.feedback_mode,
  st.started_at, st.completed_at, st.answered_count, st.correct_count,
  (select count(*)::int from assignment_questions q where q.assignment_id = a.id) as question_count
from students s
join assignment_students st on st.student_id = s.id
join assignments a on a.id = st.assignment_id
where s.user_id = ${userId} and s.is_archived = false and ${where}
order by ${order}
limit 200`);
    return result.rows.map((r) => ({
      assignmentId: r.id,
      kind: r.kind,
      name: r.name,
      startDate: toDate(r.start_date),
      endDate: toDate(r.end_date),
      feedbackMode: r.feedback_mode,
      startedAt: r.started_at === null ? null : toDate(r.started_at),
      completedAt: r.completed_at === null ? null : toDate(r.completed_at),
      answeredCount: r.answered_count,
      correctCount: r.correct_count,
      questionCount: r.question_count,
    }));
  }

  /** The assignment as set for this user (a student targeted by it), or null. */
  async findTarget(userId: number, assignmentId: number): Promise<TargetRow | null> {
    const result = await this.db.execute<{
      school_id: number;
      student_id: number;
      kind: string;
      name: string;
      start_date: Date | string;
      end_date: Date | string;
      completed_at: Date | string | null;
    }>(sql`select a.school_id, st.student_id, a.kind, a.name, a.start_date, a.end_date, st.completed_at
from assignment_students st
join students s on s.id = st.student_id
join assignments a on a.id = st.assignment_id
where st.assignment_id = ${assignmentId} and s.user_id = ${userId}
limit 1`);
    const r = result.rows[0];
    if (!r) return null;
    return {
      schoolId: r.school_id,
      studentId: r.student_id,
      assignmentId,
      kind: r.kind,
      name: r.name,
      startDate: toDate(r.start_date),
      endDate: toDate(r.end_date),
      completedAt: r.completed_at === null ? null : toDate(r.completed_at),
    };
  }

  /** Starts the student's session for an assignment, or finds the one already started: idempotent. */
  async startSession(t: {
    schoolId: number;
    studentId: number;
    assignmentId: number;
    kind: string;
    at: Date;
  }) {
    const result = await this.db.execute<{ id: number }>(sql`with ins as (
  insert into quiz_sessions (school_id, student_id, assignment_id, kind, started_at)
  values (${t.schoolId}, ${t.studentId}, ${t.assignmentId}, ${t.kind}, ${t.at.toISOString()}::timestamptz)
  on conflict do nothing
  returning id
)
select id from ins
union all
select id from quiz_sessions where assignment_id = ${t.assignmentId} and student_id = ${t.studentId}
limit 1`);
    const id = result.rows[0]?.id;
    if (id === undefined) throw new Error('quiz session not started');
    return id;
  }

  async startPracticeSession(t: { schoolId: number; studentId: number; topicUnitId: number; at: Date }) {
    const result = await this.db.execute<{ id: number }>(sql`insert into quiz_sessions
  (school_id, student_id, topic_unit_id, kind, started_at)
values (${t.schoolId}, ${t.studentId}, ${t.topicUnitId}, 'Generic', ${t.at.toISOString()}::timestamptz)
returning id`);
    const id = result.rows[0]?.id;
    if (id === undefined) throw new Error('practice session not started');
    return id;
  }

  /** The session, if it is this user's, with its assignment's rules: one query. */
  async findSession(quizSessionId: number, userId: number): Promise<SessionContext | null> {
    const result = await this.db.execute<{
      id: number;
      school_id: number;
      student_id: number;
      assignment_id: number | null;
      topic_unit_id: number | null;
      kind: string;
      started_at: Date | string;
      finished_at: Date | string | null;
      name: string | null;
      feedback_mode: FeedbackMode | null;
      ask_confidence: boolean | null;
      start_date: Date | string | null;
      end_date: Date | string | null;
    }>(sql`select qs.id, qs.school_id, qs.student_id, qs.assignment_id, qs.topic_unit_id, qs.kind,
  qs.started_at, qs.finished_at, coalesce(a.name, tu.name) as name, a.feedback_mode, a.ask_confidence,
  a.start_date, a.end_date
from quiz_sessions qs
join students s on s.id = qs.student_id
left join assignments a on a.id = qs.assignment_id
left join topic_units tu on tu.id = qs.topic_unit_id
where qs.id = ${quizSessionId} and s.user_id = ${userId}`);
    const r = result.rows[0];
    if (!r) return null;
    return {
      quizSessionId: r.id,
      schoolId: r.school_id,
      studentId: r.student_id,
      assignmentId: r.assignment_id,
      topicUnitId: r.topic_unit_id,
      kind: r.kind,
      startedAt: toDate(r.started_at),
      finishedAt: r.finished_at === null ? null : toDate(r.finished_at),
      name: r.name ?? '',
      // Practice always tells the student how they did.
      feedbackMode: r.feedback_mode ?? 'AfterEachQuestion',
      askConfidence: r.ask_confidence ?? false,
      startDate: r.start_date === null ? null : toDate(r.start_date),
      endDate: r.end_date === null ? null : toDate(r.end_date),
    };
  }

  /** The assignment's questions in order. */
  async assignmentQuestions(assignmentId: number) {
    const result = await this.db.execute<{
      question_id: number;
      sequence: number;
      stem: string;
      diagram_svg: string | null;
      diagram_alt: string | null;
    }>(sql`select q.id as question_id, aq.sequence, q.stem, q.diagram_svg, q.diagram_alt
from assignment_questions aq join questions q on q.id = aq.question_id
where aq.assignment_id = ${assignmentId}
order by aq.sequence`);
    return result.rows.map((r) => ({
      questionId: r.question_id,
      sequence: r.sequence,
      stem: r.stem,
      diagramSvg: r.diagram_svg,
      diagramAlt: r.diagram_alt,
    }));
  }

  /** The assignment's question ids in order (no stems). */
  async assignmentQuestionIds(assignmentId: number): Promise<number[]> {
    const result = await this.db.execute<{ question_id: number }>(
      sql`select question_id from assignment_questions where assignment_id = ${assignmentId} order by sequence`,
    );
    return result.rows.map((r) => r.question_id);
  }

  /** Questions by id (practice), in the order given. */
  async questionsByIds(ids: number[]) {
    if (ids.length === 0) return [];
    const result = await this.db.execute<{
      question_id: number;
      stem: string;
      diagram_svg: string | null;
      diagram_alt: string | null;
    }>(sql`select q.id as question_id, q.stem, q.diagram_svg, q.diagram_alt from questions q
where q.id in ${ids}`);
    const byId = new Map(result.rows.map((r) => [r.question_id, r]));
    return ids.flatMap((id, i) => {
      const r = byId.get(id);
      return r
        ? [
            {
              questionId: id,
              sequence: i + 1,
              stem: r.stem,
              diagramSvg: r.diagram_svg,
              diagramAlt: r.diagram_alt,
            },
          ]
        : [];
    });
  }

  /** Every option of these questions with its rules (kept on the server; students get letter and text only). */
  async options(questionIds: number[], assignmentId: number | null = null): Promise<OptionRow[]> {
    if (questionIds.length === 0) return [];
    const result = await this.db.execute<{
      question_id: number;
      id: number;
      letter: string;
      text: string;
      is_correct: boolean;
      misconception_id: number | null;
      name: string | null;
      how_to_fix: string | null;
    }>(sql`select qa.question_id, qa.id, qa.letter, qa.text, ${MARKED_CORRECT} as is_correct,
  ${MARKED_MISCONCEPTION} as misconception_id, m.name, m.how_to_fix
from question_answers qa
left join mark_corrections mc on mc.assignment_id = ${assignmentId}::int and mc.question_id = qa.question_id
left join misconceptions m on m.id = ${MARKED_MISCONCEPTION}
where qa.question_id in ${questionIds}
order by qa.question_id, qa.letter`);
    return result.rows.map((r) => ({
      questionId: r.question_id,
      answerId: r.id,
      letter: r.letter,
      text: r.text,
      isCorrect: r.is_correct,
      misconceptionId: r.misconception_id,
      misconceptionName: r.name,
      misconceptionHowToFix: r.how_to_fix,
    }));
  }

  /** The student's answers to an assignment, in the order given. */
  async answersOf(assignmentId: number, studentId: number): Promise<AnswerRow[]> {
    // With the teacher's comment on each (answer_feedback primary key), shown to the student.
    const result = await this.db.execute<RawAnswer & { teacher_feedback: string | null }>(sql`select
  sa.id, sa.question_id, sa.answer_id, sa.letter, sa.is_correct, sa.misconception_id, sa.confidence,
  sa.time_taken_ms, sa.attempt, sa.answered_at, sa.client_answer_id, f.comment as teacher_feedback
from student_answers sa
left join answer_feedback f on f.student_answer_id = sa.id
where sa.assignment_id = ${assignmentId} and sa.student_id = ${studentId}
order by sa.answered_at, sa.id`);
    return result.rows.map((r) => ({ ...toAnswerRow(r), teacherFeedback: r.teacher_feedback }));
  }

  async practiceAnswersOf(quizSessionId: number): Promise<AnswerRow[]> {
    const result = await this.db.execute<RawAnswer>(sql`select id, question_id, answer_id, letter, is_correct,
  misconception_id, confidence, time_taken_ms, 1 as attempt, answered_at, client_answer_id
from practice_answers where quiz_session_id = ${quizSessionId}
order by answered_at, id`);
    return result.rows.map(toAnswerRow);
  }

  /**
   * The answer write path, one statement (so one implicit transaction, one round trip): resolve the
   * option (only of a question of this assignment), insert the answer unless it conflicts (same
   * clientAnswerId, or this attempt already stored), a second attempt only after a wrong first one;
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
   * the student's counters on a first attempt; once it has committed, publish the answer (NOTIFY, batched,
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
      and p.question_id = ${a.questionId} and p.attempt = 1 and not p.is_correct)
  on conflict do nothing
  returning ${ANSWER_COLUMNS}, assignment_id, student_id, school_id
), upd as (
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

  /** The students (by user) targeted by an assignment, with its dates and any session they have. */
  async sittingTargets(assignmentId: number, userIds: number[]) {
    if (userIds.length === 0) return [];
    const result = await this.db.execute<{
      user_id: number;
      student_id: number;
      school_id: number;
      kind: string;
      start_date: Date | string;
      end_date: Date | string;
      finished_at: Date | string | null;
    }>(sql`select s.user_id, st.student_id, a.school_id, a.kind, a.start_date, a.end_date, qs.finished_at
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
      startDate: toDate(r.start_date),
      endDate: toDate(r.end_date),
      finishedAt: r.finished_at === null ? null : toDate(r.finished_at),
    }));
  }

  /**
   * The bulk twin of startSession + insertAnswer + finish, for the simulator: many students' sittings
   * of one assignment in one transaction of three statements. Sessions start idempotently; answers
   * are first attempts stored with insertAnswer's rules (the option resolved only among the
   * assignment's questions, correctness and misconception from question_answers, `on conflict do
   * nothing`, each student's counters bumped by what was inserted for them, one NOTIFY per stored
   * answer: one transaction takes PostgreSQL's commit-time NOTIFY lock once, so here it costs nothing);
   * hand-ins set finished and completed as finish does. Answers the stored answers.
   */
  async storeSittings(
    head: { schoolId: number; assignmentId: number; kind: string },
    sittings: Array<{
      studentId: number;
      startedAt: Date;
      finishedAt: Date | null;
      answers: Array<Omit<NewAnswer, 'schoolId' | 'assignmentId' | 'studentId' | 'attempt'>>;
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
    confidence int, time_taken_ms int, answered_at timestamptz, client_answer_id uuid)
), ins as (
  insert into student_answers (school_id, assignment_id, student_id, question_id, answer_id, letter, is_correct,
    misconception_id, confidence, time_taken_ms, attempt, answered_at, client_answer_id)
  select ${schoolId}, ${assignmentId}, i.student_id, i.question_id, qa.id, qa.letter, ${MARKED_CORRECT},
    ${MARKED_MISCONCEPTION}, i.confidence, i.time_taken_ms, 1, i.answered_at, i.client_answer_id
  from input i
  join assignment_questions aq on aq.assignment_id = ${assignmentId} and aq.question_id = i.question_id
  join question_answers qa on qa.question_id = aq.question_id and qa.letter = i.letter
  left join mark_corrections mc on mc.assignment_id = aq.assignment_id and mc.question_id = aq.question_id
  on conflict do nothing
  returning student_id, ${ANSWER_COLUMNS}
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
  select pg_notify(${ANSWERS_CHANNEL}, json_build_object('id', ins.id, 'assignmentId', ${assignmentId}::int,
    'studentId', ins.student_id, 'schoolId', ${schoolId}::int)::text) as sent
  from ins
)
select ins.*, (select count(*) from upd) as updated, (select count(*) from note) as notified
from ins
order by ins.student_id, ins.answered_at, ins.id`);
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

  async questionCount(assignmentId: number) {
    const result = await this.db.execute<{ n: number }>(
      sql`select count(*)::int as n from assignment_questions where assignment_id = ${assignmentId}`,
    );
    return result.rows[0]?.n ?? 0;
  }

  async progress(assignmentId: number, studentId: number) {
    const result = await this.db.execute<{ answered_count: number; question_count: number }>(sql`select
  st.answered_count, (select count(*)::int from assignment_questions q where q.assignment_id = st.assignment_id) as question_count
from assignment_students st where st.assignment_id = ${assignmentId} and st.student_id = ${studentId}`);
    return {
      answeredCount: result.rows[0]?.answered_count ?? 0,
      questionCount: result.rows[0]?.question_count ?? 0,
    };
  }

  /** Hands the work in: completed (kept if already set), started if it never was, and the session finished. */
  async finish(s: { quizSessionId: number; assignmentId: number | null; studentId: number; at: Date }) {
    const at = sql`${s.at.toISOString()}::timestamptz`;
    await this.db.transaction(async (tx) => {
      await tx.execute(
        sql`update quiz_sessions set finished_at = coalesce(finished_at, ${at}) where id = ${s.quizSessionId}`,
      );
      if (s.assignmentId !== null) {
        await tx.execute(sql`update assignment_students
set completed_at = coalesce(completed_at, ${at}), started_at = coalesce(started_at, ${at})
where assignment_id = ${s.assignmentId} and student_id = ${s.studentId}`);
      }
    });
    const result = await this.db.execute<{ finished_at: Date | string; completed_at: Date | string | null }>(
      sql`select qs.finished_at, st.completed_at from quiz_sessions qs
left join assignment_students st on st.assignment_id = qs.assignment_id and st.student_id = qs.student_id
where qs.id = ${s.quizSessionId}`,
    );
    const r = result.rows[0];
    return toDate(r?.completed_at ?? r?.finished_at ?? s.at);
  }

  // ------------------------------------------------------------ practice

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

  // ------------------------------------------------------------ live answers
}
