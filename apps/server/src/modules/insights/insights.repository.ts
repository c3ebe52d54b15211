import type { AssignmentKind, FeedbackMode } from '@mathsight/contract/assignments.ts';
import type { OptionLetter } from '@mathsight/contract/content.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { toDate } from '../../shared/to-date.ts';

/**
 * Every query of check and fix. The results grid is two statements whatever its size: the work with
 * its questions, then its students with their answers (aggregated per student in PostgreSQL), so
 * there is no query per student or per question. Indexes used are named beside each query.
 */

/** A column of the grid as stored: the bank's right letter and any correction for this work. */
export interface QuestionRow {
  questionId: number;
  sequence: number;
  stem: string;
  bankCorrectLetter: OptionLetter;
  correctedLetter: OptionLetter | null;
}

/** One answer in the compact form the grid statement returns. */
export interface CellRow {
  questionId: number;
  attempt: number;
  letter: OptionLetter;
  isCorrect: boolean;
  misconceptionId: number | null;
  confidence: number | null;
  timeTakenMs: number;
  answeredAt: string;
  studentAnswerId: number | null;
  comment: string | null;
}

export interface StudentRow {
  studentId: number;
  firstName: string;
  lastName: string;
  groupId: number | null;
  startedAt: Date | null;
  completedAt: Date | null;
  lessonFlowId: number | null;
  answers: CellRow[];
}

export interface WorkRow {
  assignmentId: number;
  schoolId: number;
  kind: AssignmentKind;
  name: string;
  quizId: number | null;
  startDate: Date;
  endDate: Date;
  feedbackMode: FeedbackMode;
  createdByTeacherId: number | null;
  groups: Array<{ groupId: number; code: string }>;
  questions: QuestionRow[];
}

export interface OptionRow {
  questionId: number;
  answerId: number;
  letter: OptionLetter;
  text: string;
  bankIsCorrect: boolean;
  misconception: { misconceptionId: number; name: string; description: string; howToFix: string } | null;
}

/** The stored form of a cell: [questionId, attempt, letter, isCorrect, misconceptionId, confidence, ms, at, id, comment]. */
type RawCell = [
  number,
  number,
  OptionLetter,
  boolean,
  number | null,
  number | null,
  number,
  string,
  number | null,
  string | null,
];

type RawStudent = {
  student_id: number;
  first_name: string;
  last_name: string;
  group_id: number | null;
  started_at: Date | string | null;
  completed_at: Date | string | null;
  lesson_flow_id: number | null;
  answers: RawCell[] | null;
};

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

export class InsightsRepository {
  constructor(private readonly db: Db) {}

  async work(assignmentId: number): Promise<WorkRow | null> {
    const result = await this.db.execute<{
      id: number;
      school_id: number;
      kind: AssignmentKind;
      name: string;
      quiz_id: number | null;
      start_date: Date | string;
      end_date: Date | string;
      feedback_mode: FeedbackMode;
      created_by_teacher_id: number | null;
      groups: Array<{ groupId: number; code: string }>;
      questions: Array<[number, number, string, OptionLetter, OptionLetter | null]>;
    }>(gridWorkSql(assignmentId));
    const r = result.rows[0];
    if (!r) return null;
    return {
      assignmentId: r.id,
      schoolId: r.school_id,
      kind: r.kind,
      name: r.name,
      quizId: r.quiz_id,
      startDate: toDate(r.start_date),
      endDate: toDate(r.end_date),
      feedbackMode: r.feedback_mode,
      createdByTeacherId: r.created_by_teacher_id,
      groups: r.groups,
      questions: r.questions.map(toQuestionRow),
    };
  }

  async students(assignmentId: number, groupId?: number, studentId?: number): Promise<StudentRow[]> {
    const result = await this.db.execute<RawStudent>(gridStudentsSql(assignmentId, groupId, studentId));
    return result.rows.map(toStudentRow);
  }

