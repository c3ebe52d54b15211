import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { countryYearGroups, groupStudents, groups, groupYearGroups } from '../db/schema.ts';

/** A student's classes (not archived ones), by code, and their year groups in the country's order. */
export interface StudentClasses {
  groups: Array<{ groupId: number; code: string }>;
  yearGroups: Array<{ countryYearGroupId: number; name: string }>;
}

/**
 * A page of students with their classes and year groups, in one statement (group_students_student_idx):
 * the school's students list and the students report both show them.
 */
export async function withStudentClasses<Row extends { studentId: number }>(
  db: Db,
  rows: Row[],
): Promise<Array<Row & StudentClasses>> {
  if (rows.length === 0) return [];
  const links = await db
    .select({
      studentId: groupStudents.studentId,
      groupId: groups.id,
      code: groups.code,
      countryYearGroupId: countryYearGroups.id,
      yearGroupName: countryYearGroups.name,
      position: countryYearGroups.position,
    })
    .from(groupStudents)
    .innerJoin(groups, and(eq(groups.id, groupStudents.groupId), eq(groups.isArchived, false)))
    .leftJoin(groupYearGroups, eq(groupYearGroups.groupId, groups.id))
    .leftJoin(countryYearGroups, eq(countryYearGroups.id, groupYearGroups.countryYearGroupId))
    .where(
      inArray(
        groupStudents.studentId,
        rows.map((row) => row.studentId),
      ),
    )
    .orderBy(asc(groups.code), asc(groups.id), asc(countryYearGroups.position));
  const byStudent = new Map<
    number,
    { groups: Map<number, string>; years: Map<number, { name: string; position: number }> }
  >();
  for (const link of links) {
    let entry = byStudent.get(link.studentId);
    if (!entry) {
      entry = { groups: new Map(), years: new Map() };
      byStudent.set(link.studentId, entry);
    }
    entry.groups.set(link.groupId, link.code);
    if (link.countryYearGroupId !== null && link.yearGroupName !== null) {
      entry.years.set(link.countryYearGroupId, { name: link.yearGroupName, position: link.position ?? 0 });
    }
  }
  return rows.map((row) => {
    const entry = byStudent.get(row.studentId);
    return {
      ...row,
      groups: [...(entry?.groups ?? [])].map(([groupId, code]) => ({ groupId, code })),
      yearGroups: [...(entry?.years ?? [])]
        .sort(([, a], [, b]) => a.position - b.position)
        .map(([countryYearGroupId, year]) => ({ countryYearGroupId, name: year.name })),
    };
  });
}
