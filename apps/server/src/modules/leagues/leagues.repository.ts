import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { EffortReader } from '../../reporting/effort/effort-sql.ts';

/** A student who may appear in a league: active in the school, not erased. */
export interface LeagueMember {
  studentId: number;
  firstName: string;
  lastName: string;
  /** The codes of their classes among those read. */
  classes: string[];
}

export interface LeagueGroupRow {
  groupId: number;
  code: string;
  yearGroups: string[];
  studentIds: number[];
}

/** Active students of the school, not erased (users.deleted_at). */
const ACTIVE_STUDENT = sql`s.is_archived = false and u.deleted_at is null`;

/**
 * The rosters the leagues rank (who is in a class, a year, the school) and the school's switch. The
 * effort itself is read through EffortReader (reporting/effort), never here.
 */
export class LeaguesRepository {
  /** The one reader of effort (decision 0016): sums of the weekly rollup. */
  readonly effort: EffortReader;

  constructor(private readonly db: Db) {
    this.effort = new EffortReader(db);
  }

  /** Whether the school's motivational features (the leagues) are on; null for no such school. */
  async leaguesEnabled(schoolId: number): Promise<boolean | null> {
    const result = await this.db.execute<{ enabled: boolean }>(
      sql`select motivational_features_enabled as enabled from schools where id = ${schoolId}`,
    );
    return result.rows[0]?.enabled ?? null;
  }

  /** A class of the school (not archived), or null. */
  async group(schoolId: number, groupId: number) {
    const result = await this.db.execute<{ id: number; code: string }>(
      sql`select id, code from groups where id = ${groupId} and school_id = ${schoolId} and is_archived = false`,
    );
    return result.rows[0] ?? null;
  }

  /** The active students of one class (group_students' key leads with group_id). */
  async classMembers(groupId: number, code: string): Promise<LeagueMember[]> {
    const result = await this.db.execute<{ student_id: number; first_name: string; last_name: string }>(
      sql`select s.id as student_id, u.first_name, u.last_name
from group_students gs
join students s on s.id = gs.student_id
join users u on u.id = s.user_id
where gs.group_id = ${groupId} and ${ACTIVE_STUDENT}`,
    );
    return result.rows.map((r) => ({
      studentId: r.student_id,
      firstName: r.first_name,
      lastName: r.last_name,
      classes: [code],
    }));
  }

  /**
   * The school's classes (not archived, not a teacher's demo class) with their year groups and active
   * students; with a year group, only the classes of that year.
   */
  async groups(schoolId: number, yearGroupId: number | null): Promise<LeagueGroupRow[]> {
    const year =
      yearGroupId === null
        ? sql`true`
        : sql`exists (select 1 from group_year_groups y
    where y.group_id = g.id and y.country_year_group_id = ${yearGroupId})`;
    const result = await this.db.execute<{
      group_id: number;
      code: string;
      year_groups: string[] | null;
      student_ids: number[] | null;
    }>(sql`select g.id as group_id, g.code,
  (select array_agg(cy.name order by cy.position) from group_year_groups y
     join country_year_groups cy on cy.id = y.country_year_group_id where y.group_id = g.id) as year_groups,
  (select array_agg(s.id order by s.id) from group_students gs join students s on s.id = gs.student_id
     join users u on u.id = s.user_id where gs.group_id = g.id and ${ACTIVE_STUDENT}) as student_ids
from groups g
where g.school_id = ${schoolId} and g.is_archived = false and g.is_demo = false and ${year}
order by g.code, g.id`);
    return result.rows.map((r) => ({
      groupId: r.group_id,
      code: r.code,
      yearGroups: r.year_groups ?? [],
      studentIds: r.student_ids ?? [],
    }));
  }

  /** Students with their names: every active student of the school, or those among `studentIds`. */
  async students(schoolId: number, studentIds: readonly number[] | null) {
    const which = studentIds === null ? sql`true` : sql`s.id = any(${`{${studentIds.join(',')}}`}::int[])`;
    const result = await this.db.execute<{ student_id: number; first_name: string; last_name: string }>(
      sql`select s.id as student_id, u.first_name, u.last_name from students s join users u on u.id = s.user_id
where s.school_id = ${schoolId} and ${which} and ${ACTIVE_STUDENT}`,
    );
    return new Map(
      result.rows.map((r) => [r.student_id, { firstName: r.first_name, lastName: r.last_name }]),
    );
  }

  /** The year groups named by the school's classes, for the filter. */
  async yearGroups(schoolId: number) {
    const result = await this.db.execute<{ id: number; name: string }>(
      sql`select distinct cy.id, cy.name, cy.position from groups g
join group_year_groups y on y.group_id = g.id
join country_year_groups cy on cy.id = y.country_year_group_id
where g.school_id = ${schoolId} and g.is_archived = false and g.is_demo = false order by cy.position`,
    );
    return result.rows.map((r) => ({ yearGroupId: r.id, name: r.name }));
  }

  /** A student's active classes, by the student's id (group_students by its key). */
  async studentClassesById(studentId: number) {
    const result = await this.db.execute<{ id: number; code: string }>(sql`select g.id, g.code
from group_students gs join groups g on g.id = gs.group_id and g.is_archived = false
where gs.student_id = ${studentId}
order by g.code, g.id`);
    return result.rows.map((r) => ({ id: r.id, code: r.code }));
  }

  /** The signed-in student's student row (their first active school, as practice uses) and classes. */
  async studentClasses(userId: number) {
    const result = await this.db.execute<{
      student_id: number;
      school_id: number;
      group_id: number | null;
      code: string | null;
    }>(sql`with me as (
  select id, school_id from students where user_id = ${userId} and is_archived = false order by id limit 1
)
select me.id as student_id, me.school_id, g.id as group_id, g.code
from me
left join group_students gs on gs.student_id = me.id
left join groups g on g.id = gs.group_id and g.is_archived = false
order by g.code, g.id`);
    const first = result.rows[0];
    if (!first) return null;
    return {
      studentId: first.student_id,
      schoolId: first.school_id,
      groups: result.rows.flatMap((r) =>
        r.group_id === null || r.code === null ? [] : [{ id: r.group_id, code: r.code }],
      ),
    };
  }
}
