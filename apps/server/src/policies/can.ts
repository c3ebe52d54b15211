/**
 * Every permission rule lives in policies/, one file per subject; services call these and nothing
 * checks access ad hoc. This file only gathers them for callers that want one import.
 */
export { assertCanSearchTopics, assertSelf, assertStudent, assertTeacher } from './roles.ts';
export { assertCanUseSchool, assertSchoolAdministrator, type SchoolAccess } from './school.ts';
export { assertCanChangeAssignment, assertOwnWork, canChangeAssignment } from './work.ts';