  /** A content quiz with its ordered questions in the grid's column form (quiz_questions primary key). */
  async quiz(quizId: number) {
    const result = await this.db.execute<{
      id: number;
      kind: 'TopicPathway' | 'Diagnostic';
      name: string;
      questions: Array<[number, number, string, OptionLetter, null]> | null;
    }>(sql`select z.id, z.kind, z.name,
  (select json_agg(json_build_array(qq.question_id, qq.sequence, q.stem,
      (select qa.letter from question_answers qa where qa.question_id = qq.question_id and qa.is_correct limit 1),
      null) order by qq.sequence)
    from quiz_questions qq join questions q on q.id = qq.question_id where qq.quiz_id = z.id) as questions
from quizzes z where z.id = ${quizId}`);
    const r = result.rows[0];
    if (!r) return null;
    return { quizId: r.id, kind: r.kind, name: r.name, questions: (r.questions ?? []).map(toQuestionRow) };
  }

  async practiceStudents(o: { schoolId: number; quizId: number; groupIds: number[] }): Promise<StudentRow[]> {
    if (o.groupIds.length === 0) return [];
    const result = await this.db.execute<RawStudent>(practiceGridSql(o));
    return result.rows.map(toStudentRow);
  }

  /** One question's options with their misconceptions (question_answers_question_letter_idx). */
  async options(questionIds: number[]): Promise<OptionRow[]> {
    if (questionIds.length === 0) return [];
    const result = await this.db.execute<{
      question_id: number;
      id: number;
      letter: OptionLetter;
      text: string;
      is_correct: boolean;
      misconception_id: number | null;
      name: string | null;
      description: string | null;
      how_to_fix: string | null;
    }>(sql`select qa.question_id, qa.id, qa.letter, qa.text, qa.is_correct, qa.misconception_id,
  m.name, m.description, m.how_to_fix
from question_answers qa left join misconceptions m on m.id = qa.misconception_id
where qa.question_id in ${questionIds}
order by qa.question_id, qa.letter`);
    return result.rows.map((r) => ({
      questionId: r.question_id,
      answerId: r.id,
      letter: r.letter,
      text: r.text,
      bankIsCorrect: r.is_correct,
      misconception:
        r.misconception_id === null
          ? null
          : {
              misconceptionId: r.misconception_id,
              name: r.name ?? '',
              description: r.description ?? '',
              howToFix: r.how_to_fix ?? '',
            },
    }));
  }

  /** The stem and diagram of some questions (questions primary key). */
  async questions(questionIds: number[]) {
    if (questionIds.length === 0) return [];
    const result = await this.db.execute<{
      id: number;
      stem: string;
      diagram_svg: string | null;
      diagram_alt: string | null;
    }>(sql`select id, stem, diagram_svg, diagram_alt from questions where id in ${questionIds}`);
    return result.rows.map((r) => ({
      questionId: r.id,
      stem: r.stem,
      diagramSvg: r.diagram_svg,
      diagramAlt: r.diagram_alt,
    }));
  }

  /** Misconceptions by id (primary key). */
  async misconceptions(ids: number[]) {
    if (ids.length === 0) return [];
    const result = await this.db.execute<{
      id: number;
      name: string;
      description: string;
      how_to_fix: string;
    }>(sql`select id, name, description, how_to_fix from misconceptions where id in ${ids}`);
    return result.rows.map((r) => ({
      misconceptionId: r.id,
      name: r.name,
      description: r.description,
      howToFix: r.how_to_fix,
    }));
  }

  /**
   * For each misconception, the bank's questions with an option carrying it that are not in this
   * work, easiest first (question_answers_misconception_idx).
   */
  async questionsTargeting(misconceptionIds: number[], excludeAssignmentId: number) {
    if (misconceptionIds.length === 0) return [];
    const result = await this.db.execute<{
      misconception_id: number;
      question_id: number;
    }>(sql`select distinct
  qa.misconception_id, qa.question_id, q.difficulty, q.year_group
from question_answers qa
join questions q on q.id = qa.question_id
where qa.misconception_id in ${misconceptionIds}
  and not exists (select 1 from assignment_questions aq
    where aq.assignment_id = ${excludeAssignmentId} and aq.question_id = qa.question_id)
order by qa.misconception_id, q.difficulty, q.year_group, qa.question_id`);
    return result.rows.map((r) => ({ misconceptionId: r.misconception_id, questionId: r.question_id }));
  }

