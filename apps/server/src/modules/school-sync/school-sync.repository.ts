import {
  ROSTER_SAMPLE_SIZE,
  type RosterHealth,
  type StudentImportRecord,
} from '@mathsight/contract/school-sync.ts';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groupStudents, groups, studentImports, students, teachers, users } from '../../db/schema.ts';

/**
 * Every SQL query of the sync screen: the import history (student_imports_school_idx, newest first)
 * and the roster's health, a fixed number of statements whatever the school's size.
 */
export class SchoolSyncRepository {
  constructor(private readonly db: Db) {}

  async imports(schoolId: number, skip: number, take: number) {
    const rows = await this.db
      .select({
        studentImportId: studentImports.id,
        firstName: users.firstName,
        lastName: users.lastName,
        importedAt: studentImports.createdAt,
        mode: studentImports.mode,
        rowCount: studentImports.rowCount,
        studentsAdded: studentImports.studentsAdded,
        classesCreated: studentImports.classesCreated,
        rowsSkipped: studentImports.rowsSkipped,
      })
      .from(studentImports)
      .leftJoin(teachers, eq(teachers.id, studentImports.teacherId))
      .leftJoin(users, and(eq(users.id, teachers.userId), isNull(users.deletedAt)))
      .where(eq(studentImports.schoolId, schoolId))
      .orderBy(desc(studentImports.createdAt), desc(studentImports.id))
      .limit(take)
      .offset(skip);
    const [total] = await this.db
      .select({ n: count() })
      .from(studentImports)
      .where(eq(studentImports.schoolId, schoolId));
    const items: StudentImportRecord[] = rows.map(({ firstName, lastName, importedAt, ...row }) => ({
      ...row,
      importedBy: firstName === null || lastName === null ? null : `${firstName} ${lastName}`,
      importedAt: importedAt.toISOString(),
    }));
    return { items, total: total?.n ?? 0 };
  }

  /**
   * The roster's counts and loose ends. A student is active when not archived (erasure archives
   * too); a class counts when not archived. Four statements: the student counts, the students in no
   * class (first few), and the classes with their active students and teachers (grouped once).
   */
  async rosterHealth(schoolId: number): Promise<RosterHealth> {
    const inAClass = sql`exists (select 1 from ${groupStudents} join ${groups} on ${groups.id} = ${groupStudents.groupId} and not ${groups.isArchived} where ${groupStudents.studentId} = ${students.id})`;
    const [studentCounts] = await this.db
      .select({
        studentCount: sql<number>`(count(*) filter (where not ${students.isArchived}))::int`,
        archivedStudentCount: sql<number>`(count(*) filter (where ${students.isArchived} and ${users.deletedAt} is null))::int`,
        withoutClass: sql<number>`(count(*) filter (where not ${students.isArchived} and not ${inAClass}))::int`,
      })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(students.schoolId, schoolId));
    const withoutClass = await this.db
      .select({ studentId: students.id, firstName: users.firstName, lastName: users.lastName })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(and(eq(students.schoolId, schoolId), eq(students.isArchived, false), sql`not ${inAClass}`))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(students.id))
      .limit(ROSTER_SAMPLE_SIZE);
    const classes = await this.db
      .select({
        groupId: groups.id,
        code: groups.code,
        // Written out in full: Drizzle writes a one-table query's columns unqualified ("id"), which
        // inside the subquery would be read as the subquery's own students.id.
        studentCount: sql<number>`(select count(*) from group_students gs join students gst on gst.id = gs.student_id and not gst.is_archived where gs.group_id = groups.id)::int`,
        teacherCount: sql<number>`(select count(*) from group_teachers gt where gt.group_id = groups.id)::int`,
      })
      .from(groups)
      .where(and(eq(groups.schoolId, schoolId), eq(groups.isArchived, false)));
    const byCode = (a: { code: string }, b: { code: string }) =>
      a.code.localeCompare(b.code, 'en-GB', { numeric: true });
    const empty = classes.filter((c) => c.studentCount === 0).sort(byCode);
    const untaught = classes.filter((c) => c.teacherCount === 0).sort(byCode);
    const names = (list: typeof classes) =>
      list.slice(0, ROSTER_SAMPLE_SIZE).map(({ groupId, code }) => ({ groupId, code }));
    return {
      studentCount: studentCounts?.studentCount ?? 0,
      classCount: classes.length,
      studentsWithoutClass: { count: studentCounts?.withoutClass ?? 0, first: withoutClass },
      classesWithoutStudents: { count: empty.length, first: names(empty) },
      classesWithoutTeacher: { count: untaught.length, first: names(untaught) },
      archivedStudentCount: studentCounts?.archivedStudentCount ?? 0,
    };
  }
}
