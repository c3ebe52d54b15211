import type { StudentOverviewSort } from '@mathsight/contract/student-reports.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { effortPointsByStudentSql } from '../../reporting/effort/effort-points-sql.ts';
import { EffortReader } from '../../reporting/effort/effort-sql.ts';
import { withStudentClasses } from '../../school-members/student-classes-sql.ts';
import { pagedRows } from '../../shared/paged-rows.ts';

/** A stored measure as the model reads it (decision 0014). */
export interface StoredMeasure {
  mean: number;
  variance: number;
  count: number;
}

export interface OverviewQuery {
  schoolId: number;
  /** Whose students: the whole school, or those of these classes (policies/student-reports.ts). */
  scope: { kind: 'school' } | { kind: 'classes'; groupIds: number[] };
  /** One class (already checked to be the caller's). */
  groupId?: number;
  /** Lower-case words, each found in the first name, last name or username. */
  words: string[];
  sort: StudentOverviewSort;
  descending: boolean;
  skip: number;
  take: number;
  /** The term whose effort the list shows: its weeks' Mondays in [fromWeek, toWeek). */
  effortWeeks: { fromWeek: string; toWeek: string };
}

const likeWord = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The lowest year group of each of these students' classes, as a GB year (decision 0014's "student's
 * year", which the labels compare with): one grouped read by group_students_student_idx.
 */
const studentYears = (studentIds: SQL) => sql`select gs.student_id, min(cy.position) as year
  from group_students gs
  join group_year_groups gy on gy.group_id = gs.group_id
  join country_year_groups cy on cy.id = gy.country_year_group_id
  where gs.student_id = any(array(${studentIds}))
  group by gs.student_id`;

type OverviewRow = {
  student_id: number;
  first_name: string;
  last_name: string;
  user_name: string;
  mean: number | null;
  variance: number | null;
  answers: number | null;
  effort_points: number;
  last_active_at: Date | string | null;
  total: number;
};

/**
 * Every SQL query of the students' reports. Each reads the measures (student_topic_measures,
 * student_strand_measures: keyed by student) and the effort rollup by the students' keys, never the
 * answers: the list is two statements a page, each class report three.
 */
export class StudentReportsRepository {
  /** The one reader of effort (decision 0016): sums of the weekly rollup. */
  readonly effort: EffortReader;

  constructor(private readonly db: Db) {
    this.effort = new EffortReader(db);
  }

  /** A class of the school, not archived (null otherwise). */
  async schoolClass(schoolId: number, groupId: number) {
    const result = await this.db.execute<{ group_id: number; code: string }>(
      sql`select id as group_id, code from groups where id = ${groupId} and school_id = ${schoolId} and not is_archived`,
    );
    const row = result.rows[0];
    return row ? { groupId: row.group_id, code: row.code } : null;
  }

