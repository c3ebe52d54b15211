import { forbidden, notFound } from '../http/errors.ts';
import type { SchoolAccess } from '../shared/school-access.ts';

export const CLASS_MESSAGES = {
  notTheirs: "Only the class's teachers and the school's administrators can change this class",
  notTheirTarget: "You can only move students into a class you teach (or as the school's administrator)",
} as const;

/**
 * Issue 13 point 6: a class (its details, teachers, students; deleting it) is run by its teachers and
 * the school's administrators. The school's other Confirmed teachers know it exists (they set work
 * for it): 403. Not a Confirmed member of the school: 404 (asked of SchoolAccessService first).
 */
export function assertCanManageClass(access: SchoolAccess, groupId: number): void {
  if (!access.groupIds.includes(groupId) && !access.isSchoolAdministrator) {
    throw forbidden(CLASS_MESSAGES.notTheirs);
  }
}

/** Moving students needs both classes to be the caller's: the one they leave and the one they join (403). */
export function assertCanMoveInto(access: SchoolAccess, toGroupId: number): void {
  if (!access.groupIds.includes(toGroupId) && !access.isSchoolAdministrator) {
    throw forbidden(CLASS_MESSAGES.notTheirTarget);
  }
}

/**
 * A teacher's classes (GET v4/teachers/{id}/groups) are read by the teacher themselves or by an
 * administrator of the school that membership belongs to; anyone else: 404.
 */
export function assertCanReadTeacherClasses(
  callerUserId: number,
  teacher: { userId: number },
  callerAccess: SchoolAccess | null,
): void {
  if (teacher.userId === callerUserId) return;
  if (callerAccess?.membershipStatus === 'Confirmed' && callerAccess.isSchoolAdministrator) return;
  throw notFound();
}
