import { generatePath } from 'react-router';
import { type Id, segment } from '../build-path.ts';

/**
 * A school's settings: classes, work, students, teachers, parents, sync, class messages, uploads (features
 * school-config, class-settings, set-work, school-students, school-teachers, school-parents, school-sync,
 * class-notifications, student-import).
 */
const patterns = {
  config: '/config',
  settings: '/:schoolId/settings',
  settingsClass: '/:schoolId/settings/classes/:groupId',
  settingsAssignments: '/:schoolId/settings/assignments',
  settingsStudents: '/:schoolId/settings/students',
  settingsStudentsAddClasses: '/:schoolId/settings/students/add-classes',
  settingsStudentsManageClasses: '/:schoolId/settings/students/manage-classes',
  settingsScopeStudents: '/:schoolId/settings/:scope/students',
  settingsScopeStudentsAddClasses: '/:schoolId/settings/:scope/students/add-classes',
  settingsScopeStudentsManageClasses: '/:schoolId/settings/:scope/students/manage-classes',
  settingsTeachers: '/:schoolId/settings/teachers',
  settingsTeachersAddClasses: '/:schoolId/settings/teachers/add-classes',
  settingsTeachersManageClasses: '/:schoolId/settings/teachers/manage-classes',
  settingsScopeTeachers: '/:schoolId/settings/:scope/teachers',
  settingsScopeTeachersAddClasses: '/:schoolId/settings/:scope/teachers/add-classes',
  settingsScopeTeachersManageClasses: '/:schoolId/settings/:scope/teachers/manage-classes',
  settingsParents: '/:schoolId/settings/parents',
  settingsClasses: '/:schoolId/settings/classes',
  settingsSync: '/:schoolId/settings/sync',
  classNotifications: '/:schoolId/classes/notifications',
  uploads: '/:schoolId/uploads',
  teacher: '/:schoolId/teachers/:id',
} as const;

/** This area's route patterns (shared/routing/paths.ts gathers every area's into routePatterns). */
export const settingsRoutePatterns = patterns;

/** Builds the href of each of this area's routes; the names match its patterns. */
export const settingsPaths = {
  config: () => patterns.config,
  settings: (schoolId: Id) => generatePath(patterns.settings, { schoolId: segment(schoolId) }),
  settingsClass: (schoolId: Id, groupId: Id) =>
    generatePath(patterns.settingsClass, { schoolId: segment(schoolId), groupId: segment(groupId) }),
  settingsAssignments: (schoolId: Id) =>
    generatePath(patterns.settingsAssignments, { schoolId: segment(schoolId) }),
  /** Students settings, for the whole school or for one scope (a department, a year group…). */
  settingsStudents: (schoolId: Id, scope?: string) =>
    scope === undefined
      ? generatePath(patterns.settingsStudents, { schoolId: segment(schoolId) })
      : generatePath(patterns.settingsScopeStudents, { schoolId: segment(schoolId), scope }),
  settingsTeachers: (schoolId: Id, scope?: string) =>
    scope === undefined
      ? generatePath(patterns.settingsTeachers, { schoolId: segment(schoolId) })
      : generatePath(patterns.settingsScopeTeachers, { schoolId: segment(schoolId), scope }),
  /** The students' or teachers' add-classes and manage-classes sub-screens, whole school or one scope. */
  settingsPeopleClasses: (
    schoolId: Id,
    who: 'students' | 'teachers',
    screen: 'add-classes' | 'manage-classes',
    scope?: string,
  ) => {
    const name =
      `${who === 'students' ? 'Students' : 'Teachers'}${screen === 'add-classes' ? 'AddClasses' : 'ManageClasses'}` as const;
    return scope === undefined
      ? generatePath(patterns[`settings${name}`], { schoolId: segment(schoolId) })
      : generatePath(patterns[`settingsScope${name}`], { schoolId: segment(schoolId), scope });
  },
  settingsParents: (schoolId: Id) => generatePath(patterns.settingsParents, { schoolId: segment(schoolId) }),
  settingsClasses: (schoolId: Id) => generatePath(patterns.settingsClasses, { schoolId: segment(schoolId) }),
  settingsSync: (schoolId: Id) => generatePath(patterns.settingsSync, { schoolId: segment(schoolId) }),
  classNotifications: (schoolId: Id) =>
    generatePath(patterns.classNotifications, { schoolId: segment(schoolId) }),
  uploads: (schoolId: Id) => generatePath(patterns.uploads, { schoolId: segment(schoolId) }),
  teacher: (schoolId: Id, id: Id) =>
    generatePath(patterns.teacher, { schoolId: segment(schoolId), id: segment(id) }),
};