  /** The students of this work with the class they were set it through (assignment_students primary key). */
  async targetedStudents(assignmentId: number) {
    const result = await this.db.execute<{ student_id: number; group_id: number | null }>(
      sql`select student_id, group_id from assignment_students where assignment_id = ${assignmentId}`,
    );
    return result.rows.map((r) => ({ studentId: r.student_id, groupId: r.group_id }));
  }

  /**
   * Re-marks one question of one work and recomputes its students' scores, in one transaction:
   * saves (or, for the bank's own letter, removes) the correction, rewrites is_correct and the
   * misconception of its answers, then correct_count of the students whose first attempt changed.
   */
  async correctMark(o: {
    schoolId: number;
    assignmentId: number;
    questionId: number;
    correctLetter: OptionLetter;
    bankCorrectLetter: OptionLetter;
    teacherId: number;
  }): Promise<{ changed: number; correctedAt: Date | null }> {
    return this.db.transaction(async (tx) => {
      let correctedAt: Date | null = null;
      if (o.correctLetter === o.bankCorrectLetter) {
        await tx.execute(sql`delete from mark_corrections
where assignment_id = ${o.assignmentId} and question_id = ${o.questionId}`);
      } else {
        const saved = await tx.execute<{ corrected_at: Date | string }>(sql`insert into mark_corrections
  (assignment_id, question_id, school_id, correct_letter, corrected_by_teacher_id)
values (${o.assignmentId}, ${o.questionId}, ${o.schoolId}, ${o.correctLetter}, ${o.teacherId})
on conflict (assignment_id, question_id) do update
  set correct_letter = excluded.correct_letter, corrected_by_teacher_id = excluded.corrected_by_teacher_id,
    corrected_at = now()
returning corrected_at`);
        const row = saved.rows[0];
        correctedAt = row ? toDate(row.corrected_at) : null;
      }
      // The chosen option is right here, so it carries no misconception; others keep the bank's.
      const changed = await tx.execute<{ student_id: number; attempt: number }>(sql`update student_answers sa
set is_correct = (sa.letter = ${o.correctLetter}),
  misconception_id = case when sa.letter = ${o.correctLetter} then null else qa.misconception_id end
from question_answers qa
where qa.id = sa.answer_id and sa.assignment_id = ${o.assignmentId} and sa.question_id = ${o.questionId}
  and (sa.is_correct <> (sa.letter = ${o.correctLetter})
    or sa.misconception_id is distinct from (case when sa.letter = ${o.correctLetter} then null else qa.misconception_id end))
returning sa.student_id, sa.attempt`);
      const firsts = [...new Set(changed.rows.filter((r) => r.attempt === 1).map((r) => r.student_id))];
      if (firsts.length) {
        await tx.execute(sql`update assignment_students st
set correct_count = (select count(*) from student_answers sa
  where sa.assignment_id = st.assignment_id and sa.student_id = st.student_id and sa.attempt = 1 and sa.is_correct)
where st.assignment_id = ${o.assignmentId} and st.student_id in ${firsts}`);
      }
      return { changed: changed.rows.length, correctedAt };
    });
  }

  /** The correction of one question of one work, if any (mark_corrections primary key). */
  async correction(assignmentId: number, questionId: number) {
    const result = await this.db.execute<{ correct_letter: OptionLetter; corrected_at: Date | string }>(
      sql`select correct_letter, corrected_at from mark_corrections
where assignment_id = ${assignmentId} and question_id = ${questionId}`,
    );
    const r = result.rows[0];
    return r ? { correctLetter: r.correct_letter, correctedAt: toDate(r.corrected_at) } : null;
  }

