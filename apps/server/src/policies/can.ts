/**
 * Every permission rule lives in policies/, one file per subject (roles, school, classes, work, flows,
 * notifications, partners); services call these and nothing checks access ad hoc. This file only
 * gathers them for callers that want one import; new code imports the subject file.
 */
export type { SchoolAccess } from '../school-access/school-access.ts';
export { assertCanManageClass, assertCanMoveInto, assertCanReadTeacherClasses } from './classes.ts';
export { assertCanSelfStudy, assertOwnFlow, canReviewFlow, flowRoleOf } from './flows.ts';
export { assertConfirmedMember, assertOwnNotification } from './notifications.ts';
export { assertLivePartner } from './partners.ts';
export { assertCanSearchTopics, assertSelf, assertStudent, assertTeacher } from './roles.ts';
export { assertCanShareClassCode, assertCanUseSchool, assertSchoolAdministrator } from './school.ts';
export { assertCanChangeAssignment, assertOwnWork, canChangeAssignment } from './work.ts';
