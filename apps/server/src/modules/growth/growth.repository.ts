import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type GrowthScope,
  readBaselines,
  readCurrentMeasures,
  readSchoolWeekSeries,
  readWeeks,
} from '../../reporting/growth/growth-reads-sql.ts';
import { readStudentHeader } from '../../reporting/student-header-sql.ts';

export type { GrowthScope, StoredBaseline } from '../../reporting/growth/growth-reads-sql.ts';

export interface GrowthClass {
  id: number;
  name: string;
  /** The class's lowest year group (id, name, GB position); null when it names none. */
  yearGroupId: number | null;
  yearGroupName: string | null;
  yearPosition: number | null;
}

export interface GrowthStudent {
  studentId: number;
  firstName: string;
  lastName: string;
}

/** Baseline and growth: the classes, their students and the diagnostic work set (the figures are read by reporting/growth). */
export class GrowthRepository {
  constructor(private readonly db: Db) {}

  /**
   * The school's classes (not archived), each with its lowest year group; a class made for demonstration
   * only when asked for by id (it has a page of its own, but is never counted among the school's).
   */
  async classes(schoolId: number, groupId?: number): Promise<GrowthClass[]> {
    const result = await this.db.execute<{
      id: number;
      code: string;
      year_group_id: number | null;
      year_group_name: string | null;
      position: number | null;
    }>(sql`select g.id, g.code, y.id as year_group_id, y.name as year_group_name, y.position
from groups g
left join lateral (
  select cy.id, cy.name, cy.position from group_year_groups gy
  join country_year_groups cy on cy.id = gy.country_year_group_id
  where gy.group_id = g.id order by cy.position limit 1
) y on true
where g.school_id = ${schoolId} and not g.is_archived ${groupId === undefined ? sql`and not g.is_demo` : sql`and g.id = ${groupId}`}
order by y.position nulls last, g.code, g.id`);
    return result.rows.map((r) => ({
      id: r.id,
      name: r.code,
      yearGroupId: r.year_group_id,
      yearGroupName: r.year_group_name,
      yearPosition: r.position,
    }));
  }

  /** A class's students (not archived), by last then first name. */
  async students(groupId: number): Promise<GrowthStudent[]> {
    const result = await this.db.execute<{ student_id: number; first_name: string; last_name: string }>(
      sql`select s.id as student_id, u.first_name, u.last_name
from group_students gs join students s on s.id = gs.student_id join users u on u.id = s.user_id
where gs.group_id = ${groupId} and not s.is_archived
order by u.last_name, u.first_name, s.id`,
    );
    return result.rows.map((r) => ({
      studentId: r.student_id,
      firstName: r.first_name,
      lastName: r.last_name,
    }));
  }

  /**
   * One student of the school (archived too: their page still opens) with their classes' codes and the
   * lowest year any of them names; null for a student of another school or none.
   */
  async student(schoolId: number, studentId: number) {
    const header = await readStudentHeader(this.db, schoolId, studentId);
    if (!header) return null;
    return {
      studentId,
      firstName: header.firstName,
      lastName: header.lastName,
      classCodes: header.classes.map((c) => c.code).join(', '),
      yearPosition: header.yearGroup,
    };
  }

  /** Every class membership of the school's students (not archived; demonstration classes left out): the school view groups by it. */
  async memberships(schoolId: number) {
    const result = await this.db.execute<{ group_id: number; student_id: number }>(
      sql`select gs.group_id, gs.student_id from groups g
join group_students gs on gs.group_id = g.id join students s on s.id = gs.student_id
where g.school_id = ${schoolId} and not g.is_archived and not g.is_demo and not s.is_archived`,
    );
    return result.rows.map((r) => ({ groupId: r.group_id, studentId: r.student_id }));
  }

  /** Diagnostic work set to the class (or anywhere in the school). */
  async diagnosticWorkCount(schoolId: number, groupId?: number): Promise<number> {
    const result = await this.db.execute<{ n: number }>(
      groupId === undefined
        ? sql`select count(*)::int as n from assignments where school_id = ${schoolId} and kind = 'DiagnosticQuiz'`
        : sql`select count(*)::int as n from assignment_groups ag join assignments a on a.id = ag.assignment_id
where ag.group_id = ${groupId} and a.kind = 'DiagnosticQuiz'`,
    );
    return result.rows[0]?.n ?? 0;
  }

  /** Students of the school with a baseline, per strand. */
  async schoolBaselineCounts(schoolId: number) {
    const result = await this.db.execute<{ strand: string; n: number }>(
      sql`select strand, count(*)::int as n from student_baselines where school_id = ${schoolId} group by strand`,
    );
    return new Map(result.rows.map((r) => [r.strand, r.n]));
  }

  /** These students' topic measures with the topic's name (the PDF's topics secure and developing). */
  async topicMeasures(studentIds: number[]) {
    if (studentIds.length === 0) return [];
    const result = await this.db.execute<{
      student_id: number;
      name: string;
      strand: string;
      ability: number;
      variance: number;
      answer_count: number;
    }>(sql`select m.student_id, tu.name, tu.strand, m.ability, m.variance, m.answer_count
from student_topic_measures m join topic_units tu on tu.id = m.topic_unit_id
where m.student_id in ${studentIds}
order by m.student_id, tu.name`);
    return result.rows.map((r) => ({
      studentId: r.student_id,
      name: r.name,
      strand: r.strand,
      measure: { mean: r.ability, variance: r.variance, count: r.answer_count },
    }));
  }

  /** The students' baselines (decision 0017's rollup), in one strand or all. */
  baselines(scope: GrowthScope, strand?: string) {
    return readBaselines(this.db, scope, strand);
  }

  /** The students' strand measures now, in one strand or all. */
  currentMeasures(scope: GrowthScope, strand?: string) {
    return readCurrentMeasures(this.db, scope, strand);
  }

  /** The students' weekly measures, in one strand or all. */
  weeks(scope: GrowthScope, strand?: string) {
    return readWeeks(this.db, scope, strand);
  }

  /** Every student of the school's weekly series in one strand (the school view's growth). */
  schoolWeekSeries(schoolId: number, strand: string) {
    return readSchoolWeekSeries(this.db, schoolId, strand);
  }

  async schoolName(schoolId: number): Promise<string> {
    const result = await this.db.execute<{ name: string }>(
      sql`select name from schools where id = ${schoolId}`,
    );
    return result.rows[0]?.name ?? '';
  }
}
