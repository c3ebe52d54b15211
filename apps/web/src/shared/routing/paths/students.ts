import { generatePath } from 'react-router';
import { type Id, segment } from '../build-path.ts';
import type { StudentPageTab } from '../student-page-tabs.ts';

/**
 * The students' lists and reports, one student's page, and the leagues (features student-reports, student-
 * page, growth, motivate).
 */
const patterns = {
  students: '/:schoolId/students',
  studentsEffort: '/:schoolId/students/effort',
  studentsProficiency: '/:schoolId/students/proficiency',
  studentsBaseline: '/:schoolId/students/baseline',
  studentsGrowth: '/:schoolId/students/growth',
  student: '/:schoolId/students/:studentId/*',
  motivate: '/:schoolId/motivate',
  classLeague: '/:schoolId/motivate/class-league',
  schoolLeague: '/:schoolId/motivate/school-league',
  groupLeague: '/:schoolId/motivate/group-league',
} as const;

/** This area's route patterns (shared/routing/paths.ts gathers every area's into routePatterns). */
export const studentsRoutePatterns = patterns;

/** Builds the href of each of this area's routes; the names match its patterns. */
export const studentsPaths = {
  students: (schoolId: Id) => generatePath(patterns.students, { schoolId: segment(schoolId) }),
  studentsEffort: (schoolId: Id) => generatePath(patterns.studentsEffort, { schoolId: segment(schoolId) }),
  studentsProficiency: (schoolId: Id) =>
    generatePath(patterns.studentsProficiency, { schoolId: segment(schoolId) }),
  studentsBaseline: (schoolId: Id) =>
    generatePath(patterns.studentsBaseline, { schoolId: segment(schoolId) }),
  studentsGrowth: (schoolId: Id) => generatePath(patterns.studentsGrowth, { schoolId: segment(schoolId) }),
  student: (schoolId: Id, studentId: Id, rest = '') =>
    generatePath(patterns.student, { schoolId: segment(schoolId), studentId: segment(studentId), '*': rest }),
  /** One tab of the student page (issue 14 point 6); topics, the default, has no sub-path. */
  studentTab: (schoolId: Id, studentId: Id, tab: StudentPageTab = 'topics') =>
    generatePath(patterns.student, {
      schoolId: segment(schoolId),
      studentId: segment(studentId),
      '*': tab === 'topics' ? '' : tab,
    }),
  motivate: (schoolId: Id) => generatePath(patterns.motivate, { schoolId: segment(schoolId) }),
  classLeague: (schoolId: Id) => generatePath(patterns.classLeague, { schoolId: segment(schoolId) }),
  schoolLeague: (schoolId: Id) => generatePath(patterns.schoolLeague, { schoolId: segment(schoolId) }),
  groupLeague: (schoolId: Id) => generatePath(patterns.groupLeague, { schoolId: segment(schoolId) }),
};