  /** An answer with its work (student_answers primary key), for feedback. */
  async answer(studentAnswerId: number) {
    const result = await this.db.execute<{ id: number; assignment_id: number; school_id: number }>(
      sql`select id, assignment_id, school_id from student_answers where id = ${studentAnswerId}`,
    );
    const r = result.rows[0];
    return r ? { studentAnswerId: r.id, assignmentId: r.assignment_id, schoolId: r.school_id } : null;
  }

  async saveFeedback(o: {
    studentAnswerId: number;
    assignmentId: number;
    schoolId: number;
    teacherId: number;
    comment: string;
  }) {
    const result = await this.db.execute<{ updated_at: Date | string }>(sql`insert into answer_feedback
  (student_answer_id, school_id, assignment_id, comment, teacher_id)
values (${o.studentAnswerId}, ${o.schoolId}, ${o.assignmentId}, ${o.comment}, ${o.teacherId})
on conflict (student_answer_id) do update
  set comment = excluded.comment, teacher_id = excluded.teacher_id, updated_at = now()
returning updated_at`);
    return toDate(result.rows[0]?.updated_at ?? new Date());
  }

  async deleteFeedback(studentAnswerId: number) {
    await this.db.execute(sql`delete from answer_feedback where student_answer_id = ${studentAnswerId}`);
  }

  /** Comments on some answers with their authors' names (answer_feedback primary key). */
  async feedbackOf(studentAnswerIds: number[]) {
    if (studentAnswerIds.length === 0) return [];
    const result = await this.db.execute<{
      student_answer_id: number;
      comment: string;
      teacher_id: number | null;
      teacher_name: string | null;
      updated_at: Date | string;
    }>(sql`select f.student_answer_id, f.comment, f.teacher_id,
  nullif(trim(concat_ws(' ', u.title, u.last_name)), '') as teacher_name, f.updated_at
from answer_feedback f
left join teachers t on t.id = f.teacher_id
left join users u on u.id = t.user_id
where f.student_answer_id in ${studentAnswerIds}`);
    return result.rows.map((r) => ({
      studentAnswerId: r.student_answer_id,
      comment: r.comment,
      teacherId: r.teacher_id,
      teacherName: r.teacher_name,
      updatedAt: toDate(r.updated_at).toISOString(),
    }));
  }

  /**
   * A page of the work's answers, newest first, with the students' names and comments: one statement
   * (student_answers_attempt_idx by assignment, then per row the primary keys).
   */
  async answers(o: {
    assignmentId: number;
    studentId?: number;
    questionId?: number;
    groupId?: number;
    skip: number;
    take: number;
  }) {
    const parts: SQL[] = [sql`sa.assignment_id = ${o.assignmentId}`];
    if (o.studentId !== undefined) parts.push(sql`sa.student_id = ${o.studentId}`);
    if (o.questionId !== undefined) parts.push(sql`sa.question_id = ${o.questionId}`);
    if (o.groupId !== undefined) parts.push(sql`st.group_id = ${o.groupId}`);
    const result = await this.db.execute<{
      id: number;
      student_id: number;
      first_name: string;
      last_name: string;
      group_id: number | null;
      question_id: number;
      sequence: number;
      letter: OptionLetter;
      is_correct: boolean;
      misconception_id: number | null;
      attempt: number;
      confidence: number | null;
      time_taken_ms: number;
      answered_at: Date | string;
      comment: string | null;
      total: number;
    }>(sql`select sa.id, sa.student_id, u.first_name, u.last_name, st.group_id, sa.question_id, aq.sequence,
  sa.letter, sa.is_correct, sa.misconception_id, sa.attempt, sa.confidence, sa.time_taken_ms, sa.answered_at,
  f.comment, (count(*) over ())::int as total
from student_answers sa
join assignment_students st on st.assignment_id = sa.assignment_id and st.student_id = sa.student_id
join students s on s.id = sa.student_id
join users u on u.id = s.user_id
join assignment_questions aq on aq.assignment_id = sa.assignment_id and aq.question_id = sa.question_id
left join answer_feedback f on f.student_answer_id = sa.id
where ${sql.join(parts, sql` and `)}
order by sa.answered_at desc, sa.id desc
limit ${o.take} offset ${o.skip}`);
    return {
      total: result.rows[0]?.total ?? 0,
      items: result.rows.map((r) => ({
        studentAnswerId: r.id,
        studentId: r.student_id,
        firstName: r.first_name,
        lastName: r.last_name,
        groupId: r.group_id,
        questionId: r.question_id,
        sequence: r.sequence,
        letter: r.letter,
        isCorrect: r.is_correct,
        misconceptionId: r.misconception_id,
        attempt: r.attempt,
        confidence: r.confidence,
        timeTakenMs: r.time_taken_ms,
        answeredAt: toDate(r.answered_at).toISOString(),
        teacherFeedback: r.comment,
      })),
    };
  }

