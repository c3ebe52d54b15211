import type { AssignmentKind, FeedbackMode } from '@mathsight/contract/assignments.ts';
import type { OptionLetter } from '@mathsight/contract/content.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { toDate } from '../../shared/to-date.ts';

import {
  type ConsolidatedMisconceptionRaw,
  type ConsolidatedQuestionRaw,
  type ConsolidatedWorkRaw,
  consolidatedSql,
} from './consolidated-sql.ts';
import { gridStudentsSql, gridWorkSql, practiceGridSql } from './grid-sql.ts';
import {
  type OptionRow,
  type RawStudent,
  type StudentRow,
  toQuestionRow,
  toStudentRow,
  type WorkRow,
} from './insights-rows.ts';

/**
 * Every query of check and fix. The results grid is two statements whatever its size: the work with
 * its questions, then its students with their answers (aggregated per student in PostgreSQL), so
 * there is no query per student or per question. Indexes used are named beside each query.
 */
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
      misconception_name: string;
      question_id: number;
    }>(sql`select distinct
  qa.misconception_id, m.name as misconception_name, qa.question_id, q.difficulty, q.year_group
from question_answers qa
join questions q on q.id = qa.question_id
join misconceptions m on m.id = qa.misconception_id
where qa.misconception_id in ${misconceptionIds}
  and not exists (select 1 from assignment_questions aq
    where aq.assignment_id = ${excludeAssignmentId} and aq.question_id = qa.question_id)
order by qa.misconception_id, q.difficulty, q.year_group, qa.question_id`);
    return result.rows.map((r) => ({
      misconceptionId: r.misconception_id,
      misconceptionName: r.misconception_name,
      questionId: r.question_id,
    }));
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
  set comment = excluded.comment, teacher_id = excluded.teacher_id, updated_at = now(),
    read_by_student_at = null
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
      read_by_student_at: Date | string | null;
    }>(sql`select f.student_answer_id, f.comment, f.teacher_id,
  nullif(trim(concat_ws(' ', u.title, u.last_name)), '') as teacher_name, f.updated_at, f.read_by_student_at
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
      readByStudentAt: r.read_by_student_at === null ? null : toDate(r.read_by_student_at).toISOString(),
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
