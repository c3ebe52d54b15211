import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** An integer array as one parameter (drizzle would spread a JS array into a row). */
const ints = (xs: readonly number[]) => sql`${`{${xs.map((x) => String(Math.trunc(x))).join(',')}}`}::int[]`;

export interface DiagnosticWork {
  assignmentId: number;
  quizId: number;
  quizName: string;
  name: string;
  startDate: string;
}

/** A question's first attempts (a student's earliest when the quiz was set to them twice). */
export interface QuestionTally {
  questionId: number;
  answered: number;
  correct: number;
}

/** Students whose first attempt chose a wrong option carrying the misconception. */
export interface MisconceptionTally {
  misconceptionId: number;
  students: number;
  /** Who, when asked for (a class); empty otherwise. */
  studentIds: number[];
}

/**
 * The diagnostic report's statements (issue 26). Work is found from the classes
 * (assignment_groups_group_idx), its students by the work's key (assignment_students), its first
 * attempts by the work's prefix of student_answers_attempt_idx: the answers of a few pieces of work,
 * as their results pages read them, never the school's.
 */
export class DiagnosticReportRepository {
  constructor(private readonly db: Db) {}

  /** Diagnostic work set to any of these classes (one row per piece), newest first. */
  async diagnosticWork(schoolId: number, groupIds: readonly number[]): Promise<DiagnosticWork[]> {
    if (groupIds.length === 0) return [];
    const result = await this.db.execute<{
      assignment_id: number;
      quiz_id: number;
      quiz_name: string;
      name: string;
      start_date: Date | string;
    }>(sql`select distinct a.id as assignment_id, a.quiz_id, q.name as quiz_name, a.name, a.start_date
from assignment_groups ag
join assignments a on a.id = ag.assignment_id
join quizzes q on q.id = a.quiz_id
where ag.group_id = any(${ints(groupIds)}) and a.school_id = ${schoolId} and a.kind = 'DiagnosticQuiz'
order by a.start_date desc, a.id desc`);
    return result.rows.map((r) => ({
      assignmentId: r.assignment_id,
      quizId: r.quiz_id,
      quizName: r.quiz_name,
      name: r.name,
      startDate: new Date(r.start_date).toISOString(),
    }));
  }

  /** The students set these pieces through these classes, and those who answered a question of them. */
  async studentCounts(assignmentIds: readonly number[], groupIds: readonly number[]) {
    const result = await this.db.execute<{ set: number; answered: number }>(sql`select
  count(distinct st.student_id)::int as set,
  count(distinct st.student_id) filter (where st.answered_count > 0)::int as answered
from assignment_students st
where st.assignment_id = any(${ints(assignmentIds)}) and st.group_id = any(${ints(groupIds)})`);
    return { set: result.rows[0]?.set ?? 0, answered: result.rows[0]?.answered ?? 0 };
  }

  /** The pieces' questions (each once, at its first sequence) with their stems. */
  async questions(assignmentIds: readonly number[]) {
    const result = await this.db.execute<{ question_id: number; sequence: number; stem: string }>(sql`select
  aq.question_id, min(aq.sequence)::int as sequence, q.stem
from assignment_questions aq join questions q on q.id = aq.question_id
where aq.assignment_id = any(${ints(assignmentIds)})
group by aq.question_id, q.stem
order by 2, 1`);
    return result.rows.map((r) => ({ questionId: r.question_id, sequence: r.sequence, stem: r.stem }));
  }

  /** The misconceptions the questions' wrong options carry (as the results pages tag them). */
  async distractors(questionIds: readonly number[]) {
    if (questionIds.length === 0) return [];
    const result = await this.db.execute<{ question_id: number; misconception_id: number; name: string }>(
      sql`select distinct qa.question_id, qa.misconception_id, m.name
from question_answers qa join misconceptions m on m.id = qa.misconception_id
where qa.question_id = any(${ints(questionIds)}) and not qa.is_correct`,
    );
    return result.rows.map((r) => ({
      questionId: r.question_id,
      misconceptionId: r.misconception_id,
      name: r.name,
    }));
  }

  /**
   * The first attempts of the students set the pieces through these classes, each student's earliest
   * per question, tallied in SQL: per question, answered and right; per misconception, the students
   * whose wrong first attempt chose it (with their ids when `withStudents`).
   */
  async tallies(assignmentIds: readonly number[], groupIds: readonly number[], withStudents: boolean) {
    const result = await this.db.execute<{
      kind: 'question' | 'misconception';
      id: number;
      n: number;
      k: number;
      student_ids: number[] | null;
    }>(sql`with first as (
  select distinct on (sa.student_id, sa.question_id) sa.student_id, sa.question_id, sa.is_correct,
    sa.misconception_id
  from student_answers sa
  join assignment_students st on st.assignment_id = sa.assignment_id and st.student_id = sa.student_id
  where sa.assignment_id = any(${ints(assignmentIds)}) and sa.attempt = 1
    and st.group_id = any(${ints(groupIds)})
  order by sa.student_id, sa.question_id, sa.answered_at, sa.id
)
select 'question' as kind, question_id as id, count(*)::int as n, count(*) filter (where is_correct)::int as k,
  null::int[] as student_ids
from first group by question_id
union all
select 'misconception', misconception_id, count(distinct student_id)::int, 0,
  case when ${withStudents}::boolean then array_agg(distinct student_id) end
from first where misconception_id is not null and not is_correct group by misconception_id`);
    const questions: QuestionTally[] = [];
    const misconceptions: MisconceptionTally[] = [];
    for (const r of result.rows) {
      if (r.kind === 'question') questions.push({ questionId: r.id, answered: r.n, correct: r.k });
      else misconceptions.push({ misconceptionId: r.id, students: r.n, studentIds: r.student_ids ?? [] });
    }
    return { questions, misconceptions };
  }

  /** These students' names (a class's, a few dozen by primary key), by last then first name. */
  async studentNames(studentIds: readonly number[]) {
    if (studentIds.length === 0) return [];
    const result = await this.db.execute<{ student_id: number; first_name: string; last_name: string }>(
      sql`select s.id as student_id, u.first_name, u.last_name
from students s join users u on u.id = s.user_id
where s.id = any(${ints(studentIds)})
order by lower(u.last_name), lower(u.first_name), s.id`,
    );
    return result.rows.map((r) => ({
      studentId: r.student_id,
      firstName: r.first_name,
      lastName: r.last_name,
    }));
  }
}
