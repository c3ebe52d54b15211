import { forbidden, notFound } from '../http/errors.ts';
import type { SchoolAccess } from '../shared/school-access.ts';

/**
 * Editing or deleting work: the teacher who set it, a teacher of one of its classes, or a school
 * administrator. Others in the school can read it (403 when they try to change it).
 */
export function canChangeAssignment(
  access: SchoolAccess,
  assignment: { createdByTeacherId: number | null; groupIds: number[] },
): boolean {
  return (
    access.isSchoolAdministrator ||
    assignment.createdByTeacherId === access.teacherId ||
    assignment.groupIds.some((g) => access.groupIds.includes(g))
  );
}

export function assertCanChangeAssignment(
  access: SchoolAccess,
  assignment: { createdByTeacherId: number | null; groupIds: number[] },
): void {
  if (!canChangeAssignment(access, assignment))
    throw forbidden('You can only change work set for your own classes');
}

/**
 * A student may sit only work set for them (an assignment_students row) and only their own sessions;
 * anything else answers 404, like every other resource that is not the caller's.
 */
export function assertOwnWork<T>(found: T | null | undefined): asserts found is T {
  if (found === null || found === undefined) throw notFound();
}
