import type { GroupStudent } from '@mathsight/contract/groups.ts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groupStudents, students, users } from '../../db/schema.ts';

/** Every SQL query about a class's members. */
export class GroupsRepository {
  constructor(private readonly db: Db) {}

  /** Active students of one class (group_students' primary key leads with group_id), by last then first name. */
  activeStudents(groupId: number): Promise<GroupStudent[]> {
    return this.db
      .select({ studentId: students.id, firstName: users.firstName, lastName: users.lastName })
      .from(groupStudents)
      .innerJoin(students, and(eq(students.id, groupStudents.studentId), eq(students.isArchived, false)))
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(groupStudents.groupId, groupId))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(students.id));
  }
}
