import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  assignmentGroups,
  assignmentStudents,
  assignments,
  groups,
  groupTeachers,
  teachers,
} from '../db/schema.ts';
import type { SchoolAccess } from '../shared/school-access.ts';

/** What the school access rules read: memberships, classes and the head of one assignment. */
export class SchoolAccessRepository {
  constructor(private readonly db: Db) {}

  /** The caller's membership of a school with the classes they teach there: one query. */
  async findAccess(userId: number, schoolId: number): Promise<SchoolAccess | null> {
    const [row] = await this.db
      .select({
        schoolId: teachers.schoolId,
        teacherId: teachers.id,
        membershipStatus: teachers.membershipStatus,
        isSchoolAdministrator: teachers.isSchoolAdministrator,
        groupIds: sql<number[]>`coalesce(array(
          select ${groupTeachers.groupId} from ${groupTeachers} where ${groupTeachers.teacherId} = ${teachers.id}
        ), '{}')`,
      })
      .from(teachers)
      .where(and(eq(teachers.userId, userId), eq(teachers.schoolId, schoolId)));
    return row ?? null;
  }

  /** The school of a class (to check the caller's access), or null. */
  async findGroup(groupId: number) {
    const [row] = await this.db
      .select({ groupId: groups.id, schoolId: groups.schoolId, code: groups.code })
      .from(groups)
      .where(and(eq(groups.id, groupId), eq(groups.isArchived, false)));
    return row ?? null;
  }

  /** The schools of several classes at once (archived ones left out), for a batched read. */
  findGroups(groupIds: number[]) {
    if (groupIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({ groupId: groups.id, schoolId: groups.schoolId, code: groups.code })
      .from(groups)
      .where(and(inArray(groups.id, groupIds), eq(groups.isArchived, false)));
  }

  /** The classes among `groupIds` that belong to the school and are not archived. */
  findSchoolGroups(schoolId: number, groupIds: number[]) {
    return this.db
      .select({ groupId: groups.id, code: groups.code })
      .from(groups)
      .where(and(eq(groups.schoolId, schoolId), inArray(groups.id, groupIds), eq(groups.isArchived, false)));
  }

  /** What the permission rules need about one assignment: its school, kind, author and classes. */
  async findHead(assignmentId: number) {
    const [row] = await this.db
      .select({
        assignmentId: assignments.id,
        schoolId: assignments.schoolId,
        kind: assignments.kind,
        createdByTeacherId: assignments.createdByTeacherId,
        groupIds: sql<number[]>`coalesce(array(
          select ${assignmentGroups.groupId} from ${assignmentGroups}
          where ${assignmentGroups.assignmentId} = ${assignments.id} order by 1
        ), '{}')`,
        startedCount: sql<number>`(select count(*) from ${assignmentStudents}
          where ${assignmentStudents.assignmentId} = ${assignments.id}
          and ${assignmentStudents.startedAt} is not null)`.mapWith(Number),
      })
      .from(assignments)
      .where(eq(assignments.id, assignmentId));
    return row ?? null;
  }
}
