import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** A class of the school with what the routine names it by. */
export interface RoutineClassRow {
  groupId: number;
  code: string;
  isDemo: boolean;
  /** Its year groups' names in the country's order, ", " between; empty when none. */
  yearGroups: string;
  /** Its lowest year group's place (Year 7 before Year 8); null when none. */
  year: number | null;
  /** Its teachers, "First Last" by last name, ", " between; empty when none. */
  teachers: string;
}

/** One class's retrieval practice in one week that had some. */
export interface RoutineWeekRow {
  groupId: number;
  weekStart: string;
  workSet: number;
  questionsSet: number;
  studentsSet: number;
  studentsCompleted: number;
  studentsWithNoAnswer: number;
  /** The mean of the answering students' scores, 0–1; null when none answered. */
  meanScore: number | null;
}

/**
 * Every SQL query of the routine report (weeks and days in school time, Europe/London, as
 * `school-terms.ts` counts them): the school's classes (groups_school_idx, their year groups and
 * teachers by primary keys), and the retrieval practice set to some of them in a window, summed per class,
 * week and student in SQL, so the rows that leave are the report's own.
 */
export class RoutineRepository {
  constructor(private readonly db: Db) {}

  /** The school's classes that are not archived. */
  async classes(schoolId: number): Promise<RoutineClassRow[]> {
    const result = await this.db.execute<{
      group_id: number;
      code: string;
      is_demo: boolean;
      year_groups: string | null;
      year: number | null;
      teachers: string | null;
    }>(sql`select g.id as group_id, g.code, g.is_demo, y.year_groups, y.year, t.teachers
from groups g
left join lateral (
  select string_agg(cy.name, ', ' order by cy.position) as year_groups, min(cy.position) as year
  from group_year_groups gy join country_year_groups cy on cy.id = gy.country_year_group_id
  where gy.group_id = g.id
) y on true
left join lateral (
  select string_agg(u.first_name || ' ' || u.last_name, ', ' order by u.last_name, u.first_name) as teachers
  from group_teachers gt join teachers te on te.id = gt.teacher_id join users u on u.id = te.user_id
  where gt.group_id = g.id
) t on true
where g.school_id = ${schoolId} and not g.is_archived`);
    return result.rows.map((r) => ({
      groupId: r.group_id,
      code: r.code,
      isDemo: r.is_demo,
      yearGroups: r.year_groups ?? '',
      year: r.year,
      teachers: r.teachers ?? '',
    }));
  }

  /**
   * The weeks (Monday, school time) from `from` to `to` (yyyy-mm-dd, both included) in which these classes
   * were set retrieval practice, with its pieces, questions and students. The work by
   * assignments_school_kind_start_idx, its classes by the assignment_groups primary key, its students'
   * progress from assignment_students_progress_idx alone (every column the sums need is in it).
   */
  async weeks(schoolId: number, groupIds: number[], from: string, to: string): Promise<RoutineWeekRow[]> {
    if (groupIds.length === 0) return [];
    const result = await this.db.execute<{
      group_id: number;
      week_start: string;
      work_set: number;
      questions_set: number;
      students_set: number;
      students_completed: number;
      students_with_no_answer: number;
      mean_score: number | string | null;
    }>(sql`with work as (
  select ag.group_id, a.id as assignment_id,
    to_char(date_trunc('week', a.start_date at time zone 'Europe/London'), 'YYYY-MM-DD') as week_start,
    (select count(*) from assignment_questions q where q.assignment_id = a.id)::int as questions
  from assignments a
  join assignment_groups ag on ag.assignment_id = a.id and ag.group_id in ${groupIds}
  where a.school_id = ${schoolId} and a.kind = 'RetrievalPractice'
    and a.start_date >= ${from}::date::timestamp at time zone 'Europe/London'
    and a.start_date < (${to}::date + 1)::timestamp at time zone 'Europe/London'
),
per_student as (
  select w.group_id, w.week_start, st.student_id, count(*) as pieces, count(st.completed_at) as completed,
    sum(st.answered_count) as answered, sum(least(st.correct_count, w.questions)) as correct,
    sum(w.questions) as questions
  from work w
  join assignment_students st on st.assignment_id = w.assignment_id and st.group_id = w.group_id
  group by w.group_id, w.week_start, st.student_id
),
student_weeks as (
  select group_id, week_start, count(*)::int as students_set,
    (count(*) filter (where completed = pieces))::int as students_completed,
    (count(*) filter (where answered = 0))::int as students_with_no_answer,
    avg(correct::float8 / questions) filter (where answered > 0 and questions > 0) as mean_score
  from per_student group by group_id, week_start
),
work_weeks as (
  select group_id, week_start, count(*)::int as work_set, sum(questions)::int as questions_set
  from work group by group_id, week_start
)
select ww.group_id, ww.week_start, ww.work_set, ww.questions_set,
  coalesce(sw.students_set, 0) as students_set,
  coalesce(sw.students_completed, 0) as students_completed,
  coalesce(sw.students_with_no_answer, 0) as students_with_no_answer,
  sw.mean_score
from work_weeks ww
left join student_weeks sw on sw.group_id = ww.group_id and sw.week_start = ww.week_start`);
    return result.rows.map((r) => ({
      groupId: r.group_id,
      weekStart: r.week_start,
      workSet: r.work_set,
      questionsSet: r.questions_set,
      studentsSet: r.students_set,
      studentsCompleted: r.students_completed,
      studentsWithNoAnswer: r.students_with_no_answer,
      meanScore: r.mean_score === null ? null : Number(r.mean_score),
    }));
  }
}