  /**
   * A page of the students list, sorted in SQL over every student in scope: each student's overall
   * proficiency (the precision-weighted mean of their strand measures: Σ(θ/v)/Σ(1/v), variance
   * 1/Σ(1/v)), their effort points over the term's weeks, and when they were last active (their last
   * measured answer or their last visit). The total rides on every row (count(*) over ()); the page's
   * classes come in a second statement.
   */
  async overview(q: OverviewQuery) {
    const conditions: SQL[] = [sql`s.school_id = ${q.schoolId}`, sql`not s.is_archived`];
    if (q.scope.kind === 'classes') {
      conditions.push(
        q.scope.groupIds.length === 0
          ? sql`false`
          : sql`exists (select 1 from group_students gs where gs.student_id = s.id and gs.group_id in ${q.scope.groupIds})`,
      );
    }
    if (q.groupId !== undefined) {
      conditions.push(
        sql`exists (select 1 from group_students gs where gs.student_id = s.id and gs.group_id = ${q.groupId})`,
      );
    }
    for (const word of q.words) {
      const like = likeWord(word);
      conditions.push(
        sql`(lower(u.first_name) like ${like} or lower(u.last_name) like ${like} or lower(u.user_name) like ${like})`,
      );
    }
    const direction = sql.raw(q.descending ? 'desc' : 'asc');
    const byName = sql`lower(v.last_name) ${direction}, lower(v.first_name) ${direction}, v.student_id ${direction}`;
    const nameAsc = sql`lower(v.last_name), lower(v.first_name), v.student_id`;
    const order =
      q.sort === 'name'
        ? byName
        : q.sort === 'proficiency'
          ? sql`p.mean ${direction} nulls last, ${nameAsc}`
          : sql`coalesce(e.points, 0) ${direction}, ${nameAsc}`;
    const where = sql.join(conditions, sql` and `);
    const result = await this.db.execute<OverviewRow>(sql`with v as (
  select s.id as student_id, u.first_name, u.last_name, u.user_name, u.last_seen_at
  from students s join users u on u.id = s.user_id and u.deleted_at is null
  where ${where}
), p as (
  select m.student_id, sum(m.ability / m.variance) / sum(1 / m.variance) as mean, 1 / sum(1 / m.variance) as variance,
    sum(m.answer_count)::int as answers, max(m.measured_at) as last_answer_at
  from student_strand_measures m
  where m.school_id = ${q.schoolId} and m.student_id = any(array(select student_id from v))
  group by m.student_id
), e as ${effortPointsByStudentSql(q.schoolId, sql`select student_id from v`, q.effortWeeks)}
select v.student_id, v.first_name, v.last_name, v.user_name, p.mean, p.variance, p.answers,
    coalesce(e.points, 0) as effort_points,
    case when p.last_answer_at is null then v.last_seen_at when v.last_seen_at is null then p.last_answer_at
      else greatest(p.last_answer_at, v.last_seen_at) end as last_active_at,
    (count(*) over ())::int as total
from v left join p on p.student_id = v.student_id left join e on e.student_id = v.student_id
order by ${order}
limit ${q.take} offset ${q.skip}`);
    const { rows, total } = await pagedRows(result.rows, q.skip, async () => {
      const counted = await this.db.execute<{ n: number }>(sql`select count(*)::int as n
from students s join users u on u.id = s.user_id and u.deleted_at is null where ${where}`);
      return counted.rows[0]?.n ?? 0;
    });
    const years = await this.#years(rows.map((r) => r.student_id));
    const students = rows.map((r) => ({
      studentId: r.student_id,
      firstName: r.first_name,
      lastName: r.last_name,
      userName: r.user_name,
      year: years.get(r.student_id) ?? null,
      overall:
        r.mean === null || r.variance === null
          ? null
          : { mean: r.mean, variance: r.variance, count: r.answers ?? 0 },
      effortPoints: r.effort_points,
      lastActiveAt: r.last_active_at === null ? null : new Date(r.last_active_at),
    }));
    return { items: await withStudentClasses(this.db, students), total };
  }

  async #years(studentIds: number[]): Promise<Map<number, number | null>> {
    if (studentIds.length === 0) return new Map();
    const ids = sql`select unnest(${`{${studentIds.join(',')}}`}::int[])`;
    const result = await this.db.execute<{ student_id: number; year: number | null }>(studentYears(ids));
    return new Map(result.rows.map((r) => [r.student_id, r.year]));
  }

  /** A class's active students by last then first name, each with their year (for the labels). */
  async classStudents(groupId: number) {
    const result = await this.db.execute<{
      student_id: number;
      first_name: string;
      last_name: string;
      year: number | null;
    }>(sql`with y as (${studentYears(sql`select student_id from group_students where group_id = ${groupId}`)})
select s.id as student_id, u.first_name, u.last_name, y.year
from group_students g
join students s on s.id = g.student_id and not s.is_archived
join users u on u.id = s.user_id and u.deleted_at is null
left join y on y.student_id = s.id
where g.group_id = ${groupId}
order by lower(u.last_name), lower(u.first_name), s.id`);
    return result.rows.map((r) => ({
      studentId: r.student_id,
      firstName: r.first_name,
      lastName: r.last_name,
      year: r.year,
    }));
  }

  /** These students' topic measures with each topic's name and strand (the key serves student_id in …). */
  async topicMeasures(studentIds: number[]) {
    if (studentIds.length === 0) return [];
    const result = await this.db.execute<{
      student_id: number;
      topic_unit_id: number;
      name: string;
      strand: string;
      ability: number;
      variance: number;
      answer_count: number;
    }>(sql`select m.student_id, m.topic_unit_id, tu.name, tu.strand, m.ability, m.variance, m.answer_count
from student_topic_measures m join topic_units tu on tu.id = m.topic_unit_id
where m.student_id = any(${`{${studentIds.join(',')}}`}::int[])`);
    return result.rows.map((r) => ({
      studentId: r.student_id,
      topic: { topicUnitId: r.topic_unit_id, name: r.name, strand: r.strand },
      measure: { mean: r.ability, variance: r.variance, count: r.answer_count } satisfies StoredMeasure,
    }));
  }
}