  /**
   * The /check page in one statement: the classes' work that started since `from` (newest end
   * first, at most 30) with counts over those classes' students, the questions most answered
   * wrongly and the misconceptions most held in it (first attempts). assignment_groups_group_idx,
   * then assignment_students / student_answers by assignment.
   */
  async consolidated(o: { schoolId: number; groupIds: number[]; from: Date; now: Date }) {
    const result = await this.db.execute<{
      work: ConsolidatedWorkRaw[] | null;
      questions: ConsolidatedQuestionRaw[] | null;
      misconceptions: ConsolidatedMisconceptionRaw[] | null;
    }>(consolidatedSql(o));
    const r = result.rows[0];
    return { work: r?.work ?? [], questions: r?.questions ?? [], misconceptions: r?.misconceptions ?? [] };
  }
}

export type ConsolidatedWorkRaw = {
  assignmentId: number;
  kind: AssignmentKind;
  name: string;
  startDate: string;
  endDate: string;
  groups: Array<{ groupId: number; code: string }>;
  studentCount: number;
  startedCount: number;
  completedCount: number;
  answeredCount: number;
  correctCount: number;
  questionCount: number;
};
export type ConsolidatedQuestionRaw = {
  assignmentId: number;
  questionId: number;
  sequence: number;
  stem: string;
  answeredCount: number;
  wrongCount: number;
  commonWrongLetter: OptionLetter | null;
  commonMisconceptionId: number | null;
  commonMisconceptionName: string | null;
};
export type ConsolidatedMisconceptionRaw = {
  misconceptionId: number;
  name: string;
  description: string;
  howToFix: string;
  studentCount: number;
  assignmentIds: number[];
};

