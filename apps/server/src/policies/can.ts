/**
 * Every permission rule lives in policies/, one file per subject; services call these and nothing
 * checks access ad hoc. This file only gathers them for callers that want one import.
 */

export type { SchoolAccess } from '../school-access/school-access.ts';
export { assertCanSearchTopics, assertSelf, assertStudent, assertTeacher } from './roles.ts';
export { assertCanUseSchool, assertSchoolAdministrator } from './school.ts';
export { assertCanChangeAssignment, assertOwnWork, canChangeAssignment } from './work.ts';
