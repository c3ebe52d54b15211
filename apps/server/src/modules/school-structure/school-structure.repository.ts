import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments, groups } from '../../db/schema.ts';

/** The school's departments (spec §7), each with its live classes counted, in one statement. */
export class SchoolStructureRepository {
  constructor(private readonly db: Db) {}

  listDepartments(schoolId: number) {
    return this.db
      .select({ departmentId: departments.id, name: departments.name, classCount: count(groups.id) })
      .from(departments)
      .leftJoin(
        groups,
        and(eq(groups.departmentId, departments.id), eq(groups.isArchived, false), eq(groups.isDemo, false)),
      )
      .where(eq(departments.schoolId, schoolId))
      .groupBy(departments.id, departments.name)
      .orderBy(asc(departments.name), asc(departments.id));
  }
}
