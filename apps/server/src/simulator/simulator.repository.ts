import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { SimOption } from './choose-answer.ts';

/** A class the simulator can set work for: its year (GB) and a Confirmed teacher who teaches it. */
export interface SimClass {
  groupId: number;
  code: string;
  year: number;
  isDemo: boolean;
  teacherUserId: number;
}

/** A quiz of the bank as the planner sees it. */
export interface SimQuiz {
  quizId: number;
  kind: 'TopicPathway' | 'Diagnostic';
  name: string;
  /** Diagnostic: the year it targets (null: any). Topic: null. */
  yearGroup: number | null;
  /** Topic quizzes: the unit's years. */
  yearFrom: number | null;
  yearTo: number | null;
}

/** What a simulated student needs to know of a question to answer it (the server's rules, not the student shape). */
export interface SimQuestion {
  questionId: number;
  strand: string;
  /** Bank difficulty 1–3. */
  difficulty: number;
  yearGroup: number;
  options: SimOption[];
}

/** The reads the simulator makes; its writes go through the assignments and quiz-session services. */
export class SimulatorRepository {
  constructor(private readonly db: Db) {}

  async classes(schoolId: number): Promise<SimClass[]> {
    const result = await this.db.execute<{
      id: number;
      code: string;
      is_demo: boolean;
      year_name: string | null;
      teacher_user_id: number | null;
    }>(sql`select g.id, g.code, g.is_demo,
  (select cy.name from group_year_groups gy join country_year_groups cy on cy.id = gy.country_year_group_id
   where gy.group_id = g.id order by cy.position limit 1) as year_name,
  (select t.user_id from group_teachers gt join teachers t on t.id = gt.teacher_id
   where gt.group_id = g.id and t.membership_status = 'Confirmed' order by gt.teacher_id limit 1) as teacher_user_id
from groups g
where g.school_id = ${schoolId} and g.is_archived = false
order by g.id`);
    return result.rows.flatMap((r) =>
      r.teacher_user_id === null
        ? []
        : [
            {
              groupId: r.id,
              code: r.code,
              isDemo: r.is_demo,
              year: Number(/(\d+)/.exec(r.year_name ?? '')?.[1] ?? 7),
              teacherUserId: r.teacher_user_id,
            },
          ],
    );
  }

  async quizzes(): Promise<SimQuiz[]> {
    const result = await this.db.execute<{
      id: number;
      kind: 'TopicPathway' | 'Diagnostic';
      name: string;
      year_group: number | null;
      year_from: number | null;
      year_to: number | null;
    }>(sql`select q.id, q.kind, q.name, q.year_group, tu.year_from, tu.year_to
from quizzes q left join topic_units tu on tu.id = q.topic_unit_id
where exists (select 1 from quiz_questions qq where qq.quiz_id = q.id)
order by q.id`);
    return result.rows.map((r) => ({
      quizId: r.id,
      kind: r.kind,
      name: r.name,
      yearGroup: r.year_group,
      yearFrom: r.year_from,
      yearTo: r.year_to,
    }));
  }

  /** Students targeted by an assignment, with their user (the simulator signs in as them). */
  async targets(assignmentId: number) {
    const result = await this.db.execute<{
      student_id: number;
      user_id: number;
    }>(sql`select st.student_id, s.user_id
from assignment_students st join students s on s.id = st.student_id
where st.assignment_id = ${assignmentId}
order by st.student_id`);
    return result.rows.map((r) => ({ studentId: r.student_id, userId: r.user_id }));
  }

  async assignmentQuestionIds(assignmentId: number) {
    const result = await this.db.execute<{ question_id: number }>(
      sql`select question_id from assignment_questions where assignment_id = ${assignmentId} order by sequence`,
    );
    return result.rows.map((r) => r.question_id);
  }

  async questions(questionIds: number[]): Promise<SimQuestion[]> {
    if (questionIds.length === 0) return [];
    const result = await this.db.execute<{
      id: number;
      strand: string;
      difficulty: number;
      year_group: number;
      letter: 'A' | 'B' | 'C' | 'D';
      is_correct: boolean;
      misconception_id: number | null;
    }>(sql`select q.id, tu.strand, q.difficulty, q.year_group, qa.letter, qa.is_correct, qa.misconception_id
from questions q
join topic_units tu on tu.id = q.topic_unit_id
join question_answers qa on qa.question_id = q.id
where q.id in ${questionIds}
order by q.id, qa.letter`);
    const byId = new Map<number, SimQuestion>();
    for (const r of result.rows) {
      let q = byId.get(r.id);
      if (!q) {
        q = {
          questionId: r.id,
          strand: r.strand,
          difficulty: r.difficulty,
          yearGroup: r.year_group,
          options: [],
        };
        byId.set(r.id, q);
      }
      q.options.push({ letter: r.letter, isCorrect: r.is_correct, misconceptionId: r.misconception_id });
    }
    return [...byId.values()];
  }

  async strands(): Promise<string[]> {
    const result = await this.db.execute<{ strand: string }>(
      sql`select distinct strand from topic_units order by strand`,
    );
    return result.rows.map((r) => r.strand);
  }
}
