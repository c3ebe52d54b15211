import { forbidden, notFound } from '../http/errors.ts';
import type { SchoolAccess } from '../school-access/school-access.ts';

/**
 * A Confirmed teacher of a school reads all of its work and may set work for any of its classes.
 * Not a member, or still Pending: 404, so nobody learns what another school holds.
 */
export function assertCanUseSchool(access: SchoolAccess | null): asserts access is SchoolAccess {
  if (access?.membershipStatus !== 'Confirmed') throw notFound();
}

/** School-wide settings (e.g. assignment defaults) are changed by school administrators only. */
export function assertSchoolAdministrator(access: SchoolAccess): void {
  if (!access.isSchoolAdministrator) throw forbidden('Only a school administrator can change these settings');
}
