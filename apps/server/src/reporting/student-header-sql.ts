import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Who a report is about: one student of the school, with their classes and year. */
export interface StudentHeader {
  studentId: number;
  firstName: string;
  lastName: string;
  userName: string;
  isArchived: boolean;
  /** Their classes that are not archived, by code. */
  classes: Array<{ groupId: number; code: string }>;
  /** The lowest GB year position any of their classes names; null when none does. */
  yearGroup: number | null;
}

/**
 * One student of the school (archived ones too: their page and their growth still open), read by the
 * student page and by the student's growth report and PDF; null for a student of another school or none.
 * Keyed by the student's primary key: one row, whatever the school's size.
 */
export async function readStudentHeader(
  db: Db,
  schoolId: number,
  studentId: number,
): Promise<StudentHeader | null> {
  const result = await db.execute<{
    student_id: number;
    first_name: string;
    last_name: string;
    user_name: string;
    is_archived: boolean;
    classes: Array<{ groupId: number; code: string }> | string | null;
    year: number | null;
  }>(sql`select s.id as student_id, u.first_name, u.last_name, u.user_name, s.is_archived,
  (select json_agg(json_build_object('groupId', g.id, 'code', g.code) order by lower(g.code), g.id)
   from group_students gs join groups g on g.id = gs.group_id
   where gs.student_id = s.id and not g.is_archived) as classes,
  (select min(cy.position) from group_students gs
   join group_year_groups gy on gy.group_id = gs.group_id
   join country_year_groups cy on cy.id = gy.country_year_group_id
   where gs.student_id = s.id) as year
from students s join users u on u.id = s.user_id and u.deleted_at is null
where s.id = ${studentId} and s.school_id = ${schoolId}`);
  const r = result.rows[0];
  if (!r) return null;
  // PGlite hands json_agg back as text, PostgreSQL as parsed JSON.
  const classes = typeof r.classes === 'string' ? JSON.parse(r.classes) : (r.classes ?? []);
  return {
    studentId: r.student_id,
    firstName: r.first_name,
    lastName: r.last_name,
    userName: r.user_name,
    isArchived: r.is_archived,
    classes,
    yearGroup: r.year === null ? null : Number(r.year),
  };
}