function consolidatedSql(o: { schoolId: number; groupIds: number[]; from: Date; now: Date }): SQL {
  const groups = o.groupIds.length ? sql`${o.groupIds}` : sql`(null)`;
  return sql`with w as (
  select a.id, a.kind, a.name, a.start_date, a.end_date
  from assignments a
  where a.school_id = ${o.schoolId}
    and a.end_date >= ${o.from.toISOString()}::timestamptz
    and a.start_date <= ${o.now.toISOString()}::timestamptz
    and exists (select 1 from assignment_groups f where f.assignment_id = a.id and f.group_id in ${groups})
  order by a.end_date desc, a.id desc
  limit 30
), st as (
  select st.* from assignment_students st join w on w.id = st.assignment_id where st.group_id in ${groups}
), ans as (
  select sa.assignment_id, sa.student_id, sa.question_id, sa.letter, sa.is_correct, sa.misconception_id
  from student_answers sa
  join st on st.assignment_id = sa.assignment_id and st.student_id = sa.student_id
  where sa.attempt = 1
), qstats as (
  select ans.assignment_id, ans.question_id, count(*)::int as answered_count,
    (count(*) filter (where not ans.is_correct))::int as wrong_count
  from ans group by ans.assignment_id, ans.question_id
), top_q as (
  select * from qstats where wrong_count > 0
  order by wrong_count desc, (wrong_count::float / answered_count) desc, assignment_id desc, question_id
  limit 10
), held as (
  select ans.misconception_id, ans.assignment_id, count(distinct ans.student_id)::int as n
  from ans where ans.misconception_id is not null and not ans.is_correct
  group by ans.misconception_id, ans.assignment_id
), top_m as (
  select h.misconception_id,
    (select count(distinct a2.student_id) from ans a2 where a2.misconception_id = h.misconception_id and not a2.is_correct)::int as student_count,
    array_agg(h.assignment_id order by h.n desc, h.assignment_id desc) as assignment_ids
  from held h group by h.misconception_id
  order by 2 desc, h.misconception_id
  limit 10
)
select
  (select json_agg(json_build_object('assignmentId', w.id, 'kind', w.kind, 'name', w.name,
      'startDate', w.start_date, 'endDate', w.end_date,
      'groups', coalesce((select json_agg(json_build_object('groupId', g.id, 'code', g.code) order by g.code, g.id)
        from assignment_groups ag join groups g on g.id = ag.group_id where ag.assignment_id = w.id), '[]'::json),
      'studentCount', (select count(*) from st where st.assignment_id = w.id),
      'startedCount', (select count(st.started_at) from st where st.assignment_id = w.id),
      'completedCount', (select count(st.completed_at) from st where st.assignment_id = w.id),
      'answeredCount', (select coalesce(sum(st.answered_count), 0) from st where st.assignment_id = w.id),
      'correctCount', (select coalesce(sum(st.correct_count), 0) from st where st.assignment_id = w.id),
      'questionCount', (select count(*) from assignment_questions aq where aq.assignment_id = w.id))
    order by w.end_date desc, w.id desc) from w) as work,
  (select json_agg(json_build_object('assignmentId', t.assignment_id, 'questionId', t.question_id,
      'sequence', aq.sequence, 'stem', q.stem, 'answeredCount', t.answered_count, 'wrongCount', t.wrong_count,
      'commonWrongLetter', cw.letter, 'commonMisconceptionId', cw.misconception_id, 'commonMisconceptionName', m.name)
    order by t.wrong_count desc, (t.wrong_count::float / t.answered_count) desc, t.assignment_id desc, t.question_id)
    from top_q t
    join assignment_questions aq on aq.assignment_id = t.assignment_id and aq.question_id = t.question_id
    join questions q on q.id = t.question_id
    left join lateral (
      select ans.letter, min(ans.misconception_id) as misconception_id from ans
      where ans.assignment_id = t.assignment_id and ans.question_id = t.question_id and not ans.is_correct
      group by ans.letter order by count(*) desc, ans.letter limit 1
    ) cw on true
    left join misconceptions m on m.id = cw.misconception_id) as questions,
  (select json_agg(json_build_object('misconceptionId', m.id, 'name', m.name, 'description', m.description,
      'howToFix', m.how_to_fix, 'studentCount', tm.student_count, 'assignmentIds', tm.assignment_ids)
    order by tm.student_count desc, m.id)
    from top_m tm join misconceptions m on m.id = tm.misconception_id) as misconceptions`;
}

function toQuestionRow(q: [number, number, string, OptionLetter, OptionLetter | null]): QuestionRow {
  return { questionId: q[0], sequence: q[1], stem: q[2], bankCorrectLetter: q[3], correctedLetter: q[4] };
}

function toStudentRow(r: RawStudent): StudentRow {
  return {
    studentId: r.student_id,
    firstName: r.first_name,
    lastName: r.last_name,
    groupId: r.group_id,
    startedAt: r.started_at === null ? null : toDate(r.started_at),
    completedAt: r.completed_at === null ? null : toDate(r.completed_at),
    lessonFlowId: r.lesson_flow_id,
    answers: (r.answers ?? []).map((c) => ({
      questionId: c[0],
      attempt: c[1],
      letter: c[2],
      isCorrect: c[3],
      misconceptionId: c[4],
      confidence: c[5],
      timeTakenMs: c[6],
      answeredAt: c[7],
      studentAnswerId: c[8],
      comment: c[9],
    })),
  };
}
