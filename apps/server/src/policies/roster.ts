import type { SchoolAccess } from '../shared/school-access.ts';
import { assertCanUseSchool } from './school.ts';

/**
 * The roster's health and its import history (the sync screen) are read by every Confirmed teacher
 * of the school: they say what is loose and who imported what, nothing private about a student. Only
 * administrators import (assertCanImportStudents); the fixes each link to keep their own rules.
 */
export function assertCanReadRoster(access: SchoolAccess | null): asserts access is SchoolAccess {
  assertCanUseSchool(access);
}
