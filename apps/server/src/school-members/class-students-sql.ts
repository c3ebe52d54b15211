import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { groupStudents, students, users } from '../db/schema.ts';

/**
 * The active (not archived) students of some classes, each row with its class, by last then first
 * name: one class's roster (GET groups/{id}/students) or many at once (the GraphQL loader's batch).
 */
export function activeStudentsOfClasses(db: Db, groupIds: number[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      groupId: groupStudents.groupId,
      studentId: students.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(groupStudents)
    .innerJoin(students, and(eq(students.id, groupStudents.studentId), eq(students.isArchived, false)))
    .innerJoin(users, eq(users.id, students.userId))
    .where(inArray(groupStudents.groupId, groupIds))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(students.id));
}
