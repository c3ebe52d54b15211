import { generatePath } from 'react-router';
import { type Id, segment } from '../build-path.ts';

/**
 * Joining or adding a school, a pending membership, and a class's own pages outside the navigation
 * (features schools, pending, classes, class-settings).
 */
const patterns = {
  pending: '/:schoolId/pending',
  welcome: '/welcome',
  welcomeIntro: '/welcome/intro',
  welcomeQuestion: '/welcome/question',
  schools: '/schools',
  schoolsSearch: '/schools/search',
  schoolsAdd: '/schools/add',
  schoolsJoin: '/schools/join',
  classesAdd: '/:schoolId/classes/add/*',
  classesNew: '/:schoolId/classes/new/*',
  settingsClassTeachersEdit: '/:schoolId/settings/classes/:groupId/teachers/edit',
  classStudentsEdit: '/:schoolId/classes/:groupId/students/edit',
  classStudentsMove: '/:schoolId/classes/:groupId/students/move',
  classSwitch: '/:schoolId/classes/:groupId/switch',
  classPage: '/:schoolId/classes/:groupId/:path?',
} as const;

/** This area's route patterns (shared/routing/paths.ts gathers every area's into routePatterns). */
export const schoolsRoutePatterns = patterns;

/** Builds the href of each of this area's routes; the names match its patterns. */
export const schoolsPaths = {
  pending: (schoolId: Id) => generatePath(patterns.pending, { schoolId: segment(schoolId) }),
  welcome: () => patterns.welcome,
  schools: () => patterns.schools,
  schoolsSearch: () => patterns.schoolsSearch,
  schoolsAdd: () => patterns.schoolsAdd,
  schoolsJoin: () => patterns.schoolsJoin,
  classesAdd: (schoolId: Id) => generatePath(patterns.classesAdd, { schoolId: segment(schoolId), '*': '' }),
  classesNew: (schoolId: Id) => generatePath(patterns.classesNew, { schoolId: segment(schoolId), '*': '' }),
  settingsClassTeachersEdit: (schoolId: Id, groupId: Id) =>
    generatePath(patterns.settingsClassTeachersEdit, {
      schoolId: segment(schoolId),
      groupId: segment(groupId),
    }),
  classStudentsEdit: (schoolId: Id, groupId: Id) =>
    generatePath(patterns.classStudentsEdit, { schoolId: segment(schoolId), groupId: segment(groupId) }),
  classStudentsMove: (schoolId: Id, groupId: Id) =>
    generatePath(patterns.classStudentsMove, { schoolId: segment(schoolId), groupId: segment(groupId) }),
  classSwitch: (schoolId: Id, groupId: Id) =>
    generatePath(patterns.classSwitch, { schoolId: segment(schoolId), groupId: segment(groupId) }),
  classPage: (schoolId: Id, groupId: Id, path?: string) =>
    generatePath(patterns.classPage, {
      schoolId: segment(schoolId),
      groupId: segment(groupId),
      path: path ?? null,
    }),
};
