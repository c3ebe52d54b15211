import { notFound } from '../http/errors.ts';
import type { SchoolAccess } from '../shared/school-access.ts';

/**
 * The students' reports (issue 14: the students list, effort and proficiency) show the students a
 * teacher may see: an administrator, every student of the school; another Confirmed teacher, the
 * students of the classes they teach (as the people screens' class pickers offer them,
 * `shared/classes/classes-to-act-on.ts`). Not a Confirmed member: 404 (SchoolAccessService first).
 */

/** Whose students the list holds: the whole school, or the students of these classes. */
export type StudentScope = { kind: 'school' } | { kind: 'classes'; groupIds: number[] };

export function studentScopeOf(access: SchoolAccess): StudentScope {
  return access.isSchoolAdministrator ? { kind: 'school' } : { kind: 'classes', groupIds: access.groupIds };
}

/**
 * One class's report (or the list narrowed to it): a class of the school (`found`, null when it is
 * another school's, archived or none) that the caller teaches, or any for an administrator; 404 otherwise.
 */
export function assertCanReadClassReport<G extends { groupId: number }>(
  access: SchoolAccess,
  found: G | null | undefined,
): asserts found is G {
  if (!found) throw notFound();
  if (!access.isSchoolAdministrator && !access.groupIds.includes(found.groupId)) throw notFound();
}
