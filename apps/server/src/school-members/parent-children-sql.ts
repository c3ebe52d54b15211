import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { parentLinkEndings, parentStudents, parents, schools, students, users } from '../db/schema.ts';

/**
 * The children a parent user is linked to now (issue 27): a link to an archived student is no link.
 * From parents_user_idx to the links by their primary key; with `childId`, that child alone (or none).
 */
export async function parentChildren(db: Pick<Db, 'select'>, parentUserId: number, childId?: number) {
  return db
    .select({
      childId: students.id,
      firstName: users.firstName,
      lastName: users.lastName,
      schoolId: students.schoolId,
      schoolName: schools.name,
    })
    .from(parents)
    .innerJoin(parentStudents, eq(parentStudents.parentId, parents.id))
    .innerJoin(students, and(eq(students.id, parentStudents.studentId), eq(students.isArchived, false)))
    .innerJoin(users, eq(users.id, students.userId))
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .where(
      and(eq(parents.userId, parentUserId), childId === undefined ? undefined : eq(students.id, childId)),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(students.id));
}

/** A parent user's ended links not yet dismissed, latest first (parent_link_endings_parent_idx). */
export async function parentEndedLinks(db: Pick<Db, 'select'>, parentUserId: number) {
  const rows = await db
    .select({
      endedLinkId: parentLinkEndings.id,
      childFirstName: parentLinkEndings.childFirstName,
      schoolName: parentLinkEndings.schoolName,
      reason: parentLinkEndings.reason,
      endedAt: parentLinkEndings.endedAt,
    })
    .from(parentLinkEndings)
    .where(and(eq(parentLinkEndings.parentUserId, parentUserId), isNull(parentLinkEndings.dismissedAt)))
    .orderBy(desc(parentLinkEndings.endedAt), desc(parentLinkEndings.id));
  return rows.map((r) => ({ ...r, endedAt: r.endedAt.toISOString() }));
}
