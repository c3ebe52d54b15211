import type { AssignmentKind, FeedbackMode } from '@mathsight/contract/assignments.ts';
import type { StudentAssignmentGroup } from '@mathsight/contract/quiz-sessions.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AnswerPublisher } from '../../live-answers/answer-publisher.ts';
import { EFFORT_WORK_DONE_CTE, practiceCountsAsWorkSql } from '../../reporting/effort/effort-rollup-sql.ts';
import { fixDiagnosticBaselines } from '../../reporting/growth/diagnostic-baseline-sql.ts';
import { toDate } from '../../shared/to-date.ts';
import { AnswerStoreRepository } from './answer-store.repository.ts';
import { PracticeRepository } from './practice.repository.ts';
import type { AnswerRow, OptionRow, SessionContext, TargetRow } from './quiz-session-rows.ts';
import { MARKED_CORRECT, MARKED_MISCONCEPTION, type RawAnswer, toAnswerRow } from './quiz-session-sql.ts';
import { SittingsRepository } from './sittings.repository.ts';

/**
 * Every query of quiz sessions; the answer write path, the simulator's sittings and practice are
 * its parts (`store`, `sittings`, `practice`), each in its own file.
 */
export class QuizSessionsRepository {
  /** The answer write path (and the publisher of live answers, `store.answers`). */
  readonly store: AnswerStoreRepository;
  readonly sittings: SittingsRepository;
  readonly practice: PracticeRepository;
  /** Live answers: each answer stored by `store` is published after its statement (see AnswerStoreRepository). */
  readonly answers: AnswerPublisher;

  constructor(private readonly db: Db) {
    this.store = new AnswerStoreRepository(db);
    this.sittings = new SittingsRepository(db);
    this.practice = new PracticeRepository(db);
    this.answers = this.store.answers;
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
      comment_count: number;
      unread_comment_count: number;
    }>(sql`select a.id, a.kind, a.name, a.start_date, a.end_date, a.feedback_mode,
  st.started_at, st.completed_at, st.answered_count, st.correct_count,
  (select count(*)::int from assignment_questions q where q.assignment_id = a.id) as question_count,
  fc.comment_count, fc.unread_comment_count
from students s
join assignment_students st on st.student_id = s.id
join assignments a on a.id = st.assignment_id
-- Teachers' comments on the student's answers (answer_feedback_assignment_idx, then the answers' primary key).
cross join lateral (select count(*)::int as comment_count,
    count(*) filter (where f.read_by_student_at is null)::int as unread_comment_count
  from answer_feedback f join student_answers sa on sa.id = f.student_answer_id
  where f.assignment_id = a.id and sa.student_id = st.student_id) fc
where s.user_id = ${userId} and s.is_archived = false and ${where}
  -- A running live lesson's work is answered in the lesson, question by question as the teacher opens
  -- them (decision 0051), not from the work list; it shows there once the lesson has ended.
  and not exists (select 1 from live_lessons l where l.assignment_id = a.id and l.ended_at is null)
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
      commentCount: r.comment_count,
      unreadCommentCount: r.unread_comment_count,
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
      assignment_kind: AssignmentKind | null;
      feedback_mode: FeedbackMode | null;
      ask_confidence: boolean | null;
      start_date: Date | string | null;
      end_date: Date | string | null;
    }>(sql`select qs.id, qs.school_id, qs.student_id, qs.assignment_id, qs.topic_unit_id, qs.kind,
  qs.started_at, qs.finished_at, coalesce(a.name, tu.name) as name, a.kind as assignment_kind,
  a.feedback_mode, a.ask_confidence, a.start_date, a.end_date
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
      assignmentKind: r.assignment_kind,
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

  /**
   * Hands the work in: completed (kept if already set), started if it never was, and the session
   * finished. The hand-in that completes it counts one piece of work completed in the student's week
   * of effort (decision 0016): set work once, when its completed_at is first set; a practice session
   * when it is finished with enough answers.
   * Diagnostic work handed in also fixes the student's baselines (decision 0017).
   */
  async finish(s: { quizSessionId: number; assignmentId: number | null; studentId: number; at: Date }) {
    const at = sql`${s.at.toISOString()}::timestamptz`;
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`with fin as (
  update quiz_sessions qs set finished_at = ${at} where qs.id = ${s.quizSessionId} and qs.finished_at is null
  returning qs.id, qs.assignment_id, qs.student_id, qs.school_id, qs.finished_at as done_at
), done as (
  select fin.student_id, fin.school_id, fin.done_at from fin where ${sql.raw(practiceCountsAsWorkSql('fin'))}
), ${sql.raw(EFFORT_WORK_DONE_CTE)}
select count(*) from fin`);
      if (s.assignmentId !== null) {
        await tx.execute(sql`with done as (
  update assignment_students set completed_at = ${at}, started_at = coalesce(started_at, ${at})
  where assignment_id = ${s.assignmentId} and student_id = ${s.studentId} and completed_at is null
  returning student_id, school_id, completed_at as done_at
), ${sql.raw(EFFORT_WORK_DONE_CTE)}
select count(*) from done`);
        // Diagnostic work handed in fixes the student's baselines (decision 0017).
        await fixDiagnosticBaselines(tx as unknown as Db, {
          assignmentId: s.assignmentId,
          studentId: s.studentId,
        });
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
}
