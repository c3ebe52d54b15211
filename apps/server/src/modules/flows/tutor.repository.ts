import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { constructs, flowTutorHints, questions, students, teachers, users } from '../../db/schema.ts';

export interface TutorPerson {
  firstName: string;
  lastName: string;
  userName: string | null;
  email: string | null;
  title: string | null;
  kind: 'student' | 'teacher';
}

/** Every SQL query of chat with tutor (decision 0050). */
export class TutorRepository {
  constructor(private readonly db: Db) {}

  /** The skill a question assesses: its construct's name (primary keys). */
  async skillOf(questionId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ name: constructs.name })
      .from(questions)
      .innerJoin(constructs, eq(constructs.id, questions.constructId))
      .where(eq(questions.id, questionId));
    return row?.name ?? null;
  }

  /**
   * Takes the next hint number for a question and answer, below the cap, or null when the cap is
   * reached. One statement; two asks at once that pick the same number meet the unique index
   * (flow_tutor_hints_question_idx) and the loser tries the next number.
   */
  async takeHint(
    sessionId: number,
    questionId: number,
    basisItemId: number,
    cap: number,
  ): Promise<number | null> {
    for (let attempt = 0; attempt < cap; attempt += 1) {
      const result = await this.db.execute<{ hint_number: number }>(sql`
insert into flow_tutor_hints (flow_generator_session_id, question_id, basis_item_id, hint_number, source)
select ${sessionId}, ${questionId}, ${basisItemId}, coalesce(max(hint_number), 0) + 1, 'built-in'
from flow_tutor_hints
where flow_generator_session_id = ${sessionId} and question_id = ${questionId} and basis_item_id = ${basisItemId}
having coalesce(max(hint_number), 0) < ${cap}
on conflict do nothing
returning hint_number`);
      const taken = result.rows[0]?.hint_number;
      if (taken !== undefined) return taken;
      const [used] = await this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(flowTutorHints)
        .where(
          and(
            eq(flowTutorHints.flowGeneratorSessionId, sessionId),
            eq(flowTutorHints.questionId, questionId),
            eq(flowTutorHints.basisItemId, basisItemId),
          ),
        );
      if ((used?.n ?? 0) >= cap) return null;
    }
    return null;
  }

  /** Records that the model worded a hint (flow_tutor_hints_question_idx). */
  async markWorded(sessionId: number, questionId: number, basisItemId: number, hintNumber: number) {
    await this.db
      .update(flowTutorHints)
      .set({ source: 'model' })
      .where(
        and(
          eq(flowTutorHints.flowGeneratorSessionId, sessionId),
          eq(flowTutorHints.questionId, questionId),
          eq(flowTutorHints.basisItemId, basisItemId),
          eq(flowTutorHints.hintNumber, hintNumber),
        ),
      );
  }

  /** The user themself: their names must not reach the model. */
  async person(userId: number): Promise<TutorPerson[]> {
    const rows = await this.db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        userName: users.userName,
        email: users.email,
        title: users.title,
      })
      .from(users)
      .where(eq(users.id, userId));
    return rows.map((p) => ({ ...p, kind: 'student' as const }));
  }

  /** The school's students and teachers (students_school, teachers by school): a message may name one. */
  async schoolPeople(schoolId: number): Promise<TutorPerson[]> {
    const pupils = this.db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        userName: users.userName,
        email: users.email,
        title: sql<string | null>`null`,
      })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(students.schoolId, schoolId));
    const staff = this.db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        userName: users.userName,
        email: users.email,
        title: users.title,
      })
      .from(teachers)
      .innerJoin(users, eq(users.id, teachers.userId))
      .where(eq(teachers.schoolId, schoolId));
    const [a, b] = await Promise.all([pupils, staff]);
    return [
      ...a.map((p) => ({ ...p, kind: 'student' as const })),
      ...b.map((p) => ({ ...p, kind: 'teacher' as const })),
    ];
  }
}
