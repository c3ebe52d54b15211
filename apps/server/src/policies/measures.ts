import { notFound } from '../http/errors.ts';
import type { SchoolAccess } from '../shared/school-access.ts';

/**
 * The measurement model's figures about students (predicted scores, proficiency): any Confirmed
 * teacher of the school, as for the work's results (decision 0008); anyone else gets 404.
 */
export function assertCanReadMeasures(access: SchoolAccess, schoolId: number): void {
  if (access.schoolId !== schoolId || access.membershipStatus !== 'Confirmed') throw notFound();
}
