import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** A class of the school as the reports group it: its lowest year group names its year. */
export interface ReportClass {
  groupId: number;
  code: string;
  yearGroupId: number | null;
  yearGroupName: string | null;
  /** The (GB) year: the lowest year group's position; null when the class names none. */
  year: number | null;
  /** Its students (every row of group_students, archived students too). */
  studentCount: number;
  /** Made for demonstration (the demo's "Demo class"): never counted in the school's or a year's totals. */
  isDemo: boolean;
}

/**
 * The school's classes that are not archived (or one of them), by year then code, each with its
 * year group and size (its students not archived, as the class list and users/me count them): the rows
 * of the school, classes, group, topic and diagnostic reports.
 */
export async function reportClasses(db: Db, schoolId: number, groupId?: number): Promise<ReportClass[]> {
  const result = await db.execute<{
    group_id: number;
    code: string;
    year_group_id: number | null;
    year_group_name: string | null;
    position: number | null;
    student_count: number;
    is_demo: boolean;
  }>(sql`with sizes as (
  -- One grouped join for the school's classes: per class, a count probing students by key each time
  -- drew a hash of the whole students table per class.
  select gs.group_id, count(*)::int as n
  from groups sg
  join group_students gs on gs.group_id = sg.id
  join students s on s.id = gs.student_id and not s.is_archived
  where sg.school_id = ${schoolId} and not sg.is_archived
    and (${groupId ?? null}::int is null or sg.id = ${groupId ?? null}::int)
  group by gs.group_id
)
select g.id as group_id, g.code, g.is_demo, yg.id as year_group_id, yg.name as year_group_name, yg.position,
  coalesce(sz.n, 0) as student_count
from groups g
left join sizes sz on sz.group_id = g.id
left join lateral (
  select cy.id, cy.name, cy.position from group_year_groups gy
  join country_year_groups cy on cy.id = gy.country_year_group_id
  where gy.group_id = g.id order by cy.position limit 1
) yg on true
where g.school_id = ${schoolId} and not g.is_archived
  and (${groupId ?? null}::int is null or g.id = ${groupId ?? null}::int)
order by yg.position nulls last, g.code, g.id`);
  return result.rows.map((r) => ({
    groupId: r.group_id,
    code: r.code,
    yearGroupId: r.year_group_id,
    yearGroupName: r.year_group_name,
    year: r.position,
    studentCount: r.student_count,
    isDemo: r.is_demo,
  }));
}
