import { forbidden, notFound } from '../http/errors.ts';
import type { SchoolAccess } from '../shared/school-access.ts';

/**
 * Which of a school's students' parents a Confirmed teacher may see: an administrator, every
 * student's; another teacher, only the parents of students in the classes they teach (a parent's
 * other children, in classes they do not teach, stay hidden from them). `null` means every class.
 */
export function parentsVisibleTo(access: SchoolAccess): { groupIds: number[] | null } {
  return { groupIds: access.isSchoolAdministrator ? null : access.groupIds };
}

/**
 * Only a school's administrators end a parent's link to a child (a parent's account is theirs; the
 * link is the school's record). Other teachers 403: they see the list.
 */
export function assertCanUnlinkParent(access: SchoolAccess): void {
  if (!access.isSchoolAdministrator) {
    throw forbidden('Only a school administrator can unlink a parent from a child');
  }
}

/**
 * Who may invite a student's parents (email, letters, resend, withdraw, the addresses held): an
 * administrator, for any student of the school; another teacher, for the students of the classes
 * they teach. Anything else is not theirs: 404, like another school's.
 */
export function assertCanInviteParentsOf(access: SchoolAccess, studentGroupIds: readonly number[]): void {
  if (access.isSchoolAdministrator) return;
  if (!studentGroupIds.some((id) => access.groupIds.includes(id))) throw notFound();
}

/**
 * A parent reads only a child they are linked to now (issue 27 point 6): the link as found for the
 * caller, or 404 (another child, of any school, an archived child, an ended link alike).
 */
export function assertParentOf<T>(link: T | undefined): T {
  if (!link) throw notFound();
  return link;
}
